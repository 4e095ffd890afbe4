"use client";

import * as React from "react";
import Link from "next/link";
import { ChevronRightIcon, InboxIcon, LoaderCircleIcon, RotateCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { RelativeTime } from "@/components/ui/relative-time";
import { EmptyState } from "@/components/ui/empty";
import { useAction } from "@/components/actions/use-action";
import { formatDateTime } from "@/lib/format";
import { cn } from "@/lib/utils";
import { resendWebhookDeliveryAction } from "../actions";
import type { WebhookDelivery } from "../queries";
import { HttpStatus, StatusBadge, type StatusStates } from "@/components/ui/tone-badge";

/** A delivery: queued (pending, never tried), retrying, delivered or failed. */
const DELIVERY_STATES: StatusStates = {
  queued: ["idle", "Queued"],
  succeeded: ["ok", "Delivered"],
  pending: ["info", "Retrying"],
  failed: ["bad", "Failed"],
};

const ATTEMPT_STATES: StatusStates = {
  succeeded: ["ok", "Succeeded"],
  retrying: ["warn", "Will retry"],
  failed: ["bad", "Failed"],
  sending: ["info", "Sending"],
  interrupted: ["warn", "Interrupted"],
};

const FILTERS = [
  { key: "", label: "All" },
  { key: "failed", label: "Failed" },
  { key: "pending", label: "Retrying" },
  { key: "succeeded", label: "Delivered" },
] as const;

/** Every delivery of one endpoint with every attempt (time, status, latency, response excerpt), and Resend. */
export function DeliveryLog({
  brandId,
  title,
  baseHref,
  status,
  deliveries,
  canEdit,
}: {
  brandId: string;
  title: React.ReactNode;
  baseHref: string;
  status: string | undefined;
  deliveries: WebhookDelivery[];
  canEdit: boolean;
}) {
  const [open, setOpen] = React.useState<Set<string>>(() => new Set(deliveries[0] ? [deliveries[0].id] : []));
  const { run, isBusy, pending } = useAction({ brandId });
  const toggle = (id: string) =>
    setOpen((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  return (
    <section className="grid gap-3" aria-label="Delivery log">
      <div className="flex flex-wrap items-center gap-3">
        <h3 className="mr-auto text-base font-semibold">{title}</h3>
        <nav className="inline-flex rounded-lg bg-muted p-[3px]" aria-label="Filter deliveries">
          {FILTERS.map((f) => {
            const active = (status ?? "") === f.key;
            return (
              <Link
                key={f.key}
                href={f.key ? `${baseHref}&delivery_status=${f.key}` : baseHref}
                scroll={false}
                aria-current={active ? "page" : undefined}
                className={cn("rounded-md px-3 py-1 text-sm font-medium text-muted-foreground transition-colors", active && "bg-background text-foreground shadow-sm")}
              >
                {f.label}
              </Link>
            );
          })}
        </nav>
      </div>
      {deliveries.length === 0 ? (
        <EmptyState className="py-10" icon={InboxIcon} title={status ? "No deliveries match this filter" : "No deliveries yet"}>
          {status ? "Choose All to see every delivery." : "Deliveries appear here when one of the endpoint's events happens, or when you send a test event."}
        </EmptyState>
      ) : (
        <ul className="divide-y overflow-hidden rounded-xl border bg-card" data-testid="delivery-log">
          {deliveries.map((d) => {
            const expanded = open.has(d.id);
            return (
              <li key={d.id} className={cn(d.status === "failed" && "bg-red-500/[0.03]")} data-testid="delivery-row">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5">
                  <button
                    type="button"
                    onClick={() => toggle(d.id)}
                    aria-expanded={expanded}
                    className="-ml-1 flex min-w-0 flex-1 basis-full items-center gap-2 rounded-md p-1 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:basis-0"
                  >
                    <ChevronRightIcon className={cn("size-4 shrink-0 text-muted-foreground transition-transform", expanded && "rotate-90")} aria-hidden="true" />
                    <span className="font-mono text-[13px] font-medium">{d.eventType}</span>
                    {d.isTest ? <span className="rounded border px-1.5 text-[11px] text-muted-foreground">test</span> : null}
                    <span className="hidden truncate font-mono text-[11px] text-muted-foreground sm:inline" title="webhook-id">
                      {d.messageId}
                    </span>
                  </button>
                  <StatusBadge status={d.status === "pending" && d.attempts === 0 ? "queued" : d.status} states={DELIVERY_STATES} />
                  <span className="text-xs text-muted-foreground tabular-nums sm:w-20 sm:text-right">
                    {d.attempts} attempt{d.attempts === 1 ? "" : "s"}
                  </span>
                  <RelativeTime at={d.createdAt} className="text-xs text-muted-foreground sm:w-28 sm:text-right" />
                  {canEdit ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={pending}
                      onClick={() =>
                        run(resendWebhookDeliveryAction, { deliveryId: d.id }, {
                          key: `resend-${d.id}`,
                          success: (r) => (r.outcome === "succeeded" ? `Resent: the endpoint answered ${r.statusCode}.` : `Resent, not accepted: ${r.error ?? "failed"}.`),
                          onSuccess: () => setOpen((s) => new Set(s).add(d.id)),
                        })
                      }
                    >
                      {isBusy(`resend-${d.id}`) ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <RotateCwIcon aria-hidden="true" />}
                      Resend
                    </Button>
                  ) : null}
                </div>
                {d.status === "pending" && d.nextAttemptAt && d.attempts > 0 ? (
                  <p className="px-11 pb-2 text-xs text-muted-foreground">Next attempt <RelativeTime at={d.nextAttemptAt} />.</p>
                ) : null}
                {expanded ? (
                  <div className="border-t bg-muted/20 px-4 py-3">
                    {d.attemptLog.length === 0 ? (
                      <p className="px-7 text-xs text-muted-foreground">Queued: the first attempt starts within seconds.</p>
                    ) : (
                      <div className="overflow-x-auto">
                        <table className="w-full min-w-[36rem] text-xs">
                          <caption className="sr-only">Attempts</caption>
                          <thead className="text-left text-muted-foreground">
                            <tr>
                              <th className="w-10 py-1 pl-7 font-medium">#</th>
                              <th className="py-1 font-medium">Time</th>
                              <th className="py-1 font-medium">Outcome</th>
                              <th className="py-1 font-medium">Status</th>
                              <th className="py-1 text-right font-medium">Latency</th>
                              <th className="py-1 pl-4 font-medium">Response</th>
                            </tr>
                          </thead>
                          <tbody>
                            {d.attemptLog.map((a) => (
                              <tr key={a.id} className="border-t border-border/60 align-top" data-testid="attempt-row">
                                <td className="py-2 pl-7 tabular-nums">{a.attemptNumber}</td>
                                <td className="py-2 whitespace-nowrap">
                                  {formatDateTime(a.createdAt, { seconds: true, year: false })}
                                  {a.trigger !== "auto" ? <span className="ml-1.5 text-muted-foreground">({a.trigger})</span> : null}
                                </td>
                                <td className="py-2">
                                  <StatusBadge status={a.outcome} states={ATTEMPT_STATES} />
                                </td>
                                <td className="py-2">
                                  <HttpStatus status={a.statusCode} error={a.error} />
                                </td>
                                <td className="py-2 text-right tabular-nums">{a.latencyMs} ms</td>
                                <td className="max-w-[28rem] py-2 pl-4">
                                  {a.error && a.statusCode === null ? <p className="text-red-700 dark:text-red-300">{a.error}</p> : null}
                                  {a.responseExcerpt ? (
                                    <pre className="line-clamp-3 font-mono text-[11px] whitespace-pre-wrap break-all text-muted-foreground">{a.responseExcerpt}</pre>
                                  ) : a.statusCode !== null ? (
                                    <span className="text-muted-foreground">(empty body)</span>
                                  ) : null}
                                  {a.nextRetryAt && a.outcome === "retrying" ? (
                                    <p className="text-muted-foreground">Retry planned {formatDateTime(a.nextRetryAt, { seconds: true, year: false })}</p>
                                  ) : null}
                                </td>
                              </tr>
                            ))}
                          </tbody>
                        </table>
                      </div>
                    )}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
