/**
 * The Channel Mix scoring model: pure and transparent. Each network gets four factor scores
 * (0–100) from what the brand told us and what it measured, a weighted total, a tier, a cadence and
 * the hours a week that cadence takes — with one sentence per factor saying why. Nothing here reads
 * the database; ./queries.ts gathers the inputs.
 */

export const MIX_NETWORKS = ["linkedin", "instagram", "facebook", "tiktok", "youtube", "x"] as const;
export type MixNetwork = (typeof MIX_NETWORKS)[number];

export const NETWORK_LABEL: Record<MixNetwork, string> = {
  linkedin: "LinkedIn",
  instagram: "Instagram",
  facebook: "Facebook",
  tiktok: "TikTok",
  youtube: "YouTube",
  x: "X (Twitter)",
};

/** Weights of the factors in the total; they add up to 1. */
export const WEIGHTS = { audience: 0.35, goals: 0.25, results: 0.3, intent: 0.1 } as const;
export type Factor = keyof typeof WEIGHTS;

/** What the brand measured on one network (its own tracked profile), over the last 90 days. */
export type NetworkResults = {
  followers: number | null;
  /** Followers 90 days ago (the oldest snapshot in the window), when known. */
  followersBefore: number | null;
  posts: number;
  /** Mean of (likes + comments + shares + saves) / followers over the posts with counts, in %. */
  engagementRate: number | null;
};

export type MixInputs = {
  businessModel: string | null;
  /** Audience text: the questionnaire's audience answers and the personas. */
  audience: string;
  /** Goals and KPIs text. */
  goals: string;
  currentChannels: string[];
  bestChannel: string;
  channelsToExplore: string;
  /** Team hours a week for marketing, when the questionnaire says. */
  teamHours: number | null;
  results: Partial<Record<MixNetwork, NetworkResults>>;
};

export type Tier = "invest" | "maintain" | "deprioritise";

export type NetworkScore = {
  network: MixNetwork;
  score: number;
  tier: Tier;
  factors: Record<Factor, number>;
  reasons: string[];
  postsPerWeek: number;
  cadence: string;
  hoursPerWeek: number;
};

/** Median engagement rate per post by followers, in %, used as the "average" a brand is compared with. */
export const ENGAGEMENT_BENCHMARK: Record<MixNetwork, number> = { linkedin: 2, instagram: 0.6, facebook: 0.15, tiktok: 2.5, youtube: 1.5, x: 0.05 };

const MODEL_FIT: Record<string, Record<MixNetwork, number>> = {
  B2B: { linkedin: 90, instagram: 40, facebook: 35, tiktok: 25, youtube: 60, x: 55 },
  B2C: { linkedin: 30, instagram: 85, facebook: 70, tiktok: 80, youtube: 70, x: 45 },
  B2B2C: { linkedin: 70, instagram: 70, facebook: 55, tiktok: 50, youtube: 60, x: 50 },
  Marketplace: { linkedin: 45, instagram: 75, facebook: 70, tiktok: 60, youtube: 55, x: 45 },
  "Non-profit": { linkedin: 60, instagram: 70, facebook: 75, tiktok: 45, youtube: 55, x: 50 },
};

type Signal = { words: RegExp; networks: Partial<Record<MixNetwork, number>>; why: string };

const AUDIENCE_SIGNALS: Signal[] = [
  { words: /\b(executives?|ceos?|cfos?|ctos?|founders?|managers?|decision[- ]makers?|recruiters?|hr|procurement|enterprises?|saas|b2b)\b/i, networks: { linkedin: 15, x: 5, tiktok: -10 }, why: "professionals and decision-makers" },
  { words: /\b(developers?|engineers?|devs|tech(nical)?)\b/i, networks: { x: 10, youtube: 10, linkedin: 5 }, why: "technical people" },
  { words: /\b(gen ?z|teens?|students?|young)\b/i, networks: { tiktok: 15, instagram: 10, facebook: -10, linkedin: -10 }, why: "a young audience" },
  { words: /\b(parents?|moms?|mums?|families|retirees?|seniors?|local)\b/i, networks: { facebook: 15, instagram: 5 }, why: "families or local communities" },
  { words: /\b(fashion|beauty|food|travel|fitness|design|lifestyle|interior|wellness|restaurants?)\b/i, networks: { instagram: 15, tiktok: 10 }, why: "a visual, lifestyle category" },
  { words: /\b(how[- ]to|tutorials?|education|learn(ers|ing)?|courses?|diy)\b/i, networks: { youtube: 15, tiktok: 5 }, why: "people who learn by watching" },
];

