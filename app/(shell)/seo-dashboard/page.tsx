import type { Metadata } from "next";
import Link from "next/link";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { SeoDashboardView } from "@/modules/seo/components/seo-dashboard/seo-dashboard-view";
import { loadSeoDashboard } from "@/modules/seo/queries/dashboard";

export const metadata: Metadata = routeMetadata("/seo-dashboard");

export default async function SeoDashboardPage() {
  const { scope } = await requireModule("seo");
  const d = await loadSeoDashboard(scope);
  return (
    <PageBody>
      <PageHeader
        route="/seo-dashboard"
        description="Visibility, positions, movers, branded share, focus groups and spend of this brand's SEO at a glance."
        actions={
          <Button size="sm" variant="outline" asChild>
            <Link href="/rankings">Rankings</Link>
          </Button>
        }
      />
      <SeoDashboardView d={d} />
    </PageBody>
  );
}
