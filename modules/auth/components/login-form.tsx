"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/sonner";
import { CheckIcon, LoaderCircleIcon, MailCheckIcon, MailIcon } from "lucide-react";
import { loadClient, preloadClient } from "@/lib/supabase/client";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FormField } from "@/components/ui/form-field";
import { GoogleSignInButton } from "./google-sign-in-button";
import { OrDivider } from "./or-divider";
import { PasswordInput } from "@/components/ui/password-input";
import { setRememberMe } from "../remember-me";
import { confirmUrl } from "../urls";
import { hasErrors, validateLogin, type LoginErrors } from "../validation";
import { useFieldErrors } from "@/components/ui/use-field-errors";
import { MfaStep } from "./mfa-step";

type Client = Awaited<ReturnType<typeof loadClient>>;

/** The authenticator app to ask a code of when the session still lacks its second factor, else null. */
async function pendingFactor(supabase: Client): Promise<string | null> {
  const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  if (!data || data.currentLevel !== "aal1" || data.nextLevel !== "aal2") return null;
  const { data: factors } = await supabase.auth.mfa.listFactors();
  return factors?.totp[0]?.id ?? null;
}

export function LoginForm({ next, googleEnabled }: { next: string | null; googleEnabled: boolean }) {
  const router = useRouter();
  const [email, setEmail] = React.useState("");
  const [password, setPassword] = React.useState("");
  const [remember, setRemember] = React.useState(false);
  const { errors, setErrors, bind } = useFieldErrors<LoginErrors>();
  const [loggingIn, setLoggingIn] = React.useState(false);
  const [sendingMagicLink, setSendingMagicLink] = React.useState(false);
  const [magicLinkSent, setMagicLinkSent] = React.useState(false);
  const [sendingReset, setSendingReset] = React.useState(false);

  const [mfaFactor, setMfaFactor] = React.useState<string | null>(null);

  const trimmedEmail = email.trim();

  // A reload during the code step (or a visit from a half-signed-in tab) comes back to it: the
  // server sends aal1 sessions of two-factor accounts here. Only with auth cookies is supabase-js loaded.
  React.useEffect(() => {
    if (!document.cookie.includes("-auth-token")) return;
    let live = true;
    void loadClient()
      .then(async (supabase) => ((await supabase.auth.getSession()).data.session ? pendingFactor(supabase) : null))
      .then((factor) => {
        if (live && factor) setMfaFactor(factor);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);

  function enterApp() {
    toast.success("Welcome back!", { description: "You have successfully logged in." });
    // Stay in the loading state: the page is about to change.
    router.replace(next ?? "/");
    router.refresh();
  }

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const found = validateLogin(email, password);
    setErrors(found);
    if (hasErrors(found)) {
      document.getElementById(found.email ? "login-email" : "login-password")?.focus();
      return;
    }

    setLoggingIn(true);
    try {
      setRememberMe(remember);
      const supabase = await loadClient();
      const { error } = await supabase.auth.signInWithPassword({ email: trimmedEmail, password });
      if (error) {
        toast.error(error.message);
        setLoggingIn(false);
        return;
      }
      const factor = await pendingFactor(supabase);
      if (factor) {
        setMfaFactor(factor);
        setLoggingIn(false);
        return;
      }
      enterApp();
    } catch (err) {
      toast.error(err instanceof Error ? err.message : "Could not reach the sign-in service. Try again.");
      setLoggingIn(false);
    }
  }

  async function onForgotPassword() {
    if (!trimmedEmail) {
      toast.error("Email required", { description: "Please enter your email address first." });
      document.getElementById("login-email")?.focus();
      return;
    }
    setSendingReset(true);
    try {
      const { error } = await (await loadClient()).auth.resetPasswordForEmail(trimmedEmail, {
        redirectTo: confirmUrl("/reset-password"),
      });
      if (error) throw error;
      toast.success("We've processed your password reset request.");
    } catch {
      toast.error("Password reset failed", { description: "Failed to process password reset request." });
    } finally {
      setSendingReset(false);
    }
  }

  async function onMagicLink() {
    if (!trimmedEmail || sendingMagicLink) return;
    setSendingMagicLink(true);
    try {
      const { error } = await (await loadClient()).auth.signInWithOtp({
        email: trimmedEmail,
        options: { emailRedirectTo: confirmUrl(next ?? "/dashboard") },
      });
      if (error) throw error;
      toast.success("We've processed your magic link request.");
      setMagicLinkSent(true);
    } catch {
      toast.error("Magic link failed", { description: "Failed to process magic link request." });
    } finally {
      setSendingMagicLink(false);
    }
  }

  if (mfaFactor) {
    return (
      <MfaStep
        factorId={mfaFactor}
        onVerified={enterApp}
        onCancel={async () => {
          await (await loadClient()).auth.signOut({ scope: "local" });
          setMfaFactor(null);
          setPassword("");
        }}
      />
    );
  }

  return (
    // supabase-js loads on first use; reaching the form is the cue to fetch it.
    <div className="grid gap-5" onFocus={preloadClient} onPointerEnter={preloadClient}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Log in">
        <FormField id="login-email" label="Email" error={errors.email}>
          <Input {...bind("email", "login-email", email, setEmail)} type="email" name="email" autoComplete="username" inputMode="email" placeholder="you@company.com" required />
        </FormField>

        <FormField
          id="login-password"
          label="Password"
          error={errors.password}
          action={
            <button
              type="button"
              onClick={onForgotPassword}
              disabled={sendingReset}
              className="rounded-sm text-[13px] font-medium text-muted-foreground underline-offset-4 outline-none transition-colors hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-60"
            >
              Forgot your password?
            </button>
          }
        >
          <PasswordInput {...bind("password", "login-password", password, setPassword)} name="password" autoComplete="current-password" required />
        </FormField>

        <div className="flex items-center gap-2">
          {/* A native checkbox drawn like components/ui/checkbox.tsx: Radix's would only add script to this entry page. */}
          <span className="relative flex size-4 shrink-0">
            <input
              type="checkbox"
              id="login-remember"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
              className="peer size-4 shrink-0 appearance-none rounded-[4px] border border-input shadow-xs transition-shadow outline-none checked:border-primary checked:bg-primary focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30 dark:checked:bg-primary"
            />
            <CheckIcon className="pointer-events-none absolute inset-0 m-auto hidden size-3.5 text-primary-foreground peer-checked:block" aria-hidden="true" />
          </span>
          <Label htmlFor="login-remember" className="font-normal text-muted-foreground">
            Remember me
          </Label>
        </div>

        <Button type="submit" className="w-full" disabled={loggingIn} aria-busy={loggingIn}>
          {loggingIn ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
          Log in
        </Button>
      </form>

      <OrDivider />

      <div className="grid gap-2.5">
        {magicLinkSent ? (
          <p
            role="status"
            className="flex items-center justify-center gap-2 rounded-md border border-dashed bg-muted/50 px-3 py-2.5 text-center text-sm text-muted-foreground"
          >
            <MailCheckIcon className="size-4 shrink-0 text-success" aria-hidden="true" />
            Magic link request sent! Check your email.
          </p>
        ) : (
          <Button
            type="button"
            variant="outline"
            className="w-full"
            onClick={onMagicLink}
            disabled={!trimmedEmail || sendingMagicLink}
            aria-busy={sendingMagicLink}
          >
            {sendingMagicLink ? (
              <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
            ) : (
              <MailIcon aria-hidden="true" />
            )}
            Send Magic Link
          </Button>
        )}
        {googleEnabled ? <GoogleSignInButton next={next} /> : null}
      </div>
    </div>
  );
}
