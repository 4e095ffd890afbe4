"use client";

import * as React from "react";
import { formatDateTime, formatRelative, type Instant } from "@/lib/format";

/*
 * "Now" as a store shared by every relative time on the page. The server snapshot is null, and React
 * uses it for the server render *and* for hydration, so both render the same (absolute, UTC) text;
 * right after hydration React reads the browser's clock and re-renders the relative text. A minute
 * tick keeps "3 minutes ago" true while the page stays open.
 */
let now: number | null = null;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  now = Date.now();
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  // Mounting after a quiet spell (a client navigation): start from the current time, not the last tick.
  if (listeners.size === 0) now = Date.now();
  listeners.add(listener);
  timer ??= setInterval(tick, 30_000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const getSnapshot = () => (now ??= Date.now());
const getServerSnapshot = () => null;

/** The browser's clock (refreshed every 30 s) once hydrated; null during the server render and hydration. */
export function useNow(): number | null {
  return React.useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/**
 * "3 minutes ago" (the exact UTC time as its tooltip). Renders the UTC time until hydrated: the
 * server's "now" is not the browser's, so a relative text computed on both sides would not match.
 */
export function RelativeTime({ at, className }: { at: Instant; className?: string }) {
  const current = useNow();
  const date = at instanceof Date ? at : new Date(at);
  const exact = formatDateTime(date);
  return (
    <time dateTime={date.toISOString()} title={exact} className={className}>
      {current === null ? exact : formatRelative(date, current)}
    </time>
  );
}
