import type { Metadata } from "next";
import Link from "next/link";
import { PlayIcon, SplitIcon, TriangleAlertIcon } from "lucide-react";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Empty, EmptyContent, EmptyDescription, EmptyHeader, EmptyMedia, EmptyTitle } from "@/components/ui/empty";
import { routeMetadata } from "@/lib/navigation/registry";
import { defaultEngine } from "@/modules/ai/engines";
import { requireModule } from "@/modules/roles/guard";
import { CandidatesView } from "@/modules/saio/components/classification/candidates-view";
import { ClassifyButton } from "@/modules/saio/components/classification/classify-button";
import { EngineNotice } from "@/modules/saio/components/engine-notice";
import { lastClassificationFailure } from "@/modules/saio/candidates";
import { listCandidates } from "@/modules/saio/queries";

export const metadata: Metadata = routeMetadata("/dynamic-competitor-classification");

export default async function DynamicCompetitorClassificationPage() {
  const { scope, canEdit } = await requireModule("saio");
  const [rows, engine, failure] = await Promise.all([listCandidates(scope), defaultEngine(scope), lastClassificationFailure(scope)]);
  const newCount = rows.filter((r) => r.status === "new").length;
  return (
    <PageBody>
      <PageHeader
        route="/dynamic-competitor-classification"
        description="Brands and products AI answers mention that this brand does not track yet, ranked by how often they come up and classified — add the real competitors with one click."
        actions={canEdit && engine && rows.length ? <ClassifyButton brandId={scope.brandId} newCount={newCount} /> : null}
      />
      {!engine ? (
        <EngineNotice
          what={rows.length ? "These names were classified by local rules. Connect an AI engine to classify them with AI." : "Without one, the names found in answers are classified by local rules."}
        />
      ) : null}
      {engine && failure ? (
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
        <CandidatesView rows={rows} canEdit={canEdit} brandId={scope.brandId} />
      ) : (
        <Empty className="bg-card" data-testid="candidates-empty">
          <EmptyHeader>
            <EmptyMedia variant="icon">
              <SplitIcon />
            </EmptyMedia>
            <EmptyTitle>No untracked names yet — they appear after an analysis run</EmptyTitle>
            <EmptyDescription>
              Each run collects the brands and products its answers name beside yours and your competitors. Start one on{" "}
              <Link href="/run-analysis">/run-analysis</Link>.
            </EmptyDescription>
          </EmptyHeader>
          {canEdit ? (
            <EmptyContent>
              <Button size="sm" asChild>
                <Link href="/run-analysis">
                  <PlayIcon aria-hidden="true" />
                  Run an analysis
                </Link>
              </Button>
            </EmptyContent>
          ) : null}
        </Empty>
      )}
    </PageBody>
  );
}
