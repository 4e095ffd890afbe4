"use client";

import * as React from "react";
import { toast } from "@/components/ui/sonner";
import { LoaderCircleIcon } from "lucide-react";
import { loadClient, preloadClient } from "@/lib/supabase/client";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { confirmUrl } from "../urls";
import { PASSWORD_MIN_LENGTH, validateRegistration, type RegistrationErrors } from "../validation";

// Spec §9: the pause before returning to the sign-in page.
const REDIRECT_AFTER_SIGNUP_MS = 1500;

/** `onRegistered` runs 1.5 s after a successful sign-up; the parent takes the user back to /auth. */
export function RegisterForm({ onRegistered, initialEmail = "" }: { onRegistered: () => void; initialEmail?: string }) {
  const [fullName, setFullName] = React.useState("");
  const [email, setEmail] = React.useState(initialEmail);
  const [password, setPassword] = React.useState("");
  const [errors, setErrors] = React.useState<RegistrationErrors>({});
  const [busy, setBusy] = React.useState(false);
  const timer = React.useRef<number | null>(null);

  React.useEffect(() => () => {
    if (timer.current) window.clearTimeout(timer.current);
  }, []);

  function clearError(key: keyof RegistrationErrors) {
    if (errors[key]) setErrors((x) => ({ ...x, [key]: undefined }));
  }

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
        <Input
          {...fieldA11y("register-full-name", errors.fullName)}
          name="full_name"
          autoComplete="name"
          placeholder="Ada Lovelace"
          value={fullName}
          onChange={(e) => {
            setFullName(e.target.value);
            clearError("fullName");
          }}
          required
        />
      </FormField>

      <FormField id="register-email" label="Email" error={errors.email}>
        <Input
          {...fieldA11y("register-email", errors.email)}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            clearError("email");
          }}
          required
        />
      </FormField>

      <FormField
        id="register-password"
        label="Create a password"
        error={errors.password}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      >
        <PasswordInput
          {...fieldA11y("register-password", errors.password, true)}
          name="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            clearError("password");
          }}
          required
        />
      </FormField>

      <Button type="submit" className="mt-1 w-full" disabled={busy} aria-busy={busy}>
        {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
        Create account
      </Button>
    </form>
  );
}
