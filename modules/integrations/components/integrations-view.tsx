import Link from "next/link";
import { ArrowRightIcon, BotIcon, KeyRoundIcon, ServerIcon, SparklesIcon, WebhookIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { HttpStatus, StatusBadge, type StatusStates } from "@/components/ui/tone-badge";
import { plural } from "@/lib/format";
import type { BrandService, DeploymentService, ServiceStatus } from "../queries";
import { RelativeTime } from "@/components/ui/relative-time";

const STATUS = {
  ok: ["ok", "Connected"],
  failing: ["bad", "Failing"],
  disabled: ["bad", "Disabled"],
  idle: ["idle", "No calls yet"],
  not_configured: ["idle", "Not set up"],
} satisfies Record<ServiceStatus, StatusStates[string]>;

function icon(kind: string) {
  if (kind === "Webhook endpoint") return <WebhookIcon className="size-4 text-muted-foreground" aria-hidden="true" />;
  if (kind === "Agent webhook") return <BotIcon className="size-4 text-muted-foreground" aria-hidden="true" />;
  if (kind === "AI provider") return <SparklesIcon className="size-4 text-muted-foreground" aria-hidden="true" />;
  return <KeyRoundIcon className="size-4 text-muted-foreground" aria-hidden="true" />;
}

export function BrandServices({ services, jobs }: { services: BrandService[]; jobs: { queued: number; running: number; failed: number; succeeded: number } }) {
  const connected = services.filter((s) => s.status !== "not_configured");
  return (
    <section className="grid gap-3" aria-labelledby="brand-services">
      <div className="flex flex-wrap items-end gap-3">
        <div className="mr-auto grid gap-0.5">
          <h2 id="brand-services" className="text-base font-semibold">
            This brand
          </h2>
          <p className="text-sm text-muted-foreground">Webhook endpoints, the content agent and API providers, with their last call and last error.</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link href="/settings?tab=webhooks">
            Manage webhooks
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link href="/settings">
            API tokens
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </div>
      <ul className="divide-y overflow-hidden rounded-xl border bg-card" aria-label="Brand services" data-testid="brand-services">
        {services.map((s) => {
          return (
            <li key={s.key} className={cn("grid grid-cols-1 gap-1.5 px-4 py-3", (s.status === "failing" || s.status === "disabled") && "bg-red-500/[0.03]")}>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
                <div className="flex size-9 shrink-0 items-center justify-center rounded-md border bg-muted/40">{icon(s.kind)}</div>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{s.name}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    {s.kind}
                    {s.detail ? ` · ${s.detail}` : ""}
                  </p>
                </div>
                <StatusBadge status={s.status} states={STATUS} />
                {/* Under the name on a phone (a line of its own), a right-aligned column from sm up. */}
                <div className="order-last w-full pl-12 text-xs text-muted-foreground sm:order-none sm:w-44 sm:pl-0 sm:text-right">
                  {s.lastCallAt ? (
                    <>
                      Last call <RelativeTime at={s.lastCallAt} /> · <HttpStatus status={s.lastStatus} error={s.lastError} />
                    </>
                  ) : (
                    "No calls yet"
                  )}
                  {s.calls30d !== null ? <p className="tabular-nums">{plural(s.calls30d, "call")} in 30 days</p> : null}
                </div>
                <Button asChild variant="ghost" size="icon-sm">
                  <Link href={s.href} aria-label={`Details of ${s.name}`}>
                    <ArrowRightIcon aria-hidden="true" />
                  </Link>
                </Button>
              </div>
              {s.statusNote || (s.lastError && s.status !== "ok") ? (
                <p className="pl-12 text-xs text-muted-foreground">
                  {s.statusNote}
                  {s.lastError && s.status !== "ok" ? <span className="text-red-700 dark:text-red-300"> Last error: {s.lastError}</span> : null}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {connected.length <= 1 ? (
        <p className="text-sm text-muted-foreground">
          {connected.length === 0 ? "Nothing is connected yet" : "Connect more"}: add a webhook endpoint in <Link className="font-medium text-foreground underline-offset-4 hover:underline" href="/settings?tab=webhooks">Settings → Webhooks</Link>, or
          an API token for an AI or SEO provider in <Link className="font-medium text-foreground underline-offset-4 hover:underline" href="/settings">Settings → API tokens</Link>.
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground tabular-nums" data-testid="brand-jobs">
        Background jobs of this brand, last 7 days: {jobs.succeeded} done · {jobs.queued + jobs.running} waiting or running ·{" "}
        <span className={jobs.failed ? "text-red-700 dark:text-red-300" : undefined}>{jobs.failed} failed</span>
      </p>
    </section>
  );
}

export function DeploymentServices({ services }: { services: DeploymentService[] }) {
  return (
    <section className="grid gap-3" aria-labelledby="deployment-services">
      <div className="grid gap-0.5">
        <h2 id="deployment-services" className="text-base font-semibold">
          This deployment
        </h2>
        <p className="text-sm text-muted-foreground">Shared by every brand; set by whoever runs the server, through its environment.</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((s) => {
          return (
            <div key={s.key} className="grid content-start gap-2 rounded-xl border bg-card p-4">
              <div className="flex items-center gap-2">
                <ServerIcon className="size-4 text-muted-foreground" aria-hidden="true" />
                <p className="mr-auto text-sm font-medium">{s.name}</p>
                <StatusBadge status={s.status} states={STATUS} />
              </div>
              <p className="text-sm">{s.value}</p>
              {s.note ? <p className="text-xs text-muted-foreground">{s.note}</p> : null}
            </div>
          );
        })}
      </div>
    </section>
  );
}
