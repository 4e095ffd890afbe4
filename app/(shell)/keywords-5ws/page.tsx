import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { loadFiveWsPage } from "@/modules/seo/words-pages";
import { QuestionTrees } from "@/modules/seo/components/words/question-tree";
import { SeedChips, SeedForm } from "@/modules/seo/components/words/seed-form";
import { WordsEmpty } from "@/modules/seo/components/words/words-empty";

export const metadata: Metadata = routeMetadata("/keywords-5ws");

export default async function KeywordsFiveWsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("seo");
  const view = await loadFiveWsPage(scope, await searchParams);
  return (
    <PageBody>
      <PageHeader
        route="/keywords-5ws"
        description="The questions people ask around a keyword — who, what, when, where, why, how, plus can, are, vs and for. Questions from stored SERPs' “People also ask” and, on request, the keyword-data provider's suggestions come first; the rest is template expansion, labelled as such."
      />
      <SeedForm name="seed" label="Keyword" value={view.seeds.join(", ")} placeholder="espresso machine" submit="Show questions" hint="Up to 5 keywords, separated by commas." />
      <SeedChips keywords={view.brandKeywords} param="seed" label="From Brand Basic Data:" />
      {view.trees.length ? (
        <QuestionTrees key={view.seeds.join("\n")} brandId={scope.brandId} trees={view.trees} stored={view.stored} withSuggestions={view.withSuggestions} suggestProvider={view.suggestProvider} providerSuggested={view.providerSuggested} canEdit={canEdit} />
      ) : (
        <WordsEmpty title="Enter a keyword to see its questions" brandSetup={!view.brandKeywords.length}>
          {view.suggestProvider
            ? `Type a keyword above to get its question tree: template expansion, “People also ask” from SERPs already fetched for the keyword, and — per keyword, on request — questions among ${view.suggestProvider}'s keyword suggestions (a paid call, counted against the SEO budget).`
            : "Type a keyword above to get its question tree. No suggestion provider is connected (add a DataForSEO login under Brand Settings → APIs), so questions come from template expansion, plus “People also ask” from SERPs already fetched for the keyword."}
        </WordsEmpty>
      )}
    </PageBody>
  );
}
