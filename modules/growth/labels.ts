/** Display names of the growth value sets (client-safe: no database imports). */
import type {
  ChannelKey,
  ChannelRing,
  FunnelStage,
  IdeaStatus,
  LearningOutcome,
  MetricStage,
} from "@/db/schema/growth-enums";

export const STAGE_LABELS: Record<MetricStage, string> = {
  north_star: "North Star",
  acquisition: "Acquisition",
  activation: "Activation",
  retention: "Retention",
  referral: "Referral",
  revenue: "Revenue",
};

export const STAGE_QUESTIONS: Record<MetricStage, string> = {
  north_star: "The one number that best captures the value customers get",
  acquisition: "How do people find us?",
  activation: "Do they have a great first experience?",
  retention: "Do they come back?",
  referral: "Do they tell others?",
  revenue: "How do we make money?",
};

export const CHANNELS: Record<ChannelKey, { label: string; short: string; hint: string }> = {
  viral_marketing: { label: "Viral marketing", short: "VIR", hint: "Users bring in other users: invites, sharing, network effects." },
  public_relations: { label: "Public relations (PR)", short: "PR", hint: "Coverage in newspapers, magazines, TV and large online outlets." },
  unconventional_pr: { label: "Unconventional PR", short: "UPR", hint: "Publicity stunts and customer appreciation that get talked about." },
  search_engine_marketing: { label: "Search engine marketing", short: "SEM", hint: "Paid search ads on Google, Bing and the like." },
  social_display_ads: { label: "Social and display ads", short: "ADS", hint: "Paid ads on social networks and display networks." },
  offline_ads: { label: "Offline ads", short: "OFF", hint: "TV, radio, print, billboards, direct mail." },
  seo: { label: "Search engine optimisation (SEO)", short: "SEO", hint: "Ranking organically for the searches customers make." },
  content_marketing: { label: "Content marketing", short: "CM", hint: "Articles, guides and media that attract and convert." },
  email_marketing: { label: "Email marketing", short: "EM", hint: "Emails that acquire, activate, retain and monetise." },
  engineering_as_marketing: { label: "Engineering as marketing", short: "EaM", hint: "Free tools, calculators and widgets that bring leads." },
  targeting_blogs: { label: "Targeting blogs", short: "BLG", hint: "Getting featured on the blogs and newsletters customers read." },
  business_development: { label: "Business development", short: "BD", hint: "Partnerships that benefit both sides." },
  sales: { label: "Sales", short: "SAL", hint: "Direct outreach and a sales process that converts leads." },
  affiliate_programs: { label: "Affiliate programs", short: "AFF", hint: "Paying partners per customer or sale they bring." },
  existing_platforms: { label: "Existing platforms", short: "PLT", hint: "App stores, marketplaces and platforms with large audiences." },
  trade_shows: { label: "Trade shows", short: "TS", hint: "Exhibiting where an industry meets." },
  offline_events: { label: "Offline events", short: "EVT", hint: "Meetups, conferences and events you host or sponsor." },
  speaking_engagements: { label: "Speaking engagements", short: "SPK", hint: "Talks that build credibility with the audience." },
  community_building: { label: "Community building", short: "COM", hint: "A community around the product that grows itself." },
};

export const RING_LABELS: Record<ChannelRing, { label: string; meaning: string; advice: string }> = {
  inner: { label: "Inner ring", meaning: "What's working", advice: "Focus here: the channel that moves the needle now." },
  middle: { label: "Middle ring", meaning: "What's probable", advice: "Run cheap tests on the 2–3 most promising channels." },
  outer: { label: "Outer ring", meaning: "What's possible", advice: "Brainstorm one idea per channel, then rank them." },
};

export const STATUS_LABELS: Record<IdeaStatus, string> = {
  idea: "Idea",
  prioritised: "Prioritised",
  planned: "Planned",
  running: "Running",
  done: "Done",
  discarded: "Discarded",
};

export const OUTCOME_LABELS: Record<LearningOutcome, string> = {
  win: "Win",
  loss: "Loss",
  inconclusive: "Inconclusive",
};

export const RICE_IMPACT_LABELS: Record<string, string> = {
  "3": "3 · Massive",
  "2": "2 · High",
  "1": "1 · Medium",
  "0.5": "0.5 · Low",
  "0.25": "0.25 · Minimal",
};

export const RICE_CONFIDENCE_LABELS: Record<string, string> = {
  "100": "100% · High",
  "80": "80% · Medium",
  "50": "50% · Low",
};

export function stageLabel(stage: string | null | undefined): string {
  return stage ? (STAGE_LABELS[stage as MetricStage] ?? stage) : "No stage";
}

export function channelLabel(channel: string | null | undefined): string {
  return channel ? (CHANNELS[channel as ChannelKey]?.label ?? channel) : "No channel";
}

export type { FunnelStage };
