import type { Metadata } from "next";
import Link from "next/link";
import { ChartColumnIcon, FolderKanbanIcon } from "lucide-react";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { routeMetadata } from "@/lib/navigation/registry";
import { ResultsBody } from "@/modules/focus-groups/results/components/results-view";
import { AnalysisRunPanel } from "@/modules/focus-groups/runs/components/analysis-run-panel";
import { ExportMenu } from "@/modules/focus-groups/results/components/results-controls";
import { SelectionPicker } from "@/modules/focus-groups/results/components/selection-picker";
import { getResultsView } from "@/modules/focus-groups/results/queries";
import { resolveSelection } from "@/modules/focus-groups/results/selection";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/fg-results");

export default async function FocusGroupResultsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("focus-groups");
  const sel = await resolveSelection(scope, await searchParams);
  const view = sel.project && sel.selected.length ? await getResultsView(scope, sel.project.id, sel.selected) : null;
  return (
    <PageBody>
      <PageHeader
        route="/fg-results"
        description="Choice shares and ratings with 95% confidence intervals, SSR ratings estimated from what participants said, segment breakdowns and the quotes behind every number."
        actions={
          view ? (
            <>
              <Button size="sm" variant="outline" asChild>
                <Link href={`/fg-feedback-analysis?project=${view.data.project.id}`}>Feedback analysis</Link>
              </Button>
              <ExportMenu brandId={scope.brandId} projectId={view.data.project.id} sessionIds={sel.selected} />
            </>
          ) : null
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
          data-testid="fg-results-empty"
        >
          Results appear here once a project has run a session with its participants.
        </EmptyState>
      ) : (
        <>
          <SelectionPicker sel={sel} projectId={sel.project.id} />
          {view ? (
            <ResultsBody view={view} brandId={scope.brandId} canEdit={canEdit} ssrRunPanel={(run) => <AnalysisRunPanel brandId={scope.brandId} run={run} canEdit={canEdit} />} />
          ) : (
            <EmptyState
              icon={ChartColumnIcon}
              title="No answers in this project yet"
              action={
                <Button size="sm" asChild>
                  <Link href="/contacting-fg">Run a session</Link>
                </Button>
              }
              data-testid="fg-results-empty"
            >
              Run a session on Contacting Focus Group; when it has answers, its results appear here.
            </EmptyState>
          )}
        </>
      )}
    </PageBody>
  );
}
