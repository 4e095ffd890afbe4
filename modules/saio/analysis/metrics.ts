/**
 * SAIO metrics over a set of analysed answers (a prompt, topic, engine, run or period — the caller filters).
 *
 * - visibility: answers mentioning an own brand ÷ answers.
 * - avgPosition: mean position of the first own mention, over the answers that mention the brand (positionN).
 * - shareOfVoice: Σ over own brands of answers mentioning it ÷ Σ over all tracked brands of answers mentioning
 *   it. Counting answers, not raw mentions, keeps one long answer that repeats a name from dominating.
 * - citationShare: answers citing an own domain (or a subdomain) ÷ answers.
 * - sentiment: mean of the non-null own-brand scores, with their count.
 * Every proportion carries its sample size and a 95 % Wilson interval.
 */
import { citedDomains, domainMatches, extractUrls } from "./citations";
import { type Mention, type TrackedBrand, detectMentions } from "./mentions";
import { lexiconSentiment } from "./sentiment";
import { type Interval, mean, wilson } from "./stats";

export type AnalyzedAnswer = {
  promptId: string;
  engine: string;
  runId?: string;
  mentions: Mention[];
  citedDomains: string[];
  /** Sentiment toward the own brand, -1..1; null when not mentioned or not scored. */
  sentiment: number | null;
};

export type BrandMetrics = {
  brandId: string;
  own: boolean;
  /** Answers mentioning the brand. */
  answersWithMention: number;
  /** Raw mention count over all answers. */
  mentions: number;
  visibility: Interval;
  shareOfVoice: Interval;
  avgPosition: number | null;
  positionN: number;
  citationShare: Interval;
};

export type Metrics = {
  answers: number;
  visibility: Interval;
  avgPosition: number | null;
  positionN: number;
  shareOfVoice: Interval;
  citationShare: Interval;
  sentiment: { value: number | null; n: number };
  /** One row per tracked brand, in the order of `brands`. */
  perBrand: BrandMetrics[];
};

export function computeMetrics(answers: AnalyzedAnswer[], brands: TrackedBrand[]): Metrics {
  const n = answers.length;
  const ownIds = new Set(brands.filter((b) => b.own).map((b) => b.id));
  const ownDomains = brands.filter((b) => b.own).flatMap((b) => b.domains);

  type Tally = { answers: number; mentions: number; positions: number[]; cited: number };
  const stats = new Map<string, Tally>(brands.map((b) => [b.id, { answers: 0, mentions: 0, positions: [], cited: 0 }]));
  let ownVisible = 0;
  let ownCited = 0;
  const ownPositions: number[] = [];
  const sentiments: number[] = [];

  for (const answer of answers) {
    const seen = new Set<string>();
    let ownPosition: number | null = null;
    for (const m of answer.mentions) {
      const s = stats.get(m.brandId);
      if (!s || seen.has(m.brandId) || m.count <= 0) continue;
      seen.add(m.brandId);
      s.answers += 1;
      s.mentions += m.count;
      s.positions.push(m.position);
      if (ownIds.has(m.brandId)) ownPosition = ownPosition === null ? m.position : Math.min(ownPosition, m.position);
    }
    if (ownPosition !== null) {
      ownVisible += 1;
      ownPositions.push(ownPosition);
    }
    for (const b of brands) {
      if (b.domains.length && answer.citedDomains.some((d) => domainMatches(d, b.domains))) stats.get(b.id)!.cited += 1;
    }
    if (ownDomains.length && answer.citedDomains.some((d) => domainMatches(d, ownDomains))) ownCited += 1;
    if (answer.sentiment !== null && Number.isFinite(answer.sentiment)) sentiments.push(answer.sentiment);
  }

  let totalVoice = 0;
  let ownVoice = 0;
  for (const b of brands) {
    const a = stats.get(b.id)!.answers;
    totalVoice += a;
    if (b.own) ownVoice += a;
  }

  return {
    answers: n,
    visibility: wilson(ownVisible, n),
    avgPosition: mean(ownPositions),
    positionN: ownPositions.length,
    shareOfVoice: wilson(ownVoice, totalVoice),
    citationShare: wilson(ownCited, n),
    sentiment: { value: mean(sentiments), n: sentiments.length },
    perBrand: brands.map((b) => {
      const s = stats.get(b.id)!;
      return {
        brandId: b.id,
        own: b.own,
        answersWithMention: s.answers,
        mentions: s.mentions,
        visibility: wilson(s.answers, n),
        shareOfVoice: wilson(s.answers, totalVoice),
        avgPosition: mean(s.positions),
        positionN: s.positions.length,
        citationShare: wilson(s.cited, n),
      };
    }),
  };
}

/** Metrics per group (prompt, topic, engine, run, day…), groups sorted by key. */
export function computeMetricsBy(
  answers: AnalyzedAnswer[],
  brands: TrackedBrand[],
  keyOf: (answer: AnalyzedAnswer) => string,
): { key: string; metrics: Metrics }[] {
  const groups = new Map<string, AnalyzedAnswer[]>();
  for (const a of answers) {
    const key = keyOf(a);
    const list = groups.get(key) ?? [];
    list.push(a);
    groups.set(key, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, list]) => ({ key, metrics: computeMetrics(list, brands) }));
}

export type AnswerInput = {
  promptId: string;
  engine: string;
  runId?: string;
  text: string;
  /** Citations the engine returned alongside the text (Perplexity, web search); merged with URLs in the text. */
  citations?: string[];
};

/**
 * The local analysis of one answer: mentions, cited URLs and domains, and the lexicon sentiment toward the own
 * brand(s) (mean when several own brands are mentioned). AI sentiment, when available, replaces `sentiment`.
 */
export function analyzeAnswer(input: AnswerInput, brands: TrackedBrand[]): AnalyzedAnswer & { urls: string[] } {
  const urls = [...new Set([...(input.citations ?? []), ...extractUrls(input.text)])];
  const scores = brands
    .filter((b) => b.own)
    .map((b) => lexiconSentiment(input.text, b, brands)?.score)
    .filter((s): s is number => s !== undefined);
  return {
    promptId: input.promptId,
    engine: input.engine,
    ...(input.runId !== undefined ? { runId: input.runId } : {}),
    mentions: detectMentions(input.text, brands),
    citedDomains: citedDomains(urls),
    sentiment: mean(scores),
    urls,
  };
}
