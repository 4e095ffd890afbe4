import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageBody } from "@/components/shell/page-header";
import { isUuid } from "@/lib/brand-scope";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { RunAnalysis, RunAnswers } from "@/modules/saio/components/run-analysis";
import { getRun, getRunAnalysis, listRunAnswers } from "@/modules/saio/queries";

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
        <RunAnswers brandId={scope.brandId} run={run} answers={answers} canEdit={canEdit} />
      </PageBody>
    );
  }

  return (
    <PageBody className="max-w-5xl">
      <RunAnalysis brandId={scope.brandId} canEdit={canEdit} data={await getRunAnalysis(scope, params.prompts ?? "")} />
    </PageBody>
  );
}
