import type { Metadata } from "next";
import { InfoIcon } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { MODULES, ROUTES } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { MATRIX_MODULES, MANAGER_ONLY_MODULES } from "@/modules/roles/matrix";
import { listRoles } from "@/modules/roles/queries";
import { MatrixLegend, RoleMatrix, type MatrixModule } from "@/modules/roles/components/role-matrix";
import { NewRoleButton } from "@/modules/roles/components/role-dialogs";
import { routeMetadata } from "@/lib/navigation/registry";

export const metadata: Metadata = routeMetadata("/role-management");

/** Each module with the pages it covers, so a matrix row says what it switches on or off. */
function matrixModules(): MatrixModule[] {
  return MATRIX_MODULES.map((key) => {
    const pages = ROUTES.filter((r) => r.module === key && !r.hidden && !r.public && !r.path.includes("[")).map((r) => r.title ?? r.label.replace(/^\d+\.\s*/, ""));
    return { key, label: MODULES[key], pages: pages.join(", "), capped: MANAGER_ONLY_MODULES.has(key) };
  });
}

export default async function RoleManagementPage() {
  const { scope, canEdit } = await requireModule("role-management");
  const roles = await listRoles(scope);
  const custom = roles.filter((r) => !r.builtIn).length;
  return (
    <PageBody className="max-w-none xl:max-w-7xl">
      <PageHeader
        route="/role-management"
        description="What each role may do, module by module. The server enforces it on every page and action."
        actions={canEdit ? <NewRoleButton brandId={scope.brandId} /> : null}
      />
      {!canEdit ? (
        <Alert>
          <InfoIcon aria-hidden="true" />
          <AlertDescription>Only the owner and admins can create or change roles. You can see what each role may do.</AlertDescription>
        </Alert>
      ) : custom === 0 ? (
        <Alert>
          <InfoIcon aria-hidden="true" />
          <AlertDescription>
            The four built-in roles cover most teams. Create a custom role when someone should see only some modules — for example an SEO freelancer with SEO and Tasks only.
          </AlertDescription>
        </Alert>
      ) : null}
      <MatrixLegend />
      <RoleMatrix brandId={scope.brandId} roles={roles} modules={matrixModules()} canManage={canEdit} />
    </PageBody>
  );
}
