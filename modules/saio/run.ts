/**
 * Starting and executing SAIO runs. A run is a row plus one durable job (lib/jobs): the job asks
 * every prompt × engine × sample, stores each answer with its local analysis, and counts progress
 * on the run row, which pages poll — so progress survives a reload, and a crashed worker's run is
 * resumed by the next one (answers already stored are skipped: unique (run, prompt, engine, sample)).
 *
 * Spending: before each call the month's spend (the API-call ledger) plus the worst-case cost of
 * the next answer is checked against the brand's budget; a run that would exceed it stops first.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { asSystem } from "@/lib/system";
import { saioAnswers, saioPrompts, saioRuns, type SaioRunEngine, type StoredMention } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { enqueueJob, wakeJobRunner } from "@/lib/jobs";
import { AiError, generateAnswer, generateStructured } from "@/modules/ai/client";
import { defaultEngine, loadEngine, usableEngines, type EngineWithKey } from "@/modules/ai/engines";
import { actingScope } from "@/modules/roles/acting";
import { getBrandContext } from "@/modules/questionnaire/queries";
import { groundingFor, storeCitations } from "@/modules/knowledge/grounding";
import { analyzeAnswer, domainMatches, type TrackedBrand } from "./analysis";
import { budgetRefusal, monthSpendUsd, worstCaseCostUsd } from "./budget";
import { panelPeers } from "./panel";
import { updateCandidatesFromRun } from "./candidates";
import { SAIO_RUN_TASK } from "./jobs";
import { getTrackedSet, OWN_KEY, type TrackedSet } from "./tracked";

const ANSWER_MAX_TOKENS = 1_500;
export const TERMINAL = new Set(["succeeded", "failed", "cancelled", "budget"]);

/** The month's budget does not allow another run (schedules record it as a skipped run). */
export class BudgetExceededError extends ActionError {}

type StartRunOptions = {
  promptIds: string[];
  engineKeys: string[];
  samples: number;
  trigger: "manual" | "schedule";
  scheduleId?: string | null;
  /** Also score the unbranded answers for the brand's industry panel. */
  panel?: boolean;
};

/**
 * Creates a run and its job in one transaction (both or neither). Refuses up front what would fail
 * every call: no prompts of this brand, an engine that is gone or not callable, a budget used up.
 */
export async function startRun(scope: BrandScope, opts: StartRunOptions): Promise<{ runId: string; total: number }> {
  const engines = await usableEngines(scope);
  const chosen: SaioRunEngine[] = [];
  for (const key of [...new Set(opts.engineKeys)]) {
    const e = engines.find((x) => x.key === key);
    if (!e) throw new ActionError("One of the chosen engines is no longer available or cannot be called. Check AI engines on /integrations.");
    chosen.push({ key: e.key, label: e.label, provider: e.provider, model: e.model });
  }
  if (!chosen.length) throw new ActionError("Connect an AI engine on /integrations first.");
  const settings = (await getTrackedSet(scope))?.settings;
  const refusal = budgetRefusal(settings?.monthlyBudgetUsd ?? null, await monthSpendUsd(scope), 0);
  if (refusal) throw new BudgetExceededError(`${refusal} Raise the budget in SAIO settings or wait for next month.`);
  if (opts.panel && !settings?.panelOptIn) throw new ActionError("Opt in to the industry panel in Tracking settings first.");

  return withScope(scope, async (tx) => {
    const prompts = await tx
      .select({ id: saioPrompts.id })
      .from(saioPrompts)
      .where(and(eq(saioPrompts.brandId, scope.brandId), inArray(saioPrompts.id, [...new Set(opts.promptIds)])));
    if (!prompts.length) throw new ActionError("None of the chosen prompts exist any more. Reload the page.");
    const total = prompts.length * chosen.length * opts.samples;
    const [run] = await tx
      .insert(saioRuns)
      .values({
        brandId: scope.brandId,
        trigger: opts.trigger,
        scheduleId: opts.scheduleId ?? null,
        panel: !!opts.panel,
        engines: chosen,
        promptIds: prompts.map((p) => p.id),
        samples: opts.samples,
        total,
        createdBy: scope.userId,
      })
      .returning({ id: saioRuns.id });
    await enqueueJob(tx, SAIO_RUN_TASK, { runId: run!.id }, { brandId: scope.brandId, singletonKey: `saio.run:${run!.id}` });
    return { runId: run!.id, total };
  });
}

