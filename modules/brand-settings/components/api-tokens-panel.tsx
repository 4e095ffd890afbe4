"use client";

import * as React from "react";
import { KeyRoundIcon, PlusIcon, RefreshCwIcon, ShieldCheckIcon, TrashIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { EmptyState } from "@/components/ui/empty";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/option-select";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { addApiTokenAction, deleteApiTokenAction, resealApiTokensAction, rotateApiTokenAction } from "../actions";
import { API_PROVIDERS, getProvider, maskToken } from "../providers";
import type { ApiTokenSummary } from "../queries";
import { RelativeTime } from "@/components/ui/relative-time";

type DialogState = { kind: "add" } | { kind: "rotate"; token: ApiTokenSummary } | null;

function TokenDialog({ brandId, state, onClose }: { brandId: string; state: DialogState; onClose: () => void }) {
  const [provider, setProvider] = React.useState(state?.kind === "rotate" ? state.token.provider : "openai");
  const [label, setLabel] = React.useState("");
  const [value, setValue] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const { run, pending } = useAction({ brandId });
  const rotating = state?.kind === "rotate";
  const p = getProvider(provider);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!value.trim()) return setError("Paste the token");
    const r =
      state?.kind === "rotate"
        ? await run(rotateApiTokenAction, { tokenId: state.token.id, value }, { onError: setError, success: (d) => `Token rotated: now ends in ${d.last4}.` })
        : await run(addApiTokenAction, { provider, label, value }, { onError: setError, success: (d) => `${getProvider(d.provider)?.name ?? d.provider} token saved (ends in ${d.last4}).` });
    setValue("");
    if (r.ok) onClose();
  };
  return (
    <Dialog open={!!state} onOpenChange={(o) => !o && !pending && onClose()}>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-5" autoComplete="off">
          <DialogHeader>
            <DialogTitle>{rotating ? `Rotate the ${state.token.providerName} token` : "Add an API token"}</DialogTitle>
            <DialogDescription>
              {rotating
                ? "Paste the new token from the provider. The old one is replaced right away; revoke it at the provider afterwards."
                : "Tokens are encrypted before they are stored and are never shown again — only their last four characters."}
            </DialogDescription>
          </DialogHeader>
          {rotating ? null : (
            <>
              <FormField id="token-provider" label="Provider" hint={p?.hint}>
                <OptionSelect
                  id="token-provider" aria-describedby="token-provider-hint" value={provider} onValueChange={(v) => { setProvider(v); setError(null); }} disabled={pending} contentClassName="max-h-72"
                  options={API_PROVIDERS.map((x) => ({ value: x.key, label: x.name }))}
                />
              </FormField>
              <FormField id="token-label" label="Label" hint="Optional. Tells tokens of one provider apart, e.g. “Production”.">
                <Input id="token-label" aria-describedby="token-label-hint" value={label} onChange={(e) => setLabel(e.target.value)} maxLength={60} disabled={pending} placeholder="Default" />
              </FormField>
            </>
          )}
          <FormField id="token-value" label={rotating ? "New token" : "Token"} error={error}>
            <PasswordInput {...fieldA11y("token-value", error)} value={value} onChange={(e) => { setValue(e.target.value); setError(null); }} autoComplete="off" spellCheck={false} disabled={pending} autoFocus={rotating} data-1p-ignore data-lpignore="true" />
          </FormField>
          <DialogFormFooter
            pending={pending}
            submitLabel={rotating ? "Replace token" : "Save token"}
            pendingLabel="Encrypting..."
            onCancel={onClose}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function ApiTokensPanel({ brandId, tokens, canEdit }: { brandId: string; tokens: ApiTokenSummary[]; canEdit: boolean }) {
  const [dialog, setDialog] = React.useState<DialogState>(null);
  const [deleting, setDeleting] = React.useState<ApiTokenSummary | null>(null);
  const { run, isBusy, pending } = useAction({ brandId });
  const stale = tokens.filter((t) => t.staleKey).length;
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto flex items-center gap-1.5 text-sm text-muted-foreground">
          <ShieldCheckIcon className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
          Encrypted with AES-256-GCM and bound to this brand. Only server code that calls the provider can read them.
        </p>
        {canEdit ? (
          <Button onClick={() => setDialog({ kind: "add" })}>
            <PlusIcon aria-hidden="true" />
            Add token
          </Button>
        ) : null}
      </div>
      {stale > 0 && canEdit ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-500/30 bg-amber-500/5 px-4 py-3 text-sm">
          <p className="mr-auto">
            {stale} token{stale === 1 ? " uses" : "s use"} a retired encryption key. Re-encrypt them with the current key before that key is removed.
          </p>
          <Button size="sm" variant="outline" disabled={pending} onClick={() => run(resealApiTokensAction, {}, { key: "reseal", success: (d) => `${d.resealed} token${d.resealed === 1 ? "" : "s"} re-encrypted.` })}>
            {isBusy("reseal") ? "Re-encrypting..." : "Re-encrypt now"}
          </Button>
        </div>
      ) : null}
      {tokens.length === 0 ? (
        <EmptyState icon={KeyRoundIcon} title="No API tokens yet">
          {canEdit
            ? "Add the keys of the services this brand uses — an LLM provider such as OpenAI for AI features, SerpApi or DataForSEO for search data. Modules that need one tell you which."
            : "The owner or an admin adds the keys of the services this brand uses."}
        </EmptyState>
      ) : (
        <ul className="divide-y rounded-xl border bg-card" aria-label="API tokens">
          {tokens.map((t) => (
            <li key={t.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3" data-testid="token-row">
              <div className="flex size-9 shrink-0 items-center justify-center rounded-md border bg-muted/40">
                <KeyRoundIcon className="size-4 text-muted-foreground" aria-hidden="true" />
              </div>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                  {t.providerName}
                  {t.label ? <Badge variant="outline" className="font-normal">{t.label}</Badge> : null}
                  {t.staleKey ? <Badge variant="secondary" className="bg-amber-500/15 text-amber-700 dark:text-amber-300">Old key</Badge> : null}
                </p>
                <p className="text-xs text-muted-foreground">
                  Updated <RelativeTime at={t.updatedAt} />
                  {t.createdByName ? ` · added by ${t.createdByName}` : ""}
                </p>
              </div>
              <code className="rounded bg-muted px-2 py-1 font-mono text-xs tracking-wider" aria-label={`Token ending in ${t.last4}`}>
                {maskToken(t.last4)}
              </code>
              {canEdit ? (
                <div className="flex gap-1">
                  <Button variant="ghost" size="sm" onClick={() => setDialog({ kind: "rotate", token: t })} disabled={pending}>
                    <RefreshCwIcon aria-hidden="true" />
                    Rotate
                  </Button>
                  <Button variant="ghost" size="icon-sm" className="hover:text-destructive" onClick={() => setDeleting(t)} disabled={pending} aria-label={`Delete the ${t.providerName} token`}>
                    <TrashIcon aria-hidden="true" />
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {/* Remounted per opening: the secret never outlives the dialog. */}
      <TokenDialog key={dialog ? (dialog.kind === "rotate" ? dialog.token.id : "add") : "closed"} brandId={brandId} state={dialog} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={`Delete the ${deleting?.providerName ?? ""} token?`}
        description={<p>Features that call {deleting?.providerName} for this brand stop working until a new token is added.</p>}
        confirmLabel="Delete token"
        busyLabel="Deleting..."
        destructive
        onConfirm={async () => (deleting ? (await run(deleteApiTokenAction, { tokenId: deleting.id }, { success: "Token deleted." })).ok : true)}
      />
    </div>
  );
}
