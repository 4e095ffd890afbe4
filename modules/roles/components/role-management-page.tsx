import { InfoIcon } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { PageHeader } from "@/components/shell/page-header";
import { MODULES, ROUTES } from "@/lib/navigation/registry";
import { MANAGER_ONLY_MODULES, MATRIX_MODULES } from "../matrix";
import type { RoleSummary } from "../queries";
import { MatrixLegend, RoleMatrix, type MatrixModule } from "./role-matrix";
import { NewRoleButton } from "./role-dialogs";

/** Each module with the pages it covers, so a matrix row says what it switches on or off. */
function matrixModules(): MatrixModule[] {
  return MATRIX_MODULES.map((key) => {
    const pages = ROUTES.filter((r) => r.module === key && !r.hidden && !r.public && !r.path.includes("[")).map((r) => r.title ?? r.label.replace(/^\d+\.\s*/, ""));
    return { key, label: MODULES[key], pages: pages.join(", "), capped: MANAGER_ONLY_MODULES.has(key) };
  });
}

/** /role-management: the role × module matrix, with a hint for owners who have no custom role yet. */
export function RoleManagementPage({ brandId, canEdit, roles }: { brandId: string; canEdit: boolean; roles: RoleSummary[] }) {
  const custom = roles.filter((r) => !r.builtIn).length;
  return (
    <>
      <PageHeader
        route="/role-management"
        description="What each role may do, module by module. The server enforces it on every page and action."
        actions={canEdit ? <NewRoleButton brandId={brandId} /> : null}
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
      <RoleMatrix brandId={brandId} roles={roles} modules={matrixModules()} canManage={canEdit} />
    </>
  );
}
