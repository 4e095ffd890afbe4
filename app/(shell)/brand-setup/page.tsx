import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { BrandSetupPage } from "@/modules/brand-setup/components/brand-setup-page";
import { getBrandProfile } from "@/modules/brand-setup/queries";
import { DeleteBrandButton, RenameBrandForm } from "@/modules/brands/components/brand-danger-zone";
import { requireModule } from "@/modules/roles/guard";
import { roleNames } from "@/modules/roles/queries";

export const metadata: Metadata = routeMetadata("/brand-setup");

export default async function BrandSetupRoute() {
  const { scope, canEdit } = await requireModule("brand-setup");
  const [profile, names] = await Promise.all([getBrandProfile(scope), roleNames(scope)]);
  if (!profile) return null;
  const owner = scope.role === "owner";
  return (
    <PageBody className="max-w-4xl">
      <PageHeader route="/brand-setup" description="Who the brand is: the facts every module and AI prompt builds on." />
      <BrandSetupPage
        profile={profile}
        canEdit={canEdit}
        roleName={names.get(scope.role) ?? scope.role}
        rename={owner ? <RenameBrandForm key={profile.name} brandId={profile.id} name={profile.name} /> : null}
        dangerZone={owner ? <DeleteBrandButton brandId={profile.id} name={profile.name} /> : null}
      />
    </PageBody>
  );
}
