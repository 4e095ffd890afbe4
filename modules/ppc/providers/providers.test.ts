import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { syncRange } from "../sync/sync";
import { fromMicros } from "./call";
import { adsNotConfigured, googleAdsConfig, missingAdsEnv } from "./config";
import { campaignRows, googleAdsFailure, keywordIdeasFrom, keywordRows, searchTermRows, streamRows } from "./google-ads";
import { microsoftAdsFailure, readReportCsv, readReportZip } from "./microsoft-ads";
import { geoTargetOf, languageOf } from "./ideas";

describe("Google Ads searchStream results", () => {
  const stream = [
    {
      results: [
        {
          campaign: { resourceName: "customers/1/campaigns/11", id: "11", name: "Brand", status: "ENABLED", advertisingChannelType: "PERFORMANCE_MAX" },
          campaignBudget: { amountMicros: "25000000" },
          metrics: { costMicros: "1234567", clicks: "3", impressions: "40", conversions: 1.333, conversionsValue: 20.005 },
          segments: { date: "2026-11-20" },
        },
      ],
      fieldMask: "campaign.id",
      requestId: "a",
    },
    { results: [{ campaign: { id: "12", name: "Empty", status: "PAUSED", advertisingChannelType: "SEARCH" }, metrics: {}, segments: { date: "2026-11-21" } }], fieldMask: "campaign.id", requestId: "b" },
    { fieldMask: "campaign.id", requestId: "c" },
  ];

  it("reads every batch, turns micros into currency and omitted zeros into 0", () => {
    const rows = campaignRows(streamRows(stream)!);
    expect(rows).toEqual([
      { network: "google_ads", campaign: "Brand", campaignExternalId: "11", status: "enabled", channel: "performance_max", dailyBudget: 25, day: "2026-11-20", spanDays: 1, cost: 1.23, clicks: 3, impressions: 40, conversions: 1.33, conversionValue: 20.01 },
      { network: "google_ads", campaign: "Empty", campaignExternalId: "12", status: "paused", channel: "search", dailyBudget: null, day: "2026-11-21", spanDays: 1, cost: 0, clicks: 0, impressions: 0, conversions: 0, conversionValue: 0 },
    ]);
    expect(fromMicros("990000")).toBe(0.99);
    expect(streamRows({ results: [] })).toBeNull();
  });

  it("maps keywords with match type, quality score and bid, and search terms per day with the UI's match words", () => {
    const kw = keywordRows(
      [
        { campaign: { id: "1", name: "C" }, adGroup: { id: "2", name: "G" }, adGroupCriterion: { criterionId: "3", status: "ENABLED", keyword: { text: "brew co", matchType: "EXACT" }, qualityInfo: { qualityScore: 7 }, cpcBidMicros: "1500000" }, metrics: { clicks: "2" } },
        { campaign: { id: "1", name: "C" }, adGroup: { id: "2", name: "G" }, adGroupCriterion: { keyword: { text: "x", matchType: "UNKNOWN" } } },
      ],
      "2026-10-01",
      "2026-10-30",
    );
    expect(kw).toEqual([expect.objectContaining({ keyword: "brew co", matchType: "exact", qualityScore: 7, maxCpc: 1.5, externalId: "3", adGroupExternalId: "2", from: "2026-10-01", to: "2026-10-30", clicks: 2 })]);
    const terms = searchTermRows([{ campaign: { id: "1", name: "C" }, adGroup: { id: "2", name: "G" }, searchTermView: { searchTerm: "brew co shop" }, segments: { date: "2026-11-02", searchTermMatchType: "NEAR_EXACT", keyword: { info: { text: "brew co" } } }, metrics: { costMicros: "500000" } }]);
    expect(terms).toEqual([expect.objectContaining({ term: "brew co shop", keywordText: "brew co", matchType: "exact (close variant)", from: "2026-11-02", to: "2026-11-02", cost: 0.5 })]);
  });

  it("says the documented GoogleAdsFailure code and message, with what to do", () => {
    const body = [{ error: { code: 403, message: "The caller does not have permission", status: "PERMISSION_DENIED", details: [{ "@type": "type.googleapis.com/google.ads.googleads.v23.errors.GoogleAdsFailure", errors: [{ errorCode: { authorizationError: "USER_PERMISSION_DENIED" }, message: "User doesn't have permission to access customer." }] }] } }];
    const f = googleAdsFailure(403, body);
    expect(f).toMatchObject({ kind: "missing_permission", code: "USER_PERMISSION_DENIED" });
    expect(f.message).toContain(`USER_PERMISSION_DENIED — "User doesn't have permission to access customer."`);
    expect(googleAdsFailure(400, { error: { code: 400, details: [{ errors: [{ errorCode: { authorizationError: "DEVELOPER_TOKEN_NOT_APPROVED" }, message: "m" }] }] } }).message).toContain("apply for Basic access");
    expect(googleAdsFailure(429, { error: { code: 429, status: "RESOURCE_EXHAUSTED", details: [{ errors: [{ errorCode: { quotaError: "RESOURCE_EXHAUSTED" } }] }] } }).kind).toBe("rate_limited");
    expect(googleAdsFailure(502, "<html>")).toMatchObject({ kind: "provider_error" });
  });

  it("reads keyword ideas: volumes, competition, bids in currency, months oldest first", () => {
    const ideas = keywordIdeasFrom({
      results: [{ text: "cold brew", keywordIdeaMetrics: { competition: "HIGH", avgMonthlySearches: "8100", competitionIndex: "87", lowTopOfPageBidMicros: "450000", highTopOfPageBidMicros: "1730000", monthlySearchVolumes: [{ month: "DECEMBER", year: "2025", monthlySearches: "9000" }, { month: "JANUARY", year: "2025", monthlySearches: "7000" }] } }, { text: "no metrics" }],
    });
    expect(ideas).toEqual([
      { text: "cold brew", avgMonthlySearches: 8100, competition: "high", competitionIndex: 87, lowTopOfPageBid: 0.45, highTopOfPageBid: 1.73, monthly: [{ month: "2025-01", volume: 7000 }, { month: "2025-12", volume: 9000 }] },
      { text: "no metrics", avgMonthlySearches: null, competition: null, competitionIndex: null, lowTopOfPageBid: null, highTopOfPageBid: null, monthly: [] },
    ]);
    expect(keywordIdeasFrom({ results: "x" })).toBeNull();
  });
});

