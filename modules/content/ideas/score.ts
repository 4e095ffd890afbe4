/**
 * An idea's score, 0–100, from three parts a person can check: volume (how many people search for
 * it), difficulty (how easy it is to win, higher = easier) and business fit (how close it is to what
 * the brand sells and how it was found). Pure, so the table, the seed and the tests agree.
 */
import type { CONTENT_IDEA_ORIGINS } from "@/db/schema/content";

export type IdeaOrigin = (typeof CONTENT_IDEA_ORIGINS)[number];

export type ScoreParts = { volume: number; difficulty: number; fit: number };

export const SCORE_WEIGHTS: ScoreParts = { volume: 0.4, difficulty: 0.3, fit: 0.3 };

/** How much each origin says about fit on its own: a focus group was chosen by the team, a lost AI answer is a buyer's question. */
const ORIGIN_FIT: Record<IdeaOrigin, number> = {
  saio_prompt: 75,
  keyword_group: 70,
  decaying_page: 70,
  striking_distance: 65,
  competitor_gap: 55,
  question: 50,
  ai: 60,
  manual: 60,
};

/** Without a keyword difficulty: a page that already ranks or once ranked is easier to move than a new one. */
const ORIGIN_EASE: Record<IdeaOrigin, number> = {
  striking_distance: 70,
  decaying_page: 75,
  keyword_group: 50,
  saio_prompt: 50,
  competitor_gap: 45,
  question: 55,
  ai: 50,
  manual: 50,
};

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

/** log scale: 10 → 26, 100 → 50, 1,000 → 75, 10,000+ → 100; unknown volume counts as 30. */
export function volumePart(volume: number | null | undefined): number {
  if (volume === null || volume === undefined || !Number.isFinite(volume) || volume < 0) return 30;
  return clamp((Math.log10(volume + 1) / 4) * 100);
}

export function difficultyPart(origin: IdeaOrigin, difficulty: number | null | undefined): number {
  if (difficulty === null || difficulty === undefined || !Number.isFinite(difficulty)) return ORIGIN_EASE[origin];
  return clamp(100 - difficulty);
}

export type FitInput = {
  origin: IdeaOrigin;
  /** informational | commercial | transactional | navigational */
  intent?: string | null;
  /** The idea's words meet the brand's own keywords (Brand Basic Data) or its name. */
  matchesBrandTerms?: boolean;
  /** A competitor's name is in the keyword: content about a rival's brand rarely converts. */
  competitorBranded?: boolean;
};

export function fitPart(input: FitInput): number {
  let fit = ORIGIN_FIT[input.origin];
  if (input.intent === "commercial" || input.intent === "transactional") fit += 15;
  else if (input.intent === "navigational") fit -= 10;
  if (input.matchesBrandTerms) fit += 15;
  if (input.competitorBranded) fit -= 25;
  return clamp(fit);
}

export function scoreOf(parts: ScoreParts): number {
  return clamp(parts.volume * SCORE_WEIGHTS.volume + parts.difficulty * SCORE_WEIGHTS.difficulty + parts.fit * SCORE_WEIGHTS.fit);
}

export function scoreIdea(input: FitInput & { volume?: number | null; difficulty?: number | null }): { score: number; parts: ScoreParts } {
  const parts = { volume: volumePart(input.volume), difficulty: difficultyPart(input.origin, input.difficulty), fit: fitPart(input) };
  return { score: scoreOf(parts), parts };
}
