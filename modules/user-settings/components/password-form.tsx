"use client";

import * as React from "react";
import { LoaderCircleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { useAction } from "@/components/actions/use-action";
import { changePasswordAction } from "../actions";

type Fields = "currentPassword" | "newPassword" | "confirmPassword";
const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function PasswordForm() {
  const [values, setValues] = React.useState(EMPTY);
  const [errors, setErrors] = React.useState<Partial<Record<Fields | "_", string>>>({});
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
        await run(changePasswordAction, values, {
          onError: (message, fieldErrors) => {
            if (fieldErrors && Object.keys(fieldErrors).length) {
              setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, v[0]])));
            } else if (message === "The current password is not correct.") setErrors({ currentPassword: message });
            else setErrors({ _: message });
          },
          onSuccess: () => setValues(EMPTY),
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
      {errors._ ? (
        <p role="alert" className="text-[13px] text-destructive">
          {errors._}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={pending || !values.currentPassword || !values.newPassword}>
          {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
          {pending ? "Changing..." : "Change password"}
        </Button>
      </div>
    </form>
  );
}
