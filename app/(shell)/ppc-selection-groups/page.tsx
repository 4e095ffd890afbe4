import type { Metadata } from "next";
import Link from "next/link";
import { CrosshairIcon } from "lucide-react";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { GroupsToolbar, GroupsView } from "@/modules/ppc/groups/components/groups-view";
import { groupsPage } from "@/modules/ppc/groups/queries";

export const metadata: Metadata = routeMetadata("/ppc-selection-groups");

export default async function PpcSelectionGroupsPage() {
  const { scope, canEdit } = await requireModule("performance-marketing");
  const page = await groupsPage(scope);
  return (
    <PageBody>
      <PageHeader
        route="/ppc-selection-groups"
        description="Keywords in ad-group-ready groups: suggested match types (* marks a suggestion: exact for high-volume head terms, phrase for 3+ words, broad only with smart bidding), each group's keywords as exact negatives in its sibling groups of the same campaign, and an export for Google Ads Editor."
      />
      {/* Its own row: five controls in the header's action slot squeezed the title into a column. */}
      <GroupsToolbar brandId={scope.brandId} canEdit={canEdit} seoClusters={page.seoClusters} paidKeywords={page.paidKeywords} hasGroups={page.groups.length > 0} />
      {page.groups.length === 0 ? (
        <EmptyState
          icon={CrosshairIcon}
          title="No PPC groups yet"
          action={
            <Button size="sm" variant="outline" asChild>
              <Link href="/seo-selection-groups">Open SEO selection groups</Link>
            </Button>
          }
        >
          {page.seoClusters > 0
            ? "Build groups from the brand's SEO clusters, cluster its paid keywords, or create a group and add keywords from Search Keywords."
            : page.paidKeywords > 0
            ? "Cluster the brand's paid keywords into groups, or create a group and add keywords from Search Keywords."
            : "Import a Google Ads keyword report or connect Google Ads on Integrations, or cluster keywords in SEO selection groups, then build groups here."}
        </EmptyState>
      ) : (
        <GroupsView brandId={scope.brandId} groups={page.groups} canEdit={canEdit} currency={page.currency} />
      )}
    </PageBody>
  );
}
