import type { Metadata } from "next";
import Link from "next/link";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { routeMetadata } from "@/lib/navigation/registry";
import { FgDashboardView } from "@/modules/focus-groups/dashboard/components/fg-dashboard-view";
import { loadFgDashboard } from "@/modules/focus-groups/dashboard/queries";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/fg-dashboard");

export default async function FocusGroupsDashboardPage() {
  const { scope } = await requireModule("focus-groups");
  const d = await loadFgDashboard(scope);
  return (
    <PageBody>
      <PageHeader
        route="/fg-dashboard"
        description="Focus-group projects by status, the latest results, the winning variant of each project and this month's spend on focus-group AI calls."
        actions={
          <Button size="sm" variant="outline" asChild>
            <Link href="/fg-results">All results</Link>
          </Button>
        }
      />
      <FgDashboardView d={d} />
    </PageBody>
  );
}
