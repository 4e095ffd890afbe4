/** What a new brief starts with: the brand's first default CTA and its default article length. */
import type { BrandScope } from "@/lib/brand-scope";
import { getContentSettings } from "@/modules/content/engine";
import type { NewBrief } from "./create";

export async function newBriefDefaults(scope: BrandScope): Promise<Pick<NewBrief, "cta" | "targetWords">> {
  const settings = await getContentSettings(scope);
  return { cta: settings.defaultCtas[0] ?? "", targetWords: settings.defaultLengths.article ?? null };
}
