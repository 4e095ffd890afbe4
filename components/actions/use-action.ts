"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/sonner";
import type { ActionResult } from "@/lib/action";

type RunOptions<O> = {
  /** Toast on success: a text, or built from the result. */
  success?: string | ((data: O) => string);
  /** What is busy while the call runs (a row id, a button name); `isBusy(key)` reads it. */
  key?: string;
  onSuccess?: (data: O) => void;
  /** Show the error inline instead of as a toast. */
  onError?: (error: string, fieldErrors?: Record<string, string[]>) => void;
  /** Re-render the page's server components afterwards (default true). */
  refresh?: boolean;
};

/**
 * Calls a server action from a client island: toasts the outcome (or hands the error to the form),
 * refreshes the server-rendered data, and tracks what is busy. With `brandId`, the call is pinned to
 * the brand the page was rendered for, so switching brands in another tab cannot redirect a write.
 */
export function useAction(opts: { brandId?: string } = {}) {
  const router = useRouter();
  const [busy, setBusy] = React.useState<string | null>(null);
  const [refreshing, startTransition] = React.useTransition();
  const { brandId } = opts;

  const run = React.useCallback(
    async <I, O>(action: (raw: I) => Promise<ActionResult<O>>, input: I, o: RunOptions<O> = {}): Promise<ActionResult<O>> => {
      setBusy(o.key ?? "default");
      try {
        const payload = brandId && input && typeof input === "object" && !(input instanceof FormData) ? ({ ...input, brandId } as I) : input;
        const result = await action(payload);
        if (!result.ok) {
          if (o.onError) o.onError(result.error, result.fieldErrors);
          else toast.error(result.error);
          return result;
        }
        if (o.success) toast.success(typeof o.success === "function" ? o.success(result.data) : o.success);
        o.onSuccess?.(result.data);
        if (o.refresh !== false) startTransition(() => router.refresh());
        return result;
      } catch {
        const error = "The server could not be reached. Check your connection and try again.";
        if (o.onError) o.onError(error);
        else toast.error(error);
        return { ok: false, error };
      } finally {
        setBusy(null);
      }
    },
    [brandId, router],
  );

  return { run, busy, isBusy: (key = "default") => busy === key, pending: busy !== null, refreshing };
}
