import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { personas } from "./personas";
import { profiles } from "./profiles";
import { storageObjects } from "./storage";
import { foundationalTasks } from "./tasks";
import { createdAt, id, updatedAt } from "./_shared";

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const FG_PROJECT_STATUSES = ["draft", "ready", "running", "done"] as const;
export type FgProjectStatus = (typeof FG_PROJECT_STATUSES)[number];

/** A focus-group project (/projects): what it should find out and for which decision. */
export const fgProjects = pgTable(
  "fg_projects",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    objective: text("objective").notNull().default(""),
    hypotheses: text("hypotheses").array().notNull().default(sql`'{}'::text[]`),
    decision: text("decision").notNull().default(""),
    status: text("status").$type<FgProjectStatus>().notNull().default("draft"),
    ownerId: uuid("owner_id").references(() => profiles.id, { onDelete: "set null" }),
    dueDate: date("due_date"),
    taskId: uuid("task_id").references(() => foundationalTasks.id, { onDelete: "set null" }),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("fg_projects_brand_idx").on(t.brandId, t.status, t.createdAt),
    check("fg_projects_status", sql`${t.status} in ('draft','ready','running','done')`),
    check("fg_projects_name", sql`btrim(${t.name}) <> ''`),
  ],
);

/** A persona recruited into a project (/recruiting-participants, /participants). */
export const fgParticipants = pgTable(
  "fg_participants",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => fgProjects.id, { onDelete: "cascade" }),
    personaId: uuid("persona_id")
      .notNull()
      .references(() => personas.id, { onDelete: "cascade" }),
    /** The quota (segment) the persona was recruited for, when recruiting by quotas. */
    quota: text("quota"),
    /** recruited | dropped */
    status: text("status").notNull().default("recruited"),
    recruitedBy: uuid("recruited_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("fg_participants_project_persona_key").on(t.projectId, t.personaId),
    index("fg_participants_brand_idx").on(t.brandId, t.projectId),
    index("fg_participants_persona_idx").on(t.brandId, t.personaId),
    check("fg_participants_status", sql`${t.status} in ('recruited','dropped')`),
  ],
);

export const FG_STIMULUS_KINDS = ["concept", "headline", "ad_copy", "image", "url", "price"] as const;
export type FgStimulusKind = (typeof FG_STIMULUS_KINDS)[number];

/** What participants react to (/preparing-stimuli); variants of one test share `variantGroup`. */
export const fgStimuli = pgTable(
  "fg_stimuli",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => fgProjects.id, { onDelete: "cascade" }),
    kind: text("kind").$type<FgStimulusKind>().notNull(),
    label: text("label").notNull(),
    /** The text shown (concept, headline, ad copy) or the text description of an image / page for text-only engines. */
    content: text("content").notNull().default(""),
    /** A/B/n: stimuli of one group are variants of each other; `variant` is their letter. */
    variantGroup: text("variant_group"),
    variant: text("variant"),
    fileId: uuid("file_id").references(() => storageObjects.id, { onDelete: "set null" }),
    url: text("url"),
    /** The fetched text of `url` and when it was taken. */
    snapshot: text("snapshot"),
    snapshotAt: ts("snapshot_at"),
    price: numeric("price", { precision: 12, scale: 2 }),
    currency: text("currency"),
    position: integer("position").notNull().default(0),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("fg_stimuli_brand_idx").on(t.brandId, t.projectId, t.position),
    check("fg_stimuli_kind", sql`${t.kind} in ('concept','headline','ad_copy','image','url','price')`),
    check("fg_stimuli_label", sql`btrim(${t.label}) <> ''`),
  ],
);

export type GuideQuestionKind = "open" | "rating" | "choice" | "ranking";
export type GuideQuestion = {
  id: string;
  kind: GuideQuestionKind;
  text: string;
  /** The stimulus (or the variant group, for choice/ranking across variants) the question is about. */
  stimulusId?: string | null;
  variantGroup?: string | null;
  scale?: { min: number; max: number; minLabel?: string; maxLabel?: string } | null;
  options?: string[];
  probes: string[];
};
export type GuideSection = { key: string; title: string; kind: "warmup" | "stimulus" | "closing"; questions: GuideQuestion[] };

/** The discussion guide of a project (/preparing-inputs), one per project. */
export const fgGuides = pgTable(
  "fg_guides",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => fgProjects.id, { onDelete: "cascade" }),
    /** concept | ad | pricing | naming | message | custom */
    template: text("template").notNull().default("custom"),
    sections: jsonb("sections").$type<GuideSection[]>().notNull().default([]),
    moderatorInstructions: text("moderator_instructions").notNull().default(""),
    /** Words a participant may say per turn (the turn cap). */
    turnWordCap: integer("turn_word_cap").notNull().default(120),
    updatedBy: uuid("updated_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("fg_guides_project_key").on(t.projectId), index("fg_guides_brand_idx").on(t.brandId)],
);

export const FG_SESSION_STATUSES = ["queued", "running", "paused", "succeeded", "failed", "cancelled", "budget"] as const;
export type FgSessionStatus = (typeof FG_SESSION_STATUSES)[number];

/** Where a session is in its guide: the next step to run survives a restart. */
export type FgSessionCursor = { step: number; questionId: string | null; turn: number };

