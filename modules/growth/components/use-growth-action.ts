"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import type { ActionResult } from "@/lib/action";

type RunOptions<O> = {
  /** Toast on success (a string or built from the result). */
  success?: string | ((data: O) => string);
  /** Key shown as busy while this call runs (e.g. the row id). */
  key?: string;
  onSuccess?: (data: O) => void;
  /** Skip refreshing the server components after success. */
  noRefresh?: boolean;
};

/**
 * Calls a growth server action for the brand the page was rendered for (a brand switch in another
 * tab cannot redirect the write), toasts the outcome and refreshes the page's server data.
 */
export function useGrowthAction(brandId: string) {
  const router = useRouter();
  const [busy, setBusy] = React.useState<string | null>(null);
  const [refreshing, startTransition] = React.useTransition();

  const run = React.useCallback(
    async <I, O>(action: (raw: I) => Promise<ActionResult<O>>, input: I, opts: RunOptions<O> = {}): Promise<ActionResult<O>> => {
      setBusy(opts.key ?? "default");
      try {
        const result = await action({ ...(input as object), brandId } as I);
        if (!result.ok) {
          toast.error(result.error);
          return result;
        }
        if (opts.success) toast.success(typeof opts.success === "function" ? opts.success(result.data) : opts.success);
        opts.onSuccess?.(result.data);
        if (!opts.noRefresh) startTransition(() => router.refresh());
        return result;
      } catch {
        toast.error("The server could not be reached. Check your connection and try again.");
        return { ok: false, error: "network" };
      } finally {
        setBusy(null);
      }
    },
    [brandId, router],
  );

  return { run, busy, pending: busy !== null, refreshing };
}

/** Ctrl/Cmd+Enter submits (spec §9 shortcut for saving). */
export function onModEnter(submit: () => void) {
  return (e: React.KeyboardEvent) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      submit();
    }
  };
}
