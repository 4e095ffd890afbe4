import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { profiles } from "./profiles";
import { createdAt, id, updatedAt } from "./_shared";

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const SOCIAL_NETWORKS = ["instagram", "linkedin"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * A brand's connected account on one network: Instagram professional account through Facebook Login
 * for Business (Graph API), LinkedIn organisation or member through its Community Management API.
 * Tokens are sealed with lib/crypto/secret-box bound to the brand and this row, like google_connections.
 */
export const socialConnections = pgTable(
  "social_connections",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    network: text("network").$type<SocialNetwork>().notNull(),
    /** Instagram user id (IG professional account) or LinkedIn URN (urn:li:organization:… / urn:li:person:…). */
    accountId: text("account_id").notNull(),
    accountName: text("account_name").notNull().default(""),
    /** Instagram: the Facebook Page id the account is linked to (Graph calls go through its token). */
    pageId: text("page_id"),
    scopes: text("scopes").array().notNull().default(sql`'{}'::text[]`),
    accessCiphertext: text("access_ciphertext").notNull(),
    accessExpiresAt: ts("access_expires_at"),
    refreshCiphertext: text("refresh_ciphertext"),
    keyId: text("key_id").notNull(),
    connectedBy: uuid("connected_by").references(() => profiles.id, { onDelete: "set null" }),
    connectedAt: ts("connected_at").notNull().defaultNow(),
    lastError: text("last_error"),
    lastErrorAt: ts("last_error_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("social_connections_brand_network_key").on(t.brandId, t.network),
    check("social_connections_network", sql`${t.network} in ('instagram','linkedin')`),
  ],
);

export const SOCIAL_PROFILE_SOURCES = ["api", "import"] as const;
export const SOCIAL_FETCH_STATUSES = ["ok", "error", "running"] as const;
export const SOCIAL_REFRESH_SCHEDULES = ["daily", "weekly", "manual"] as const;

/**
 * An account the brand tracks on one network: its own (is_own) or a competitor's. Handles are stored
 * lower-case without "@"; a LinkedIn handle is the vanity name of the company page or member.
 */
export const socialProfiles = pgTable(
  "social_profiles",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    network: text("network").$type<SocialNetwork>().notNull(),
    handle: text("handle").notNull(),
    displayName: text("display_name").notNull().default(""),
    isOwn: boolean("is_own").notNull().default(false),
    /** The competitor's name in Brand Basic Data, when the profile was added from there. */
    competitorName: text("competitor_name"),
    externalId: text("external_id"),
    followers: integer("followers"),
    following: integer("following"),
    mediaCount: integer("media_count"),
    biography: text("biography"),
    refreshSchedule: text("refresh_schedule").$type<(typeof SOCIAL_REFRESH_SCHEDULES)[number]>().notNull().default("weekly"),
    lastSource: text("last_source").$type<(typeof SOCIAL_PROFILE_SOURCES)[number]>(),
    lastFetchedAt: ts("last_fetched_at"),
    lastStatus: text("last_status").$type<(typeof SOCIAL_FETCH_STATUSES)[number]>(),
    lastError: text("last_error"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("social_profiles_brand_network_handle_key").on(t.brandId, t.network, t.handle),
    check("social_profiles_network", sql`${t.network} in ('instagram','linkedin')`),
    check("social_profiles_handle", sql`${t.handle} = lower(${t.handle}) and ${t.handle} !~ '^@' and btrim(${t.handle}) <> ''`),
    check("social_profiles_schedule", sql`${t.refreshSchedule} in ('daily','weekly','manual')`),
    check("social_profiles_status", sql`${t.lastStatus} is null or ${t.lastStatus} in ('ok','error','running')`),
  ],
);

/** One reading of a profile's counts per day (the latest reading of the day wins): followers over time. */
export const socialProfileSnapshots = pgTable(
  "social_profile_snapshots",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => socialProfiles.id, { onDelete: "cascade" }),
    takenOn: date("taken_on").notNull(),
    followers: integer("followers"),
    following: integer("following"),
    mediaCount: integer("media_count"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("social_profile_snapshots_profile_day_key").on(t.profileId, t.takenOn), index("social_profile_snapshots_brand_idx").on(t.brandId, t.profileId)],
);

export const SOCIAL_MEDIA_TYPES = ["image", "carousel", "reel", "video", "text", "article", "document", "poll"] as const;
export type SocialMediaType = (typeof SOCIAL_MEDIA_TYPES)[number];

/**
 * One published post of a tracked profile with its latest metrics. Counts the source does not give
 * stay null (business_discovery gives likes and comments, not reach): metrics never read a null as 0.
 */
export const socialMedia = pgTable(
  "social_media",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => socialProfiles.id, { onDelete: "cascade" }),
    network: text("network").$type<SocialNetwork>().notNull(),
    /** The network's id (IG media id, LinkedIn share/ugcPost URN), or a stable hash for imported rows without one. */
    externalId: text("external_id").notNull(),
    permalink: text("permalink"),
    mediaType: text("media_type").$type<SocialMediaType>().notNull(),
    caption: text("caption").notNull().default(""),
    hashtags: text("hashtags").array().notNull().default(sql`'{}'::text[]`),
    publishedAt: ts("published_at").notNull(),
    likes: integer("likes"),
    comments: integer("comments"),
    shares: integer("shares"),
    saves: integer("saves"),
    reach: integer("reach"),
    impressions: integer("impressions"),
    videoViews: integer("video_views"),
    clicks: integer("clicks"),
    source: text("source").$type<(typeof SOCIAL_PROFILE_SOURCES)[number]>().notNull(),
    /** e.g. "Metricool CSV", "Instagram export", "Graph API business_discovery". */
    sourceLabel: text("source_label").notNull().default(""),
    fetchedAt: ts("fetched_at").notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("social_media_profile_external_key").on(t.profileId, t.externalId),
    index("social_media_brand_profile_published_idx").on(t.brandId, t.profileId, t.publishedAt),
    check("social_media_network", sql`${t.network} in ('instagram','linkedin')`),
    check("social_media_type", sql`${t.mediaType} in ('image','carousel','reel','video','text','article','document','poll')`),
  ],
);

/** Local posting windows per network: weekday 0 = Sunday … 6, "HH:MM" in the brand's time zone. */
export type SocialPostingWindow = { network: SocialNetwork; weekday: number; start: string; end: string };
export type SocialHashtagSet = { name: string; tags: string[] };

/** The brand's social defaults (one row per brand; absent = the defaults below). */
export const socialSettings = pgTable(
  "social_settings",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    postingWindows: jsonb("posting_windows").$type<SocialPostingWindow[]>().notNull().default([]),
    approvalRequired: boolean("approval_required").notNull().default(false),
    hashtagSets: jsonb("hashtag_sets").$type<SocialHashtagSet[]>().notNull().default([]),
    bannedWords: text("banned_words").array().notNull().default(sql`'{}'::text[]`),
    /** ai | agent: who writes LinkedIn ideas and posts (agent = the brand's agent_process_sm_webhook_url). */
    engine: text("engine").notNull().default("ai"),
    engineKey: text("engine_key"),
    /** IANA time zone the posting windows are read in (e.g. "Europe/Berlin"). */
    timeZone: text("time_zone").notNull().default("UTC"),
    updatedBy: uuid("updated_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("social_settings_brand_key").on(t.brandId), check("social_settings_engine", sql`${t.engine} in ('ai','agent')`)],
);
