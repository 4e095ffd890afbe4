/**
 * Value sets of the growth tables, free of drizzle imports so client components can use them
 * without pulling the schema into the browser bundle.
 */
/** AARRR, in funnel order. */
export const FUNNEL_STAGES = ["acquisition", "activation", "retention", "referral", "revenue"] as const;
/** A metric is the North Star or belongs to one AARRR stage. */
export const METRIC_STAGES = ["north_star", ...FUNNEL_STAGES] as const;
export const METRIC_DIRECTIONS = ["increase", "decrease"] as const;
export const METRIC_VALUE_SOURCES = ["manual", "csv", "one_pager"] as const;

/** The 19 traction channels of the Bullseye framework (Weinberg & Mares, "Traction"). */
export const CHANNEL_KEYS = [
  "viral_marketing",
  "public_relations",
  "unconventional_pr",
  "search_engine_marketing",
  "social_display_ads",
  "offline_ads",
  "seo",
  "content_marketing",
  "email_marketing",
  "engineering_as_marketing",
  "targeting_blogs",
  "business_development",
  "sales",
  "affiliate_programs",
  "existing_platforms",
  "trade_shows",
  "offline_events",
  "speaking_engagements",
  "community_building",
] as const;
/** outer = what's possible, middle = what's probable (cheap tests), inner = what's working (focus). */
export const CHANNEL_RINGS = ["outer", "middle", "inner"] as const;

export const IDEA_STATUSES = ["idea", "prioritised", "planned", "running", "done", "discarded"] as const;
export const SCORING_MODELS = ["ice", "rice"] as const;
/** RICE impact scale (massive, high, medium, low, minimal) and confidence tiers (high, medium, low). */
export const RICE_IMPACTS = [3, 2, 1, 0.5, 0.25] as const;
export const RICE_CONFIDENCES = [100, 80, 50] as const;

export const LEARNING_OUTCOMES = ["win", "loss", "inconclusive"] as const;
export const CHANGE_UNITS = ["percent", "absolute"] as const;

export type FunnelStage = (typeof FUNNEL_STAGES)[number];
export type MetricStage = (typeof METRIC_STAGES)[number];
export type MetricDirection = (typeof METRIC_DIRECTIONS)[number];
export type ChannelKey = (typeof CHANNEL_KEYS)[number];
export type ChannelRing = (typeof CHANNEL_RINGS)[number];
export type IdeaStatus = (typeof IDEA_STATUSES)[number];
export type ScoringModel = (typeof SCORING_MODELS)[number];
export type LearningOutcome = (typeof LEARNING_OUTCOMES)[number];
export type ChangeUnit = (typeof CHANGE_UNITS)[number];
