/**
 * The tenant wall, first layer. A BrandScope proves that the server checked the signed-in user's
 * access to one brand; it can only be minted here (requireBrand / scopeFor / brandAction). Every
 * brand-scoped query takes it first and filters by scope.brandId; every query runs through
 * withScope/withUserTx, which also arms the second layer (row-level security as `growth_app`).
 */
import { cache } from "react";
import { redirect } from "next/navigation";
import type postgres from "postgres";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { PgDialect, type PgColumn, type PgTable } from "drizzle-orm/pg-core";
import { getDb, getSql, type Tx } from "@/db/client";
import { authMfaFactors, brandRoles } from "@/db/schema";
import { isBuiltInAuth } from "@/lib/supabase/config";
import { requireUser, getCurrentUser } from "@/lib/auth/session";
import type { AuthUser } from "@/lib/auth/types";
import type { ModuleKey } from "@/lib/navigation/registry";
import { builtInAccess, customAccess, type AccessLevel, atLeast } from "@/lib/permissions";

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

/**
 * The user belongs to the brand, but it requires two-factor sign-in and this session is below aal2
 * (issue 26). A NotFoundError for every door that does not say more (route handlers, page guards,
 * background work); actions and the shell tell the member what to do instead.
 */
export class MfaRequiredError extends NotFoundError {
  constructor(readonly brandName: string) {
    super(`${brandName} requires two-factor sign-in. Set it up in User Settings (Two-factor authentication), then sign in again with your code.`);
  }
}

/** A brand the user belongs to that this session may not open until it is signed in with a second factor. */
export type MfaGate = { brandId: string; brandName: string };

function mint(user: Pick<AuthUser, "id" | "claims">, brandId: string, role: string): BrandScope {
  return Object.freeze({ brandId, userId: user.id, role, user }) as unknown as BrandScope;
}

/**
 * The claims the tenant wall reads (app.uid() in 0001_tenant_wall.sql reads only `sub`), not the
 * whole token. Why: a full token's claims are ~700 bytes, and postgres.js flushes its write buffer
 * as soon as it holds 1 KiB, leaving the rest of a batch (readsAs) for its next setImmediate.
 * Behind a busy event loop that is tens of ms during which the embedded server's one backend sits
 * inside the half-sent transaction, serving nobody (`npm run bench` measured it).
 */
export function wallClaims(claims: Record<string, unknown>, brandId?: string): string {
  // `brand`: the brand in scope (withScope), read by app.scope_brand_id() — the few rows visible to
  // one brand only, not to every brand of the user (a sample SERP: 0043_content_finish.sql).
  // `aal`: app.aal() — brands that require two-factor sign-in exist only for aal2 sessions (0050).
  const aal = claims.aal === "aal2" ? "aal2" : "aal1";
  return JSON.stringify(brandId ? { sub: claims.sub, role: claims.role, aal, brand: brandId } : { sub: claims.sub, role: claims.role, aal });
}

/**
 * Claims for background work acting as a person (modules/roles/acting, sample-data seeding), who is not
 * signed in while it runs. Built-in auth knows the person's factors: one with a verified authenticator
 * app acts at aal2, anyone else at aal1 — so work someone started before the owner required two-factor
 * sign-in stops acting as them once it is required (modules/roles/acting then falls back to the owner).
 * Hosted Supabase keeps factors in its own database: there the work inherits the check brandAction
 * made when it was started.
 */
export async function backgroundUser(userId: string): Promise<Pick<AuthUser, "id" | "claims">> {
  const aal = isBuiltInAuth() && !(await hasVerifiedFactor(userId)) ? "aal1" : "aal2";
  return { id: userId, claims: { sub: userId, role: "authenticated", aud: "authenticated", aal } };
}

async function hasVerifiedFactor(userId: string): Promise<boolean> {
  const rows = await getDb()
    .select({ id: authMfaFactors.id })
    .from(authMfaFactors)
    .where(and(eq(authMfaFactors.userId, userId), eq(authMfaFactors.status, "verified")))
    .limit(1);
  return rows.length > 0;
}

/**
 * Runs fn in one transaction as the runtime role with the user's claims, so RLS policies see
 * app.uid(). Both settings are transaction-local (is_local = true): nothing leaks to the next
 * user of the pooled connection, and it is safe on the embedded server's shared backend.
 *
 * The set_config statement is sent first but not waited for: fn's statements queue behind it on the
 * transaction's one connection, so they cannot run before the wall is up, and if it failed the
 * transaction is aborted and they fail too. That saves a round trip per transaction — on the
 * embedded server one during which its single backend waits for this client and serves nobody else.
 * Every drizzle query reaches postgres.js synchronously when first awaited, so starting set_config
 * before calling fn puts it first on the wire.
 */
