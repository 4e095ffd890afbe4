import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { requireModule } from "@/modules/roles/guard";
import { listAssignableRoles, roleNames } from "@/modules/roles/queries";
import { getBrand } from "@/modules/brands/queries";
import { TeamView } from "@/modules/team/components/team-view";
import { listInvitations, listMembers } from "@/modules/team/queries";
import { routeMetadata } from "@/lib/navigation/registry";

export const metadata: Metadata = routeMetadata("/brand-team");

export default async function BrandTeamPage() {
  const { scope, canEdit } = await requireModule("brand-team");
  const [brand, members, invitations, roles, names] = await Promise.all([
    getBrand(scope),
    listMembers(scope),
    canEdit ? listInvitations(scope) : Promise.resolve(null),
    listAssignableRoles(scope),
    roleNames(scope),
  ]);
  const brandName = brand?.name ?? "this brand";
  return (
    <PageBody className="max-w-4xl">
      <PageHeader route="/brand-team" description={`Everyone who works on ${brandName}, and what they may do.`} />
      <TeamView
        brandId={scope.brandId}
        brandName={brandName}
        members={members}
        invitations={invitations}
        roles={roles}
        canManage={canEdit}
        viewerIsOwner={scope.role === "owner"}
        viewerRoleName={names.get(scope.role) ?? scope.role}
      />
    </PageBody>
  );
}
