"use client";

import * as React from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { onFormSubmit } from "@/components/actions/on-form-submit";
import { onModEnter } from "@/components/actions/on-mod-enter";

/**
 * The frame of a form in a dialog: title, description, the form (Enter in a field or ⌘/Ctrl+Enter
 * anywhere submits), then Cancel + submit with the pending state. Cancel stays usable while saving:
 * the request is not aborted, the dialog only closes.
 */
export function FormDialog({
  title,
  description,
  className,
  formClassName = "grid gap-4",
  open = true,
  onClose,
  onSubmit,
  pending,
  submitLabel,
  submitDisabled,
  footerClassName,
  intro,
  footer,
  children,
}: {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** The dialog's size and scrolling, e.g. "max-h-[90svh] overflow-y-auto sm:max-w-lg". */
  className?: string;
  formClassName?: string;
  open?: boolean;
  onClose: () => void;
  onSubmit: () => unknown;
  pending: boolean;
  submitLabel: React.ReactNode;
  submitDisabled?: boolean;
  /** e.g. "sm:col-span-2" in a two-column form. */
  footerClassName?: string;
  /** Shown between the header and the form (a hint, a suggestion). */
  intro?: React.ReactNode;
  /** Replaces the Cancel + submit footer, for dialogs with more buttons. */
  footer?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className={className} onKeyDown={onModEnter(onSubmit)}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        {intro}
        <form className={formClassName} onSubmit={onFormSubmit(onSubmit)}>
          {children}
          {footer ?? <DialogFormFooter className={footerClassName} pending={pending} disabled={submitDisabled} submitLabel={submitLabel} onCancel={onClose} cancelDisabled={false} />}
        </form>
      </DialogContent>
    </Dialog>
  );
}
