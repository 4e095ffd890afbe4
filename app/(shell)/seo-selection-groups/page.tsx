import type { Metadata } from "next";
import Link from "next/link";
import { KeyRoundIcon, NetworkIcon } from "lucide-react";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { formatNumber, plural } from "@/lib/format";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { latestClusterJob } from "@/modules/seo/cluster-job";
import { ClusterButton } from "@/modules/seo/components/groups/cluster-button";
import { ClusterStatus } from "@/modules/seo/components/groups/cluster-status";
import { GroupDetail } from "@/modules/seo/components/groups/group-detail";
import { GroupsView } from "@/modules/seo/components/groups/groups-view";
import { clusterCoverage, listGroupKeywords, listGroupViews } from "@/modules/seo/queries/group-view";

export const metadata: Metadata = routeMetadata("/seo-selection-groups");

export default async function SeoSelectionGroupsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("seo");
  const params = await searchParams;
  // The job first: a run seen as finished has committed its groups, so the groups read after it include them
  // (read together, a run ending in between showed "finished" over the groups from before it, and stopped refreshing).
  const job = await latestClusterJob(scope);
  const [groups, coverage] = await Promise.all([listGroupViews(scope), clusterCoverage(scope)]);
  const running = job?.status === "queued" || job?.status === "running";
  const open = typeof params.group === "string" ? groups.find((g) => g.id === params.group) : undefined;
  const openKeywords = open ? await listGroupKeywords(scope, open.id) : [];
  const method =
    coverage.withSerp === coverage.keywords
      ? `All ${plural(coverage.keywords, "keyword")} have a stored SERP and are grouped by SERP overlap (at least ${coverage.minShared} shared top-10 URLs, set in SEO Settings).`
      : coverage.withSerp > 0
      ? `${formatNumber(coverage.withSerp)} of ${plural(coverage.keywords, "keyword")} have a stored SERP and are grouped by SERP overlap (at least ${coverage.minShared} shared top-10 URLs, set in SEO Settings); the rest by the words they share.`
      : `No keyword has a stored SERP yet, so keywords are grouped by the words they share (lexical). Check rankings or open SERPs to group by SERP overlap.`;

  return (
    <PageBody>
      <PageHeader
        route="/seo-selection-groups"
        description="Topics one page can target: keywords Google answers with the same pages belong together. Pick a focus keyword and a target URL per group; a flag shows when two of the brand's pages compete for one group."
        actions={canEdit && groups.length > 0 ? <ClusterButton brandId={scope.brandId} running={running} /> : null}
      />
      <ClusterStatus job={job} />
      {coverage.keywords === 0 ? (
        <EmptyState
          icon={KeyRoundIcon}
          title="No keywords to group yet"
          action={
            <Button size="sm" asChild>
              <Link href="/keyword-research">Add keywords</Link>
            </Button>
          }
        >
          Add or import the brand&apos;s keywords in Keyword Research, then cluster them into focus groups here.
        </EmptyState>
      ) : groups.length === 0 ? (
        <EmptyState
          icon={NetworkIcon}
          title={job?.status === "succeeded" ? "No keywords belong together yet" : "No focus keyword groups yet"}
          action={canEdit ? <ClusterButton brandId={scope.brandId} running={running} /> : null}
        >
          {job?.status === "succeeded"
            ? `The last clustering found no two keywords alike enough to share a page. ${method} Add more keywords of the same topics, or lower the SERP overlap in SEO Settings.`
            : method}
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{method} Clustering again replaces the groups it made; groups you merged or split stay.</p>
          <GroupsView brandId={scope.brandId} groups={groups} canEdit={canEdit} />
        </>
      )}
      {open ? <GroupDetail key={open.id} brandId={scope.brandId} group={open} keywords={openKeywords} canEdit={canEdit} /> : null}
    </PageBody>
  );
}
