import type { Metadata } from "next";
import Link from "next/link";
import { Link2Icon } from "lucide-react";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { BacklinksReport } from "@/modules/seo/components/backlinks/backlinks-report";
import { BacklinksToolbar } from "@/modules/seo/components/backlinks/backlinks-toolbar";
import { getBacklinkReport } from "@/modules/seo/queries/backlinks";

export const metadata: Metadata = routeMetadata("/competitors-backlinks");

export default async function CompetitorsBacklinksPage() {
  const { scope, canEdit } = await requireModule("seo");
  const report = await getBacklinkReport(scope);
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
        <EmptyState
          icon={Link2Icon}
          title={report.own.length === 0 ? "The brand has no website yet" : "No competitor domains yet"}
          action={
            <Button size="sm" asChild>
              <Link href={report.own.length === 0 ? "/brand-setup" : "/settings-seo"}>{report.own.length === 0 ? "Open Brand Basic Data" : "Open SEO Settings"}</Link>
            </Button>
          }
        >
          {report.own.length === 0
            ? "Add the brand's website under Brand Basic Data so its backlinks can be compared with its competitors'."
            : "Add competitors with their domains under Brand Basic Data, or competitor domains under SEO Settings, to compare backlinks with them."}
        </EmptyState>
      ) : (
        <>
          {canEdit ? <BacklinksToolbar brandId={scope.brandId} canFetch={report.canFetch} /> : null}
          <BacklinksReport brandId={scope.brandId} report={report} now={new Date().toISOString()} canEdit={canEdit} />
        </>
      )}
    </PageBody>
  );
}
