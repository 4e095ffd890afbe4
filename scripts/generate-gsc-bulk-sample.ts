/**
 * Generates db/sample/seo/gsc-bulk-export.zip once: the demo brand's Search Console bulk data export
 * (BigQuery table searchdata_url_impression, saved as CSV) from 2025-07-01 to 2026-10-31, daily per
 * URL × query × device. Deterministic (seeded PRNG, fixed zip time): running it again writes the same
 * bytes. The story in the data: two guides lose 4–7 positions while Google's December 2025 core update
 * rolls out (from 2025-12-11); "how to make cold brew" keeps its position from May 2026 while its CTR
 * falls (an answer box above it); "light vs dark roast" drops out of the results after a noindex ships
 * on 2026-10-08 (the sample crawls in db/sample/seo-site see it); gifts peak in December, cold brew in summer.
 *
 *   npx tsx scripts/generate-gsc-bulk-sample.ts
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { strToU8, zipSync } from "fflate";

const SITE = "sc-domain:northwind-coffee.example";
const ORIGIN = "https://northwind-coffee.example";
const FIRST = "2025-07-01";
const LAST = "2026-10-31";
const UPDATE_START = "2025-12-12";
const UPDATE_SETTLED = "2025-12-24";
const ANSWER_BOX = "2026-05-04";
/** A CMS edit ships noindex on /blog/light-vs-dark-roast; Google drops it over about a week (the sample crawl of 2026-10-27 sees the tag). */
const NOINDEX = "2026-10-08";

// mulberry32: small, fast and the same on every machine.
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = prng(20251211);
const gauss = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
/** Poisson by inversion for small means, normal approximation above. */
function poisson(mean: number): number {
  if (mean <= 0) return 0;
  if (mean > 60) return Math.max(0, Math.round(mean + Math.sqrt(mean) * gauss()));
  const l = Math.exp(-mean);
  let k = 0;
  let p = 1;
  do {
    k++;
    p *= rand();
  } while (p > l);
  return k - 1;
}

/** Organic CTR by position (non-brand queries), a typical curve. */
function ctrAt(position: number): number {
  const curve = [0.28, 0.16, 0.1, 0.07, 0.053, 0.041, 0.032, 0.026, 0.021, 0.018];
  if (position <= 1) return curve[0]!;
  if (position <= 10) {
    const i = Math.floor(position) - 1;
    const f = position - Math.floor(position);
    return curve[i]! * (1 - f) + (curve[i + 1] ?? 0.012) * f;
  }
  return Math.max(0.001, 0.012 * Math.pow(0.85, position - 11));
}

type Season = "flat" | "gifts" | "summer";
type Pair = { page: string; query: string; impressions: number; position: number; brand?: boolean; season?: Season; hit?: number; answerBox?: boolean; noindexFrom?: string };

const pairs: Pair[] = [
  { page: "/", query: "northwind coffee", impressions: 70, position: 1.2, brand: true },
  { page: "/", query: "northwind coffee roasters", impressions: 22, position: 1.1, brand: true },
  { page: "/", query: "nort wind coffee roasters", impressions: 5, position: 1.3, brand: true },
  { page: "/subscriptions", query: "northwind coffee subscription", impressions: 18, position: 1.1, brand: true },
  { page: "/subscriptions", query: "coffee subscription", impressions: 520, position: 8.4, season: "gifts" },
  { page: "/subscriptions", query: "best coffee subscription", impressions: 310, position: 6.2, season: "gifts" },
  { page: "/subscriptions", query: "monthly coffee delivery", impressions: 90, position: 5.1 },
  { page: "/subscriptions", query: "coffee bean subscription", impressions: 140, position: 7.3, season: "gifts" },
  { page: "/gifts", query: "coffee subscription gift", impressions: 120, position: 4.6, season: "gifts" },
  { page: "/gifts", query: "coffee gift box", impressions: 160, position: 9.1, season: "gifts" },
  { page: "/gifts", query: "gifts for coffee lovers", impressions: 260, position: 14.2, season: "gifts" },
  { page: "/guides/cold-brew", query: "how to make cold brew", impressions: 420, position: 5.4, season: "summer", answerBox: true },
  { page: "/guides/cold-brew", query: "cold brew ratio", impressions: 210, position: 4.1, season: "summer", hit: 5.5 },
  { page: "/guides/cold-brew", query: "cold brew concentrate", impressions: 180, position: 6.8, season: "summer", hit: 4.5 },
  { page: "/guides/cold-brew", query: "cold brew coffee", impressions: 380, position: 9.6, season: "summer", hit: 4 },
  { page: "/guides/pour-over", query: "pour over coffee ratio", impressions: 150, position: 3.2, hit: 6.5 },
  { page: "/guides/pour-over", query: "how to make pour over coffee", impressions: 130, position: 4.4, hit: 5 },
  { page: "/guides/pour-over", query: "pour over coffee", impressions: 200, position: 11.5, hit: 4 },
  { page: "/guides/french-press", query: "french press ratio", impressions: 170, position: 5.9 },
  { page: "/guides/french-press", query: "how to use a french press", impressions: 140, position: 7.7 },
  { page: "/guides/grind-size", query: "coffee grind size chart", impressions: 190, position: 6.6 },
  { page: "/guides/grind-size", query: "grind size for pour over", impressions: 60, position: 5.2 },
  { page: "/shop/espresso-beans", query: "best coffee beans for espresso", impressions: 330, position: 11.4 },
  { page: "/shop/espresso-beans", query: "espresso beans", impressions: 260, position: 16.8 },
  { page: "/shop/espresso-beans", query: "espresso beans online", impressions: 45, position: 6.3 },
  { page: "/shop/decaf", query: "decaf coffee beans", impressions: 110, position: 17.9 },
  { page: "/shop/decaf", query: "swiss water decaf coffee", impressions: 40, position: 7.8 },
  { page: "/shop/ethiopia-yirgacheffe", query: "single origin ethiopian coffee", impressions: 75, position: 8.9 },
  { page: "/shop/ethiopia-yirgacheffe", query: "ethiopian yirgacheffe coffee", impressions: 95, position: 10.2 },
  { page: "/shop/colombia-huila", query: "colombian coffee beans", impressions: 120, position: 13.4 },
  { page: "/blog/light-vs-dark-roast", query: "light vs dark roast caffeine", impressions: 240, position: 7.1, noindexFrom: NOINDEX },
  { page: "/blog/light-vs-dark-roast", query: "does dark roast have more caffeine", impressions: 160, position: 8.3, noindexFrom: NOINDEX },
];

