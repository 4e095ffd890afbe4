/**
 * Themes across answers: answers are clustered by meaning — by the brand's embeddings when an
 * embedding model is connected, else by TF-IDF vectors of their words, so the analysis also works
 * offline — with average-linkage agglomerative clustering (deterministic: no random start, the same
 * answers give the same themes). A theme's offline name is its top terms; the engine may rename it.
 */
import { cosine } from "../results/ssr";

export type ThemeInput = { id: string; text: string };
export type Theme = { key: string; terms: string[]; memberIds: string[]; representativeIds: string[] };

const STOPWORDS = new Set(
  (
    "a about above after again against all also am an and any are as at be because been before being below between both but by can could " +
    "did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it " +
    "its itself just like me more most my myself no nor not now of off on once only or other our ours ourselves out over own really same she should so " +
    "some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what " +
    "when where which while who whom why will with would you your yours yourself yourselves i'm it's don't i'd i've that's there's would've " +
    "think feel maybe bit quite much thing things one get got make makes lot still even"
  ).split(/\s+/),
);

/** Lower-case word tokens without stopwords or very short words (contractions are one token). */
export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? []).filter((w) => w.length > 2 && !STOPWORDS.has(w));
}

/** One TF-IDF vector per text over the shared vocabulary (smoothed idf; sublinear tf). */
export function tfidfVectors(texts: readonly string[]): { vectors: number[][]; vocabulary: string[] } {
  const docs = texts.map(tokenize);
  const df = new Map<string, number>();
  for (const d of docs) for (const w of new Set(d)) df.set(w, (df.get(w) ?? 0) + 1);
  const vocabulary = [...df.keys()].sort();
  const index = new Map(vocabulary.map((w, i) => [w, i]));
  const n = docs.length;
  const vectors = docs.map((d) => {
    const v = new Array<number>(vocabulary.length).fill(0);
    const tf = new Map<string, number>();
    for (const w of d) tf.set(w, (tf.get(w) ?? 0) + 1);
    for (const [w, c] of tf) v[index.get(w)!] = (1 + Math.log(c)) * (Math.log((1 + n) / (1 + df.get(w)!)) + 1);
    return v;
  });
  return { vectors, vocabulary };
}

/**
 * Average-linkage clustering: merge the two most similar clusters while their mean pairwise
 * similarity is at least `threshold`. Returns clusters as lists of input indices, largest first.
 */
export function agglomerate(vectors: readonly (readonly number[])[], { threshold = 0.2 }: { threshold?: number } = {}): number[][] {
  const sim: number[][] = vectors.map((a, i) => vectors.map((b, j) => (i === j ? 1 : cosine(a, b))));
  let clusters = vectors.map((_, i) => [i]);
  const link = (a: number[], b: number[]) => {
    let s = 0;
    for (const i of a) for (const j of b) s += sim[i]![j]!;
    return s / (a.length * b.length);
  };
  while (clusters.length > 1) {
    let best = -Infinity;
    let bi = -1;
    let bj = -1;
    for (let i = 0; i < clusters.length; i++) {
      for (let j = i + 1; j < clusters.length; j++) {
        const s = link(clusters[i]!, clusters[j]!);
        if (s > best) [best, bi, bj] = [s, i, j];
      }
    }
    if (best < threshold) break;
    clusters = [...clusters.filter((_, k) => k !== bi && k !== bj), [...clusters[bi]!, ...clusters[bj]!].sort((x, y) => x - y)];
  }
  return clusters.sort((a, b) => b.length - a.length || a[0]! - b[0]!);
}

function centroid(vectors: readonly (readonly number[])[], members: number[]): number[] {
  const c = new Array<number>(vectors[0]!.length).fill(0);
  for (const m of members) vectors[m]!.forEach((x, k) => (c[k] = c[k]! + x));
  return c.map((x) => x / members.length);
}

/**
 * Themes of `answers`, largest first. `vectors` are the answers' embeddings in the same order when
 * available; otherwise TF-IDF vectors are used. Singletons are kept only when nothing grouped at all
 * (a theme of one answer is an anecdote, not a theme).
 */
export function findThemes(answers: readonly ThemeInput[], opts: { vectors?: number[][] | null; threshold?: number; maxClusters?: number } = {}): Theme[] {
  if (!answers.length) return [];
  const { vectors: tfidf, vocabulary } = tfidfVectors(answers.map((a) => a.text));
  const vectors = opts.vectors && opts.vectors.length === answers.length ? opts.vectors : tfidf;
  const threshold = opts.threshold ?? (opts.vectors ? 0.6 : 0.12);
  const clusters = agglomerate(vectors, { threshold });
  const grouped = clusters.filter((c) => c.length > 1);
  const kept = (grouped.length ? grouped : clusters).slice(0, opts.maxClusters ?? 8);
  return kept.map((members, k) => {
    // Top terms: highest summed TF-IDF weight inside the cluster (embeddings name nothing by themselves).
    const weight = new Array<number>(vocabulary.length).fill(0);
    for (const m of members) tfidf[m]!.forEach((x, i) => (weight[i] = weight[i]! + x));
    const terms = vocabulary
      .map((w, i) => ({ w, s: weight[i]! }))
      .filter((t) => t.s > 0)
      .sort((a, b) => b.s - a.s || a.w.localeCompare(b.w))
      .slice(0, 3)
      .map((t) => t.w);
    const c = centroid(vectors, members);
    // Closest to the centroid first, one per wording: three copies of the same sentence show nothing new.
    const seen = new Set<string>();
    const representatives = [...members]
      .sort((a, b) => cosine(vectors[b]!, c) - cosine(vectors[a]!, c) || a - b)
      .filter((m) => {
        const key = answers[m]!.text.trim().toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, 3);
    return { key: `t${k + 1}`, terms, memberIds: members.map((m) => answers[m]!.id), representativeIds: representatives.map((m) => answers[m]!.id) };
  });
}

const POSITIVE = new Set(
  "love loved like liked great good nice clear useful helpful appealing fresh simple easy excited interesting trust trustworthy convincing fun beautiful smart affordable worth fair want perfect best better enjoy enjoyed happy impressed compelling relevant catchy memorable premium friendly".split(" "),
);
const NEGATIVE = new Set(
  "hate hated dislike boring bad confusing confused unclear expensive pricey cheap generic vague annoying misleading fake pushy cluttered difficult hard worse worst overpriced doubt doubtful skeptical sceptical bland weak meh unsure disappointing irrelevant tacky cringe wouldn't won't".split(" "),
);

/**
 * A word-list sentiment in -1..1 for when no engine is connected: (positives − negatives) /
 * (positives + negatives). Crude by design — the page says which method produced the numbers.
 */
export function lexiconSentiment(text: string): number {
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  let pos = 0;
  let neg = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const negated = i > 0 && /^(not|never|no|don't|didn't|isn't|wasn't|wouldn't)$/.test(words[i - 1]!);
    const polarity = POSITIVE.has(w) ? 1 : NEGATIVE.has(w) ? -1 : 0;
    if (!polarity) continue;
    if (polarity * (negated ? -1 : 1) > 0) pos++;
    else neg++;
  }
  return pos + neg ? (pos - neg) / (pos + neg) : 0;
}
