"use client";

import * as React from "react";
import { useAction } from "@/components/actions/use-action";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { ActionResult } from "@/lib/action";

/** "Reject with a reason" for an idea or a draft: the reason is required and kept with the row. */
export function ReasonDialog<I>({
  brandId,
  title,
  description,
  success,
  action,
  input,
  onClose,
}: {
  brandId: string;
  title: string;
  description: string;
  success: string;
  action: (raw: I) => Promise<ActionResult<unknown>>;
  input: (reason: string) => I;
  onClose: () => void;
}) {
  const { run, pending } = useAction({ brandId });
  const [reason, setReason] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  return (
    <FormDialog title={title} description={description} onClose={onClose} pending={pending} submitLabel="Reject" onSubmit={() => run(action, input(reason), { success, onSuccess: onClose, onError: (e, f) => setError(f?.reason?.[0] ?? e) })}>
      <FormField id="reject-reason" label="Why" error={error}>
        <Input id="reject-reason" value={reason} onChange={(e) => setReason(e.target.value)} autoFocus />
      </FormField>
    </FormDialog>
  );
}
