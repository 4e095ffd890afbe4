/**
 * The two research pages' data, as plain functions of a BrandScope (the pages, the actions and a
 * demo seed all call these): the top articles of a keyword or group with what was read of each, and
 * the structure they share — clustered headings, People-Also-Ask, terms, typical length and the
 * recommended outline (the stored AI one when there is one, else the consensus of the pages).
 */
import { and, eq } from "drizzle-orm";
import { contentStructures } from "@/db/schema";
import type { ContentOutlineItem, ContentTerm } from "@/db/schema/content";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { listCitations, type StoredCitation } from "@/modules/knowledge/grounding";
import { storedArticles, type StoredArticle } from "./articles";
import { latestArticleFetch, type ArticleFetchState } from "./job";
import { domainStrength, loadSerpTop, targetKey, type DomainStrength, type ResearchTarget, type SerpTop, type TopResult } from "./serp-top";
import { clusterHeadings, consensusOutline, consensusThreshold, termTable, typicalLength, type HeadingCluster, type LengthStats, type ScoredTerm } from "./structure";

export const STRUCTURE_PURPOSE = "content.structure";

export type ArticleRow = TopResult & { article: StoredArticle | null; strength: DomainStrength | null };

export type TopArticles = { serp: SerpTop; rows: ArticleRow[]; fetch: ArticleFetchState | null };

/** Null when the keyword or group is not the brand's. */
export async function loadTopArticles(scope: BrandScope, target: ResearchTarget): Promise<TopArticles | null> {
  const serp = await loadSerpTop(scope, target);
  if (!serp) return null;
  const urls = serp.results.map((r) => r.url);
  const [articles, strength, fetch] = await Promise.all([storedArticles(scope, urls), domainStrength(scope, serp.results.map((r) => r.domain)), latestArticleFetch(scope, targetKey(target))]);
  return { serp, rows: serp.results.map((r) => ({ ...r, article: articles.get(r.url) ?? null, strength: strength.get(r.domain) ?? null })), fetch };
}

export type Recommendation = {
  method: "ai" | "consensus";
  /** "AI (<engine>)" or "Consensus of the top N pages". */
  label: string;
  outline: ContentOutlineItem[];
  citations: StoredCitation[];
  createdAt: Date | null;
};

export type Structure = {
  top: TopArticles;
  /** The pages read successfully, which the structure is computed from. */
  pages: number;
  clusters: HeadingCluster[];
  minPages: number;
  questions: { question: string; serps: number }[];
  terms: ScoredTerm[];
  length: LengthStats | null;
  consensus: Recommendation;
  ai: Recommendation | null;
};

export function consensusLabel(pages: number): string {
  return `Consensus of the top ${pages} page${pages === 1 ? "" : "s"}`;
}

export async function loadStructure(scope: BrandScope, target: ResearchTarget): Promise<Structure | null> {
  const top = await loadTopArticles(scope, target);
  if (!top) return null;
  const read = top.rows.flatMap((r) => (r.article?.status === "fetched" ? [{ url: r.url, headings: r.article.headings, terms: r.article.terms, wordCount: r.article.wordCount }] : []));
  const clusters = clusterHeadings(read, { keywords: top.serp.keywords.length ? top.serp.keywords : [top.serp.label] });
  const minPages = consensusThreshold(read.length);
  const key = targetKey(target);
  const [stored] = await withScope(scope, (tx) => tx.select().from(contentStructures).where(and(eq(contentStructures.brandId, scope.brandId), eq(contentStructures.targetKey, key))));
  const citations = stored ? await listCitations(scope, STRUCTURE_PURPOSE, [key]) : [];
  return {
    top,
    pages: read.length,
    clusters,
    minPages,
    questions: top.serp.peopleAlsoAsk,
    terms: termTable(read),
    length: typicalLength(read.map((p) => p.wordCount)),
    consensus: { method: "consensus", label: consensusLabel(read.length), outline: consensusOutline(clusters, minPages), citations: [], createdAt: null },
    ai: stored ? { method: "ai", label: `AI (${stored.engineLabel})`, outline: stored.outline, citations, createdAt: stored.createdAt } : null,
  };
}

/** The brief's terms: the scored terms without their score. */
export function briefTerms(terms: readonly ScoredTerm[]): ContentTerm[] {
  return terms.map((t) => ({ term: t.term, count: t.count, pages: t.pages }));
}
