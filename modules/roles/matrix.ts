/**
 * The role × module matrix, as pure functions (unit-tested). Built-in roles come from
 * lib/permissions; a custom role's matrix is stored per brand and read through `customAccess`.
 */
import { MODULES, type ModuleKey } from "@/lib/navigation/registry";
import { BUILT_IN_ROLES, builtInAccess, type AccessLevel } from "@/lib/permissions";

export const ACCESS_LEVELS = ["none", "view", "edit"] as const satisfies readonly AccessLevel[];

/** Pages every role keeps: the landing page, sign-in and the person's own settings are not brand modules. */
export const ALWAYS_VISIBLE: ReadonlySet<ModuleKey> = new Set<ModuleKey>(["auth", "dashboard", "user-settings"]);

/** The modules the matrix governs, in registry order. */
export const MATRIX_MODULES: readonly ModuleKey[] = (Object.keys(MODULES) as ModuleKey[]).filter((m) => !ALWAYS_VISIBLE.has(m));

/**
 * Team and role administration stays with owners and admins: the database (RLS on
 * user_brand_access) only lets those two roles change access, so a custom role may at most view.
 */
export const MANAGER_ONLY_MODULES: ReadonlySet<ModuleKey> = new Set<ModuleKey>(["brand-team", "role-management"]);

export type Permissions = Partial<Record<ModuleKey, AccessLevel>>;

export function isBuiltInRole(role: string): role is (typeof BUILT_IN_ROLES)[number] {
  return (BUILT_IN_ROLES as readonly string[]).includes(role);
}

/**
 * How a role reads everywhere (brand lists, team, dashboard, reports): a built-in role by its
 * name, a custom role by its name exactly as typed — never re-cased from its key ("QA Limited",
 * not "Qa limited") — and a key whose role is gone as stored.
 */
export function roleDisplayName(key: string, customName?: string | null): string {
  if (isBuiltInRole(key)) return BUILT_IN_ROLE_INFO[key].name;
  return customName?.trim() ? customName : key;
}

export function isModuleKey(v: string): v is ModuleKey {
  return Object.prototype.hasOwnProperty.call(MODULES, v);
}

export function capFor(module: string): AccessLevel {
  return MANAGER_ONLY_MODULES.has(module as ModuleKey) ? "view" : "edit";
}

function lower(a: AccessLevel, b: AccessLevel): AccessLevel {
  const order = ACCESS_LEVELS as readonly AccessLevel[];
  return order.indexOf(a) <= order.indexOf(b) ? a : b;
}

/** Access of a custom role to a module, given its stored matrix (unknown keys and stale values are "none"). */
export function customAccess(permissions: Record<string, unknown> | null | undefined, module: string): AccessLevel {
  if (ALWAYS_VISIBLE.has(module as ModuleKey)) return "view";
  const stored = permissions?.[module];
  const level: AccessLevel = stored === "view" || stored === "edit" ? stored : "none";
  return lower(level, capFor(module));
}

/** A clean matrix: only known modules, only valid levels, capped, "none" left out. */
export function normalizePermissions(input: Record<string, unknown>): Permissions {
  const out: Permissions = {};
  for (const mod of MATRIX_MODULES) {
    const level = customAccess(input, mod);
    if (level !== "none") out[mod] = level;
  }
  return out;
}

/** The full column of a role, for display. */
export function roleColumn(role: string, custom?: Record<string, unknown> | null): Record<ModuleKey, AccessLevel> {
  const column = {} as Record<ModuleKey, AccessLevel>;
  for (const mod of MATRIX_MODULES) {
    column[mod] = isBuiltInRole(role) ? (builtInAccess(role, mod) ?? "none") : customAccess(custom, mod);
  }
  return column;
}

/** Starting matrices offered when a role is created. */
export function templatePermissions(template: "viewer" | "member" | "none"): Permissions {
  if (template === "none") return {};
  const out: Permissions = {};
  for (const mod of MATRIX_MODULES) {
    const level = lower(builtInAccess(template, mod) ?? "none", capFor(mod));
    if (level !== "none") out[mod] = level;
  }
  return out;
}

/** "Content lead" → "content-lead"; never one of the built-in keys. */
export function roleKeyFromName(name: string): string {
  const base =
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) || "role";
  return isBuiltInRole(base) ? `${base}-custom` : base;
}

export const BUILT_IN_ROLE_INFO: Record<(typeof BUILT_IN_ROLES)[number], { name: string; description: string }> = {
  owner: { name: "Owner", description: "Owns the brand: everything, including renaming, deleting and transferring it." },
  admin: { name: "Admin", description: "Edits every module and manages the team and roles." },
  member: { name: "Member", description: "Edits every module; views the team, roles and brand settings." },
  viewer: { name: "Viewer", description: "Views every module and changes nothing." },
};
