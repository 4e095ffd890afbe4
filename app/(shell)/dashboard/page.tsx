import type { Metadata } from "next";
import { PageBody } from "@/components/shell/page-header";
import { SelectBrand } from "@/components/shell/select-brand";
import { requireUser } from "@/lib/auth/session";
import { getCurrentBrandScope } from "@/lib/brand-scope";
import { routeMetadata } from "@/lib/navigation/registry";
import { DashboardPage } from "@/modules/dashboard/components/dashboard-page";
import { getDashboardPage } from "@/modules/dashboard/queries";

export const metadata: Metadata = routeMetadata("/dashboard");

export default async function DashboardRoute() {
  await requireUser();
  const scope = await getCurrentBrandScope();
  if (!scope) {
    return <SelectBrand />;
  }
  return (
    <PageBody>
      <DashboardPage brandId={scope.brandId} owner={scope.role === "owner"} page={await getDashboardPage(scope)} />
    </PageBody>
  );
}
