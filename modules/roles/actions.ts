"use server";

import { and, eq, sql } from "drizzle-orm";
import { brandInvitations, brandRoles, userBrandAccess } from "@/db/schema";
import { ActionError, brandAction } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import type { Tx } from "@/db/client";
import { MODULES, type ModuleKey } from "@/lib/navigation/registry";
import { createRoleInput, deleteRoleInput, replaceRolePermissionsInput, setRolePermissionInput, updateRoleInput } from "./inputs";
import { MATRIX_MODULES, capFor, isModuleKey, normalizePermissions, roleKeyFromName, templatePermissions } from "./matrix";

// Managing roles needs edit on role-management, which only owners and admins have (custom roles are capped at view).
const manage = { module: "role-management", access: "edit" } as const;

async function loadRole(tx: Tx, scope: BrandScope, roleId: string) {
  const [role] = await tx
    .select()
    .from(brandRoles)
    .where(and(eq(brandRoles.id, roleId), eq(brandRoles.brandId, scope.brandId)));
  if (!role) throw new NotFoundError();
  return role;
}

async function uniqueKey(tx: Tx, brandId: string, name: string): Promise<string> {
  const base = roleKeyFromName(name);
  const taken = new Set(
    (
      await tx
        .select({ key: brandRoles.key })
        .from(brandRoles)
        .where(and(eq(brandRoles.brandId, brandId), sql`${brandRoles.key} like ${base + "%"}`))
    ).map((r) => r.key),
  );
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

async function assertNameFree(tx: Tx, brandId: string, name: string, exceptId?: string) {
  const clash = await tx
    .select({ id: brandRoles.id })
    .from(brandRoles)
    .where(and(eq(brandRoles.brandId, brandId), sql`lower(${brandRoles.name}) = lower(${name})`));
  if (clash.some((r) => r.id !== exceptId) || ["owner", "admin", "member", "viewer"].includes(name.toLowerCase())) {
    throw new ActionError(`A role named "${name}" already exists in this brand.`);
  }
}

export const createRoleAction = brandAction(
  "createRole",
  createRoleInput,
  { ...manage, failure: "Failed to create role" },
  async (scope, { name, description, template }) =>
    withScope(scope, async (tx) => {
      await assertNameFree(tx, scope.brandId, name);
      const key = await uniqueKey(tx, scope.brandId, name);
      const permissions = templatePermissions(template);
      const [role] = await tx
        .insert(brandRoles)
        .values({ brandId: scope.brandId, key, name, description, permissions, createdBy: scope.userId })
        .returning({ id: brandRoles.id, key: brandRoles.key, name: brandRoles.name });
      await logScopeActivity(tx, scope, "create_role", `Created role "${name}"`, { role: key, name, template });
      return role!;
    }),
);

export const updateRoleAction = brandAction(
  "updateRole",
  updateRoleInput,
  { ...manage, failure: "Failed to update role" },
  async (scope, { roleId, name, description }) =>
    withScope(scope, async (tx) => {
      const before = await loadRole(tx, scope, roleId);
      await assertNameFree(tx, scope.brandId, name, roleId);
      await tx
        .update(brandRoles)
        .set({ name, description })
        .where(and(eq(brandRoles.id, roleId), eq(brandRoles.brandId, scope.brandId)));
      await logScopeActivity(tx, scope, "update_role", before.name === name ? `Updated role "${name}"` : `Renamed role "${before.name}" to "${name}"`, { role: before.key, name, description });
      return { id: roleId, name, description };
    }),
);

export const setRolePermissionAction = brandAction(
  "setRolePermission",
  setRolePermissionInput,
  { ...manage, failure: "Failed to change the role's access" },
  async (scope, { roleId, module, access }) => {
    if (!isModuleKey(module) || !MATRIX_MODULES.includes(module)) throw new ActionError("Unknown module.");
    if (access === "edit" && capFor(module) === "view") {
      throw new ActionError("Only owners and admins can manage the team and roles; custom roles can at most view these pages.");
    }
    return withScope(scope, async (tx) => {
      const role = await loadRole(tx, scope, roleId);
      const permissions = normalizePermissions({ ...role.permissions, [module]: access });
      await tx
        .update(brandRoles)
        .set({ permissions })
        .where(and(eq(brandRoles.id, roleId), eq(brandRoles.brandId, scope.brandId)));
      await logScopeActivity(tx, scope, "update_role_permissions", `Set ${MODULES[module as ModuleKey]} to ${access} for role "${role.name}"`, { role: role.key, module, access });
      return { id: roleId, module, access };
    });
  },
);

export const replaceRolePermissionsAction = brandAction(
  "replaceRolePermissions",
  replaceRolePermissionsInput,
  { ...manage, failure: "Failed to change the role's access" },
  async (scope, { roleId, permissions }) =>
    withScope(scope, async (tx) => {
      const role = await loadRole(tx, scope, roleId);
      const clean = normalizePermissions(permissions);
      await tx
        .update(brandRoles)
        .set({ permissions: clean })
        .where(and(eq(brandRoles.id, roleId), eq(brandRoles.brandId, scope.brandId)));
      await logScopeActivity(tx, scope, "update_role_permissions", `Changed the access of role "${role.name}"`, { role: role.key, permissions: clean });
      return { id: roleId, permissions: clean };
    }),
);

export const deleteRoleAction = brandAction(
  "deleteRole",
  deleteRoleInput,
  { ...manage, failure: "Failed to delete role" },
  async (scope, { roleId }) =>
    withScope(scope, async (tx) => {
      const role = await loadRole(tx, scope, roleId);
      const [held] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(userBrandAccess)
        .where(and(eq(userBrandAccess.brandId, scope.brandId), eq(userBrandAccess.role, role.key)));
      const n = Number(held?.n ?? 0);
      if (n > 0) {
        throw new ActionError(
          `${n === 1 ? "1 person has" : `${n} people have`} the role "${role.name}". Give ${n === 1 ? "them" : "each of them"} another role on the Brand Team page first.`,
        );
      }
      // Open invitations with this role would grant a role that no longer exists: they go with it.
      await tx
        .delete(brandInvitations)
        .where(and(eq(brandInvitations.brandId, scope.brandId), eq(brandInvitations.role, role.key), sql`${brandInvitations.acceptedAt} is null`));
      await tx.delete(brandRoles).where(and(eq(brandRoles.id, roleId), eq(brandRoles.brandId, scope.brandId)));
      await logScopeActivity(tx, scope, "delete_role", `Deleted role "${role.name}"`, { role: role.key, name: role.name });
      return { id: roleId };
    }),
);
