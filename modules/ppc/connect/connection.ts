/**
 * A brand's Google Ads and Microsoft Advertising connections: the view /integrations shows, sealing,
 * and `adsAccess(scope, network)` — the one door the sync and keyword ideas take to a network's token.
 * Tokens are sealed to the brand and the row (associated data `ppc_connections:<brand>:<row>:<kind>`),
 * so a ciphertext copied to another row does not open.
 */
import { and, eq, sql } from "drizzle-orm";
import { ppcCampaigns, ppcConnections, profiles, type PpcNetwork } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { open, seal, sealedKeyId } from "@/lib/crypto/secret-box";
import type { OutboundClient } from "@/lib/http";
import { listJobs } from "@/lib/jobs";
import type { AdsFailure } from "../providers/call";
import { ADS_NETWORK_NAME, adsNotConfigured, googleAdsConfig, microsoftAdsConfig } from "../providers/config";
import { googleAdsRefresh } from "../providers/google-ads";
import { microsoftAdsRefresh } from "../providers/microsoft-ads";
import { PPC_SYNC_TASK } from "../sync/jobs";

const EXPIRY_MARGIN_MS = 5 * 60_000;

type Kind = "access" | "refresh";
const aad = (brandId: string, rowId: string, kind: Kind) => `ppc_connections:${brandId}:${rowId}:${kind}`;
export const sealAds = (brandId: string, rowId: string, kind: Kind, value: string) => seal(value, aad(brandId, rowId, kind));
const openAds = (brandId: string, rowId: string, kind: Kind, ciphertext: string) => open(ciphertext, aad(brandId, rowId, kind));
export const adsKeyId = (ciphertext: string) => sealedKeyId(ciphertext) ?? "unknown";

export type AdsConnectionView = {
  network: PpcNetwork;
  configured: boolean;
  notConfiguredNote: string | null;
  /** A sync is queued or running (Sync now, the daily tick or the first sync after connecting). */
  syncing: boolean;
  /** Campaigns of this network the brand has stored (from syncs and imports alike). */
  campaigns: number;
  connection: {
    accountId: string | null;
    accountName: string;
    managerId: string | null;
    accounts: { id: string; name: string; managerId?: string | null; currency?: string | null }[];
    connectedAt: Date;
    connectedByName: string | null;
    lastSyncAt: Date | null;
    lastError: string | null;
    lastErrorAt: Date | null;
  } | null;
};

export async function getAdsConnectionsView(scope: BrandScope): Promise<AdsConnectionView[]> {
  const rows = await withScope(scope, (tx) =>
    tx
      .select({
        network: ppcConnections.network,
        accountId: ppcConnections.accountId,
        accountName: ppcConnections.accountName,
        managerId: ppcConnections.managerId,
        accounts: ppcConnections.accounts,
        connectedAt: ppcConnections.connectedAt,
        lastSyncAt: ppcConnections.lastSyncAt,
        lastError: ppcConnections.lastError,
        lastErrorAt: ppcConnections.lastErrorAt,
        connectedByName: sql<string | null>`coalesce(${profiles.fullName}, ${profiles.email})`,
      })
      .from(ppcConnections)
      .leftJoin(profiles, eq(profiles.id, ppcConnections.connectedBy))
      .where(eq(ppcConnections.brandId, scope.brandId)),
  );
  const campaigns = await withScope(scope, (tx) =>
    tx.select({ network: ppcCampaigns.network, n: sql<number>`count(*)::int` }).from(ppcCampaigns).where(eq(ppcCampaigns.brandId, scope.brandId)).groupBy(ppcCampaigns.network),
  );
  const pending = rows.length
    ? await withScope(scope, (tx) => listJobs(tx, sql`task = ${PPC_SYNC_TASK} and brand_id = ${scope.brandId} and status in ('queued', 'running')`, 10))
    : [];
  return (["google_ads", "microsoft_ads"] as const).map((network) => {
    const note = adsNotConfigured(network);
    const row = rows.find((r) => r.network === network);
    const syncing = pending.some((j) => j.payload.network === network);
    return { network, configured: note === null, notConfiguredNote: note, syncing, campaigns: campaigns.find((c) => c.network === network)?.n ?? 0, connection: row ? { ...row, network: undefined } : null };
  });
}