const DAY_MS = 86_400_000;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);

function seasonFactor(season: Season | undefined, day: string): number {
  const month = Number(day.slice(5, 7));
  const dayOfMonth = Number(day.slice(8, 10));
  if (season === "gifts") return month === 12 && dayOfMonth <= 24 ? 1.9 : month === 11 ? 1.35 : 1;
  if (season === "summer") return [0.7, 0.7, 0.85, 1, 1.2, 1.45, 1.5, 1.4, 1.1, 0.9, 0.75, 0.7][month - 1]!;
  return 1;
}

/** How far the December 2025 core update has pushed a page down on `day` (0 before, `hit` once settled). */
function updateShift(hit: number | undefined, day: string): number {
  if (!hit || day < UPDATE_START) return 0;
  if (day >= UPDATE_SETTLED) return hit;
  const span = (Date.parse(UPDATE_SETTLED) - Date.parse(UPDATE_START)) / DAY_MS;
  return (hit * (Date.parse(day) - Date.parse(UPDATE_START))) / DAY_MS / span;
}

const DEVICES = [
  { device: "MOBILE", share: 0.62, positionOffset: 0.3 },
  { device: "DESKTOP", share: 0.38, positionOffset: -0.2 },
] as const;

const header = ["data_date", "site_url", "url", "query", "is_anonymized_query", "is_anonymized_discover", "country", "search_type", "device", "impressions", "clicks", "sum_position"];
const lines: string[] = [header.join(",")];
const csvCell = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
const row = (cells: (string | number)[]) => lines.push(cells.map((c) => csvCell(String(c))).join(","));

const weekly = [0.86, 1.04, 1.06, 1.05, 1.02, 0.95, 0.84]; // Sunday first: searches dip at weekends.
const growth = (t: number) => 1 + (0.18 * (t - Date.parse(FIRST))) / (Date.parse(LAST) - Date.parse(FIRST));

for (let t = Date.parse(FIRST); t <= Date.parse(LAST); t += DAY_MS) {
  const day = dayOf(t);
  const weekday = weekly[new Date(t).getUTCDay()]!;
  const pages = new Map<string, number>();
  for (const p of pairs) {
    const shift = updateShift(p.hit, day);
    // Fewer people see a result that fell to page two: impressions shrink with the fall.
    let seen = shift ? Math.max(0.45, 1 - shift * 0.08) : 1;
    if (p.noindexFrom && day >= p.noindexFrom) seen *= Math.max(0.02, 1 - (Date.parse(day) - Date.parse(p.noindexFrom) + DAY_MS) / (7 * DAY_MS));
    for (const d of DEVICES) {
      const position = Math.max(1, p.position + shift + d.positionOffset + gauss() * (p.brand ? 0.1 : 0.45));
      const impressions = poisson(p.impressions * d.share * weekday * growth(t) * seasonFactor(p.season, day) * seen);
      if (!impressions) continue;
      const answerBox = p.answerBox && day >= ANSWER_BOX ? 0.55 : 1;
      const ctr = (p.brand ? 0.55 : ctrAt(position)) * answerBox;
      const clicks = Math.min(impressions, poisson(impressions * ctr));
      // sum_position is zero-based: Search Console's documented position is sum_position / impressions + 1.
      const sumPosition = Math.round((position - 1) * impressions);
      row([day, SITE, `${ORIGIN}${p.page}`, p.query, "false", "false", "usa", "WEB", d.device, impressions, clicks, sumPosition]);
      pages.set(p.page, (pages.get(p.page) ?? 0) + impressions);
    }
  }
  // Long-tail searches Google anonymizes: one row per page and day, an empty query.
  for (const [page, shown] of pages) {
    const impressions = poisson(shown * 0.12);
    if (impressions) row([day, SITE, `${ORIGIN}${page}`, "", "true", "false", "usa", "WEB", "MOBILE", impressions, poisson(impressions * 0.02), Math.round(impressions * 14)]);
  }
  // Image search results for the guides, kept in the file as the export has them.
  if (new Date(t).getUTCDate() % 3 === 0) {
    const impressions = poisson(12);
    if (impressions) row([day, SITE, `${ORIGIN}/guides/cold-brew`, "cold brew coffee", "false", "false", "usa", "IMAGE", "MOBILE", impressions, poisson(impressions * 0.01), Math.round(impressions * 8)]);
  }
}

const out = path.resolve(import.meta.dirname, "../db/sample/seo/gsc-bulk-export.zip");
const zip = zipSync({ "searchdata_url_impression.csv": [strToU8(`${lines.join("\n")}\n`), { level: 9, mtime: new Date("2026-11-01T00:00:00Z") }] });
writeFileSync(out, zip);
console.log(`${lines.length - 1} rows, ${zip.length} bytes → ${path.relative(process.cwd(), out)}`);
