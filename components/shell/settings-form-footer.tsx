"use client";

import { Button } from "@/components/ui/button";

/** A settings form's field errors by path, or the whole error under "_" when no field is named. */
export function errorsByField(error: string, fieldErrors?: Record<string, string[]>): Record<string, string> {
  const next: Record<string, string> = {};
  for (const [k, v] of Object.entries(fieldErrors ?? {})) next[k] = v[0] ?? error;
  if (!Object.keys(next).length) next._ = error;
  return next;
}

/** The save row of a settings page: the submit button (or why the person cannot save) and the form's error. */
export function SettingsFormFooter({ canEdit, busy, error, readOnly, className }: { canEdit: boolean; busy: boolean; error?: string; readOnly: string; className?: string }) {
  return (
    <div className={className ?? "flex flex-wrap items-center gap-3 lg:col-span-2"}>
      {canEdit ? (
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : "Save settings"}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">{readOnly}</p>
      )}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
