import { z } from "zod";

const itemsResultSchema = z.object({ items: z.array(z.unknown()).nullish() });

/**
 * The items of a DataForSEO live result that carries them in `result[0].items` (Labs, Backlinks), each
 * read with `schema`; null when one is not the documented shape, [] for an empty result.
 */
export function resultItems<T>(result: unknown[], schema: z.ZodType<T>): T[] | null {
  if (!result.length) return [];
  const r = itemsResultSchema.safeParse(result[0]);
  if (!r.success) return null;
  const out: T[] = [];
  for (const item of r.data.items ?? []) {
    const p = schema.safeParse(item);
    if (!p.success) return null;
    out.push(p.data);
  }
  return out;
}
