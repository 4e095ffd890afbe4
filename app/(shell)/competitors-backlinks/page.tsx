import type { Metadata } from "next";
import { Link2Icon } from "lucide-react";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { EmptyState } from "@/components/ui/empty";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { BacklinksReport } from "@/modules/seo/components/backlinks/backlinks-report";
import { BacklinksToolbar } from "@/modules/seo/components/backlinks/backlinks-toolbar";
import { BacklinksFetchStatus } from "@/modules/seo/components/backlinks/fetch-status";
import { latestBacklinksFetch } from "@/modules/seo/backlinks-job";
import { NoDomainsState } from "@/modules/seo/components/competitors/no-domains-state";
import { getBacklinkReport } from "@/modules/seo/queries/backlinks";

export const metadata: Metadata = routeMetadata("/competitors-backlinks");

export default async function CompetitorsBacklinksPage() {
  const { scope, canEdit } = await requireModule("seo");
  const [report, fetchState] = await Promise.all([getBacklinkReport(scope), latestBacklinksFetch(scope)]);
  const running = fetchState?.job.status === "queued" || fetchState?.job.status === "running";
  const noSource = !report.canFetch && report.profiles.length === 0;

  return (
    <PageBody>
      <PageHeader
        route="/competitors-backlinks"
        description="Referring domains, backlinks, new and lost links and anchors of the brand and its competitors, and the link gap: domains linking to competitors and not to the brand — from DataForSEO Backlinks, or imported Semrush Backlinks exports."
      />
      {noSource ? (
        <EmptyState icon={Link2Icon} title="Coming soon..." action={canEdit ? <BacklinksToolbar brandId={scope.brandId} canFetch={false} variant="empty" /> : undefined}>
          No backlink source is configured for this brand. Add a DataForSEO API login with the Backlinks subscription under Brand Settings → APIs, or import a Semrush Backlinks export of the brand and its
          competitors.
        </EmptyState>
      ) : report.own.length === 0 || report.competitors.length === 0 ? (
        <NoDomainsState icon={Link2Icon} hasWebsite={report.own.length > 0} what="backlinks" websiteHint="so its backlinks can be compared with its competitors'." />
      ) : (
        <>
          {canEdit ? <BacklinksToolbar brandId={scope.brandId} canFetch={report.canFetch} running={running} /> : null}
          <BacklinksFetchStatus state={fetchState} />
          <BacklinksReport brandId={scope.brandId} report={report} now={new Date().toISOString()} canEdit={canEdit} />
        </>
      )}
    </PageBody>
  );
}
