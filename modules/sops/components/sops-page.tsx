import Link from "next/link";
import { LibraryBigIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/shell/page-header";
import type { SquadMember } from "@/modules/squad/queries";
import type { RoleAssignee, SopTree } from "../queries/sop-tree";
import { PendingUpdates } from "./pending-updates";
import { RoleAssigneesDialog } from "./role-assignees-dialog";
import { SopEditor } from "./sop-editor";
import { SopOverview } from "./sop-overview";

/** The distinct responsible roles of the brand's SOP tasks, alphabetically: what "Who does which role" lists. */
function rolesOf(tree: SopTree): string[] {
  const roles = tree.areas.flatMap((a) => a.groups.flatMap((g) => g.tasks.map((t) => t.responsibleRole.trim())));
  return [...new Set(roles.filter(Boolean))].sort((a, b) => a.localeCompare(b));
}

/** /sops: pending template updates, the editable SOP tree and its overview. `templates`: the role may open the template library. */
export function SopsPage({
  brandId,
  canEdit,
  templates,
  tree,
  squad,
  assignees,
}: {
  brandId: string;
  canEdit: boolean;
  templates: boolean;
  tree: SopTree;
  squad: SquadMember[];
  assignees: RoleAssignee[];
}) {
  const hasSops = tree.counts.areas > 0;
  return (
    <>
      <PageHeader
        route="/sops"
        description="The brand's standard operating procedures: areas, task groups and the SOP tasks the squad follows. Assign a group or a whole area to turn it into tasks; each SOP task links to the latest task created from it."
        actions={
          <div className="flex flex-wrap gap-2">
            {hasSops ? (
              <RoleAssigneesDialog
                brandId={brandId}
                roles={rolesOf(tree)}
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
      <PendingUpdates updates={tree.pendingUpdates} brandId={brandId} canEdit={canEdit} templates={templates} />
      {hasSops ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_17rem]">
          <SopEditor brandId={brandId} canEdit={canEdit} templates={templates} areas={tree.areas} />
          <SopOverview tree={tree} templates={templates} />
        </div>
      ) : (
        <SopEditor brandId={brandId} canEdit={canEdit} templates={templates} areas={tree.areas} />
      )}
    </>
  );
}
