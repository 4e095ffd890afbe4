import Link from "next/link";
import { BookOpenIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { PeriodSwitch, SopDashboardView } from "@/modules/sops/components/sop-dashboard";
import { PERIODS, getSopDashboard, type PeriodKey } from "@/modules/sops/dashboard";
import { routeMetadata } from "@/lib/navigation/registry";
import { requireModule } from "@/modules/roles/guard";
import { mayView } from "@/lib/permissions";

export const metadata = routeMetadata("/sop-dashboard");

function parsePeriod(v: string | string[] | undefined): PeriodKey {
  return typeof v === "string" && (PERIODS as readonly string[]).includes(v) ? (v as PeriodKey) : "sprint";
}

export default async function SopDashboardPage({ searchParams }: { searchParams: Promise<{ period?: string | string[] }> }) {
  const { scope, modules } = await requireModule("sops");
  const templates = mayView(modules, "templates");
  const period = parsePeriod((await searchParams).period);
  const data = await getSopDashboard(scope, period);
  return (
    <PageBody>
      <PageHeader
        route="/sop-dashboard"
        description="Coverage and execution of the brand's SOPs: how many SOP tasks have an open or done task in the period, how much of it is done, what is late, and what has never been run."
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <PeriodSwitch current={period} />
            <Button variant="outline" size="sm" asChild>
              <Link href="/sops">
                <BookOpenIcon />
                SOPs
              </Link>
            </Button>
          </div>
        }
      />
      <SopDashboardView data={data} brandId={scope.brandId} templates={templates} />
    </PageBody>
  );
}
