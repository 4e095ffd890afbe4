"use client";

import * as React from "react";
import { useRouter } from "next/navigation";

/**
 * Re-renders the page's server components every `intervalMs` while `active`: a run's progress lives
 * on its row, so a reload, another tab or another teammate sees the same numbers.
 */
export function AutoRefresh({ active, intervalMs = 2000 }: { active: boolean; intervalMs?: number }) {
  const router = useRouter();
  React.useEffect(() => {
    if (!active) return;
    const t = setInterval(() => {
      if (document.visibilityState === "visible") router.refresh();
    }, intervalMs);
    return () => clearInterval(t);
  }, [active, intervalMs, router]);
  return null;
}
