/**
 * The role × module matrix as /role-management shows and edits it (pure functions, unit-tested).
 * How a role's access is decided lives in lib/permissions, where lib/brand-scope applies it.
 */
import type { ModuleKey } from "@/lib/navigation/registry";
import {
  BUILT_IN_ROLES,
  MATRIX_MODULES,
  atLeast,
  builtInAccess,
  capFor,
  customAccess,
  isBuiltInRole,
  type AccessLevel,
  type Permissions,
} from "@/lib/permissions";

export {
  ACCESS_LEVELS,
  ALWAYS_VISIBLE,
  MANAGER_ONLY_MODULES,
  MATRIX_MODULES,
  capFor,
  customAccess,
  isBuiltInRole,
  isModuleKey,
  type Permissions,
} from "@/lib/permissions";

/**
 * How a role reads everywhere (brand lists, team, dashboard, reports): a built-in role by its
 * name, a custom role by its name exactly as typed — never re-cased from its key ("QA Limited",
 * not "Qa limited") — and a key whose role is gone as stored.
 */
export function roleDisplayName(key: string, customName?: string | null): string {
  if (isBuiltInRole(key)) return BUILT_IN_ROLE_INFO[key].name;
  return customName?.trim() ? customName : key;
}


function lower(a: AccessLevel, b: AccessLevel): AccessLevel {
  return atLeast(b, a) ? a : b;
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
