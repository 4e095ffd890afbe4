"use client";

import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

/** A 6-digit code field: an authenticator app's code, or the one a mail carries. */
export function CodeField({ id, value, onChange, error, label, hint }: { id: string; value: string; onChange: (v: string) => void; error?: string; label: string; hint?: string }) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Input
        {...fieldA11y(id, error, !!hint)}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, "").slice(0, 6))}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        placeholder="123456"
        className="max-w-40 font-mono tracking-widest"
      />
    </FormField>
  );
}
