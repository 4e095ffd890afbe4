"use client";

import * as React from "react";
import { quickAddOffered } from "@/lib/permissions";
import { isEditableTarget, useShell, type ShellDialog } from "./shell-context";

/**
 * Renders a shell dialog (pass it through next/dynamic) once it has been asked for, and keeps it
 * from then on: dialogs then ship with the first opening rather than with every signed-in page.
 */
export function WhenOpened({ dialog, children }: { dialog: ShellDialog; children: React.ReactNode }) {
  const { openDialog } = useShell();
  const [opened, setOpened] = React.useState(openDialog === dialog);
  // Adjusted during render, so the dialog mounts in the same commit that opens it.
  if (!opened && openDialog === dialog) setOpened(true);
  return opened ? children : null;
}

/**
 * Ctrl/Cmd+N opens Quick Add unless focus is in a text field or it is already open; browsers keep
 * Ctrl/Cmd+N for a new window in ordinary tabs, so Alt+N opens it too (spec §2). Listened to here,
 * by the shell, because the dialog's own code loads only when it first opens.
 */
const DIALOGS: ReadonlySet<string> = new Set<ShellDialog>(["palette", "quickAdd", "createBrand", "brandPicker"]);

/** Opens the dialog a clicked `[data-open-dialog]` element names (OpenDialogButton). */
export function useOpenDialogClicks(): void {
  const { setOpenDialog } = useShell();
  React.useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const el = e.target instanceof Element ? e.target.closest<HTMLElement>("[data-open-dialog]") : null;
      const dialog = el?.dataset.openDialog;
      if (!dialog || !DIALOGS.has(dialog) || (el as HTMLButtonElement).disabled) return;
      setOpenDialog(dialog as ShellDialog);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [setOpenDialog]);
}

export function useQuickAddShortcut(): void {
  const { openDialog, setOpenDialog, access } = useShell();
  const offered = quickAddOffered(access);
  React.useEffect(() => {
    // Not offered: the keystroke stays the browser's.
    if (!offered) return;
    const onKeyDown = (e: KeyboardEvent) => {
      const modN = (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === "n";
      // e.code: on macOS Option+N types a dead key, so e.key is not "n".
      const altN = e.altKey && !e.ctrlKey && !e.metaKey && !e.shiftKey && e.code === "KeyN";
      if (!modN && !altN) return;
      if (isEditableTarget(e.target) || openDialog === "quickAdd") return;
      e.preventDefault();
      setOpenDialog("quickAdd");
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [openDialog, setOpenDialog, offered]);
}
