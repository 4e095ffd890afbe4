import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { JOB_STATUSES, listSocialJobs } from "@/modules/social/batch-jobs/queries";
import { SocialJobsView } from "@/modules/social/batch-jobs/components/social-jobs-view";
import { requireModule } from "@/modules/roles/guard";
import type { JobStatus } from "@/lib/jobs";

export const metadata: Metadata = routeMetadata("/sm-batch-jobs");

export default async function SocialBatchJobsPage({ searchParams }: { searchParams: Promise<{ status?: string }> }) {
  const { scope, canEdit } = await requireModule("social-media");
  const raw = (await searchParams).status ?? "";
  const status = (JOB_STATUSES as string[]).includes(raw) ? (raw as JobStatus) : undefined;
  const jobs = await listSocialJobs(scope, { status });
  return (
    <PageBody>
      <PageHeader route="/sm-batch-jobs" description="Every social background job of this brand — fetches, generations, publications, analyses — with its progress and log. Retry what failed, cancel what should not run." />
      <SocialJobsView brandId={scope.brandId} jobs={jobs} status={status ?? ""} canEdit={canEdit} />
    </PageBody>
  );
}
