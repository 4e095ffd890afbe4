/**
 * The tenant wall, first layer. A BrandScope proves that the server checked the signed-in user's
 * access to one brand; it can only be minted here (requireBrand / scopeFor / brandAction). Every
 * brand-scoped query takes it first and filters by scope.brandId; every query runs through
 * withScope/withUserTx, which also arms the second layer (row-level security as `growth_app`).
 */
import { cache } from "react";
import { redirect } from "next/navigation";
import { sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { requireUser, getCurrentUser } from "@/lib/auth/session";
import type { AuthUser } from "@/lib/auth/types";
import { builtInAccess, type AccessLevel, atLeast } from "@/lib/permissions";

declare const scopeTag: unique symbol;

export type BrandScope = {
  readonly brandId: string;
  readonly userId: string;
  /** owner | admin | member | viewer | custom role key */
  readonly role: string;
  readonly user: Pick<AuthUser, "id" | "claims">;
  readonly [scopeTag]: true;
};

export class NotFoundError extends Error {
  constructor(what = "Not found") {
    super(what);
  }
}

export class ForbiddenError extends Error {}

function mint(user: Pick<AuthUser, "id" | "claims">, brandId: string, role: string): BrandScope {
  return Object.freeze({ brandId, userId: user.id, role, user }) as unknown as BrandScope;
}

/**
 * Runs fn in one transaction as the runtime role with the user's claims, so RLS policies see
 * app.uid(). Both settings are transaction-local (is_local = true): nothing leaks to the next
 * user of the pooled connection, and it is safe on the embedded server's shared backend.
 */
export async function withUserTx<T>(user: Pick<AuthUser, "claims">, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return getDb().transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('request.jwt.claims', ${JSON.stringify(user.claims)}, true), set_config('role', 'growth_app', true)`,
    );
    return fn(tx);
  });
}

export function withScope<T>(scope: BrandScope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withUserTx(scope.user, fn);
}

/** The user's role in a brand, or null when they cannot see it (which is indistinguishable from absence). */
export async function brandRoleFor(user: Pick<AuthUser, "claims">, brandId: string): Promise<string | null> {
  if (!isUuid(brandId)) return null;
  const rows = await withUserTx(user, (tx) =>
    tx.execute<{ role: string | null }>(sql`select app.brand_role(${brandId}::uuid) as role`),
  );
  return rows[0]?.role ?? null;
}

/** A scope for an explicit brand id (e.g. /tasks/{brandId}/{taskId}); NotFoundError without access. */
export async function scopeFor(user: Pick<AuthUser, "id" | "claims">, brandId: string): Promise<BrandScope> {
  const role = await brandRoleFor(user, brandId);
  if (!role) throw new NotFoundError();
  return mint(user, brandId, role);
}

/** The user's saved current brand if they can still see it; a stale selection is deleted (spec §4). */
export const getCurrentBrandScope = cache(async (): Promise<BrandScope | null> => {
  const user = await getCurrentUser();
  if (!user) return null;
  const rows = await withUserTx(user, (tx) =>
    tx.execute<{ brand_id: string; role: string | null }>(sql`
      select cn.brand_id, app.brand_role(cn.brand_id) as role
      from current_navigation cn where cn.user_id = ${user.id}::uuid`),
  );
  const row = rows[0];
  if (!row) return null;
  if (!row.role) {
    await withUserTx(user, (tx) => tx.execute(sql`delete from current_navigation where user_id = ${user.id}::uuid`));
    return null;
  }
  return mint(user, row.brand_id, row.role);
});

/** For pages: the current brand's scope; without one, back to the dashboard, which asks to pick one. */
export async function requireBrand(): Promise<BrandScope> {
  await requireUser();
  const scope = await getCurrentBrandScope();
  if (!scope) redirect("/dashboard");
  return scope;
}

/** Access of the scope's role to a module (built-in roles; custom roles via the brands module hook). */
export type AccessResolver = (scope: BrandScope, module: string) => Promise<AccessLevel>;
let customResolver: AccessResolver | null = null;
export function setCustomRoleResolver(r: AccessResolver): void {
  customResolver = r;
}

export async function accessTo(scope: BrandScope, module: string): Promise<AccessLevel> {
  return builtInAccess(scope.role, module) ?? (customResolver ? await customResolver(scope, module) : "none");
}

export async function assertAccess(scope: BrandScope, module: string, need: AccessLevel): Promise<void> {
  const have = await accessTo(scope, module);
  // A module the role cannot view does not exist for it; one it can only view refuses changes.
  if (!atLeast(have, "view")) throw new NotFoundError();
  if (!atLeast(have, need)) throw new ForbiddenError("Your role in this brand can view this but not change it.");
}

export function isUuid(v: unknown): v is string {
  return typeof v === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);
}
