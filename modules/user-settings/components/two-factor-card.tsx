"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { CopyIcon, DownloadIcon, KeyRoundIcon, LoaderCircleIcon, ShieldCheckIcon, SmartphoneIcon } from "lucide-react";
import { toast } from "@/components/ui/sonner";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { loadClient } from "@/lib/supabase/client";
import { regenerateRecoveryCodesAction } from "../actions";
import { CodeField } from "./code-field";
import type { TwoFactorStatus } from "../queries";

type Enrolment = { factorId: string; qr: string; secret: string };

/** Verifies `code` against the factor (a fresh challenge), which raises this session to aal2. */
async function verifyCode(factorId: string, code: string): Promise<string | null> {
  const { error } = await (await loadClient()).auth.mfa.challengeAndVerify({ factorId, code });
  return error ? (error.code === "mfa_verification_failed" ? "That code is not right. Enter the current code from your app." : error.message) : null;
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Growth OS recovery codes\nEach code signs you in once when your authenticator app is not at hand.\n\n${codes.join("\n")}\n`;
  return (
    <div className="grid gap-3" data-testid="recovery-codes">
      <p className="text-sm text-muted-foreground">
        Save these recovery codes somewhere safe. Each one signs you in once instead of a code from your app. They are shown only now.
      </p>
      <ul className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md border bg-muted/40 p-3 font-mono text-sm sm:max-w-md" aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(codes.join("\n"));
              toast.success("Recovery codes copied.");
            } catch {
              toast.error("Could not copy. Select the codes and copy them, or download them.");
            }
          }}
        >
          <CopyIcon aria-hidden="true" /> Copy
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
            const a = Object.assign(document.createElement("a"), { href: url, download: "growth-os-recovery-codes.txt" });
            a.click();
            URL.revokeObjectURL(url);
          }}
        >
          <DownloadIcon aria-hidden="true" /> Download
        </Button>
        <Button type="button" onClick={onDone}>
          I saved them
        </Button>
      </div>
    </div>
  );
}

/**
 * Two-factor sign-in with an authenticator app (TOTP): set up (QR code, secret, first code),
 * recovery codes shown once, removal after a fresh code, new recovery codes.
 */
export function TwoFactorCard({ status }: { status: TwoFactorStatus }) {
  const router = useRouter();
  const [enrolment, setEnrolment] = React.useState<Enrolment | null>(null);
  const [codes, setCodes] = React.useState<string[] | null>(null);
  const [code, setCode] = React.useState("");
  const [error, setError] = React.useState<string | undefined>();
  const [busy, setBusy] = React.useState<string | null>(null);
  const [removing, setRemoving] = React.useState<string | null>(null);
  const enabled = status.factors.length > 0;

  async function newRecoveryCodes(): Promise<boolean> {
    const res = await regenerateRecoveryCodesAction({});
    if (!res.ok) {
      toast.error(res.error);
      return false;
    }
    setCodes(res.data.codes);
    return true;
  }

  async function start() {
    setBusy("enable");
    try {
      const supabase = await loadClient();
      // A set-up left half-way (tab closed before the code) would clash with the new one's name.
      const { data: listed } = await supabase.auth.mfa.listFactors();
      for (const f of listed?.all ?? []) if (f.status !== "verified") await supabase.auth.mfa.unenroll({ factorId: f.id });
      const { data, error: e } = await supabase.auth.mfa.enroll({ factorType: "totp", friendlyName: "Authenticator app", issuer: "Growth OS" });
      if (e || !data) throw e ?? new Error("No factor returned");
      setEnrolment({ factorId: data.id, qr: data.totp.qr_code, secret: data.totp.secret });
      setCode("");
      setError(undefined);
    } catch (e) {
      toast.error("Could not start the set-up", { description: e instanceof Error ? e.message : "Try again." });
    } finally {
      setBusy(null);
    }
  }

  async function confirmEnrolment(e: React.FormEvent) {
    e.preventDefault();
    if (!enrolment) return;
    if (code.length !== 6) return setError("Enter the 6-digit code your app shows.");
    setBusy("verify");
    const problem = await verifyCode(enrolment.factorId, code);
    if (problem) {
      setError(problem);
      setBusy(null);
      return;
    }
    toast.success("Two-factor sign-in is on.");
    setEnrolment(null);
    setCode("");
    if (status.recoveryCodesLeft !== null) await newRecoveryCodes();
    setBusy(null);
    router.refresh();
  }

  async function remove(e: React.FormEvent) {
    e.preventDefault();
    if (!removing) return;
    if (code.length !== 6) return setError("Enter the 6-digit code your app shows.");
    setBusy("remove");
    const problem = await verifyCode(removing, code);
    if (problem) {
      setError(problem);
      setBusy(null);
      return;
    }
    const { error: e2 } = await (await loadClient()).auth.mfa.unenroll({ factorId: removing });
    setBusy(null);
    if (e2) return setError(e2.message);
    toast.success("Authenticator app removed. Sign-in asks only for your password now.");
    setRemoving(null);
    setCode("");
    router.refresh();
  }

  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;

  if (enrolment) {
    return (
      <form noValidate onSubmit={confirmEnrolment} className="grid gap-4" aria-label="Set up an authenticator app">
        <ol className="grid gap-1 text-sm text-muted-foreground">
          <li>1. Scan the QR code with an authenticator app (1Password, Google Authenticator, Authy…).</li>
          <li>2. Enter the 6-digit code it shows.</li>
        </ol>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          {/* eslint-disable-next-line @next/next/no-img-element -- an inline SVG data URI, nothing to optimise */}
          <img src={enrolment.qr} alt="QR code to scan with an authenticator app" width={176} height={176} className="size-44 rounded-md border bg-white p-2" />
          <div className="grid gap-1 text-sm">
            <span className="text-muted-foreground">Cannot scan? Enter this key in the app:</span>
            <code data-testid="totp-secret" className="break-all rounded bg-muted px-2 py-1 font-mono text-xs">
              {enrolment.secret}
            </code>
          </div>
        </div>
        <CodeField id="totp-enrol-code" label="Code from the app" value={code} onChange={(v) => (setCode(v), setError(undefined))} error={error} />
        <div className="flex gap-2">
          <Button type="submit" disabled={busy === "verify"}>
            {busy === "verify" ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
            Verify and turn on
          </Button>
          <Button
            type="button"
            variant="ghost"
            onClick={async () => {
              await (await loadClient()).auth.mfa.unenroll({ factorId: enrolment.factorId });
              setEnrolment(null);
            }}
          >
            Cancel
          </Button>
        </div>
      </form>
    );
  }

  if (!enabled) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-muted-foreground">Off. Turn it on so that a stolen password alone cannot open your account.</p>
        <Button type="button" onClick={start} disabled={busy === "enable"}>
          {busy === "enable" ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <SmartphoneIcon aria-hidden="true" />}
          Set up an authenticator app
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <p className="flex items-center gap-2 text-sm">
        <ShieldCheckIcon className="size-4 text-success" aria-hidden="true" />
        On. Signing in asks for a code from your authenticator app.
      </p>
      <ul className="divide-y rounded-md border">
        {status.factors.map((f) => (
          <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
            <span>
              {f.friendlyName}
              <span className="text-muted-foreground"> · added {formatDate(f.createdAt)}</span>
            </span>
            <Button type="button" variant="ghost" size="sm" onClick={() => (setRemoving(f.id), setCode(""), setError(undefined))}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
      {removing ? (
        <form noValidate onSubmit={remove} className="grid gap-3" aria-label="Remove the authenticator app">
          <p className="text-sm text-muted-foreground">Enter a current code from the app to confirm it is you.</p>
          <CodeField id="totp-remove-code" label="Code from the app" value={code} onChange={(v) => (setCode(v), setError(undefined))} error={error} />
          <div className="flex gap-2">
            <Button type="submit" variant="destructive" disabled={busy === "remove"}>
              {busy === "remove" ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
              Remove authenticator app
            </Button>
            <Button type="button" variant="ghost" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
      {status.recoveryCodesLeft !== null ? (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="text-muted-foreground">
            <KeyRoundIcon className="mr-1 inline size-4" aria-hidden="true" />
            {status.recoveryCodesLeft} of 10 recovery codes left.
          </span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy === "codes"}
            onClick={async () => {
              setBusy("codes");
              await newRecoveryCodes();
              setBusy(null);
              router.refresh();
            }}
          >
            New recovery codes
          </Button>
        </div>
      ) : null}
    </div>
  );
}
