import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { getGoogleConnectionView } from "@/modules/integrations/google/connection";
import { requireModule } from "@/modules/roles/guard";
import { loadSeoAnalyticsPage } from "@/modules/seo/analytics-page";
import { SeoAnalyticsView } from "@/modules/seo/components/analytics/analytics-view";
import { latestGa4SyncJob } from "@/modules/seo/ga4-job";
import { getGa4Schedule } from "@/modules/seo/ga4-schedule";

export const metadata: Metadata = routeMetadata("/seo-analytics");

export default async function SeoAnalyticsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("seo");
  const [page, google, job, schedule] = await Promise.all([loadSeoAnalyticsPage(scope, await searchParams), getGoogleConnectionView(scope), latestGa4SyncJob(scope), getGa4Schedule(scope)]);
  const c = google.connection;
  return (
    <PageBody>
      <PageHeader route="/seo-analytics" description="Search Console and Google Analytics together: organic clicks, impressions, CTR, position, sessions and key events, by page, query, device and country." />
      <SeoAnalyticsView
        brandId={scope.brandId}
        page={page}
        job={job}
        schedule={schedule}
        canEdit={canEdit}
        google={{
          configured: google.configured,
          notConfiguredNote: google.notConfiguredNote,
          connected: !!c,
          analyticsGranted: c?.analyticsGranted ?? false,
          ga4Property: c?.ga4Property ?? null,
          ga4PropertyName: c?.ga4Properties.find((p) => p.property === c.ga4Property)?.displayName ?? null,
          siteUrl: c?.siteUrl ?? null,
        }}
      />
    </PageBody>
  );
}
