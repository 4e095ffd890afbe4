import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { routeMetadata } from "@/lib/navigation/registry";
import { PersonasDashboardView } from "@/modules/personas/dashboard/components/personas-dashboard-view";
import { getPersonasDashboard } from "@/modules/personas/dashboard/queries";
import { requireModule } from "@/modules/roles/guard";

export const metadata: Metadata = routeMetadata("/personas-dashboard");

export default async function PersonasDashboardPage() {
  const { scope } = await requireModule("personas");
  const data = await getPersonasDashboard(scope);
  return (
    <PageBody>
      <PageHeader route="/personas-dashboard" description="The brand's synthetic personas by brief and segment, how well they cover each brief, recent interviews and what the focus groups used." />
      <PersonasDashboardView data={data} />
    </PageBody>
  );
}