describe("Microsoft Advertising reports", () => {
  const range = { from: "2026-11-01", to: "2026-11-30" };
  const keywordCsv = ['"CampaignId","CampaignName","AdGroupId","AdGroupName","KeywordId","Keyword","BidMatchType","KeywordStatus","QualityScore","CurrentMaxCpc","Spend","Clicks","Impressions","Conversions","Revenue"', '"5","Brand","6","Terms","7","brew co","Exact","Active","--","1.20","1,019.75","21","180","3.00","90.00"', ""].join("\r\n");

  it("reads the CSV inside the downloaded zip with the import's reader: '--' is no figure, thousands commas are numbers", () => {
    const zip = zipSync({ "report.csv": strToU8(`\uFEFF${keywordCsv}`) });
    const read = readReportZip(zip, "keyword", range);
    expect(read).toEqual({
      ok: true,
      report: { kind: "keyword", rows: [{ network: "microsoft_ads", campaign: "Brand", campaignExternalId: "5", adGroup: "Terms", adGroupExternalId: "6", keyword: "brew co", matchType: "exact", externalId: "7", status: "Active", qualityScore: null, maxCpc: 1.2, from: range.from, to: range.to, cost: 1019.75, clicks: 21, impressions: 180, conversions: 3, conversionValue: 90 }] },
    });
  });

  it("reads daily campaign and search query rows, and refuses a zip without a CSV or a CSV without the columns", () => {
    const campaign = readReportCsv('"TimePeriod","CampaignId","CampaignName","CampaignStatus","CampaignType","Spend","Clicks","Impressions","Conversions","Revenue"\r\n"2026-11-03","5","Brand","Active","Search & content","8.25","7","150","1.00","30.00"', "campaign", range);
    expect(campaign.ok && campaign.report.rows).toEqual([expect.objectContaining({ day: "2026-11-03", channel: "search", cost: 8.25, campaignExternalId: "5" })]);
    const terms = readReportCsv('"TimePeriod","CampaignId","CampaignName","AdGroupId","AdGroupName","SearchQuery","Keyword","DeliveredMatchType","Spend","Clicks","Impressions","Conversions","Revenue"\r\n"2026-11-04","5","Brand","6","Terms","brew co near me","brew co","Exact","2.10","3","25","0.00","0.00"', "search_term", range);
    expect(terms.ok && terms.report.rows).toEqual([expect.objectContaining({ term: "brew co near me", keywordText: "brew co", matchType: "Exact", from: "2026-11-04", to: "2026-11-04" })]);
    expect(readReportZip(zipSync({ "a.txt": strToU8("x") }), "keyword", range)).toMatchObject({ ok: false, message: expect.stringContaining("no CSV") });
    expect(readReportZip(strToU8("not a zip"), "keyword", range)).toMatchObject({ ok: false });
    expect(readReportCsv('"CampaignName","Spend"\r\n"a","1"', "keyword", range)).toMatchObject({ ok: false, message: expect.stringContaining("was not recognised") });
  });

  it("says the documented fault codes with what to do", () => {
    const f = microsoftAdsFailure(400, { TrackingId: "t", Type: "ApiFaultDetail", BatchErrors: [], OperationErrors: [{ Code: 106, ErrorCode: "UserIsNotAuthorized", Message: "The user does not represent a authorized developer." }] });
    expect(f).toMatchObject({ kind: "missing_permission", code: "UserIsNotAuthorized" });
    expect(f.message).toContain("UserIsNotAuthorized (106)");
    expect(microsoftAdsFailure(401, { Type: "AdApiFaultDetail", Errors: [{ Code: 109, ErrorCode: "AuthenticationTokenExpired", Message: "m" }] }).kind).toBe("expired_token");
  });
});

