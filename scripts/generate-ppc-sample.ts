/**
 * Generates db/sample/ppc once (deterministic: a seeded PRNG, fixed dates 2026-10-01..2026-10-30), the demo
 * brand Northwind Coffee's paid search as the ad UIs download it:
 * - google-ads-search-terms.csv: Google Ads → Insights and reports → Search terms, Day segment, "CSV" (UTF-8):
 *   title line, date-range line, header, ~3,000 rows, then the "Total: …" lines.
 * - google-ads-campaigns-by-day.csv: Campaigns with the Day segment, downloaded as "Excel .csv" (UTF-16LE with a
 *   byte-order mark, tab-separated), totals per campaign type.
 * - google-ads-keywords.csv: Search keywords over the period, keywords written with their match punctuation.
 * - microsoft-ads-search-terms.csv: Microsoft Advertising's search query report, API column names, with its
 *   "Report Name: …" preamble and copyright footer.
 * The story the figures tell: brand terms convert cheaply; "free", "jobs", "how to make" and "recipe" terms spend
 * without converting (n-gram negatives); a few terms are served from two ad groups (cannibalisation); and several
 * terms are ones the brand already ranks for organically (db/sample/seo: "northwind coffee", "cold brew
 * concentrate", "best coffee beans for espresso", …), so paying for them shows on /search-keywords.
 *
 *   npx tsx scripts/generate-ppc-sample.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const OUT = path.resolve(import.meta.dirname, "../db/sample/ppc");
const FROM = Date.UTC(2026, 9, 1);
const DAYS = 30;

let seed = 20261001;
const rand = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32);
const chance = (p: number) => rand() < p;
/** A Poisson-ish count around `mean`. */
const around = (mean: number) => Math.max(0, Math.round(mean * (0.6 + rand() * 0.8)));

const dayIso = (i: number) => new Date(FROM + i * 86_400_000).toISOString().slice(0, 10);
const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const longDate = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  return `${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
};
const usDate = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}`;
};
const RANGE = `${longDate(dayIso(0))} - ${longDate(dayIso(DAYS - 1))}`;

type Match = "exact" | "phrase" | "broad";
type Keyword = { text: string; match: Match; cpc: number; cvr: number; aov: number; qs: number };
type AdGroup = { name: string; id: string; keywords: Keyword[] };
type Campaign = { name: string; id: string; budget: number; adGroups: AdGroup[] };

const kw = (text: string, match: Match, cpc: number, cvr: number, qs: number, aov = 38): Keyword => ({ text, match, cpc, cvr, aov, qs });
const CAMPAIGNS: Campaign[] = [
  { name: "Northwind - Brand", id: "20481001", budget: 40, adGroups: [{ name: "Brand", id: "151001", keywords: [kw("northwind coffee", "exact", 0.35, 0.12, 10, 42), kw("northwind coffee roasters", "phrase", 0.4, 0.1, 9, 42)] }] },
  {
    name: "Northwind - Cold Brew",
    id: "20481002",
    budget: 60,
    adGroups: [
      { name: "Cold brew concentrate", id: "152001", keywords: [kw("cold brew concentrate", "exact", 1.1, 0.05, 8), kw("cold brew concentrate", "phrase", 1.0, 0.04, 7)] },
      { name: "Cold brew coffee", id: "152002", keywords: [kw("cold brew coffee", "phrase", 0.95, 0.03, 7), kw("cold brew coffee", "broad", 0.8, 0.015, 6)] },
      { name: "How to cold brew", id: "152003", keywords: [kw("how to make cold brew", "phrase", 0.6, 0.004, 5)] },
    ],
  },
  {
    name: "Northwind - Coffee Beans",
    id: "20481003",
    budget: 80,
    adGroups: [
      { name: "Espresso beans", id: "153001", keywords: [kw("espresso beans", "exact", 1.3, 0.045, 7), kw("best coffee beans for espresso", "phrase", 1.2, 0.035, 6)] },
      { name: "Single origin", id: "153002", keywords: [kw("single origin ethiopian coffee", "phrase", 1.05, 0.04, 8), kw("ethiopian yirgacheffe", "exact", 0.9, 0.05, 8)] },
      { name: "Decaf", id: "153003", keywords: [kw("decaf coffee beans", "exact", 0.85, 0.04, 7)] },
      { name: "Whole bean coffee", id: "153004", keywords: [kw("whole bean coffee", "broad", 0.9, 0.02, 5)] },
    ],
  },
  {
    name: "Northwind - Subscriptions",
    id: "20481004",
    budget: 70,
    adGroups: [{ name: "Coffee subscription", id: "154001", keywords: [kw("coffee subscription", "phrase", 1.6, 0.05, 7, 64), kw("best coffee subscription", "exact", 1.8, 0.06, 8, 64), kw("coffee delivery", "broad", 1.1, 0.015, 4, 64)] }],
  },
  {
    name: "Northwind - Competitors",
    id: "20481005",
    budget: 25,
    adGroups: [
      { name: "Blue Bottle", id: "155001", keywords: [kw("blue bottle coffee", "phrase", 1.4, 0.01, 3)] },
      { name: "Stumptown", id: "155002", keywords: [kw("stumptown coffee", "phrase", 1.3, 0.012, 3)] },
    ],
  },
];
const PMAX = { name: "Northwind - Performance Max", id: "20481006", budget: 50 };

