import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { personas } from "./personas";
import { profiles } from "./profiles";
import { foundationalTasks } from "./tasks";
import { createdAt, id, updatedAt } from "./_shared";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A brand's content-marketing defaults: voice, limits, grounding, engine, budget and the external agent. */
export const contentSettings = pgTable("content_settings", {
  brandId: uuid("brand_id")
    .primaryKey()
    .references(() => brands.id, { onDelete: "cascade" }),
  toneOfVoice: text("tone_of_voice").notNull().default(""),
  /** Words generated text must not contain (checked in the content score, told to the engine). */
  bannedWords: text("banned_words").array().notNull().default(sql`'{}'::text[]`),
  /** Default target length in words per kind of post (article, newsletter, social). */
  defaultLengths: jsonb("default_lengths").$type<{ article: number; newsletter: number; social: number }>().notNull().default({ article: 1500, newsletter: 500, social: 120 }),
  defaultCtas: text("default_ctas").array().notNull().default(sql`'{}'::text[]`),
  /** Knowledge-base collections that ground generation; empty = every enabled source. */
  collectionIds: uuid("collection_ids").array().notNull().default(sql`'{}'::uuid[]`),
  /** An AI engine key (modules/ai), "external-agent", or null = the brand's default engine. */
  engineKey: text("engine_key"),
  /** Spend cap per calendar month (UTC) for content generation; null = no cap. */
  monthlyBudgetUsd: numeric("monthly_budget_usd", { precision: 12, scale: 2 }),
  /** Where the external-agent engine posts generation jobs (signed like every webhook of the brand). */
  agentWebhookUrl: text("agent_webhook_url"),
  updatedAt: updatedAt(),
});

export const CONTENT_IDEA_ORIGINS = ["keyword_group", "striking_distance", "decaying_page", "question", "saio_prompt", "competitor_gap", "ai", "manual"] as const;
export const CONTENT_IDEA_STATUSES = ["new", "accepted", "rejected", "merged"] as const;

/**
 * A content idea: where it came from (origin + origin_key make regenerating from the same data
 * idempotent), why it was suggested and its score. Rejected and merged ideas are kept.
 */
export const contentIdeas = pgTable(
  "content_ideas",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    origin: text("origin").$type<(typeof CONTENT_IDEA_ORIGINS)[number]>().notNull(),
    /** Identifies the data the idea came from (a group id, a keyword, a page URL); null for ai/manual. */
    originKey: text("origin_key"),
    /** Why it was suggested, in a sentence the user reads. */
    reason: text("reason").notNull().default(""),
    /** 0–100, with its parts (volume, difficulty, business fit, …) in score_parts. */
    score: smallint("score").notNull().default(0),
    scoreParts: jsonb("score_parts").$type<Record<string, number>>().notNull().default({}),
    keyword: text("keyword"),
    keywordId: uuid("keyword_id"),
    keywordGroupId: uuid("keyword_group_id"),
    pageUrl: text("page_url"),
    status: text("status").$type<(typeof CONTENT_IDEA_STATUSES)[number]>().notNull().default("new"),
    mergedIntoId: uuid("merged_into_id").references((): AnyPgColumn => contentIdeas.id, { onDelete: "set null" }),
    rejectReason: text("reject_reason"),
    /** 64-bit simhash of title + summary as 16 hex digits: the near-duplicate check. */
    simhash: text("simhash"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("content_ideas_brand_status_idx").on(t.brandId, t.status, t.score),
    uniqueIndex("content_ideas_origin_key").on(t.brandId, t.origin, t.originKey),
    check("content_ideas_status", sql`${t.status} in ('new','accepted','rejected','merged')`),
    check("content_ideas_score", sql`${t.score} between 0 and 100`),
  ],
);

export type ContentOutlineItem = { level: 2 | 3; text: string; notes?: string; coverage?: number };
export type ContentTerm = { term: string; count?: number; pages?: number };
export type ContentLink = { url: string; anchor: string; reason?: string };
export type ContentSource = { url: string; title: string };

export const CONTENT_BRIEF_STATUSES = ["draft", "ready", "in_writing", "done"] as const;

