import type { Metadata } from "next";
import { PageBody } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { RoleManagementPage } from "@/modules/roles/components/role-management-page";
import { requireModule } from "@/modules/roles/guard";
import { listRoles } from "@/modules/roles/queries";

export const metadata: Metadata = routeMetadata("/role-management");

export default async function RoleManagementRoute() {
  const { scope, canEdit } = await requireModule("role-management");
  return (
    <PageBody className="max-w-none xl:max-w-7xl">
      <RoleManagementPage brandId={scope.brandId} canEdit={canEdit} roles={await listRoles(scope)} />
    </PageBody>
  );
}
