"use client";

import * as React from "react";
import { CheckIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * The data table's selection box: a native checkbox drawn like components/ui/checkbox.tsx. A list
 * renders one per row, and the Radix checkbox (a button, its state and presence machinery) cost
 * more to render on the server than the rest of the row; the native input keeps the same role,
 * name, keyboard (Space) and mixed state.
 */
export function SelectCheckbox({
  checked,
  onCheckedChange,
  className,
  ...props
}: Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "checked" | "onChange"> & {
  checked: boolean | "indeterminate";
  onCheckedChange: (checked: boolean) => void;
}) {
  const indeterminate = checked === "indeterminate";
  const ref = React.useCallback((el: HTMLInputElement | null) => {
    if (el) el.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <span className={cn("relative inline-flex size-4 shrink-0 align-middle", className)}>
      <input
        {...props}
        ref={ref}
        type="checkbox"
        checked={checked === true}
        aria-checked={indeterminate ? "mixed" : undefined}
        onChange={(e) => onCheckedChange(e.currentTarget.checked)}
        className="peer size-4 cursor-pointer appearance-none rounded-[4px] border border-input shadow-xs transition-shadow outline-none checked:border-primary checked:bg-primary indeterminate:border-primary indeterminate:bg-primary focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-input/30 dark:checked:bg-primary dark:indeterminate:bg-primary"
      />
      <CheckIcon aria-hidden="true" className="pointer-events-none absolute inset-0 m-auto hidden size-3.5 text-primary-foreground peer-checked:block peer-indeterminate:block" />
    </span>
  );
}
