import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Breadcrumb, BreadcrumbItem, BreadcrumbLink, BreadcrumbList, BreadcrumbPage, BreadcrumbSeparator } from "@/components/ui/breadcrumb";
import { PageBody } from "@/components/shell/page-header";
import { isUuid } from "@/lib/brand-scope";
import { routeMetadata } from "@/lib/navigation/registry";
import { PersonaDetails } from "@/modules/personas/card/components/persona-details";
import { getPersona, listVersions } from "@/modules/personas/card/store";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/persona-details/[id]");

export default async function PersonaDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ scope, canEdit }, { id }] = await Promise.all([requireModule("personas"), params]);
  // Another brand's persona answers exactly like one that never existed.
  if (!isUuid(id)) notFound();
  const persona = await getPersona(scope, id);
  if (!persona) notFound();
  const versions = await listVersions(scope, id);
  return (
    <PageBody>
      <Breadcrumb>
        <BreadcrumbList>
          <BreadcrumbItem>
            <BreadcrumbLink asChild>
              <Link href="/my-personas">My Personas</Link>
            </BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            <BreadcrumbLink asChild>
              <Link href={`/personas/${persona.id}`}>{persona.name}</Link>
            </BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            <BreadcrumbPage>Details</BreadcrumbPage>
          </BreadcrumbItem>
        </BreadcrumbList>
      </Breadcrumb>
      <PersonaDetails p={persona} versions={versions} brandId={scope.brandId} canEdit={canEdit} />
    </PageBody>
  );
}
