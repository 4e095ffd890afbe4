import Link from "next/link";
import { PlayIcon, SplitIcon, TriangleAlertIcon } from "lucide-react";
import { PageHeader } from "@/components/shell/page-header";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import type { ClassificationData } from "../../queries";
import { EngineNotice } from "../engine-notice";
import { CandidatesView } from "./candidates-view";
import { ClassifyButton } from "./classify-button";

/** /dynamic-competitor-classification: the names answers mention that the brand does not track, and how they were classified. */
export function ClassificationPage({ brandId, canEdit, data }: { brandId: string; canEdit: boolean; data: ClassificationData }) {
  const { rows, engineReady, failure } = data;
  const newCount = rows.filter((r) => r.status === "new").length;
  return (
    <>
      <PageHeader
        route="/dynamic-competitor-classification"
        description="Brands and products AI answers mention that this brand does not track yet, ranked by how often they come up and classified — add the real competitors with one click."
        actions={canEdit && engineReady && rows.length ? <ClassifyButton brandId={brandId} newCount={newCount} /> : null}
      />
      {!engineReady ? (
        <EngineNotice
          what={rows.length ? "These names were classified by local rules. Connect an AI engine to classify them with AI." : "Without one, the names found in answers are classified by local rules."}
        />
      ) : null}
      {engineReady && failure ? (
        <Alert variant="warning" data-testid="classification-failure">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertTitle>The last AI classification failed</AlertTitle>
          <AlertDescription>
            <p>
              {failure.reason} The names it should have classified keep their rule classes; fix the engine on <Link href="/integrations">Integrations</Link>, then use
              Classify with AI.
            </p>
          </AlertDescription>
        </Alert>
      ) : null}
      {rows.length ? (
        <CandidatesView rows={rows} canEdit={canEdit} brandId={brandId} />
      ) : (
        <EmptyState
          className="bg-card"
          data-testid="candidates-empty"
          icon={SplitIcon}
          title="No untracked names yet — they appear after an analysis run"
          action={
            canEdit ? (
              <Button size="sm" asChild>
                <Link href="/run-analysis">
                  <PlayIcon aria-hidden="true" />
                  Run an analysis
                </Link>
              </Button>
            ) : null
          }
        >
          Each run collects the brands and products its answers name beside yours and your competitors. Start one on{" "}
          <Link href="/run-analysis">/run-analysis</Link>.
        </EmptyState>
      )}
    </>
  );
}
