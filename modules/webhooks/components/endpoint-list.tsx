"use client";

import * as React from "react";
import Link from "next/link";
import {
  HistoryIcon,
  LoaderCircleIcon,
  PencilIcon,
  PlusIcon,
  PowerIcon,
  PowerOffIcon,
  RefreshCwIcon,
  SendIcon,
  TrashIcon,
  WebhookIcon,
} from "lucide-react";
import { Button } from "@/components/ui/button";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { EmptyState } from "@/components/ui/empty";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { cn } from "@/lib/utils";
import {
  deleteWebhookEndpointAction,
  rotateWebhookSecretAction,
  sendTestWebhookAction,
  setWebhookEndpointActiveAction,
  type AttemptSummary,
} from "../actions";
import { eventTypeLabel } from "../event-types";
import type { WebhookEndpoint } from "../queries";
import { EndpointDialog, SecretDialog, TestResultDialog, type EditableEndpoint } from "./endpoint-dialogs";
import { HttpStatus, ToneBadge } from "@/components/ui/tone-badge";
import { formatDateTime } from "@/lib/format";
import { RelativeTime } from "@/components/ui/relative-time";

function health(e: WebhookEndpoint): { tone: "ok" | "warn" | "bad" | "idle"; label: string } {
  if (!e.isActive) return { tone: e.disabledReason ? "bad" : "idle", label: "Disabled" };
  if (e.failingSince) return { tone: "warn", label: "Failing" };
  if (!e.lastDeliveryAt) return { tone: "idle", label: "No deliveries yet" };
  return { tone: "ok", label: "Healthy" };
}

