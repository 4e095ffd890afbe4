import { Fragment } from "react";
import Link from "next/link";
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from "@/components/ui/breadcrumb";
import { getRoute, pageTitle, placementOf, sectionLabel, type RouteDef } from "@/lib/navigation/registry";
import { cn } from "@/lib/utils";

/** Breadcrumbs (Dashboard › section › sub-group › page) from the registry, then the page title. */
export function PageHeader({
  route,
  title,
  description,
  actions,
  className,
}: {
  route: RouteDef | string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  actions?: React.ReactNode;
  className?: string;
}) {
  const r = typeof route === "string" ? getRoute(route) : route;
  const placement = r ? placementOf(r) : null;
  const crumbs = [placement ? sectionLabel(placement.section) : null, placement?.group ?? null].filter((c): c is string => !!c);
  const isHome = r?.path === "/dashboard";
  return (
    <div className={cn("flex flex-col gap-3", className)}>
      {!isHome ? (
        <Breadcrumb>
          <BreadcrumbList>
            <BreadcrumbItem>
              <BreadcrumbLink asChild>
                <Link href="/dashboard">Dashboard</Link>
              </BreadcrumbLink>
            </BreadcrumbItem>
            {/* A fragment, not a wrapper: an <ol> may hold only <li> (Lighthouse's list audit). */}
            {crumbs.map((c) => (
              <Fragment key={c}>
                <BreadcrumbSeparator />
                <BreadcrumbItem>{c}</BreadcrumbItem>
              </Fragment>
            ))}
            <BreadcrumbSeparator />
            <BreadcrumbItem>
              <BreadcrumbPage>{r ? pageTitle(r) : title}</BreadcrumbPage>
            </BreadcrumbItem>
          </BreadcrumbList>
        </Breadcrumb>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-balance">{title ?? (r ? pageTitle(r) : "")}</h1>
          {description ? <p className="max-w-2xl text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </div>
  );
}

/** The page body frame every shell page uses. */
export function PageBody({ className, children }: { className?: string; children: React.ReactNode }) {
  return <div className={cn("mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 md:p-8", className)}>{children}</div>;
}
