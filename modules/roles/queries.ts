import { and, asc, eq, sql } from "drizzle-orm";
import { brandRoles, brands, userBrandAccess } from "@/db/schema";
import type { Tx } from "@/db/client";
import { accessTo, withScope, type BrandScope } from "@/lib/brand-scope";
import { BUILT_IN_ROLES, type AccessLevel, type ModuleAccess } from "@/lib/permissions";
import { MODULES, type ModuleKey } from "@/lib/navigation/registry";
import { BUILT_IN_ROLE_INFO, isBuiltInRole, roleColumn } from "./matrix";

export type RoleSummary = {
  key: string;
  name: string;
  description: string;
  builtIn: boolean;
  /** Set for custom roles. */
  id: string | null;
  /** People holding the role in this brand (the owner counts for "owner"). */
  holders: number;
  column: Record<ModuleKey, AccessLevel>;
};

/** The built-in roles, then the brand's own roles by creation. */
export async function listRoles(scope: BrandScope): Promise<RoleSummary[]> {
  return withScope(scope, async (tx) => {
    const custom = await tx
      .select({ id: brandRoles.id, key: brandRoles.key, name: brandRoles.name, description: brandRoles.description, permissions: brandRoles.permissions })
      .from(brandRoles)
      .where(eq(brandRoles.brandId, scope.brandId))
      .orderBy(asc(brandRoles.createdAt), asc(brandRoles.key));
    const counts = await roleHolderCounts(tx, scope.brandId);
    const builtIn: RoleSummary[] = BUILT_IN_ROLES.map((key) => ({
      key,
      ...BUILT_IN_ROLE_INFO[key],
      builtIn: true,
      id: null,
      holders: counts.get(key) ?? 0,
      column: roleColumn(key),
    }));
    return [
      ...builtIn,
      ...custom.map((r) => ({
        key: r.key,
        name: r.name,
        description: r.description,
        builtIn: false,
        id: r.id,
        holders: counts.get(r.key) ?? 0,
        column: roleColumn(r.key, r.permissions),
      })),
    ];
  });
}

/** role key → number of people; the brand's owner is always counted as "owner". */
async function roleHolderCounts(tx: Tx, brandId: string): Promise<Map<string, number>> {
  const rows = await tx.execute<{ role: string; n: number }>(sql`
    select case when ${userBrandAccess.userId} = ${brands.userId} then 'owner' else ${userBrandAccess.role} end as role,
           count(*)::int as n
    from ${userBrandAccess} join ${brands} on ${brands.id} = ${userBrandAccess.brandId}
    where ${userBrandAccess.brandId} = ${brandId}::uuid
    group by 1`);
  const map = new Map(rows.map((r) => [r.role, Number(r.n)]));
  // An owner without an access row (older data) is still one owner.
  if (!map.get("owner")) map.set("owner", 1);
  return map;
}

/** The roles a manager can give (never owner: ownership moves only by transfer). */
export async function listAssignableRoles(scope: BrandScope): Promise<{ key: string; name: string; builtIn: boolean }[]> {
  const custom = await withScope(scope, (tx) =>
    tx
      .select({ key: brandRoles.key, name: brandRoles.name })
      .from(brandRoles)
      .where(eq(brandRoles.brandId, scope.brandId))
      .orderBy(asc(brandRoles.createdAt)),
  );
  return [
    ...(["admin", "member", "viewer"] as const).map((key) => ({ key, name: BUILT_IN_ROLE_INFO[key].name, builtIn: true })),
    ...custom.map((r) => ({ ...r, builtIn: false })),
  ];
}

/** Whether `key` names a role a person can hold in the scope's brand (built-in except owner, or custom). */
export async function isAssignableRole(tx: Tx, brandId: string, key: string): Promise<boolean> {
  if (key === "owner") return false;
  if (isBuiltInRole(key)) return true;
  const [row] = await tx
    .select({ id: brandRoles.id })
    .from(brandRoles)
    .where(and(eq(brandRoles.brandId, brandId), eq(brandRoles.key, key)));
  return !!row;
}

/** Display name of a role key in a brand ("viewer" → "Viewer", "seo-lead" → its custom name). */
export async function roleNames(scope: BrandScope): Promise<Map<string, string>> {
  const custom = await withScope(scope, (tx) =>
    tx.select({ key: brandRoles.key, name: brandRoles.name }).from(brandRoles).where(eq(brandRoles.brandId, scope.brandId)),
  );
  const map = new Map<string, string>(BUILT_IN_ROLES.map((k) => [k, BUILT_IN_ROLE_INFO[k].name]));
  for (const r of custom) map.set(r.key, r.name);
  return map;
}

const accessByScope = new WeakMap<BrandScope, Promise<ModuleAccess>>();

/**
 * The scope's access to every module, once per scope (a request shares one scope object): the one
 * answer the shell's sidebar and palette, the dashboard's panels, Start Here, the modules' links
 * and the pages' own 404 are all decided by.
 */
export function moduleAccess(scope: BrandScope): Promise<ModuleAccess> {
  let hit = accessByScope.get(scope);
  if (!hit) {
    const keys = Object.keys(MODULES) as ModuleKey[];
    hit = Promise.all(keys.map((m) => accessTo(scope, m))).then((levels) => Object.fromEntries(keys.map((m, i) => [m, levels[i]!])) as ModuleAccess);
    accessByScope.set(scope, hit);
    hit.catch(() => accessByScope.delete(scope));
  }
  return hit;
}
