/**
 * A brand's Google connection: reading it for /integrations, storing it after consent, and the
 * access token the SEO jobs call Search Console with. Tokens are sealed to the brand and the row
 * (associated data `google_connections:<brand>:<row>:<kind>`), so a ciphertext copied elsewhere
 * does not open.
 */
import { and, eq, sql } from "drizzle-orm";
import { googleConnections, profiles, type Ga4PropertyEntry, type GoogleSiteEntry } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { open, seal, sealedKeyId, SecretBoxError } from "@/lib/crypto/secret-box";
import type { OutboundClient } from "@/lib/http";
import type { ProviderFailure } from "@/modules/seo/types";
import { ANALYTICS_READONLY, GOOGLE_NOT_CONFIGURED, WEBMASTERS_READONLY, googleOAuthConfig } from "./config";
import { refreshAccessToken } from "./oauth";

/** Refresh this long before Google's expiry, so a token never expires mid-request. */
const EXPIRY_MARGIN_MS = 60_000;

function connectionAad(brandId: string, rowId: string, kind: "refresh" | "access"): string {
  return `google_connections:${brandId}:${rowId}:${kind}`;
}

export function sealFor(brandId: string, rowId: string, kind: "refresh" | "access", value: string): string {
  return seal(value, connectionAad(brandId, rowId, kind));
}

export function openFor(brandId: string, rowId: string, kind: "refresh" | "access", ciphertext: string): string {
  return open(ciphertext, connectionAad(brandId, rowId, kind));
}

export const keyIdOf = (ciphertext: string) => sealedKeyId(ciphertext) ?? "unknown";

/** What /integrations shows: never a token. */
export type GoogleConnectionView = {
  configured: boolean;
  /** Exactly what to set when the deployment has no Google OAuth client. */
  notConfiguredNote: string | null;
  connection: {
    accountEmail: string | null;
    scopes: string[];
    searchConsoleGranted: boolean;
    siteUrl: string | null;
    sites: GoogleSiteEntry[];
    /** False on connections made before Analytics was asked for: "Reconnect to add Google Analytics". */
    analyticsGranted: boolean;
    ga4Property: string | null;
    ga4Properties: Ga4PropertyEntry[];
    connectedAt: Date;
    connectedByName: string | null;
    lastError: string | null;
    lastErrorAt: Date | null;
  } | null;
};

export async function getGoogleConnectionView(scope: BrandScope): Promise<GoogleConnectionView> {
  const configured = googleOAuthConfig() !== null;
  const row = await withScope(scope, async (tx) => {
    const [r] = await tx
      .select({
        accountEmail: googleConnections.accountEmail,
        scopes: googleConnections.scopes,
        siteUrl: googleConnections.siteUrl,
        sites: googleConnections.sites,
        ga4Property: googleConnections.ga4Property,
        ga4Properties: googleConnections.ga4Properties,
        connectedAt: googleConnections.connectedAt,
        lastError: googleConnections.lastError,
        lastErrorAt: googleConnections.lastErrorAt,
        connectedByName: sql<string | null>`coalesce(${profiles.fullName}, ${profiles.email})`,
      })
      .from(googleConnections)
      .leftJoin(profiles, eq(profiles.id, googleConnections.connectedBy))
      .where(eq(googleConnections.brandId, scope.brandId))
      .limit(1);
    return r ?? null;
  });
  return {
    configured,
    notConfiguredNote: configured ? null : GOOGLE_NOT_CONFIGURED,
    connection: row
      ? {
          accountEmail: row.accountEmail,
          scopes: row.scopes,
          searchConsoleGranted: row.scopes.includes(WEBMASTERS_READONLY),
          siteUrl: row.siteUrl,
          sites: row.sites,
          analyticsGranted: row.scopes.includes(ANALYTICS_READONLY),
          ga4Property: row.ga4Property,
          ga4Properties: row.ga4Properties,
          connectedAt: row.connectedAt,
          connectedByName: row.connectedByName,
          lastError: row.lastError,
          lastErrorAt: row.lastErrorAt,
        }
      : null,
  };
}

async function recordError(scope: BrandScope, rowId: string, message: string | null): Promise<void> {
  await withScope(scope, (tx) =>
    tx
      .update(googleConnections)
      .set({ lastError: message, lastErrorAt: message ? new Date() : null })
      .where(and(eq(googleConnections.id, rowId), eq(googleConnections.brandId, scope.brandId))),
  );
}