const GOAL_SIGNALS: Signal[] = [
  { words: /\b(leads?|pipeline|demos?|b2b sales|accounts?|abm)\b/i, networks: { linkedin: 25, x: 5 }, why: "lead generation" },
  { words: /\b(hiring|recruit(ing|ment)?|talent|employer brand(ing)?)\b/i, networks: { linkedin: 20 }, why: "hiring and employer brand" },
  { words: /\b(thought leadership|authority|expertise)\b/i, networks: { linkedin: 20, x: 10, youtube: 5 }, why: "thought leadership" },
  { words: /\b(awareness|reach|brand|visibility|followers?)\b/i, networks: { instagram: 15, tiktok: 20, youtube: 10 }, why: "awareness and reach" },
  { words: /\b(community|loyalty|engagement|ugc)\b/i, networks: { instagram: 15, facebook: 15 }, why: "community" },
  { words: /\b(e-?commerce|online sales|shop|store|orders?|conversions?|revenue)\b/i, networks: { instagram: 20, facebook: 15, tiktok: 10 }, why: "direct sales" },
  { words: /\b(video|webinars?)\b/i, networks: { youtube: 20, tiktok: 10 }, why: "video" },
];

/** Posts a week per tier, and hours one post takes to make on each network (write, design, publish, reply). */
const CADENCE: Record<MixNetwork, Record<Tier, number>> = {
  linkedin: { invest: 3, maintain: 2, deprioritise: 0 },
  instagram: { invest: 4, maintain: 2, deprioritise: 0 },
  facebook: { invest: 3, maintain: 1, deprioritise: 0 },
  tiktok: { invest: 4, maintain: 2, deprioritise: 0 },
  youtube: { invest: 1, maintain: 0.5, deprioritise: 0 },
  x: { invest: 5, maintain: 3, deprioritise: 0 },
};
const HOURS_PER_POST: Record<MixNetwork, number> = { linkedin: 0.75, instagram: 1.25, facebook: 0.5, tiktok: 2, youtube: 6, x: 0.25 };
/** Community management a week on a network the brand invests in: replies, comments, DMs. */
const COMMUNITY_HOURS = 1;

const NAME_PATTERN: Record<MixNetwork, RegExp> = {
  linkedin: /\blinked ?in\b/i,
  instagram: /\b(instagram|insta|ig)\b/i,
  facebook: /\b(facebook|fb|meta)\b/i,
  tiktok: /\btik ?tok\b/i,
  youtube: /\b(youtube|yt)\b/i,
  x: /\b(twitter|x\.com|tweets?)\b/i,
};

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));
const pct = (n: number) => `${n.toFixed(n < 1 ? 2 : 1)}%`;

export function tierOf(score: number): Tier {
  return score >= 65 ? "invest" : score >= 45 ? "maintain" : "deprioritise";
}

function audienceFactor(n: MixNetwork, inputs: MixInputs): { score: number; reason: string } {
  const fit = inputs.businessModel ? MODEL_FIT[inputs.businessModel] : undefined;
  let score = fit ? fit[n] : 50;
  const hits: string[] = [];
  for (const s of AUDIENCE_SIGNALS) {
    const delta = s.networks[n];
    if (delta && s.words.test(inputs.audience)) {
      score += delta;
      hits.push(`${s.why} (${delta > 0 ? "+" : ""}${delta})`);
    }
  }
  const base = fit ? `A ${inputs.businessModel} brand starts at ${fit[n]} on ${NETWORK_LABEL[n]}` : `The business model is not set in the questionnaire, so ${NETWORK_LABEL[n]} starts neutral at 50`;
  const reason = hits.length ? `${base}; the audience described as ${hits.join(", ")} moves it to ${clamp(score)}.` : `${base}${inputs.audience.trim() ? "; nothing in the audience description moves it." : "; no audience is described yet."}`;
  return { score: clamp(score), reason };
}

function goalsFactor(n: MixNetwork, inputs: MixInputs): { score: number; reason: string } {
  let score = 50;
  const hits: string[] = [];
  for (const s of GOAL_SIGNALS) {
    const delta = s.networks[n];
    if (delta && s.words.test(inputs.goals)) {
      score += delta;
      hits.push(s.why);
    }
  }
  if (!inputs.goals.trim()) return { score, reason: "No goals are written down yet, so goals count as neutral (50)." };
  return hits.length
    ? { score: clamp(score), reason: `The goals mention ${hits.join(" and ")}, which ${NETWORK_LABEL[n]} serves well (${clamp(score)}).` }
    : { score, reason: `None of the goals point to ${NETWORK_LABEL[n]} in particular (50).` };
}

