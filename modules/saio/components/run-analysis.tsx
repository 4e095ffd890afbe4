import Link from "next/link";
import { ArrowLeftIcon, HistoryIcon, MessageSquareTextIcon } from "lucide-react";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import type { AnswerRow, RunAnalysisData, RunSummary } from "../queries";
import { AutoRefresh } from "@/components/actions/auto-refresh";
import { EngineNotice } from "./engine-notice";
import { RunForm } from "./run-form";
import { AnswersList, isActive, RunCard } from "./runs";

/** One run's answers (/run-analysis?run=…); refreshes itself while the run is still going. */
export function RunAnswers({ brandId, run, answers, canEdit }: { brandId: string; run: RunSummary; answers: AnswerRow[]; canEdit: boolean }) {
  return (
    <>
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
      <AutoRefresh active={isActive(run)} live="saio" />
      <RunCard brandId={brandId} run={run} canEdit={canEdit} showLink={false} />
      <AnswersList answers={answers} />
    </>
  );
}

/** /run-analysis: the run form (or what to connect or add first) and the recent runs. */
export function RunAnalysis({ brandId, canEdit, data }: { brandId: string; canEdit: boolean; data: RunAnalysisData }) {
  const { engines, prompts, runs } = data;
  return (
    <>
      <PageHeader route="/run-analysis" description="Ask AI engines the brand's prompts now. The run continues in the background: leave the page and come back, progress is kept." />
      <AutoRefresh active={runs.some(isActive)} live="saio" />
      {!engines.length ? (
        <EngineNotice what="Runs ask AI engines your prompts, so one has to be connected first. Prompts, schedules and past results stay available meanwhile." />
      ) : !prompts.length ? (
        <EmptyState
          icon={MessageSquareTextIcon}
          title="No prompts to ask yet"
         
          action={
            <Button asChild size="sm">
              <Link href="/prompts">Add prompts</Link>
            </Button>
          }
        >
          A run asks the engines the brand&apos;s prompts. Add prompts first.
        </EmptyState>
      ) : canEdit ? (
        <RunForm brandId={brandId} engines={engines} prompts={prompts} preselected={data.preselected} budgetLeft={data.budgetLeft} panelOn={data.panelOn} />
      ) : null}
      <section className="grid gap-3" aria-labelledby="runs-heading">
        <h2 id="runs-heading" className="text-base font-semibold">
          Recent runs
        </h2>
        {runs.length ? (
          runs.map((r) => <RunCard key={r.id} brandId={brandId} run={r} canEdit={canEdit} />)
        ) : (
          <EmptyState icon={HistoryIcon} title="No runs yet">
            Results of each run appear here and on the SAIO dashboard.
          </EmptyState>
        )}
      </section>
    </>
  );
}