export function wakeRuns(): void {
  wakeJobRunner();
}

/** Tokens of the brand's own material a sentiment rating may carry. */
const SENTIMENT_GROUNDING_TOKENS = 600;
export const SENTIMENT_CITATION_PURPOSE = "saio.sentiment";

async function sentimentContext(scope: BrandScope, runId: string, brandName: string): Promise<string> {
  const base = await getBrandContext(scope);
  const grounding = await groundingFor(scope, { task: `${brandName} reviews reputation quality customers`, tokenBudget: SENTIMENT_GROUNDING_TOKENS, purpose: "saio.sentiment" }).catch(() => null);
  if (!grounding?.chunks.length) return base;
  await storeCitations(scope, SENTIMENT_CITATION_PURPOSE, [{ subject: runId, citations: grounding.citations }]);
  return `${base}\n\n${grounding.promptContext}`;
}

const sentimentSchema = z.object({
  score: z.number().min(-1).max(1).describe("-1 very negative … 0 neutral … 1 very positive, toward the brand only"),
});

async function aiSentiment(engine: EngineWithKey, scope: BrandScope, brandContext: string, brand: string, answer: string, jobId: string): Promise<{ score: number; cost: number }> {
  const r = await generateStructured(
    engine,
    {
      system: `You rate how an AI assistant's answer portrays one brand. Judge only the brand named, not its competitors.\n\n${brandContext}`,
      prompt: `Brand: ${brand}\n\nAnswer to rate:\n"""\n${answer.slice(0, 12_000)}\n"""`,
      schema: sentimentSchema,
      name: "brand_sentiment",
      maxOutputTokens: 100,
    },
    { scope, purpose: "saio.sentiment", jobId, maxWaitMs: 60_000 },
  );
  return { score: Math.round(r.value.score * 1000) / 1000, cost: r.costUsd ?? 0 };
}

function stored(mentions: { brandId: string; count: number; position: number }[]): StoredMention[] {
  return mentions.map((m) => ({ brandId: m.brandId, count: m.count, position: m.position }));
}

function systemPromptFor(country: string, language: string): string | undefined {
  // Only what a real user's assistant would know (locale); never the brand context, which would bias the answer.
  const parts = [country ? `The user is located in ${country}.` : null, language && language !== "en" ? `Answer in the language with ISO code "${language}".` : null].filter(Boolean);
  return parts.length ? parts.join(" ") : undefined;
}

type RunRow = typeof saioRuns.$inferSelect;

async function finish(scope: BrandScope, runId: string, status: string, message: string | null): Promise<void> {
  await withScope(scope, (tx) =>
    tx
      .update(saioRuns)
      .set({ status, message, finishedAt: new Date() })
      .where(and(eq(saioRuns.id, runId), eq(saioRuns.brandId, scope.brandId), sql`${saioRuns.status} not in ('cancelled')`)),
  );
}

