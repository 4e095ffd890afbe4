/** SAIO analysis: pure, local functions over AI answers (no database, network or React). */
export { type Mention, type MentionSpan, type TrackedBrand, atSentenceStart, detectMentions, inNameSlot, mentionSpans } from "./mentions";
export { type CitationGroup, citationMarkers, citedDomains, domainMatches, extractUrls, groupCitations, normalizeDomain } from "./citations";
export { type Sentiment, lexiconSentiment, scoreClause, sentenceRanges } from "./sentiment";
export { type Interval, mean, wilson } from "./stats";
export {
  type AnalyzedAnswer,
  type AnswerInput,
  type BrandMetrics,
  type Metrics,
  analyzeAnswer,
  computeMetrics,
  computeMetricsBy,
} from "./metrics";
export { type Candidate, discoverCandidates } from "./discovery";
export { type CandidateClass, type ClassifyContext, MARKETPLACES_PUBLISHERS, classifyByRules } from "./classify";
export { COMMON_WORDS, GENERIC_WORDS, fold, foldKey } from "./text";
