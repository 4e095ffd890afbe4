import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { profiles } from "./profiles";
import { seoKeywordGroups, seoKeywords } from "./seo";
import { createdAt, id, updatedAt } from "./_shared";

const ts = (name: string) => timestamp(name, { withTimezone: true });
/** Money in the account's currency (ppc_settings.currency); Google's micros are divided on the way in. */
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const conversions = (name: string) => numeric(name, { precision: 12, scale: 2 });

export const PPC_NETWORKS = ["google_ads", "microsoft_ads"] as const;
export type PpcNetwork = (typeof PPC_NETWORKS)[number];
export const PPC_MATCH_TYPES = ["exact", "phrase", "broad"] as const;
export type PpcMatchType = (typeof PPC_MATCH_TYPES)[number];
export const PPC_REPORT_KINDS = ["campaign", "keyword", "search_term"] as const;
export type PpcReportKind = (typeof PPC_REPORT_KINDS)[number];
export const PPC_SOURCES = ["api", "import", "manual"] as const;
export type PpcSource = (typeof PPC_SOURCES)[number];

/** Targets, budget and thresholds of a brand's paid search (/performance-marketing-settings). One row per brand. */
export const ppcSettings = pgTable(
  "ppc_settings",
  {
    brandId: uuid("brand_id")
      .primaryKey()
      .references(() => brands.id, { onDelete: "cascade" }),
    /** ISO 4217; every money column of the brand's ppc tables is in it. */
    currency: text("currency").notNull().default("USD"),
    monthlyBudget: money("monthly_budget"),
    targetCpa: money("target_cpa"),
    targetRoas: numeric("target_roas", { precision: 8, scale: 2 }),
    /** A term (or n-gram) with at least this many clicks and no conversion is a negative candidate… */
    negativeMinClicks: integer("negative_min_clicks").notNull().default(20),
    /** …or at least this cost and no conversion. */
    negativeMinCost: money("negative_min_cost").notNull().default("50"),
    /** Market of the brand-term wall (ISO country); null = the brand's country. */
    market: text("market"),
    /** Offer other managed brands' brand terms as negatives and warn on search terms naming them. */
    brandWall: boolean("brand_wall").notNull().default(true),
    updatedBy: uuid("updated_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("ppc_settings_currency", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("ppc_settings_min_clicks", sql`${t.negativeMinClicks} >= 1`),
  ],
);

/**
 * A brand's ad account connection: Google Ads (a customer, usually under a manager account — login_customer_id)
 * or Microsoft Advertising (account id + customer id). Tokens are sealed with lib/crypto/secret-box bound to the
 * brand and this row, like google_connections and social_connections.
 */
export const ppcConnections = pgTable(
  "ppc_connections",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    network: text("network").$type<PpcNetwork>().notNull(),
    /** Google Ads customer id (10 digits, no dashes) or Microsoft Advertising account id. */
    accountId: text("account_id"),
    accountName: text("account_name").notNull().default(""),
    /** Google Ads: the manager (MCC) id sent as login-customer-id; Microsoft: the CustomerId header. */
    managerId: text("manager_id"),
    /** Accounts the token can reach, listed when connecting (for the picker). */
    accounts: jsonb("accounts").$type<{ id: string; name: string; managerId?: string | null; currency?: string | null }[]>().notNull().default([]),
    scopes: text("scopes").array().notNull().default(sql`'{}'::text[]`),
    refreshCiphertext: text("refresh_ciphertext").notNull(),
    accessCiphertext: text("access_ciphertext"),
    accessExpiresAt: ts("access_expires_at"),
    keyId: text("key_id").notNull(),
    connectedBy: uuid("connected_by").references(() => profiles.id, { onDelete: "set null" }),
    connectedAt: ts("connected_at").notNull().defaultNow(),
    lastSyncAt: ts("last_sync_at"),
    lastError: text("last_error"),
    lastErrorAt: ts("last_error_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("ppc_connections_brand_network_key").on(t.brandId, t.network),
    check("ppc_connections_network", sql`${t.network} in ('google_ads','microsoft_ads')`),
  ],
);

/** One imported report file (or API sync run): what it held, for the import history and idempotence. */
export const ppcImports = pgTable(
  "ppc_imports",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    network: text("network").$type<PpcNetwork>().notNull(),
    reportKind: text("report_kind").$type<PpcReportKind>().notNull(),
    source: text("source").$type<PpcSource>().notNull(),
    fileName: text("file_name"),
    /** SHA-256 of the file's bytes: the same file imported twice is recognised. */
    contentHash: text("content_hash"),
    periodFrom: date("period_from"),
    periodTo: date("period_to"),
    rowsRead: integer("rows_read").notNull().default(0),
    rowsStored: integer("rows_stored").notNull().default(0),
    /** Lines skipped on purpose (totals, blank) or refused, with reasons, for the summary. */
    notes: jsonb("notes").$type<string[]>().notNull().default([]),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("ppc_imports_brand_created_idx").on(t.brandId, t.createdAt.desc()),
    check("ppc_imports_network", sql`${t.network} in ('google_ads','microsoft_ads')`),
    check("ppc_imports_kind", sql`${t.reportKind} in ('campaign','keyword','search_term')`),
  ],
);

