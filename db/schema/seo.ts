import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, real, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { profiles } from "./profiles";
import { createdAt, id, updatedAt } from "./_shared";

// The shapes of modules/seo/types.ts (db sits below modules, so they are restated structurally here;
// modules/seo assigns its own types to these columns, which the compiler checks).
type StoredMonthlyVolume = { month: string; volume: number };
type StoredOrganicResult = { position: number; url: string; domain: string; title: string; snippet: string | null };

/** Which provider the brand uses for what; null = the deployment default (or none). */
export type SeoProviderChoice = { serp: "dataforseo" | "serpapi" | "serper" | null; keywordData: "dataforseo" | null };

/** A brand's SEO settings (spec /seo-settings). One row per brand, created on first save or first tracked keyword. */
export const seoSettings = pgTable(
  "seo_settings",
  {
    brandId: uuid("brand_id")
      .primaryKey()
      .references(() => brands.id, { onDelete: "cascade" }),
    /** Provider-neutral label ("United Kingdom") or a DataForSEO location code as text. */
    location: text("location").notNull().default("United States"),
    /** ISO 639-1. */
    language: text("language").notNull().default("en"),
    /** desktop | mobile */
    device: text("device").notNull().default("desktop"),
    providers: jsonb("providers").$type<SeoProviderChoice>().notNull().default({ serp: null, keywordData: null }),
    /** daily | weekly | off: how often tracked keywords are rank-checked. */
    rankCheckFrequency: text("rank_check_frequency").notNull().default("daily"),
    /** Hour of day (UTC) the rank check starts. */
    rankCheckHour: smallint("rank_check_hour").notNull().default(5),
    /** When the rank-check tick next starts this brand's check; null = at the next tick. */
    nextRankCheckAt: timestamp("next_rank_check_at", { withTimezone: true }),
    lastRankCheckAt: timestamp("last_rank_check_at", { withTimezone: true }),
    /** Alert (activity row + webhook) when a tracked keyword drops more than this many places. */
    dropAlertPlaces: smallint("drop_alert_places").notNull().default(5),
    /** Clustering by SERP overlap: keywords sharing at least this many top-10 URLs belong together. */
    serpOverlapMin: smallint("serp_overlap_min").notNull().default(3),
    /** Spend cap per calendar month (UTC) of paid SEO provider calls; null = no cap. */
    monthlyBudgetUsd: numeric("monthly_budget_usd", { precision: 12, scale: 2 }),
    /** Competitor domains watched on SERPs, besides brand_data's competitors. */
    competitorDomains: text("competitor_domains").array().notNull().default(sql`'{}'::text[]`),
    /** Other spellings of the brand's name ("Northwind", "NW Coffee") for the branded classification. */
    brandNameVariants: text("brand_name_variants").array().notNull().default(sql`'{}'::text[]`),
    /** The brand's product names: a keyword naming one is branded. */
    brandProducts: text("brand_products").array().notNull().default(sql`'{}'::text[]`),
    /** Fingerprint of the brand terms the keywords' stored brand classes were computed from; null = never classified. */
    brandClassKey: text("brand_class_key"),
    /** off | weekly | monthly: re-crawls of the on-page audit, repeating the latest crawl's settings. */
    crawlFrequency: text("crawl_frequency").notNull().default("off"),
    /** When the SEO tick next starts this brand's re-crawl. */
    nextCrawlAt: timestamp("next_crawl_at", { withTimezone: true }),
    /**
     * When the SEO tick next syncs this brand's GA4 property (daily, 06:00 UTC); null = at the next
     * tick (a property just chosen syncs within the hour). Only read for brands with a GA4 property.
     */
    nextGa4SyncAt: timestamp("next_ga4_sync_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("seo_settings_device", sql`${t.device} in ('desktop','mobile')`),
    check("seo_settings_crawl_frequency", sql`${t.crawlFrequency} in ('off','weekly','monthly')`),
    check("seo_settings_frequency", sql`${t.rankCheckFrequency} in ('daily','weekly','off')`),
    check("seo_settings_hour", sql`${t.rankCheckHour} between 0 and 23`),
  ],
);

/** Focus keyword groups: topics the SEO work targets, made by clustering or by hand. */
export const seoKeywordGroups = pgTable(
  "seo_keyword_groups",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** How the group was formed: serp_overlap | lexical | manual. */
    method: text("method").notNull().default("manual"),
    /** No foreign key: seo_keywords points here too, and a cycle would block drizzle's ordering; cleared on keyword delete. */
    focusKeywordId: uuid("focus_keyword_id"),
    targetUrl: text("target_url"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("seo_keyword_groups_brand_name_key").on(t.brandId, sql`lower(btrim(${t.name}))`),
    check("seo_keyword_groups_name_not_blank", sql`btrim(${t.name}) <> ''`),
    check("seo_keyword_groups_method", sql`${t.method} in ('serp_overlap','lexical','manual')`),
  ],
);

/**
 * The brand's keyword store. `keyword_key` is the normalised text (lower case, single spaces) and
 * unique per brand. The latest figures (volume, CPC, difficulty, intent, position) are copied here
 * from seo_keyword_figures so the 50,000-row table sorts and filters on brand_id-leading indexes
 * without a join; seo_keyword_figures stays the record of which source said what, and when.
 */
export const seoKeywords = pgTable(
  "seo_keywords",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    keyword: text("keyword").notNull(),
    keywordKey: text("keyword_key").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    tracked: boolean("tracked").notNull().default(false),
    groupId: uuid("group_id").references(() => seoKeywordGroups.id, { onDelete: "set null" }),
    /** Where the keyword first came from (an SeoSource). */
    source: text("source").notNull(),
    volume: integer("volume"),
    cpcUsd: numeric("cpc_usd", { precision: 12, scale: 2 }),
    difficulty: smallint("difficulty"),
    competition: real("competition"),
    intent: text("intent"),
    /** Latest known organic position of the brand (rank check or import) and its URL. */
    position: smallint("position"),
    positionUrl: text("position_url"),
    figuresAt: timestamp("figures_at", { withTimezone: true }),
    /**
     * Branded classification (/branded-keywords), stored so 50,000 keywords filter and count in SQL:
     * the rules' class and the rule that decided it; null = not classified yet. seo_settings.brand_class_key
     * names the brand terms they were computed from (modules/seo/queries/words.ts).
     */
    brandClass: text("brand_class"),
    brandRule: jsonb("brand_rule").$type<{ kind: string; term: string | null; competitor: string | null; distance: number }>(),
    /** A person's decision; wins over the rules and survives reclassification. */
    brandClassOverride: text("brand_class_override"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("seo_keywords_brand_key").on(t.brandId, t.keywordKey),
    index("seo_keywords_brand_volume_idx").on(t.brandId, t.volume.desc().nullsLast(), t.id.desc()),
    index("seo_keywords_brand_difficulty_idx").on(t.brandId, t.difficulty, t.id),
    index("seo_keywords_brand_position_idx").on(t.brandId, t.position, t.id),
    index("seo_keywords_brand_created_idx").on(t.brandId, t.createdAt, t.id),
    index("seo_keywords_brand_group_idx").on(t.brandId, t.groupId),
    index("seo_keywords_brand_tracked_idx").on(t.brandId).where(sql`${t.tracked}`),
    index("seo_keywords_tags_idx").using("gin", t.tags),
    index("seo_keywords_brand_unclassified_idx").on(t.brandId).where(sql`${t.brandClass} is null`),
    // The SERP cache's read policy looks each SERP's keyword up across brands: without a plain btree the planner
    // takes the trigram index for that equality, and a common word ("keyword") matched every brand's rows per SERP.
    index("seo_keywords_key_idx").on(t.keywordKey),
    // The text filter of /keyword-research is a contains-search (ilike '%q%'): trigrams serve it,
    // and the planner ANDs this bitmap with the brand's rows (pg_trgm: migration + db/embedded.ts).
    index("seo_keywords_key_trgm_idx").using("gin", t.keywordKey.op("gin_trgm_ops")),
    check("seo_keywords_keyword_not_blank", sql`btrim(${t.keyword}) <> ''`),
    check("seo_keywords_brand_class", sql`${t.brandClass} in ('branded','competitor','non_branded')`),
    check("seo_keywords_brand_class_override", sql`${t.brandClassOverride} in ('branded','competitor','non_branded')`),
  ],
);

/** Source-specific figures a keyword row keeps besides the common ones (bids and currency, SERP features, trend ratios…). */
export type KeywordFigureExtra = Record<string, string | number | boolean | null | string[] | number[]>;

/** One source's latest figures for one keyword; every figure keeps its source and when it was fetched. */
export const seoKeywordFigures = pgTable(
  "seo_keyword_figures",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    keywordId: uuid("keyword_id")
      .notNull()
      .references(() => seoKeywords.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    volume: integer("volume"),
    monthly: jsonb("monthly").$type<StoredMonthlyVolume[]>(),
    cpcUsd: numeric("cpc_usd", { precision: 12, scale: 2 }),
    difficulty: smallint("difficulty"),
    competition: real("competition"),
    intent: text("intent"),
    position: smallint("position"),
    url: text("url"),
    extra: jsonb("extra").$type<KeywordFigureExtra>().notNull().default({}),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("seo_keyword_figures_keyword_source_key").on(t.brandId, t.keywordId, t.source)],
);

/**
 * The deployment-wide SERP cache: one SERP per keyword + location + language + device + UTC day,
 * fetched once and reused by every brand of the deployment (the agency pays once). Not brand-scoped
 * on purpose; row-level security lets a user read a SERP only when one of their brands has that
 * keyword, and only the system role writes it (modules/seo/serp-cache.ts).
 */
export const seoSerps = pgTable(
  "seo_serps",
  {
    id: id(),
    keywordKey: text("keyword_key").notNull(),
    location: text("location").notNull(),
    language: text("language").notNull(),
    device: text("device").notNull(),
    day: date("day").notNull(),
    provider: text("provider").notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
    organic: jsonb("organic").$type<StoredOrganicResult[]>().notNull(),
    features: text("features").array().$type<string[]>().notNull().default(sql`'{}'::text[]`),
    peopleAlsoAsk: jsonb("people_also_ask").$type<string[]>().notNull().default([]),
    aiOverview: jsonb("ai_overview").$type<{ text: string; references: string[] } | null>(),
    totalResults: integer("total_results"),
    /** What the provider charged for it: the saving each reuse makes. */
    costUsd: numeric("cost_usd", { precision: 14, scale: 6 }),
    /**
     * Set on a SERP the sample-data seed shipped (fictional results): only that brand reads it. Every
     * other brand's read, and a real fetch of the same query that day, ignores it (its own row).
     */
    sampleBrandId: uuid("sample_brand_id").references(() => brands.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("seo_serps_query_day_key").on(t.keywordKey, t.location, t.language, t.device, t.day, sql`coalesce(${t.sampleBrandId}, '00000000-0000-0000-0000-000000000000'::uuid)`)],
);

/**
 * A claim on fetching one SERP (the key of seo_serps): the first asker inserts it and fetches; a
 * concurrent asker of the same query waits for the stored SERP instead of paying again. Deleted once
 * the fetch ends (stored or failed); a claim older than the fetch timeout is taken over (a crashed
 * fetch). System role only: RLS on, no policy for growth_app.
 */
export const seoSerpClaims = pgTable(
  "seo_serp_claims",
  {
    keywordKey: text("keyword_key").notNull(),
    location: text("location").notNull(),
    language: text("language").notNull(),
    device: text("device").notNull(),
    day: date("day").notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.keywordKey, t.location, t.language, t.device, t.day] })],
).enableRLS();

