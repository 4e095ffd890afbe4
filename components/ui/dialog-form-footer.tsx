import * as React from "react";
import { LoaderCircleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

type DialogFormFooterProps = {
  /** While true the submit button is disabled and shows the spinner and `pendingLabel`. */
  pending: boolean;
  submitLabel: React.ReactNode;
  /** Defaults to `submitLabel`, for dialogs whose button keeps its text while saving. */
  pendingLabel?: React.ReactNode;
  onCancel: () => void;
  /** Disables submit for reasons other than `pending` (an invalid or empty form). */
  disabled?: boolean;
  cancelLabel?: React.ReactNode;
  /** Defaults to `pending`; `false` keeps Cancel usable while the request runs. */
  cancelDisabled?: boolean;
  submitVariant?: React.ComponentProps<typeof Button>["variant"];
  /** The id of a form the footer sits outside of. */
  form?: string;
  /** For dialogs without a form: the submit button becomes a plain button that calls this. */
  onSubmit?: () => void;
  className?: string;
  /** Shown before the buttons (e.g. a keyboard hint); the buttons then stay together on the right. */
  children?: React.ReactNode;
};

/**
 * The Cancel + submit footer that every form dialog repeats, kept in one place so pending states
 * (spinner, label, disabled buttons) look and behave the same everywhere.
 */
export function DialogFormFooter({
  pending,
  submitLabel,
  pendingLabel = submitLabel,
  onCancel,
  disabled = false,
  cancelLabel = "Cancel",
  cancelDisabled = pending,
  submitVariant,
  form,
  onSubmit,
  className,
  children,
}: DialogFormFooterProps) {
  const buttons = (
    <>
      <Button type="button" variant="outline" onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel}
      </Button>
      <Button
        type={onSubmit ? "button" : "submit"}
        onClick={onSubmit}
        form={form}
        variant={submitVariant}
        disabled={pending || disabled}
      >
        {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
        {pending ? pendingLabel : submitLabel}
      </Button>
    </>
  );
  return (
    <DialogFooter className={className}>
      {children ? (
        <>
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row">{buttons}</div>
        </>
      ) : (
        buttons
      )}
    </DialogFooter>
  );
}
