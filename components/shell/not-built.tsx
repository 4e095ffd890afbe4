import Link from "next/link";
import { ConstructionIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { MODULES, pageTitle, placementOf, sectionLabel, type RouteDef } from "@/lib/navigation/registry";
import { NavIcon } from "./nav-icons";
import { PageBody, PageHeader } from "./page-header";

/** What a route of a module that is not built yet shows: its place in the product, and nothing invented. */
export function NotBuiltPage({ route, params }: { route: RouteDef; params: Record<string, string> }) {
  const placement = placementOf(route);
  const moduleName = MODULES[route.module];
  const entries = Object.entries(params);
  return (
    <PageBody>
      <PageHeader route={route} description={route.summary} />
      <section
        aria-labelledby="not-built-title"
        className="flex flex-col items-start gap-4 rounded-xl border border-dashed bg-muted/20 p-6 md:p-8"
        data-testid="not-built"
      >
        <div className="flex size-10 items-center justify-center rounded-lg border bg-background">
          <NavIcon name={route.icon} className="size-5 text-muted-foreground" />
        </div>
        <div className="space-y-2">
          <h2 id="not-built-title" className="flex items-center gap-2 text-base font-semibold">
            <ConstructionIcon className="size-4 text-muted-foreground" aria-hidden="true" />
            This module is not built yet
          </h2>
          <p className="max-w-prose text-sm text-muted-foreground">
            {pageTitle(route)} belongs to the {moduleName} module
            {placement ? <> in {sectionLabel(placement.section)}</> : null}. Its pages are not part of this version of Growth OS yet, so
            there is nothing to show or change here — no data is read or stored on this page.
          </p>
          {entries.length > 0 ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 pt-1 text-xs">
              {entries.map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-muted-foreground">{k}</dt>
                  <dd className="font-mono break-all">{v}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link href="/dashboard">Back to Dashboard</Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link href="/start-here">See what you can set up now</Link>
          </Button>
        </div>
      </section>
    </PageBody>
  );
}
