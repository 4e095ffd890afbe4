import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { SelectBrand } from "@/components/shell/select-brand";
import { requireUser } from "@/lib/auth/session";
import { getCurrentBrandScope } from "@/lib/brand-scope";
import { routeMetadata } from "@/lib/navigation/registry";
import { StartHereChecklist } from "@/modules/dashboard/components/start-here-checklist";
import { listOpenOnboardingSteps } from "@/modules/dashboard/queries";

export const metadata: Metadata = routeMetadata("/start-here");

export default async function StartHerePage() {
  await requireUser();
  const scope = await getCurrentBrandScope();
  if (!scope) {
    return <SelectBrand />;
  }
  return (
    <PageBody className="max-w-3xl">
      <PageHeader route="/start-here" description="Set this brand up step by step. Each item checks the brand's real state and links to where it is done." />
      <StartHereChecklist items={await listOpenOnboardingSteps(scope)} />
    </PageBody>
  );
}
