import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { listEngines, usableEngines } from "@/modules/ai/engines";
import { requireModule } from "@/modules/roles/guard";
import { monthSpendUsd, nextMonthStart } from "@/modules/saio/budget";
import { BudgetCard } from "@/modules/saio/components/budget-card";
import { EngineNotice } from "@/modules/saio/components/engine-notice";
import { RunCard } from "@/modules/saio/components/runs";
import { SchedulesView } from "@/modules/saio/components/schedules-view";
import { listPrompts, listRuns, listSchedules } from "@/modules/saio/queries";
import { getPanelSummary } from "@/modules/saio/panel";
import { DEFAULT_SETTINGS, getTrackedSet } from "@/modules/saio/tracked";

export const metadata: Metadata = routeMetadata("/scheduler");

export default async function SchedulerPage() {
  const { scope, canEdit } = await requireModule("saio");
  const [schedules, engines, usable, prompts, runs, tracked, spent] = await Promise.all([
    listSchedules(scope),
    listEngines(scope),
    usableEngines(scope),
    listPrompts(scope),
    listRuns(scope, { limit: 40 }),
    getTrackedSet(scope),
    monthSpendUsd(scope),
  ]);
  const history = runs.filter((r) => r.trigger === "schedule").slice(0, 10);
  return (
    <PageBody className="max-w-5xl">
      <PageHeader route="/scheduler" description="Recurring analysis runs: which prompts and engines, how often, and the monthly budget they may spend." />
      {!usable.length ? <EngineNotice what="Scheduled runs need an AI engine; until one is connected they are recorded as skipped." /> : null}
      <BudgetCard
        brandId={scope.brandId}
        spent={spent}
        settings={tracked?.settings ?? DEFAULT_SETTINGS}
        panel={await getPanelSummary(scope, tracked?.settings.panelOptIn ?? false, tracked?.industry ?? null)}
        brandName={tracked?.brandName ?? "the brand"}
        competitors={(tracked?.brands ?? []).filter((b) => !b.own).map((b) => ({ name: b.name, domains: b.domains }))}
        canEdit={canEdit}
        resetsOn={nextMonthStart().toISOString().slice(0, 10)}
      />
      <SchedulesView
        brandId={scope.brandId}
        schedules={schedules}
        engines={engines.map((e) => ({ key: e.key, label: e.label }))}
        topics={[...new Set(prompts.map((p) => p.topic).filter(Boolean))].sort()}
        canEdit={canEdit}
      />
      <section className="grid gap-3" aria-labelledby="history-heading">
        <h2 id="history-heading" className="text-base font-semibold">
          History
        </h2>
        {history.length ? (
          history.map((r) => <RunCard key={r.id} brandId={scope.brandId} run={r} canEdit={canEdit} />)
        ) : (
          <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">Scheduled runs appear here, skipped ones with the reason.</p>
        )}
      </section>
    </PageBody>
  );
}