function resultsFactor(n: MixNetwork, inputs: MixInputs): { score: number; reason: string } {
  const r = inputs.results[n];
  if (!r || (r.posts === 0 && r.followers === null)) {
    return { score: 50, reason: `No tracked ${NETWORK_LABEL[n]} results yet, so results count as neutral (50).` };
  }
  let score = 50;
  const parts: string[] = [];
  const bench = ENGAGEMENT_BENCHMARK[n];
  if (r.engagementRate !== null) {
    const ratio = Math.max(r.engagementRate, 0.001) / bench;
    score += Math.max(-30, Math.min(30, 20 * Math.log2(ratio)));
    parts.push(`engagement ${pct(r.engagementRate)} per post against a typical ${pct(bench)} over ${r.posts} post${r.posts === 1 ? "" : "s"}`);
  } else {
    parts.push(`${r.posts} post${r.posts === 1 ? "" : "s"} without engagement counts`);
  }
  if (r.followers !== null && r.followersBefore !== null && r.followersBefore > 0) {
    const growth = ((r.followers - r.followersBefore) / r.followersBefore) * 100;
    score += Math.max(-20, Math.min(20, growth * 2));
    parts.push(`followers ${growth >= 0 ? "up" : "down"} ${Math.abs(growth).toFixed(1)}% (${r.followersBefore.toLocaleString("en")} → ${r.followers.toLocaleString("en")})`);
  } else if (r.followers !== null) {
    parts.push(`${r.followers.toLocaleString("en")} followers, no earlier reading to measure growth`);
  }
  return { score: clamp(score), reason: `Over the last 90 days: ${parts.join("; ")} (${clamp(score)}).` };
}

function intentFactor(n: MixNetwork, inputs: MixInputs): { score: number; reason: string } {
  let score = 50;
  const notes: string[] = [];
  if (NAME_PATTERN[n].test(inputs.bestChannel)) {
    score += 35;
    notes.push("named as the channel that works best");
  }
  if (NAME_PATTERN[n].test(inputs.channelsToExplore)) {
    score += 25;
    notes.push("on the list of channels to try");
  }
  const usesSocial = inputs.currentChannels.some((c) => /social/i.test(c));
  if (usesSocial && inputs.results[n]?.posts) {
    score += 10;
    notes.push("already in use");
  }
  return notes.length ? { score: clamp(score), reason: `${NETWORK_LABEL[n]} is ${notes.join(" and ")} (${clamp(score)}).` } : { score, reason: `The questionnaire does not single out ${NETWORK_LABEL[n]} (50).` };
}

function cadenceText(postsPerWeek: number): string {
  if (postsPerWeek === 0) return "Pause, or keep the profile current without a posting plan";
  if (postsPerWeek < 1) return `${Math.round(postsPerWeek * 4)} posts a month`;
  return `${postsPerWeek} post${postsPerWeek === 1 ? "" : "s"} a week`;
}

/** Scores every network; the best first (ties keep the MIX_NETWORKS order). */
export function scoreChannelMix(inputs: MixInputs): NetworkScore[] {
  const scored = MIX_NETWORKS.map((network) => {
    const a = audienceFactor(network, inputs);
    const g = goalsFactor(network, inputs);
    const r = resultsFactor(network, inputs);
    const i = intentFactor(network, inputs);
    const factors = { audience: a.score, goals: g.score, results: r.score, intent: i.score };
    const score = clamp(factors.audience * WEIGHTS.audience + factors.goals * WEIGHTS.goals + factors.results * WEIGHTS.results + factors.intent * WEIGHTS.intent);
    const tier = tierOf(score);
    const postsPerWeek = CADENCE[network][tier];
    const hoursPerWeek = Math.round((postsPerWeek * HOURS_PER_POST[network] + (tier === "invest" ? COMMUNITY_HOURS : 0)) * 10) / 10;
    return { network, score, tier, factors, reasons: [a.reason, g.reason, r.reason, i.reason], postsPerWeek, cadence: cadenceText(postsPerWeek), hoursPerWeek };
  });
  return scored.sort((x, y) => y.score - x.score);
}

/** The plan's total effort against the team's hours, in one sentence (null when the team's hours are unknown). */
export function capacityNote(scores: NetworkScore[], teamHours: number | null): string | null {
  const total = Math.round(scores.reduce((s, n) => s + n.hoursPerWeek, 0) * 10) / 10;
  if (teamHours === null) return null;
  if (total <= teamHours) return `The suggested plan takes about ${total} hours a week, within the ${teamHours} hours the team has.`;
  return `The suggested plan takes about ${total} hours a week, more than the ${teamHours} hours the team has: start with the top network and add the next when it runs smoothly.`;
}

/** The first number of hours a week in a free-text answer ("2 people, 30 hours a week" → 30). */
export function parseTeamHours(text: string): number | null {
  const m = /(\d+(?:[.,]\d+)?)\s*(?:h|hrs?|hours?)\b/i.exec(text);
  return m ? Number(m[1]!.replace(",", ".")) : null;
}

/** Engagement rate of a set of posts by followers, in %; posts without any count are left out (never read as 0). */
export function engagementRate(posts: { likes: number | null; comments: number | null; shares: number | null; saves: number | null }[], followers: number | null): number | null {
  if (!followers || followers <= 0) return null;
  const rates = posts
    .filter((p) => p.likes !== null || p.comments !== null || p.shares !== null || p.saves !== null)
    .map((p) => ((p.likes ?? 0) + (p.comments ?? 0) + (p.shares ?? 0) + (p.saves ?? 0)) / followers);
  if (!rates.length) return null;
  return (rates.reduce((s, r) => s + r, 0) / rates.length) * 100;
}
