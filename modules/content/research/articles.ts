/**
 * Fetching and reading one competing article: through lib/http's outbound client (the SSRF guard
 * checks the address and every redirect hop; each call is a row of the API-call audit under provider
 * "content", purpose "content.articles"), parsed with the on-page audit's parser (headings, publish
 * date, the main text without menus and footers), and stored per brand and URL in content_articles —
 * with the reason, in the user's words, when it could not be read.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import { contentArticles } from "@/db/schema";
import type { ContentArticleHeading } from "@/db/schema/content-research";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { isOutboundError, OutboundBlockedError, OutboundTimeoutError, outbound, type OutboundClient } from "@/lib/http";
import { parseHtml } from "@/modules/seo/audit/parse";
import { extractTerms } from "./structure";

export const ARTICLE_MAX_BYTES = 5 * 1024 * 1024;
export const ARTICLE_TIMEOUT_MS = 20_000;
const USER_AGENT = "Mozilla/5.0 (compatible; GrowthOS-Research/1.0; +content research)";

export type ArticleRead =
  | { ok: true; finalUrl: string; httpStatus: number; title: string | null; wordCount: number; headings: ContentArticleHeading[]; terms: Record<string, number>; publishedAt: string | null; publishedFrom: string | null }
  | { ok: false; httpStatus: number | null; error: string };

const STATUS_WORDS: Record<number, string> = {
  401: "the page needs a login",
  403: "the site refuses automated visits",
  404: "the page no longer exists",
  410: "the page was removed",
  429: "the site is rate-limiting visits; try again later",
};

function header(h: Record<string, string | string[] | undefined>, name: string): string | null {
  const v = h[name];
  return (Array.isArray(v) ? v[0] : v) ?? null;
}

/** Reads one article; never throws for the page's own faults (they are the result). */
export async function readArticle(url: string, ctx: { scope: BrandScope; jobId?: string | null; client?: OutboundClient; timeoutMs?: number }): Promise<ArticleRead> {
  const timeoutMs = ctx.timeoutMs ?? ARTICLE_TIMEOUT_MS;
  let res;
  try {
    res = await (ctx.client ?? outbound).request(
      { url, maxRedirects: 5, maxResponseBytes: ARTICLE_MAX_BYTES, timeoutMs, headers: { accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5", "user-agent": USER_AGENT } },
      { brandId: ctx.scope.brandId, scope: ctx.scope, jobId: ctx.jobId ?? null, provider: "content", purpose: "content.articles" },
    );
  } catch (e) {
    if (e instanceof OutboundBlockedError) return { ok: false, httpStatus: null, error: `Blocked: ${e.message}` };
    if (e instanceof OutboundTimeoutError) return { ok: false, httpStatus: null, error: `Timed out: the site did not answer within ${Math.round(timeoutMs / 1000)} s.` };
    if (isOutboundError(e)) return { ok: false, httpStatus: null, error: `Could not connect: ${e.message}` };
    throw e;
  }
  if (res.status >= 300 && res.status < 400) return { ok: false, httpStatus: res.status, error: "Too many redirects (more than 5)." };
  if (res.status !== 200) return { ok: false, httpStatus: res.status, error: `HTTP ${res.status}${STATUS_WORDS[res.status] ? `: ${STATUS_WORDS[res.status]}` : res.status >= 500 ? ": the site had an error; try again later" : ""}.` };
  const type = header(res.headers, "content-type");
  const mime = (type ?? "").split(";")[0]!.trim().toLowerCase();
  if (mime && mime !== "text/html" && mime !== "application/xhtml+xml") return { ok: false, httpStatus: res.status, error: `Not an HTML page (${mime}).` };
  if (res.truncated) return { ok: false, httpStatus: res.status, error: `Larger than ${ARTICLE_MAX_BYTES / 1024 / 1024} MB, the limit for one page.` };
  return articleFromHtml(res.body.toString("utf8"), res.finalUrl, res.status);
}

/**
 * What content research keeps of an article's HTML (no network): the fetch job's second half, and
 * what a seed calls with shipped sample pages (tests/fixtures/content/articles).
 */
export function articleFromHtml(html: string, finalUrl: string, httpStatus = 200): ArticleRead {
  const facts = parseHtml(html, finalUrl, new URL(finalUrl).hostname, { mainText: true });
  const text = facts.mainText ?? "";
  const wordCount = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  if (wordCount < 50 && !facts.headings.length) return { ok: false, httpStatus, error: "No article text on the page (it may be built by JavaScript, or be a consent wall)." };
  return {
    ok: true,
    finalUrl,
    httpStatus,
    title: facts.h1s[0] || facts.title,
    wordCount,
    headings: facts.headings.filter((h) => h.level >= 2 && h.level <= 3 && h.text).map((h) => ({ level: h.level, text: h.text })),
    terms: extractTerms(text),
    publishedAt: facts.published?.date ?? null,
    publishedFrom: facts.published?.source ?? null,
  };
}

/** Stores what was read (replacing the brand's earlier read of the URL). */
export async function storeArticle(scope: BrandScope, url: string, read: ArticleRead, jobId: string | null, now = new Date()): Promise<void> {
  const domain = (() => {
    try {
      return new URL(url).hostname.replace(/^www\./, "");
    } catch {
      return "";
    }
  })();
  const values = read.ok
    ? { status: "fetched" as const, error: null, httpStatus: read.httpStatus, finalUrl: read.finalUrl, title: read.title, wordCount: read.wordCount, headings: read.headings, terms: read.terms, publishedAt: read.publishedAt, publishedFrom: read.publishedFrom }
    : { status: "failed" as const, error: read.error, httpStatus: read.httpStatus, finalUrl: null, title: null, wordCount: null, headings: [], terms: {}, publishedAt: null, publishedFrom: null };
  await withScope(scope, (tx) =>
    tx
      .insert(contentArticles)
      .values({ brandId: scope.brandId, url, domain, ...values, jobId, fetchedAt: now })
      .onConflictDoUpdate({ target: [contentArticles.brandId, contentArticles.url], set: { domain, ...values, jobId, fetchedAt: now } }),
  );
}

export type StoredArticle = typeof contentArticles.$inferSelect;

/** The brand's stored reads of these URLs. */
export async function storedArticles(scope: BrandScope, urls: readonly string[]): Promise<Map<string, StoredArticle>> {
  if (!urls.length) return new Map();
  const rows = await withScope(scope, (tx) =>
    tx
      .select()
      .from(contentArticles)
      .where(and(eq(contentArticles.brandId, scope.brandId), inArray(contentArticles.url, [...urls])))
      .orderBy(desc(contentArticles.fetchedAt)),
  );
  return new Map(rows.map((r) => [r.url, r]));
}
