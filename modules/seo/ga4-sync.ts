/**
 * "Sync Google Analytics": the brand's organic-search sessions (sessionDefaultChannelGroup =
 * "Organic Search") per date × landing page × device × country for the last `days` days, from the
 * GA4 property chosen on Integrations through the brand's Google connection, into seo_ga4_rows
 * (source "ga4"). Runs in the job runner (./ga4-job.ts); re-syncing a period changes only what
 * Google changed.
 */
import { logActivity } from "@/lib/activity";
import { ActionError } from "@/lib/action";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { ANALYTICS_READONLY, googleOAuthConfig } from "@/modules/integrations/google/config";
import { getGoogleAccessToken } from "@/modules/integrations/google/connection";
import { createGa4Client, type Ga4ReportRow } from "./providers/ga4";
import { upsertGa4Rows, type Ga4Row } from "./queries/ga4";

export const GA4_DIMENSIONS = ["date", "landingPage", "deviceCategory", "country"] as const;
export const GA4_METRICS = ["sessions", "engagedSessions", "keyEvents"] as const;
export const ORGANIC_SEARCH = { dimension: "sessionDefaultChannelGroup", value: "Organic Search" } as const;

export type Ga4SyncOutcome = { rows: number; added: number; updated: number; unchanged: number; property: string; startDate: string; endDate: string };

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** GA4's "20260131" → "2026-01-31"; anything else (an "(other)" row) → null. */
export function ga4Date(v: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(v);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/** One API row → the store's row; rows without a date ("(other)" when a report is sampled) are dropped. */
export function ga4RowOf(r: Ga4ReportRow): Ga4Row | null {
  const day = ga4Date(r.dimensions.date ?? "");
  if (!day) return null;
  return {
    day,
    landingPage: r.dimensions.landingPage || "(not set)",
    device: r.dimensions.deviceCategory || "(not set)",
    country: r.dimensions.country || "(not set)",
    sessions: r.metrics.sessions ?? 0,
    engagedSessions: r.metrics.engagedSessions ?? 0,
    keyEvents: r.metrics.keyEvents ?? 0,
  };
}

/** The Data API keeps 14 months of event data on standard properties. */
export const GA4_MAX_DAYS = 425;

/**
 * `days` back from yesterday, or from `since` ("YYYY-MM-DD", inclusive: the scheduled sync's
 * incremental start) to yesterday — at least yesterday, at most GA4_MAX_DAYS.
 */
export async function syncGa4(scope: BrandScope, opts: { days?: number; since?: string; now?: Date; jobId?: string | null } = {}): Promise<Ga4SyncOutcome> {
  const now = opts.now ?? new Date();
  const access = await getGoogleAccessToken(scope, ANALYTICS_READONLY, { jobId: opts.jobId });
  if (!access.ok) throw new ActionError(access.failure.message);
  const property = access.value.ga4Property;
  if (!property) throw new ActionError("Choose the Google Analytics property of this brand on Integrations first.");
  // Yesterday is the last complete day in the property's time zone for most of the world.
  const end = new Date(now.getTime() - 86_400_000);
  const earliest = new Date(end.getTime() - (GA4_MAX_DAYS - 1) * 86_400_000);
  let start = opts.since ? new Date(`${opts.since}T00:00:00Z`) : new Date(end.getTime() - ((opts.days ?? 28) - 1) * 86_400_000);
  if (Number.isNaN(start.getTime()) || start > end) start = end;
  if (start < earliest) start = earliest;
  const client = createGa4Client({ accessToken: access.value.accessToken, baseUrl: googleOAuthConfig()?.ga4DataBaseUrl });
  const answer = await client.runReport(
    { property, startDate: isoDay(start), endDate: isoDay(end), dimensions: [...GA4_DIMENSIONS], metrics: [...GA4_METRICS], equals: ORGANIC_SEARCH },
    { scope, purpose: "seo.ga4", jobId: opts.jobId ?? null },
  );
  if (!answer.ok) throw new ActionError(answer.failure.message);
  const rows = answer.value.flatMap((r) => ga4RowOf(r) ?? []);
  const fetchedAt = new Date();
  return withScope(scope, async (tx) => {
    const r = await upsertGa4Rows(tx, scope, "ga4", rows, fetchedAt);
    await logActivity(tx, {
      brandId: scope.brandId,
      userId: scope.userId,
      actionType: "seo_ga4_synced",
      userAction: `Synced Google Analytics (${property}, ${isoDay(start)} to ${isoDay(end)}): ${r.added} rows added, ${r.updated} updated`,
      payload: { ...r, property },
    });
    return { rows: rows.length, ...r, property, startDate: isoDay(start), endDate: isoDay(end) };
  });
}
