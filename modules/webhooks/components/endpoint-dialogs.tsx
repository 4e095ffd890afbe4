"use client";

import * as React from "react";
import { CheckIcon, CopyIcon, ShieldAlertIcon } from "lucide-react";
import { toast } from "@/components/ui/sonner";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { useAction } from "@/components/actions/use-action";
import { createWebhookEndpointAction, updateWebhookEndpointAction, type AttemptSummary } from "../actions";
import { BRAND_EVENT_TYPES } from "../event-types";
import { HttpStatus, ToneBadge } from "@/components/ui/tone-badge";

export type EditableEndpoint = { id: string; url: string; description: string | null; eventTypes: string[] };

/** Add or edit an endpoint. On create, the new signing secret is handed to `onSecret` (shown once). */
export function EndpointDialog({
  brandId,
  open,
  endpoint,
  onClose,
  onSecret,
}: {
  brandId: string;
  open: boolean;
  endpoint: EditableEndpoint | null;
  onClose: () => void;
  onSecret: (secret: string) => void;
}) {
  const [pending, setPending] = React.useState(false);
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !pending && onClose()}>
      <DialogContent className="sm:max-w-lg">
        {/* Mounted per opening: the form starts from the endpoint (or blank) every time. */}
        <EndpointForm key={endpoint?.id ?? "new"} brandId={brandId} endpoint={endpoint} onClose={onClose} onSecret={onSecret} onPending={setPending} />
      </DialogContent>
    </Dialog>
  );
}

function EndpointForm({
  brandId,
  endpoint,
  onClose,
  onSecret,
  onPending,
}: {
  brandId: string;
  endpoint: EditableEndpoint | null;
  onClose: () => void;
  onSecret: (secret: string) => void;
  onPending: (pending: boolean) => void;
}) {
  const [url, setUrl] = React.useState(endpoint?.url ?? "");
  const [description, setDescription] = React.useState(endpoint?.description ?? "");
  const [types, setTypes] = React.useState<string[]>(endpoint?.eventTypes ?? ["task_created"]);
  const [errors, setErrors] = React.useState<Record<string, string | null>>({});
  const { run, pending } = useAction({ brandId });
  React.useEffect(() => onPending(pending), [pending, onPending]);

  const onError = (error: string, fields?: Record<string, string[]>) => {
    if (fields?.url || fields?.eventTypes || fields?.description) {
      setErrors({ url: fields.url?.[0] ?? null, eventTypes: fields.eventTypes?.[0] ?? null, description: fields.description?.[0] ?? null });
    } else {
      // Server-side refusals (the outbound guard) concern the address.
      setErrors({ url: error });
    }
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!url.trim()) return setErrors({ url: "Enter the endpoint URL" });
    if (!types.length) return setErrors({ eventTypes: "Choose at least one event type" });
    const input = { url: url.trim(), description, eventTypes: types as never };
    if (endpoint) {
      const r = await run(updateWebhookEndpointAction, { endpointId: endpoint.id, ...input }, { onError, success: "Endpoint saved." });
      if (r.ok) onClose();
    } else {
      const r = await run(createWebhookEndpointAction, input, { onError, success: "Endpoint added." });
      if (r.ok) {
        onClose();
        onSecret(r.data.secret);
      }
    }
  };

  const toggle = (key: string, on: boolean) => setTypes((t) => (on ? [...new Set([...t, key])] : t.filter((x) => x !== key)));

  return (
        <form onSubmit={submit} noValidate className="grid gap-5">
          <DialogHeader>
            <DialogTitle>{endpoint ? "Edit endpoint" : "Add an endpoint"}</DialogTitle>
            <DialogDescription>
              Growth OS sends a signed JSON POST (Standard Webhooks) to this address when one of the chosen events happens in this brand.
            </DialogDescription>
          </DialogHeader>
          <FormField id="endpoint-url" label="Endpoint URL" error={errors.url} hint="Public http(s) address, e.g. your n8n, Zapier or Make webhook.">
            <Input
              {...fieldA11y("endpoint-url", errors.url ?? null)}
              type="url"
              inputMode="url"
              placeholder="https://hooks.example.com/growth-os"
              value={url}
              onChange={(e) => {
                setUrl(e.target.value);
                setErrors((x) => ({ ...x, url: null }));
              }}
              disabled={pending}
              autoFocus
              spellCheck={false}
              className="font-mono text-[13px]"
            />
          </FormField>
          <FormField id="endpoint-description" label="Description" error={errors.description} hint="Optional. What receives these events.">
            <Input
              {...fieldA11y("endpoint-description", errors.description ?? null)}
              placeholder="n8n: task automation"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              maxLength={200}
              disabled={pending}
            />
          </FormField>
          <fieldset className="grid gap-2" aria-describedby={errors.eventTypes ? "endpoint-types-error" : undefined}>
            <legend className="mb-1 text-sm font-medium">Events</legend>
            <div className="grid gap-1 rounded-lg border p-1">
              {BRAND_EVENT_TYPES.map((t) => {
                const id = `event-${t.key}`;
                return (
                  <div key={t.key} className="flex items-start gap-3 rounded-md px-2.5 py-2 hover:bg-muted/50">
                    <Checkbox id={id} checked={types.includes(t.key)} onCheckedChange={(v) => toggle(t.key, v === true)} disabled={pending} className="mt-0.5" />
                    <Label htmlFor={id} className="grid flex-1 cursor-pointer gap-0.5 font-normal">
                      <span className="flex items-center gap-2 text-sm font-medium">
                        {t.label}
                        <code className="font-mono text-[11px] text-muted-foreground">{t.key}</code>
                      </span>
                      <span className="text-xs text-muted-foreground">{t.description}</span>
                    </Label>
                  </div>
                );
              })}
            </div>
            {errors.eventTypes ? (
              <p id="endpoint-types-error" role="alert" className="text-[13px] text-destructive">
                {errors.eventTypes}
              </p>
            ) : null}
          </fieldset>
          <DialogFormFooter
            pending={pending}
            submitLabel={endpoint ? "Save endpoint" : "Add endpoint"}
            pendingLabel="Checking address..."
            onCancel={onClose}
          />
        </form>
  );
}