/** A brief: what to write for one idea or keyword, and how. */
export const contentBriefs = pgTable(
  "content_briefs",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    ideaId: uuid("idea_id").references(() => contentIdeas.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    keyword: text("keyword"),
    keywordGroupId: uuid("keyword_group_id"),
    /** informational | commercial | transactional | navigational */
    intent: text("intent"),
    audience: text("audience").notNull().default(""),
    personaId: uuid("persona_id").references(() => personas.id, { onDelete: "set null" }),
    angle: text("angle").notNull().default(""),
    titleOptions: text("title_options").array().notNull().default(sql`'{}'::text[]`),
    outline: jsonb("outline").$type<ContentOutlineItem[]>().notNull().default([]),
    /** Where the outline came from: ai | consensus | manual. */
    outlineMethod: text("outline_method"),
    questions: text("questions").array().notNull().default(sql`'{}'::text[]`),
    terms: jsonb("terms").$type<ContentTerm[]>().notNull().default([]),
    internalLinks: jsonb("internal_links").$type<ContentLink[]>().notNull().default([]),
    sources: jsonb("sources").$type<ContentSource[]>().notNull().default([]),
    targetWords: integer("target_words"),
    cta: text("cta").notNull().default(""),
    status: text("status").$type<(typeof CONTENT_BRIEF_STATUSES)[number]>().notNull().default("draft"),
    assigneeId: uuid("assignee_id").references(() => profiles.id, { onDelete: "set null" }),
    taskId: uuid("task_id").references(() => foundationalTasks.id, { onDelete: "set null" }),
    /** sha-256 of the read-only share token; null = not shared. */
    shareTokenHash: text("share_token_hash"),
    shareExpiresAt: ts("share_expires_at"),
    publishedUrl: text("published_url"),
    publishedAt: ts("published_at"),
    simhash: text("simhash"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("content_briefs_brand_status_idx").on(t.brandId, t.status, t.updatedAt),
    uniqueIndex("content_briefs_share_key").on(t.shareTokenHash),
    check("content_briefs_status", sql`${t.status} in ('draft','ready','in_writing','done')`),
  ],
);

export const CONTENT_GENERATION_STATUSES = ["queued", "running", "waiting_agent", "succeeded", "failed", "cancelled"] as const;

/** One generation run from a brief (a durable job): which kinds it writes, with what, and how far it got. */
export const contentGenerations = pgTable(
  "content_generations",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    briefId: uuid("brief_id").references(() => contentBriefs.id, { onDelete: "set null" }),
    kinds: text("kinds").array().notNull(),
    /** An AI engine key or "external-agent". */
    engineKey: text("engine_key").notNull(),
    status: text("status").$type<(typeof CONTENT_GENERATION_STATUSES)[number]>().notNull().default("queued"),
    progress: jsonb("progress").$type<{ done: number; total: number; step?: string }>().notNull().default({ done: 0, total: 0 }),
    error: text("error"),
    costUsd: numeric("cost_usd", { precision: 14, scale: 6 }),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("content_generations_brand_created_idx").on(t.brandId, t.createdAt),
    check("content_generations_status", sql`${t.status} in ('queued','running','waiting_agent','succeeded','failed','cancelled')`),
  ],
);

export const CONTENT_POST_KINDS = ["article", "newsletter", "social"] as const;
export const CONTENT_POST_STATUSES = ["suggested", "selected", "rejected", "scheduled", "published"] as const;
export const CONTENT_APPROVAL_STATUSES = ["none", "pending", "approved", "changes_requested"] as const;

/**
 * A post: a draft written from a brief (generated, by the external agent, or pasted by a writer),
 * reviewed (suggested → selected, or rejected with a reason and kept), then scheduled and published.
 * body_md is the current text; content_post_versions keeps every saved text.
 */
export const contentPosts = pgTable(
  "content_posts",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    briefId: uuid("brief_id").references(() => contentBriefs.id, { onDelete: "set null" }),
    generationId: uuid("generation_id").references(() => contentGenerations.id, { onDelete: "set null" }),
    kind: text("kind").$type<(typeof CONTENT_POST_KINDS)[number]>().notNull(),
    /** Where it goes: blog, newsletter, linkedin, x, facebook, instagram, … */
    channel: text("channel").notNull().default("blog"),
    title: text("title").notNull(),
    bodyMd: text("body_md").notNull().default(""),
    /** ai | agent | manual */
    method: text("method").notNull(),
    engineKey: text("engine_key"),
    status: text("status").$type<(typeof CONTENT_POST_STATUSES)[number]>().notNull().default("suggested"),
    rejectReason: text("reject_reason"),
    /** Content score against the brief (0–100) and its parts. */
    score: smallint("score"),
    scoreDetails: jsonb("score_details").$type<Record<string, unknown>>(),
    scheduledAt: ts("scheduled_at"),
    ownerId: uuid("owner_id").references(() => profiles.id, { onDelete: "set null" }),
    approvalStatus: text("approval_status").$type<(typeof CONTENT_APPROVAL_STATUSES)[number]>().notNull().default("none"),
    publishedUrl: text("published_url"),
    publishedAt: ts("published_at"),
    simhash: text("simhash"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("content_posts_brand_status_idx").on(t.brandId, t.status, t.createdAt),
    index("content_posts_brand_scheduled_idx").on(t.brandId, t.scheduledAt),
    check("content_posts_kind", sql`${t.kind} in ('article','newsletter','social')`),
    check("content_posts_status", sql`${t.status} in ('suggested','selected','rejected','scheduled','published')`),
    check("content_posts_approval", sql`${t.approvalStatus} in ('none','pending','approved','changes_requested')`),
  ],
);

/** Every saved text of a post; author null = written by the engine or the agent. */
export const contentPostVersions = pgTable(
  "content_post_versions",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    postId: uuid("post_id")
      .notNull()
      .references(() => contentPosts.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    bodyMd: text("body_md").notNull(),
    authorId: uuid("author_id").references(() => profiles.id, { onDelete: "set null" }),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("content_post_versions_post_version_key").on(t.postId, t.version), index("content_post_versions_brand_idx").on(t.brandId)],
);
