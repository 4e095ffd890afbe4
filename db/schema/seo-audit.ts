import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { profiles } from "./profiles";
import { createdAt, id } from "./_shared";

/**
 * The facts a crawl keeps of one page for the site-wide checks (links, hreflang, structured data…),
 * restated structurally from modules/seo/audit/types.ts (db sits below modules).
 */
type StoredPageFacts = Record<string, unknown>;
type StoredRedirectHop = { url: string; status: number };
type StoredImageSize = { url: string; status: number | null; bytes: number | null; error: string | null };

/**
 * One crawl of a brand's site (/onpage-seo-audit). Its row is the crawl's state: the job
 * (seo.crawl) reads the settings from it, writes progress into it, and stops when a person sets
 * status to cancelled.
 */
export const seoCrawls = pgTable(
  "seo_crawls",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    startUrl: text("start_url").notNull(),
    pageLimit: integer("page_limit").notNull().default(500),
    concurrency: smallint("concurrency").notNull().default(4),
    /** Politeness delay between two requests of one worker, in ms. */
    delayMs: integer("delay_ms").notNull().default(0),
    respectRobots: boolean("respect_robots").notNull().default(true),
    /** queued | running | succeeded | failed | cancelled */
    status: text("status").notNull().default("queued"),
    /** URLs discovered (internal pages; capped by the page limit). */
    pagesFound: integer("pages_found").notNull().default(0),
    pagesCrawled: integer("pages_crawled").notNull().default(0),
    pagesQueued: integer("pages_queued").notNull().default(0),
    /** True once robots.txt and the sitemaps were read (a resumed crawl does not read them twice). */
    sitemapsRead: boolean("sitemaps_read").notNull().default(false),
    /** robots.txt as fetched (for the "blocked but linked" check after a restart). */
    robotsTxt: text("robots_txt"),
    /**
     * The file size of the site's images (at most MAX_IMAGES_MEASURED distinct URLs), measured once the
     * pages are crawled; null until then, so a resumed crawl does not measure twice.
     */
    imageSizes: jsonb("image_sizes").$type<StoredImageSize[]>(),
    /** 0–100, set when the crawl succeeds. */
    score: smallint("score"),
    issuesCritical: integer("issues_critical").notNull().default(0),
    issuesWarning: integer("issues_warning").notNull().default(0),
    issuesNotice: integer("issues_notice").notNull().default(0),
    jobId: text("job_id"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    error: text("error"),
  },
  (t) => [
    index("seo_crawls_brand_created_idx").on(t.brandId, t.createdAt),
    check("seo_crawls_status", sql`${t.status} in ('queued','running','succeeded','failed','cancelled')`),
    check("seo_crawls_limits", sql`${t.pageLimit} between 1 and 100000 and ${t.concurrency} between 1 and 32 and ${t.delayMs} between 0 and 60000`),
  ],
);

/**
 * The crawl's frontier and its results in one table: a row is inserted when a URL is discovered
 * (fetched_at null = still queued) and completed when it is fetched, so a crawl resumed after a
 * restart fetches only the rows without fetched_at.
 */
export const seoCrawlPages = pgTable(
  "seo_crawl_pages",
  {
    id: id(),
    crawlId: uuid("crawl_id")
      .notNull()
      .references(() => seoCrawls.id, { onDelete: "cascade" }),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    /** An external link target (checked for its status only, not parsed). */
    external: boolean("external").notNull().default(false),
    /** Listed in a sitemap. */
    inSitemap: boolean("in_sitemap").notNull().default(false),
    /** Disallowed by robots.txt (not fetched when the crawl respects robots). */
    blockedByRobots: boolean("blocked_by_robots").notNull().default(false),
    /** Clicks from the start URL; null = reached only through a sitemap. */
    depth: smallint("depth"),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }),
    finalUrl: text("final_url"),
    /** null = no HTTP answer (see fetch_error). */
    statusCode: smallint("status_code"),
    fetchError: text("fetch_error"),
    redirectChain: jsonb("redirect_chain").$type<StoredRedirectHop[]>().notNull().default([]),
    contentType: text("content_type"),
    bytes: integer("bytes"),
    responseMs: integer("response_ms"),
    title: text("title"),
    metaDescription: text("meta_description"),
    h1s: text("h1s").array().notNull().default(sql`'{}'::text[]`),
    canonical: text("canonical"),
    robotsMeta: text("robots_meta"),
    xRobotsTag: text("x_robots_tag"),
    lang: text("lang"),
    wordCount: integer("word_count"),
    linksInternal: integer("links_internal").notNull().default(0),
    linksExternal: integer("links_external").notNull().default(0),
    inlinks: integer("inlinks").notNull().default(0),
    indexable: boolean("indexable"),
    score: smallint("score"),
    /** 64-bit simhash of the text as 16 hex digits. */
    simhash: text("simhash"),
    facts: jsonb("facts").$type<StoredPageFacts>(),
  },
  (t) => [
    uniqueIndex("seo_crawl_pages_crawl_url_key").on(t.crawlId, t.url),
    index("seo_crawl_pages_brand_crawl_idx").on(t.brandId, t.crawlId),
    index("seo_crawl_pages_queued_idx").on(t.crawlId).where(sql`${t.fetchedAt} is null`),
  ],
);

/** One finding of a crawl: a check that failed on a page, with the evidence that shows it. */
export const seoCrawlIssues = pgTable(
  "seo_crawl_issues",
  {
    id: id(),
    crawlId: uuid("crawl_id")
      .notNull()
      .references(() => seoCrawls.id, { onDelete: "cascade" }),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    pageUrl: text("page_url").notNull(),
    checkKey: text("check_key").notNull(),
    /** critical | warning | notice */
    severity: text("severity").notNull(),
    evidence: text("evidence").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index("seo_crawl_issues_brand_crawl_idx").on(t.brandId, t.crawlId, t.checkKey),
    index("seo_crawl_issues_crawl_page_idx").on(t.crawlId, t.pageUrl),
    check("seo_crawl_issues_severity", sql`${t.severity} in ('critical','warning','notice')`),
  ],
);
