"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { CircleUserRoundIcon, ListChecksIcon, LoaderCircleIcon, LogOutIcon, MonitorIcon, PlusIcon, SettingsIcon } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { canOpen } from "@/lib/navigation/registry";
import { quickAddOffered } from "@/lib/permissions";
import type { MenuComponent } from "./lazy-menu";
import { USER_SIGNED_OUT_EVENT, useModKey, useShell } from "./shell-context";

const TASK_LINKS = [
  { href: "/my-tasks", label: "My Tasks", icon: ListChecksIcon },
  { href: "/my-tasks-all-brands", label: "My Tasks (All Brands)", icon: ListChecksIcon },
  { href: "/tasks-monitoring", label: "Tasks Monitoring", icon: MonitorIcon },
  { href: "/tasks-monitoring-all-brands", label: "Tasks Monitoring (All Brands)", icon: MonitorIcon },
] as const;

/** The user menu, loaded on first use (user-menu.tsx). */
export const UserMenuContent: MenuComponent = ({ open, onOpenChange, trigger }) => {
  const router = useRouter();
  const { user, setOpenDialog, access, signOut: signOutAction } = useShell();
  const { alt } = useModKey();
  const [signingOut, setSigningOut] = React.useState(false);
  const name = user.fullName?.trim() || "User";

  const signOut = async () => {
    setSigningOut(true);
    try {
      const result = await signOutAction();
      if (!result.ok) console.error("Sign out failed", result.error);
    } catch (e) {
      // Spec §8: a sign-out failure is only logged; the browser is still signed out below.
      console.error("Sign out failed", e);
    }
    try {
      window.localStorage.clear();
    } catch {
      // Storage can be unavailable (privacy mode); the event still goes out.
    }
    window.dispatchEvent(new Event(USER_SIGNED_OUT_EVENT));
    // /auth is outside the shell layout: the shell and its client state unmount on the way.
    router.replace("/auth");
    router.refresh();
  };

  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="font-normal">
          <div className="flex flex-col gap-0.5">
            <span className="truncate text-sm font-medium">{name}</span>
            <span className="truncate text-xs text-muted-foreground">{user.email}</span>
          </div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {quickAddOffered(access) ? (
          <>
            <DropdownMenuItem onSelect={() => setOpenDialog("quickAdd")}>
              <PlusIcon />
              Quick Add...
              <DropdownMenuShortcut>{alt === "⌥" ? "⌥N" : "Alt+N"}</DropdownMenuShortcut>
            </DropdownMenuItem>
            <DropdownMenuSeparator />
          </>
        ) : null}
        <DropdownMenuGroup>
          {TASK_LINKS.filter((l) => canOpen(access, l.href)).map(({ href, label, icon: Icon }) => (
            <DropdownMenuItem key={href} asChild>
              <Link href={href}>
                <Icon />
                {label}
              </Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/user-settings">
            <CircleUserRoundIcon />
            User Settings
          </Link>
        </DropdownMenuItem>
        {canOpen(access, "/settings") ? (
          <DropdownMenuItem asChild>
            <Link href="/settings">
              <SettingsIcon />
              App Settings
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={signingOut}
          onSelect={(e) => {
            // Keep the menu open so "Signing out..." stays visible until the redirect.
            e.preventDefault();
            void signOut();
          }}
        >
          {signingOut ? <LoaderCircleIcon className="animate-spin" /> : <LogOutIcon />}
          {signingOut ? "Signing out..." : "Sign out"}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
};
