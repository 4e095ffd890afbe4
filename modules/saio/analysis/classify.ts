/**
 * Rule-based classification of discovered names, used when no AI provider is configured. In order:
 * 1. marketplace_publisher — a known marketplace, retailer, review site, publisher or social platform, by name or
 *    by a domain seen with it.
 * 2. direct_competitor — an entry of the same list/table as a tracked brand (own or competitor) in at least half
 *    of the answers that name it (lists that name one of `competitorNames` count too).
 * 3. adjacent — named near the brand's keywords or its industry, but not listed with tracked brands that often.
 * 4. unrelated — none of the above.
 */
import { domainMatches } from "./citations";
import type { Candidate } from "./discovery";
import { escapeRegExp, foldKey } from "./text";

export type CandidateClass = "direct_competitor" | "adjacent" | "marketplace_publisher" | "unrelated";

export type ClassifyContext = { industry?: string | null; ownKeywords: string[]; competitorNames: string[] };

/** Known marketplaces, retailers, review sites, publishers and platforms: compact name → main domain. */
export const MARKETPLACES_PUBLISHERS: Record<string, string> = {
  amazon: "amazon.com",
  ebay: "ebay.com",
  etsy: "etsy.com",
  walmart: "walmart.com",
  target: "target.com",
  bestbuy: "bestbuy.com",
  costco: "costco.com",
  aliexpress: "aliexpress.com",
  alibaba: "alibaba.com",
  temu: "temu.com",
  zappos: "zappos.com",
  rei: "rei.com",
  dickssportinggoods: "dickssportinggoods.com",
  footlocker: "footlocker.com",
  runningwarehouse: "runningwarehouse.com",
  g2: "g2.com",
  capterra: "capterra.com",
  trustradius: "trustradius.com",
  getapp: "getapp.com",
  softwareadvice: "softwareadvice.com",
  gartner: "gartner.com",
  forrester: "forrester.com",
  producthunt: "producthunt.com",
  trustpilot: "trustpilot.com",
  yelp: "yelp.com",
  tripadvisor: "tripadvisor.com",
  wikipedia: "wikipedia.org",
  reddit: "reddit.com",
  quora: "quora.com",
  forbes: "forbes.com",
  youtube: "youtube.com",
  medium: "medium.com",
  substack: "substack.com",
  pcmag: "pcmag.com",
  techradar: "techradar.com",
  zdnet: "zdnet.com",
  cnet: "cnet.com",
  theverge: "theverge.com",
  wired: "wired.com",
  tomsguide: "tomsguide.com",
  engadget: "engadget.com",
  businessinsider: "businessinsider.com",
  nytimes: "nytimes.com",
  newyorktimes: "nytimes.com",
  wirecutter: "nytimes.com",
  theguardian: "theguardian.com",
  consumerreports: "consumerreports.org",
  runnersworld: "runnersworld.com",
  runrepeat: "runrepeat.com",
  doctorsofrunning: "doctorsofrunning.com",
  believeintherun: "believeintherun.com",
  coffeereview: "coffeereview.com",
  seriouseats: "seriouseats.com",
  homegrounds: "homegrounds.co",
  sprudge: "sprudge.com",
  linkedin: "linkedin.com",
  facebook: "facebook.com",
  instagram: "instagram.com",
  tiktok: "tiktok.com",
  twitter: "twitter.com",
  pinterest: "pinterest.com",
  hackernews: "ycombinator.com",
  stackoverflow: "stackoverflow.com",
  github: "github.com",
  appstore: "apple.com",
  googleplay: "play.google.com",
};

const KNOWN_DOMAINS = [...new Set(Object.values(MARKETPLACES_PUBLISHERS))];

const compact = (s: string) => foldKey(s).replace(/[^a-z0-9]/g, "");

/** Words of an industry label worth looking for ("Project management software" → "project management", "project", "management"). */
const INDUSTRY_FILLER = new Set("software services service products product tools tool industry company companies solutions and the of for b2b b2c saas".split(" "));

function keywordsOf(context: ClassifyContext): string[] {
  const out = context.ownKeywords.map((k) => k.trim()).filter(Boolean);
  if (context.industry?.trim()) {
    const words = foldKey(context.industry).split(/[^a-z0-9]+/).filter((w) => w.length >= 3 && !INDUSTRY_FILLER.has(w));
    out.push(context.industry.trim(), words.join(" "), ...words);
  }
  return [...new Set(out)];
}

function mentionsAny(text: string, terms: string[]): string | null {
  const hay = foldKey(text);
  for (const term of terms) {
    const t = foldKey(term);
    if (!t) continue;
    // Allow a plural/possessive tail: "running shoe" finds "running shoes".
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${t.split(/\s+/).map(escapeRegExp).join("[\\s-]+")}(?:s|es|'s)?(?![\\p{L}\\p{N}])`, "u");
    if (re.test(hay)) return term;
  }
  return null;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function classifyByRules(candidate: Candidate, context: ClassifyContext): { kind: CandidateClass; reason: string } {
  const key = compact(candidate.name);
  const knownByName = MARKETPLACES_PUBLISHERS[key] ?? MARKETPLACES_PUBLISHERS[key.replace(/(com|inc)$/, "")];
  const knownDomain = candidate.domains.find((d) => domainMatches(d, KNOWN_DOMAINS));
  if (knownByName || knownDomain) {
    return {
      kind: "marketplace_publisher",
      reason: `${candidate.name} is a known marketplace, review site or publisher (${knownDomain ?? knownByName}).`,
    };
  }

  const competitorLists = candidate.contexts.filter((c) => c.list && mentionsAny(c.text, context.competitorNames)).length;
  const coListed = Math.max(candidate.withTrackedInList, competitorLists);
  const answers = Math.max(candidate.answers, 1);
  if (coListed > 0 && coListed * 2 >= answers) {
    const peers = candidate.peers.length ? ` with ${candidate.peers.slice(0, 3).join(", ")}` : " with tracked competitors";
    return {
      kind: "direct_competitor",
      reason: `Listed${peers} in ${coListed} of ${plural(answers, "answer", "answers")} that name it.`,
    };
  }

  const keyword = mentionsAny(candidate.contexts.map((c) => c.text).join("\n"), keywordsOf(context));
  if (keyword) {
    return {
      kind: "adjacent",
      reason:
        coListed > 0
          ? `Named near “${keyword}”, but listed with tracked brands in only ${coListed} of ${plural(answers, "answer", "answers")}.`
          : `Named near “${keyword}”, but never in the same list as tracked brands.`,
    };
  }
  return {
    kind: "unrelated",
    reason: `Not listed with tracked brands and not named near the brand's keywords (${plural(answers, "answer", "answers")}).`,
  };
}