/** The job: executes (or resumes) one run. */
export async function executeRun(runId: string, jobId: string, signal?: AbortSignal): Promise<void> {
  const [head] = await asSystem("SAIO run job: read the run it executes", (db) => db.select().from(saioRuns).where(eq(saioRuns.id, runId)));
  if (!head || TERMINAL.has(head.status)) return;
  const scope = await actingScope(head.brandId, head.createdBy, "saio");
  if (!scope) {
    await asSystem("SAIO run job: fail a run nobody may run any more", (db) =>
      db
        .update(saioRuns)
        .set({ status: "failed", message: "Neither the person who started this run nor the brand owner may run SAIO any more.", finishedAt: new Date() })
        .where(and(eq(saioRuns.id, runId), eq(saioRuns.brandId, head.brandId), inArray(saioRuns.status, ["queued", "running"]))),
    );
    return;
  }
  // Conditional: a cancel that lands between the read above and this write must not be turned back into "running".
  const started = await withScope(scope, (tx) =>
    tx
      .update(saioRuns)
      .set({ status: "running", startedAt: head.startedAt ?? new Date() })
      .where(and(eq(saioRuns.id, runId), eq(saioRuns.brandId, scope.brandId), inArray(saioRuns.status, ["queued", "running"])))
      .returning({ id: saioRuns.id }),
  );
  if (!started.length) return;
  const tracked = await getTrackedSet(scope);
  if (!tracked) return;
  const prompts = await withScope(scope, (tx) =>
    tx
      .select({ id: saioPrompts.id, text: saioPrompts.text, topic: saioPrompts.topic, country: saioPrompts.country, language: saioPrompts.language, branded: saioPrompts.branded })
      .from(saioPrompts)
      .where(and(eq(saioPrompts.brandId, scope.brandId), inArray(saioPrompts.id, head.promptIds))),
  );
  const doneKeys = new Set(
    (
      await withScope(scope, (tx) =>
        tx.select({ p: saioAnswers.promptId, e: saioAnswers.engineKey, s: saioAnswers.sample }).from(saioAnswers).where(and(eq(saioAnswers.runId, runId), eq(saioAnswers.brandId, scope.brandId))),
      )
    ).map((r) => `${r.p}|${r.e}|${r.s}`),
  );

  const engines = new Map<string, EngineWithKey | null>();
  for (const e of head.engines) engines.set(e.key, await loadEngine(scope, e.key));
  const broken = new Map<string, string>();
  const scorer = tracked.settings.aiSentiment ? await defaultEngine(scope) : null;
  const scorerEngine = scorer ? await loadEngine(scope, scorer.key) : null;
  // Sentiment context: the brand's data plus what its own material says about it (knowledge base),
  // once per run; the run keeps the citations of the passages its scoring was given.
  const context = scorerEngine ? await sentimentContext(scope, runId, tracked.brands.find((b) => b.own)?.name ?? "") : "";
  const ownDomains = tracked.brands.filter((b) => b.own).flatMap((b) => b.domains);
  const budget = tracked.settings.monthlyBudgetUsd;
  const panel = head.panel ? await panelTargets(head, prompts.filter((p) => !p.branded).length) : [];

  try {
  let stopped: { status: string; message: string } | null = null;
  outer: for (const prompt of prompts) {
    for (const runEngine of head.engines) {
      for (let sample = 1; sample <= head.samples; sample++) {
        if (doneKeys.has(`${prompt.id}|${runEngine.key}|${sample}`)) continue;
        if (signal?.aborted) return; // the runner is stopping: the next worker resumes from here
        const [now] = await withScope(scope, (tx) => tx.select({ status: saioRuns.status }).from(saioRuns).where(and(eq(saioRuns.id, runId), eq(saioRuns.brandId, scope.brandId))));
        if (!now || now.status === "cancelled") return;

        const engine = engines.get(runEngine.key) ?? null;
        const failure = !engine ? "This engine was removed or can no longer be called." : broken.get(runEngine.key);
        if (engine && !failure && budget !== null) {
          const refusal = budgetRefusal(budget, await monthSpendUsd(scope), worstCaseCostUsd(engine.price, prompt.text.length, ANSWER_MAX_TOKENS));
          if (refusal) {
            stopped = { status: "budget", message: refusal };
            break outer;
          }
        }
        await answerOne(scope, head, jobId, prompt, runEngine, sample, engine, failure ?? null, tracked.brands, ownDomains, scorerEngine, tracked.brandName, context, broken, prompt.branded ? [] : panel);
      }
    }
  }
  const [after] = await withScope(scope, (tx) => tx.select().from(saioRuns).where(and(eq(saioRuns.id, runId), eq(saioRuns.brandId, scope.brandId))));
  if (!after || after.status === "cancelled") return;
  if (stopped) {
    await finish(scope, runId, stopped.status, stopped.message);
  } else {
    const allFailed = after.done === 0 && after.failed > 0;
    // An engine that broke says so; otherwise the first failed answer's reason (a timeout, a 500) does.
    const reason = broken.size ? [...broken.values()][0] : after.failed ? await firstAnswerError(scope, runId) : null;
    const message = after.failed ? `${after.failed} of ${after.total} answers failed${reason ? `: ${reason}` : "."}` : null;
    await finish(scope, runId, allFailed ? "failed" : "succeeded", message);
  }
  await updateCandidatesFromRun(scope, runId, jobId);
  } finally {
    // Panel brands' runs end the way this one did (cancelled, budget, done), whatever path it took.
    const [end] = await withScope(scope, (tx) => tx.select({ status: saioRuns.status, message: saioRuns.message }).from(saioRuns).where(and(eq(saioRuns.id, runId), eq(saioRuns.brandId, scope.brandId))));
    const status = !end || end.status === "running" || end.status === "queued" ? null : end.status;
    if (status) for (const t of panel) await finish(t.scope, t.runId, status, end?.message ?? null);
  }
}

