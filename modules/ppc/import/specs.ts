/**
 * The report files paid search exports, recognised by their header row: Google Ads UI downloads (CSV,
 * "Excel .csv" = UTF-16LE tab-separated, and .xlsx) and Microsoft Advertising downloads (UI display names
 * and the API's column names). Google says "Cost", Microsoft says "Spend": that one column tells the two
 * networks apart when nothing above the header does. Client-safe and pure.
 */
import { normalizeHeader, parseNumberCell, type CellParser, type ColumnSpec, type ImportSpec } from "@/lib/import";
import type { PpcMatchType, PpcNetwork, PpcReportKind } from "@/db/schema/ppc";

export type PpcSpec = ImportSpec & { network: PpcNetwork; report: PpcReportKind };

const ok = <T>(value: T) => ({ ok: true as const, value });

/**
 * A figure as the ad UIs write it: "1,234", "12.5%", "US$1,234.56", "€12,50", and "--" (or " --") for
 * "nothing to show", which is zero of a count. "< 10%" style shares are not figures this import reads.
 */
export const metric: CellParser<number> = (raw) => {
  const s = raw.trim();
  if (s === "" || /^-+$/.test(s)) return ok(0);
  const n = parseNumberCell(s.replace(/^[A-Z]{0,3}[$€£¥₹]|[A-Z]{3}$/gu, "").replace(/[$€£¥₹]/gu, ""));
  return n === null ? { ok: false, message: `"${s}" is not a number.` } : ok(n);
};

const optionalNumber: CellParser<number | null> = (raw) => (/^\s*-*\s*$/.test(raw) ? ok(null) : metric(raw));
const text: CellParser<string> = (raw) => ok(raw.trim());

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

function iso(y: number, m: number, d: number): string | null {
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== m - 1 || dt.getUTCDate() !== d) return null;
  return dt.toISOString().slice(0, 10);
}