/** A campaign, keyed by the network's id when known, otherwise by its lower-cased name (exports without ids). */
export const ppcCampaigns = pgTable(
  "ppc_campaigns",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    network: text("network").$type<PpcNetwork>().notNull(),
    campaignKey: text("campaign_key").notNull(),
    externalId: text("external_id"),
    name: text("name").notNull(),
    status: text("status"),
    /** search | performance_max | shopping | display | video | other */
    channel: text("channel"),
    dailyBudget: money("daily_budget"),
    source: text("source").$type<PpcSource>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("ppc_campaigns_brand_key").on(t.brandId, t.network, t.campaignKey)],
);

export const ppcAdGroups = pgTable(
  "ppc_ad_groups",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => ppcCampaigns.id, { onDelete: "cascade" }),
    adGroupKey: text("ad_group_key").notNull(),
    externalId: text("external_id"),
    name: text("name").notNull(),
    status: text("status"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("ppc_ad_groups_brand_key").on(t.brandId, t.campaignId, t.adGroupKey)],
);

/**
 * A campaign's figures for one day, or for a report period an export did not split by day: then `day` is the
 * period's first day and `span_days` its length (the dashboard spreads it evenly).
 */
export const ppcCampaignDays = pgTable(
  "ppc_campaign_days",
  {
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => ppcCampaigns.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    spanDays: smallint("span_days").notNull().default(1),
    cost: money("cost").notNull().default("0"),
    clicks: integer("clicks").notNull().default(0),
    impressions: integer("impressions").notNull().default(0),
    conversions: conversions("conversions").notNull().default("0"),
    conversionValue: money("conversion_value").notNull().default("0"),
    importId: uuid("import_id").references(() => ppcImports.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("ppc_campaign_days_key").on(t.brandId, t.campaignId, t.day, t.spanDays),
    index("ppc_campaign_days_brand_day_idx").on(t.brandId, t.day),
    check("ppc_campaign_days_span", sql`${t.spanDays} between 1 and 366`),
  ],
);

/**
 * A paid keyword: one seo_keywords record (a keyword is one record whether SEO or PPC looks at it) bid on in an
 * ad group with a match type. ad_group_id null = planned (added from /search-keywords, not yet in an account).
 * Metrics are the latest report's totals over metrics_from..metrics_to.
 */
export const ppcKeywords = pgTable(
  "ppc_keywords",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    keywordId: uuid("keyword_id")
      .notNull()
      .references(() => seoKeywords.id, { onDelete: "cascade" }),
    adGroupId: uuid("ad_group_id").references(() => ppcAdGroups.id, { onDelete: "cascade" }),
    matchType: text("match_type").$type<PpcMatchType>().notNull(),
    externalId: text("external_id"),
    status: text("status"),
    qualityScore: smallint("quality_score"),
    maxCpc: money("max_cpc"),
    source: text("source").$type<PpcSource>().notNull(),
    cost: money("cost").notNull().default("0"),
    clicks: integer("clicks").notNull().default(0),
    impressions: integer("impressions").notNull().default(0),
    conversions: conversions("conversions").notNull().default("0"),
    conversionValue: money("conversion_value").notNull().default("0"),
    metricsFrom: date("metrics_from"),
    metricsTo: date("metrics_to"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("ppc_keywords_key").on(t.brandId, t.adGroupId, t.keywordId, t.matchType).nullsNotDistinct(),
    index("ppc_keywords_brand_cost_idx").on(t.brandId, t.cost.desc(), t.id),
    index("ppc_keywords_brand_keyword_idx").on(t.brandId, t.keywordId),
    check("ppc_keywords_match_type", sql`${t.matchType} in ('exact','phrase','broad')`),
    check("ppc_keywords_quality_score", sql`${t.qualityScore} between 1 and 10`),
  ],
);

/**
 * A search term report row: what people typed, the ad group that served it and the keyword that matched it,
 * for one day or one report period. `row_key` (network, ad group, term, keyword, match type, period) makes a
 * re-import of the same report replace its rows instead of adding them. Up to millions of rows per brand: the
 * n-gram job streams them; /search-keywords reads them through brand_id-leading indexes.
 */
export const ppcSearchTerms = pgTable(
  "ppc_search_terms",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    network: text("network").$type<PpcNetwork>().notNull(),
    campaignId: uuid("campaign_id").references(() => ppcCampaigns.id, { onDelete: "cascade" }),
    adGroupId: uuid("ad_group_id").references(() => ppcAdGroups.id, { onDelete: "cascade" }),
    term: text("term").notNull(),
    /** Normalised term (lower case, single spaces): the join to seo_keywords.keyword_key and the n-gram input. */
    termKey: text("term_key").notNull(),
    /** The keyword that triggered it as the report spells it (with match punctuation removed), and its match type. */
    keywordText: text("keyword_text"),
    matchType: text("match_type"),
    periodFrom: date("period_from").notNull(),
    periodTo: date("period_to").notNull(),
    cost: money("cost").notNull().default("0"),
    clicks: integer("clicks").notNull().default(0),
    impressions: integer("impressions").notNull().default(0),
    conversions: conversions("conversions").notNull().default("0"),
    conversionValue: money("conversion_value").notNull().default("0"),
    rowKey: text("row_key").notNull(),
    importId: uuid("import_id").references(() => ppcImports.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ppc_search_terms_row_key").on(t.brandId, t.rowKey),
    index("ppc_search_terms_brand_term_idx").on(t.brandId, t.termKey),
    index("ppc_search_terms_brand_cost_idx").on(t.brandId, t.cost.desc(), t.id),
    index("ppc_search_terms_brand_clicks_idx").on(t.brandId, t.clicks.desc(), t.id),
    index("ppc_search_terms_brand_ad_group_idx").on(t.brandId, t.adGroupId),
    index("ppc_search_terms_brand_period_idx").on(t.brandId, t.periodTo),
    index("ppc_search_terms_key_trgm_idx").using("gin", t.termKey.op("gin_trgm_ops")),
  ],
);

/** One n-gram mining run (the ppc.ngrams job) with its parameters; its grams are in ppc_ngrams. */
export const ppcNgramRuns = pgTable(
  "ppc_ngram_runs",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("queued"),
    /** { from, to, network?, campaignId?, minClicks, minCost, stem, … } */
    params: jsonb("params").$type<Record<string, unknown>>().notNull().default({}),
    termRows: integer("term_rows").notNull().default(0),
    gramCount: integer("gram_count").notNull().default(0),
    error: text("error"),
    jobId: text("job_id"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    startedAt: ts("started_at"),
    finishedAt: ts("finished_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("ppc_ngram_runs_brand_created_idx").on(t.brandId, t.createdAt.desc()),
    check("ppc_ngram_runs_status", sql`${t.status} in ('queued','running','succeeded','failed')`),
  ],
);

export const ppcNgrams = pgTable(
  "ppc_ngrams",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    runId: uuid("run_id")
      .notNull()
      .references(() => ppcNgramRuns.id, { onDelete: "cascade" }),
    n: smallint("n").notNull(),
    gram: text("gram").notNull(),
    /** How many distinct search terms contain the gram. */
    terms: integer("terms").notNull(),
    cost: money("cost").notNull(),
    clicks: integer("clicks").notNull(),
    impressions: integer("impressions").notNull(),
    conversions: conversions("conversions").notNull(),
    conversionValue: money("conversion_value").notNull(),
    /** Met the settings' thresholds with no conversion. */
    negativeCandidate: boolean("negative_candidate").notNull().default(false),
  },
  (t) => [
    index("ppc_ngrams_brand_run_cost_idx").on(t.brandId, t.runId, t.cost.desc()),
    uniqueIndex("ppc_ngrams_run_gram_key").on(t.runId, t.n, t.gram),
    check("ppc_ngrams_n", sql`${t.n} between 1 and 4`),
  ],
);

/**
 * A negative keyword list: the brand's own (brand_id set) or shared across the agency by industry (industry_key
 * set, brand_id null; readable and editable by anyone with access to a brand of that industry — hand-written RLS
 * in the migration). `version` counts changes; ppc_negative_list_versions keeps each change.
 */
export const ppcNegativeLists = pgTable(
  "ppc_negative_lists",
  {
    id: id(),
    brandId: uuid("brand_id").references(() => brands.id, { onDelete: "cascade" }),
    industryKey: text("industry_key"),
    name: text("name").notNull(),
    version: integer("version").notNull().default(1),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("ppc_negative_lists_brand_idx").on(t.brandId),
    index("ppc_negative_lists_industry_idx").on(t.industryKey),
    uniqueIndex("ppc_negative_lists_brand_name_key").on(sql`coalesce(${t.brandId}::text, ${t.industryKey})`, sql`lower(btrim(${t.name}))`),
    check("ppc_negative_lists_owner", sql`(${t.brandId} is null) <> (${t.industryKey} is null)`),
    check("ppc_negative_lists_name_not_blank", sql`btrim(${t.name}) <> ''`),
  ],
);

export const ppcNegatives = pgTable(
  "ppc_negatives",
  {
    id: id(),
    listId: uuid("list_id")
      .notNull()
      .references(() => ppcNegativeLists.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    textKey: text("text_key").notNull(),
    matchType: text("match_type").$type<PpcMatchType>().notNull(),
    /** manual | ngram | search_term | sibling | brand_wall | import */
    origin: text("origin").notNull().default("manual"),
    addedBy: uuid("added_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ppc_negatives_list_key").on(t.listId, t.textKey, t.matchType),
    check("ppc_negatives_match_type", sql`${t.matchType} in ('exact','phrase','broad')`),
  ],
);

/** Each change of a list: what was added or removed, by whom — the list's history. */
export const ppcNegativeListVersions = pgTable(
  "ppc_negative_list_versions",
  {
    id: id(),
    listId: uuid("list_id")
      .notNull()
      .references(() => ppcNegativeLists.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    changes: jsonb("changes").$type<{ op: "add" | "remove"; text: string; matchType: PpcMatchType }[]>().notNull(),
    changedBy: uuid("changed_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("ppc_negative_list_versions_key").on(t.listId, t.version)],
);

/** Which shared (industry) lists a brand applies besides its own. */
export const ppcBrandNegativeLists = pgTable(
  "ppc_brand_negative_lists",
  {
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    listId: uuid("list_id")
      .notNull()
      .references(() => ppcNegativeLists.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("ppc_brand_negative_lists_key").on(t.brandId, t.listId)],
);

/**
 * An ad-group-ready group of keywords (/ppc-selection-groups), made from SEO's clustering (seo_group_id: the
 * cluster it came from) or by hand; exported as one ad group of `campaign_name` in the Google Ads Editor CSV.
 */
export const ppcGroups = pgTable(
  "ppc_groups",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    campaignName: text("campaign_name"),
    seoGroupId: uuid("seo_group_id").references(() => seoKeywordGroups.id, { onDelete: "set null" }),
    maxCpc: money("max_cpc"),
    finalUrl: text("final_url"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("ppc_groups_brand_name_key").on(t.brandId, sql`lower(btrim(${t.name}))`),
    check("ppc_groups_name_not_blank", sql`btrim(${t.name}) <> ''`),
  ],
);

export const ppcGroupKeywords = pgTable(
  "ppc_group_keywords",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    groupId: uuid("group_id")
      .notNull()
      .references(() => ppcGroups.id, { onDelete: "cascade" }),
    keywordId: uuid("keyword_id")
      .notNull()
      .references(() => seoKeywords.id, { onDelete: "cascade" }),
    /** The match types to bid with (suggested from volume, intent and length; editable). */
    matchTypes: text("match_types").array().$type<PpcMatchType[]>().notNull().default(sql`'{exact,phrase}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ppc_group_keywords_key").on(t.brandId, t.groupId, t.keywordId),
    index("ppc_group_keywords_keyword_idx").on(t.brandId, t.keywordId),
  ],
);
