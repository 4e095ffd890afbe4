import type * as React from "react";
import { InfoIcon } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { BrandProfile } from "../queries";
import { BrandLists } from "./brand-lists";
import { DetailsForm } from "./details-form";
import { LogoUploader } from "./logo-uploader";

/** The brand's name as a file-name stem for list exports ("Northwind Coffee" → "northwind-coffee"). */
function slugOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "brand";
}

/**
 * /brand-setup's cards. Renaming and deleting the brand belong to the brands module and only the
 * owner sees them: the route passes them in as `rename` and `dangerZone` (null for everyone else).
 */
export function BrandSetupPage({
  profile,
  canEdit,
  roleName,
  rename,
  dangerZone,
}: {
  profile: BrandProfile;
  canEdit: boolean;
  /** The viewer's role as the brand names it, for the view-only notice. */
  roleName: string;
  rename: React.ReactNode;
  dangerZone: React.ReactNode;
}) {
  return (
    <>
      {!canEdit ? (
        <Alert>
          <InfoIcon aria-hidden="true" />
          <AlertDescription>You can view this brand&rsquo;s data as {roleName}. Ask the owner or an admin for a role that can edit it.</AlertDescription>
        </Alert>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>Identity</CardTitle>
          <CardDescription>{rename ? "The brand's name and logo." : "The brand's name and logo. Only the owner can rename the brand."}</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-6">
          {rename ?? (
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
          <BrandLists brandId={profile.id} brandSlug={slugOf(profile.name)} lists={profile.lists} canEdit={canEdit} />
        </CardContent>
      </Card>

      {dangerZone ? (
        <Card className="border-destructive/40">
          <CardHeader>
            <CardTitle>Danger zone</CardTitle>
            <CardDescription>Deleting the brand removes its data, tasks, sprints, squad, personas and API tokens for everyone.</CardDescription>
          </CardHeader>
          <CardContent>{dangerZone}</CardContent>
        </Card>
      ) : null}
    </>
  );
}