export function EndpointList({ brandId, endpoints, canEdit, selectedId }: { brandId: string; endpoints: WebhookEndpoint[]; canEdit: boolean; selectedId: string | null }) {
  const [editing, setEditing] = React.useState<EditableEndpoint | null>(null);
  const [adding, setAdding] = React.useState(false);
  const [secret, setSecret] = React.useState<string | null>(null);
  const [testResult, setTestResult] = React.useState<AttemptSummary | null>(null);
  const [confirm, setConfirm] = React.useState<{ kind: "delete" | "rotate"; endpoint: WebhookEndpoint } | null>(null);
  const { run, isBusy, pending } = useAction({ brandId });

  const sendTest = (e: WebhookEndpoint) =>
    run(sendTestWebhookAction, { endpointId: e.id }, { key: `test-${e.id}`, onSuccess: setTestResult });

  const addButton = canEdit ? (
    <Button onClick={() => setAdding(true)}>
      <PlusIcon aria-hidden="true" />
      Add endpoint
    </Button>
  ) : null;

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="mr-auto grid gap-0.5">
          <h2 className="text-base font-semibold">Endpoints</h2>
          <p className="text-sm text-muted-foreground">Signed POSTs (Standard Webhooks) for this brand&apos;s events, retried for about a day when the receiver is down.</p>
        </div>
        {endpoints.length ? addButton : null}
      </div>

      {endpoints.length === 0 ? (
        <EmptyState icon={WebhookIcon} title="No webhook endpoints yet" action={addButton}>
          {canEdit
            ? "Add the address of an automation (n8n, Zapier, Make, your own server) to receive this brand's events — tasks created or completed, new sprints, activity."
            : "The owner or an admin adds the addresses that receive this brand's events."}
        </EmptyState>
      ) : (
        <ul className="divide-y overflow-hidden rounded-xl border bg-card" aria-label="Webhook endpoints">
          {endpoints.map((e) => {
            const h = health(e);
            const selected = e.id === selectedId;
            return (
              <li key={e.id} className={cn("grid grid-cols-1 gap-2 px-4 py-3.5", selected && "bg-muted/40")} data-testid="endpoint-row">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                  <div className="flex size-9 shrink-0 items-center justify-center rounded-md border bg-muted/40">
                    <WebhookIcon className="size-4 text-muted-foreground" aria-hidden="true" />
                  </div>
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-mono text-[13px] font-medium" title={e.url}>
                      {e.url}
                    </p>
                    <p className="truncate text-xs text-muted-foreground">
                      {e.description ? `${e.description} · ` : ""}
                      added <RelativeTime at={e.createdAt} />
                    </p>
                  </div>
                  <ToneBadge tone={h.tone}>{h.label}</ToneBadge>
                  {/* One group: on a phone the buttons take a line of their own instead of squeezing the URL. */}
                  <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
                    <Button asChild variant={selected ? "secondary" : "outline"} size="sm">
                      <Link href={selected ? "/settings?tab=webhooks" : `/settings?tab=webhooks&endpoint=${e.id}`} scroll={false} aria-label={`Delivery log of ${e.url}`}>
                        <HistoryIcon aria-hidden="true" />
                        Delivery log
                      </Link>
                    </Button>
                    {canEdit ? (
                      <>
                        <Button variant="outline" size="sm" onClick={() => sendTest(e)} disabled={pending || !e.isActive} title={e.isActive ? undefined : "Enable the endpoint to send a test event"}>
                          {isBusy(`test-${e.id}`) ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <SendIcon aria-hidden="true" />}
                          {isBusy(`test-${e.id}`) ? "Sending..." : "Send test event"}
                        </Button>
                        <RowActionsMenu
                          label={`More actions for ${e.url}`}
                          disabled={pending}
                          className="w-52"
                          actions={[
                            { label: "Edit", icon: PencilIcon, onSelect: () => setEditing({ id: e.id, url: e.url, description: e.description, eventTypes: e.eventTypes }) },
                            { label: "Rotate secret", icon: RefreshCwIcon, onSelect: () => setConfirm({ kind: "rotate", endpoint: e }) },
                            {
                              label: e.isActive ? "Disable" : "Enable",
                              icon: e.isActive ? PowerOffIcon : PowerIcon,
                              onSelect: () => run(setWebhookEndpointActiveAction, { endpointId: e.id, active: !e.isActive }, { success: e.isActive ? "Endpoint disabled." : "Endpoint enabled." }),
                            },
                            "separator",
                            { label: "Delete", icon: TrashIcon, destructive: true, onSelect: () => setConfirm({ kind: "delete", endpoint: e }) },
                          ]}
                        />
                      </>
                    ) : null}
                  </div>
                </div>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-1.5 pl-12 text-xs text-muted-foreground">
                  <span className="flex flex-wrap gap-1">
                    {e.eventTypes.map((t) => (
                      <span key={t} className="rounded border bg-background px-1.5 py-0.5 font-mono text-[11px] text-foreground/80" title={eventTypeLabel(t)}>
                        {t}
                      </span>
                    ))}
                  </span>
                  <span>
                    Last delivery:{" "}
                    {e.lastDeliveryAt ? (
                      <>
                        <HttpStatus status={e.lastStatus} error={e.lastError} /> <RelativeTime at={e.lastDeliveryAt} />
                      </>
                    ) : (
                      "never"
                    )}
                  </span>
                  <span className="tabular-nums">
                    7 days: {e.delivered7d} delivered
                    {e.failed7d ? <span className="text-red-700 dark:text-red-300"> · {e.failed7d} failed</span> : null}
                  </span>
                </div>
                {!e.isActive && e.disabledReason ? (
                  <p className="ml-12 rounded-md border border-red-500/30 bg-red-500/5 px-3 py-2 text-xs text-red-800 dark:text-red-200" data-testid="disabled-reason">
                    {e.disabledReason} {canEdit ? "Fix the receiver, then enable the endpoint again." : null}
                  </p>
                ) : e.isActive && e.failingSince ? (
                  <p className="ml-12 rounded-md border border-amber-500/30 bg-amber-500/5 px-3 py-2 text-xs text-amber-800 dark:text-amber-200">
                    Failing since {formatDateTime(e.failingSince)}
                    {e.lastError ? ` (${e.lastError})` : ""}. After 5 days without a success the endpoint is disabled.
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}

      <EndpointDialog brandId={brandId} open={adding || !!editing} endpoint={editing} onClose={() => (setAdding(false), setEditing(null))} onSecret={setSecret} />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <TestResultDialog result={testResult} onClose={() => setTestResult(null)} />
      <ConfirmDialog
        open={!!confirm}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={confirm?.kind === "delete" ? "Delete this endpoint?" : "Rotate the signing secret?"}
        description={
          confirm?.kind === "delete" ? (
            <p>
              <span className="font-mono break-all">{confirm.endpoint.url}</span> stops receiving events, and its delivery log is deleted with it.
            </p>
          ) : (
            <p>A new secret signs from now on. The current one keeps signing too for 24 hours, so the receiver can switch over without losing deliveries.</p>
          )
        }
        confirmLabel={confirm?.kind === "delete" ? "Delete endpoint" : "Rotate secret"}
        busyLabel={confirm?.kind === "delete" ? "Deleting..." : "Rotating..."}
        destructive={confirm?.kind === "delete"}
        onConfirm={async () => {
          if (!confirm) return true;
          if (confirm.kind === "delete") return (await run(deleteWebhookEndpointAction, { endpointId: confirm.endpoint.id }, { success: "Endpoint deleted." })).ok;
          const r = await run(rotateWebhookSecretAction, { endpointId: confirm.endpoint.id }, { success: "Secret rotated." });
          if (r.ok) setSecret(r.data.secret);
          return r.ok;
        }}
      />
    </div>
  );
}
