"use client";

import * as React from "react";
import { BookOpenIcon, KeyRoundIcon, PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { RelativeTime } from "@/components/ui/relative-time";
import { ToneBadge } from "@/components/ui/tone-badge";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { formatDateTime } from "@/lib/format";
import { cn } from "@/lib/utils";
import { revokeApiKeyAction } from "../actions";
import type { ApiKeyStatus, ApiKeyView } from "../keys";
import { CreateKeyDialog, KeyCreatedDialog, type ScopeOption } from "./api-key-dialogs";

const STATUS: Record<ApiKeyStatus, { tone: "ok" | "warn" | "bad" | "idle"; label: string }> = {
  active: { tone: "ok", label: "Active" },
  expired: { tone: "warn", label: "Expired" },
  revoked: { tone: "idle", label: "Revoked" },
  orphaned: { tone: "bad", label: "Creator left" },
};

function scopeLabel(scope: string, options: ScopeOption[]): string {
  const [module, access] = scope.split(":");
  const label = options.find((o) => o.module === module)?.label ?? module;
  return `${label}: ${access === "write" ? "read & write" : "read"}`;
}

export function ApiKeyList({ brandId, keys, options, canEdit }: { brandId: string; keys: ApiKeyView[]; options: ScopeOption[]; canEdit: boolean }) {
  const [creating, setCreating] = React.useState(false);
  const [created, setCreated] = React.useState<{ token: string; name: string } | null>(null);
  const [revoking, setRevoking] = React.useState<ApiKeyView | null>(null);
  const { run } = useAction({ brandId });

  const createButton = canEdit ? (
    <Button onClick={() => setCreating(true)}>
      <PlusIcon aria-hidden="true" />
      Create API key
    </Button>
  ) : null;

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="mr-auto grid gap-0.5">
          <h2 className="text-base font-semibold">API keys</h2>
          <p className="text-sm text-muted-foreground">
            Let your own scripts and automations read and change this brand through the REST API. A key acts as the person who created it, limited to the permissions you
            choose.
          </p>
        </div>
        <Button asChild variant="outline">
          <a href="/api/v1/docs" target="_blank" rel="noopener">
            <BookOpenIcon aria-hidden="true" />
            API reference
          </a>
        </Button>
        {keys.length ? createButton : null}
      </div>

      {keys.length === 0 ? (
        <EmptyState icon={KeyRoundIcon} title="No API keys yet" action={createButton}>
          {canEdit
            ? "Create a key to connect an automation (n8n, Zapier, Make, a script) to this brand's tasks, sprints, squad and activity."
            : "The owner or an admin creates the keys that connect automations to this brand."}
        </EmptyState>
      ) : (
        <ul className="divide-y overflow-hidden rounded-xl border bg-card" aria-label="API keys">
          {keys.map((k) => {
            const s = STATUS[k.status];
            return (
              <li key={k.id} className={cn("grid gap-2 px-4 py-3.5", k.status === "revoked" && "opacity-70")} data-testid="api-key-row">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                  <div className="flex size-9 shrink-0 items-center justify-center rounded-md border bg-muted/40">
                    <KeyRoundIcon className="size-4 text-muted-foreground" aria-hidden="true" />
                  </div>
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{k.name}</p>
                    <p className="truncate font-mono text-xs text-muted-foreground">{k.masked}</p>
                  </div>
                  <ToneBadge tone={s.tone}>{s.label}</ToneBadge>
                  {canEdit && k.status !== "revoked" ? (
                    <Button variant="outline" size="sm" onClick={() => setRevoking(k)} aria-label={`Revoke ${k.name}`}>
                      Revoke
                    </Button>
                  ) : null}
                </div>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-1.5 pl-12 text-xs text-muted-foreground">
                  <span className="flex flex-wrap gap-1">
                    {k.scopes.map((sc) => (
                      <span key={sc} className="rounded border bg-background px-1.5 py-0.5 text-[11px] text-foreground/80">
                        {scopeLabel(sc, options)}
                      </span>
                    ))}
                  </span>
                  <span>
                    Created <RelativeTime at={k.createdAt} />
                    {k.createdBy ? ` by ${k.createdBy}` : ""}
                  </span>
                  <span>Last used: {k.lastUsedAt ? <RelativeTime at={k.lastUsedAt} /> : "never"}</span>
                  <span>
                    {k.revokedAt
                      ? `Revoked ${formatDateTime(k.revokedAt)}`
                      : k.expiresAt
                        ? `${k.status === "expired" ? "Expired" : "Expires"} ${formatDateTime(k.expiresAt)}`
                        : "Never expires"}
                  </span>
                </div>
                {k.status === "orphaned" ? (
                  <p className="ml-12 rounded-md border border-red-500/30 bg-red-500/5 px-3 py-2 text-xs text-red-800 dark:text-red-200">
                    The person who created this key no longer has access to the brand, so the key stopped working. Create a new key and revoke this one.
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}

      <CreateKeyDialog brandId={brandId} open={creating} options={options} onClose={() => setCreating(false)} onCreated={setCreated} />
      <KeyCreatedDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={!!revoking}
        onOpenChange={(o) => !o && setRevoking(null)}
        title="Revoke this API key?"
        description={<p>Requests with &ldquo;{revoking?.name}&rdquo; are refused from now on. Anything that uses it stops working until it gets a new key.</p>}
        confirmLabel="Revoke key"
        busyLabel="Revoking..."
        destructive
        onConfirm={async () => (revoking ? (await run(revokeApiKeyAction, { keyId: revoking.id }, { success: "API key revoked." })).ok : true)}
      />
    </div>
  );
}
