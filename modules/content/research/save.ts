/**
 * "Save to brief": the structure as the page shows it, recomputed on the server (never taken from
 * the browser), made into a brief through the one way briefs are made (createBrief).
 */
import { ActionError } from "@/lib/action";
import type { BrandScope } from "@/lib/brand-scope";
import { createBrief } from "@/modules/content/briefs/create";
import { briefTerms, loadStructure } from "./research";
import type { ResearchTarget } from "./serp-top";

export async function saveStructureToBrief(scope: BrandScope, target: ResearchTarget, method: "ai" | "consensus", title?: string): Promise<{ briefId: string }> {
  const s = await loadStructure(scope, target);
  if (!s) throw new ActionError("That keyword or group is not one of this brand's. Pick another.");
  const rec = method === "ai" ? s.ai : s.consensus;
  if (!rec) throw new ActionError("There is no AI structure for this topic yet. Recommend one first, or save the consensus outline.");
  if (!rec.outline.length && !s.questions.length) throw new ActionError("There is nothing to save yet: fetch the top articles first, so the outline has headings to come from.");
  const serp = s.top.serp;
  const { id } = await createBrief(scope, {
    title: title?.trim() || serp.label,
    keyword: target.kind === "keyword" ? serp.label : (serp.keywords[0] ?? null),
    keywordGroupId: target.kind === "group" ? target.groupId : null,
    outline: rec.outline,
    outlineMethod: rec.method,
    questions: s.questions.map((q) => q.question),
    terms: briefTerms(s.terms),
    targetWords: s.length?.median ?? null,
    sources: s.top.rows.filter((r) => r.article?.status === "fetched").map((r) => ({ url: r.url, title: r.article?.title || r.title })),
  });
  return { briefId: id };
}
