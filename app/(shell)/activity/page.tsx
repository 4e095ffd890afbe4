import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { ActivityFiltersBar } from "@/modules/activity/components/activity-filters";
import { ActivityTable } from "@/modules/activity/components/activity-table";
import { loadActivityPage } from "@/modules/activity/page";
import { requireModule } from "@/modules/roles/guard";
import { routeMetadata } from "@/lib/navigation/registry";

export const metadata: Metadata = routeMetadata("/activity");

export default async function ActivityPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope } = await requireModule("activity-log");
  const data = await loadActivityPage(scope, await searchParams);
  return (
    <PageBody>
      <PageHeader route="/activity" description="Who changed what in this brand, and when. Newest first unless you sort by a column." />
      <ActivityFiltersBar state={data.state} actions={data.facets.actions} people={data.facets.people} />
      <ActivityTable page={data.page} state={data.state} filtered={data.filtered} exportHref={data.exportHref} />
    </PageBody>
  );
}
