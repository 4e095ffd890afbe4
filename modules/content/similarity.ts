/**
 * The near-duplicate check of content marketing: is this idea, brief or draft close to something the
 * brand already has — or to something another brand of the same agency has (the agency never sells
 * the same article twice)?
 *
 * Short texts (titles, ideas) compare by their token sets: normalised, stop-worded, lightly stemmed
 * words, scored by Jaccard or by containment (a short title inside a longer one, see
 * MIN_TOKENS_FOR_CONTAINMENT). Long texts (≥ 50 words: drafts, full briefs) compare by 64-bit simhash
 * (lib/text/simhash) over word 3-shingles. Store `textFingerprint(text).simhash` in the row's
 * `simhash` column so later checks find it.
 *
 * "Across the agency" = the other brands with the same owner (brands.user_id). They are read as the
 * system (like the SAIO industry panel), because the person may not see them; what the person is
 * shown goes through their own RLS: names of brands they can see, only a count of the others.
 */
import { and, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { brands, contentBriefs, contentIdeas, contentPosts } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { asSystem } from "@/lib/system";
import { hamming, MIN_WORDS_FOR_SIMHASH, simhash } from "@/lib/text/simhash";

export type ContentKind = "idea" | "brief" | "post";

/** Token-set similarity at or above this is a near-duplicate. */
export const TOKEN_NEAR_DUPLICATE = 0.6;
/** Simhashes within this many bits (of 64) are near-duplicates: a 100-word text with two phrases reworded measured 6–7 bits, unrelated texts ~32. */
export const SIMHASH_NEAR_DUPLICATE_BITS = 10;
/**
 * Containment counts only when the smaller set (two words or more) lies wholly inside the larger and
 * the larger has at most half as many words again: "espresso grinder" ⊂ "choosing an espresso
 * grinder" is the same topic; "shoes" ⊂ any shoe title, or "espresso grinder" ⊂ "how to clean an
 * espresso grinder", is not.
 */
const MIN_TOKENS_FOR_CONTAINMENT = 2;
const MAX_CONTAINMENT_RATIO = 1.5;
/** Rows read per kind and side: the most recently changed, so the check stays one bounded read. */
const CANDIDATES_PER_KIND = 2000;
const MAX_LISTED = 10;

// Question words stay: they tell "what is X" from "why is X so expensive".
const STOP_WORDS = new Set(
  (
    "a about above after again against all am an and any are as at be because been before being below between both but by can could did do does doing down during each " +
    "few for from further had has have having he her here hers herself him himself his i if in into is it its itself just me more most my myself no nor not now of off on once " +
    "only or other our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this those through to too " +
    "under until up very was we were which while whom will with would you your yours yourself yourselves vs versus via per also get got "
  )
    .trim()
    .split(/\s+/),
);

/** Whether a (normalised) word carries no topic on its own ("the", "with", …). */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** Lower case, accents folded, split on anything that is not a letter or digit. */
export function normalisedWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Light suffix stripping (not Porter): plural, -ing, -ed, -ly, a final y → i or silent e, a doubled final
 * consonant. Enough for "running shoes" ≈ "run shoe" and "studies" ≈ "study"; the stem stays a
 * prefix of the word except for the final y/i, which the SQL prefilter allows for.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || /^\d+$/.test(w)) return w;
  if (w.endsWith("ies") && w.length > 4) w = w.slice(0, -3) + "i";
  else if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  else if (w.length > 5 && w.endsWith("ly")) w = w.slice(0, -2);
  if (w.length > 3 && w.endsWith("y")) w = w.slice(0, -1) + "i";
  else if (w.length > 4 && w.endsWith("e") && !w.endsWith("ee")) w = w.slice(0, -1);
  if (w.length > 3 && /([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
  return w;
}

export type TextFingerprint = { simhash: string | null; tokens: string[] };

/** The word set (sorted, unique) and, for texts of ≥ 50 words, the simhash. */
export function textFingerprint(text: string): TextFingerprint {
  const words = normalisedWords(text);
  const tokens = [...new Set(words.filter((w) => !STOP_WORDS.has(w) && (w.length > 1 || /\d/.test(w))).map(stem))].sort();
  return { simhash: words.length >= MIN_WORDS_FOR_SIMHASH ? simhash(words) : null, tokens };
}

/** Jaccard, or 0.9 for containment (see MIN_TOKENS_FOR_CONTAINMENT) — whichever is higher; 0 when either is empty. */
export function tokenSimilarity(a: readonly string[], b: readonly string[]): number {
  if (!a.length || !b.length) return 0;
  const small = a.length <= b.length ? a : b;
  const large = new Set(a.length <= b.length ? b : a);
  let shared = 0;
  for (const t of small) if (large.has(t)) shared++;
  const jaccard = shared / (a.length + b.length - shared);
  const containment = shared === small.length && small.length >= MIN_TOKENS_FOR_CONTAINMENT && large.size <= small.length * MAX_CONTAINMENT_RATIO ? 0.9 : 0;
  return Math.max(jaccard, containment);
}

export function simhashSimilarity(a: string, b: string): number {
  return 1 - hamming(a, b) / 64;
}

type Probe = { fingerprint: TextFingerprint; titleTokens: string[] | null };

type Candidate = { brandId: string; kind: ContentKind; id: string; title: string; status: string; tokens: string[]; simhash: string | null };

/**
 * How close a candidate is (0–1) and whether that is a near-duplicate. Long probe vs long candidate:
 * simhash; the probe's short text (its title when given, else the text when it is short) vs the
 * candidate's title: token sets. A long body is never token-compared with a title (every body on a
 * topic "contains" its title's words).
 */
export function compare(probe: Probe, c: Pick<Candidate, "tokens" | "simhash">): { similarity: number; near: boolean } {
  let best = 0;
  let near = false;
  if (probe.fingerprint.simhash && c.simhash) {
    const bits = hamming(probe.fingerprint.simhash, c.simhash);
    best = Math.max(best, 1 - bits / 64);
    if (bits <= SIMHASH_NEAR_DUPLICATE_BITS) near = true;
  }
  const shortTokens = probe.titleTokens ?? (probe.fingerprint.simhash ? null : probe.fingerprint.tokens);
  if (shortTokens) {
    const s = tokenSimilarity(shortTokens, c.tokens);
    if (s >= TOKEN_NEAR_DUPLICATE) near = true;
    best = Math.max(best, s);
  }
  return { similarity: Math.round(best * 100) / 100, near };
}

export type NearDuplicateInput = {
  kind: ContentKind;
  text: string;
  /** The item itself (of `kind`), left out of its own check. */
  excludeId?: string;
  /** A long text's title, compared by tokens with the others' titles as well. */
  title?: string;
};

export type OwnMatch = { kind: ContentKind; id: string; title: string; similarity: number; status: string };
export type AgencyMatch = OwnMatch & { brandId: string; brandName: string };
export type NearDuplicates = {
  own: OwnMatch[];
  /** count includes brands the person cannot see; visible names only those they can. */
  otherBrands: { count: number; visible: AgencyMatch[] };
};

type Source = { kind: ContentKind; table: typeof contentIdeas | typeof contentBriefs | typeof contentPosts; title: PgColumn; extra: SQL<string>; skip: SQL | null };

const SOURCES: Source[] = [
  // A merged idea lives on in the idea it was merged into; warning about both is noise.
  { kind: "idea", table: contentIdeas, title: contentIdeas.title, extra: sql<string>`''`, skip: ne(contentIdeas.status, "merged") },
  { kind: "brief", table: contentBriefs, title: contentBriefs.title, extra: sql<string>`coalesce(${contentBriefs.keyword}, '')`, skip: null },
  { kind: "post", table: contentPosts, title: contentPosts.title, extra: sql<string>`''`, skip: null },
];

/**
 * A cheap superset filter for one probe: rows whose title has a word starting like one of the probe's
 * stems, or that carry a simhash when the probe has one. Stems lose their last letter (y/i) first.
 */
function prefilter(src: Source, probes: Probe[]): SQL | undefined {
  if (probes.length > 20) return undefined;
  const stems = new Set<string>();
  let long = false;
  for (const p of probes) {
    if (p.fingerprint.simhash) long = true;
    for (const t of p.titleTokens ?? (p.fingerprint.simhash ? [] : p.fingerprint.tokens)) stems.add(t.length > 4 ? t.slice(0, -1) : t);
  }
  const parts: SQL[] = [];
  if (stems.size) {
    const alternatives = [...stems].map((s) => s.replace(/[^\p{L}\p{N}]/gu, "")).filter(Boolean);
    if (alternatives.length) parts.push(sql`(${src.title} || ' ' || ${src.extra}) ~* ${`\\m(${alternatives.join("|")})`}`);
  }
  if (long) parts.push(sql`${src.table.simhash} is not null`);
  if (!parts.length) return sql`false`;
  return sql`(${sql.join(parts, sql` or `)})`;
}

function toCandidates(kind: ContentKind, rows: { brandId: string; id: string; title: string; extra: string; status: string; simhash: string | null }[]): Candidate[] {
  return rows.map((r) => ({ brandId: r.brandId, kind, id: r.id, title: r.title, status: r.status, simhash: r.simhash, tokens: textFingerprint(`${r.title} ${r.extra}`).tokens }));
}

function selectFor(src: Source) {
  return {
    brandId: src.table.brandId,
    id: src.table.id,
    title: src.table.title,
    extra: src.extra,
    status: src.table.status,
    simhash: src.table.simhash,
  };
}

async function ownCandidates(scope: BrandScope, probes: Probe[]): Promise<Candidate[]> {
  return withScope(scope, async (tx) => {
    const out: Candidate[] = [];
    for (const src of SOURCES) {
      const rows = await tx
        .select(selectFor(src))
        .from(src.table)
        .where(and(eq(src.table.brandId, scope.brandId), src.skip ?? undefined, prefilter(src, probes)))
        .orderBy(desc(src.table.updatedAt))
        .limit(CANDIDATES_PER_KIND);
      out.push(...toCandidates(src.kind, rows));
    }
    return out;
  });
}

/** The agency's other brands' items, read past the tenant wall: the person may not see those brands. */
async function agencyCandidates(brandId: string, probes: Probe[]): Promise<Candidate[]> {
  return asSystem("content near-duplicates: the agency's other brands", async (db) => {
    const siblings = await db
      .select({ id: brands.id })
      .from(brands)
      .where(and(eq(brands.userId, sql`(select b.user_id from brands b where b.id = ${brandId}::uuid)`), ne(brands.id, brandId)));
    if (!siblings.length) return [];
    const ids = siblings.map((s) => s.id);
    const out: Candidate[] = [];
    for (const src of SOURCES) {
      const rows = await db
        .select(selectFor(src))
        .from(src.table)
        .where(and(inArray(src.table.brandId, ids), src.skip ?? undefined, prefilter(src, probes)))
        .orderBy(desc(src.table.updatedAt))
        .limit(CANDIDATES_PER_KIND);
      out.push(...toCandidates(src.kind, rows));
    }
    return out;
  });
}

function probeOf(input: NearDuplicateInput): Probe {
  return { fingerprint: textFingerprint(input.text), titleTokens: input.title?.trim() ? textFingerprint(input.title).tokens : null };
}

function matchesFor(probe: Probe, input: NearDuplicateInput, candidates: Candidate[]): (Candidate & { similarity: number })[] {
  const out: (Candidate & { similarity: number })[] = [];
  for (const c of candidates) {
    if (c.kind === input.kind && c.id === input.excludeId) continue;
    const { similarity, near } = compare(probe, c);
    if (near) out.push({ ...c, similarity });
  }
  return out.sort((a, b) => b.similarity - a.similarity);
}

/** Names of the brands the person can see among `ids` (their own RLS decides; the others stay anonymous). */
async function visibleBrandNames(scope: BrandScope, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await withScope(scope, (tx) => tx.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function check(scope: BrandScope, inputs: NearDuplicateInput[]): Promise<NearDuplicates[]> {
  const probes = inputs.map(probeOf);
  const [own, agency] = await Promise.all([ownCandidates(scope, probes), agencyCandidates(scope.brandId, probes)]);
  const agencyMatches = inputs.map((input, i) => matchesFor(probes[i]!, input, agency));
  const names = await visibleBrandNames(scope, [...new Set(agencyMatches.flat().map((m) => m.brandId))]);
  return inputs.map((input, i) => {
    const mine = matchesFor(probes[i]!, input, own);
    const theirs = agencyMatches[i]!;
    return {
      own: mine.slice(0, MAX_LISTED).map(({ kind, id, title, similarity, status }) => ({ kind, id, title, similarity, status })),
      otherBrands: {
        count: theirs.length,
        visible: theirs
          .filter((m) => names.has(m.brandId))
          .slice(0, MAX_LISTED)
          .map(({ brandId, kind, id, title, similarity, status }) => ({ brandId, brandName: names.get(brandId)!, kind, id, title, similarity, status })),
      },
    };
  });
}

/** Near-duplicates of one text among the brand's ideas, briefs and posts and the agency's other brands'. */
export async function findNearDuplicates(scope: BrandScope, input: NearDuplicateInput): Promise<NearDuplicates> {
  const [result] = await check(scope, [input]);
  return result!;
}

/** The same for many texts with one read of the candidates (a page of ideas). */
export async function findNearDuplicatesMany(scope: BrandScope, inputs: NearDuplicateInput[]): Promise<NearDuplicates[]> {
  if (!inputs.length) return [];
  return check(scope, inputs);
}