/** Daily positions of tracked keywords (the rank-check history). position null = not in the results fetched. */
export const seoRankChecks = pgTable(
  "seo_rank_checks",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    keywordId: uuid("keyword_id")
      .notNull()
      .references(() => seoKeywords.id, { onDelete: "cascade" }),
    location: text("location").notNull(),
    device: text("device").notNull(),
    day: date("day").notNull(),
    position: smallint("position"),
    url: text("url"),
    serpId: uuid("serp_id").references(() => seoSerps.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("seo_rank_checks_keyword_day_key").on(t.brandId, t.keywordId, t.location, t.device, t.day),
    index("seo_rank_checks_brand_day_idx").on(t.brandId, t.day),
  ],
);

/**
 * Search Console performance rows (the API or the Performance export). `row_key` names the row's
 * dimensions (source, kind, day, query, page, country, device) so a re-import updates in place.
 */
export const seoGscRows = pgTable(
  "seo_gsc_rows",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    /** gsc (API) | gsc_export */
    source: text("source").notNull(),
    rowKey: text("row_key").notNull(),
    day: date("day"),
    query: text("query"),
    page: text("page"),
    country: text("country"),
    device: text("device"),
    clicks: integer("clicks").notNull(),
    impressions: integer("impressions").notNull(),
    ctr: real("ctr").notNull(),
    position: real("position").notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("seo_gsc_rows_brand_key").on(t.brandId, t.rowKey),
    index("seo_gsc_rows_brand_day_idx").on(t.brandId, t.day),
    index("seo_gsc_rows_brand_query_idx").on(t.brandId, t.query),
  ],
);

