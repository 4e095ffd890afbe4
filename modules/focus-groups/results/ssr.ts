/**
 * Semantic Similarity Rating (Maier et al. 2025, "LLMs reproduce human purchase intent via semantic
 * similarity elicitation of Likert ratings"; the llm-consumer-research package): a free-text answer
 * is embedded next to five anchor statements of a Likert scale, and its cosine similarities become a
 * probability distribution over 1..5 — subtract the smallest similarity (so the least similar anchor
 * gets 0), normalise, optionally sharpen or flatten with a temperature. The expected value is the
 * answer's SSR rating. Stated ratings of LLM participants cluster on one value; SSR recovers a
 * distribution from what they actually said, which is why both are shown side by side.
 */

export type AnchorSet = { key: string; label: string; statements: readonly [string, string, string, string, string] };

export const PURCHASE_ANCHORS: AnchorSet = {
  key: "purchase",
  label: "purchase intent",
  statements: [
    "It's very unlikely that I'd buy it.",
    "It's unlikely that I'd buy it.",
    "I might buy it or I might not. I'm not sure.",
    "It's somewhat possible I'd buy it.",
    "It's very likely that I'd buy it.",
  ],
};

export const APPEAL_ANCHORS: AnchorSet = {
  key: "appeal",
  label: "appeal",
  statements: [
    "I really dislike it; it does nothing for me.",
    "I don't like it much.",
    "It's okay, I feel neutral about it.",
    "I like it.",
    "I really love it; it's exactly what I want.",
  ],
};

/** Purchase-intent anchors when the question asks about buying, else general appeal. */
export function anchorsFor(questionText: string): AnchorSet {
  return /\b(buy|purchas|order|subscribe|sign up|pay|try it)/i.test(questionText) ? PURCHASE_ANCHORS : APPEAL_ANCHORS;
}

export function cosine(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) throw new Error(`Vectors of different lengths (${a.length} and ${b.length}) cannot be compared.`);
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/** 5 numbers summing to 1: P(rating = 1..5). */
export type Likert = [number, number, number, number, number];

const UNIFORM: Likert = [0.2, 0.2, 0.2, 0.2, 0.2];

/**
 * The SSR distribution of one answer. `temperature` 1 is the paper's plain normalisation; below 1
 * sharpens toward the most similar anchor, above 1 flattens. Equal similarities (an answer that says
 * nothing about the scale) give the uniform distribution.
 */
export function ssrDistribution(answer: readonly number[], anchors: readonly (readonly number[])[], temperature = 1): Likert {
  if (anchors.length !== 5) throw new Error("SSR needs exactly five anchor vectors (ratings 1 to 5).");
  if (!(temperature > 0)) throw new Error("The SSR temperature must be above 0.");
  const sims = anchors.map((a) => cosine(answer, a));
  const min = Math.min(...sims);
  const raw = sims.map((s) => Math.pow(s - min, 1 / temperature));
  const total = raw.reduce((s, x) => s + x, 0);
  if (!(total > 1e-12)) return [...UNIFORM];
  return raw.map((x) => x / total) as Likert;
}

export function expectedRating(p: Likert): number {
  return p.reduce((s, x, i) => s + x * (i + 1), 0);
}

/** The mean of answers' distributions: the question's SSR Likert distribution. */
export function aggregateLikert(dists: readonly Likert[]): Likert | null {
  if (!dists.length) return null;
  const sum: Likert = [0, 0, 0, 0, 0];
  for (const d of dists) for (let i = 0; i < 5; i++) sum[i] = sum[i]! + d[i]!;
  return sum.map((x) => x / dists.length) as Likert;
}

/** An expected 1..5 SSR rating on a question's own scale (e.g. 1..7, 0..10), so it sits next to the stated mean. */
export function onScale(rating1to5: number, scale: { min: number; max: number }): number {
  return scale.min + ((rating1to5 - 1) / 4) * (scale.max - scale.min);
}
