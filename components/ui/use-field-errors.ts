"use client";

import * as React from "react";
import { fieldA11y } from "@/components/ui/form-field";

/**
 * The errors of a form checked on submit, and `bind` for each text control in a FormField: its aria
 * wiring, value and an onChange that clears the field's error as soon as the person types.
 */
export function useFieldErrors<E extends Record<string, string | undefined>>() {
  const [errors, setErrors] = React.useState<E>({} as E);
  const bind = (key: keyof E, id: string, value: string, set: (v: string) => void, hasHint = false) => ({
    ...fieldA11y(id, errors[key], hasHint),
    value,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      set(e.target.value);
      if (errors[key]) setErrors((x) => ({ ...x, [key]: undefined }));
    },
  });
  return { errors, setErrors, bind };
}

/**
 * An action's refusal as one message per field (the first of each), or under "_" when no field is
 * named: what a form shows next to its controls and at its foot.
 */
export function errorsByField(fieldErrors: Record<string, string[]> | undefined, error: string): Record<string, string> {
  const next: Record<string, string> = {};
  for (const [k, v] of Object.entries(fieldErrors ?? {})) next[k] = v[0] ?? error;
  if (!Object.keys(next).length) next._ = error;
  return next;
}
