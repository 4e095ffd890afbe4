import type { Metadata } from "next";
import Link from "next/link";
import { FolderKanbanIcon, MessagesSquareIcon } from "lucide-react";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { isUuid } from "@/lib/brand-scope";
import { formatDateTime } from "@/lib/format";
import { routeMetadata } from "@/lib/navigation/registry";
import { AnalysisView } from "@/modules/focus-groups/analysis/components/analysis-view";
import { RunAnalysisButton } from "@/modules/focus-groups/analysis/components/run-analysis-button";
import { listAnalyses } from "@/modules/focus-groups/analysis/run";
import { AnalysisRunPanel } from "@/modules/focus-groups/runs/components/analysis-run-panel";
import { latestAnalysisRun } from "@/modules/focus-groups/runs/store";
import { HonestyPanel } from "@/modules/focus-groups/results/components/honesty-panel";
import { SelectionPicker } from "@/modules/focus-groups/results/components/selection-picker";
import { computeResults } from "@/modules/focus-groups/results/compute";
import { loadResultsData } from "@/modules/focus-groups/results/load";
import { resolveSelection } from "@/modules/focus-groups/results/selection";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/fg-feedback-analysis");

export default async function FeedbackAnalysisPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("focus-groups");
  const params = await searchParams;
  const sel = await resolveSelection(scope, params);
  const [history, latestRun] = sel.project ? await Promise.all([listAnalyses(scope, sel.project.id), latestAnalysisRun(scope, sel.project.id, "feedback")]) : [[], null];
  const running = latestRun?.status === "queued" || latestRun?.status === "running";
  // A run that ended without a result (budget, error, cancel) stays visible until a newer analysis exists.
  const showRun = latestRun && latestRun.status !== "succeeded" && (running || !history[0] || new Date(latestRun.createdAt) > history[0].createdAt);
  const wanted = typeof params.analysis === "string" && isUuid(params.analysis) ? params.analysis : null;
  const shown = history.find((a) => a.id === wanted) ?? history[0] ?? null;
  // Quotes resolve against the sessions the analysis was made from, not today's picker.
  const data = sel.project && shown ? await loadResultsData(scope, sel.project.id, shown.sessionIds) : null;
  const current = sel.project && sel.selected.length ? computeResults(await loadResultsData(scope, sel.project.id, sel.selected), undefined, { b: 200 }) : null;
  return (
    <PageBody>
      <PageHeader
        route="/fg-feedback-analysis"
        description="Themes across the answers, sentiment per stimulus and segment, what would make each variant win, and where ratings contradict words — every claim linked to the quotes it rests on."
        actions={
          sel.project && sel.selected.length && canEdit ? <RunAnalysisButton brandId={scope.brandId} projectId={sel.project.id} sessionIds={sel.selected} again={history.length > 0} running={running} /> : null
        }
      />
      {!sel.project ? (
        <EmptyState
          icon={FolderKanbanIcon}
          title="No focus-group projects yet"
          action={
            <Button size="sm" asChild>
              <Link href="/projects">Create a project</Link>
            </Button>
          }
        >
          Feedback analysis works on the answers of a project&apos;s sessions.
        </EmptyState>
      ) : (
        <>
          <SelectionPicker sel={sel} projectId={sel.project.id} />
          {showRun ? <AnalysisRunPanel brandId={scope.brandId} run={latestRun} canEdit={canEdit} /> : null}
          {current ? <HonestyPanel engines={current.engines} models={current.models} runs={current.runs} participants={current.participants} /> : null}
          {!sel.selected.length ? (
            <EmptyState
              icon={MessagesSquareIcon}
              title="No answers in this project yet"
              action={
                <Button size="sm" asChild>
                  <Link href="/contacting-fg">Run a session</Link>
                </Button>
              }
            >
              Run a session on Contacting Focus Group, then analyse what the participants said.
            </EmptyState>
          ) : shown && data ? (
            <div className="grid gap-6 lg:grid-cols-[1fr_14rem]">
              <AnalysisView analysis={shown} data={data} />
              <nav aria-label="Earlier analyses" className="order-first grid content-start gap-1 text-sm lg:order-none">
                <h2 className="mb-1 text-xs font-medium text-muted-foreground">History</h2>
                {history.map((a) => (
                  <Link
                    key={a.id}
                    href={`/fg-feedback-analysis?project=${sel.project!.id}&analysis=${a.id}`}
                    aria-current={a.id === shown.id ? "page" : undefined}
                    className="rounded-md px-2 py-1.5 hover:bg-muted aria-[current=page]:bg-muted aria-[current=page]:font-medium"
                  >
                    {formatDateTime(a.createdAt)}
                    <span className="block text-xs text-muted-foreground">{a.content.method === "engine" ? "Engine" : "Offline"} · {a.content.themes.length} themes</span>
                  </Link>
                ))}
              </nav>
            </div>
          ) : (
            <EmptyState icon={MessagesSquareIcon} title="Not analysed yet" data-testid="fg-analysis-empty">
              {canEdit
                ? "Analyse feedback groups the answers into themes and links every claim to its quotes. Without an AI engine it still works, naming themes by their words."
                : "Nobody has analysed these sessions yet; an editor of this brand can run the analysis."}
            </EmptyState>
          )}
        </>
      )}
    </PageBody>
  );
}
