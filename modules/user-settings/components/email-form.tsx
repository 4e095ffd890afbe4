"use client";

import * as React from "react";
import { LoaderCircleIcon, MailIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { useAction } from "@/components/actions/use-action";
import { changeEmailAction } from "../actions";

export function EmailForm({ email, pendingEmail }: { email: string; pendingEmail: string | null }) {
  const [value, setValue] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [sentTo, setSentTo] = React.useState<string | null>(pendingEmail);
  const { run, pending } = useAction();
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="text-sm">
        <span className="text-muted-foreground">Current address: </span>
        <span className="font-medium">{email}</span>
      </div>
      {sentTo ? (
        <div role="status" className="flex gap-2.5 rounded-md border border-sky-500/30 bg-sky-500/5 px-3 py-2.5 text-sm">
          <MailIcon className="mt-0.5 size-4 shrink-0 text-sky-600 dark:text-sky-400" aria-hidden="true" />
          <p>
            We sent a confirmation link to <span className="font-medium">{sentTo}</span>. Your address changes when you open it; until then you keep signing in with {email}.
          </p>
        </div>
      ) : null}
      <form
        noValidate
        className="grid grid-cols-1 gap-3 sm:max-w-md"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!value.trim()) return setError("Enter the new email address");
          await run(changeEmailAction, { email: value }, {
            onError: setError,
            onSuccess: (d) => {
              setSentTo(d.pendingEmail);
              setValue("");
            },
            success: "Check your inbox to confirm the new address.",
          });
        }}
      >
        <FormField id="new-email" label="New email address" error={error}>
          <Input {...fieldA11y("new-email", error)} type="email" autoComplete="email" inputMode="email" value={value} onChange={(e) => { setValue(e.target.value); setError(null); }} placeholder="you@company.com" />
        </FormField>
        <div>
          <Button type="submit" variant="outline" disabled={pending}>
            {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
            {pending ? "Sending..." : "Send confirmation link"}
          </Button>
        </div>
      </form>
    </div>
  );
}
