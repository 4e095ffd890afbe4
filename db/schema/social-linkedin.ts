import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { contentGenerations, contentPosts } from "./content";
import { profiles } from "./profiles";
import { socialProfiles } from "./social";
import { createdAt, id, updatedAt } from "./_shared";

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const STYLE_PROFILE_KINDS = ["person", "company"] as const;
export type StyleProfileKind = (typeof STYLE_PROFILE_KINDS)[number];

/** The measured part of a style profile (modules/social/linkedin/style.ts computes it from the samples). */
export type StyleFeatures = {
  samples: number;
  length: { min: number; p25: number; median: number; p75: number; max: number };
  hooks: { type: string; share: number }[];
  structure: { avgLines: number; avgParagraphs: number; listShare: number; shortLineShare: number };
  emoji: { postsWithEmojiShare: number; perPost: number; top: string[] };
  hashtags: { postsWithHashtagsShare: number; perPost: number; top: string[] };
  topics: string[];
  /** The best posts by engagement (when metrics are known), first line and why. */
  bestPerformers: { firstLine: string; engagement: number; hook: string; chars: number }[];
  engagementKnown: number;
};

/** What the writer follows: every field editable by the person; `features` is the measurement behind it. */
export type StyleProfileBody = {
  voice: string;
  toneWords: string[];
  targetChars: number;
  preferredHooks: string[];
  structure: string;
  emoji: string;
  hashtags: string;
  topics: string[];
  dos: string[];
  donts: string[];
  features: StyleFeatures | null;
};

/**
 * A LinkedIn voice of the brand (the CEO, the company page …): learnt from past posts — the
 * social_media rows of a tracked LinkedIn profile and/or pasted samples — and the knowledge base.
 * `edited` = a person changed a field since the last training (retraining keeps their text unless asked).
 */
export const socialStyleProfiles = pgTable(
  "social_style_profiles",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: text("kind").$type<StyleProfileKind>().notNull(),
    /** The tracked LinkedIn profile whose posts train it (social_profiles, network linkedin); null = pasted samples only. */
    socialProfileId: uuid("social_profile_id").references(() => socialProfiles.id, { onDelete: "set null" }),
    profile: jsonb("profile").$type<StyleProfileBody>().notNull(),
    sampleCount: integer("sample_count").notNull().default(0),
    edited: boolean("edited").notNull().default(false),
    /** Who summarised the voice (an engine label), null = features only. */
    summaryBy: text("summary_by"),
    trainedAt: ts("trained_at"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("social_style_profiles_brand_name_key").on(t.brandId, t.name),
    check("social_style_profiles_kind", sql`${t.kind} in ('person','company')`),
    check("social_style_profiles_name", sql`btrim(${t.name}) <> ''`),
  ],
);

/** A past post pasted or imported on /training-linkedin for one style profile (metrics null = unknown). */
export const socialStyleSamples = pgTable(
  "social_style_samples",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    styleProfileId: uuid("style_profile_id")
      .notNull()
      .references(() => socialStyleProfiles.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    likes: integer("likes"),
    comments: integer("comments"),
    shares: integer("shares"),
    createdAt: createdAt(),
  },
  (t) => [index("social_style_samples_brand_profile_idx").on(t.brandId, t.styleProfileId)],
);

/** content_generations.kinds of a linkedin_content_ideas request to the external agent (its receipts reuse content_agent_receipts). */
export const SOCIAL_IDEAS_GENERATION_KIND = "linkedin_ideas";

export const SOCIAL_IDEA_SOURCES = ["content", "seo", "growth", "news", "ai", "agent", "manual"] as const;
export type SocialIdeaSource = (typeof SOCIAL_IDEA_SOURCES)[number];
export const SOCIAL_IDEA_STATUSES = ["new", "used", "rejected"] as const;

/** A LinkedIn post idea with why it was suggested and what it came from. Rejected ideas are kept. */
export const socialIdeas = pgTable(
  "social_ideas",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    channel: text("channel").notNull().default("linkedin"),
    title: text("title").notNull(),
    angle: text("angle").notNull().default(""),
    reason: text("reason").notNull().default(""),
    source: text("source").$type<SocialIdeaSource>().notNull(),
    /** What it came from, in words ("Growth learning: …", a content post's title, a news source's title). */
    sourceLabel: text("source_label").notNull().default(""),
    styleProfileId: uuid("style_profile_id").references(() => socialStyleProfiles.id, { onDelete: "set null" }),
    /** The agent generation that brought it (linkedin_content_ideas round trip). */
    generationId: uuid("generation_id").references(() => contentGenerations.id, { onDelete: "set null" }),
    status: text("status").$type<(typeof SOCIAL_IDEA_STATUSES)[number]>().notNull().default("new"),
    rejectReason: text("reject_reason"),
    /** 64-bit simhash of title + angle (modules/content/similarity): the near-duplicate check. */
    simhash: text("simhash"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("social_ideas_brand_status_idx").on(t.brandId, t.status, t.createdAt),
    check("social_ideas_status", sql`${t.status} in ('new','used','rejected')`),
    check("social_ideas_source", sql`${t.source} in ('content','seo','growth','news','ai','agent','manual')`),
  ],
);

/** A LinkedIn draft's writing context: which style, idea and variant set it belongs to, and its hook. */
export const socialPostMeta = pgTable(
  "social_post_meta",
  {
    postId: uuid("post_id")
      .primaryKey()
      .references(() => contentPosts.id, { onDelete: "cascade" }),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    styleProfileId: uuid("style_profile_id").references(() => socialStyleProfiles.id, { onDelete: "set null" }),
    ideaId: uuid("idea_id").references(() => socialIdeas.id, { onDelete: "set null" }),
    /** Variants written together share it (different hooks for one idea). */
    variantGroup: uuid("variant_group").notNull(),
    hook: text("hook").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("social_post_meta_brand_group_idx").on(t.brandId, t.variantGroup)],
);
