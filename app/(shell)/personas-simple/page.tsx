import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Card, CardContent } from "@/components/ui/card";
import { routeMetadata } from "@/lib/navigation/registry";
import { getBriefSettings, resolveResearchEngine } from "@/modules/personas/engine";
import { GenerationNeeds } from "@/modules/personas/generate/components/generation-needs";
import { RunHistory } from "@/modules/personas/generate/components/run-history";
import { RunProgress } from "@/modules/personas/generate/components/run-progress";
import { SimpleForm } from "@/modules/personas/generate/components/simple-form";
import { hasActiveRun, listRuns, pickRun } from "@/modules/personas/generate/queries";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/personas-simple");

export default async function SimplePersonasPage({ searchParams }: { searchParams: Promise<{ run?: string }> }) {
  const { scope, canEdit } = await requireModule("personas");
  const params = await searchParams;
  const settings = await getBriefSettings(scope);
  const [engine, runs, current, active] = await Promise.all([resolveResearchEngine(scope, settings), listRuns(scope, { mode: "simple", limit: 10 }), pickRun(scope, params.run, "simple"), hasActiveRun(scope)]);
    const disabledReason = !canEdit ? "Your role can view generations but not start one." : engine.kind === "none" ? "Connect an AI engine to generate." : active ? "A generation is running; wait for it to finish." : null;
  return (
    <PageBody>
      <PageHeader route="/personas-simple" description="Describe the audience in a sentence and get 3–5 personas. For segments and proportions, write a brief and use Generate Personas." />
      {engine.kind === "none" ? <GenerationNeeds note={engine.note} /> : null}
      <Card>
        <CardContent>
          <SimpleForm brandId={scope.brandId} disabledReason={disabledReason} />
        </CardContent>
      </Card>
      {current ? (
        <Card>
          <CardContent>
            <RunProgress brandId={scope.brandId} run={current} canEdit={canEdit} showPlan={false} />
          </CardContent>
        </Card>
      ) : null}
      {runs.length > 1 ? (
        <section aria-labelledby="simple-history" className="grid gap-3">
          <h2 id="simple-history" className="text-base font-semibold">
            Earlier runs
          </h2>
          <RunHistory runs={runs} openId={current?.id ?? null} basePath="/personas-simple" />
        </section>
      ) : null}
    </PageBody>
  );
}
