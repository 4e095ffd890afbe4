/**
 * Focus keyword groups: keywords grouped into topics a single page can target.
 *
 * With stored SERPs the grouping follows Google: two keywords belong together when Google answers them with
 * the same pages (they share at least `minSharedUrls` of their top-10 organic URLs, default 3, as Keyword
 * Insights and SE Ranking do). Without SERPs it falls back to the words themselves (Jaccard similarity of
 * plural-stemmed content words). Every group says which method made it.
 *
 * Algorithm (both methods): greedy hub clustering, the "centroid" approach Keyword Insights describes.
 * Keywords are taken in order of volume (highest first, ties by keyword); the first keyword not yet in a
 * group opens a group as its hub and focus keyword, and every ungrouped keyword similar enough to the hub
 * joins. In "hard" mode a keyword must also be similar enough to every keyword already in the group, so
 * groups are tight and each keyword lands in one; "soft" mode only compares with the hub, giving fewer,
 * larger groups. Candidates come from an inverted index (URL → keywords, word → keywords), so a hub only
 * looks at keywords sharing something with it: 5,000 keywords cluster in well under a second.
 */
import { QUERY_FUNCTION_WORDS } from "@/lib/text/stopwords";
import { keywordTokens, normaliseKeyword, stemLight } from "./normalise";
import type { Serp } from "../types";

export type ClusterMethod = "serp" | "lexical";
export type ClusterMode = "hard" | "soft";

export type ClusterInput = {
  keyword: string;
  volume: number | null;
  /** Top organic URLs of the keyword's stored SERP, best first; absent or empty when no SERP is stored. */
  serpUrls?: readonly string[];
  /** The brand's URLs known to rank for the keyword from other sources (rank tracking, Search Console). */
  brandUrls?: readonly string[];
};

export type ClusterOptions = {
  /** Shared top-10 URLs needed to group two keywords by SERP. Default 3. */
  minSharedUrls?: number;
  /** How many organic results of each SERP count. Default 10. */
  serpDepth?: number;
  /** Jaccard similarity of content words needed to group two keywords lexically. Default 0.5. */
  minJaccard?: number;
  mode?: ClusterMode;
  /** The brand's domains, to find its URLs in the SERPs for the cannibalisation flag. */
  brandDomains?: readonly string[];
};

export type Cannibalisation = {
  /** Two or more of the brand's URLs rank for keywords of the same group. */
  urls: string[];
  /** Which keywords each URL ranks for. */
  byUrl: Record<string, string[]>;
};

export type KeywordCluster = {
  method: ClusterMethod;
  /** A short name for the topic: the focus keyword's words shared by most of the group. */
  label: string;
  /** The group's highest-volume keyword. */
  focusKeyword: string;
  keywords: string[];
  totalVolume: number;
  cannibalisation: Cannibalisation | null;
};

// Words that carry no topic: a group is not "how to" or "for".
const STOP_WORDS = new Set([
  ...QUERY_FUNCTION_WORDS,
  "what", "how", "why", "when", "where", "who", "which", "vs", "versus", "near", "best", "top",
]);

/** Content words of a keyword, plural-stemmed, for lexical similarity and labels. */
export function contentWords(keyword: string): string[] {
  const tokens = keywordTokens(keyword).map(stemLight);
  const content = tokens.filter((t) => !STOP_WORDS.has(t));
  // A keyword made only of stop words ("how to") still needs something to compare.
  return content.length > 0 ? content : tokens;
}

