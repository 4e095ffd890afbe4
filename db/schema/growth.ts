/**
 * Growth hacking (issue 9): the one-pager, pillars, AARRR metrics and their values, the 19 Bullseye
 * traction channels, the experiment backlog with ICE/RICE inputs, sprint capacity and learnings.
 *
 * Every table carries brand_id (RLS is applied to it by app.ensure_brand_rls after migrate) and an
 * index that starts with it. References between growth rows are plain single-column foreign keys,
 * so the module checks that a referenced row belongs to the same brand before writing (RLS alone
 * would accept a row of any brand the user can see).
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { profiles } from "./profiles";
import { growthSprints, growthSquad } from "./tasks";
import { createdAt, id, updatedAt } from "./_shared";
import {
  CHANNEL_KEYS,
  CHANNEL_RINGS,
  CHANGE_UNITS,
  FUNNEL_STAGES,
  IDEA_STATUSES,
  LEARNING_OUTCOMES,
  METRIC_DIRECTIONS,
  METRIC_STAGES,
  METRIC_VALUE_SOURCES,
  SCORING_MODELS,
} from "./growth-enums";

export * from "./growth-enums";

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(","));

const brandRef = () =>
  uuid("brand_id")
    .notNull()
    .references(() => brands.id, { onDelete: "cascade" });

/** Per-brand choices of the growth module (one row per brand, created on first change). */
export const growthSettings = pgTable(
  "growth_settings",
  {
    id: id(),
    brandId: brandRef(),
    scoringModel: text("scoring_model", { enum: SCORING_MODELS }).notNull().default("ice"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("growth_settings_brand_id_key").on(t.brandId),
    check("growth_settings_scoring_model", sql`${t.scoringModel} in ('ice','rice')`),
  ],
);

/** The brand's growth one-pager. The North Star itself is the brand's north_star metric. */
export const growthOnePagers = pgTable(
  "growth_one_pagers",
  {
    id: id(),
    brandId: brandRef(),
    mission: text("mission").notNull().default(""),
    targetCustomer: text("target_customer").notNull().default(""),
    valueProposition: text("value_proposition").notNull().default(""),
    constraints: text("constraints").notNull().default(""),
    currentFocus: text("current_focus").notNull().default(""),
    updatedBy: uuid("updated_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("growth_one_pagers_brand_id_key").on(t.brandId)],
);

export const growthObjectives = pgTable(
  "growth_objectives",
  {
    id: id(),
    brandId: brandRef(),
    title: text("title").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("growth_objectives_brand_position_idx").on(t.brandId, t.position),
    check("growth_objectives_title_not_blank", sql`btrim(${t.title}) <> ''`),
  ],
);

export const growthKeyResults = pgTable(
  "growth_key_results",
  {
    id: id(),
    brandId: brandRef(),
    objectiveId: uuid("objective_id")
      .notNull()
      .references(() => growthObjectives.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    current: numeric("current", { mode: "number" }),
    target: numeric("target", { mode: "number" }),
    unit: text("unit").notNull().default(""),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("growth_key_results_brand_objective_idx").on(t.brandId, t.objectiveId, t.position),
    check("growth_key_results_title_not_blank", sql`btrim(${t.title}) <> ''`),
  ],
);

/** Strategic themes growth rests on. */
export const growthPillars = pgTable(
  "growth_pillars",
  {
    id: id(),
    brandId: brandRef(),
    name: text("name").notNull(),
    objective: text("objective").notNull().default(""),
    description: text("description").notNull().default(""),
    ownerId: uuid("owner_id").references(() => growthSquad.id, { onDelete: "set null" }),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("growth_pillars_brand_name_key").on(t.brandId, sql`lower(${t.name})`),
    index("growth_pillars_brand_position_idx").on(t.brandId, t.position),
    check("growth_pillars_name_not_blank", sql`btrim(${t.name}) <> ''`),
  ],
);

export const growthMetrics = pgTable(
  "growth_metrics",
  {
    id: id(),
    brandId: brandRef(),
    name: text("name").notNull(),
    definition: text("definition").notNull().default(""),
    stage: text("stage", { enum: METRIC_STAGES }).notNull(),
    unit: text("unit").notNull().default(""),
    direction: text("direction", { enum: METRIC_DIRECTIONS }).notNull().default("increase"),
    target: numeric("target", { mode: "number" }),
    targetDate: date("target_date"),
    /** The stage's step in the AARRR funnel view (at most one per stage). */
    inFunnel: boolean("in_funnel").notNull().default(false),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("growth_metrics_brand_name_key").on(t.brandId, sql`lower(${t.name})`),
    index("growth_metrics_brand_stage_idx").on(t.brandId, t.stage, t.position),
    uniqueIndex("growth_metrics_one_north_star").on(t.brandId).where(sql`${t.stage} = 'north_star'`),
    uniqueIndex("growth_metrics_one_funnel_step").on(t.brandId, t.stage).where(sql`${t.inFunnel}`),
    check("growth_metrics_name_not_blank", sql`btrim(${t.name}) <> ''`),
    check("growth_metrics_stage", sql`${t.stage} in (${inList(METRIC_STAGES)})`),
    check("growth_metrics_direction", sql`${t.direction} in ('increase','decrease')`),
    check("growth_metrics_funnel_stage", sql`not ${t.inFunnel} or ${t.stage} <> 'north_star'`),
  ],
);

export const growthPillarMetrics = pgTable(
  "growth_pillar_metrics",
  {
    brandId: brandRef(),
    pillarId: uuid("pillar_id")
      .notNull()
      .references(() => growthPillars.id, { onDelete: "cascade" }),
    metricId: uuid("metric_id")
      .notNull()
      .references(() => growthMetrics.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.pillarId, t.metricId] }),
    index("growth_pillar_metrics_metric_idx").on(t.metricId),
  ],
);

export const growthMetricValues = pgTable(
  "growth_metric_values",
  {
    id: id(),
    brandId: brandRef(),
    metricId: uuid("metric_id")
      .notNull()
      .references(() => growthMetrics.id, { onDelete: "cascade" }),
    date: date("date").notNull(),
    value: numeric("value", { mode: "number" }).notNull(),
    source: text("source", { enum: METRIC_VALUE_SOURCES }).notNull().default("manual"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One value per metric and day: a re-import replaces, it does not duplicate.
    uniqueIndex("growth_metric_values_brand_metric_date_key").on(t.brandId, t.metricId, t.date),
    index("growth_metric_values_metric_idx").on(t.metricId),
    check("growth_metric_values_source", sql`${t.source} in ('manual','csv','one_pager')`),
  ],
);

/** A brand's notes on one Bullseye channel; channels without a row sit in the outer ring. */
export const growthChannels = pgTable(
  "growth_channels",
  {
    id: id(),
    brandId: brandRef(),
    channel: text("channel", { enum: CHANNEL_KEYS }).notNull(),
    ring: text("ring", { enum: CHANNEL_RINGS }).notNull().default("outer"),
    /** Rank inside its ring, 0 first. */
    position: integer("position").notNull().default(0),
    ideas: text("ideas").notNull().default(""),
    testCost: numeric("test_cost", { mode: "number" }),
    testResults: text("test_results").notNull().default(""),
    cac: numeric("cac", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("growth_channels_brand_channel_key").on(t.brandId, t.channel),
    check("growth_channels_channel", sql`${t.channel} in (${inList(CHANNEL_KEYS)})`),
    check("growth_channels_ring", sql`${t.ring} in ('outer','middle','inner')`),
    check("growth_channels_costs", sql`(${t.testCost} is null or ${t.testCost} >= 0) and (${t.cac} is null or ${t.cac} >= 0)`),
  ],
);

/** An experiment idea; once planned into a sprint it is an experiment. */
export const growthIdeas = pgTable(
  "growth_ideas",
  {
    id: id(),
    brandId: brandRef(),
    title: text("title").notNull(),
    /** "We believe [change] will result in [outcome]. We will know when [measure]." */
    hypothesisChange: text("hypothesis_change").notNull().default(""),
    hypothesisOutcome: text("hypothesis_outcome").notNull().default(""),
    hypothesisMeasure: text("hypothesis_measure").notNull().default(""),
    pillarId: uuid("pillar_id").references(() => growthPillars.id, { onDelete: "set null" }),
    stage: text("stage", { enum: FUNNEL_STAGES }),
    channel: text("channel", { enum: CHANNEL_KEYS }),
    ownerId: uuid("owner_id").references(() => growthSquad.id, { onDelete: "set null" }),
    /** Person-months; RICE divides by it and planning sums it against capacity. */
    effort: numeric("effort", { mode: "number" }),
    status: text("status", { enum: IDEA_STATUSES }).notNull().default("idea"),
    iceImpact: integer("ice_impact"),
    iceConfidence: integer("ice_confidence"),
    iceEase: integer("ice_ease"),
    riceReach: integer("rice_reach"),
    riceImpact: numeric("rice_impact", { mode: "number" }),
    riceConfidence: integer("rice_confidence"),
    sprintId: uuid("sprint_id").references(() => growthSprints.id, { onDelete: "set null" }),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    startedAt: date("started_at"),
    completedAt: date("completed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("growth_ideas_brand_status_idx").on(t.brandId, t.status, t.createdAt),
    index("growth_ideas_brand_sprint_idx").on(t.brandId, t.sprintId),
    index("growth_ideas_brand_pillar_idx").on(t.brandId, t.pillarId),
    check("growth_ideas_title_not_blank", sql`btrim(${t.title}) <> ''`),
    check("growth_ideas_status", sql`${t.status} in (${inList(IDEA_STATUSES)})`),
    check("growth_ideas_stage", sql`${t.stage} is null or ${t.stage} in (${inList(FUNNEL_STAGES)})`),
    check("growth_ideas_channel", sql`${t.channel} is null or ${t.channel} in (${inList(CHANNEL_KEYS)})`),
    check("growth_ideas_effort", sql`${t.effort} is null or ${t.effort} > 0`),
    check(
      "growth_ideas_ice",
      sql`(${t.iceImpact} is null or ${t.iceImpact} between 1 and 10) and (${t.iceConfidence} is null or ${t.iceConfidence} between 1 and 10) and (${t.iceEase} is null or ${t.iceEase} between 1 and 10)`,
    ),
    check(
      "growth_ideas_rice",
      sql`(${t.riceReach} is null or ${t.riceReach} >= 0) and (${t.riceImpact} is null or ${t.riceImpact} in (3,2,1,0.5,0.25)) and (${t.riceConfidence} is null or ${t.riceConfidence} in (100,80,50))`,
    ),
  ],
);

/** Person-months a squad member can give growth experiments in one sprint (default: from sprint length). */
export const growthCapacity = pgTable(
  "growth_capacity",
  {
    brandId: brandRef(),
    sprintId: uuid("sprint_id")
      .notNull()
      .references(() => growthSprints.id, { onDelete: "cascade" }),
    memberId: uuid("member_id")
      .notNull()
      .references(() => growthSquad.id, { onDelete: "cascade" }),
    capacity: numeric("capacity", { mode: "number" }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.sprintId, t.memberId] }),
    index("growth_capacity_member_idx").on(t.memberId),
    index("growth_capacity_sprint_idx").on(t.sprintId),
    check("growth_capacity_non_negative", sql`${t.capacity} >= 0`),
  ],
);

/** The result of one finished experiment. */
export const growthLearnings = pgTable(
  "growth_learnings",
  {
    id: id(),
    brandId: brandRef(),
    ideaId: uuid("idea_id")
      .notNull()
      .references(() => growthIdeas.id, { onDelete: "cascade" }),
    outcome: text("outcome", { enum: LEARNING_OUTCOMES }).notNull(),
    metricId: uuid("metric_id").references(() => growthMetrics.id, { onDelete: "set null" }),
    /** Signed change of the metric: +12.5 (%) or -40 (absolute). */
    metricChange: numeric("metric_change", { mode: "number" }),
    changeUnit: text("change_unit", { enum: CHANGE_UNITS }).notNull().default("percent"),
    learned: text("learned").notNull(),
    evidenceLinks: jsonb("evidence_links").$type<string[]>().notNull().default([]),
    recordedBy: uuid("recorded_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("growth_learnings_brand_idea_key").on(t.brandId, t.ideaId),
    index("growth_learnings_brand_created_idx").on(t.brandId, t.createdAt),
    index("growth_learnings_idea_idx").on(t.ideaId),
    check("growth_learnings_outcome", sql`${t.outcome} in ('win','loss','inconclusive')`),
    check("growth_learnings_change_unit", sql`${t.changeUnit} in ('percent','absolute')`),
    check("growth_learnings_learned_not_blank", sql`btrim(${t.learned}) <> ''`),
  ],
);
