import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { loadAssistantPage } from "@/modules/seo/words-pages";
import { AssistantBoard } from "@/modules/seo/components/words/assistant-board";
import { SeedChips, SeedForm } from "@/modules/seo/components/words/seed-form";
import { WordsEmpty } from "@/modules/seo/components/words/words-empty";

export const metadata: Metadata = routeMetadata("/keyword-assistant");

export default async function KeywordAssistantPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("seo");
  const view = await loadAssistantPage(scope, await searchParams);
  return (
    <PageBody>
      <PageHeader
        route="/keyword-assistant"
        description="Grow seed keywords into candidates — modifiers, competitors, questions, plurals, and your AI engine's ideas when one is connected — then keep the good ones in the keyword store and drop the rest."
      />
      <SeedForm name="seeds" label="Seed keywords" value={view.seeds.join(", ")} placeholder="coffee grinder, french press" submit="Expand" hint="Up to 20 seeds, separated by commas." />
      <SeedChips keywords={view.brandKeywords} param="seeds" label="From Brand Basic Data:" />
      {view.seeds.length ? (
        <AssistantBoard key={view.seeds.join("\n")} brandId={scope.brandId} seeds={view.seeds} initial={view.candidates} engineLabel={view.engineLabel} canEdit={canEdit} />
      ) : (
        <WordsEmpty title="Enter seed keywords to start" brandSetup={!view.brandKeywords.length}>
          Type one or more seeds above — the topics you want to rank for. Each candidate can be kept in the keyword store (source &quot;assistant&quot;) or dropped with one click.
        </WordsEmpty>
      )}
    </PageBody>
  );
}
