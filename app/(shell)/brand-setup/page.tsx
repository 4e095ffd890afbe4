import type { Metadata } from "next";
import { InfoIcon } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { DeleteBrandButton, RenameBrandForm } from "@/modules/brands/components/brand-danger-zone";
import { BrandLists } from "@/modules/brand-setup/components/brand-lists";
import { DetailsForm } from "@/modules/brand-setup/components/details-form";
import { LogoUploader } from "@/modules/brand-setup/components/logo-uploader";
import { getBrandProfile } from "@/modules/brand-setup/queries";
import { requireModule } from "@/modules/roles/guard";
import { roleNames } from "@/modules/roles/queries";
import { routeMetadata } from "@/lib/navigation/registry";

export const metadata: Metadata = routeMetadata("/brand-setup");

export default async function BrandSetupPage() {
  const { scope, canEdit } = await requireModule("brand-setup");
  const [profile, names] = await Promise.all([getBrandProfile(scope), roleNames(scope)]);
  if (!profile) return null;
  const owner = scope.role === "owner";
  const slug = profile.name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "brand";
  return (
    <PageBody className="max-w-4xl">
      <PageHeader route="/brand-setup" description="Who the brand is: the facts every module and AI prompt builds on." />
      {!canEdit ? (
        <Alert>
          <InfoIcon aria-hidden="true" />
          <AlertDescription>You can view this brand&rsquo;s data as {names.get(scope.role) ?? scope.role}. Ask the owner or an admin for a role that can edit it.</AlertDescription>
        </Alert>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>Identity</CardTitle>
          <CardDescription>{owner ? "The brand's name and logo." : "The brand's name and logo. Only the owner can rename the brand."}</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-6">
          {owner ? (
            <RenameBrandForm key={profile.name} brandId={profile.id} name={profile.name} />
          ) : (
            <div className="grid grid-cols-1 gap-1">
              <p className="text-sm font-medium">Brand Name</p>
              <p className="text-sm" data-testid="brand-name">
                {profile.name}
              </p>
            </div>
          )}
          <LogoUploader brandId={profile.id} brandName={profile.name} logo={profile.logo} canEdit={canEdit} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Details</CardTitle>
          <CardDescription>Where the brand is, who it speaks to and how it sounds.</CardDescription>
        </CardHeader>
        <CardContent>
          <DetailsForm
            brandId={profile.id}
            canEdit={canEdit}
            initial={{
              website: profile.website ?? "",
              industry: profile.industry ?? "",
              country: profile.country ?? "",
              languages: profile.languages,
              description: profile.description ?? "",
              toneOfVoice: profile.toneOfVoice ?? "",
            }}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Keywords, competitors, personas and prompts</CardTitle>
          <CardDescription>The lists SEO, SAIO, content and persona modules start from. Reorder them by importance; the first entries are used first.</CardDescription>
        </CardHeader>
        <CardContent>
          <BrandLists brandId={profile.id} brandSlug={slug} lists={profile.lists} canEdit={canEdit} />
        </CardContent>
      </Card>

      {owner ? (
        <Card className="border-destructive/40">
          <CardHeader>
            <CardTitle>Danger zone</CardTitle>
            <CardDescription>Deleting the brand removes its data, tasks, sprints, squad, personas and API tokens for everyone.</CardDescription>
          </CardHeader>
          <CardContent>
            <DeleteBrandButton brandId={profile.id} name={profile.name} />
          </CardContent>
        </Card>
      ) : null}
    </PageBody>
  );
}
