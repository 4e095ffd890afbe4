/**
 * Dynamic competitor classification: names answers mention that the brand does not track. Each
 * finished run adds its answers' candidates (counts accumulate per name); new names are classified
 * by the brand's default AI engine when there is one, else by local rules — and say which.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { apiCalls, saioAnswers, saioCandidates } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { generateStructured } from "@/modules/ai/client";
import { defaultEngine, loadEngine } from "@/modules/ai/engines";
import { groundingFor, storeCitations } from "@/modules/knowledge/grounding";
import { getBrandContext } from "@/modules/questionnaire/queries";
import { classifyByRules, discoverCandidates, foldKey, type Candidate, type CandidateClass } from "./analysis";
import { getTrackedSet, type TrackedSet } from "./tracked";

const CANDIDATE_KINDS = ["direct_competitor", "adjacent", "marketplace_publisher", "unrelated"] as const satisfies readonly CandidateClass[];
const AI_BATCH = 40;

const aiSchema = z.object({
  items: z.array(
    z.object({
      name: z.string(),
      kind: z.enum(CANDIDATE_KINDS),
      reason: z.string().max(300),
    }),
  ),
});

type Classified = { kind: CandidateClass; reason: string; method: "ai" | "rules" };

function rules(c: Candidate, tracked: TrackedSet): Classified {
  const r = classifyByRules(c, { industry: tracked.industry, ownKeywords: tracked.keywords, competitorNames: tracked.brands.filter((b) => !b.own).map((b) => b.name) });
  return { ...r, method: "rules" };
}

/**
 * Classifies candidates with the default engine in batches; a candidate the model skipped or a
 * failed call keeps its rule classification (and says so by its method). `failure`: the last failed
 * batch's reason, which names the engine — for the person who asked.
 */
/** Tokens of the brand's own material a classification batch may carry. */
const CLASSIFY_GROUNDING_TOKENS = 800;
export const CLASSIFY_CITATION_PURPOSE = "saio.classify";

export async function classifyWithAi(
  scope: BrandScope,
  tracked: TrackedSet,
  candidates: Candidate[],
  jobId: string | null,
): Promise<{ classes: Map<string, Classified>; failure: string | null }> {
  const out = new Map<string, Classified>(candidates.map((c) => [foldKey(c.name), rules(c, tracked)]));
  let failure: string | null = null;
  const summary = await defaultEngine(scope);
  const engine = summary ? await loadEngine(scope, summary.key) : null;
  if (!engine || !candidates.length) return { classes: out, failure };
  const context = await getBrandContext(scope);
  for (let i = 0; i < candidates.length; i += AI_BATCH) {
    const batch = candidates.slice(i, i + AI_BATCH);
    try {
      // What the brand's own material says about these names (a competitor list, a partner page).
      const grounding = await groundingFor(scope, { task: batch.map((c) => c.name).join(" "), tokenBudget: CLASSIFY_GROUNDING_TOKENS, purpose: "saio.classify" }).catch(() => null);
      const r = await generateStructured(
        engine,
        {
          system:
            "You classify names that AI assistants mentioned in answers about a brand's market. For each name choose: " +
            "direct_competitor (sells a substitute to the same buyers), adjacent (related product or complementary category), " +
            "marketplace_publisher (store, marketplace, review site, media or platform), unrelated. Give a one-sentence reason.\n\n" +
            context +
            (grounding?.promptContext ? `\n\n${grounding.promptContext}` : ""),
          prompt: batch.map((c) => `- ${c.name}${c.examples[0] ? ` — e.g. "${c.examples[0].slice(0, 160)}"` : ""}`).join("\n"),
          schema: aiSchema,
          name: "competitor_classification",
          maxOutputTokens: 60 * batch.length + 100,
        },
        { scope, purpose: "saio.classify", jobId, maxWaitMs: jobId ? 60_000 : 0 },
      );
      const classified: string[] = [];
      for (const item of r.value.items) {
        const key = foldKey(item.name);
        if (out.has(key)) {
          out.set(key, { kind: item.kind, reason: item.reason, method: "ai" });
          classified.push(key);
        }
      }
      // A classified name keeps the passages that mentioned it among those the model was given.
      if (grounding?.chunks.length) {
        await storeCitations(
          scope,
          CLASSIFY_CITATION_PURPOSE,
          classified.flatMap((key) => {
            const cited = grounding.citations.filter((c) => foldKey(grounding.chunks.find((ch) => ch.n === c.n)?.content ?? "").includes(key));
            return cited.length ? [{ subject: key, citations: cited }] : [];
          }),
        );
      }
    } catch (e) {
      // Rules stay in place for this batch; the failed call is in the API-call audit.
      failure = e instanceof Error ? e.message : String(e);
    }
  }
  return { classes: out, failure };
}

