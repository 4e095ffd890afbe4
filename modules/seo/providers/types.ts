/**
 * What the SEO provider clients share beyond modules/seo/types.ts: how a call is attributed and
 * bounded, and the shapes only the DataForSEO Labs and Search Console calls return.
 */
import type { BrandScope } from "@/lib/brand-scope";
import type { OutboundClient } from "@/lib/http";
import type { KeywordFigures, RankedKeyword } from "../types";

/** The audit's provider column for SEO calls; the same words as the brand API-token kinds. */
export type SeoProviderKind = "dataforseo" | "serpapi" | "serper" | "gsc" | "ga4";

export type ProviderCallContext = {
  /** The brand the call is made and audited for (a person's scope, or a job's acting scope). */
  scope: BrandScope;
  /** seo.serp, seo.volume, seo.ideas, seo.ranked, seo.intersection, seo.gsc … — the audit's purpose. */
  purpose: string;
  jobId?: string | null;
  /** 0 for the first try of a piece of work, n for its n-th retry. */
  retry?: number;
  /** Whole-call timeout (default 60 s: a live SERP with AI Overview takes 6–20 s at DataForSEO). */
  timeoutMs?: number;
  /**
   * Asked before every paid call with its worst-case cost in USD; a reason (not null) stops the call
   * before any request is sent and comes back as a "budget" failure. The SEO budget cap plugs in here.
   */
  checkBudget?: (estimateUsd: number) => Promise<string | null>;
  /** Tests: a client with another guard configuration. */
  client?: OutboundClient;
};

/** Where keyword figures are asked for: a location label or DataForSEO code, an ISO 639-1 language. */
export type KeywordMarket = { location: string; language: string };

/** A keyword both domains rank for (DataForSEO Labs domain_intersection). */
export type SharedKeyword = {
  keyword: string;
  volume: number | null;
  first: RankedKeyword;
  second: RankedKeyword;
};

/** Labs answers carry keyword figures; ranked_keywords also the URL that ranks. */
export type RankedKeywordWithFigures = RankedKeyword & { figures: KeywordFigures };

export type SearchConsoleDimension = "query" | "page" | "country" | "device" | "date";

export type SearchConsoleQuery = {
  /** "https://www.example.com/" (URL-prefix property) or "sc-domain:example.com" (domain property). */
  siteUrl: string;
  /** "YYYY-MM-DD", in the property's Pacific time, inclusive. */
  startDate: string;
  endDate: string;
  dimensions: SearchConsoleDimension[];
  /** Search type; default web. */
  type?: "web" | "image" | "video" | "news" | "discover" | "googleNews";
  /** "final" (default) or "all" (includes fresh, not yet final data). */
  dataState?: "final" | "all";
  /** Rows per request, at most 25,000 (the API's limit); default 25,000. */
  rowLimit?: number;
  /** Stop after this many rows in all (default 100,000), so one import cannot page forever. */
  maxRows?: number;
};
