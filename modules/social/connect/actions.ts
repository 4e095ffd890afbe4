"use server";

/**
 * A brand's Instagram (Facebook Login for Business) and LinkedIn (3-legged OAuth) connections:
 * start (consent URL + sealed state), complete (code → tokens → the account, sealed to brand and
 * row, and the brand's own profile tracked), disconnect. A connection stores a long-lived credential
 * every social job of the brand uses, so it is brand administration ("brand-settings" at edit), as
 * for Google.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { socialConnections, socialProfiles, type SocialNetwork } from "@/db/schema";
import { ActionError, brandAction } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { enqueueJob, wakeJobRunner } from "@/lib/jobs";
import { currentSiteOrigin } from "@/lib/site-origin";
import { refreshSingletonKey, SOCIAL_REFRESH_TASK } from "../jobs";
import { NETWORK_NAME, NOT_CONFIGURED, linkedInConfig, metaConfig, socialCallbackPath } from "../providers/config";
import { instagramAccount, metaAuthorizationUrl, metaExchangeCode, metaInstagramPages } from "../providers/meta";
import { linkedInAdminOrganizations, linkedInAuthorizationUrl, linkedInExchangeCode } from "../providers/linkedin";
import { sealSocial, socialKeyId } from "./connection";
import { completeSocialConnectionInput, disconnectSocialInput, startSocialConnectionInput } from "./inputs";
import { createSocialState, socialStateProblem } from "./state";

const admin = { module: "brand-settings", access: "edit" } as const;

function requireConfigured(network: SocialNetwork) {
  const config = network === "instagram" ? metaConfig() : linkedInConfig();
  if (!config) throw new ActionError(NOT_CONFIGURED[network]);
}

export const startSocialConnectionAction = brandAction(
  "startSocialConnection",
  startSocialConnectionInput,
  { ...admin, failure: "Could not start the connection" },
  async (scope, { network }) => {
    requireConfigured(network);
    const state = createSocialState(scope.userId, scope.brandId, network);
    const redirectUri = `${await currentSiteOrigin()}${socialCallbackPath}`;
    const url = network === "instagram" ? metaAuthorizationUrl(metaConfig()!, redirectUri, state) : linkedInAuthorizationUrl(linkedInConfig()!, redirectUri, state);
    return { url, state };
  },
);

type Obtained = { accountId: string; accountName: string; handle: string; pageId: string | null; scopes: string[]; access: string; accessExpiresAt: Date | null; refresh: string | null; note: string | null };

async function obtainInstagram(scope: BrandScope, code: string, redirectUri: string): Promise<Obtained> {
  const config = metaConfig()!;
  const ctx = { scope };
  const token = await metaExchangeCode(config, ctx, code, redirectUri);
  if (!token.ok) throw new ActionError(token.failure.message);
  const pages = await metaInstagramPages(config, ctx, token.value.accessToken);
  if (!pages.ok) throw new ActionError(pages.failure.message);
  const page = pages.value[0];
  if (!page) {
    throw new ActionError(
      "None of the Facebook Pages you gave access to has an Instagram professional account linked. Switch the Instagram account to a Business or Creator account, link it to the brand's Facebook Page (Instagram → Settings → Account type and tools), then connect again and select that Page.",
    );
  }
  // A Page token got from a long-lived user token does not expire; without one the user token (≈60 days) serves.
  const access = page.pageToken ?? token.value.accessToken;
  const account = await instagramAccount(config, ctx, access, page.igUserId);
  if (!account.ok) throw new ActionError(account.failure.message);
  return {
    accountId: page.igUserId,
    accountName: `@${account.value.handle}`,
    handle: account.value.handle,
    pageId: page.pageId,
    scopes: [],
    access,
    accessExpiresAt: page.pageToken || !token.value.expiresIn ? null : new Date(Date.now() + token.value.expiresIn * 1000),
    refresh: null,
    note: pages.value.length > 1 ? `Several Pages have an Instagram account; connected @${account.value.handle} (Page "${page.pageName}"). To use another, connect again and select only that Page.` : null,
  };
}

async function obtainLinkedIn(scope: BrandScope, code: string, redirectUri: string): Promise<Obtained> {
  const config = linkedInConfig()!;
  const ctx = { scope };
  const token = await linkedInExchangeCode(config, ctx, code, redirectUri);
  if (!token.ok) throw new ActionError(token.failure.message);
  const orgs = await linkedInAdminOrganizations(config, ctx, token.value.accessToken);
  if (!orgs.ok) throw new ActionError(orgs.failure.message);
  const org = orgs.value[0];
  if (!org) throw new ActionError("The LinkedIn member who signed in administers no company page. Ask a page super admin to make them an administrator, then connect again.");
  const now = Date.now();
  return {
    accountId: org.urn,
    accountName: org.name,
    handle: (org.vanityName ?? org.id).toLowerCase(),
    pageId: null,
    scopes: token.value.scopes,
    access: token.value.accessToken,
    accessExpiresAt: new Date(now + token.value.expiresIn * 1000),
    refresh: token.value.refreshToken,
    note: orgs.value.length > 1 ? `The member administers ${orgs.value.length} pages; connected "${org.name}".` : null,
  };
}

export const completeSocialConnectionAction = brandAction(
  "completeSocialConnection",
  completeSocialConnectionInput,
  { ...admin, failure: "Could not finish the connection" },
  async (scope, { network, code, state }) => {
    requireConfigured(network);
    const problem = socialStateProblem(state, scope.userId, scope.brandId, network);
    if (problem) throw new ActionError(problem);
    // The same redirect_uri as in the consent URL: both networks compare the two.
    const redirectUri = `${await currentSiteOrigin()}${socialCallbackPath}`;
    const got = network === "instagram" ? await obtainInstagram(scope, code, redirectUri) : await obtainLinkedIn(scope, code, redirectUri);
    const now = new Date();
    return withScope(scope, async (tx) => {
      const [existing] = await tx.select({ id: socialConnections.id }).from(socialConnections).where(and(eq(socialConnections.brandId, scope.brandId), eq(socialConnections.network, network))).limit(1);
      const id = existing?.id ?? randomUUID();
      const accessCiphertext = sealSocial(scope.brandId, id, "access", got.access);
      const values = {
        accountId: got.accountId,
        accountName: got.accountName,
        pageId: got.pageId,
        scopes: got.scopes,
        accessCiphertext,
        accessExpiresAt: got.accessExpiresAt,
        refreshCiphertext: got.refresh ? sealSocial(scope.brandId, id, "refresh", got.refresh) : null,
        keyId: socialKeyId(accessCiphertext),
        connectedBy: scope.userId,
        connectedAt: now,
        lastError: null,
        lastErrorAt: null,
      };
      if (existing) await tx.update(socialConnections).set(values).where(and(eq(socialConnections.id, id), eq(socialConnections.brandId, scope.brandId)));
      else await tx.insert(socialConnections).values({ id, brandId: scope.brandId, network, ...values });
      // The connected account is the brand's own profile on the network: tracked (daily) from now on.
      // A previously connected account of the network stays tracked, as a profile that is not the brand's own.
      await tx.update(socialProfiles).set({ isOwn: false }).where(and(eq(socialProfiles.brandId, scope.brandId), eq(socialProfiles.network, network), eq(socialProfiles.isOwn, true), sql`${socialProfiles.handle} <> ${got.handle}`));
      const [own] = await tx
        .insert(socialProfiles)
        .values({ brandId: scope.brandId, network, handle: got.handle, displayName: got.accountName.replace(/^@/, ""), isOwn: true, externalId: got.accountId, refreshSchedule: "daily", createdBy: scope.userId })
        .onConflictDoUpdate({ target: [socialProfiles.brandId, socialProfiles.network, socialProfiles.handle], set: { isOwn: true, externalId: got.accountId, competitorName: null, updatedAt: sql`now()` } })
        .returning({ id: socialProfiles.id });
      // Its first reading starts now rather than at the next hourly tick.
      await enqueueJob(tx, SOCIAL_REFRESH_TASK, { brandId: scope.brandId, profileId: own!.id, userId: scope.userId }, { brandId: scope.brandId, singletonKey: refreshSingletonKey(own!.id) });
      await logScopeActivity(tx, scope, "connect_social", `Connected ${NETWORK_NAME[network]}: ${got.accountName}`, { network, account: got.accountName });
      return { network, accountName: got.accountName, note: got.note };
    }).then((r) => {
      wakeJobRunner();
      return r;
    });
  },
);

export const disconnectSocialAction = brandAction(
  "disconnectSocial",
  disconnectSocialInput,
  { ...admin, failure: "Could not disconnect" },
  async (scope, { network }) =>
    withScope(scope, async (tx) => {
      const [row] = await tx.select({ id: socialConnections.id, accountName: socialConnections.accountName }).from(socialConnections).where(and(eq(socialConnections.brandId, scope.brandId), eq(socialConnections.network, network))).limit(1);
      if (!row) throw new ActionError(`This brand has no ${NETWORK_NAME[network]} connection.`);
      // The token is deleted; the tracked profiles and their history stay (imports and competitors still work).
      await tx.delete(socialConnections).where(and(eq(socialConnections.id, row.id), eq(socialConnections.brandId, scope.brandId)));
      await logScopeActivity(tx, scope, "disconnect_social", `Disconnected ${NETWORK_NAME[network]}: ${row.accountName}`, { network });
      return {
        network,
        note: network === "instagram" ? "To withdraw the app's access at Meta too, remove it under Facebook → Settings → Business integrations." : "To withdraw the app's access at LinkedIn too, remove it under LinkedIn → Settings → Data privacy → Permitted services.",
      };
    }),
);
