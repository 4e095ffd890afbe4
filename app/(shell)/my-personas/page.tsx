import type { Metadata } from "next";
import Link from "next/link";
import { UsersRoundIcon } from "lucide-react";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { UrlToggle } from "@/components/shell/url-toggle";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { routeMetadata } from "@/lib/navigation/registry";
import { LibraryView } from "@/modules/personas/library/components/library-view";
import { MyPersonasView } from "@/modules/personas/library/components/my-personas-view";
import { libraryTab, myPersonasPage } from "@/modules/personas/library/queries";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/my-personas");

export default async function MyPersonasPage({ searchParams }: { searchParams: Promise<{ tab?: string }> }) {
  const [{ scope, canEdit }, { tab: rawTab }] = await Promise.all([requireModule("personas"), searchParams]);
  const tab = rawTab === "library" ? "library" : "personas";
  const toggle = (
    <UrlToggle
      param="tab"
      value={tab}
      fallback="personas"
      label="View"
      options={[
        { value: "personas", label: "Personas" },
        { value: "library", label: "Agency library" },
      ]}
    />
  );
  if (tab === "library") {
    const page = await libraryTab(scope);
    return (
      <PageBody>
        <PageHeader route="/my-personas" description="Personas and briefs shared across the agency's brands." actions={toggle} />
        <LibraryView brandId={scope.brandId} canEdit={canEdit} items={page.items} briefs={page.briefs} />
      </PageBody>
    );
  }
  const page = await myPersonasPage(scope);
  return (
    <PageBody>
      <PageHeader route="/my-personas" description="Every persona of this brand: filter, compare two side by side, archive and export." actions={toggle} />
      {page.personas.length === 0 ? (
        <EmptyState
          icon={UsersRoundIcon}
          title="No personas yet"
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button size="sm" asChild>
                <Link href="/personas">Generate personas</Link>
              </Button>
              <Button size="sm" variant="outline" asChild>
                <Link href="/my-personas?tab=library">Browse the agency library</Link>
              </Button>
            </div>
          }
        >
          Generate personas from a brief, write or import them on Generate Personas, or use one from the agency library.
        </EmptyState>
      ) : (
        <MyPersonasView brandId={scope.brandId} canEdit={canEdit} personas={page.personas} briefs={page.briefs} />
      )}
    </PageBody>
  );
}