/** Search terms a keyword matches: the keyword, its variants, and the wasted ones broad and phrase attract. */
const VARIANTS: Record<string, string[]> = {
  "northwind coffee": ["northwind coffee", "northwind coffee roasters", "nort wind coffee", "northwind coffee subscription", "northwind coffee discount code", "northwind coffee reviews"],
  "northwind coffee roasters": ["northwind coffee roasters", "northwind coffee roasters portland", "northwind roasters jobs"],
  "cold brew concentrate": ["cold brew concentrate", "cold brew coffee concentrate", "best cold brew concentrate", "cold brew concentrate ratio", "buy cold brew concentrate", "cold brew concentrate recipe", "starbucks cold brew concentrate"],
  "cold brew coffee": ["cold brew coffee", "cold brew coffee concentrate", "cold brew coffee near me", "cold brew coffee beans", "best cold brew coffee", "free cold brew coffee", "cold brew coffee maker", "cold brew coffee recipe", "cold brew coffee caffeine"],
  "how to make cold brew": ["how to make cold brew", "how to make cold brew at home", "how to make cold brew coffee", "how to make cold brew concentrate", "how to make cold brew without a maker"],
  "espresso beans": ["espresso beans", "best espresso beans", "espresso beans online", "dark roast espresso beans", "lavazza espresso beans", "espresso beans bulk"],
  "best coffee beans for espresso": ["best coffee beans for espresso", "best espresso beans", "best coffee beans for espresso machine", "best coffee beans for espresso uk"],
  "single origin ethiopian coffee": ["single origin ethiopian coffee", "ethiopian coffee beans", "ethiopian coffee ceremony", "single origin coffee subscription"],
  "ethiopian yirgacheffe": ["ethiopian yirgacheffe", "yirgacheffe coffee beans", "ethiopia yirgacheffe"],
  "decaf coffee beans": ["decaf coffee beans", "swiss water decaf coffee beans", "best decaf coffee beans", "decaf coffee beans free sample"],
  "whole bean coffee": ["whole bean coffee", "best whole bean coffee", "whole bean coffee costco", "free coffee samples", "coffee shop jobs", "barista jobs", "how to make coffee", "whole bean coffee grinder", "organic whole bean coffee", "best espresso beans"],
  "coffee subscription": ["coffee subscription", "coffee subscription gift", "single origin coffee subscription", "best coffee subscription", "free coffee subscription trial"],
  "best coffee subscription": ["best coffee subscription", "best coffee subscription 2026", "best coffee subscription reddit"],
  "coffee delivery": ["coffee delivery", "coffee delivery near me", "starbucks delivery", "coffee beans delivery", "coffee delivery jobs", "dunkin delivery"],
  "blue bottle coffee": ["blue bottle coffee", "blue bottle coffee subscription", "blue bottle coffee near me", "blue bottle coffee jobs"],
  "stumptown coffee": ["stumptown coffee", "stumptown cold brew", "stumptown coffee beans", "stumptown hair bender"],
};
const WASTED = /\b(free|jobs|how to make|recipe|maker|grinder|near me|costco|reddit|ceremony|caffeine)\b|starbucks|dunkin|lavazza/;

