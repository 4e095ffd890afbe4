import Link from "next/link";
import { CheckCircle2Icon, CircleDashedIcon, ShieldCheckIcon, ShieldOffIcon } from "lucide-react";
import type { BrandScope } from "@/lib/brand-scope";
import { isUuid } from "@/lib/brand-scope";
import { listDeliveries, listWebhookEndpoints, deploymentWebhooks, type DeliveryFilter } from "../queries";
import { DeliveryLog } from "./delivery-log";
import { EndpointList } from "./endpoint-list";

const STATUSES = new Set(["pending", "succeeded", "failed"]);

/**
 * The Webhooks tab of /settings. `endpoint` (?endpoint=<id> or "fallback") selects whose delivery
 * log shows below the list; `status` (?delivery_status=) filters it.
 */
export async function WebhooksPanel({ scope, canEdit, endpoint, status }: { scope: BrandScope; canEdit: boolean; endpoint?: string; status?: string }) {
  const endpoints = await listWebhookEndpoints(scope);
  const filter: DeliveryFilter = { status: status && STATUSES.has(status) ? (status as DeliveryFilter["status"]) : undefined };
  const selected = endpoint && isUuid(endpoint) ? (endpoints.find((e) => e.id === endpoint) ?? null) : null;
  const showFallback = endpoint === "fallback";
  const deliveries = selected ? await listDeliveries(scope, selected.id, filter) : showFallback ? await listDeliveries(scope, null, filter) : null;
  const deployment = deploymentWebhooks();

  return (
    <div className="grid gap-8">
      <EndpointList brandId={scope.brandId} endpoints={endpoints} canEdit={canEdit} selectedId={selected?.id ?? null} />

      {deliveries ? (
        <DeliveryLog
          brandId={scope.brandId}
          title={
            selected ? (
              <>
                Delivery log · <span className="font-mono text-sm font-normal break-all">{selected.url}</span>
              </>
            ) : (
              "Delivery log · deployment fallback and agent address"
            )
          }
          baseHref={`/settings?tab=webhooks&endpoint=${selected ? selected.id : "fallback"}`}
          status={filter.status}
          deliveries={deliveries}
          canEdit={canEdit}
        />
      ) : null}

      <section className="grid gap-3" aria-labelledby="deployment-webhooks">
        <div className="flex flex-wrap items-end gap-3">
          <div className="mr-auto grid gap-0.5">
            <h2 id="deployment-webhooks" className="text-base font-semibold">
              Deployment addresses
            </h2>
            <p className="text-sm text-muted-foreground">
              Set by the server&apos;s environment. Auth events happen before a brand exists and always go here; brand events go here only when no endpoint above
              receives them.
            </p>
          </div>
          <Link href="/settings?tab=webhooks&endpoint=fallback" scroll={false} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            Fallback delivery log
          </Link>
        </div>
        <div className="overflow-x-auto rounded-xl border bg-card">
          <table className="w-full text-sm sm:min-w-[40rem]">
            <thead className="border-b bg-muted/40 text-left text-xs text-muted-foreground">
              <tr>
                <th className="px-4 py-2 font-medium">Event</th>
                <th className="hidden px-4 py-2 font-medium sm:table-cell">Applies to</th>
                <th className="px-4 py-2 font-medium">Address</th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {deployment.rows.map((r) => (
                <tr key={r.type}>
                  <td className="px-4 py-2.5">
                    <span className="font-medium">{r.label}</span> <code className="ml-1 font-mono text-[11px] text-muted-foreground">{r.type}</code>
                  </td>
                  <td className="hidden px-4 py-2.5 text-muted-foreground sm:table-cell">{r.scope === "deployment" ? "Every sign-in flow" : "Fallback for this brand"}</td>
                  <td className="px-4 py-2.5">
                    {r.type === "linkedin_content_ideas" ? (
                      <span className="text-muted-foreground wrap-anywhere">The brand&apos;s agent address (agent_process_sm_webhook_url)</span>
                    ) : r.source ? (
                      <span className="inline-flex items-center gap-1.5">
                        <CheckCircle2Icon className="size-4 text-emerald-600" aria-hidden="true" />
                        <code className="font-mono text-xs break-all">{r.source}</code>
                      </span>
                    ) : (
                      <span className="inline-flex items-center gap-1.5 text-muted-foreground">
                        <CircleDashedIcon className="size-4 shrink-0" aria-hidden="true" />
                        {/* One flex item, so the gap does not pad the parentheses around the variable. */}
                        <span>
                          Not set — nothing is sent (<code className="font-mono text-xs break-all">{r.envVar}</code>)
                        </span>
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="flex items-center gap-2 border-t bg-muted/20 px-4 py-2.5 text-xs text-muted-foreground">
            {deployment.signed ? (
              <>
                <ShieldCheckIcon className="size-4 text-emerald-600" aria-hidden="true" /> Deployment deliveries are signed with WEBHOOK_SIGNING_SECRET.
              </>
            ) : (
              <>
                <ShieldOffIcon className="size-4 text-amber-600" aria-hidden="true" /> Deployment deliveries are sent unsigned: set WEBHOOK_SIGNING_SECRET to sign them.
              </>
            )}
          </p>
        </div>
      </section>
    </div>
  );
}
