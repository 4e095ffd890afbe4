import type { PpcMatchType, PpcNetwork } from "@/db/schema/ppc";

/**
 * The one shape every paid-search report takes on its way into the ppc tables, whether it came from an
 * export file (modules/ppc/import) or an API (modules/ppc/providers): readers produce these, and
 * `storeReport` (modules/ppc/store.ts) is the only writer. Money is in the account's currency (Google's
 * micros already divided); dates are ISO days (YYYY-MM-DD).
 */
type Placement = {
  network: PpcNetwork;
  campaign: string;
  campaignExternalId?: string | null;
};

type AdGroupPlacement = Placement & {
  adGroup: string;
  adGroupExternalId?: string | null;
};

export type PpcMetrics = {
  cost: number;
  clicks: number;
  impressions: number;
  conversions: number;
  conversionValue: number;
};

export type CampaignRow = Placement &
  PpcMetrics & {
    status?: string | null;
    /** search | performance_max | shopping | display | video | other */
    channel?: string | null;
    dailyBudget?: number | null;
    /** The day, or the first day of a period the report did not split by day (then spanDays > 1). */
    day: string;
    spanDays: number;
  };

export type KeywordRow = AdGroupPlacement &
  PpcMetrics & {
    keyword: string;
    matchType: PpcMatchType;
    externalId?: string | null;
    status?: string | null;
    qualityScore?: number | null;
    maxCpc?: number | null;
    from: string;
    to: string;
  };

export type SearchTermRow = AdGroupPlacement &
  PpcMetrics & {
    term: string;
    /** The keyword that matched, without match punctuation ("+", quotes, brackets). */
    keywordText?: string | null;
    /** As the report says it: exact, phrase, broad, "exact (close variant)", … */
    matchType?: string | null;
    from: string;
    to: string;
  };

export type PpcReport =
  | { kind: "campaign"; rows: CampaignRow[] }
  | { kind: "keyword"; rows: KeywordRow[] }
  | { kind: "search_term"; rows: SearchTermRow[] };