/** Adds the candidates of one run's answers; classifies the names seen for the first time. */
export async function updateCandidatesFromRun(scope: BrandScope, runId: string, jobId: string | null): Promise<number> {
  const tracked = await getTrackedSet(scope);
  if (!tracked) return 0;
  const texts = (
    await withScope(scope, (tx) =>
      tx.select({ answer: saioAnswers.answer }).from(saioAnswers).where(and(eq(saioAnswers.brandId, scope.brandId), eq(saioAnswers.runId, runId), eq(saioAnswers.ok, true))),
    )
  ).map((r) => r.answer);
  const candidates = discoverCandidates(texts, tracked.brands).slice(0, 200);
  if (!candidates.length) return 0;
  const keys = candidates.map((c) => foldKey(c.name));
  const known = new Set(
    (await withScope(scope, (tx) => tx.select({ key: saioCandidates.key }).from(saioCandidates).where(and(eq(saioCandidates.brandId, scope.brandId), inArray(saioCandidates.key, keys))))).map(
      (r) => r.key,
    ),
  );
  const fresh = candidates.filter((c) => !known.has(foldKey(c.name)));
  const { classes } = await classifyWithAi(scope, tracked, fresh, jobId);
  // One statement for the whole run; names that fold to one key are one row (a row may be upserted once per statement).
  const rows = new Map<string, typeof saioCandidates.$inferInsert>();
  for (const c of candidates) {
    const key = foldKey(c.name);
    if (rows.has(key)) continue;
    const cls = classes.get(key) ?? rules(c, tracked);
    rows.set(key, {
      brandId: scope.brandId,
      name: c.name,
      key,
      kind: cls.kind,
      reason: cls.reason,
      method: cls.method,
      mentions: c.count,
      answers: c.answers,
      domains: c.domains.slice(0, 10),
      examples: c.examples.slice(0, 3),
    });
  }
  await withScope(scope, (tx) =>
    tx
      .insert(saioCandidates)
      .values([...rows.values()])
      .onConflictDoUpdate({
        target: [saioCandidates.brandId, saioCandidates.key],
        set: {
          mentions: sql`${saioCandidates.mentions} + excluded.mentions`,
          answers: sql`${saioCandidates.answers} + excluded.answers`,
          domains: sql`(select coalesce(array_agg(distinct d), '{}') from unnest(${saioCandidates.domains} || excluded.domains) d)`,
          examples: sql`case when jsonb_array_length(${saioCandidates.examples}) = 0 then excluded.examples else ${saioCandidates.examples} end`,
          lastSeenAt: sql`now()`,
        },
      }),
  );
  return candidates.length;
}

/**
 * The newest AI classification call of the brand, when it failed: what the page says instead of
 * leaving rule classes unexplained. The reason names the engine for an unusable answer; for an
 * HTTP failure it is the status.
 */
export async function lastClassificationFailure(scope: BrandScope): Promise<{ at: Date; reason: string } | null> {
  const [last] = await withScope(scope, (tx) =>
    tx
      .select({ ok: apiCalls.ok, status: apiCalls.status, code: apiCalls.errorCode, message: apiCalls.errorMessage, host: apiCalls.host, at: apiCalls.createdAt })
      .from(apiCalls)
      .where(and(eq(apiCalls.brandId, scope.brandId), eq(apiCalls.purpose, "saio.classify")))
      .orderBy(desc(apiCalls.createdAt))
      .limit(1),
  );
  if (!last || last.ok) return null;
  return { at: last.at, reason: last.message ?? (last.status ? `${last.host} answered HTTP ${last.status}.` : `${last.host}: ${last.code ?? "no answer"}.`) };
}