describe("configuration, sync range and market", () => {
  it("names exactly the missing env, falling back to the Search Console OAuth client", () => {
    expect(missingAdsEnv("google_ads", {})).toEqual(["GOOGLE_ADS_DEVELOPER_TOKEN", "GOOGLE_ADS_CLIENT_ID", "GOOGLE_ADS_CLIENT_SECRET"]);
    expect(missingAdsEnv("google_ads", { GOOGLE_ADS_DEVELOPER_TOKEN: "t", GOOGLE_CLIENT_ID: "c", GOOGLE_CLIENT_SECRET: "s" })).toEqual([]);
    expect(googleAdsConfig({ GOOGLE_ADS_DEVELOPER_TOKEN: "t", GOOGLE_CLIENT_ID: "c", GOOGLE_CLIENT_SECRET: "s" })).toMatchObject({ clientId: "c", tokenUrl: "https://oauth2.googleapis.com/token", apiBase: "https://googleads.googleapis.com" });
    expect(adsNotConfigured("microsoft_ads", { MICROSOFT_ADS_CLIENT_ID: "c" })).toContain("set MICROSOFT_ADS_CLIENT_SECRET, MICROSOFT_ADS_DEVELOPER_TOKEN (");
  });

  it("reads 30 days first, then from three days before the last sync", () => {
    const now = Date.parse("2026-11-27T10:00:00Z");
    expect(syncRange(null, now)).toEqual({ from: "2026-10-29", to: "2026-11-27", keywordsFrom: "2026-10-29" });
    expect(syncRange(new Date("2026-11-26T05:00:00Z"), now)).toMatchObject({ from: "2026-11-23", to: "2026-11-27" });
    expect(syncRange(new Date("2026-01-01T00:00:00Z"), now).from).toBe("2026-10-29");
  });

  it("finds Google's geo target and language ids for the brand's market", () => {
    expect(geoTargetOf("United Kingdom")).toBe("2826");
    expect(geoTargetOf("de")).toBe("2276");
    expect(geoTargetOf("Atlantis")).toBeNull();
    expect(languageOf(["xx", "en-GB"])).toBe("1000");
  });
});
