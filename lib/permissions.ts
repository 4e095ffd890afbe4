/**
 * Brand roles and what they may do. Built-in roles are fixed here; custom roles (per brand, from
 * /role-management) carry their own module matrix and are resolved by the brands module.
 */
import type { ModuleKey } from "@/lib/navigation/registry";

export const BUILT_IN_ROLES = ["owner", "admin", "member", "viewer"] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];
export type AccessLevel = "none" | "view" | "edit";

/**
 * What the current brand's role may do in every module: resolved once per request on the server
 * (modules/roles moduleAccess) and handed to the shell's client islands, so the sidebar, palette,
 * dashboard, Start Here and links are all gated by the same answer the pages and actions check.
 * null where there is no current brand yet: nothing to gate (the pages ask to pick one).
 */
export type ModuleAccess = Readonly<Record<ModuleKey, AccessLevel>>;

const rank: Record<AccessLevel, number> = { none: 0, view: 1, edit: 2 };

export function atLeast(have: AccessLevel, need: AccessLevel): boolean {
  return rank[have] >= rank[need];
}

/** Modules whose editing is brand administration (team, roles, brand settings): member may only view. */
const ADMIN_MODULES = new Set(["brand-team", "role-management", "brand-settings"]);

/** Access of a built-in role to a module; null for a custom role (resolved elsewhere). */
export function builtInAccess(role: string, module: string): AccessLevel | null {
  switch (role) {
    case "owner":
    case "admin":
      return "edit";
    case "member":
      return ADMIN_MODULES.has(module) ? "view" : "edit";
    case "viewer":
      return "view";
    default:
      return null;
  }
}

export function isManager(role: string): boolean {
  return role === "owner" || role === "admin";
}

/** Whether the role may open `module` (a module it cannot view does not exist for it). */
export function mayView(access: ModuleAccess | null, module: ModuleKey): boolean {
  return !access || atLeast(access[module], "view");
}

export function mayEdit(access: ModuleAccess | null, module: ModuleKey): boolean {
  return !access || atLeast(access[module], "edit");
}

/** Quick Add creates a task: offered (user menu, shortcut, buttons) only to a role that may edit Tasks. */
export function quickAddOffered(access: ModuleAccess | null): boolean {
  return mayEdit(access, "tasks");
}
