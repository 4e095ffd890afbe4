/**
 * SAIO in the public API: tracked prompts (list, get, add, change), analysis runs (list, get, start)
 * and the period metrics of /saio-dashboard (visibility, share of voice, citation share, position and
 * sentiment, overall and per engine, each proportion with its 95 % Wilson interval). Writes go
 * through the UI's own functions (insertPrompts, updatePrompt, startRun), so the per-brand cap, the
 * "branded" flag, budgets and engine checks are the same.
 */
import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { keysetAfter, keysetPage, queryBoolean } from "@/lib/api/keyset";
import { day, instant, listOf, pageQuery } from "@/lib/api/pagination";
import { ApiError } from "@/lib/api/problem";
import { saioPrompts } from "@/db/schema";
import { assertInBrand, isUuid, NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { listEngines } from "@/modules/ai/engines";
import type { Metrics } from "./analysis";
import { getPeriodMetrics, getPrompt, listPromptsPage, listRunsPage, type ApiPrompt } from "./api-queries";
import { createPromptsInput, startRunInput, updatePromptInput } from "./inputs";
import { insertPrompts, updatePrompt } from "./prompts";
import { getRun, type RunSummary } from "./queries";
import { startRun, wakeRuns } from "./run";

const EXAMPLE_ID = "5b2d7e91-0c4a-4f3e-8d6b-1a9c3e7f2b40";

export const apiSaioPrompt = z
  .object({
    object: z.literal("saio_prompt"),
    id: z.uuid(),
    text: z.string(),
    topic: z.string().describe("Empty when the prompt has none."),
    tags: z.array(z.string()),
    branded: z.boolean().describe("The prompt names the brand itself (computed from the brand's name and SAIO aliases)."),
    country: z.string().describe("ISO 3166 alpha-2; empty = any country."),
    language: z.string().describe("ISO 639-1."),
    active: z.boolean().describe("Inactive prompts are kept but left out of scheduled runs."),
    source: z.string().describe("manual, import or suggestion."),
    created_at: instant(),
    updated_at: instant(),
  })
  .meta({ id: "SaioPrompt", description: "A question buyers ask AI assistants, tracked for mentions of the brand." });

function presentPrompt(p: ApiPrompt): z.input<typeof apiSaioPrompt> {
  return {
    object: "saio_prompt",
    id: p.id,
    text: p.text,
    topic: p.topic,
    tags: p.tags,
    branded: p.branded,
    country: p.country,
    language: p.language,
    active: p.active,
    source: p.source,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
  };
}

async function readPrompt(scope: BrandScope, id: string): Promise<z.input<typeof apiSaioPrompt>> {
  const p = await getPrompt(scope, id);
  if (!p) throw new NotFoundError();
  return presentPrompt(p);
}

const promptId = z.object({ prompt_id: z.uuid().describe("The prompt's id.") });

defineEndpoint({
  method: "GET",
  path: "/saio/prompts",
  module: "saio",
  access: "read",
  operationId: "listSaioPrompts",
  tag: "SAIO",
  summary: "List prompts",
  description: "The brand's tracked prompts, newest first. Filters combine (AND).",
  query: pageQuery.extend({
    topic: z.string().trim().max(80).optional().describe("Only prompts of this topic (empty: prompts without a topic)."),
    active: queryBoolean().optional(),
    tag: z.string().trim().min(1).max(40).optional().describe("Only prompts with this tag."),
  }),
  response: listOf(apiSaioPrompt),
  example: { query: { active: "true", limit: "50" } },
  handler: async ({ scope, query }) => {
    const rows = await listPromptsPage(scope, { topic: query.topic, active: query.active, tag: query.tag }, { limit: query.limit, after: keysetAfter(query.cursor) });
    return keysetPage(rows, query.limit, presentPrompt);
  },
});

defineEndpoint({
  method: "GET",
  path: "/saio/prompts/{prompt_id}",
  module: "saio",
  access: "read",
  operationId: "getSaioPrompt",
  tag: "SAIO",
  summary: "Get a prompt",
  params: promptId,
  response: apiSaioPrompt,
  example: { params: { prompt_id: EXAMPLE_ID } },
  handler: ({ scope, params }) => readPrompt(scope, params.prompt_id),
});

const createBody = z.strictObject({
  texts: createPromptsInput.shape.texts.describe("The prompts' texts; one the brand already tracks (same text, any case) is skipped."),
  topic: createPromptsInput.shape.topic,
  tags: createPromptsInput.shape.tags,
  country: createPromptsInput.shape.country,
  language: createPromptsInput.shape.language,
});

export const apiSaioPromptBatch = z
  .object({
    object: z.literal("saio_prompt_batch"),
    added: z.number().int(),
    skipped: z.number().int().describe("Texts the brand already tracks."),
    data: z.array(apiSaioPrompt).describe("The prompts added."),
  })
  .meta({ id: "SaioPromptBatch", description: "The result of adding prompts." });

defineEndpoint({
  method: "POST",
  path: "/saio/prompts",
  module: "saio",
  access: "write",
  operationId: "createSaioPrompts",
  tag: "SAIO",
  summary: "Add prompts",
  description: "Adds up to 200 prompts with one topic, tags, country and language. Send an `Idempotency-Key` header to make retries safe.",
  body: createBody,
  response: apiSaioPromptBatch,
  status: 201,
  example: { body: { texts: ["Which CRM is best for a small agency?"], topic: "CRM", tags: ["agency"], country: "US", language: "en" } },
  handler: async ({ scope, body }) => {
    const { added, skipped, ids } = await insertPrompts(
      scope,
      body.texts.map((text) => ({ text, topic: body.topic, tags: body.tags, country: body.country, language: body.language, source: "manual" })),
    );
    return { object: "saio_prompt_batch" as const, added, skipped, data: await Promise.all(ids.map((id) => readPrompt(scope, id))) };
  },
});

const u = updatePromptInput.shape;
const updateBody = z
  .strictObject({ text: u.text.optional(), topic: u.topic.optional(), tags: u.tags.optional(), country: u.country.optional(), language: u.language.optional(), active: u.active.optional() })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: "Send at least one field to change" });

