"use server";

/**
 * A brand's Google Ads and Microsoft Advertising connections: start (consent URL + sealed state),
 * complete (code → tokens → the accounts the user reaches, sealed to brand and row; one account is
 * chosen at once, several wait for the picker), choose the account, disconnect. A connection stores a
 * long-lived credential the brand's syncs use, so it is brand administration ("brand-settings" at
 * edit), as for Google Search Console and the social networks.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { ppcConnections, ppcSettings, type PpcNetwork } from "@/db/schema";
import { ActionError, brandAction } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import type { Tx } from "@/db/client";
import { enqueueJob, wakeJobRunner } from "@/lib/jobs";
import { currentSiteOrigin } from "@/lib/site-origin";
import { ADS_NETWORK_NAME, adsCallbackPath, adsNotConfigured, googleAdsConfig, microsoftAdsConfig } from "../providers/config";
import { googleAdsAuthorizationUrl, googleAdsExchangeCode, listGoogleAdsAccounts, type AdsAccount } from "../providers/google-ads";
import { listMicrosoftAdsAccounts, microsoftAdsAuthorizationUrl, microsoftAdsExchangeCode } from "../providers/microsoft-ads";
import { PPC_SYNC_TASK, syncSingletonKey } from "../sync/jobs";
import { adsKeyId, sealAds } from "./connection";
import { chooseAdsAccountInput, completeAdsConnectionInput, disconnectAdsInput, startAdsConnectionInput } from "./inputs";
import { adsStateProblem, createAdsState } from "./state";

const admin = { module: "brand-settings", access: "edit" } as const;

function requireConfigured(network: PpcNetwork) {
  const note = adsNotConfigured(network);
  if (note) throw new ActionError(note);
}

export const startAdsConnectionAction = brandAction("startAdsConnection", startAdsConnectionInput, { ...admin, failure: "Could not start the connection" }, async (scope, { network }) => {
  requireConfigured(network);
  const state = createAdsState(scope.userId, scope.brandId, network);
  const redirectUri = `${await currentSiteOrigin()}${adsCallbackPath}`;
  const url = network === "google_ads" ? googleAdsAuthorizationUrl(googleAdsConfig()!, redirectUri, state) : microsoftAdsAuthorizationUrl(microsoftAdsConfig()!, redirectUri, state);
  return { url, state };
});

/** The account becomes the brand's: the first sync is queued, and the brand's paid-search currency follows the account unless already set. */
async function useAccount(tx: Tx, scope: BrandScope, network: PpcNetwork, rowId: string, account: AdsAccount) {
  await tx
    .update(ppcConnections)
    .set({ accountId: account.id, accountName: account.name, managerId: account.managerId, lastSyncAt: null, lastError: null, lastErrorAt: null })
    .where(and(eq(ppcConnections.id, rowId), eq(ppcConnections.brandId, scope.brandId)));
  if (account.currency && /^[A-Z]{3}$/.test(account.currency)) await tx.insert(ppcSettings).values({ brandId: scope.brandId, currency: account.currency, updatedBy: scope.userId }).onConflictDoNothing();
  await enqueueJob(tx, PPC_SYNC_TASK, { brandId: scope.brandId, network, userId: scope.userId }, { brandId: scope.brandId, singletonKey: syncSingletonKey(scope.brandId, network) });
}

