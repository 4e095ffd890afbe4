"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** What a submit answers: null when done (the dialog closes), else the error to show under the field. */
type Submit = (value: string) => Promise<string | null>;

/**
 * A dialog around one text field (a tag, a group name, a view name): the error under the field,
 * Enter submits, an optional second action (e.g. "Remove tag") on the same value.
 */
export function OneFieldDialog({
  title,
  description,
  label,
  fieldId,
  maxLength,
  initialValue = "",
  submitLabel,
  onSubmit,
  secondary,
  onClose,
}: {
  title: string;
  description: string;
  label: string;
  fieldId: string;
  maxLength: number;
  initialValue?: string;
  submitLabel: string;
  onSubmit: Submit;
  secondary?: { label: string; onSubmit: Submit };
  onClose: () => void;
}) {
  const [value, setValue] = React.useState(initialValue);
  const [error, setError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);
  const run = async (submit: Submit) => {
    setPending(true);
    try {
      const e = await submit(value);
      if (e === null) onClose();
      else setError(e);
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open onOpenChange={(o) => !o && !pending && onClose()}>
      <DialogContent className="sm:max-w-md">
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void run(onSubmit);
          }}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={fieldId}>{label}</Label>
            <Input
              id={fieldId}
              value={value}
              onChange={(e) => (setValue(e.target.value), setError(null))}
              maxLength={maxLength}
              autoFocus
              aria-invalid={!!error}
              aria-describedby={error ? `${fieldId}-error` : undefined}
            />
            {error ? (
              <p id={`${fieldId}-error`} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <DialogFormFooter pending={pending} submitLabel={submitLabel} onCancel={onClose} disabled={!value.trim()}>
            {secondary ? (
              <Button type="button" variant="ghost" onClick={() => void run(secondary.onSubmit)} disabled={pending || !value.trim()}>
                {secondary.label}
              </Button>
            ) : null}
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