defineEndpoint({
  method: "PATCH",
  path: "/saio/prompts/{prompt_id}",
  module: "saio",
  access: "write",
  operationId: "updateSaioPrompt",
  tag: "SAIO",
  summary: "Update a prompt",
  description: "Changes only the fields sent. Its past answers keep the text they were asked with.",
  params: promptId,
  body: updateBody,
  response: apiSaioPrompt,
  example: { params: { prompt_id: EXAMPLE_ID }, body: { active: false } },
  handler: async ({ scope, params, body }) => {
    const now = await getPrompt(scope, params.prompt_id);
    if (!now) throw new NotFoundError();
    await updatePrompt(scope, now.id, {
      text: body.text ?? now.text,
      topic: body.topic ?? now.topic,
      tags: body.tags ?? now.tags,
      country: body.country ?? now.country,
      language: body.language ?? now.language,
      active: body.active ?? now.active,
    });
    return readPrompt(scope, now.id);
  },
});

const RUN_STATUSES = ["queued", "running", "succeeded", "failed", "cancelled", "budget"] as const;

export const apiSaioRun = z
  .object({
    object: z.literal("saio_run"),
    id: z.uuid(),
    status: z.enum(RUN_STATUSES).describe("budget: stopped because the month's SAIO budget was reached."),
    trigger: z.string().describe("manual or schedule."),
    schedule_id: z.uuid().nullable(),
    engines: z.array(z.object({ key: z.string(), label: z.string(), provider: z.string(), model: z.string() })),
    prompts: z.number().int(),
    samples: z.number().int().describe("Answers asked per prompt and engine."),
    total: z.number().int().describe("Answers the run asks for: prompts × engines × samples."),
    done: z.number().int(),
    failed: z.number().int(),
    mentioned: z.number().int().describe("Answers stored so far that mention the brand."),
    cost_usd: z.number(),
    message: z.string().nullable().describe("Why it stopped, when it did not simply finish."),
    created_at: instant(),
    started_at: instant().nullable(),
    finished_at: instant().nullable(),
  })
  .meta({ id: "SaioRun", description: "An analysis run: the brand's prompts asked to AI engines, with progress." });

