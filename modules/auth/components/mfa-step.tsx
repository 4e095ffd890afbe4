"use client";

import * as React from "react";
import { KeyRoundIcon, LoaderCircleIcon } from "lucide-react";
import { toast } from "@/components/ui/sonner";
import { Button } from "@/components/ui/button";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { loadClient } from "@/lib/supabase/client";

/**
 * The sign-in's second step for an account with an authenticator app: the session from the
 * password is aal1 and the app treats it as signed out until this code raises it to aal2
 * (supabase-js fires MFA_CHALLENGE_VERIFIED). A recovery code is accepted in place of the code.
 */
export function MfaStep({ factorId, onVerified, onCancel }: { factorId: string; onVerified: () => void; onCancel: () => void }) {
  const [recovery, setRecovery] = React.useState(false);
  const [code, setCode] = React.useState("");
  const [error, setError] = React.useState<string | undefined>();
  const [busy, setBusy] = React.useState(false);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const value = code.trim();
    if (!recovery && !/^\d{6}$/.test(value)) return setError("Enter the 6-digit code from your authenticator app.");
    if (recovery && value.replace(/[\s-]/g, "").length !== 10) return setError("A recovery code has ten letters and digits, like abcde-23456.");
    setBusy(true);
    try {
      const { error: e2 } = await (await loadClient()).auth.mfa.challengeAndVerify({ factorId, code: value });
      if (e2) {
        setError(
          e2.code === "mfa_verification_failed"
            ? recovery
              ? "That recovery code is not valid or was used already."
              : "That code is not right. Enter the current code from your app."
            : e2.message,
        );
        setBusy(false);
        return;
      }
      onVerified();
    } catch (err) {
      toast.error(err instanceof Error ? err.message : "Could not reach the sign-in service. Try again.");
      setBusy(false);
    }
  }

  const id = recovery ? "mfa-recovery-code" : "mfa-code";
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Two-factor authentication">
      <p className="text-sm text-muted-foreground">
        {recovery ? "Enter one of the recovery codes you saved when you set up two-factor sign-in." : "Enter the 6-digit code from your authenticator app."}
      </p>
      <FormField id={id} label={recovery ? "Recovery code" : "Authentication code"} error={error}>
        <Input
          key={id}
          {...fieldA11y(id, error)}
          value={code}
          onChange={(e) => {
            setCode(recovery ? e.target.value : e.target.value.replace(/\D/g, "").slice(0, 6));
            setError(undefined);
          }}
          autoFocus
          autoComplete={recovery ? "off" : "one-time-code"}
          inputMode={recovery ? "text" : "numeric"}
          placeholder={recovery ? "abcde-23456" : "123456"}
          className="font-mono tracking-widest"
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
        {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
        Verify
      </Button>
      <div className="flex items-center justify-between text-[13px]">
        <button
          type="button"
          className="inline-flex items-center gap-1 rounded-sm font-medium text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
          onClick={() => {
            setRecovery((r) => !r);
            setCode("");
            setError(undefined);
          }}
        >
          <KeyRoundIcon className="size-3.5" aria-hidden="true" />
          {recovery ? "Use the authenticator app" : "Use a recovery code"}
        </button>
        <button type="button" className="rounded-sm font-medium text-muted-foreground underline-offset-4 hover:text-foreground hover:underline" onClick={onCancel}>
          Use another account
        </button>
      </div>
    </form>
  );
}
