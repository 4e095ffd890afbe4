/**
 * Ideas from the brand's data: every source of ./sources read, each candidate scored and upserted on
 * (brand, origin, origin_key). Regenerating is idempotent: the same data updates the same rows; an
 * idea someone already accepted, rejected or merged keeps its status and text (a rejection stays a
 * rejection). One failing source is reported and does not stop the others. A seed can call it.
 */
import { sql } from "drizzle-orm";
import { contentIdeas } from "@/db/schema";
import { logScopeActivity } from "@/lib/activity";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { getBrandProfile } from "@/modules/brand-setup/queries";
import { textFingerprint, tokenSimilarity } from "../similarity";
import { scoreIdea, type IdeaOrigin } from "./score";
import { IDEA_SOURCES, type IdeaCandidate } from "./sources";

export type SourceOutcome = { origin: IdeaCandidate["origin"]; label: string; found: number; error: string | null };
export type GenerateOutcome = { added: number; updated: number; unchanged: number; sources: SourceOutcome[] };

export type BrandTerms = { terms: string[][]; competitors: string[][] };

/** The brand's name and keywords, and its competitors' names, as token sets for the fit part of the score. */
export async function brandTermsFor(scope: BrandScope): Promise<BrandTerms> {
  const profile = await getBrandProfile(scope);
  if (!profile) return { terms: [], competitors: [] };
  const toks = (s: string) => textFingerprint(s).tokens;
  return {
    terms: [profile.name, ...profile.lists.keywords].map(toks).filter((t) => t.length),
    competitors: profile.lists.competitors.map((c) => toks(c.name)).filter((t) => t.length),
  };
}

/** Does every word of some term occur in the text (a multi-word keyword counts only whole)? */
function mentionsAny(tokens: string[], terms: string[][]): boolean {
  const have = new Set(tokens);
  return terms.some((t) => t.every((w) => have.has(w)) || tokenSimilarity(t, tokens) >= 0.6);
}

export function scoreCandidate(c: Pick<IdeaCandidate, "title" | "keyword" | "volume" | "difficulty" | "intent"> & { origin: IdeaOrigin }, terms: BrandTerms) {
  const tokens = textFingerprint(`${c.title} ${c.keyword ?? ""}`).tokens;
  return scoreIdea({
    origin: c.origin,
    volume: c.volume,
    difficulty: c.difficulty,
    intent: c.intent,
    matchesBrandTerms: mentionsAny(tokens, terms.terms),
    competitorBranded: mentionsAny(tokens, terms.competitors),
  });
}

export async function generateIdeas(scope: BrandScope): Promise<GenerateOutcome> {
  const terms = await brandTermsFor(scope);
  const sources: SourceOutcome[] = [];
  const candidates: IdeaCandidate[] = [];
  for (const src of IDEA_SOURCES) {
    try {
      const found = await src.read(scope);
      candidates.push(...found);
      sources.push({ origin: src.origin, label: src.label, found: found.length, error: null });
    } catch (e) {
      console.error(`[content.ideas] ${src.origin}`, e);
      sources.push({ origin: src.origin, label: src.label, found: 0, error: `Could not read ${src.label}.` });
    }
  }
  // One row per (origin, key): an upsert cannot touch the same row twice in one statement.
  const unique = [...new Map(candidates.map((c) => [`${c.origin}\u0000${c.originKey}`, c])).values()];
  if (!unique.length) return { added: 0, updated: 0, unchanged: 0, sources };

  const rows = unique.map((c) => {
    const { score, parts } = scoreCandidate(c, terms);
    return {
      brandId: scope.brandId,
      title: c.title.slice(0, 300),
      summary: c.summary,
      origin: c.origin,
      originKey: c.originKey,
      reason: c.reason,
      score,
      scoreParts: parts,
      keyword: c.keyword,
      keywordId: c.keywordId,
      keywordGroupId: c.keywordGroupId,
      pageUrl: c.pageUrl,
      simhash: textFingerprint(`${c.title} ${c.summary}`).simhash,
      createdBy: scope.userId,
    };
  });
  const written = await withScope(scope, async (tx) => {
    const out = await tx
      .insert(contentIdeas)
      .values(rows)
      .onConflictDoUpdate({
        target: [contentIdeas.brandId, contentIdeas.origin, contentIdeas.originKey],
        set: {
          title: sql`excluded.title`,
          summary: sql`excluded.summary`,
          reason: sql`excluded.reason`,
          score: sql`excluded.score`,
          scoreParts: sql`excluded.score_parts`,
          keyword: sql`excluded.keyword`,
          keywordId: sql`excluded.keyword_id`,
          keywordGroupId: sql`excluded.keyword_group_id`,
          pageUrl: sql`excluded.page_url`,
          simhash: sql`excluded.simhash`,
          updatedAt: sql`now()`,
        },
        // Decided ideas are the person's: regeneration leaves them as they were.
        setWhere: sql`${contentIdeas.status} = 'new'`,
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    const added = out.filter((r) => r.inserted).length;
    if (added) await logScopeActivity(tx, scope, "content_ideas_generated", `Generated ${added} content idea${added === 1 ? "" : "s"} from the brand's data`, { added });
    return out;
  });
  const added = written.filter((r) => r.inserted).length;
  const updated = written.length - added;
  return { added, updated, unchanged: rows.length - written.length, sources };
}
