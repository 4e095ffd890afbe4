import type { Metadata } from "next";
import Link from "next/link";
import { FileUser } from "lucide-react";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty";
import { routeMetadata } from "@/lib/navigation/registry";
import { getBriefSettings, resolveResearchEngine } from "@/modules/personas/engine";
import { GenerateForm } from "@/modules/personas/generate/components/generate-form";
import { GenerationNeeds } from "@/modules/personas/generate/components/generation-needs";
import { ManualPersonaDialog } from "@/modules/personas/generate/components/manual-persona-dialog";
import { RunHistory } from "@/modules/personas/generate/components/run-history";
import { RunProgress } from "@/modules/personas/generate/components/run-progress";
import { hasActiveRun, listBriefChoices, listRuns, pickRun, planSeed } from "@/modules/personas/generate/queries";
import { ImportPersonasDialog } from "@/modules/personas/import/components/import-dialog";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/personas");

export default async function GeneratePersonasPage({ searchParams }: { searchParams: Promise<{ run?: string; brief?: string }> }) {
  const { scope, canEdit } = await requireModule("personas");
  const params = await searchParams;
  const settings = await getBriefSettings(scope);
  // The history is the whole brand's (both generators); the page opens on the newest brief run.
  const [engine, briefs, runs, current, active] = await Promise.all([resolveResearchEngine(scope, settings), listBriefChoices(scope), listRuns(scope), pickRun(scope, params.run, "brief"), hasActiveRun(scope)]);
    const disabledReason = !canEdit
    ? "Your role can view generations but not start one."
    : engine.kind === "none"
      ? "Connect an AI engine to generate."
      : active
        ? "A generation is running; wait for it to finish or cancel it."
        : null;
  const briefOptions = briefs.map((b) => ({ id: b.id, name: b.name }));
  const seed = planSeed(scope.brandId, runs[0]?.id ?? null);
  return (
    <PageBody>
      <PageHeader
        route="/personas"
        description="Generate synthetic personas from a brief: a sampling plan first, so the set matches the brief's segments, then each persona checked for consistency."
        actions={
          canEdit ? (
            <>
              <ImportPersonasDialog brandId={scope.brandId} briefs={briefOptions} />
              <ManualPersonaDialog brandId={scope.brandId} briefs={briefOptions} b2b={settings.b2b} />
            </>
          ) : null
        }
      />
      {engine.kind === "none" ? <GenerationNeeds note={engine.note} /> : null}
      <Card>
        <CardHeader>
          <CardTitle>New generation</CardTitle>
          <CardDescription>Choose a brief and how many personas; check the plan, then generate.</CardDescription>
        </CardHeader>
        <CardContent>
          {briefs.length ? (
            <GenerateForm brandId={scope.brandId} briefs={briefs} defaults={{ ageMin: settings.ageMin, ageMax: settings.ageMax }} seed={seed} disabledReason={disabledReason} initialBriefId={params.brief ?? null} />
          ) : (
            <EmptyState
              icon={FileUser}
              title="No brief yet"
              action={
                <Button asChild size="sm">
                  <Link href="/personas-brief">Write a brief</Link>
                </Button>
              }
            >
              A brief says who the audience is and in which segments; generation follows it. Or try{" "}
              <Link href="/personas-simple" className="underline underline-offset-2">
                the simple generator
              </Link>{" "}
              with one sentence.
            </EmptyState>
          )}
        </CardContent>
      </Card>
      {current ? (
        <Card>
          <CardHeader>
            <CardTitle>{current.active ? "Generating" : "Generation"}</CardTitle>
          </CardHeader>
          <CardContent>
            <RunProgress brandId={scope.brandId} run={current} canEdit={canEdit} />
          </CardContent>
        </Card>
      ) : null}
      {runs.length ? (
        <section aria-labelledby="history-heading" className="grid gap-3">
          <h2 id="history-heading" className="text-base font-semibold">
            Run history
          </h2>
          <RunHistory runs={runs} openId={current?.id ?? null} basePath="/personas" />
        </section>
      ) : null}
    </PageBody>
  );
}