/**
 * Named filter sets of /keyword-research, per person and brand: `search` is the table's query string
 * (filters and sort, as lib/table writes it), so a view is a link and opening it is navigation.
 */
export const seoSavedViews = pgTable(
  "seo_saved_views",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    search: text("search").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("seo_saved_views_brand_user_name_key").on(t.brandId, t.userId, sql`lower(btrim(${t.name}))`),
    check("seo_saved_views_name_not_blank", sql`btrim(${t.name}) <> ''`),
  ],
);

/**
 * Keyword suggestions a provider returned for a seed on /keywords-5ws (DataForSEO Labs
 * keyword_suggestions), kept per brand, seed and market so a reload does not pay again. Only the
 * wording is kept: the suggestions join the keyword store when the person adds them.
 */
export const seoSeedSuggestions = pgTable(
  "seo_seed_suggestions",
  {
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    /** The seed normalised (modules/seo/analysis/normalise). */
    seedKey: text("seed_key").notNull(),
    location: text("location").notNull(),
    language: text("language").notNull(),
    provider: text("provider").notNull(),
    suggestions: jsonb("suggestions").$type<string[]>().notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.seedKey, t.location, t.language] })],
);

/**
 * What DataForSEO Labs ranked_keywords answered for one domain (the brand's or a competitor's) at the
 * brand's location and language: the /competitors-keywords report is rebuilt from these rows without a
 * new paid call. Each fetch of a domain replaces that domain's rows (`day` is the UTC day of the fetch);
 * a domain fetched today is not asked again the same day.
 */