async function firstAnswerError(scope: BrandScope, runId: string): Promise<string | null> {
  const [row] = await withScope(scope, (tx) =>
    tx
      .select({ error: saioAnswers.error })
      .from(saioAnswers)
      .where(and(eq(saioAnswers.runId, runId), eq(saioAnswers.brandId, scope.brandId), eq(saioAnswers.ok, false)))
      .orderBy(saioAnswers.createdAt)
      .limit(1),
  );
  return row?.error ?? null;
}

/** A panel brand's side of a run: its scope (acting as whoever opted it in), tracked brands and run row. */
type PanelTarget = { scope: BrandScope; tracked: TrackedSet; runId: string };

async function panelTargets(head: RunRow, unbrandedPrompts: number): Promise<PanelTarget[]> {
  const out: PanelTarget[] = [];
  for (const peer of await panelPeers(head.brandId)) {
    const scope = await actingScope(peer.brandId, peer.optedBy, "saio");
    const tracked = scope ? await getTrackedSet(scope) : null;
    if (!scope || !tracked) continue;
    const runId = await withScope(scope, async (tx) => {
      const [existing] = await tx.select({ id: saioRuns.id }).from(saioRuns).where(and(eq(saioRuns.brandId, scope.brandId), eq(saioRuns.parentRunId, head.id)));
      if (existing) return existing.id;
      const [created] = await tx
        .insert(saioRuns)
        .values({
          brandId: scope.brandId,
          status: "running",
          trigger: "panel",
          parentRunId: head.id,
          engines: head.engines,
          promptIds: [],
          samples: head.samples,
          total: unbrandedPrompts * head.engines.length * head.samples,
          startedAt: new Date(),
          createdBy: scope.userId,
        })
        .returning({ id: saioRuns.id });
      return created!.id;
    });
    out.push({ scope, tracked, runId });
  }
  return out;
}

/** Scores one shared answer for each panel brand and stores it in that brand's run, with its cost share. */
async function shareAnswer(row: typeof saioAnswers.$inferInsert, text: string, sources: string[], share: number | null, panel: PanelTarget[]): Promise<void> {
  for (const t of panel) {
    const ownDomains = t.tracked.brands.filter((b) => b.own).flatMap((b) => b.domains);
    const a = analyzeAnswer({ promptId: row.promptText, engine: row.engineKey, text, citations: sources }, t.tracked.brands);
    const own = a.mentions.find((m) => m.brandId === OWN_KEY);
    const sentiment = own ? a.sentiment : null;
    await withScope(t.scope, async (tx) => {
      // Panel answers carry no prompt id (the prompt is the asking brand's): resume safety by content.
      const [dup] = await tx
        .select({ id: saioAnswers.id })
        .from(saioAnswers)
        .where(and(eq(saioAnswers.brandId, t.scope.brandId), eq(saioAnswers.runId, t.runId), eq(saioAnswers.promptText, row.promptText), eq(saioAnswers.engineKey, row.engineKey), eq(saioAnswers.sample, row.sample ?? 1)));
      if (dup) return;
      await tx.insert(saioAnswers).values({
        ...row,
        brandId: t.scope.brandId,
        runId: t.runId,
        promptId: null,
        citedUrls: a.urls.slice(0, 200),
        citedDomains: a.citedDomains,
        mentions: stored(a.mentions),
        ownMentioned: !!own,
        ownPosition: own?.position ?? null,
        ownCited: a.citedDomains.some((d) => domainMatches(d, ownDomains)),
        sentiment: sentiment === null ? null : String(sentiment),
        sentimentMethod: sentiment === null ? null : "lexicon",
        costUsd: share === null ? null : String(share),
      });
      await tx
        .update(saioRuns)
        .set({ done: sql`${saioRuns.done} + 1`, costUsd: sql`${saioRuns.costUsd} + ${share ?? 0}` })
        .where(and(eq(saioRuns.id, t.runId), eq(saioRuns.brandId, t.scope.brandId)));
    });
  }
}

