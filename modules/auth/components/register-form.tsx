"use client";

import * as React from "react";
import { toast } from "@/components/ui/sonner";
import { LoaderCircleIcon } from "lucide-react";
import { loadClient, preloadClient } from "@/lib/supabase/client";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { confirmUrl } from "../urls";
import { PASSWORD_MIN_LENGTH, validateRegistration, type RegistrationErrors } from "../validation";
import { useFieldErrors } from "@/components/ui/use-field-errors";

// Spec §9: the pause before returning to the sign-in page.
const REDIRECT_AFTER_SIGNUP_MS = 1500;

/** `onRegistered` runs 1.5 s after a successful sign-up; the parent takes the user back to /auth. */
export function RegisterForm({ onRegistered, initialEmail = "" }: { onRegistered: () => void; initialEmail?: string }) {
  const [fullName, setFullName] = React.useState("");
  const [email, setEmail] = React.useState(initialEmail);
  const [password, setPassword] = React.useState("");
  const { errors, setErrors, bind } = useFieldErrors<RegistrationErrors>();
  const [busy, setBusy] = React.useState(false);
  const timer = React.useRef<number | null>(null);

  React.useEffect(() => () => {
    if (timer.current) window.clearTimeout(timer.current);
  }, []);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const found = validateRegistration(fullName, email, password);
    setErrors(found);
    const first = (["fullName", "email", "password"] as const).find((k) => found[k]);
    if (first) {
      document.getElementById(`register-${first === "fullName" ? "full-name" : first}`)?.focus();
      return;
    }

    setBusy(true);
    try {
      const { error } = await (await loadClient()).auth.signUp({
        email: email.trim(),
        password,
        options: { data: { full_name: fullName.trim() }, emailRedirectTo: confirmUrl("/dashboard") },
      });
      if (error) {
        toast.error("Sign up failed", { description: error.message || "Failed to create account" });
        return;
      }
      toast.success("Account created successfully!", {
        description: "Please check your email for a verification link to activate your account.",
      });
      setFullName("");
      setEmail("");
      setPassword("");
      timer.current = window.setTimeout(onRegistered, REDIRECT_AFTER_SIGNUP_MS);
    } catch (err) {
      toast.error("Sign up failed", { description: (err instanceof Error && err.message) || "Failed to create account" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Register" onFocus={preloadClient} onPointerEnter={preloadClient}>
      <FormField id="register-full-name" label="Full Name" error={errors.fullName}>
        <Input {...bind("fullName", "register-full-name", fullName, setFullName)} name="full_name" autoComplete="name" placeholder="Ada Lovelace" required />
      </FormField>

      <FormField id="register-email" label="Email" error={errors.email}>
        <Input {...bind("email", "register-email", email, setEmail)} type="email" name="email" autoComplete="email" inputMode="email" placeholder="you@company.com" required />
      </FormField>

      <FormField
        id="register-password"
        label="Create a password"
        error={errors.password}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      >
        <PasswordInput {...bind("password", "register-password", password, setPassword, true)} name="password" autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} required />
      </FormField>

      <Button type="submit" className="mt-1 w-full" disabled={busy} aria-busy={busy}>
        {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
        Create account
      </Button>
    </form>
  );
}
