import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { profiles } from "./profiles";
import { createdAt, id, updatedAt } from "./_shared";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** The attribute keys a brief can require of every persona (/personas-brief-settings). */
export const PERSONA_ATTRIBUTE_KEYS = [
  "demographics",
  "job",
  "company",
  "goals",
  "pains",
  "objections",
  "channels",
  "buyingRole",
  "decisionCriteria",
  "mediaHabits",
  "values",
] as const;
export type PersonaAttributeKey = (typeof PERSONA_ATTRIBUTE_KEYS)[number];

/** One audience segment of a brief; shares of a brief's segments add up to 100. */
export type BriefSegment = {
  key: string;
  name: string;
  /** Per cent of the personas generated from the brief (0–100). */
  share: number;
  description: string;
  /** Fixed attribute values every persona of the segment carries (e.g. { "company size": "1–10" }). */
  attributes: Record<string, string>;
};

/**
 * Brief defaults of a brand (/personas-brief-settings): a new brief starts from these. Absent row =
 * the defaults in modules/personas.
 */
export const personasBriefSettings = pgTable("personas_brief_settings", {
  brandId: uuid("brand_id")
    .primaryKey()
    .references(() => brands.id, { onDelete: "cascade" }),
  country: text("country"),
  language: text("language"),
  ageMin: integer("age_min").notNull().default(18),
  ageMax: integer("age_max").notNull().default(65),
  b2b: boolean("b2b").notNull().default(false),
  requiredAttributes: text("required_attributes").array().notNull().default(sql`'{}'::text[]`),
  /** Knowledge-base collections used as grounding (empty = the whole knowledge base). */
  collectionIds: text("collection_ids").array().notNull().default(sql`'{}'::text[]`),
  /** The AI engine that drafts briefs and generates personas; null = the brand's default engine. */
  engineKey: text("engine_key"),
  /** Monthly cap on persona and interview calls (purpose personas.*), null = none. */
  monthlyBudgetUsd: numeric("monthly_budget_usd", { precision: 12, scale: 2 }),
  updatedBy: uuid("updated_by").references(() => profiles.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

export const personasBriefs = pgTable(
  "personas_briefs",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Legacy free-form settings; the columns below are the brief. */
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
    /** Who the audience is, in the brief writer's words. */
    audience: text("audience").notNull().default(""),
    segments: jsonb("segments").$type<BriefSegment[]>().notNull().default([]),
    constraints: text("constraints").notNull().default(""),
    /** The decision the personas face (what the brand wants to learn about). */
    decision: text("decision").notNull().default(""),
    country: text("country"),
    language: text("language"),
    ageMin: integer("age_min"),
    ageMax: integer("age_max"),
    b2b: boolean("b2b").notNull().default(false),
    requiredAttributes: text("required_attributes").array().notNull().default(sql`'{}'::text[]`),
    collectionIds: text("collection_ids").array().notNull().default(sql`'{}'::text[]`),
    /** manual | ai (drafted by an engine, then editable) | library (an overlay of an agency library brief) | sample */
    source: text("source").notNull().default("manual"),
    /** An engine label when drafted by AI. */
    draftedBy: text("drafted_by"),
    libraryItemId: uuid("library_item_id").references(() => personaLibraryItems.id, { onDelete: "set null" }),
    libraryVersion: integer("library_version"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("personas_briefs_brand_id_idx").on(t.brandId, t.createdAt),
    check("personas_briefs_source", sql`${t.source} in ('manual','ai','library','sample')`),
  ],
);

/** The structured persona (validated by modules/personas' zod schema before it is stored). */
export type PersonaProfile = {
  summary: string;
  age: number | null;
  gender: string | null;
  location: string | null;
  occupation: string | null;
  /** B2B: the company and the persona's place in it. */
  company: { name: string | null; industry: string | null; size: string | null; role: string | null } | null;
  income: string | null;
  education: string | null;
  goals: string[];
  pains: string[];
  objections: string[];
  channels: string[];
  buyingRole: string | null;
  decisionCriteria: string[];
  mediaHabits: string[];
  values: string[];
  backstory: string;
  quote: string;
  /** The segment's and the brief's extra attributes (key → value). */
  attributes: Record<string, string>;
};

/** What the consistency checks found: `error` issues flag the persona, `warning`s are shown. */
export type PersonaConsistency = {
  checkedAt: string;
  issues: { rule: string; severity: "error" | "warning"; message: string; field?: string; otherPersonaId?: string }[];
};

/** How a persona came to be: enough to reproduce and to explain it on /persona-details/{id}. */
export type PersonaGeneration = {
  engineKey?: string | null;
  engineLabel?: string | null;
  model?: string | null;
  /** The plan slot it fills: its segment and attribute mix. */
  slot?: { index: number; segmentKey: string | null; attributes: Record<string, string> } | null;
  /** Knowledge-base sources the prompt was grounded in. */
  grounding?: { sourceId: string; title: string; chunkId?: string }[];
  attempts?: number;
  importedFrom?: string | null;
};

/** A generated, hand-written or imported synthetic persona; `profile` is the current version. */
export const personas = pgTable(
  "personas",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    briefId: uuid("brief_id").references(() => personasBriefs.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    profile: jsonb("profile").$type<Record<string, unknown>>().notNull().default({}),
    segmentKey: text("segment_key"),
    /** generated | manual | import | library | sample */
    source: text("source").notNull().default("manual"),
    /** active | archived */
    status: text("status").notNull().default("active"),
    runId: uuid("run_id").references(() => personaGenerationRuns.id, { onDelete: "set null" }),
    consistency: jsonb("consistency").$type<PersonaConsistency | null>(),
    /** An error issue of the consistency checks that regeneration did not clear. */
    flagged: boolean("flagged").notNull().default(false),
    generation: jsonb("generation").$type<PersonaGeneration>().notNull().default({}),
    version: integer("version").notNull().default(1),
    /** An overlay of an agency library persona: the library version it sits on and the brand's own fields. */
    libraryItemId: uuid("library_item_id").references(() => personaLibraryItems.id, { onDelete: "set null" }),
    libraryVersion: integer("library_version"),
    overlay: jsonb("overlay").$type<Partial<PersonaProfile>>().notNull().default({}),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("personas_brand_id_created_idx").on(t.brandId, t.createdAt),
    index("personas_brand_brief_idx").on(t.brandId, t.briefId),
    check("personas_source", sql`${t.source} in ('generated','manual','import','library','sample')`),
    check("personas_status", sql`${t.status} in ('active','archived')`),
    check("personas_name", sql`btrim(${t.name}) <> ''`),
  ],
);

/** Every saved state of a persona (edits, regeneration, library updates), newest version highest. */
export const personaVersions = pgTable(
  "persona_versions",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    personaId: uuid("persona_id")
      .notNull()
      .references(() => personas.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    name: text("name").notNull(),
    profile: jsonb("profile").$type<Record<string, unknown>>().notNull(),
    note: text("note"),
    changedBy: uuid("changed_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("persona_versions_persona_version_key").on(t.personaId, t.version), index("persona_versions_brand_idx").on(t.brandId, t.personaId)],
);

/** One planned persona of a generation run: which segment and attribute mix it fills, and how it went. */
export type PlanSlot = {
  index: number;
  segmentKey: string | null;
  attributes: Record<string, string>;
  status: "pending" | "done" | "failed" | "flagged";
  personaId?: string | null;
  attempts?: number;
  error?: string | null;
};

export const PERSONA_RUN_STATUSES = ["queued", "running", "succeeded", "failed", "cancelled", "budget"] as const;
export type PersonaRunStatus = (typeof PERSONA_RUN_STATUSES)[number];

/** A durable generation of N personas from a brief (/personas) or a sentence (/personas-simple). */
export const personaGenerationRuns = pgTable(
  "persona_generation_runs",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    briefId: uuid("brief_id").references(() => personasBriefs.id, { onDelete: "set null" }),
    /** brief | simple */
    mode: text("mode").notNull().default("brief"),
    /** The sentence of /personas-simple. */
    prompt: text("prompt"),
    requested: integer("requested").notNull(),
    plan: jsonb("plan").$type<PlanSlot[]>().notNull().default([]),
    status: text("status").$type<PersonaRunStatus>().notNull().default("queued"),
    done: integer("done").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    flagged: integer("flagged").notNull().default(0),
    regenerated: integer("regenerated").notNull().default(0),
    message: text("message"),
    engineKey: text("engine_key"),
    engineLabel: text("engine_label"),
    costUsd: numeric("cost_usd", { precision: 12, scale: 6 }).notNull().default("0"),
    jobId: text("job_id"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    startedAt: ts("started_at"),
    finishedAt: ts("finished_at"),
  },
  (t) => [
    index("persona_generation_runs_brand_idx").on(t.brandId, t.createdAt),
    check("persona_generation_runs_status", sql`${t.status} in ('queued','running','succeeded','failed','cancelled','budget')`),
    check("persona_generation_runs_requested", sql`${t.requested} between 1 and 200`),
  ],
);

/** A conversation with a persona in character (/personas/{id}); the transcript is kept. */
export const personaInterviews = pgTable(
  "persona_interviews",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    personaId: uuid("persona_id")
      .notNull()
      .references(() => personas.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** The persona version interviewed (answers stay explainable after an edit). */
    personaVersion: integer("persona_version").notNull().default(1),
    engineLabel: text("engine_label"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("persona_interviews_brand_idx").on(t.brandId, t.personaId, t.createdAt)],
);

export const personaInterviewMessages = pgTable(
  "persona_interview_messages",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    interviewId: uuid("interview_id")
      .notNull()
      .references(() => personaInterviews.id, { onDelete: "cascade" }),
    /** interviewer (the person) | persona (the engine in character) */
    role: text("role").notNull(),
    content: text("content").notNull(),
    /** Knowledge-base passages the answer was grounded in. */
    citations: jsonb("citations").$type<{ sourceId: string; title: string; chunkId?: string }[]>().notNull().default([]),
    tokensIn: integer("tokens_in"),
    tokensOut: integer("tokens_out"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("persona_interview_messages_brand_idx").on(t.brandId, t.interviewId, t.createdAt), check("persona_interview_messages_role", sql`${t.role} in ('interviewer','persona')`)],
);

/**
 * The agency's persona library: a persona or brief published by a brand, reusable by every brand of
 * the same owner (brands.user_id) as an overlay. No brand_id: RLS lets exactly the users who can open
 * one of the owner's brands see it (app.accessible_owner_ids()).
 */
export const personaLibraryItems = pgTable(
  "persona_library_items",
  {
    id: id(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** persona | brief */
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    industry: text("industry"),
    description: text("description").notNull().default(""),
    latestVersion: integer("latest_version").notNull().default(1),
    sourceBrandId: uuid("source_brand_id").references(() => brands.id, { onDelete: "set null" }),
    publishedBy: uuid("published_by").references(() => profiles.id, { onDelete: "set null" }),
    archived: boolean("archived").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("persona_library_items_owner_idx").on(t.ownerId, t.kind, t.createdAt), check("persona_library_items_kind", sql`${t.kind} in ('persona','brief')`)],
);

/** One published version of a library item: the persona (name + PersonaProfile) or the brief's fields. */
export const personaLibraryVersions = pgTable(
  "persona_library_versions",
  {
    id: id(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => personaLibraryItems.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    note: text("note"),
    publishedBy: uuid("published_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("persona_library_versions_item_version_key").on(t.itemId, t.version), index("persona_library_versions_owner_idx").on(t.ownerId)],
);
