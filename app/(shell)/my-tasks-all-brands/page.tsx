import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { requireUser } from "@/lib/auth/session";
import { MyTaskCountsBar } from "@/modules/tasks/components/my-tasks";
import { MyTasksByBrand } from "@/modules/tasks/components/my-tasks-by-brand";
import { getMyTasksAllBrands } from "@/modules/tasks/reports";
import { routeMetadata } from "@/lib/navigation/registry";

export const metadata: Metadata = routeMetadata("/my-tasks-all-brands");

export default async function MyTasksAllBrandsPage() {
  const user = await requireUser();
  const view = await getMyTasksAllBrands(user);
  return (
    <PageBody>
      <PageHeader route="/my-tasks-all-brands" description="Everything assigned to you, in every brand you work in, grouped by brand." />
      <MyTaskCountsBar counts={view.totals} />
      <MyTasksByBrand view={view} />
    </PageBody>
  );
}
