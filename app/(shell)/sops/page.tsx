import { LiveRefresh } from "@/components/live/live-refresh";
import { PageBody } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { mayView } from "@/lib/permissions";
import { requireModule } from "@/modules/roles/guard";
import { SopsPage } from "@/modules/sops/components/sops-page";
import { getRoleAssignees, getSopTree } from "@/modules/sops/queries/sop-tree";
import { listGrowthSquad } from "@/modules/squad/queries";

export const metadata = routeMetadata("/sops");

export default async function SopsRoute() {
  const { scope, canEdit, modules } = await requireModule("sops");
  const [tree, squad, assignees] = await Promise.all([getSopTree(scope), listGrowthSquad(scope), getRoleAssignees(scope)]);
  return (
    <PageBody>
      <SopsPage brandId={scope.brandId} canEdit={canEdit} templates={mayView(modules, "templates")} tree={tree} squad={squad} assignees={assignees} />
      <LiveRefresh topics={["sops"]} holdWhileEditing={{ what: "SOP" }} />
    </PageBody>
  );
}