export async function withUserTx<T>(user: { claims: Record<string, unknown> }, fn: (tx: Tx) => Promise<T>, brandId?: string): Promise<T> {
  return getDb().transaction(async (tx) => {
    const armed = tx
      .execute(sql`select set_config('request.jwt.claims', ${wallClaims(user.claims, brandId)}, true), set_config('role', 'growth_app', true)`)
      .then(() => undefined);
    armed.catch(() => {}); // reported by Promise.all below, or superseded by fn's own failure
    const [, result] = await Promise.all([armed, fn(tx)]);
    return result;
  });
}

export function withScope<T>(scope: BrandScope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withUserTx(scope.user, fn, scope.brandId);
}

/** What a batch of reads is given instead of a transaction: its statements are collected, then sent at once. */
export type ReadBatch = {
  execute<T extends Record<string, unknown> = Record<string, unknown>>(query: SQL): Promise<postgres.RowList<T[]>>;
};

export type Reads = Record<string, PromiseLike<unknown>>;
export type ResolvedReads<R extends Reads> = { [K in keyof R]: Awaited<R[K]> };

const dialect = new PgDialect();
const ARM = "select set_config('request.jwt.claims', $1, true), set_config('role', 'growth_app', true)";

/**
 * Reads that need no answer of each other, as the user, in ONE round trip: BEGIN, the RLS
 * set_config, the reads and COMMIT are handed to one reserved connection in that order, in one
 * synchronous loop, so postgres.js writes them together (a statement's first use on a connection
 * costs a describe round trip first). Why: between the statements of a transaction the embedded
 * server's one backend waits for this client and serves nobody else; measured under load, that
 * idle time was 80–95 % of the backend's time with per-statement round trips.
 *
 * Same wall as withUserTx: the reads run inside the transaction, after set_config. Results are
 * returned only if every statement succeeded and the transaction committed — had BEGIN or
 * set_config failed, the reads (which then ran without the wall, or not at all) are thrown away.
 */
export async function readsAs<R extends Reads>(claims: Record<string, unknown>, build: (batch: ReadBatch) => R): Promise<ResolvedReads<R>> {
  type Pending = { text: string; params: unknown[]; resolve: (v: unknown) => void; reject: (e: unknown) => void };
  const pending: Pending[] = [];
  const batch: ReadBatch = {
    execute: <T extends Record<string, unknown>>(query: SQL) =>
      new Promise<postgres.RowList<T[]>>((resolve, reject) => {
        const { sql: text, params } = dialect.sqlToQuery(query);
        pending.push({ text, params, resolve: resolve as (v: unknown) => void, reject });
      }),
  };
  const reads = handled(build(batch));
  const keys = Object.keys(reads);
  const conn = await getSql().reserve();
  try {
    const statements = [
      conn.unsafe("begin"),
      conn.unsafe(ARM, [wallClaims(claims)]),
      ...pending.map((p) => conn.unsafe(p.text, p.params as postgres.ParameterOrJSON<never>[])),
      conn.unsafe("commit"),
    ];
    for (const statement of statements) void statement.execute();
    const settled = await Promise.allSettled(statements);
    const failed = settled.find((r): r is PromiseRejectedResult => r.status === "rejected");
    const commit = settled.at(-1);
    const committed = commit?.status === "fulfilled" && commit.value.command === "COMMIT";
    if (failed || !committed) {
      const error = failed?.reason ?? new Error("A batch of reads did not commit.");
      for (const p of pending) p.reject(error);
      throw error;
    }
    pending.forEach((p, i) => p.resolve((settled[i + 2] as PromiseFulfilledResult<unknown>).value));
  } finally {
    conn.release();
  }
  const values = await Promise.all(keys.map((k) => reads[k]!));
  return Object.fromEntries(keys.map((k, i) => [k, values[i]])) as ResolvedReads<R>;
}

/**
 * The user's role in a brand, or null when they cannot see it (which is indistinguishable from absence).
 * MfaRequiredError when they belong to it but it requires two-factor sign-in this session lacks.
 */