/** One moderated run of a project's guide with some of its participants (/contacting-fg). */
export const fgSessions = pgTable(
  "fg_sessions",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => fgProjects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The personas taking part (fg_participants of the project). */
    participantIds: uuid("participant_ids").array().notNull().default(sql`'{}'::uuid[]`),
    seed: integer("seed").notNull().default(1),
    status: text("status").$type<FgSessionStatus>().notNull().default("queued"),
    /** The guide and stimuli as they were when the run started (results stay explainable after edits). */
    guide: jsonb("guide").$type<{ sections: GuideSection[]; moderatorInstructions: string; turnWordCap: number }>().notNull(),
    stimuli: jsonb("stimuli").$type<Record<string, unknown>[]>().notNull().default([]),
    cursor: jsonb("cursor").$type<FgSessionCursor>().notNull().default({ step: 0, questionId: null, turn: 0 }),
    totalSteps: integer("total_steps").notNull().default(0),
    engineKey: text("engine_key"),
    engineLabel: text("engine_label"),
    model: text("model"),
    costUsd: numeric("cost_usd", { precision: 12, scale: 6 }).notNull().default("0"),
    message: text("message"),
    jobId: text("job_id"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    startedAt: ts("started_at"),
    finishedAt: ts("finished_at"),
  },
  (t) => [
    index("fg_sessions_brand_idx").on(t.brandId, t.projectId, t.createdAt),
    check("fg_sessions_status", sql`${t.status} in ('queued','running','paused','succeeded','failed','cancelled','budget')`),
  ],
);

/** The structured part of a participant's answer (rating, choice, ranking) next to its words. */
export type FgAnswer = { rating?: number | null; choice?: string | null; ranking?: string[] | null };

/** One turn of a session's transcript; (session, seq) is unique so a resumed run never repeats a turn. */
export const fgTurns = pgTable(
  "fg_turns",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => fgSessions.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    /** moderator | participant */
    speaker: text("speaker").notNull(),
    personaId: uuid("persona_id").references(() => personas.id, { onDelete: "set null" }),
    questionId: text("question_id"),
    stimulusId: uuid("stimulus_id"),
    content: text("content").notNull(),
    answer: jsonb("answer").$type<FgAnswer | null>(),
    /**
     * How the turn's image stimuli reached the model: image (attached as images to a multimodal
     * engine), text (their written description), mixed (some of each); null when none was shown.
     */
    imageDelivery: text("image_delivery"),
    tokensIn: integer("tokens_in"),
    tokensOut: integer("tokens_out"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("fg_turns_session_seq_key").on(t.sessionId, t.seq),
    index("fg_turns_brand_idx").on(t.brandId, t.sessionId, t.seq),
    check("fg_turns_speaker", sql`${t.speaker} in ('moderator','participant')`),
  ],
);

/** A stored analysis of a project's sessions: the feedback analysis (themes, sentiment, claims with quotes). */
export const fgAnalyses = pgTable(
  "fg_analyses",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => fgProjects.id, { onDelete: "cascade" }),
    /** feedback (themes, sentiment, what would make each variant win, contradictions) */
    kind: text("kind").notNull().default("feedback"),
    sessionIds: uuid("session_ids").array().notNull().default(sql`'{}'::uuid[]`),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    engineLabel: text("engine_label"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("fg_analyses_brand_idx").on(t.brandId, t.projectId, t.createdAt)],
);

export const FG_ANALYSIS_RUN_STATUSES = ["queued", "running", "succeeded", "failed", "cancelled", "budget"] as const;
export type FgAnalysisRunStatus = (typeof FG_ANALYSIS_RUN_STATUSES)[number];

/**
 * A durable SSR scoring or feedback-analysis run (one lib/jobs job, task fg.analysis): its progress,
 * and a checkpoint (`state`) written with `done` in one guarded update after every batch, so a
 * restart resumes after the last finished batch and never pays for one twice. The result is an
 * fg_analyses row (analysis_id) once it succeeds.
 */
export const fgAnalysisRuns = pgTable(
  "fg_analysis_runs",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => fgProjects.id, { onDelete: "cascade" }),
    /** ssr | feedback */
    kind: text("kind").notNull(),
    sessionIds: uuid("session_ids").array().notNull().default(sql`'{}'::uuid[]`),
    /** ssr: { temperature } */
    params: jsonb("params").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status").$type<FgAnalysisRunStatus>().notNull().default("queued"),
    /** What the run is doing now, in words ("Embedding answers", "Summarising batch 2 of 5"). */
    stage: text("stage"),
    done: integer("done").notNull().default(0),
    total: integer("total").notNull().default(0),
    state: jsonb("state").$type<Record<string, unknown>>().notNull().default({}),
    costUsd: numeric("cost_usd", { precision: 12, scale: 6 }).notNull().default("0"),
    message: text("message"),
    jobId: text("job_id"),
    analysisId: uuid("analysis_id").references(() => fgAnalyses.id, { onDelete: "set null" }),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    startedAt: ts("started_at"),
    finishedAt: ts("finished_at"),
  },
  (t) => [
    index("fg_analysis_runs_brand_idx").on(t.brandId, t.projectId, t.createdAt),
    check("fg_analysis_runs_kind", sql`${t.kind} in ('ssr','feedback')`),
    check("fg_analysis_runs_status", sql`${t.status} in ('queued','running','succeeded','failed','cancelled','budget')`),
  ],
);

/** Calibration: the real outcome of a tested concept next to what the synthetic group predicted. */
export const fgOutcomes = pgTable(
  "fg_outcomes",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => fgProjects.id, { onDelete: "cascade" }),
    stimulusId: uuid("stimulus_id").references(() => fgStimuli.id, { onDelete: "set null" }),
    /** What was measured (e.g. "CTR", "conversion rate"), in the unit of both numbers. */
    metric: text("metric").notNull(),
    predicted: numeric("predicted", { precision: 14, scale: 6 }).notNull(),
    actual: numeric("actual", { precision: 14, scale: 6 }).notNull(),
    industry: text("industry"),
    note: text("note"),
    recordedBy: uuid("recorded_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("fg_outcomes_brand_idx").on(t.brandId, t.projectId)],
);
