import Link from "next/link";
import { LibraryBigIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { PendingUpdates } from "@/modules/sops/components/pending-updates";
import { RoleAssigneesDialog } from "@/modules/sops/components/role-assignees-dialog";
import { SopEditor } from "@/modules/sops/components/sop-editor";
import { SopOverview } from "@/modules/sops/components/sop-overview";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { mayView } from "@/lib/permissions";
import { getRoleAssignees, getSopTree } from "@/modules/sops/queries";
import { listGrowthSquad } from "@/modules/tasks/queries";

export const metadata = routeMetadata("/sops");

export default async function SopsPage() {
  const { scope, canEdit, modules } = await requireModule("sops");
  const templates = mayView(modules, "templates");
  const [tree, squad, assignees] = await Promise.all([getSopTree(scope), listGrowthSquad(scope), getRoleAssignees(scope)]);
  const roles = [...new Set(tree.areas.flatMap((a) => a.groups.flatMap((g) => g.tasks.map((t) => t.responsibleRole.trim()))).filter(Boolean))].sort(
    (a, b) => a.localeCompare(b),
  );
  const hasSops = tree.counts.areas > 0;
  return (
    <PageBody>
      <PageHeader
        route="/sops"
        description="The brand's standard operating procedures: areas, task groups and the SOP tasks the squad follows. Assign a group or a whole area to turn it into tasks; each SOP task links to the latest task created from it."
        actions={
          <div className="flex flex-wrap gap-2">
            {hasSops ? (
              <RoleAssigneesDialog
                brandId={scope.brandId}
                roles={roles}
                squad={squad}
                assignees={Object.fromEntries(assignees.map((a) => [a.role, a.squadMemberId]))}
                canEdit={canEdit}
              />
            ) : null}
            {templates ? (
              <Button size="sm" asChild>
                <Link href="/tmplt-industries">
                  <LibraryBigIcon />
                  Template library
                </Link>
              </Button>
            ) : null}
          </div>
        }
      />
      <PendingUpdates updates={tree.pendingUpdates} brandId={scope.brandId} canEdit={canEdit} templates={templates} />
      {hasSops ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_17rem]">
          <SopEditor brandId={scope.brandId} canEdit={canEdit} templates={templates} areas={tree.areas} />
          <SopOverview tree={tree} templates={templates} />
        </div>
      ) : (
        <SopEditor brandId={scope.brandId} canEdit={canEdit} templates={templates} areas={tree.areas} />
      )}
    </PageBody>
  );
}