export async function brandRoleFor(user: Pick<AuthUser, "claims">, brandId: string): Promise<string | null> {
  if (!isUuid(brandId)) return null;
  const { rows } = await readsAs(user.claims, (b) => ({
    rows: b.execute<{ role: string | null; gated: string | null }>(sql`select app.brand_role(${brandId}::uuid) as role, app.brand_mfa_gate(${brandId}::uuid) as gated`),
  }));
  const gated = rows[0]?.gated;
  if (gated != null) throw new MfaRequiredError(gated);
  return rows[0]?.role ?? null;
}

/** A scope for an explicit brand id (e.g. /tasks/{brandId}/{taskId}); NotFoundError without access. */
export async function scopeFor(user: Pick<AuthUser, "id" | "claims">, brandId: string): Promise<BrandScope> {
  const role = await brandRoleFor(user, brandId);
  if (!role) throw new NotFoundError();
  return mint(user, brandId, role);
}

type CurrentBrandRow = { brand_id: string; role: string | null; gated: string | null };

/** The saved current brand and the user's role in it, as one read of a batch. */
function readCurrentBrand(batch: ReadBatch, user: Pick<AuthUser, "id">): Promise<postgres.RowList<CurrentBrandRow[]>> {
  return batch.execute<CurrentBrandRow>(sql`
    select cn.brand_id, app.brand_role(cn.brand_id) as role, app.brand_mfa_gate(cn.brand_id) as gated
    from current_navigation cn where cn.user_id = ${user.id}::uuid`);
}

/**
 * The scope of that row; a stale selection (brand deleted, access revoked) is forgotten (spec §4).
 * A brand that requires two-factor sign-in this session lacks mints no scope but stays selected (the
 * member sets up a factor and comes back to it): it is answered as the `gate`.
 */
async function currentBrandFrom(user: Pick<AuthUser, "id" | "claims">, rows: readonly CurrentBrandRow[]): Promise<CurrentBrand> {
  const row = rows[0];
  if (!row) return { scope: null, gate: null };
  if (row.gated != null) return { scope: null, gate: { brandId: row.brand_id, brandName: row.gated } };
  if (!row.role) {
    await withUserTx(user, (tx) => tx.execute(sql`delete from current_navigation where user_id = ${user.id}::uuid`));
    return { scope: null, gate: null };
  }
  return { scope: mint(user, row.brand_id, row.role), gate: null };
}

type CurrentBrand = { scope: BrandScope | null; gate: MfaGate | null };
const NONE: CurrentBrand = { scope: null, gate: null };

async function lookUpCurrentBrand(user: Pick<AuthUser, "id" | "claims">): Promise<CurrentBrand> {
  const { current } = await readsAs(user.claims, (b) => ({ current: readCurrentBrand(b, user) }));
  return currentBrandFrom(user, current);
}

/**
 * One slot per request (React cache) for the current brand's scope, so the shell layout, the page
 * and everything they call share one lookup, whichever of them asks first (layouts and pages
 * render concurrently).
 */
const currentBrandSlot = cache((): { current?: Promise<CurrentBrand> } => ({}));

function currentBrand(): Promise<CurrentBrand> {
  const slot = currentBrandSlot();
  slot.current ??= getCurrentUser().then((user) => (user ? lookUpCurrentBrand(user) : NONE));
  return slot.current;
}

/** The user's saved current brand if they can still see it; a stale selection is deleted (spec §4). */
export async function getCurrentBrandScope(): Promise<BrandScope | null> {
  return (await currentBrand()).scope;
}

/**
 * The saved current brand when it mints no scope only because it requires two-factor sign-in and this
 * session is below aal2 (issue 26): the shell shows the set-up page for it instead of the page.
 */
export async function getCurrentBrandMfaGate(): Promise<MfaGate | null> {
  return (await currentBrand()).gate;
}

/**
 * The current brand's scope and, in the same batch (readsAs: one round trip), reads that go with it
 * (the shell's brand list and sidebar). The scope also answers getCurrentBrandScope() for the rest
 * of the request; if someone asked that first, its lookup is reused and only `build`'s reads run.
 * If the batch fails, the scope is looked up on its own, so a failing companion read (the brand
 * list) does not take the current brand down with it; the batch's error is then thrown.
 */