const PLAIN_URL = /^(?:https?:\/\/)?(?:www\.)?([a-z0-9.-]+)(\/[^?#%\s]*)?$/i;

/**
 * A URL reduced to what identifies the page: no scheme, no "www.", no fragment, no tracking parameters and
 * no trailing slash, so "https://www.x.com/a/?utm_source=y#top" and "http://x.com/a" are one result.
 */
export function canonicalUrl(url: string): string {
  // Most result URLs have no query or fragment; parsing those with URL is the slow part of clustering.
  const plain = PLAIN_URL.exec(url.trim());
  if (plain) return `${plain[1]!.toLowerCase()}${(plain[2] ?? "").replace(/\/+$/, "")}`;
  try {
    const u = new URL(url.includes("://") ? url : `https://${url}`);
    for (const key of [...u.searchParams.keys()]) {
      if (/^(utm_|gclid|fbclid|srsltid|ref$)/i.test(key)) u.searchParams.delete(key);
    }
    const host = u.hostname.toLowerCase().replace(/^www\./, "");
    const path = u.pathname.replace(/\/+$/, "");
    const query = u.searchParams.toString();
    return `${host}${path}${query ? `?${query}` : ""}`;
  } catch {
    return url.trim().toLowerCase();
  }
}

/** The top organic URLs of a stored SERP, for `ClusterInput.serpUrls`. */
export function serpUrls(serp: Pick<Serp, "organic">, depth = 10): string[] {
  return [...serp.organic]
    .sort((a, b) => a.position - b.position)
    .slice(0, depth)
    .map((r) => r.url);
}

function onDomain(canonical: string, domains: readonly string[]): boolean {
  const host = canonical.split(/[/?]/, 1)[0] ?? "";
  return domains.some((d) => host === d || host.endsWith(`.${d}`));
}

type Item = { keyword: string; volume: number; features: Set<string>; brandUrls: Set<string> };

function byVolume(a: Item, b: Item): number {
  return b.volume - a.volume || (a.keyword < b.keyword ? -1 : a.keyword > b.keyword ? 1 : 0);
}

function overlap(a: Set<string>, b: Set<string>): number {
  let n = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const x of small) if (large.has(x)) n++;
  return n;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  const inter = overlap(a, b);
  const union = a.size + b.size - inter;
  return union === 0 ? 0 : inter / union;
}

/** Greedy hub clustering over one set of items (see the module comment). */
function hubCluster(items: Item[], similar: (a: Item, b: Item) => boolean, mode: ClusterMode): Item[][] {
  items.sort(byVolume);
  const index = new Map<string, number[]>();
  items.forEach((item, i) => {
    for (const f of item.features) {
      const list = index.get(f);
      if (list) list.push(i);
      else index.set(f, [i]);
    }
  });
  const grouped = new Uint8Array(items.length);
  const groups: Item[][] = [];
  for (let h = 0; h < items.length; h++) {
    if (grouped[h]) continue;
    grouped[h] = 1;
    const hub = items[h]!;
    const members = [hub];
    const candidates = new Set<number>();
    for (const f of hub.features) for (const i of index.get(f) ?? []) if (!grouped[i]) candidates.add(i);
    // Volume order, so in hard mode the bigger keywords shape the group first.
    for (const i of [...candidates].sort((x, y) => x - y)) {
      const item = items[i]!;
      if (!similar(hub, item)) continue;
      if (mode === "hard" && !members.every((m) => m === hub || similar(m, item))) continue;
      grouped[i] = 1;
      members.push(item);
    }
    groups.push(members);
  }
  return groups;
}

function labelOf(members: Item[]): string {
  const focus = members[0]!;
  if (members.length === 1) return focus.keyword;
  const sets = members.map((m) => new Set(contentWords(m.keyword)));
  const focusTokens = keywordTokens(focus.keyword);
  // Keep the focus keyword's own words (in its order and spelling) that at least half the group shares.
  const kept = focusTokens.filter((t) => {
    const stem = stemLight(t);
    if (STOP_WORDS.has(stem)) return false;
    return sets.filter((s) => s.has(stem)).length * 2 >= members.length;
  });
  return kept.length > 0 ? kept.join(" ") : focus.keyword;
}

function cannibalisationOf(members: Item[]): Cannibalisation | null {
  const byUrl: Record<string, string[]> = {};
  for (const m of members) for (const u of m.brandUrls) (byUrl[u] ??= []).push(m.keyword);
  const urls = Object.keys(byUrl).sort();
  return urls.length >= 2 ? { urls, byUrl } : null;
}

/**
 * Groups keywords into topics: by SERP overlap for the keywords that have stored SERPs, lexically for the
 * rest (a keyword without a SERP cannot be compared with Google's view, so it is never mixed into a SERP
 * group). Duplicate spellings of one keyword are merged first, keeping the highest volume. Groups come back
 * largest total volume first. A group is flagged for cannibalisation when two or more of the brand's URLs
 * rank for its keywords (found in the SERPs through `brandDomains`, or given in `brandUrls`).
 */
export function clusterKeywords(inputs: readonly ClusterInput[], options: ClusterOptions = {}): KeywordCluster[] {
  const minShared = options.minSharedUrls ?? 3;
  const depth = options.serpDepth ?? 10;
  const minJaccard = options.minJaccard ?? 0.5;
  const mode = options.mode ?? "hard";
  const brandDomains = (options.brandDomains ?? []).map((d) => canonicalUrl(d).split("/", 1)[0]!);

  const unique = new Map<string, Item & { hasSerp: boolean }>();
  for (const input of inputs) {
    const keyword = normaliseKeyword(input.keyword);
    if (!keyword) continue;
    const urls = (input.serpUrls ?? []).slice(0, depth).map(canonicalUrl);
    const brandUrls = new Set((input.brandUrls ?? []).map(canonicalUrl));
    for (const u of urls) if (brandDomains.length > 0 && onDomain(u, brandDomains)) brandUrls.add(u);
    const volume = input.volume ?? 0;
    const seen = unique.get(keyword);
    if (seen) {
      seen.volume = Math.max(seen.volume, volume);
      for (const u of brandUrls) seen.brandUrls.add(u);
      if (!seen.hasSerp && urls.length > 0) {
        seen.features = new Set(urls);
        seen.hasSerp = true;
      }
      continue;
    }
    const hasSerp = urls.length > 0;
    unique.set(keyword, {
      keyword,
      volume,
      features: hasSerp ? new Set(urls) : new Set(contentWords(keyword)),
      brandUrls,
      hasSerp,
    });
  }
  const withSerp = [...unique.values()].filter((i) => i.hasSerp);
  const without = [...unique.values()].filter((i) => !i.hasSerp);

  const out: KeywordCluster[] = [];
  const emit = (groups: Item[][], method: ClusterMethod) => {
    for (const members of groups) {
      out.push({
        method,
        label: labelOf(members),
        focusKeyword: members[0]!.keyword,
        keywords: members.map((m) => m.keyword),
        totalVolume: members.reduce((s, m) => s + m.volume, 0),
        cannibalisation: cannibalisationOf(members),
      });
    }
  };
  emit(hubCluster(withSerp, (a, b) => overlap(a.features, b.features) >= minShared, mode), "serp");
  emit(hubCluster(without, (a, b) => jaccard(a.features, b.features) >= minJaccard, mode), "lexical");
  return out.sort((a, b) => b.totalVolume - a.totalVolume || b.keywords.length - a.keywords.length);
}
