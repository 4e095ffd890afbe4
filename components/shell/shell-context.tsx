"use client";

import * as React from "react";
import type { ModuleAccess } from "@/lib/permissions";
import type { ShellGlyphs } from "./sidebar-icons";

export type ShellUser = { id: string; email: string; fullName: string | null; avatarUrl: string | null };
/** role: "owner" or the stored access role (spec §3); roleName: how it reads ("Owner", "QA Limited"). */
export type ShellBrand = { id: string; name: string; role: string; roleName: string };

/** Browser events of spec §4. */
export const BRAND_CHANGED_EVENT = "brandChanged";
export const PERSONAS_GENERATED_EVENT = "personasGenerated";
export const USER_SIGNED_OUT_EVENT = "userSignedOut";

export type BrandChangedDetail = { brandId: string | null };

export function dispatchBrandChanged(brandId: string | null): void {
  window.dispatchEvent(new CustomEvent<BrandChangedDetail>(BRAND_CHANGED_EVENT, { detail: { brandId } }));
}

export type ShellDialog = "palette" | "quickAdd" | "createBrand" | "brandPicker";

export type ShellContextValue = {
  user: ShellUser;
  brands: ShellBrand[];
  currentBrand: ShellBrand | null;
  /** True while the main area shows the brand-switch skeleton. */
  switching: boolean;
  openDialog: ShellDialog | null;
  setOpenDialog: (dialog: ShellDialog | null) => void;
  /** Icons of the shell's chrome, rendered on the server (sidebar-icons.tsx). */
  glyphs: ShellGlyphs;
  /** The role's access per module in the current brand (server-resolved); null without one. */
  access: ModuleAccess | null;
  signOut: SignOut;
};

/** Revokes the session server-side and clears the auth cookies (modules/auth signOutAction). */
export type SignOut = () => Promise<{ ok: true } | { ok: false; error: string }>;


export const ShellContext = React.createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const ctx = React.useContext(ShellContext);
  if (!ctx) throw new Error("useShell must be used inside <AppShell>");
  return ctx;
}

/** Open state of one shell dialog, for Radix `open`/`onOpenChange`. */
export function useShellDialog(name: ShellDialog): [boolean, (open: boolean) => void] {
  const { openDialog, setOpenDialog } = useShell();
  const open = openDialog === name;
  const setOpen = React.useCallback(
    (next: boolean) => {
      if (next) setOpenDialog(name);
      else if (openDialog === name) setOpenDialog(null);
    },
    [name, openDialog, setOpenDialog],
  );
  return [open, setOpen];
}

/** True when a keyboard shortcut must leave the keystroke to what has focus (spec §2 Quick Add rule). */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === "TEXTAREA") return true;
  if (tag === "SELECT") return true;
  if (tag === "INPUT") {
    const type = (target as HTMLInputElement).type;
    return !["button", "checkbox", "radio", "submit", "reset", "range", "color", "file", "image"].includes(type);
  }
  return false;
}

const noSubscribe = () => () => {};
const isApple = () => /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

/** "⌘" on Apple platforms, "Ctrl" elsewhere; the server renders "Ctrl" and hydration corrects it. */
export function useModKey(): { mod: string; alt: string; apple: boolean } {
  const apple = React.useSyncExternalStore(noSubscribe, isApple, () => false);
  return apple ? { mod: "⌘", alt: "⌥", apple } : { mod: "Ctrl", alt: "Alt", apple };
}
