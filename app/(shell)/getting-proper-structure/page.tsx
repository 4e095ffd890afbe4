import type { Metadata } from "next";
import Link from "next/link";
import { LayersIcon, SearchIcon } from "lucide-react";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { formatNumber, plural } from "@/lib/format";
import { routeMetadata } from "@/lib/navigation/registry";
import { ResearchShortcuts } from "@/modules/content/components/research-shortcuts";
import { ResearchTargetPicker } from "@/modules/content/components/research-target-picker";
import { OutlineCard, StructureDetails } from "@/modules/content/components/research-structure";
import { RecommendStructureButton, SaveToBriefButton } from "@/modules/content/components/research-structure-actions";
import { getContentSettings, resolveContentEngine } from "@/modules/content/engine";
import { targetFromParams } from "@/modules/content/research/params";
import { loadStructure } from "@/modules/content/research/research";
import { researchChoices } from "@/modules/content/research/serp-top";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/getting-proper-structure");

export default async function GettingProperStructurePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("content-marketing");
  const picked = targetFromParams(await searchParams);
  const [choices, s, engine] = await Promise.all([researchChoices(scope), picked ? loadStructure(scope, picked.target) : null, getContentSettings(scope).then((st) => resolveContentEngine(scope, st))]);

  return (
    <PageBody>
      <PageHeader
        route="/getting-proper-structure"
        description="The outline the top-ranking articles share for a keyword or group: their headings grouped by topic with how many pages cover each, the questions people also ask, the terms they use and their typical length — and a recommended structure to save to a brief."
      />
      <ResearchTargetPicker choices={choices} value={picked?.pickerValue ?? ""} />
      {!picked ? (
        <EmptyState icon={SearchIcon} title="Pick a keyword or a focus keyword group" action={<ResearchShortcuts choices={choices} route="/getting-proper-structure" />}>
          The structure is computed from its top articles once they are fetched on /getting-top-articles.
        </EmptyState>
      ) : !s ? (
        <EmptyState icon={SearchIcon} title="That keyword or group is not one of this brand's">
          Pick another one above.
        </EmptyState>
      ) : !s.pages ? (
        <EmptyState
          icon={LayersIcon}
          title="No top article has been read yet"
          action={
            <Button asChild size="sm">
              <Link href={`/getting-top-articles?${picked.query}`}>Fetch the top articles</Link>
            </Button>
          }
        >
          The structure comes from the headings and text of the articles ranking for &quot;{s.top.serp.label}&quot;. Fetch them on Getting Top Articles first.
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm" data-testid="structure-summary">
            <span>
              <span className="text-muted-foreground">Pages read:</span> {s.pages} of {s.top.rows.length}
            </span>
            {s.length ? (
              <span>
                <span className="text-muted-foreground">Typical length:</span> {formatNumber(s.length.median)} words (middle half {formatNumber(s.length.q1)}–{formatNumber(s.length.q3)})
              </span>
            ) : null}
            <span>
              <span className="text-muted-foreground">Questions:</span> {s.questions.length}
            </span>
            <Link className="text-muted-foreground underline-offset-4 hover:underline" href={`/getting-top-articles?${picked.query}`}>
              See the articles
            </Link>
          </div>
          {engine.kind !== "ai" && canEdit ? (
            <Alert>
              <AlertDescription>{engine.kind === "none" ? engine.note : "The external agent writes drafts, not outlines: the recommended structure is the consensus of the top pages. Choose an AI engine in /cm-settings for an AI structure."}</AlertDescription>
            </Alert>
          ) : null}
          {s.ai ? (
            <OutlineCard
              rec={s.ai}
              pages={s.pages}
              minPages={s.minPages}
              testId="outline-ai"
              actions={canEdit ? <>{engine.kind === "ai" ? <RecommendStructureButton brandId={scope.brandId} target={picked.fields} engineLabel={engine.label} again /> : null}<SaveToBriefButton brandId={scope.brandId} target={picked.fields} method="ai" /></> : undefined}
            />
          ) : null}
          <OutlineCard
            rec={s.consensus}
            pages={s.pages}
            minPages={s.minPages}
            testId="outline-consensus"
            actions={canEdit ? <>{!s.ai && engine.kind === "ai" ? <RecommendStructureButton brandId={scope.brandId} target={picked.fields} engineLabel={engine.label} again={false} /> : null}<SaveToBriefButton brandId={scope.brandId} target={picked.fields} method="consensus" /></> : undefined}
          />
          <StructureDetails s={s} />
          <p className="text-xs text-muted-foreground">
            Computed from {plural(s.pages, "article")}; {s.top.rows.length - s.pages ? `${s.top.rows.length - s.pages} could not be read or are not fetched yet.` : "every top article was read."}
          </p>
        </>
      )}
    </PageBody>
  );
}