export const completeAdsConnectionAction = brandAction("completeAdsConnection", completeAdsConnectionInput, { ...admin, failure: "Could not finish the connection" }, async (scope, { network, code, state }) => {
  requireConfigured(network);
  const problem = adsStateProblem(state, scope.userId, scope.brandId, network);
  if (problem) throw new ActionError(problem);
  const name = ADS_NETWORK_NAME[network];
  // The same redirect_uri as in the consent URL: both networks compare the two.
  const redirectUri = `${await currentSiteOrigin()}${adsCallbackPath}`;
  const ctx = { scope };
  const token = network === "google_ads" ? await googleAdsExchangeCode(googleAdsConfig()!, ctx, code, redirectUri) : await microsoftAdsExchangeCode(microsoftAdsConfig()!, ctx, code, redirectUri);
  if (!token.ok) throw new ActionError(token.failure.message);
  if (!token.value.refreshToken) throw new ActionError(`${name} sent no refresh token, so the daily sync could not run. Remove the app's access in the account's security settings, then connect again.`);
  const accounts = network === "google_ads" ? await listGoogleAdsAccounts(googleAdsConfig()!, ctx, token.value.accessToken) : await listMicrosoftAdsAccounts(microsoftAdsConfig()!, ctx, token.value.accessToken);
  if (!accounts.ok) throw new ActionError(accounts.failure.message);
  if (!accounts.value.length) throw new ActionError(`The ${name} user who signed in can open no advertising account. Sign in with a user who has access to the brand's account, then connect again.`);
  const result = await withScope(scope, async (tx) => {
    const [existing] = await tx.select({ id: ppcConnections.id }).from(ppcConnections).where(and(eq(ppcConnections.brandId, scope.brandId), eq(ppcConnections.network, network))).limit(1);
    const id = existing?.id ?? randomUUID();
    const refreshCiphertext = sealAds(scope.brandId, id, "refresh", token.value.refreshToken!);
    const values = {
      accounts: accounts.value,
      scopes: token.value.scopes,
      refreshCiphertext,
      accessCiphertext: sealAds(scope.brandId, id, "access", token.value.accessToken),
      accessExpiresAt: new Date(Date.now() + token.value.expiresIn * 1000),
      keyId: adsKeyId(refreshCiphertext),
      connectedBy: scope.userId,
      connectedAt: new Date(),
      lastError: null,
      lastErrorAt: null,
      // A reconnection keeps the chosen account when the new sign-in still reaches it.
      ...(existing ? {} : { accountId: null, accountName: "" }),
    };
    if (existing) await tx.update(ppcConnections).set(values).where(and(eq(ppcConnections.id, id), eq(ppcConnections.brandId, scope.brandId)));
    else await tx.insert(ppcConnections).values({ id, brandId: scope.brandId, network, ...values });
    const [row] = await tx.select({ accountId: ppcConnections.accountId }).from(ppcConnections).where(and(eq(ppcConnections.id, id), eq(ppcConnections.brandId, scope.brandId)));
    const kept = accounts.value.find((a) => a.id === row?.accountId);
    const chosen = kept ?? (accounts.value.length === 1 ? accounts.value[0]! : null);
    if (chosen) await useAccount(tx, scope, network, id, chosen);
    else await tx.update(ppcConnections).set({ accountId: null, accountName: "", managerId: null }).where(and(eq(ppcConnections.id, id), eq(ppcConnections.brandId, scope.brandId)));
    await logScopeActivity(tx, scope, "connect_ads", `Connected ${name}${chosen ? `: ${chosen.name}` : ""}`, { network, account: chosen?.name ?? null });
    return { network, accountName: chosen?.name ?? null, accounts: accounts.value.length };
  });
  wakeJobRunner();
  return result;
});

export const chooseAdsAccountAction = brandAction("chooseAdsAccount", chooseAdsAccountInput, { ...admin, failure: "Could not choose the account" }, async (scope, { network, accountId }) => {
  const name = ADS_NETWORK_NAME[network];
  const result = await withScope(scope, async (tx) => {
    const [row] = await tx.select({ id: ppcConnections.id, accounts: ppcConnections.accounts }).from(ppcConnections).where(and(eq(ppcConnections.brandId, scope.brandId), eq(ppcConnections.network, network))).limit(1);
    if (!row) throw new ActionError(`This brand has no ${name} connection: connect ${name} first.`);
    const account = row.accounts.find((a) => a.id === accountId);
    if (!account) throw new ActionError(`The ${name} sign-in does not reach the account ${accountId}. Choose one of the listed accounts, or connect again with a user who can open it.`);
    await useAccount(tx, scope, network, row.id, { id: account.id, name: account.name, managerId: account.managerId ?? null, currency: account.currency ?? null });
    await logScopeActivity(tx, scope, "choose_ads_account", `Chose the ${name} account ${account.name}`, { network, accountId });
    return { network, accountName: account.name };
  });
  wakeJobRunner();
  return result;
});

export const disconnectAdsAction = brandAction("disconnectAds", disconnectAdsInput, { ...admin, failure: "Could not disconnect" }, async (scope, { network }) =>
  withScope(scope, async (tx) => {
    const name = ADS_NETWORK_NAME[network];
    const [row] = await tx.select({ id: ppcConnections.id, accountName: ppcConnections.accountName }).from(ppcConnections).where(and(eq(ppcConnections.brandId, scope.brandId), eq(ppcConnections.network, network))).limit(1);
    if (!row) throw new ActionError(`This brand has no ${name} connection.`);
    // The tokens go; campaigns, keywords and search terms already synced stay.
    await tx.delete(ppcConnections).where(and(eq(ppcConnections.id, row.id), eq(ppcConnections.brandId, scope.brandId)));
    await logScopeActivity(tx, scope, "disconnect_ads", `Disconnected ${name}${row.accountName ? `: ${row.accountName}` : ""}`, { network });
    return {
      network,
      note: network === "google_ads" ? "To withdraw the app's access at Google too, remove it under myaccount.google.com → Security → Third-party apps." : "To withdraw the app's access at Microsoft too, remove it under account.microsoft.com → Privacy → Apps and services.",
    };
  }),
);
