/**
 * Brand roles and what they may do. Built-in roles are fixed here; custom roles (per brand, from
 * /role-management) carry their own module matrix and are resolved by the brands module.
 */
export const BUILT_IN_ROLES = ["owner", "admin", "member", "viewer"] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];
export type AccessLevel = "none" | "view" | "edit";

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
