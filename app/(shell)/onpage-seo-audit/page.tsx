import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { getCrawlSchedule } from "@/modules/seo/audit/schedule";
import { loadAuditPage } from "@/modules/seo/audit/view";
import { AuditView } from "@/modules/seo/components/audit/audit-view";
import { CrawlStatus } from "@/modules/seo/components/audit/crawl-status";
import { StartCrawlForm } from "@/modules/seo/components/audit/start-crawl-form";

export const metadata: Metadata = routeMetadata("/onpage-seo-audit");

export default async function OnPageSeoAuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("seo");
  const [data, schedule] = await Promise.all([loadAuditPage(scope, await searchParams), getCrawlSchedule(scope)]);
  const running = data.latest?.status === "queued" || data.latest?.status === "running";
  return (
    <PageBody>
      <PageHeader
        route="/onpage-seo-audit"
        description="Crawl the brand's site like a search engine: status codes, redirects, broken links, titles and descriptions, headings, canonicals, indexing, hreflang, structured data, content and speed — each issue with its evidence and how to fix it."
      />
      {canEdit ? <StartCrawlForm brandId={scope.brandId} website={data.latest?.startUrl ?? data.website} disabled={running} schedule={schedule} /> : null}
      {data.latest && data.latest.id !== data.shown?.id ? <CrawlStatus crawl={data.latest} brandId={scope.brandId} canEdit={canEdit} /> : null}
      <AuditView data={data} brandId={scope.brandId} canEdit={canEdit} />
    </PageBody>
  );
}
