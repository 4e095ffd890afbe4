/** What /settings-seo reads: the settings, the providers' keys and errors, the spend and the Search Console state. */
import { sql } from "drizzle-orm";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { getGoogleConnectionView } from "@/modules/integrations/google/connection";
import { seoMonthSpendUsd } from "./budget";
import type { GscState } from "./components/seo-settings/gsc-sync-card";
import { listSeoProviderStatus } from "./queries/provider-status";
import { getSeoSettings } from "./queries/settings";
import { serpCacheSavings } from "./serp-cache";

export async function loadSeoSettingsPage(scope: BrandScope) {
  const [settings, providers, spent, savings, google, gscRows] = await Promise.all([
    getSeoSettings(scope),
    listSeoProviderStatus(scope),
    seoMonthSpendUsd(scope),
    serpCacheSavings(scope),
    getGoogleConnectionView(scope),
    withScope(scope, (tx) =>
      tx.execute<{ n: number; at: string | null }>(sql`select count(*)::int as n, max(fetched_at)::text as at from seo_gsc_rows where brand_id = ${scope.brandId}::uuid and source = 'gsc'`),
    ),
  ]);
  const c = google.connection;
  const gsc: GscState = {
    configured: google.configured,
    connected: !!c,
    granted: !!c?.searchConsoleGranted,
    siteUrl: c?.siteUrl ?? null,
    lastError: c?.lastError ?? null,
    rows: Number(gscRows[0]?.n ?? 0),
    lastSyncAt: gscRows[0]?.at ? new Date(gscRows[0].at) : null,
  };
  const { nextRankCheckAt: _n, lastRankCheckAt: _l, ...editable } = settings;
  return { settings: editable, providers, spent, savings, gsc };
}
