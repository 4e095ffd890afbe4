/**
 * Writing tracked prompts, shared by the server actions (./actions.ts) and the public REST API
 * (./api.ts): the per-brand cap, "branded" computed from the brand's names on every save, a
 * duplicate text (any case) skipped on add and refused on edit, and the activity line.
 */
import { and, eq, sql } from "drizzle-orm";
import { saioPrompts } from "@/db/schema";
import { isUniqueViolation } from "@/db/errors";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { PROMPTS_PER_BRAND } from "./inputs";
import { getTrackedSet, isBranded } from "./tracked";

export type NewPrompt = { text: string; topic: string; tags: string[]; country: string; language: string; active?: boolean; source: string };

/** Inserts prompts, skipping ones the brand already tracks (same text, any case); returns counts and the new ids. */
export async function insertPrompts(scope: BrandScope, prompts: NewPrompt[]): Promise<{ added: number; skipped: number; ids: string[] }> {
  const tracked = await getTrackedSet(scope);
  return withScope(scope, async (tx) => {
    const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(saioPrompts).where(eq(saioPrompts.brandId, scope.brandId))) as [{ count: number }];
    if (count + prompts.length > PROMPTS_PER_BRAND) {
      throw new ActionError(`A brand can track up to ${PROMPTS_PER_BRAND.toLocaleString("en")} prompts; it has ${count}. Remove some first.`);
    }
    const rows = await tx
      .insert(saioPrompts)
      .values(prompts.map((p) => ({ ...p, brandId: scope.brandId, branded: isBranded(tracked, p.text), createdBy: scope.userId })))
      .onConflictDoNothing()
      .returning({ id: saioPrompts.id });
    if (rows.length) {
      await logScopeActivity(tx, scope, "saio_prompts_added", `Added ${rows.length} SAIO prompt${rows.length === 1 ? "" : "s"}`, { count: rows.length });
    }
    return { added: rows.length, skipped: prompts.length - rows.length, ids: rows.map((r) => r.id) };
  });
}

export type PromptFields = { text: string; topic: string; tags: string[]; country: string; language: string; active: boolean };

/** Saves every field of a prompt of the brand; NotFoundError for another brand's id. */
export async function updatePrompt(scope: BrandScope, id: string, d: PromptFields): Promise<{ id: string }> {
  const tracked = await getTrackedSet(scope);
  try {
    const [row] = await withScope(scope, (tx) =>
      tx
        .update(saioPrompts)
        .set({ text: d.text, topic: d.topic, tags: d.tags, country: d.country, language: d.language, active: d.active, branded: isBranded(tracked, d.text) })
        .where(and(eq(saioPrompts.id, id), eq(saioPrompts.brandId, scope.brandId)))
        .returning({ id: saioPrompts.id }),
    );
    if (!row) throw new NotFoundError();
    return { id: row.id };
  } catch (e) {
    if (isUniqueViolation(e)) throw new ActionError("This brand already tracks a prompt with this text.");
    throw e;
  }
}
