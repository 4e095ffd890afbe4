import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Breadcrumb, BreadcrumbItem, BreadcrumbLink, BreadcrumbList, BreadcrumbPage, BreadcrumbSeparator } from "@/components/ui/breadcrumb";
import { PageBody } from "@/components/shell/page-header";
import { isUuid } from "@/lib/brand-scope";
import { routeMetadata } from "@/lib/navigation/registry";
import { PersonaCard } from "@/modules/personas/card/components/persona-card";
import { InterviewPanel } from "@/modules/personas/interviews/components/interview-panel";
import { getPersona } from "@/modules/personas/card/store";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/personas/[id]");

export default async function PersonaPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ scope, canEdit }, { id }] = await Promise.all([requireModule("personas"), params]);
  // Another brand's persona answers exactly like one that never existed.
  if (!isUuid(id)) notFound();
  const persona = await getPersona(scope, id);
  if (!persona) notFound();
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
            <BreadcrumbPage>{persona.name}</BreadcrumbPage>
          </BreadcrumbItem>
        </BreadcrumbList>
      </Breadcrumb>
      <PersonaCard p={persona} brandId={scope.brandId} canEdit={canEdit} interview={<InterviewPanel personaId={persona.id} personaName={persona.name} />} />
    </PageBody>
  );
}
