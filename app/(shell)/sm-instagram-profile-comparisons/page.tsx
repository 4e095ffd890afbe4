import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { ProfileComparisons } from "@/modules/social/analysis/components/comparison-view";

export const metadata: Metadata = routeMetadata("/sm-instagram-profile-comparisons");

export default async function InstagramProfileComparisonsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("social-media");
  return (
    <PageBody>
      <PageHeader route="/sm-instagram-profile-comparisons" description="The brand's Instagram against chosen competitors on the same metrics, per post and per 1k followers, with what the leaders do differently." />
      <ProfileComparisons scope={scope} canEdit={canEdit} params={await searchParams} />
    </PageBody>
  );
}
