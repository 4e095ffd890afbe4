import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { getAdsConnectionsView } from "@/modules/ppc/connect/connection";
import { listGroups } from "@/modules/ppc/groups/store";
import { ImportReportButton } from "@/modules/ppc/import/components/import-report-button";
import { NgramTab } from "@/modules/ppc/ngrams/components/ngram-tab";
import { KeywordIdeasDialog } from "@/modules/ppc/providers/components/keyword-ideas-dialog";
import { PpcKeywordTable } from "@/modules/ppc/search-keywords/components/keyword-table";
import { OverlapNote } from "@/modules/ppc/search-keywords/components/overlap-note";
import { PpcEmpty } from "@/modules/ppc/search-keywords/components/ppc-empty";
import { PpcFiltersBar } from "@/modules/ppc/search-keywords/components/ppc-filters";
import { SearchKeywordTabs } from "@/modules/ppc/search-keywords/components/tabs-nav";
import { PpcTermTable } from "@/modules/ppc/search-keywords/components/term-table";
import { loadSearchKeywords } from "@/modules/ppc/search-keywords/queries";
import { PPC_KEYWORD_TABLE, PPC_TERM_TABLE, searchKeywordsHref, specOf } from "@/modules/ppc/search-keywords/view";
import { BrandWallWarnings } from "@/modules/ppc/wall/components/wall-warnings";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/search-keywords");

export default async function SearchKeywordsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("performance-marketing");
  const params = await searchParams;
  const [d, groups, connections] = await Promise.all([loadSearchKeywords(scope, params), listGroups(scope), getAdsConnectionsView(scope)]);
  // Keyword Planner answers only through a Google Ads account the brand has connected and chosen.
  const ideas = canEdit && connections.some((c) => c.network === "google_ads" && c.connection?.accountId);
  const groupChoices = groups.map((g) => ({ id: g.id, name: g.name }));
  // Switching tab keeps the filters (both tables understand them) and drops sort and page.
  const hrefs = {
    keywords: searchKeywordsHref("keywords", PPC_KEYWORD_TABLE, { filters: d.state.filters }),
    terms: searchKeywordsHref("terms", PPC_TERM_TABLE, { filters: d.state.filters }),
    ngrams: "/search-keywords?tab=ngrams",
  };
  const tableTab = d.tab === "terms" ? "terms" : "keywords";
  const page = d.keywords ?? d.terms;
  return (
    <PageBody>
      <PageHeader
        route="/search-keywords"
        description="What the brand pays for in search ads: its keywords and the search terms they matched, with cost and results, next to the organic position SEO knows for the same keyword."
        actions={
          <>
            {ideas ? <KeywordIdeasDialog brandId={scope.brandId} currency={d.currency} /> : null}
            {canEdit && d.hasData ? <ImportReportButton brandId={scope.brandId} /> : null}
          </>
        }
      />
      {!d.hasData ? (
        <PpcEmpty action={canEdit ? <ImportReportButton brandId={scope.brandId} variant="default" /> : null} />
      ) : (
        <>
          <BrandWallWarnings scope={scope} currency={d.currency} />
          <SearchKeywordTabs tab={d.tab} hrefs={hrefs} />
          {d.tab === "ngrams" ? (
            <NgramTab scope={scope} canEdit={canEdit} searchParams={params} extraParams={{ tab: "ngrams" }} />
          ) : (
            <>
              <PpcFiltersBar tab={tableTab} spec={specOf(tableTab)} state={d.state} options={d.options} />
              {page ? (
                <OverlapNote
                  overlap={page.overlap}
                  currency={d.currency}
                  noun={tableTab === "terms" ? "search term" : "keyword"}
                  active={!!d.state.filters.organic}
                  href={searchKeywordsHref(tableTab, specOf(tableTab), { ...d.state, filters: { ...d.state.filters, organic: "top3" }, page: 1 })}
                />
              ) : null}
              {d.keywords ? <PpcKeywordTable brandId={scope.brandId} rows={d.keywords.rows} total={d.keywords.total} state={d.state} currency={d.currency} groups={groupChoices} canEdit={canEdit} /> : null}
              {d.terms ? <PpcTermTable brandId={scope.brandId} rows={d.terms.rows} total={d.terms.total} state={d.state} currency={d.currency} groups={groupChoices} canEdit={canEdit} /> : null}
            </>
          )}
        </>
      )}
    </PageBody>
  );
}
