import type { Metadata } from "next";
import { CircleAlertIcon } from "lucide-react";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { requireModule } from "@/modules/roles/guard";
import { SquadView } from "@/modules/squad/components/squad-view";
import { getSquadPage, type BrandPerson, type SquadMemberRow } from "@/modules/squad/queries";
import { routeMetadata } from "@/lib/navigation/registry";

export const metadata: Metadata = routeMetadata("/growth-squad");

export default async function GrowthSquadPage() {
  const { scope, canEdit } = await requireModule("growth-hacking");
  let data: { members: SquadMemberRow[]; people: BrandPerson[] } | null = null;
  try {
    data = await getSquadPage(scope);
  } catch (e) {
    console.error("Failed to fetch growth squad members.", e);
  }
  return (
    <PageBody className="max-w-4xl">
      <PageHeader route="/growth-squad" description="The people tasks, sprints and recurring rules are assigned to. Link a member to a person of this brand to make it theirs." />
      {data ? (
        <SquadView brandId={scope.brandId} members={data.members} people={data.people} canEdit={canEdit} />
      ) : (
        <Alert variant="destructive">
          <CircleAlertIcon aria-hidden="true" />
          <AlertTitle>Failed to fetch growth squad members.</AlertTitle>
          <AlertDescription>Reload the page in a moment. If it keeps failing, the database may be unreachable.</AlertDescription>
        </Alert>
      )}
    </PageBody>
  );
}