const MATCH_LABEL: Record<Match, string> = { exact: "Exact match", phrase: "Phrase match", broad: "Broad match" };
const KEYWORD_SHOWN: Record<Match, (t: string) => string> = { exact: (t) => `[${t}]`, phrase: (t) => `"${t}"`, broad: (t) => t };

type Figures = { clicks: number; impressions: number; cost: number; conversions: number; value: number };
const zero = (): Figures => ({ clicks: 0, impressions: 0, cost: 0, conversions: 0, value: 0 });
const add = (a: Figures, b: Figures) => {
  a.clicks += b.clicks;
  a.impressions += b.impressions;
  a.cost += b.cost;
  a.conversions += b.conversions;
  a.value += b.value;
};

/** Search term rows: one per term, ad group and day with impressions. */
type TermRow = { term: string; delivered: string; campaign: Campaign; adGroup: AdGroup; keyword: Keyword; day: number } & Figures;

function termFigures(term: string, k: Keyword, popularity: number, dayIndex: number): Figures | null {
  const weekend = [0, 6].includes(new Date(FROM + dayIndex * 86_400_000).getUTCDay());
  const impressions = around(popularity * (weekend ? 0.8 : 1.1));
  if (!impressions) return null;
  const wasted = WASTED.test(term);
  const ctr = (term === k.text ? 0.09 : 0.045) * (k.qs / 7);
  const clicks = Math.min(impressions, Math.round(impressions * ctr * (0.5 + rand())));
  const cost = Math.round(clicks * k.cpc * (0.7 + rand() * 0.6) * 100) / 100;
  const cvr = wasted ? 0 : k.cvr;
  let conversions = 0;
  for (let i = 0; i < clicks; i++) if (chance(cvr)) conversions++;
  return { impressions, clicks, cost, conversions, value: Math.round(conversions * k.aov * (0.8 + rand() * 0.4) * 100) / 100 };
}

function searchTermRows(): TermRow[] {
  const rows: TermRow[] = [];
  for (const campaign of CAMPAIGNS) {
    for (const adGroup of campaign.adGroups) {
      for (const k of adGroup.keywords) {
        const terms = VARIANTS[k.text] ?? [k.text];
        terms.forEach((term, i) => {
          const popularity = (i === 0 ? 40 : 18 / (1 + i * 0.3)) * (campaign.name.includes("Brand") ? 1.6 : 1);
          for (let d = 0; d < DAYS; d++) {
            if (!chance(i === 0 ? 0.98 : 0.93)) continue;
            const f = termFigures(term, k, popularity, d);
            if (!f) continue;
            const delivered = term === k.text ? MATCH_LABEL[k.match] : k.match === "exact" ? "Exact match (close variant)" : k.match === "phrase" ? (chance(0.5) ? "Phrase match (close variant)" : "Phrase match") : "Broad match";
            rows.push({ term, delivered, campaign, adGroup, keyword: k, day: d, ...f });
          }
        });
      }
    }
  }
  return rows;
}

const n0 = (n: number) => n.toLocaleString("en-US");
const n2 = (n: number) => n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pct = (a: number, b: number) => (b ? `${((a / b) * 100).toFixed(2)}%` : "--");
const per = (a: number, b: number) => (b ? n2(a / b) : "--");
const csvCell = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
const csvLine = (cells: string[]) => cells.map(csvCell).join(",");

