/**
 * Brand API keys as the settings page manages them: list, create (the secret returned once), revoke.
 * The request-time side (lookup, hash check, scope) is lib/api/keys.
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { apiKeys, brands, profiles, userBrandAccess } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { apiModules } from "@/lib/api/endpoint";
import { maskedToken, newApiToken, type ApiScope } from "@/lib/api/keys";
import { accessTo, NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { MODULES, type ModuleKey } from "@/lib/navigation/registry";
import { atLeast } from "@/lib/permissions";
import "./endpoints";
import type { KeyExpiry } from "./inputs";

export type ApiKeyStatus = "active" | "expired" | "revoked" | "orphaned";

export type ApiKeyView = {
  id: string;
  name: string;
  masked: string;
  scopes: string[];
  status: ApiKeyStatus;
  createdAt: string;
  createdBy: string | null;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

/** The modules a key can be scoped to, with their label and which accesses exist. */
export function keyScopeOptions(): { module: ModuleKey; label: string; read: boolean; write: boolean }[] {
  return apiModules()
    .map((m) => ({ ...m, label: MODULES[m.module] }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function listApiKeys(scope: BrandScope, now = new Date()): Promise<ApiKeyView[]> {
  const rows = await withScope(scope, (tx) =>
    tx
      .select({
        id: apiKeys.id,
        name: apiKeys.name,
        prefix: apiKeys.prefix,
        scopes: apiKeys.scopes,
        createdAt: apiKeys.createdAt,
        expiresAt: apiKeys.expiresAt,
        lastUsedAt: apiKeys.lastUsedAt,
        revokedAt: apiKeys.revokedAt,
        creatorId: apiKeys.createdBy,
        creatorName: sql<string | null>`coalesce(nullif(${profiles.fullName}, ''), ${profiles.email})`,
        // The key works only while its creator can still open the brand (lib/api/keys).
        creatorInBrand: sql<boolean>`(${apiKeys.createdBy} is not null and (
          exists (select 1 from ${brands} b where b.id = ${apiKeys.brandId} and b.user_id = ${apiKeys.createdBy})
          or exists (select 1 from ${userBrandAccess} u where u.brand_id = ${apiKeys.brandId} and u.user_id = ${apiKeys.createdBy})))`,
      })
      .from(apiKeys)
      .leftJoin(profiles, eq(profiles.id, apiKeys.createdBy))
      .where(eq(apiKeys.brandId, scope.brandId))
      .orderBy(sql`${apiKeys.revokedAt} is not null`, desc(apiKeys.createdAt), desc(apiKeys.id))
      .limit(500),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    masked: maskedToken(r.prefix),
    scopes: r.scopes,
    status: r.revokedAt ? "revoked" : r.expiresAt && r.expiresAt <= now ? "expired" : !r.creatorInBrand ? "orphaned" : "active",
    createdAt: r.createdAt.toISOString(),
    createdBy: r.creatorName,
    expiresAt: iso(r.expiresAt),
    lastUsedAt: iso(r.lastUsedAt),
    revokedAt: iso(r.revokedAt),
  }));
}

const EXPIRY_DAYS: Record<KeyExpiry, number | null> = { "30d": 30, "90d": 90, "365d": 365, never: null };

/**
 * A new key acting as the caller. Every scope must be one the API offers, and one the caller's own
 * role allows today: a key can never do more than the person who made it.
 */
export async function createApiKey(
  scope: BrandScope,
  input: { name: string; scopes: string[]; expiry: KeyExpiry },
  now = new Date(),
): Promise<{ id: string; token: string; name: string; expiresAt: string | null }> {
  const offered = new Map(keyScopeOptions().map((o) => [o.module, o]));
  for (const s of input.scopes) {
    const [module, access] = s.split(":") as [ModuleKey, "read" | "write"];
    const option = offered.get(module);
    if (!option || !option[access]) throw new ActionError(`The API has no ${access} access to ${MODULES[module] ?? module}.`);
    const have = await accessTo(scope, module);
    if (!atLeast(have, access === "write" ? "edit" : "view")) {
      throw new ActionError(`Your role cannot ${access === "write" ? "change" : "open"} ${MODULES[module]}, so a key of yours cannot either.`);
    }
  }
  const days = EXPIRY_DAYS[input.expiry];
  const expiresAt = days === null ? null : new Date(now.getTime() + days * 86_400_000);
  const { token, prefix, secretHash } = newApiToken();
  const scopes = input.scopes as ApiScope[];
  const id = await withScope(scope, async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({ brandId: scope.brandId, name: input.name, prefix, secretHash, scopes, expiresAt, createdBy: scope.userId })
      .returning({ id: apiKeys.id });
    await logScopeActivity(tx, scope, "api_key_created", `Created API key "${input.name}" (${scopes.join(", ")})`, { apiKeyId: row!.id, scopes, expiresAt: iso(expiresAt) });
    return row!.id;
  });
  return { id, token, name: input.name, expiresAt: iso(expiresAt) };
}

/** Revokes a key of the brand: its next request is refused. Revoking twice is a no-op. */
export async function revokeApiKey(scope: BrandScope, keyId: string): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    const [row] = await tx
      .select({ id: apiKeys.id, name: apiKeys.name, revokedAt: apiKeys.revokedAt })
      .from(apiKeys)
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.brandId, scope.brandId)));
    if (!row) throw new NotFoundError();
    if (row.revokedAt) return { id: row.id };
    await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.brandId, scope.brandId), isNull(apiKeys.revokedAt)));
    await logScopeActivity(tx, scope, "api_key_revoked", `Revoked API key "${row.name}"`, { apiKeyId: row.id });
    return { id: row.id };
  });
}