async function answerOne(
  scope: BrandScope,
  run: RunRow,
  jobId: string,
  prompt: { id: string; text: string; topic: string; country: string; language: string },
  runEngine: SaioRunEngine,
  sample: number,
  engine: EngineWithKey | null,
  failure: string | null,
  brands: TrackedBrand[],
  ownDomains: string[],
  scorer: EngineWithKey | null,
  brandName: string,
  context: string,
  broken: Map<string, string>,
  panel: PanelTarget[],
): Promise<void> {
  const base = {
    brandId: scope.brandId,
    runId: run.id,
    promptId: prompt.id,
    promptText: prompt.text,
    topic: prompt.topic,
    engineKey: runEngine.key,
    engineLabel: runEngine.label,
    provider: runEngine.provider,
    model: runEngine.model,
    sample,
  };
  let row: typeof saioAnswers.$inferInsert;
  let cost = 0;
  let shared: { text: string; sources: string[]; share: number | null } | null = null;
  if (!engine || failure) {
    row = { ...base, ok: false, error: failure ?? "This engine cannot be called." };
  } else {
    try {
      const answer = await generateAnswer(engine, { prompt: prompt.text, system: systemPromptFor(prompt.country, prompt.language), maxOutputTokens: ANSWER_MAX_TOKENS }, { scope, purpose: "saio.answer", jobId, maxWaitMs: 60_000 });
      const analysis = analyzeAnswer({ promptId: prompt.id, engine: runEngine.key, runId: run.id, text: answer.text, citations: answer.sources }, brands);
      const own = analysis.mentions.find((m) => m.brandId === OWN_KEY);
      // One call, several brands: each panel brand's answer carries an equal share of its cost.
      const share = answer.costUsd === null ? null : Math.round((answer.costUsd / (1 + panel.length)) * 1e6) / 1e6;
      cost = share ?? 0;
      if (panel.length) shared = { text: answer.text, sources: answer.sources, share };
      let sentiment = own ? analysis.sentiment : null;
      let method: string | null = sentiment === null ? null : "lexicon";
      let sentimentError: string | null = null;
      if (own && scorer) {
        try {
          const s = await aiSentiment(scorer, scope, context, brandName, answer.text, jobId);
          sentiment = s.score;
          method = "ai";
          cost += s.cost;
        } catch (e) {
          // The lexicon score stays (labelled as such); the answer keeps why, for the dashboard. An
          // answered but unusable call was billed: the run's cost includes it, as the ledger does.
          sentimentError = e instanceof Error ? e.message.slice(0, 500) : String(e);
          if (e instanceof AiError) cost += e.usage?.costUsd ?? 0;
        }
      }
      row = {
        ...base,
        ok: true,
        answer: answer.text,
        citedUrls: analysis.urls.slice(0, 200),
        citedDomains: analysis.citedDomains,
        mentions: stored(analysis.mentions),
        ownMentioned: !!own,
        ownPosition: own?.position ?? null,
        ownCited: analysis.citedDomains.some((d) => domainMatches(d, ownDomains)),
        sentiment: sentiment === null ? null : String(sentiment),
        sentimentMethod: method,
        sentimentError,
        tokensIn: answer.tokensIn,
        tokensOut: answer.tokensOut,
        costUsd: share === null ? null : String(share),
        model: answer.model,
        latencyMs: answer.latencyMs,
      };
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      if (e instanceof AiError && !e.retryable) broken.set(runEngine.key, message);
      row = { ...base, ok: false, error: message };
    }
  }
  await withScope(scope, async (tx) => {
    const inserted = await tx.insert(saioAnswers).values(row).onConflictDoNothing().returning({ id: saioAnswers.id });
    if (!inserted.length) return; // a resumed run already stored this one
    await tx
      .update(saioRuns)
      .set(
        row.ok
          ? { done: sql`${saioRuns.done} + 1`, costUsd: sql`${saioRuns.costUsd} + ${cost}` }
          : { failed: sql`${saioRuns.failed} + 1` },
      )
      .where(and(eq(saioRuns.id, run.id), eq(saioRuns.brandId, scope.brandId)));
  });
  if (shared && row.ok) {
    const { brandId: _b, runId: _r, ...common } = row;
    await shareAnswer({ ...common, brandId: scope.brandId, runId: run.id, ok: true, answer: shared.text, tokensIn: row.tokensIn, tokensOut: row.tokensOut }, shared.text, shared.sources, shared.share, panel);
  }
}
