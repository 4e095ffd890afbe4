"use client";

import * as React from "react";
import type { ColumnDef, VisibilityState } from "@tanstack/react-table";
import "./column-meta";

/**
 * Which columns a person shows, per table, in localStorage: a browser-side preference that needs no
 * server round trip, and that sign-out clears with the rest of the person's local state. Read with
 * useSyncExternalStore, so the server render (defaults) and the stored choice never mismatch during
 * hydration, and two tabs of the same table stay in step.
 */
const EVENT = "growth-os:table-columns";
const keyOf = (tableId: string) => `table-columns:${tableId}`;

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(EVENT, onChange);
  };
}

function read(tableId: string): string | null {
  try {
    return window.localStorage.getItem(keyOf(tableId));
  } catch {
    // Storage disabled (private mode, policy): the defaults stand.
    return null;
  }
}

export function defaultVisibility<T>(columns: ColumnDef<T, unknown>[]): VisibilityState {
  const v: VisibilityState = {};
  for (const c of columns) if (c.id && c.meta?.defaultHidden) v[c.id] = false;
  return v;
}

export function useColumnVisibility<T>(tableId: string, columns: ColumnDef<T, unknown>[]) {
  const raw = React.useSyncExternalStore(
    subscribe,
    () => read(tableId),
    () => null,
  );
  const defaults = React.useMemo(() => defaultVisibility(columns), [columns]);
  const visibility = React.useMemo<VisibilityState>(() => {
    if (!raw) return defaults;
    try {
      const stored = JSON.parse(raw) as unknown;
      if (!stored || typeof stored !== "object") return defaults;
      // Only the table's current columns, only booleans: a stale or edited entry cannot break it.
      const known = Object.fromEntries(Object.entries(stored).filter(([k, v]) => typeof v === "boolean" && columns.some((c) => c.id === k)));
      return { ...defaults, ...known };
    } catch {
      return defaults;
    }
  }, [raw, defaults, columns]);

  const setVisibility = React.useCallback(
    (updater: VisibilityState | ((old: VisibilityState) => VisibilityState)) => {
      const next = typeof updater === "function" ? updater(visibility) : updater;
      try {
        window.localStorage.setItem(keyOf(tableId), JSON.stringify(next));
      } catch {
        return;
      }
      window.dispatchEvent(new Event(EVENT));
    },
    [tableId, visibility],
  );
  return [visibility, setVisibility] as const;
}
