/**
 * A brand's Instagram and LinkedIn connections: the view /integrations shows, sealing, and
 * `socialAccessToken(scope, network)` — the one door every social job (refresh, publishing) takes to
 * a network's token. Tokens are sealed to the brand and the row (associated data
 * `social_connections:<brand>:<row>:<kind>`), so a ciphertext copied to another row does not open.
 */
import { and, eq, sql } from "drizzle-orm";
import { profiles, socialConnections, type SocialNetwork } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { open, seal, sealedKeyId } from "@/lib/crypto/secret-box";
import type { OutboundClient } from "@/lib/http";
import type { SocialFailure } from "../providers/call";
import { NETWORK_NAME, NOT_CONFIGURED, linkedInConfig, metaConfig } from "../providers/config";
import { linkedInRefresh } from "../providers/linkedin";

/** Refresh this long before expiry, so a token never expires mid-job. */
const EXPIRY_MARGIN_MS = 5 * 60_000;

type Kind = "access" | "refresh";
const aad = (brandId: string, rowId: string, kind: Kind) => `social_connections:${brandId}:${rowId}:${kind}`;
export const sealSocial = (brandId: string, rowId: string, kind: Kind, value: string) => seal(value, aad(brandId, rowId, kind));
export const openSocial = (brandId: string, rowId: string, kind: Kind, ciphertext: string) => open(ciphertext, aad(brandId, rowId, kind));
export const socialKeyId = (ciphertext: string) => sealedKeyId(ciphertext) ?? "unknown";

export function networkConfigured(network: SocialNetwork): boolean {
  return network === "instagram" ? metaConfig() !== null : linkedInConfig() !== null;
}

export type SocialConnectionView = {
  network: SocialNetwork;
  configured: boolean;
  /** Exactly which env vars to set when the deployment has no app for the network. */
  notConfiguredNote: string | null;
  connection: {
    accountId: string;
    accountName: string;
    pageId: string | null;
    scopes: string[];
    accessExpiresAt: Date | null;
    connectedAt: Date;
    connectedByName: string | null;
    lastError: string | null;
    lastErrorAt: Date | null;
    accessExpired: boolean;
  } | null;
};

export async function getSocialConnectionsView(scope: BrandScope): Promise<SocialConnectionView[]> {
  const rows = await withScope(scope, (tx) =>
    tx
      .select({
        network: socialConnections.network,
        accountId: socialConnections.accountId,
        accountName: socialConnections.accountName,
        pageId: socialConnections.pageId,
        scopes: socialConnections.scopes,
        accessExpiresAt: socialConnections.accessExpiresAt,
        connectedAt: socialConnections.connectedAt,
        lastError: socialConnections.lastError,
        lastErrorAt: socialConnections.lastErrorAt,
        connectedByName: sql<string | null>`coalesce(${profiles.fullName}, ${profiles.email})`,
      })
      .from(socialConnections)
      .leftJoin(profiles, eq(profiles.id, socialConnections.connectedBy))
      .where(eq(socialConnections.brandId, scope.brandId)),
  );
  const now = Date.now();
  return (["instagram", "linkedin"] as const).map((network) => {
    const configured = networkConfigured(network);
    const row = rows.find((r) => r.network === network);
    return { network, configured, notConfiguredNote: configured ? null : NOT_CONFIGURED[network], connection: row ? { ...row, accessExpired: !!row.accessExpiresAt && row.accessExpiresAt.getTime() < now } : null };
  });
}

/** Keeps (or clears) the connection's last error for /integrations. */
export async function recordConnectionError(scope: BrandScope, network: SocialNetwork, message: string | null): Promise<void> {
  await withScope(scope, (tx) =>
    tx
      .update(socialConnections)
      .set({ lastError: message, lastErrorAt: message ? new Date() : null })
      .where(and(eq(socialConnections.brandId, scope.brandId), eq(socialConnections.network, network))),
  );
}

export type SocialAccess = {
  network: SocialNetwork;
  accessToken: string;
  /** Instagram user id (IG professional account) or LinkedIn organisation URN. */
  accountId: string;
  accountName: string;
  /** Instagram: the Facebook Page the account is linked to. */
  pageId: string | null;
  scopes: string[];
};

/**
 * The brand's token for `network`, for the refresh job and social publishing. Instagram: the Page
 * token (from a long-lived user token it does not expire; an expired one says to reconnect).
 * LinkedIn: reused while it has five minutes left, else refreshed with the refresh token and stored.
 * A failure that only reconnecting fixes is kept as the connection's last error; a later success clears it.
 */
export async function socialAccessToken(
  scope: BrandScope,
  network: SocialNetwork,
  opts: { jobId?: string | null; client?: OutboundClient; now?: number } = {},
): Promise<{ ok: true; value: SocialAccess } | { ok: false; failure: SocialFailure & { notConnected?: boolean } }> {
  const name = NETWORK_NAME[network];
  if (!networkConfigured(network)) return { ok: false, failure: { kind: "missing_permission", status: null, notConnected: true, message: NOT_CONFIGURED[network] } };
  const row = await withScope(scope, async (tx) => {
    const [r] = await tx.select().from(socialConnections).where(and(eq(socialConnections.brandId, scope.brandId), eq(socialConnections.network, network))).limit(1);
    return r ?? null;
  });
  if (!row) return { ok: false, failure: { kind: "missing_permission", status: null, notConnected: true, message: `This brand has no ${name} connection: connect ${name} on Integrations.` } };
  const now = opts.now ?? Date.now();
  const base = { network, accountId: row.accountId, accountName: row.accountName, pageId: row.pageId, scopes: row.scopes };
  let stored: string;
  try {
    stored = openSocial(scope.brandId, row.id, "access", row.accessCiphertext);
  } catch {
    const message = `The stored ${name} token could not be opened (the encryption key changed). Reconnect ${name} on Integrations.`;
    await recordConnectionError(scope, network, message);
    return { ok: false, failure: { kind: "expired_token", status: null, message } };
  }
  if (!row.accessExpiresAt || row.accessExpiresAt.getTime() - EXPIRY_MARGIN_MS > now) return { ok: true, value: { ...base, accessToken: stored } };
  const config = linkedInConfig();
  if (network === "instagram" || !row.refreshCiphertext || !config) {
    const message = `The ${name} connection expired on ${row.accessExpiresAt.toISOString().slice(0, 10)}. Reconnect ${name} on Integrations.`;
    await recordConnectionError(scope, network, message);
    return { ok: false, failure: { kind: "expired_token", status: null, message } };
  }
  const refreshed = await linkedInRefresh(config, { scope, jobId: opts.jobId, client: opts.client }, openSocial(scope.brandId, row.id, "refresh", row.refreshCiphertext));
  if (!refreshed.ok) {
    if (refreshed.failure.kind === "expired_token") await recordConnectionError(scope, network, refreshed.failure.message);
    return refreshed;
  }
  const t = refreshed.value;
  const accessCiphertext = sealSocial(scope.brandId, row.id, "access", t.accessToken);
  await withScope(scope, (tx) =>
    tx
      .update(socialConnections)
      .set({
        accessCiphertext,
        accessExpiresAt: new Date(now + t.expiresIn * 1000),
        keyId: socialKeyId(accessCiphertext),
        ...(t.refreshToken ? { refreshCiphertext: sealSocial(scope.brandId, row.id, "refresh", t.refreshToken) } : {}),
        lastError: null,
        lastErrorAt: null,
      })
      .where(and(eq(socialConnections.id, row.id), eq(socialConnections.brandId, scope.brandId))),
  );
  return { ok: true, value: { ...base, accessToken: t.accessToken } };
}
