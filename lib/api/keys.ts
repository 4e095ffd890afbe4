/**
 * Brand API keys: the token format, its hash, and the one way a request's key becomes a BrandScope.
 *
 * A token is `gos_live_<prefix>_<secret>`: the prefix (12 lowercase letters/digits) is the key's public
 * id, shown in lists and used for the lookup; the secret is 256 random bits. The database keeps only
 * the sha-256 of the whole token, compared in constant time.
 *
 * The key acts as the person who created it, with that person's CURRENT role in the brand, capped by
 * the key's scopes (lib/api/dispatch checks both per endpoint). So a key can never do more than its
 * creator could in the UI today: demote the creator and the key's writes stop; remove them from the
 * brand (or delete their account) and the key stops working altogether, with a 401 that says so.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { apiKeys } from "@/db/schema";
import { NotFoundError, scopeFor, type BrandScope } from "@/lib/brand-scope";
import { isModuleKey } from "@/lib/permissions";
import type { ModuleKey } from "@/lib/navigation/registry";
import { asSystem } from "@/lib/system";
import { ApiError } from "./problem";

export const KEY_PREFIX = "gos_live_";
const TOKEN_RE = /^gos_live_([a-z0-9]{12})_([A-Za-z0-9_-]{43})$/;

export type ApiAccess = "read" | "write";
/** `<module>:read` or `<module>:write`; write includes read. */
export type ApiScope = `${ModuleKey}:${ApiAccess}`;

export function isApiScope(v: unknown): v is ApiScope {
  if (typeof v !== "string") return false;
  const [module, access, ...rest] = v.split(":");
  return rest.length === 0 && !!module && isModuleKey(module) && (access === "read" || access === "write");
}

/** Whether a key's scopes allow `access` on `module` (write implies read). */
export function scopeAllows(scopes: readonly string[], module: ModuleKey, access: ApiAccess): boolean {
  return scopes.includes(`${module}:write`) || (access === "read" && scopes.includes(`${module}:read`));
}

export type NewToken = { token: string; prefix: string; secretHash: string };

export function newApiToken(): NewToken {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = randomBytes(12);
  const prefix = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
  const token = `${KEY_PREFIX}${prefix}_${randomBytes(32).toString("base64url")}`;
  return { token, prefix, secretHash: hashApiToken(token) };
}

export function hashApiToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** What lists show of a key: the prefix, never the secret. */
export function maskedToken(prefix: string): string {
  return `${KEY_PREFIX}${prefix}_…`;
}

export type AuthenticatedKey = {
  id: string;
  brandId: string;
  name: string;
  scopes: readonly string[];
};

const unauthenticated = (detail: string) =>
  new ApiError("unauthenticated", detail, { headers: { "WWW-Authenticate": 'Bearer realm="growth-os", error="invalid_token"' } });

/** The bearer token of a request, or null when there is no Authorization: Bearer header. */
export function bearerToken(req: Request): string | null {
  const header = req.headers.get("authorization");
  if (!header) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m ? m[1]! : "";
}

/**
 * The key of a request and the scope it acts in. Throws ApiError("unauthenticated") for a missing,
 * malformed, unknown, revoked or expired key, or one whose creator no longer has access to the brand.
 */
export async function authenticate(req: Request, now = new Date()): Promise<{ key: AuthenticatedKey; scope: BrandScope }> {
  const token = bearerToken(req);
  if (token === null) {
    throw new ApiError("unauthenticated", "Send your API key as `Authorization: Bearer gos_live_…`. Create one under Brand Settings → API keys.", {
      headers: { "WWW-Authenticate": 'Bearer realm="growth-os"' },
    });
  }
  const m = TOKEN_RE.exec(token);
  if (!m) throw unauthenticated("The API key is not valid. Check that it was copied completely.");
  const prefix = m[1]!;
  const row = await asSystem("public API: a request's API key is looked up before anyone is known", async (db) => {
    const [r] = await db.select().from(apiKeys).where(eq(apiKeys.prefix, prefix));
    return r ?? null;
  });
  const presented = Buffer.from(hashApiToken(token), "hex");
  // Compare even when no row matched, so an unknown prefix takes as long as a wrong secret.
  const stored = Buffer.from(row?.secretHash ?? "0".repeat(64), "hex");
  const matches = stored.length === presented.length && timingSafeEqual(stored, presented) && !!row;
  if (!matches || !row) throw unauthenticated("The API key is not valid. Check that it was copied completely.");
  if (row.revokedAt) throw unauthenticated("This API key was revoked. Create a new key under Brand Settings → API keys.");
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) {
    throw unauthenticated(`This API key expired on ${row.expiresAt.toISOString()}. Create a new key under Brand Settings → API keys.`);
  }
  const creator = row.createdBy;
  if (!creator) throw unauthenticated("The person who created this API key no longer has an account. Create a new key.");
  const user = { id: creator, claims: { sub: creator, role: "authenticated" } };
  let scope: BrandScope;
  try {
    scope = await scopeFor(user, row.brandId);
  } catch (e) {
    if (e instanceof NotFoundError) {
      throw unauthenticated("The person who created this API key no longer has access to the brand, so the key stopped working. Create a new key.");
    }
    throw e;
  }
  await touchLastUsed(row.id, row.brandId, row.lastUsedAt, now);
  return { key: { id: row.id, brandId: row.brandId, name: row.name, scopes: row.scopes }, scope };
}

/** last_used_at, written at most once a minute per key so a busy key does not turn every read into a write. */
async function touchLastUsed(id: string, brandId: string, last: Date | null, now: Date): Promise<void> {
  if (last && now.getTime() - last.getTime() < 60_000) return;
  await asSystem("public API: record when a key was last used", (db) =>
    db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(sql`${apiKeys.id} = ${id} and ${apiKeys.brandId} = ${brandId} and (${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} < ${now.toISOString()}::timestamptz - interval '1 minute')`),
  );
}