/** A day as the exports write it: 2026-01-15, 1/15/2026 (Microsoft's US format), "Jan 15, 2026", "January 15, 2026". */
export function parseReportDay(raw: string): string | null {
  const s = raw.trim().replace(/[T ]\d{1,2}:\d{2}(:\d{2})?.*$/, "");
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
  if (m) return iso(+m[1]!, +m[2]!, +m[3]!);
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  if (m) return iso(+m[3]!, +m[1]!, +m[2]!);
  m = /^(?:[A-Za-z]+,\s*)?([A-Za-z]{3})[A-Za-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(s);
  if (m) {
    const month = MONTHS.indexOf(m[1]!.toLowerCase());
    return month < 0 ? null : iso(+m[3]!, month + 1, +m[2]!);
  }
  return null;
}

const day: CellParser<string> = (raw) => {
  const v = parseReportDay(raw);
  return v ? ok(v) : { ok: false, message: `"${raw.trim()}" is not a date. Days read as 2026-01-15, 1/15/2026 or Jan 15, 2026.` };
};

/** "Exact match", "Phrase match (close variant)", Microsoft's "Exact"/"Phrase"/"Broad": the match type itself. */
export function matchTypeOf(raw: string): PpcMatchType | null {
  const k = normalizeHeader(raw);
  if (k.startsWith("exact")) return "exact";
  if (k.startsWith("phrase")) return "phrase";
  if (k.startsWith("broad")) return "broad";
  return null;
}

const matchType: CellParser<PpcMatchType> = (raw) => {
  const v = matchTypeOf(raw);
  return v ? ok(v) : { ok: false, message: `"${raw.trim()}" is not a match type (Exact, Phrase or Broad).` };
};

const col = (field: string, label: string, parse: CellParser<unknown>, aliases: string[] = [], required = false): ColumnSpec => ({ field, label, aliases, parse, required, allowEmpty: !required });

const googleMetrics = [
  col("clicks", "Clicks", metric),
  col("impressions", "Impr.", metric, ["Impressions", "Impr"]),
  col("cost", "Cost", metric, [], true),
  col("conversions", "Conversions", metric, ["Conv."]),
  col("conversionValue", "Conv. value", metric, ["Conversion value", "Total conv. value"]),
  col("currency", "Currency code", text, ["Currency"]),
];
const googleCampaign = [col("campaign", "Campaign", text, [], true), col("campaignId", "Campaign ID", text)];
const googleAdGroup = [col("adGroup", "Ad group", text, [], true), col("adGroupId", "Ad group ID", text)];
const googleDay = col("day", "Day", day, ["Date"]);

const msMetrics = [
  col("clicks", "Clicks", metric),
  col("impressions", "Impressions", metric, ["Impr."]),
  col("cost", "Spend", metric, [], true),
  col("conversions", "Conversions", metric, ["Conv.", "AllConversions"]),
  col("conversionValue", "Revenue", metric, ["AllRevenue", "Conversion value"]),
  col("currency", "CurrencyCode", text, ["Currency code", "Currency"]),
];
const msCampaign = [col("campaign", "Campaign name", text, ["CampaignName", "Campaign"], true), col("campaignId", "Campaign ID", text, ["CampaignId"])];
const msAdGroup = [col("adGroup", "Ad group", text, ["AdGroupName", "Ad group name"], true), col("adGroupId", "Ad group ID", text, ["AdGroupId"])];
const msDay = col("day", "Time period", day, ["TimePeriod", "GregorianDate", "Date", "Day"]);
const msAccount = col("account", "Account name", text, ["AccountName", "Account"]);

export const PPC_IMPORT_SPECS: readonly PpcSpec[] = [
  {
    kind: "ppc.google.search_term",
    label: "Google Ads search terms report",
    network: "google_ads",
    report: "search_term",
    columns: [
      col("term", "Search term", text, [], true),
      col("matchType", "Match type", text, ["Search terms match type"]),
      col("status", "Added/Excluded", text),
      ...googleCampaign,
      ...googleAdGroup,
      col("keyword", "Keyword", text, ["Search keyword"]),
      googleDay,
      ...googleMetrics,
    ],
  },
  {
    kind: "ppc.google.keyword",
    label: "Google Ads keywords report",
    network: "google_ads",
    report: "keyword",
    columns: [
      col("keyword", "Keyword", text, ["Search keyword"], true),
      col("matchType", "Match type", matchType, ["Search keyword match type"], true),
      col("keywordId", "Keyword ID", text),
      ...googleCampaign,
      ...googleAdGroup,
      col("status", "Status", text, ["Search keyword status", "Keyword status"]),
      col("maxCpc", "Max. CPC", optionalNumber, ["Max CPC", "Default max. CPC"]),
      col("qualityScore", "Quality Score", optionalNumber, ["Quality score"]),
      ...googleMetrics,
    ],
  },
  {
    kind: "ppc.google.campaign",
    label: "Google Ads campaigns report",
    network: "google_ads",
    report: "campaign",
    columns: [
      ...googleCampaign,
      col("status", "Campaign status", text, ["Status"]),
      col("channel", "Campaign type", text, ["Advertising channel type"]),
      col("budget", "Budget", optionalNumber, ["Daily budget"]),
      googleDay,
      ...googleMetrics,
    ],
  },
  {
    kind: "ppc.microsoft.search_term",
    label: "Microsoft Advertising search terms report",
    network: "microsoft_ads",
    report: "search_term",
    columns: [
      col("term", "Search term", text, ["SearchQuery", "Search query"], true),
      msAccount,
      ...msCampaign,
      ...msAdGroup,
      col("keyword", "Keyword", text),
      col("matchType", "Delivered match type", text, ["DeliveredMatchType", "Match type"]),
      msDay,
      ...msMetrics,
    ],
  },
  {
    kind: "ppc.microsoft.keyword",
    label: "Microsoft Advertising keywords report",
    network: "microsoft_ads",
    report: "keyword",
    columns: [
      col("keyword", "Keyword", text, [], true),
      col("matchType", "Bid match type", matchType, ["BidMatchType", "Match type"], true),
      col("keywordId", "Keyword ID", text, ["KeywordId"]),
      msAccount,
      ...msCampaign,
      ...msAdGroup,
      col("status", "Keyword status", text, ["KeywordStatus", "Status"]),
      col("maxCpc", "Current max CPC", optionalNumber, ["CurrentMaxCpc", "Bid"]),
      col("qualityScore", "Quality score", optionalNumber, ["QualityScore"]),
      ...msMetrics,
    ],
  },
  {
    kind: "ppc.microsoft.campaign",
    label: "Microsoft Advertising campaigns report",
    network: "microsoft_ads",
    report: "campaign",
    columns: [
      msAccount,
      ...msCampaign,
      col("status", "Campaign status", text, ["CampaignStatus", "Status"]),
      col("channel", "Campaign type", text, ["CampaignType"]),
      col("budget", "Daily budget", optionalNumber, ["DailyBudget", "Budget"]),
      msDay,
      ...msMetrics,
    ],
  },
];

/** Google's and Microsoft's campaign types, as stored (ppc_campaigns.channel). */
export function channelOf(raw: string | undefined): string | null {
  if (!raw) return null;
  const k = normalizeHeader(raw);
  if (!k) return null;
  if (k.includes("performancemax")) return "performance_max";
  if (k.includes("shopping")) return "shopping";
  if (k.includes("display") || k.includes("audience")) return "display";
  if (k.includes("video")) return "video";
  if (k.includes("search")) return "search";
  return "other";
}
