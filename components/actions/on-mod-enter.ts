import type * as React from "react";

/** Ctrl/Cmd+Enter submits (spec §9 shortcut for saving). */
export function onModEnter(submit: () => void) {
  return (e: React.KeyboardEvent) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      submit();
    }
  };
}
