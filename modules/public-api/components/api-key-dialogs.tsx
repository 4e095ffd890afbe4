"use client";

import * as React from "react";
import { CheckIcon, CopyIcon, ShieldAlertIcon } from "lucide-react";
import { toast } from "@/components/ui/sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Input } from "@/components/ui/input";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { OptionSelect } from "@/components/ui/option-select";
import { useAction } from "@/components/actions/use-action";
import { createApiKeyAction } from "../actions";
import type { KeyExpiry } from "../inputs";

export type ScopeOption = { module: string; label: string; read: boolean; write: boolean };

const EXPIRY_OPTIONS: { value: KeyExpiry; label: string }[] = [
  { value: "30d", label: "30 days" },
  { value: "90d", label: "90 days" },
  { value: "365d", label: "1 year" },
  { value: "never", label: "Never" },
];

type Level = "none" | "read" | "write";

export function CreateKeyDialog({
  brandId,
  open,
  options,
  onClose,
  onCreated,
}: {
  brandId: string;
  open: boolean;
  options: ScopeOption[];
  onClose: () => void;
  onCreated: (created: { token: string; name: string }) => void;
}) {
  const [pending, setPending] = React.useState(false);
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !pending && onClose()}>
      <DialogContent className="sm:max-w-lg">
        {open ? <CreateKeyForm brandId={brandId} options={options} onClose={onClose} onCreated={onCreated} onPending={setPending} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CreateKeyForm({
  brandId,
  options,
  onClose,
  onCreated,
  onPending,
}: {
  brandId: string;
  options: ScopeOption[];
  onClose: () => void;
  onCreated: (created: { token: string; name: string }) => void;
  onPending: (pending: boolean) => void;
}) {
  const [name, setName] = React.useState("");
  const [expiry, setExpiry] = React.useState<KeyExpiry>("90d");
  const [levels, setLevels] = React.useState<Record<string, Level>>(() => Object.fromEntries(options.map((o) => [o.module, "none"])));
  const [errors, setErrors] = React.useState<Record<string, string | null>>({});
  const { run, pending } = useAction({ brandId });
  React.useEffect(() => onPending(pending), [pending, onPending]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setErrors({ name: "Name the key after what uses it" });
    const scopes = Object.entries(levels)
      .filter(([, l]) => l !== "none")
      .map(([m, l]) => `${m}:${l}`);
    if (!scopes.length) return setErrors({ scopes: "Choose at least one permission" });
    const r = await run(
      createApiKeyAction,
      { name: name.trim(), scopes, expiry },
      {
        success: "API key created.",
        onError: (error, fields) => setErrors({ name: fields?.name?.[0] ?? null, scopes: fields?.name ? null : (fields?.scopes?.[0] ?? error) }),
      },
    );
    if (r.ok) {
      onClose();
      onCreated({ token: r.data.token, name: r.data.name });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <DialogHeader>
        <DialogTitle>Create an API key</DialogTitle>
        <DialogDescription>The key acts as you in this brand, limited to the permissions below. If your own role changes, so does what the key may do.</DialogDescription>
      </DialogHeader>
      <FormField id="api-key-name" label="Name" error={errors.name} hint="What uses it, e.g. “n8n task sync”.">
        <Input
          {...fieldA11y("api-key-name", errors.name ?? null)}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setErrors((x) => ({ ...x, name: null }));
          }}
          maxLength={100}
          disabled={pending}
          autoFocus
        />
      </FormField>
      <fieldset className="grid gap-2" aria-describedby={errors.scopes ? "api-key-scopes-error" : undefined}>
        <legend className="mb-1 text-sm font-medium">Permissions</legend>
        <div className="grid gap-1 rounded-lg border p-1">
          {options.map((o) => (
            <div key={o.module} className="flex items-center gap-3 rounded-md px-2.5 py-1.5">
              <span className="flex-1 text-sm" id={`scope-${o.module}-label`}>
                {o.label}
              </span>
              <OptionSelect
                value={levels[o.module] ?? "none"}
                onValueChange={(v) => {
                  setLevels((l) => ({ ...l, [o.module]: v as Level }));
                  setErrors((x) => ({ ...x, scopes: null }));
                }}
                options={[
                  { value: "none", label: "No access" },
                  ...(o.read ? [{ value: "read", label: "Read" }] : []),
                  ...(o.write ? [{ value: "write", label: "Read & write" }] : []),
                ]}
                disabled={pending}
                className="w-40"
                aria-labelledby={`scope-${o.module}-label`}
              />
            </div>
          ))}
        </div>
        {errors.scopes ? (
          <p id="api-key-scopes-error" role="alert" className="text-[13px] text-destructive">
            {errors.scopes}
          </p>
        ) : null}
      </fieldset>
      <FormField id="api-key-expiry" label="Expires after">
        <OptionSelect id="api-key-expiry" value={expiry} onValueChange={(v) => setExpiry(v as KeyExpiry)} options={EXPIRY_OPTIONS} disabled={pending} />
      </FormField>
      <DialogFormFooter pending={pending} submitLabel="Create key" pendingLabel="Creating..." onCancel={onClose} />
    </form>
  );
}

/** The new key's secret, once: after this dialog closes it cannot be seen again. */
export function KeyCreatedDialog({ created, onClose }: { created: { token: string; name: string } | null; onClose: () => void }) {
  const [copiedFor, setCopiedFor] = React.useState<string | null>(null);
  const token = created?.token ?? "";
  const copied = !!token && copiedFor === token;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopiedFor(token);
      toast.success("API key copied.");
    } catch {
      toast.error("Could not copy. Select the key and copy it by hand.");
    }
  };
  return (
    <Dialog open={!!created} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Your new API key</DialogTitle>
          <DialogDescription>
            Send it as <code className="font-mono">Authorization: Bearer &lt;key&gt;</code> with every request to <code className="font-mono">/api/v1</code>.
          </DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-2">
          <Input readOnly value={token} aria-label={`API key ${created?.name ?? ""}`} className="font-mono text-[13px]" onFocus={(e) => e.currentTarget.select()} data-testid="api-key-secret" />
          <Button type="button" variant="outline" size="icon" onClick={copy} aria-label="Copy the API key">
            {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          </Button>
        </div>
        <p className="flex items-start gap-2 rounded-lg border border-amber-500/30 bg-amber-500/5 p-3 text-sm">
          <ShieldAlertIcon className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
          Copy it now: only a hash is stored, so it cannot be shown again. If it is lost, revoke it and create a new one.
        </p>
        <DialogFooter>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
