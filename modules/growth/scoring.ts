/**
 * ICE and RICE scoring, the confidence prior from past learnings, and the ranking. Pure and
 * client-safe: the server ranks with the same functions the browser previews with.
 *
 * Rules (pinned by scoring.test.ts, documented in docs/growth-hacking.md):
 * - ICE = (impact + confidence + ease) / 3, each an integer 1–10, rounded half up to one decimal.
 * - RICE = reach × impact × confidence% ÷ effort, impact ∈ {3, 2, 1, 0.5, 0.25}, confidence ∈
 *   {100, 80, 50}, effort in person-months (> 0, at most two decimals), rounded half up to one decimal.
 *   Computed on integers so that no binary-float residue can flip a rounding.
 * - Prior: the win rate of past learnings in the same channel and stage, smoothed with Laplace's
 *   rule of succession p = (wins + 1) / (n + 2) so that one lucky win does not mean certainty.
 *   ICE confidence = round half up (10·p), clamped to 1–10; RICE confidence = the nearest tier to
 *   100·p (≥ 90 → 100, ≥ 65 → 80, else 50). No learnings, no prior.
 */
import {
  RICE_CONFIDENCES,
  RICE_IMPACTS,
  type LearningOutcome,
  type ScoringModel,
} from "@/db/schema/growth-enums";

type IceInput = { impact: number | null; confidence: number | null; ease: number | null };
type RiceInput = { reach: number | null; impact: number | null; confidence: number | null; effort: number | null };

const isIceValue = (v: number | null): v is number => v !== null && Number.isInteger(v) && v >= 1 && v <= 10;

/** floor((2·num + den) / (2·den)): num/den rounded half up, for non-negative integers. */
function divRoundHalfUp(num: bigint, den: bigint): bigint {
  return (2n * num + den) / (2n * den);
}

/** ICE score with one decimal, or null while any of the three is missing or out of range. */
export function iceScore(input: IceInput): number | null {
  const { impact, confidence, ease } = input;
  if (!isIceValue(impact) || !isIceValue(confidence) || !isIceValue(ease)) return null;
  const tenths = divRoundHalfUp(BigInt(impact + confidence + ease) * 10n, 3n);
  return Number(tenths) / 10;
}

/** Effort in hundredths of a person-month, or null when it is not a positive two-decimal number. */
export function effortHundredths(effort: number | null): number | null {
  if (effort === null || !Number.isFinite(effort) || effort <= 0) return null;
  const h = Math.round(effort * 100);
  if (h <= 0 || Math.abs(h - effort * 100) > 1e-6) return null;
  return h;
}

function isRiceImpact(v: number | null): v is (typeof RICE_IMPACTS)[number] {
  return v !== null && (RICE_IMPACTS as readonly number[]).includes(v);
}

function isRiceConfidence(v: number | null): v is (typeof RICE_CONFIDENCES)[number] {
  return v !== null && (RICE_CONFIDENCES as readonly number[]).includes(v);
}

/** RICE score with one decimal, or null while an input is missing or invalid. */
export function riceScore(input: RiceInput): number | null {
  const { reach, impact, confidence, effort } = input;
  if (reach === null || !Number.isSafeInteger(reach) || reach < 0) return null;
  if (!isRiceImpact(impact) || !isRiceConfidence(confidence)) return null;
  const e = effortHundredths(effort);
  if (e === null) return null;
  // reach × (impact·4)/4 × confidence/100 ÷ (e/100) = reach·impact4·confidence / (4·e)
  const impact4 = BigInt(Math.round(impact * 4));
  const num = BigInt(reach) * impact4 * BigInt(confidence) * 10n;
  const tenths = divRoundHalfUp(num, 4n * BigInt(e));
  return Number(tenths) / 10;
}

export type ScoredFields = {
  iceImpact: number | null;
  iceConfidence: number | null;
  iceEase: number | null;
  riceReach: number | null;
  riceImpact: number | null;
  riceConfidence: number | null;
  effort: number | null;
};

export function scoreFor(model: ScoringModel, idea: ScoredFields): number | null {
  return model === "ice"
    ? iceScore({ impact: idea.iceImpact, confidence: idea.iceConfidence, ease: idea.iceEase })
    : riceScore({ reach: idea.riceReach, impact: idea.riceImpact, confidence: idea.riceConfidence, effort: idea.effort });
}

export type ConfidencePrior = {
  /** Learnings in the same channel and stage. */
  sample: number;
  wins: number;
  /** Raw win rate in percent (wins / sample), rounded half up. */
  winRate: number;
  /** Laplace-smoothed win rate, 0–1. */
  smoothed: number;
  ice: number;
  rice: (typeof RICE_CONFIDENCES)[number];
};

export function confidencePrior(outcomes: readonly LearningOutcome[]): ConfidencePrior | null {
  const n = outcomes.length;
  if (n === 0) return null;
  const wins = outcomes.filter((o) => o === "win").length;
  const a = BigInt(wins + 1);
  const b = BigInt(n + 2);
  const ice = Math.min(10, Math.max(1, Number(divRoundHalfUp(10n * a, b))));
  const pct = Number(divRoundHalfUp(100n * a, b));
  const rice = pct >= 90 ? 100 : pct >= 65 ? 80 : 50;
  return { sample: n, wins, winRate: Number(divRoundHalfUp(100n * BigInt(wins), BigInt(n))), smoothed: (wins + 1) / (n + 2), ice, rice };
}

/** Key of the prior's bucket: ideas and learnings match on channel and stage, both required. */
export function priorKey(channel: string | null, stage: string | null): string | null {
  return channel && stage ? `${channel}|${stage}` : null;
}

export type Ranked<T> = T & { score: number | null; rank: number | null };

/**
 * Highest score first; ties by creation order, then id, so the ranking is stable between renders.
 * Unscored ideas follow, unranked, oldest first.
 */
export function rankIdeas<T extends ScoredFields & { id: string; createdAt: Date | string }>(
  ideas: readonly T[],
  model: ScoringModel,
): Ranked<T>[] {
  const time = (d: Date | string) => (typeof d === "string" ? Date.parse(d) : d.getTime());
  const withScore = ideas.map((idea) => ({ ...idea, score: scoreFor(model, idea), rank: null as number | null }));
  withScore.sort((x, y) => {
    if (x.score !== null && y.score !== null && x.score !== y.score) return y.score - x.score;
    if ((x.score === null) !== (y.score === null)) return x.score === null ? 1 : -1;
    return time(x.createdAt) - time(y.createdAt) || x.id.localeCompare(y.id);
  });
  let rank = 0;
  for (const idea of withScore) if (idea.score !== null) idea.rank = ++rank;
  return withScore;
}
