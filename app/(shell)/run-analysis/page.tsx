import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeftIcon } from "lucide-react";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { isUuid } from "@/lib/brand-scope";
import { routeMetadata } from "@/lib/navigation/registry";
import { usableEngines } from "@/modules/ai/engines";
import { requireModule } from "@/modules/roles/guard";
import { monthSpendUsd } from "@/modules/saio/budget";
import { AutoRefresh } from "@/modules/saio/components/auto-refresh";
import { EngineNotice } from "@/modules/saio/components/engine-notice";
import { RunForm } from "@/modules/saio/components/run-form";
import { AnswersList, isActive, RunCard } from "@/modules/saio/components/runs";
import { getRun, listPrompts, listRunAnswers, listRuns } from "@/modules/saio/queries";
import { getSaioSettings } from "@/modules/saio/tracked";

export const metadata: Metadata = routeMetadata("/run-analysis");

export default async function RunAnalysisPage({ searchParams }: { searchParams: Promise<{ run?: string; prompts?: string }> }) {
  const { scope, canEdit } = await requireModule("saio");
  const params = await searchParams;

  if (params.run) {
    if (!isUuid(params.run)) notFound();
    const [run, answers] = await Promise.all([getRun(scope, params.run), listRunAnswers(scope, params.run)]);
    if (!run) notFound();
    return (
      <PageBody className="max-w-5xl">
        <PageHeader
          route="/run-analysis"
          title="Run answers"
          description="Every answer of this run with the brands it mentions, their order, the sentiment toward the brand and the sources it cites."
          actions={
            <Button asChild variant="outline" size="sm">
              <Link href="/run-analysis">
                <ArrowLeftIcon aria-hidden="true" /> All runs
              </Link>
            </Button>
          }
        />
        <AutoRefresh active={isActive(run)} />
        <RunCard brandId={scope.brandId} run={run} canEdit={canEdit} showLink={false} />
        <AnswersList answers={answers} />
      </PageBody>
    );
  }

  const [engines, prompts, runs, settings, spent] = await Promise.all([usableEngines(scope), listPrompts(scope), listRuns(scope, { limit: 20 }), getSaioSettings(scope), monthSpendUsd(scope)]);
  const preselected = (params.prompts ?? "").split(",").filter((id) => isUuid(id) && prompts.some((p) => p.id === id));
  return (
    <PageBody className="max-w-5xl">
      <PageHeader route="/run-analysis" description="Ask AI engines the brand's prompts now. The run continues in the background: leave the page and come back, progress is kept." />
      <AutoRefresh active={runs.some(isActive)} />
      {!engines.length ? (
        <EngineNotice what="Runs ask AI engines your prompts, so one has to be connected first. Prompts, schedules and past results stay available meanwhile." />
      ) : !prompts.length ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
          No prompts to ask yet.{" "}
          <Link href="/prompts" className="font-medium text-foreground underline underline-offset-4">
            Add prompts
          </Link>{" "}
          first.
        </p>
      ) : canEdit ? (
        <RunForm
          brandId={scope.brandId}
          engines={engines.map((e) => ({ key: e.key, label: e.label, model: e.model, webSearch: e.webSearch, priceIn: e.price?.inPerMTok ?? null, priceOut: e.price?.outPerMTok ?? null }))}
          prompts={prompts.map((p) => ({ id: p.id, text: p.text, topic: p.topic, active: p.active }))}
          preselected={preselected}
          budgetLeft={settings.monthlyBudgetUsd === null ? null : settings.monthlyBudgetUsd - spent}
          panelOn={settings.panelOptIn}
        />
      ) : null}
      <section className="grid gap-3" aria-labelledby="runs-heading">
        <h2 id="runs-heading" className="text-base font-semibold">
          Recent runs
        </h2>
        {runs.length ? (
          runs.map((r) => <RunCard key={r.id} brandId={scope.brandId} run={r} canEdit={canEdit} />)
        ) : (
          <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">No runs yet. Results of each run appear here and on the SAIO dashboard.</p>
        )}
      </section>
    </PageBody>
  );
}