/** Keeps (or clears) the connection's last error for /integrations; a success also stamps the sync time. */
export async function recordAdsOutcome(scope: BrandScope, network: PpcNetwork, outcome: { error: string } | { syncedAt: Date }): Promise<void> {
  await withScope(scope, (tx) =>
    tx
      .update(ppcConnections)
      .set("error" in outcome ? { lastError: outcome.error, lastErrorAt: new Date() } : { lastError: null, lastErrorAt: null, lastSyncAt: outcome.syncedAt })
      .where(and(eq(ppcConnections.brandId, scope.brandId), eq(ppcConnections.network, network))),
  );
}

export type AdsAccess = { network: PpcNetwork; accessToken: string; accountId: string; accountName: string; managerId: string | null; lastSyncAt: Date | null };

/**
 * The brand's token for `network` and the chosen account: reused while it has five minutes left, else
 * refreshed with the refresh token and stored. A failure only reconnecting fixes is kept as the
 * connection's last error.
 */
export async function adsAccess(
  scope: BrandScope,
  network: PpcNetwork,
  opts: { jobId?: string | null; client?: OutboundClient; now?: number } = {},
): Promise<{ ok: true; value: AdsAccess } | { ok: false; failure: AdsFailure & { notConnected?: boolean } }> {
  const name = ADS_NETWORK_NAME[network];
  const note = adsNotConfigured(network);
  if (note) return { ok: false, failure: { kind: "missing_permission", status: null, notConnected: true, message: note } };
  const row = await withScope(scope, async (tx) => (await tx.select().from(ppcConnections).where(and(eq(ppcConnections.brandId, scope.brandId), eq(ppcConnections.network, network))).limit(1))[0] ?? null);
  if (!row) return { ok: false, failure: { kind: "missing_permission", status: null, notConnected: true, message: `This brand has no ${name} connection: connect ${name} on Integrations.` } };
  if (!row.accountId) return { ok: false, failure: { kind: "missing_permission", status: null, notConnected: true, message: `Choose which ${name} account this brand uses on Integrations.` } };
  const base = { network, accountId: row.accountId, accountName: row.accountName, managerId: row.managerId, lastSyncAt: row.lastSyncAt };
  const now = opts.now ?? Date.now();
  try {
    if (row.accessCiphertext && row.accessExpiresAt && row.accessExpiresAt.getTime() - EXPIRY_MARGIN_MS > now) return { ok: true, value: { ...base, accessToken: openAds(scope.brandId, row.id, "access", row.accessCiphertext) } };
  } catch {
    // An access token that no longer opens is simply refreshed below.
  }
  let refreshToken: string;
  try {
    refreshToken = openAds(scope.brandId, row.id, "refresh", row.refreshCiphertext);
  } catch {
    const message = `The stored ${name} token could not be opened (the encryption key changed). Reconnect ${name} on Integrations.`;
    await recordAdsOutcome(scope, network, { error: message });
    return { ok: false, failure: { kind: "expired_token", status: null, message } };
  }
  const ctx = { scope, jobId: opts.jobId, client: opts.client };
  const refreshed = network === "google_ads" ? await googleAdsRefresh(googleAdsConfig()!, ctx, refreshToken) : await microsoftAdsRefresh(microsoftAdsConfig()!, ctx, refreshToken);
  if (!refreshed.ok) {
    if (refreshed.failure.kind === "expired_token") await recordAdsOutcome(scope, network, { error: refreshed.failure.message });
    return refreshed;
  }
  const t = refreshed.value;
  const accessCiphertext = sealAds(scope.brandId, row.id, "access", t.accessToken);
  await withScope(scope, (tx) =>
    tx
      .update(ppcConnections)
      .set({
        accessCiphertext,
        accessExpiresAt: new Date(now + t.expiresIn * 1000),
        keyId: adsKeyId(accessCiphertext),
        // Microsoft rotates refresh tokens; Google keeps the first.
        ...(t.refreshToken ? { refreshCiphertext: sealAds(scope.brandId, row.id, "refresh", t.refreshToken) } : {}),
      })
      .where(and(eq(ppcConnections.id, row.id), eq(ppcConnections.brandId, scope.brandId))),
  );
  return { ok: true, value: { ...base, accessToken: t.accessToken } };
}
