import type { Metadata } from "next";
import { SwordsIcon } from "lucide-react";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Separator } from "@/components/ui/separator";
import { routeMetadata } from "@/lib/navigation/registry";
import { getBrand } from "@/modules/brands/queries";
import { requireModule } from "@/modules/roles/guard";
import { BrandVsBrand } from "@/modules/seo/components/competitors/brand-vs-brand";
import { CompetitorReport } from "@/modules/seo/components/competitors/competitor-report";
import { NoDomainsState } from "@/modules/seo/components/competitors/no-domains-state";
import { brandsToCompare, brandVsBrand, competitorReportFromSerps, storedCompetitorLabsReport } from "@/modules/seo/queries/competitor-keywords";

export const metadata: Metadata = routeMetadata("/competitors-keywords");

export default async function CompetitorsKeywordsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("seo");
  const params = await searchParams;
  const [report, labs, brand, others] = await Promise.all([competitorReportFromSerps(scope), storedCompetitorLabsReport(scope), getBrand(scope), brandsToCompare(scope)]);
  // Only a brand from the user's own list is ever compared; any other id in the URL is ignored.
  const other = others.find((b) => b.id === params.vs) ?? null;
  const rows = other ? await brandVsBrand(scope, other.id) : null;
  const brandName = brand?.name ?? "This brand";

  return (
    <PageBody>
      <PageHeader
        route="/competitors-keywords"
        description="Keywords competitors rank for and the brand does not, keywords both rank for, and the brand's quick wins at positions 4–20 — from the SERPs already stored, or from DataForSEO Labs on request."
      />
      {report.own.length === 0 || report.competitors.length === 0 ? (
        <NoDomainsState icon={SwordsIcon} hasWebsite={report.own.length > 0} what="keywords" websiteHint="so its positions can be found on the SERPs." />
      ) : (
        <CompetitorReport brandId={scope.brandId} serps={report} labs={labs} now={new Date().toISOString()} canEdit={canEdit} />
      )}
      <Separator />
      <BrandVsBrand brandName={brandName} brands={others} other={other} rows={rows} />
    </PageBody>
  );
}
