/**
 * "Generate more with AI": one structured call to the content engine, grounded in the brand's
 * knowledge base (the collections chosen in content settings) and in its SEO data (top keywords,
 * the ideas it already has), checked against the monthly content budget before it starts, metered
 * under the purpose "content.ideas". Each new idea keeps the passages it drew on (storeCitations,
 * subject = the idea's id) so the table shows "Based on: …". One call returns within the request.
 */
import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { contentIdeas } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { formatNumber } from "@/lib/format";
import { groundingFor, storeCitations, type Citation } from "@/modules/knowledge/grounding";
import { getBrandContext } from "@/modules/questionnaire/queries";
import { keywordKey } from "@/modules/seo/keyword-text";
import { EXTERNAL_AGENT_ENGINE, getContentSettings, resolveContentEngine, suggestIdeas, voiceInstructions } from "../engine";
import { textFingerprint, tokenSimilarity } from "../similarity";
import { scoreCandidate, brandTermsFor } from "./generate";

export const IDEAS_PURPOSE = "content.ideas";
const GROUNDING_TOKENS = 1_500;
const MAX_OUTPUT_TOKENS = 3_000;
/** An AI idea this close to an idea the brand already has is a repeat, not a new idea. */
const REPEAT = 0.8;

const aiIdeasSchema = z.object({
  ideas: z
    .array(
      z.object({
        title: z.string().min(3).max(200),
        summary: z.string().max(600),
        /** Why this idea, for this brand, now — shown as the idea's reason. */
        why: z.string().max(400),
        keyword: z.string().max(120).optional(),
        intent: z.enum(["informational", "commercial", "transactional", "navigational"]).optional(),
        /** Numbers of the brand-material passages ([1], [2] …) the idea draws on. */
        sources: z.array(z.number().int()).max(5).optional(),
      }),
    )
    .max(20),
});

export type AiIdeasOutcome = { added: number; repeats: number; engineLabel: string; cited: boolean };

function citationsFor(named: number[] | undefined, all: Citation[]): Citation[] {
  const picked = (named ?? []).map((n) => all.find((c) => c.n === n)).filter((c): c is Citation => !!c);
  return picked.length ? picked : all;
}

export async function generateAiIdeas(scope: BrandScope, opts: { count: number; focus?: string }): Promise<AiIdeasOutcome> {
  const settings = await getContentSettings(scope);
  // Ideas are one short call: when drafts go to the external agent, ideas use the brand's default AI engine.
  const engine = await resolveContentEngine(scope, settings.engineKey === EXTERNAL_AGENT_ENGINE ? { ...settings, engineKey: null } : settings);
  if (engine.kind !== "ai") throw new ActionError(engine.kind === "none" ? engine.note : "Connect an AI engine on /integrations to generate ideas.");

  const { keywords, existing } = await withScope(scope, async (tx) => ({
    keywords: await tx.execute<{ keyword: string; volume: number | null; difficulty: number | null; position: number | null }>(sql`
      select keyword, volume, difficulty, position from seo_keywords where brand_id = ${scope.brandId}::uuid
      order by tracked desc, volume desc nulls last limit 30`),
    existing: await tx
      .select({ title: contentIdeas.title })
      .from(contentIdeas)
      .where(eq(contentIdeas.brandId, scope.brandId))
      .orderBy(desc(contentIdeas.score), desc(contentIdeas.updatedAt))
      .limit(120),
  }));
  const focus = opts.focus?.trim() ?? "";
  const task = focus || keywords.slice(0, 8).map((k) => k.keyword).join(" OR ");
  const grounding = task
    ? await groundingFor(scope, { task, collections: settings.collectionIds.length ? settings.collectionIds : undefined, tokenBudget: GROUNDING_TOKENS, purpose: IDEAS_PURPOSE }).catch(() => null)
    : null;

  const system = [
    "You are the content strategist of this brand. Suggest articles the brand should publish: specific, useful to its buyers, each with a clear angle, never generic filler. " +
      "Each idea: a working title, a two-sentence summary of what the article covers, why it fits this brand now (from the data given), the main keyword and its search intent.",
    voiceInstructions(settings),
    await getBrandContext(scope),
    grounding?.promptContext ? `${grounding.promptContext}\n\nFor each idea, list in "sources" the numbers of the passages it draws on.` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
  const prompt = [
    `Suggest ${opts.count} content ideas${focus ? ` about: ${focus}` : ""}.`,
    keywords.length
      ? `The brand's keywords (monthly searches, difficulty 0–100, current position):\n${keywords
          .map((k) => `- ${k.keyword} (${k.volume === null ? "?" : formatNumber(Number(k.volume))}, ${k.difficulty ?? "?"}, ${k.position ?? "not ranking"})`)
          .join("\n")}`
      : "",
    existing.length ? `Ideas the brand already has (do not repeat them):\n${existing.map((e) => `- ${e.title}`).join("\n")}` : "",
  ]
    .filter(Boolean)
    .join("\n\n");

  const value = await suggestIdeas(scope, settings, engine, { system, prompt, schema: aiIdeasSchema, name: "content_ideas", maxOutputTokens: MAX_OUTPUT_TOKENS, purpose: IDEAS_PURPOSE });

  const have = existing.map((e) => textFingerprint(e.title).tokens);
  const fresh: (z.infer<typeof aiIdeasSchema>["ideas"][number] & { tokens: string[] })[] = [];
  let repeats = 0;
  for (const idea of value.ideas.slice(0, opts.count)) {
    const tokens = textFingerprint(idea.title).tokens;
    if (!tokens.length || [...have, ...fresh.map((f) => f.tokens)].some((t) => tokenSimilarity(t, tokens) >= REPEAT)) {
      repeats++;
      continue;
    }
    fresh.push({ ...idea, tokens });
  }
  if (!fresh.length) return { added: 0, repeats, engineLabel: engine.label, cited: false };

  const figures = new Map(keywords.map((k) => [keywordKey(k.keyword), k]));
  const terms = await brandTermsFor(scope);
  const inserted = await withScope(scope, async (tx) => {
    const rows = await tx
      .insert(contentIdeas)
      .values(
        fresh.map((i) => {
          const kw = i.keyword?.trim() || null;
          const f = kw ? figures.get(keywordKey(kw)) : undefined;
          const { score, parts } = scoreCandidate(
            { origin: "ai", title: i.title, keyword: kw, volume: f?.volume === undefined || f.volume === null ? null : Number(f.volume), difficulty: f?.difficulty ?? null, intent: i.intent ?? null },
            terms,
          );
          return {
            brandId: scope.brandId,
            title: i.title.trim(),
            summary: i.summary.trim(),
            origin: "ai" as const,
            originKey: null,
            reason: i.why.trim() || `Suggested by ${engine.label}.`,
            score,
            scoreParts: parts,
            keyword: kw,
            simhash: textFingerprint(`${i.title} ${i.summary}`).simhash,
            createdBy: scope.userId,
          };
        }),
      )
      .returning({ id: contentIdeas.id });
    await logScopeActivity(tx, scope, "content_ideas_generated", `Generated ${rows.length} content idea${rows.length === 1 ? "" : "s"} with ${engine.label}`, { added: rows.length, engine: engine.label });
    return rows;
  });
  const cited = grounding?.citations.length ? inserted.map((row, i) => ({ subject: row.id, citations: citationsFor(fresh[i]!.sources, grounding.citations) })) : [];
  await storeCitations(scope, IDEAS_PURPOSE, cited);
  return { added: inserted.length, repeats, engineLabel: engine.label, cited: cited.length > 0 };
}
