import type { Metadata } from "next";
import Link from "next/link";
import { PlayIcon } from "lucide-react";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { routeMetadata } from "@/lib/navigation/registry";
import { usableEngines } from "@/modules/ai/engines";
import { requireModule } from "@/modules/roles/guard";
import { getDashboard, getMeanIntervals, listAnsweredEngines } from "@/modules/saio/queries";
import { DashboardFilters } from "@/modules/saio/components/dashboard/dashboard-filters";
import { parsePeriod } from "@/modules/saio/components/dashboard/format";
import { SaioDashboard } from "@/modules/saio/components/dashboard/saio-dashboard";
import { EngineNotice } from "@/modules/saio/components/engine-notice";

export const metadata: Metadata = routeMetadata("/saio-dashboard");

export default async function SaioDashboardPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("saio");
  const sp = await searchParams;
  const days = parsePeriod(sp.days);
  const engine = typeof sp.engine === "string" && sp.engine.length > 0 && sp.engine.length <= 100 ? sp.engine : undefined;
  const [usable, answered, data, means] = await Promise.all([
    usableEngines(scope),
    // Both periods, so an engine that answered only before the cut can still be picked for its delta.
    listAnsweredEngines(scope, days * 2),
    getDashboard(scope, days, engine),
    getMeanIntervals(scope, days, engine),
  ]);
  const options = [...answered, ...usable.filter((u) => !answered.some((a) => a.key === u.key)).map((u) => ({ key: u.key, label: u.label }))];
  const engineLabel = engine ? (options.find((o) => o.key === engine)?.label ?? engine) : null;
  if (engine && !options.some((o) => o.key === engine)) options.push({ key: engine, label: engine });

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
      <DashboardFilters days={days} engine={engine ?? null} engines={options} />
      {usable.length === 0 ? <EngineNotice what="Running an analysis needs an AI engine; the dashboard keeps showing the answers already stored." /> : null}
      <SaioDashboard data={data} position={means.position} sentiment={means.sentiment} engineLabel={engineLabel} />
    </PageBody>
  );
}