export const seoDomainRankings = pgTable(
  "seo_domain_rankings",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    domain: text("domain").notNull(),
    location: text("location").notNull(),
    language: text("language").notNull(),
    keywordKey: text("keyword_key").notNull(),
    keyword: text("keyword").notNull(),
    position: smallint("position").notNull(),
    url: text("url").notNull(),
    volume: integer("volume"),
    cpc: numeric("cpc", { precision: 12, scale: 4 }),
    difficulty: smallint("difficulty"),
    day: date("day").notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
    /** dataforseo_labs */
    source: text("source").notNull().default("dataforseo_labs"),
  },
  (t) => [uniqueIndex("seo_domain_rankings_brand_domain_key").on(t.brandId, t.domain, t.location, t.language, t.keywordKey)],
);

// The shapes of modules/seo/backlinks/types.ts, restated structurally (db sits below modules).
type StoredBacklinkSummary = { referringDomains: number; backlinks: number; rank: number | null };
type StoredReferringDomain = { domain: string; rank: number | null; backlinks: number; firstSeen: string | null; lostDate: string | null };
type StoredAnchor = { anchor: string; backlinks: number; referringDomains: number };
type StoredBacklink = { domainFrom: string; urlFrom: string; urlTo: string; anchor: string | null; firstSeen: string | null; lostDate: string | null; dofollow: boolean | null };
type StoredGapDomain = { domain: string; rank: number | null; linksTo: string[]; backlinks: number };
export type StoredBacklinkProfile = { summary: StoredBacklinkSummary; referringDomains: StoredReferringDomain[]; anchors: StoredAnchor[]; links: StoredBacklink[] };
export type StoredLinkGap = { competitors: string[]; excluded: string[]; rows: StoredGapDomain[] };

