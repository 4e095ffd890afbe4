"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/sonner";
import { LoaderCircleIcon } from "lucide-react";
import { loadClient, preloadClient } from "@/lib/supabase/client";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { hasErrors, PASSWORD_MIN_LENGTH, validateNewPassword, type NewPasswordErrors } from "../validation";
import { useFieldErrors } from "@/components/ui/use-field-errors";

/** Sets a new password for the user signed in by the recovery link (the /auth/confirm step). */
export function ResetPasswordForm() {
  const router = useRouter();
  const [password, setPassword] = React.useState("");
  const [confirm, setConfirm] = React.useState("");
  const { errors, setErrors, bind } = useFieldErrors<NewPasswordErrors>();
  const [busy, setBusy] = React.useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const found = validateNewPassword(password, confirm);
    setErrors(found);
    if (hasErrors(found)) {
      document.getElementById(found.password ? "new-password" : "confirm-password")?.focus();
      return;
    }

    setBusy(true);
    try {
      const { error } = await (await loadClient()).auth.updateUser({ password });
      if (error) {
        toast.error("Password update failed", { description: error.message });
        setBusy(false);
        return;
      }
      toast.success("Password updated", { description: "Use your new password the next time you log in." });
      router.replace("/dashboard");
      router.refresh();
    } catch (err) {
      toast.error("Password update failed", {
        description: err instanceof Error ? err.message : "Could not reach the sign-in service. Try again.",
      });
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Set a new password" onFocus={preloadClient} onPointerEnter={preloadClient}>
      <FormField id="new-password" label="New password" error={errors.password} hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
        <PasswordInput {...bind("password", "new-password", password, setPassword, true)} name="password" autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} autoFocus required />
      </FormField>
      <FormField id="confirm-password" label="Confirm new password" error={errors.confirm}>
        <PasswordInput {...bind("confirm", "confirm-password", confirm, setConfirm)} name="confirm_password" autoComplete="new-password" required />
      </FormField>
      <Button type="submit" className="mt-1 w-full" disabled={busy} aria-busy={busy}>
        {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
        Update password
      </Button>
    </form>
  );
}
