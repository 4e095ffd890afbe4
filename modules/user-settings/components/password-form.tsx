"use client";

import * as React from "react";
import { LoaderCircleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { useAction } from "@/components/actions/use-action";
import { changePasswordAction, sendReauthenticationCodeAction } from "../actions";
import { REAUTHENTICATION_CODE_SENT } from "../inputs";
import { CodeField } from "./code-field";

type Fields = "currentPassword" | "newPassword" | "confirmPassword" | "nonce";
const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function PasswordForm() {
  const [values, setValues] = React.useState(EMPTY);
  const [errors, setErrors] = React.useState<Partial<Record<Fields | "_", string>>>({});
  // Set once the auth service asked for the mailed code (a session older than a day, secure password change on).
  const [codeSent, setCodeSent] = React.useState(false);
  const [nonce, setNonce] = React.useState("");
  const { run, pending } = useAction();
  const set = (k: Fields, v: string) => {
    setValues((x) => ({ ...x, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined, _: undefined }));
  };
  return (
    <form
      noValidate
      className="grid grid-cols-1 gap-4 sm:max-w-md"
      onSubmit={async (e) => {
        e.preventDefault();
        await run(changePasswordAction, codeSent ? { ...values, nonce } : values, {
          onError: (message, fieldErrors) => {
            if (message === REAUTHENTICATION_CODE_SENT) {
              setCodeSent(true);
              setErrors({});
            } else if (fieldErrors && Object.keys(fieldErrors).length) {
              setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, v[0]])));
            } else if (message === "The current password is not correct.") setErrors({ currentPassword: message });
            else setErrors({ _: message });
          },
          onSuccess: () => {
            setValues(EMPTY);
            setCodeSent(false);
            setNonce("");
          },
          success: "Password changed. Your other sessions were signed out.",
        });
      }}
    >
      <FormField id="current-password" label="Current password" error={errors.currentPassword}>
        <PasswordInput {...fieldA11y("current-password", errors.currentPassword)} autoComplete="current-password" value={values.currentPassword} onChange={(e) => set("currentPassword", e.target.value)} />
      </FormField>
      <FormField id="new-password" label="New password" error={errors.newPassword} hint="At least 6 characters.">
        <PasswordInput {...fieldA11y("new-password", errors.newPassword, true)} autoComplete="new-password" value={values.newPassword} onChange={(e) => set("newPassword", e.target.value)} />
      </FormField>
      <FormField id="confirm-password" label="Repeat the new password" error={errors.confirmPassword}>
        <PasswordInput {...fieldA11y("confirm-password", errors.confirmPassword)} autoComplete="new-password" value={values.confirmPassword} onChange={(e) => set("confirmPassword", e.target.value)} />
      </FormField>
      {codeSent ? (
        <div className="grid gap-2">
          <p role="status" className="text-[13px] text-muted-foreground">
            {REAUTHENTICATION_CODE_SENT}
          </p>
          <CodeField
            id="reauthentication-code"
            label="Code from the mail"
            value={nonce}
            error={errors.nonce}
            hint="The newest code counts; it is valid for an hour."
            onChange={(v) => {
              setNonce(v);
              setErrors((e) => ({ ...e, nonce: undefined, _: undefined }));
            }}
          />
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={pending}
              onClick={() => run(sendReauthenticationCodeAction, {}, { success: "A new code is on its way to your inbox.", onError: (message) => setErrors({ _: message }) })}
            >
              Send a new code
            </Button>
          </div>
        </div>
      ) : null}
      {errors._ ? (
        <p role="alert" className="text-[13px] text-destructive">
          {errors._}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={pending || !values.currentPassword || !values.newPassword || (codeSent && nonce.length !== 6)}>
          {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
          {pending ? "Changing..." : "Change password"}
        </Button>
      </div>
    </form>
  );
}
