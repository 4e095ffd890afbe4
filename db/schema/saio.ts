import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { profiles } from "./profiles";
import { createdAt, id, updatedAt } from "./_shared";

/** A brand's SAIO settings: how the brand itself is recognised in answers, and what runs may spend. */
export const saioSettings = pgTable("saio_settings", {
  brandId: uuid("brand_id")
    .primaryKey()
    .references(() => brands.id, { onDelete: "cascade" }),
  /** Other names of the brand (product names, abbreviations); the brand name is always included. */
  aliases: text("aliases").array().notNull().default(sql`'{}'::text[]`),
  /** Own domains besides the website's. */
  domains: text("domains").array().notNull().default(sql`'{}'::text[]`),
  /** Other names of competitors (brand_data keeps name + domain), keyed by the competitor's lower-cased name. */
  competitorAliases: jsonb("competitor_aliases").$type<Record<string, string[]>>().notNull().default({}),
  /** Spend cap per calendar month (UTC) for SAIO runs; null = no cap. */
  monthlyBudgetUsd: numeric("monthly_budget_usd", { precision: 12, scale: 2 }),
  /** Score sentiment with the default engine when one exists (else the local lexicon). */
  aiSentiment: boolean("ai_sentiment").notNull().default(true),
  /**
   * Opt-in to the industry panel: brands of the same owner and industry that opted in get the
   * unbranded answers of each other's panel runs scored for them, with the cost split.
   */
  panelOptIn: boolean("panel_opt_in").notNull().default(false),
  /** Who opted in: panel work for this brand acts as them (else the owner). */
  panelOptedBy: uuid("panel_opted_by").references(() => profiles.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

/** A tracked prompt: a question buyers ask AI assistants. */
export const saioPrompts = pgTable(
  "saio_prompts",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    topic: text("topic").notNull().default(""),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    /** Names the brand itself (computed on save from the brand name and aliases). */
    branded: boolean("branded").notNull().default(false),
    /** ISO 3166 alpha-2, empty = any. */
    country: text("country").notNull().default(""),
    /** ISO 639-1. */
    language: text("language").notNull().default("en"),
    active: boolean("active").notNull().default(true),
    /** manual | import | suggestion */
    source: text("source").notNull().default("manual"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("saio_prompts_brand_text_key").on(t.brandId, sql`lower(btrim(${t.text}))`),
    index("saio_prompts_brand_topic_idx").on(t.brandId, t.topic),
    check("saio_prompts_text_not_blank", sql`btrim(${t.text}) <> ''`),
  ],
);

/** Recurring SAIO runs. */
export const saioSchedules = pgTable(
  "saio_schedules",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** daily | weekly | monthly */
    frequency: text("frequency").notNull(),
    /** Hour of day (UTC) the run starts. */
    hour: smallint("hour").notNull().default(6),
    /** weekly: 0 = Sunday … 6 = Saturday. */
    weekday: smallint("weekday"),
    /** monthly: 1–28. */
    monthDay: smallint("month_day"),
    /** Only prompts of this topic; null = every active prompt. */
    topic: text("topic"),
    /** Engine keys (ai_engines ids or "deployment"); empty = every enabled engine. */
    engineKeys: text("engine_keys").array().notNull().default(sql`'{}'::text[]`),
    samples: smallint("samples").notNull().default(1),
    paused: boolean("paused").notNull().default(false),
    nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
    lastRunAt: timestamp("last_run_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("saio_schedules_brand_idx").on(t.brandId, t.createdAt),
    index("saio_schedules_due_idx").on(t.nextRunAt).where(sql`not ${t.paused}`),
    check("saio_schedules_name_not_blank", sql`btrim(${t.name}) <> ''`),
    check("saio_schedules_samples_range", sql`${t.samples} between 1 and 10`),
  ],
);

export type SaioRunEngine = { key: string; label: string; provider: string; model: string };

/** One analysis run: prompts × engines × samples, executed by the job runner. */
export const saioRuns = pgTable(
  "saio_runs",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    /** queued | running | succeeded | failed | cancelled | budget */
    status: text("status").notNull().default("queued"),
    /** manual | schedule */
    trigger: text("trigger").notNull().default("manual"),
    scheduleId: uuid("schedule_id").references(() => saioSchedules.id, { onDelete: "set null" }),
    /** Also score the unbranded answers for the brand's industry panel. */
    panel: boolean("panel").notNull().default(false),
    /** A panel brand's run: the run of the brand that asked (its answers are shared, its prompts are not). */
    parentRunId: uuid("parent_run_id"),
    engines: jsonb("engines").$type<SaioRunEngine[]>().notNull(),
    promptIds: uuid("prompt_ids").array().notNull(),
    samples: smallint("samples").notNull().default(1),
    total: integer("total").notNull(),
    done: integer("done").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    costUsd: numeric("cost_usd", { precision: 14, scale: 6 }).notNull().default("0"),
    /** Why it stopped, when it did not simply finish. */
    message: text("message"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("saio_runs_brand_created_idx").on(t.brandId, t.createdAt),
    index("saio_runs_schedule_idx").on(t.scheduleId),
    index("saio_runs_parent_idx").on(t.parentRunId),
  ],
);

export type StoredMention = { brandId: string; count: number; position: number };

/** One engine's answer to one prompt in one run, with its local analysis. */
export const saioAnswers = pgTable(
  "saio_answers",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    runId: uuid("run_id")
      .notNull()
      .references(() => saioRuns.id, { onDelete: "cascade" }),
    promptId: uuid("prompt_id").references(() => saioPrompts.id, { onDelete: "set null" }),
    promptText: text("prompt_text").notNull(),
    topic: text("topic").notNull().default(""),
    engineKey: text("engine_key").notNull(),
    engineLabel: text("engine_label").notNull(),
    provider: text("provider").notNull(),
    model: text("model").notNull(),
    sample: smallint("sample").notNull().default(1),
    ok: boolean("ok").notNull(),
    error: text("error"),
    answer: text("answer").notNull().default(""),
    citedUrls: text("cited_urls").array().notNull().default(sql`'{}'::text[]`),
    citedDomains: text("cited_domains").array().notNull().default(sql`'{}'::text[]`),
    /** Tracked brands mentioned: brand key ("own" or a competitor key), count, order of first mention. */
    mentions: jsonb("mentions").$type<StoredMention[]>().notNull().default([]),
    ownMentioned: boolean("own_mentioned").notNull().default(false),
    ownPosition: smallint("own_position"),
    ownCited: boolean("own_cited").notNull().default(false),
    /** -1…1 toward the brand; null when the brand is not mentioned. */
    sentiment: numeric("sentiment", { precision: 4, scale: 3 }),
    /** ai | lexicon */
    sentimentMethod: text("sentiment_method"),
    /** Why the AI scorer gave no score (engine and reason) when one was asked; the lexicon score stands in. */
    sentimentError: text("sentiment_error"),
    tokensIn: integer("tokens_in"),
    tokensOut: integer("tokens_out"),
    costUsd: numeric("cost_usd", { precision: 14, scale: 6 }),
    latencyMs: integer("latency_ms"),
    createdAt: createdAt(),
  },
  (t) => [
    index("saio_answers_brand_created_idx").on(t.brandId, t.createdAt),
    index("saio_answers_brand_prompt_idx").on(t.brandId, t.promptId),
    uniqueIndex("saio_answers_run_item_key").on(t.runId, t.promptId, t.engineKey, t.sample),
  ],
);

/** Names answers mention that the brand does not track, with their classification. */
export const saioCandidates = pgTable(
  "saio_candidates",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Lower-cased, diacritics removed: one row per name however it is written. */
    key: text("key").notNull(),
    /** direct_competitor | adjacent | marketplace_publisher | unrelated */
    kind: text("kind").notNull(),
    reason: text("reason").notNull().default(""),
    /** ai | rules */
    method: text("method").notNull(),
    mentions: integer("mentions").notNull().default(0),
    answers: integer("answers").notNull().default(0),
    domains: text("domains").array().notNull().default(sql`'{}'::text[]`),
    examples: jsonb("examples").$type<string[]>().notNull().default([]),
    /** new | added | dismissed */
    status: text("status").notNull().default("new"),
    firstSeenAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("saio_candidates_brand_key").on(t.brandId, t.key), index("saio_candidates_brand_status_idx").on(t.brandId, t.status, t.answers)],
);
