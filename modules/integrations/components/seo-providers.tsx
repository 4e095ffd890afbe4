import Link from "next/link";
import { ArrowRightIcon, ChartLineIcon, KeyRoundIcon, SearchIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { RelativeTime } from "@/components/ui/relative-time";
import { HttpStatus, ToneBadge, type Tone } from "@/components/ui/tone-badge";
import { formatUsd, plural } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { SeoProviderActivity, SeoProvidersOverview } from "@/modules/seo/queries/provider-activity";
import type { GoogleConnectionView } from "../google/connection";

/** A Google data API's state: the connection's, with the property it reads. */
function googleState(p: SeoProviderActivity, google: GoogleConnectionView): { tone: Tone; label: string; detail: string } {
  const c = google.connection;
  if (!google.configured) return { tone: "idle", label: "Not set up", detail: "No Google OAuth client on this deployment: import its files instead" };
  if (!c) return { tone: "idle", label: "Not connected", detail: "Connect Google above" };
  if (p.provider === "gsc") return c.siteUrl ? { tone: p.lastError ? "bad" : "ok", label: p.lastError ? "Failing" : "Connected", detail: c.siteUrl } : { tone: "warn", label: "Choose a property", detail: "No Search Console property chosen" };
  if (!c.analyticsGranted) return { tone: "warn", label: "Reconnect", detail: "Reconnect Google to add Google Analytics" };
  const chosen = c.ga4Properties.find((x) => x.property === c.ga4Property);
  return chosen ? { tone: p.lastError ? "bad" : "ok", label: p.lastError ? "Failing" : "Connected", detail: `${chosen.displayName} (${chosen.property})` } : { tone: "warn", label: "Choose a property", detail: "No GA4 property chosen" };
}

function keyState(p: SeoProviderActivity): { tone: Tone; label: string; detail: string } {
  if (!p.origin) return { tone: "idle", label: "Not set up", detail: "No key: add one under Brand Settings → APIs" };
  const detail = p.origin === "brand" ? "The brand's own key" : "The deployment's key (billed to the deployment)";
  if (p.lastError) return { tone: "bad", label: "Failing", detail };
  return p.lastCallAt ? { tone: "ok", label: "Connected", detail } : { tone: "idle", label: "No calls yet", detail };
}

/**
 * /integrations → SEO data: the paid SERP and keyword providers and Google's free data APIs, each with
 * where its access comes from, its last call and current error, calls in 30 days and this month's
 * spend against the brand's SEO budget.
 */
export function SeoProviders({ overview, google }: { overview: SeoProvidersOverview; google: GoogleConnectionView }) {
  return (
    <section className="grid gap-3" aria-labelledby="seo-providers">
      <div className="flex flex-wrap items-end gap-3">
        <div className="mr-auto grid gap-0.5">
          <h2 id="seo-providers" className="text-base font-semibold">
            SEO data
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="seo-providers-spend">
            SERP and keyword providers, Search Console and Google Analytics. Spent this month: {formatUsd(overview.spentMonthUsd)}
            {overview.budgetUsd !== null ? ` of the ${formatUsd(overview.budgetUsd)} SEO budget` : " (no monthly SEO budget set)"}.
          </p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link href="/settings-seo">
            SEO Settings
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </div>
      <ul className="divide-y overflow-hidden rounded-xl border bg-card" aria-label="SEO data providers" data-testid="seo-providers">
        {overview.providers.map((p) => {
          const s = p.paid ? keyState(p) : googleState(p, google);
          const Icon = p.provider === "gsc" ? SearchIcon : p.provider === "ga4" ? ChartLineIcon : KeyRoundIcon;
          return (
            <li key={p.provider} className={cn("grid gap-1.5 px-4 py-3", s.tone === "bad" && "bg-red-500/[0.03]")} data-provider={p.provider}>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
                <div className="flex size-9 shrink-0 items-center justify-center rounded-md border bg-muted/40">
                  <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
                </div>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{p.name}</p>
                  <p className="truncate text-xs text-muted-foreground">{s.detail}</p>
                </div>
                <ToneBadge tone={s.tone}>{s.label}</ToneBadge>
                <div className="order-last w-full pl-12 text-xs text-muted-foreground sm:order-none sm:w-48 sm:pl-0 sm:text-right">
                  {p.lastCallAt ? (
                    <>
                      Last call <RelativeTime at={p.lastCallAt} /> · <HttpStatus status={p.lastStatus} error={p.lastError?.message ?? null} />
                    </>
                  ) : (
                    "No calls yet"
                  )}
                  <p className="tabular-nums">
                    {plural(p.calls30d, "call")} in 30 days{p.failed30d ? ` (${p.failed30d} failed)` : ""} · {p.paid ? `${formatUsd(p.spendMonthUsd)} this month` : "free (quota)"}
                  </p>
                </div>
                <Button asChild variant="ghost" size="icon-sm">
                  <Link href={`/api-calls-audit?provider=${p.provider}`} aria-label={`Calls to ${p.name}`}>
                    <ArrowRightIcon aria-hidden="true" />
                  </Link>
                </Button>
              </div>
              {p.lastError ? (
                <p className="pl-12 text-xs text-red-700 dark:text-red-300">
                  Last error (<RelativeTime at={p.lastError.at} />): {p.lastError.message}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
