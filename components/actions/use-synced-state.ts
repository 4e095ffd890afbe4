"use client";

import * as React from "react";

/**
 * Local, editable state that starts from a server-rendered value and starts over when that value's
 * content changes (e.g. after a save refreshed the page) — not when the parent merely re-renders, so
 * unsaved edits survive unrelated refreshes. Uses React's "adjust state while rendering" pattern.
 */
export function useSyncedState<T>(source: T): [T, React.Dispatch<React.SetStateAction<T>>] {
  const signature = JSON.stringify(source);
  const [state, setState] = React.useState(source);
  const [seen, setSeen] = React.useState(signature);
  if (seen !== signature) {
    setSeen(signature);
    setState(source);
  }
  return [state, setState];
}
