import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { CheckNowButton } from "@/modules/seo/components/rankings/check-now-button";
import { RankingsView } from "@/modules/seo/components/rankings/rankings-view";
import { TrackKeywordsDialog } from "@/modules/seo/components/rankings/track-keywords-dialog";
import { SeoProviderNotice } from "@/modules/seo/components/seo-settings/provider-notice";
import { loadRankingsPage } from "@/modules/seo/rankings-page";

export const metadata: Metadata = routeMetadata("/rankings");

export default async function RankingsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("seo");
  const data = await loadRankingsPage(scope, await searchParams);
  const running = data.progress.job?.status === "queued" || data.progress.job?.status === "running";
  return (
    <PageBody>
      <PageHeader
        route="/rankings"
        description="Where the brand ranks for its tracked keywords, day by day: position, change since the last check, best position, the competitors on the same results page and visibility."
        actions={
          canEdit && data.page.tracked > 0 ? (
            <>
              <TrackKeywordsDialog brandId={scope.brandId} />
              <CheckNowButton brandId={scope.brandId} running={running} />
            </>
          ) : null
        }
      />
      <SeoProviderNotice scope={scope} />
      <RankingsView data={data} brandId={scope.brandId} canEdit={canEdit} />
    </PageBody>
  );
}
