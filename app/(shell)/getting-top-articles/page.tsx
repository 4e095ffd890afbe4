import type { Metadata } from "next";
import Link from "next/link";
import { ArrowRightIcon, LineChartIcon, NewspaperIcon, SearchIcon } from "lucide-react";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { formatDay } from "@/lib/format";
import { routeMetadata } from "@/lib/navigation/registry";
import { ResearchArticles } from "@/modules/content/components/research-articles";
import { ResearchFetchButton } from "@/modules/content/components/research-fetch-button";
import { ResearchFetchStatus } from "@/modules/content/components/research-fetch-status";
import { ResearchShortcuts } from "@/modules/content/components/research-shortcuts";
import { ResearchTargetPicker } from "@/modules/content/components/research-target-picker";
import { ResearchTopPages } from "@/modules/content/components/research-top-pages";
import { targetFromParams } from "@/modules/content/research/params";
import { loadTopArticles } from "@/modules/content/research/research";
import { researchChoices } from "@/modules/content/research/serp-top";
import { loadTopPages } from "@/modules/content/research/top-pages";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/getting-top-articles");

export default async function GettingTopArticlesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("content-marketing");
  const picked = targetFromParams(await searchParams);
  const [topPages, choices, top] = await Promise.all([loadTopPages(scope), researchChoices(scope), picked ? loadTopArticles(scope, picked.target) : null]);
  const running = top?.fetch?.job.status === "queued" || top?.fetch?.job.status === "running";
  const failed = top?.rows.filter((r) => r.article?.status === "failed").length ?? 0;
  const read = top?.rows.filter((r) => r.article?.status === "fetched").length ?? 0;

  return (
    <PageBody>
      <PageHeader
        route="/getting-top-articles"
        description="What already works: the brand's own best pages from Search Console and Google Analytics, and — for a keyword or a focus keyword group — the ten articles that rank on top, read and taken apart (headings, length, publish date)."
      />

      <section className="flex flex-col gap-3" aria-labelledby="own-pages">
        <div>
          <h2 id="own-pages" className="text-lg font-semibold">
            The brand&apos;s top pages
          </h2>
          <p className="text-sm text-muted-foreground">
            {topPages.period ? `Last 28 days of data (${formatDay(topPages.period.start)} – ${formatDay(topPages.period.end)}); trend = clicks against the 28 days before. ` : null}
            Decaying pages lost clicks, impressions or position in the latest window.
          </p>
        </div>
        {topPages.pages.length ? (
          <ResearchTopPages pages={topPages.pages} />
        ) : (
          <EmptyState icon={LineChartIcon} title="No Search Console or Analytics data yet" action={<Button asChild size="sm" variant="outline"><Link href="/integrations">Connect on Integrations</Link></Button>}>
            Connect Google Search Console and GA4 on /integrations, or import their exports on /seo-analytics, to see which of the brand&apos;s pages bring clicks, sessions and conversions.
          </EmptyState>
        )}
      </section>

      <section className="flex flex-col gap-3" aria-labelledby="top-articles-title">
        <div>
          <h2 id="top-articles-title" className="text-lg font-semibold">
            Top ranking articles
          </h2>
          <p className="text-sm text-muted-foreground">The top 10 organic results of the latest stored SERP (for a group: merged across its keywords), each read through the brand&apos;s outbound connection.</p>
        </div>
        <ResearchTargetPicker choices={choices} value={picked?.pickerValue ?? ""} />
        {!picked ? (
          <EmptyState icon={SearchIcon} title="Pick a keyword or a focus keyword group" action={<ResearchShortcuts choices={choices} route="/getting-top-articles" />}>
            {choices.keywords.length
              ? "Its top ranking articles are listed from the stored SERP; fetch them to read their headings, length and publish date."
              : "The brand has no keywords yet. Add some on /keyword-research, then fetch their SERPs on /serps-research."}
          </EmptyState>
        ) : !top ? (
          <EmptyState icon={SearchIcon} title="That keyword or group is not one of this brand's">
            Pick another one above.
          </EmptyState>
        ) : !top.rows.length ? (
          <EmptyState
            icon={NewspaperIcon}
            title={top.serp.keywords.length ? `No stored SERP for "${top.serp.label}"` : `The group "${top.serp.label}" has no keywords`}
            action={top.serp.keywords.length ? <Button asChild size="sm" variant="outline"><Link href={`/serps-research?keyword=${encodeURIComponent(top.serp.keywords[0]!)}`}>Fetch the SERP on SERPs Research</Link></Button> : undefined}
          >
            {top.serp.keywords.length ? "The top articles come from a stored search result page. Fetch it on /serps-research, then come back." : "Add keywords to it on /seo-selection-groups."}
          </EmptyState>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-2">
              {canEdit ? <ResearchFetchButton brandId={scope.brandId} target={picked.fields} running={running} label={read ? "Fetch again" : "Fetch top articles"} /> : null}
              {read ? (
                <Button asChild size="sm" variant="outline">
                  <Link href={`/getting-proper-structure?${picked.query}`} data-testid="to-structure">
                    Get the proper structure
                    <ArrowRightIcon aria-hidden="true" />
                  </Link>
                </Button>
              ) : null}
              <span className="text-xs text-muted-foreground">
                SERP of {top.serp.day ? formatDay(top.serp.day) : "—"}
                {top.serp.missing.length ? ` · no stored SERP for ${top.serp.missing.length} of the group's keywords` : ""}
              </span>
            </div>
            <ResearchFetchStatus state={top.fetch} failed={failed} />
            <ResearchArticles rows={top.rows} />
          </>
        )}
      </section>
    </PageBody>
  );
}
