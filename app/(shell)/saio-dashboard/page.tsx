import type { Metadata } from "next";
import Link from "next/link";
import { PlayIcon } from "lucide-react";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { loadSaioDashboard } from "@/modules/saio/dashboard-page";
import { DashboardFilters } from "@/modules/saio/components/dashboard/dashboard-filters";
import { SaioDashboard } from "@/modules/saio/components/dashboard/saio-dashboard";
import { EngineNotice } from "@/modules/saio/components/engine-notice";

export const metadata: Metadata = routeMetadata("/saio-dashboard");

export default async function SaioDashboardPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("saio");
  const view = await loadSaioDashboard(scope, await searchParams);
  return (
    <PageBody>
      <PageHeader
        route="/saio-dashboard"
        description="How often AI assistants name the brand against its competitors: visibility, share of voice, position, citations and sentiment, each with its sample size and 95% interval."
        actions={
          canEdit ? (
            <Button size="sm" asChild>
              <Link href="/run-analysis">
                <PlayIcon aria-hidden="true" />
                Run analysis
              </Link>
            </Button>
          ) : null
        }
      />
      <DashboardFilters days={view.days} engine={view.engine} engines={view.options} />
      {view.hasEngine ? null : <EngineNotice what="Running an analysis needs an AI engine; the dashboard keeps showing the answers already stored." />}
      <SaioDashboard data={view.data} position={view.means.position} sentiment={view.means.sentiment} engineLabel={view.engineLabel} />
    </PageBody>
  );
}