/** The signing secret, once: after this dialog closes it cannot be seen again (only rotated). */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const [copiedFor, setCopiedFor] = React.useState<string | null>(null);
  const copied = !!secret && copiedFor === secret;
  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopiedFor(secret);
    } catch {
      toast.error("Could not copy. Select the secret and copy it by hand.");
    }
  };
  return (
    <Dialog open={!!secret} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Signing secret</DialogTitle>
          <DialogDescription>
            Your receiver verifies every request with this secret (Standard Webhooks: <code className="font-mono">webhook-signature</code> header).
          </DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-2">
          <Input readOnly value={secret ?? ""} aria-label="Signing secret" className="font-mono text-[13px]" onFocus={(e) => e.currentTarget.select()} data-testid="signing-secret" />
          <Button type="button" variant="outline" size="icon" onClick={copy} aria-label="Copy the signing secret">
            {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          </Button>
        </div>
        <p className="flex items-start gap-2 rounded-lg border border-amber-500/30 bg-amber-500/5 p-3 text-sm">
          <ShieldAlertIcon className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
          Copy it now: it is stored encrypted and will not be shown again. If it is lost, rotate it.
        </p>
        <DialogFooter>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The answer to "Send test event": status and the start of the response body. */
export function TestResultDialog({ result, onClose }: { result: AttemptSummary | null; onClose: () => void }) {
  return (
    <Dialog open={!!result} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Test event {result?.outcome === "succeeded" ? "delivered" : "not accepted"}</DialogTitle>
          <DialogDescription>The attempt is also in the endpoint&apos;s delivery log and in the API calls audit.</DialogDescription>
        </DialogHeader>
        {result ? (
          <div className="grid gap-3 text-sm" data-testid="test-result">
            <div className="flex flex-wrap items-center gap-3">
              <ToneBadge tone={result.outcome === "succeeded" ? "ok" : "bad"}>{result.outcome === "succeeded" ? "Succeeded" : "Failed"}</ToneBadge>
              <span className="text-muted-foreground">
                Status <HttpStatus status={result.statusCode} error={result.error} />
              </span>
              <span className="text-muted-foreground tabular-nums">{result.latencyMs} ms</span>
            </div>
            {result.error && result.outcome !== "succeeded" ? <p className="text-destructive">{result.error}</p> : null}
            <div className="grid gap-1.5">
              <p className="text-xs font-medium text-muted-foreground">Response body</p>
              <pre className="max-h-56 overflow-auto rounded-lg border bg-muted/40 p-3 font-mono text-xs whitespace-pre-wrap break-all">
                {result.excerpt || <span className="text-muted-foreground">(empty)</span>}
              </pre>
            </div>
          </div>
        ) : null}
        <DialogFooter>
          <Button onClick={onClose}>Close</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
