"use client";

import * as React from "react";
import { LoaderCircleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { useBrandActions } from "./use-brand-actions";

/**
 * The brand-name field with its submit (spec §2 "Create-brand dialog"): Enter submits, the button
 * is disabled while the name is blank or a request runs, and reads "Creating..." meanwhile.
 */
export function CreateBrandForm({
  onCreated,
  onCancel,
  autoFocus = true,
  className,
  footerClassName,
}: {
  onCreated?: (brandId: string) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
  className?: string;
  footerClassName?: string;
}) {
  const { createBrand, pending } = useBrandActions();
  const [name, setName] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const busy = pending === "create";
  const blank = name.trim() === "";
  const id = React.useId();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (blank || busy) return;
    setError(null);
    const result = await createBrand(name);
    if (result.ok) {
      setName("");
      onCreated?.(result.id);
    } else {
      setError(result.error);
    }
  };

  return (
    <form onSubmit={submit} className={cn("grid gap-4", className)} noValidate>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Brand Name</Label>
        <Input
          id={`${id}-name`}
          name="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="e.g. Northwind Coffee"
          autoComplete="off"
          autoFocus={autoFocus}
          maxLength={120}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", footerClassName)}>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={blank || busy}>
          {busy ? <LoaderCircleIcon className="animate-spin" /> : null}
          {busy ? "Creating..." : "Create Brand"}
        </Button>
      </div>
    </form>
  );
}