function presentRun(r: RunSummary): z.input<typeof apiSaioRun> {
  return {
    object: "saio_run",
    id: r.id,
    status: r.status as (typeof RUN_STATUSES)[number],
    trigger: r.trigger,
    schedule_id: r.scheduleId,
    engines: r.engines,
    prompts: r.prompts,
    samples: r.samples,
    total: r.total,
    done: r.done,
    failed: r.failed,
    mentioned: r.mentioned,
    cost_usd: r.costUsd,
    message: r.message,
    created_at: r.createdAt,
    started_at: r.startedAt,
    finished_at: r.finishedAt,
  };
}

async function readRun(scope: BrandScope, id: string): Promise<z.input<typeof apiSaioRun>> {
  const r = await getRun(scope, id);
  if (!r) throw new NotFoundError();
  return presentRun(r);
}

const runId = z.object({ run_id: z.uuid().describe("The run's id.") });

defineEndpoint({
  method: "GET",
  path: "/saio/runs",
  module: "saio",
  access: "read",
  operationId: "listSaioRuns",
  tag: "SAIO",
  summary: "List runs",
  description: "The brand's analysis runs, newest first, manual and scheduled.",
  query: pageQuery.extend({ status: z.enum(RUN_STATUSES).optional() }),
  response: listOf(apiSaioRun),
  example: { query: { status: "succeeded", limit: "10" } },
  handler: async ({ scope, query }) => {
    const rows = await listRunsPage(scope, { status: query.status }, { limit: query.limit, after: keysetAfter(query.cursor) });
    return keysetPage(rows, query.limit, presentRun);
  },
});

defineEndpoint({
  method: "GET",
  path: "/saio/runs/{run_id}",
  module: "saio",
  access: "read",
  operationId: "getSaioRun",
  tag: "SAIO",
  summary: "Get a run",
  description: "Poll it to follow a run's progress: `done` + `failed` reach `total` when it finishes.",
  params: runId,
  response: apiSaioRun,
  example: { params: { run_id: EXAMPLE_ID } },
  handler: ({ scope, params }) => readRun(scope, params.run_id),
});

const startBody = z.strictObject({
  prompt_ids: startRunInput.shape.promptIds,
  engine_keys: startRunInput.shape.engineKeys.describe("Engine keys as on Run Analysis (AI engines of /integrations, or `deployment`)."),
  samples: startRunInput.shape.samples,
  panel: startRunInput.shape.panel.describe("Also score the unbranded answers for the brand's industry panel (needs the panel opt-in)."),
});

defineEndpoint({
  method: "POST",
  path: "/saio/runs",
  module: "saio",
  access: "write",
  operationId: "startSaioRun",
  tag: "SAIO",
  summary: "Start a run",
  description:
    "Queues a run of the chosen prompts on the chosen engines; it runs in the background (poll GET /saio/runs/{run_id}). A prompt or engine id the brand does not have is a 404. Refused with 422 when an engine cannot be called or the month's budget is used up. Send an `Idempotency-Key` header so a retry does not start a second run.",
  body: startBody,
  response: apiSaioRun,
  status: 201,
  example: { body: { prompt_ids: [EXAMPLE_ID], engine_keys: ["deployment"], samples: 1 } },
  handler: async ({ scope, body }) => {
    // Another brand's prompt or engine id is "not found" (404), like a deleted one — never a hint that it exists.
    await withScope(scope, (tx) => assertInBrand(tx, scope, saioPrompts, body.prompt_ids));
    const engines = await listEngines(scope);
    if (body.engine_keys.some((k) => isUuid(k) && !engines.some((e) => e.key === k))) throw new NotFoundError();
    const { runId: id } = await startRun(scope, { promptIds: body.prompt_ids, engineKeys: body.engine_keys, samples: body.samples, panel: body.panel, trigger: "manual" });
    wakeRuns();
    return readRun(scope, id);
  },
});

const interval = z
  .object({ value: z.number(), low: z.number(), high: z.number(), n: z.number().int().describe("The sample size the proportion is over.") })
  .describe("A proportion (0–1) with its 95 % Wilson interval.");

