import type { Metadata } from "next";
import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { ActivityFiltersBar } from "@/modules/activity/components/activity-filters";
import { ActivityTable } from "@/modules/activity/components/activity-table";
import { filtersToSearch, parseActivityFilters } from "@/modules/activity/inputs";
import { activityFacets, listActivity } from "@/modules/activity/queries";
import { requireModule } from "@/modules/roles/guard";
import { routeMetadata } from "@/lib/navigation/registry";

export const metadata: Metadata = routeMetadata("/activity");

export default async function ActivityPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope } = await requireModule("activity-log");
  const filters = parseActivityFilters(await searchParams);
  const [page, facets] = await Promise.all([listActivity(scope, filters), activityFacets(scope)]);
  const filtered = !!(filters.action || filters.user || filters.from || filters.to);
  return (
    <PageBody>
      <PageHeader
        route="/activity"
        description="Who changed what in this brand, and when. Newest first."
        actions={
          page.total > 0 ? (
            <Button asChild variant="outline">
              <a href={`/activity/export${filtersToSearch({ ...filters, page: 1 })}`} download>
                <DownloadIcon aria-hidden="true" />
                Export CSV
              </a>
            </Button>
          ) : null
        }
      />
      <ActivityFiltersBar filters={filters} actions={facets.actions} people={facets.people} />
      <ActivityTable page={page} filters={filters} filtered={filtered} />
    </PageBody>
  );
}
