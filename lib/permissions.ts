/**
 * Brand roles and what they may do, as pure functions (unit-tested). Built-in roles are fixed here;
 * a custom role (per brand, from /role-management) carries its own module matrix, stored in
 * brand_roles.permissions and read through `customAccess`. lib/brand-scope applies both, so every
 * door into brand data (brandAction, withBrandRoute, requireModule) resolves a role the same way.
 */
import { ALWAYS_VISIBLE, MODULES, type ModuleKey } from "@/lib/navigation/registry";

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

export const ACCESS_LEVELS = ["none", "view", "edit"] as const satisfies readonly AccessLevel[];

const rank: Record<AccessLevel, number> = { none: 0, view: 1, edit: 2 };

export function atLeast(have: AccessLevel, need: AccessLevel): boolean {
  return rank[have] >= rank[need];
}

function lower(a: AccessLevel, b: AccessLevel): AccessLevel {
  return rank[a] <= rank[b] ? a : b;
}

/** Modules whose editing is brand administration (team, roles, brand settings): member may only view. */
const ADMIN_MODULES: ReadonlySet<ModuleKey> = new Set<ModuleKey>(["brand-team", "role-management", "brand-settings"]);

/** Access of a built-in role to a module; null for a custom role (see customAccess). */
export function builtInAccess(role: string, module: ModuleKey): AccessLevel | null {
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

export function isBuiltInRole(role: string): role is BuiltInRole {
  return (BUILT_IN_ROLES as readonly string[]).includes(role);
}

export function isModuleKey(v: string): v is ModuleKey {
  return Object.prototype.hasOwnProperty.call(MODULES, v);
}

// Defined with the registry: this file and the registry import each other (the registry's link
// filters use mayView), so nothing here may read a registry value while the module loads.
export { ALWAYS_VISIBLE, MATRIX_MODULES } from "@/lib/navigation/registry";

/**
 * Team and role administration stays with owners and admins: the database (RLS on
 * user_brand_access) only lets those two roles change access, so a custom role may at most view.
 */
export const MANAGER_ONLY_MODULES: ReadonlySet<ModuleKey> = new Set<ModuleKey>(["brand-team", "role-management"]);

/** A custom role's matrix as stored (module key → level; "none" left out). */
export type Permissions = Partial<Record<ModuleKey, AccessLevel>>;

/** The most a custom role can be given on a module. */
export function capFor(module: ModuleKey): AccessLevel {
  return MANAGER_ONLY_MODULES.has(module) ? "view" : "edit";
}

/** Access of a custom role to a module, given its stored matrix (unknown keys and stale values are "none"). */
export function customAccess(permissions: Record<string, unknown> | null | undefined, module: ModuleKey): AccessLevel {
  if (ALWAYS_VISIBLE.has(module)) return "view";
  const stored = permissions?.[module];
  const level: AccessLevel = stored === "view" || stored === "edit" ? stored : "none";
  return lower(level, capFor(module));
}
