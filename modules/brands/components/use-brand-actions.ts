"use client";

import * as React from "react";
import { toast } from "@/components/ui/sonner";
import { dispatchBrandChanged, useShell } from "@/components/shell/shell-context";
import { createBrandAction, selectBrandAction } from "../actions";

/** Brand selection and creation as the shell needs them, with the spec's toasts and events. */
export function useBrandActions() {
  const { currentBrand } = useShell();
  const [pending, setPending] = React.useState<"select" | "create" | null>(null);

  const selectBrand = React.useCallback(
    async (brandId: string): Promise<boolean> => {
      // Spec §4: choosing the already-current brand is ignored.
      if (brandId === currentBrand?.id) return true;
      setPending("select");
      try {
        const result = await selectBrandAction({ brandId });
        if (!result.ok) {
          toast.error("Failed to save brand selection");
          return false;
        }
        dispatchBrandChanged(brandId);
        return true;
      } catch {
        toast.error("Failed to save brand selection");
        return false;
      } finally {
        setPending(null);
      }
    },
    [currentBrand?.id],
  );

  const createBrand = React.useCallback(async (name: string): Promise<{ ok: true; id: string } | { ok: false; error: string }> => {
    setPending("create");
    try {
      const result = await createBrandAction({ name });
      if (!result.ok) {
        toast.error(result.error || "Failed to create brand");
        return { ok: false, error: result.error };
      }
      toast.success(`Brand "${result.data.name}" created successfully!`);
      // The action already made it the current brand (spec §4).
      dispatchBrandChanged(result.data.id);
      return { ok: true, id: result.data.id };
    } catch {
      toast.error("Failed to create brand");
      return { ok: false, error: "Failed to create brand" };
    } finally {
      setPending(null);
    }
  }, []);

  return { selectBrand, createBrand, pending };
}
