import type { Metadata } from "next";
import Link from "next/link";
import { PlusIcon } from "lucide-react";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { routeMetadata } from "@/lib/navigation/registry";
import { BriefList } from "@/modules/personas/briefs/components/brief-list";
import { listBriefs } from "@/modules/personas/briefs/queries";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/personas-brief-list");

export default async function PersonasBriefListPage() {
  const { scope, canEdit } = await requireModule("personas");
  const briefs = await listBriefs(scope);
  return (
    <PageBody>
      <PageHeader
        route="/personas-brief-list"
        description="The persona briefs of this brand, with how many personas each produced and when."
        actions={
          canEdit && briefs.length ? (
            <Button asChild>
              <Link href="/personas-brief">
                <PlusIcon aria-hidden="true" />
                New brief
              </Link>
            </Button>
          ) : null
        }
      />
      <BriefList brandId={scope.brandId} briefs={briefs} canEdit={canEdit} />
    </PageBody>
  );
}