export async function withCurrentBrand<R extends Reads>(
  user: Pick<AuthUser, "id" | "claims">,
  build: (batch: ReadBatch) => R,
): Promise<{ scope: BrandScope | null; reads: Promise<ResolvedReads<R>> }> {
  const slot = currentBrandSlot();
  if (slot.current) {
    const { scope } = await slot.current;
    return { scope, reads: readsAs(user.claims, build) };
  }
  const batch = readsAs(user.claims, (b) => ({ current: readCurrentBrand(b, user), rest: Promise.resolve(handled(build(b))) }));
  const current = batch.then(
    ({ current }) => currentBrandFrom(user, current),
    () => lookUpCurrentBrand(user),
  );
  slot.current = current;
  const reads = batch.then(({ rest }) => resolveAll(rest));
  reads.catch(() => {}); // the caller decides what a failed companion read means
  return { scope: (await current).scope, reads };
}

/** Marks every read as handled: when a batch fails, its error is thrown once, by the batch. */
function handled<R extends Reads>(reads: R): R {
  for (const read of Object.values(reads)) Promise.resolve(read).catch(() => {});
  return reads;
}

async function resolveAll<R extends Reads>(reads: R): Promise<ResolvedReads<R>> {
  const keys = Object.keys(reads);
  const values = await Promise.all(keys.map((k) => reads[k]!));
  return Object.fromEntries(keys.map((k, i) => [k, values[i]])) as ResolvedReads<R>;
}

/** For pages: the current brand's scope; without one, back to the dashboard, which asks to pick one. */
export async function requireBrand(): Promise<BrandScope> {
  await requireUser();
  const scope = await getCurrentBrandScope();
  if (!scope) redirect("/dashboard");
  return scope;
}

// A custom role's stored matrix, read once per scope: a request checks several modules with the same
// scope object (the shell's sidebar, the page, its actions), and a scope lives for one request or job.
const customPermissions = new WeakMap<BrandScope, Promise<Record<string, unknown> | null>>();

/** The brand's matrix for the scope's custom role (null when the role was deleted: then only the always-visible pages). */
function customRolePermissions(scope: BrandScope): Promise<Record<string, unknown> | null> {
  let hit = customPermissions.get(scope);
  if (!hit) {
    hit = readsAs(scope.user.claims, (b) => ({
      rows: b.execute<{ permissions: Record<string, unknown> | null }>(sql`
        select ${brandRoles.permissions} as permissions from ${brandRoles}
        where ${brandRoles.brandId} = ${scope.brandId}::uuid and ${brandRoles.key} = ${scope.role}`),
    })).then(({ rows }) => rows[0]?.permissions ?? null);
    customPermissions.set(scope, hit);
    // A failed lookup must not be remembered.
    hit.catch(() => customPermissions.delete(scope));
  }
  return hit;
}

/**
 * Access of the scope's role to a module: a built-in role from lib/permissions, a custom role from
 * its brand's matrix (read here, as the user, under RLS). Resolved inside the scope, so no caller
 * depends on some other import having registered anything first.
 */
export async function accessTo(scope: BrandScope, module: ModuleKey): Promise<AccessLevel> {
  return builtInAccess(scope.role, module) ?? customAccess(await customRolePermissions(scope), module);
}

export async function assertAccess(scope: BrandScope, module: ModuleKey, need: AccessLevel): Promise<void> {
  const have = await accessTo(scope, module);
  // A module the role cannot view does not exist for it; one it can only view refuses changes.
  if (!atLeast(have, "view")) throw new NotFoundError();
  if (!atLeast(have, need)) throw new ForbiddenError("Your role in this brand can view this but not change it.");
}

/** A brand-scoped table: rows named by `id`, owned by `brand_id`. */
export type BrandRows = PgTable & { id: PgColumn; brandId: PgColumn };

/**
 * The one "these ids belong to the brand" check, for ids an action is about to write into a row
 * (assignee, sprint, pillar, metric…). Every non-null id must name a row of `table` in the scope's
 * brand, else NotFoundError, which the action wrapper answers with NOT_FOUND_MESSAGE. Why not trust
 * RLS: it accepts a row of any brand the user can see. Another brand's row answers exactly like a
 * deleted one, so other tenants' ids reveal nothing.
 */
export async function assertInBrand(tx: Tx, scope: BrandScope, table: BrandRows, ids: readonly (string | null | undefined)[]): Promise<void> {
  const wanted = [...new Set(ids.filter((v): v is string => !!v))];
  if (!wanted.length) return;
  if (!wanted.every(isUuid)) throw new NotFoundError();
  const rows = await tx.execute<{ n: number }>(sql`select count(*)::int as n from ${table} where ${and(eq(table.brandId, scope.brandId), inArray(table.id, wanted))}`);
  if (Number(rows[0]?.n ?? 0) !== wanted.length) throw new NotFoundError();
}

export function isUuid(v: unknown): v is string {
  return typeof v === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);
}
