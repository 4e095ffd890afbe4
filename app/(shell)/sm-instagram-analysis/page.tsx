import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { InstagramAnalysis } from "@/modules/social/analysis/components/analysis-view";

export const metadata: Metadata = routeMetadata("/sm-instagram-analysis");

export default async function InstagramAnalysisPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { scope, canEdit } = await requireModule("social-media");
  return (
    <PageBody>
      <PageHeader route="/sm-instagram-analysis" description="An Instagram account over time from its own posts: followers, cadence, engagement, formats, best days and hours, and the hashtags and topics that work." />
      <InstagramAnalysis scope={scope} canEdit={canEdit} params={await searchParams} />
    </PageBody>
  );
}
