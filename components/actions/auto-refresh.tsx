"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { LiveRefresh } from "@/components/live/live-refresh";
import type { Topic } from "@/lib/realtime/topics";

/**
 * Re-renders the page's server components while `active`: a run's progress lives on its row, so a
 * reload, another tab or another teammate sees the same numbers. With `live`, the run's row changes
 * arrive over the brand's live channel (docs/realtime.md) and a 5 s poll only catches up; without it (progress kept
 * in rows the live channel does not carry) the page polls every `intervalMs`.
 */
export function AutoRefresh({ active, intervalMs = 2000, live }: { active: boolean; intervalMs?: number; live?: Topic }) {
  const router = useRouter();
  React.useEffect(() => {
    if (!active) return;
    // With `live` the channel brings each change at once; a slow poll still catches a change made before
    // the channel joined (a run that finished while the page was loading would otherwise never show).
    const t = setInterval(() => {
      if (document.visibilityState === "visible") router.refresh();
    }, live ? Math.max(intervalMs, 5000) : intervalMs);
    return () => clearInterval(t);
  }, [active, intervalMs, live, router]);
  return active && live ? <LiveRefresh topics={[live]} /> : null;
}