type GoogleAccess = { accessToken: string; siteUrl: string | null; ga4Property: string | null; accountEmail: string | null };

/**
 * An access token for the brand's Google connection with `requiredScope`, for the SEO jobs (the
 * Search Console client takes it as its bearer token). A stored token with a minute or more left is
 * reused; otherwise it is refreshed with the refresh token (grant_type=refresh_token) and stored.
 * Google's invalid_grant (revoked, expired, password changed) becomes a `rejected_key` failure that
 * says to reconnect, and is kept on the connection as its last error for /integrations; a later
 * success clears it.
 */
export async function getGoogleAccessToken(
  scope: BrandScope,
  requiredScope: string = WEBMASTERS_READONLY,
  opts: { jobId?: string | null; client?: OutboundClient; now?: number } = {},
): Promise<{ ok: true; value: GoogleAccess } | { ok: false; failure: ProviderFailure }> {
  const config = googleOAuthConfig();
  if (!config) return { ok: false, failure: { kind: "not_configured", message: GOOGLE_NOT_CONFIGURED } };
  const row = await withScope(scope, async (tx) => {
    const [r] = await tx.select().from(googleConnections).where(eq(googleConnections.brandId, scope.brandId)).limit(1);
    return r ?? null;
  });
  if (!row) return { ok: false, failure: { kind: "not_configured", message: "This brand has no Google connection: connect Google Search Console on Integrations." } };
  if (!row.scopes.includes(requiredScope)) {
    if (requiredScope === ANALYTICS_READONLY) {
      return { ok: false, failure: { kind: "rejected_key", message: "The brand's Google connection has no Google Analytics access (it was made before Analytics was asked for, or the box was not ticked). Reconnect Google on Integrations to add Google Analytics." } };
    }
    return { ok: false, failure: { kind: "rejected_key", message: `The connected Google account did not grant ${requiredScope === WEBMASTERS_READONLY ? "Search Console access" : requiredScope}. Reconnect Google on Integrations and tick that box on Google's consent screen.` } };
  }
  const now = opts.now ?? Date.now();
  const access = { siteUrl: row.siteUrl, ga4Property: row.ga4Property, accountEmail: row.accountEmail };
  // A token sealed under another APP_ENCRYPTION_KEY (or damaged) cannot be used: say how to get a new one.
  const opened = (kind: "refresh" | "access", ciphertext: string): string | null => {
    try {
      return openFor(scope.brandId, row.id, kind, ciphertext);
    } catch (e) {
      if (e instanceof SecretBoxError) return null;
      throw e;
    }
  };
  const unreadable = { ok: false as const, failure: { kind: "rejected_key" as const, message: "The stored Google token cannot be read with this server's encryption key (APP_ENCRYPTION_KEY changed?). Reconnect Google on Integrations." } };
  if (row.accessCiphertext && row.accessExpiresAt && row.accessExpiresAt.getTime() - EXPIRY_MARGIN_MS > now) {
    const accessToken = opened("access", row.accessCiphertext);
    if (accessToken) return { ok: true, value: { ...access, accessToken } };
  }
  const refreshToken = opened("refresh", row.refreshCiphertext);
  if (!refreshToken) {
    await recordError(scope, row.id, unreadable.failure.message);
    return unreadable;
  }
  const refreshed = await refreshAccessToken(config, { scope, jobId: opts.jobId, client: opts.client }, refreshToken);
  if (!refreshed.ok) {
    await recordError(scope, row.id, refreshed.failure.message);
    return { ok: false, failure: refreshed.failure.reconnect ? { kind: "rejected_key", message: refreshed.failure.message } : { kind: "provider_error", status: refreshed.failure.status, message: refreshed.failure.message } };
  }
  const t = refreshed.value;
  const accessCiphertext = sealFor(scope.brandId, row.id, "access", t.accessToken);
  await withScope(scope, (tx) =>
    tx
      .update(googleConnections)
      .set({
        accessCiphertext,
        accessExpiresAt: new Date(now + t.expiresIn * 1000),
        // Google may rotate the refresh token; keep the newest one it gives.
        ...(t.refreshToken ? { refreshCiphertext: sealFor(scope.brandId, row.id, "refresh", t.refreshToken), keyId: keyIdOf(accessCiphertext) } : {}),
        lastError: null,
        lastErrorAt: null,
      })
      .where(and(eq(googleConnections.id, row.id), eq(googleConnections.brandId, scope.brandId))),
  );
  return { ok: true, value: { ...access, accessToken: t.accessToken } };
}