/**
 * What a backlink source said about one target domain (the brand's or a competitor's) on one UTC day:
 * DataForSEO Backlinks answers (summary, referring_domains, backlinks, anchors) or an imported Semrush
 * Backlinks export, normalised. One row per brand, target and day, so the page compares the latest
 * profiles, draws them over time, and a target fetched today is read back instead of paid for again.
 */
export const seoBacklinkProfiles = pgTable(
  "seo_backlink_profiles",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    target: text("target").notNull(),
    /** dataforseo | semrush_import */
    source: text("source").notNull(),
    day: date("day").notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
    profile: jsonb("profile").$type<StoredBacklinkProfile>().notNull(),
  },
  (t) => [uniqueIndex("seo_backlink_profiles_brand_target_day_key").on(t.brandId, t.target, t.day), index("seo_backlink_profiles_brand_fetched_idx").on(t.brandId, t.fetchedAt)],
);

/**
 * The link gap on one UTC day: domains linking to at least one competitor and not to the brand, with
 * the competitors each links to — from DataForSEO backlinks/domain_intersection (competitors as targets,
 * the brand's domain excluded) or computed from imported referring domains.
 */
export const seoLinkGaps = pgTable(
  "seo_link_gaps",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    /** dataforseo | computed */
    source: text("source").notNull(),
    day: date("day").notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
    gap: jsonb("gap").$type<StoredLinkGap>().notNull(),
  },
  (t) => [uniqueIndex("seo_link_gaps_brand_day_key").on(t.brandId, t.day)],
);

/** One page chosen for a 3D analysis and where it came from (a page source id of modules/seo/three-d/sources.ts). */
export type Stored3dPage = { url: string; source: string };
/** One keyword ↔ page pair of a 3D analysis: from GSC page×query rows, rankings, or added by hand. */
export type Stored3dPair = { keyword: string; page: string; source: string };

/**
 * A saved 3D analysis (/3danalysis_step1 … step4): pages × keywords × metrics. The pages and pairs
 * are kept as chosen (jsonb, capped by the inputs) so the analysis reopens as it was left; the figures
 * are read fresh from their sources when step 4 opens, over the last `period_days` days.
 */
export const seo3dAnalyses = pgTable(
  "seo_3d_analyses",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    pages: jsonb("pages").$type<Stored3dPage[]>().notNull().default([]),
    pairs: jsonb("pairs").$type<Stored3dPair[]>().notNull().default([]),
    metrics: text("metrics").array().notNull().default(sql`'{}'::text[]`),
    periodDays: smallint("period_days").notNull().default(28),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("seo_3d_analyses_brand_updated_idx").on(t.brandId, t.updatedAt.desc()),
    check("seo_3d_analyses_name_not_blank", sql`btrim(${t.name}) <> ''`),
    check("seo_3d_analyses_period", sql`${t.periodDays} between 1 and 480`),
  ],
);