function googleSearchTerms(rows: TermRow[]): string {
  const header = ["Search term", "Match type", "Added/Excluded", "Campaign", "Ad group", "Keyword", "Day", "Currency code", "Clicks", "Impr.", "CTR", "Avg. CPC", "Cost", "Conv. rate", "Conversions", "Cost / conv.", "Conv. value"];
  const lines = ["Search terms report", csvLine([RANGE]), csvLine(header)];
  const total = zero();
  for (const r of rows) {
    add(total, r);
    const added = r.term === r.keyword.text ? "Added" : WASTED.test(r.term) && chance(0.1) ? "Excluded" : "None";
    lines.push(
      csvLine([r.term, r.delivered, added, r.campaign.name, r.adGroup.name, KEYWORD_SHOWN[r.keyword.match](r.keyword.text), dayIso(r.day), "USD", n0(r.clicks), n0(r.impressions), pct(r.clicks, r.impressions), per(r.cost, r.clicks), n2(r.cost), pct(r.conversions, r.clicks), n2(r.conversions), per(r.cost, r.conversions), n2(r.value)]),
    );
  }
  // The account and network lines also count what the filtered terms report leaves out (terms below Google's privacy threshold).
  const account = { ...total, clicks: Math.round(total.clicks * 1.18), impressions: Math.round(total.impressions * 1.25), cost: total.cost * 1.17, conversions: total.conversions * 1.1, value: total.value * 1.1 };
  const totalLine = (label: string, f: Figures) =>
    csvLine([label, "--", "--", "--", "--", "--", "--", "USD", n0(f.clicks), n0(f.impressions), pct(f.clicks, f.impressions), per(f.cost, f.clicks), n2(f.cost), pct(f.conversions, f.clicks), n2(f.conversions), per(f.cost, f.conversions), n2(f.value)]);
  lines.push(totalLine("Total: Account", account), totalLine("Total: Search", account), totalLine("Total: Filtered search terms", total));
  return `${lines.join("\n")}\n`;
}