const metricsSchema = z
  .object({
    answers: z.number().int(),
    visibility: interval.describe("Answers mentioning the brand ÷ answers."),
    share_of_voice: interval.describe("Answers mentioning the brand ÷ answers mentioning any tracked brand (counted per brand)."),
    citation_share: interval.describe("Answers citing one of the brand's domains ÷ answers."),
    avg_position: z.number().nullable().describe("Mean position of the brand's first mention among the tracked brands named (1 = first)."),
    position_n: z.number().int(),
    sentiment: z.object({ value: z.number().nullable().describe("Mean sentiment toward the brand, −1…1."), n: z.number().int() }),
    per_brand: z.array(
      z.object({
        brand: z.string().describe("`own`, or `c:<competitor name>`."),
        answers_with_mention: z.number().int(),
        mentions: z.number().int(),
        visibility: interval,
        share_of_voice: interval,
        citation_share: interval,
        avg_position: z.number().nullable(),
        position_n: z.number().int(),
      }),
    ),
  })
  .meta({ id: "SaioMetrics", description: "SAIO metrics over a set of answers." });

function presentMetrics(m: Metrics): z.input<typeof metricsSchema> {
  return {
    answers: m.answers,
    visibility: m.visibility,
    share_of_voice: m.shareOfVoice,
    citation_share: m.citationShare,
    avg_position: m.avgPosition,
    position_n: m.positionN,
    sentiment: m.sentiment,
    per_brand: m.perBrand.map((b) => ({
      brand: b.brandId,
      answers_with_mention: b.answersWithMention,
      mentions: b.mentions,
      visibility: b.visibility,
      share_of_voice: b.shareOfVoice,
      citation_share: b.citationShare,
      avg_position: b.avgPosition,
      position_n: b.positionN,
    })),
  };
}

export const apiSaioMetrics = z
  .object({
    object: z.literal("saio_metrics"),
    from: instant(),
    to: instant().describe("Exclusive."),
    engine: z.string().nullable(),
    brands: z.array(z.object({ id: z.string(), name: z.string(), own: z.boolean() })).describe("The tracked brands `per_brand` rows refer to."),
    overall: metricsSchema.nullable().describe("Null when the period has no answers."),
    by_engine: z.array(z.object({ engine: z.string(), label: z.string(), metrics: metricsSchema })),
  })
  .meta({ id: "SaioPeriodMetrics", description: "What /saio-dashboard shows for a period: overall and per engine." });

const DAY_MS = 86_400_000;
const MAX_DAYS = 366;

defineEndpoint({
  method: "GET",
  path: "/saio/metrics",
  module: "saio",
  access: "read",
  operationId: "getSaioMetrics",
  tag: "SAIO",
  summary: "Get visibility and share of voice",
  description:
    "Metrics over the successful answers of a period, overall and per engine. The period is `from`–`to` (UTC days, both included), else the last `days` days up to now (default 30). At most 366 days.",
  query: z.object({
    days: z.coerce.number().int().min(1).max(MAX_DAYS).optional().describe("The last N days (default 30); ignored when `from` is given."),
    from: day().optional(),
    to: day().optional().describe("Default: today."),
    engine: z.string().trim().min(1).max(64).optional().describe("Only answers of this engine key."),
  }),
  response: apiSaioMetrics,
  example: { query: { days: "30" } },
  handler: async ({ scope, query }) => {
    const now = new Date();
    let from: Date;
    let to: Date;
    if (query.from) {
      from = new Date(`${query.from}T00:00:00Z`);
      to = query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : now;
    } else {
      if (query.to) throw new ApiError("invalid-request", "Send `from` with `to`.", { errors: [{ path: "query.from", message: "required with to" }] });
      to = now;
      from = new Date(now.getTime() - (query.days ?? 30) * DAY_MS);
    }
    if (to <= from) throw new ApiError("invalid-request", "`to` must not be before `from`.", { errors: [{ path: "query.to", message: "before from" }] });
    if (to.getTime() - from.getTime() > MAX_DAYS * DAY_MS) throw new ApiError("invalid-request", `A period is at most ${MAX_DAYS} days.`, { errors: [{ path: "query.from", message: "period too long" }] });
    const m = await getPeriodMetrics(scope, { from, to, engine: query.engine });
    return {
      object: "saio_metrics" as const,
      from: m.from,
      to: m.to,
      engine: query.engine ?? null,
      brands: m.brands,
      overall: m.overall ? presentMetrics(m.overall) : null,
      by_engine: m.byEngine.map((e) => ({ engine: e.engine, label: e.label, metrics: presentMetrics(e.metrics) })),
    };
  },
});