function googleCampaignsByDay(rows: TermRow[]): Buffer {
  const byDay = new Map<string, Figures>();
  for (const r of rows) {
    const k = `${r.campaign.id}|${r.day}`;
    if (!byDay.has(k)) byDay.set(k, zero());
    add(byDay.get(k)!, r);
  }
  const header = ["Campaign", "Campaign ID", "Campaign status", "Campaign type", "Budget", "Day", "Currency code", "Clicks", "Impr.", "CTR", "Avg. CPC", "Cost", "Conversions", "Conv. value"];
  const lines = ["Campaign report", RANGE, header.join("\t")];
  const byType = { Search: zero(), "Performance Max": zero() };
  for (const c of [...CAMPAIGNS, PMAX]) {
    const pmax = c === PMAX;
    for (let d = 0; d < DAYS; d++) {
      // A campaign's figures include the terms a search terms report does not list.
      const t = byDay.get(`${c.id}|${d}`) ?? zero();
      const f: Figures = pmax
        ? (() => {
            const clicks = around(48);
            const conversions = Math.round(clicks * 0.035 * (0.5 + rand()) * 100) / 100;
            return { clicks, impressions: around(5200), cost: Math.round(clicks * 0.72 * 100) / 100, conversions, value: Math.round(conversions * 41 * 100) / 100 };
          })()
        : { clicks: Math.round(t.clicks * 1.18), impressions: Math.round(t.impressions * 1.25), cost: Math.round(t.cost * 117) / 100, conversions: Math.round(t.conversions * 110) / 100, value: Math.round(t.value * 110) / 100 };
      add(byType[pmax ? "Performance Max" : "Search"], f);
      lines.push([c.name, c.id, "Enabled", pmax ? "Performance Max" : "Search", n2(c.budget), dayIso(d), "USD", n0(f.clicks), n0(f.impressions), pct(f.clicks, f.impressions), per(f.cost, f.clicks), n2(f.cost), n2(f.conversions), n2(f.value)].join("\t"));
    }
  }
  const all = zero();
  add(all, byType.Search);
  add(all, byType["Performance Max"]);
  const totalLine = (label: string, f: Figures) => [label, "--", "--", "--", "--", "--", "USD", n0(f.clicks), n0(f.impressions), pct(f.clicks, f.impressions), per(f.cost, f.clicks), n2(f.cost), n2(f.conversions), n2(f.value)].join("\t");
  lines.push(totalLine("Total: Account", all), totalLine("Total: Search", byType.Search), totalLine("Total: Performance Max", byType["Performance Max"]));
  // "Excel .csv": UTF-16LE with a byte-order mark, tab-separated, Windows line ends.
  return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${lines.join("\r\n")}\r\n`, "utf16le")]);
}

function googleKeywords(rows: TermRow[]): string {
  const header = ["Keyword", "Match type", "Campaign", "Ad group", "Status", "Max. CPC", "Quality Score", "Currency code", "Clicks", "Impr.", "CTR", "Avg. CPC", "Cost", "Conversions", "Conv. value"];
  const lines = ["Search keyword report", csvLine([RANGE]), csvLine(header)];
  const total = zero();
  for (const c of CAMPAIGNS)
    for (const g of c.adGroups)
      for (const k of g.keywords) {
        const f = zero();
        for (const r of rows) if (r.keyword === k && r.adGroup === g) add(f, r);
        add(total, f);
        lines.push(csvLine([KEYWORD_SHOWN[k.match](k.text), MATCH_LABEL[k.match], c.name, g.name, "Enabled", n2(k.cpc * 1.3), String(k.qs), "USD", n0(f.clicks), n0(f.impressions), pct(f.clicks, f.impressions), per(f.cost, f.clicks), n2(f.cost), n2(f.conversions), n2(f.value)]));
      }
  lines.push(csvLine(["Total: Search", "--", "--", "--", "--", "--", "--", "USD", n0(total.clicks), n0(total.impressions), pct(total.clicks, total.impressions), per(total.cost, total.clicks), n2(total.cost), n2(total.conversions), n2(total.value)]));
  return `${lines.join("\n")}\n`;
}

function microsoftSearchTerms(): string {
  // Microsoft Advertising runs the same campaigns at a fifth of the volume (imported from Google Ads).
  const header = ["TimePeriod", "AccountName", "CampaignName", "AdGroupName", "SearchQuery", "Keyword", "DeliveredMatchType", "Impressions", "Clicks", "Spend", "Conversions", "Revenue"];
  const body: string[] = [];
  for (const c of CAMPAIGNS)
    for (const g of c.adGroups)
      for (const k of g.keywords)
        for (const [i, term] of (VARIANTS[k.text] ?? [k.text]).slice(0, 4).entries())
          for (let d = 0; d < DAYS; d++) {
            if (!chance(i === 0 ? 0.6 : 0.3)) continue;
            const f = termFigures(term, { ...k, cpc: k.cpc * 0.8 }, i === 0 ? 3 : 1.5, d);
            if (!f) continue;
            const delivered = term === k.text ? k.match[0]!.toUpperCase() + k.match.slice(1) : k.match === "exact" ? "Exact" : "Phrase";
            body.push(csvLine([dayIso(d), "Northwind Coffee", c.name, g.name, term, k.text, delivered, String(f.impressions), String(f.clicks), f.cost.toFixed(2), String(f.conversions), f.value.toFixed(2)]));
          }
  const preamble = [
    "Report Name: Search query report",
    `Report Time: ${usDate(dayIso(0))},${usDate(dayIso(DAYS - 1))}`,
    "Time Zone: (GMT-08:00) Pacific Time (US & Canada); Tijuana",
    `Last Completed Available Day: ${usDate(dayIso(DAYS))} 10:00:00 AM (GMT)`,
    `Last Completed Available Hour: ${usDate(dayIso(DAYS))} 10:00:00 AM (GMT)`,
    "Report Aggregation: Daily",
    "Report Filter: ",
    "Potential Incomplete Data: false",
    `Rows: ${body.length}`,
  ].map((l) => `"${l}"`);
  return `\uFEFF${[...preamble, "", header.map((h) => `"${h}"`).join(","), ...body, "", '"©2026 Microsoft Corporation. All rights reserved. "'].join("\r\n")}\r\n`;
}

mkdirSync(OUT, { recursive: true });
const rows = searchTermRows();
writeFileSync(path.join(OUT, "google-ads-search-terms.csv"), googleSearchTerms(rows));
writeFileSync(path.join(OUT, "google-ads-campaigns-by-day.csv"), googleCampaignsByDay(rows));
writeFileSync(path.join(OUT, "google-ads-keywords.csv"), googleKeywords(rows));
writeFileSync(path.join(OUT, "microsoft-ads-search-terms.csv"), microsoftSearchTerms());
console.log(`db/sample/ppc: ${rows.length} Google Ads search term rows over ${DAYS} days`);
