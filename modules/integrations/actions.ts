"use server";

/**
 * The brand's Google connection for Search Console: start (consent URL), complete (code → tokens →
 * properties), choose a property, disconnect. Connecting stores a long-lived credential that every
 * SEO job of the brand uses, so it is brand administration: the "brand-settings" module at edit
 * level (owners and admins; members may only view), as for the brand's API keys and AI engines.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { googleConnections, type Ga4PropertyEntry } from "@/db/schema";
import { ActionError, brandAction } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { withScope } from "@/lib/brand-scope";
import { currentSiteOrigin } from "@/lib/site-origin";
import { ANALYTICS_READONLY, GOOGLE_NOT_CONFIGURED, WEBMASTERS_READONLY, callbackPath, googleOAuthConfig } from "./google/config";
import { listGa4Properties } from "./google/analytics-admin";
import { keyIdOf, openFor, sealFor } from "./google/connection";
import { chooseSearchConsolePropertyInput, completeGoogleConnectionInput, disconnectGoogleInput, startGoogleConnectionInput } from "./inputs";
import { authorizationUrl, emailFromIdToken, exchangeCode, listSites, revokeToken } from "./google/oauth";
import { createState, stateProblem } from "./google/state";

const admin = { module: "brand-settings", access: "edit" } as const;

function requireConfig() {
  const config = googleOAuthConfig();
  if (!config) throw new ActionError(GOOGLE_NOT_CONFIGURED);
  return config;
}

export const startGoogleConnectionAction = brandAction(
  "startGoogleConnection",
  startGoogleConnectionInput,
  { ...admin, failure: "Could not start the Google connection" },
  async (scope) => {
    const config = requireConfig();
    const state = createState(scope.userId, scope.brandId);
    const redirectUri = `${await currentSiteOrigin()}${callbackPath}`;
    return { url: authorizationUrl(config, redirectUri, state), state };
  },
);

export const completeGoogleConnectionAction = brandAction(
  "completeGoogleConnection",
  completeGoogleConnectionInput,
  { ...admin, failure: "Could not finish the Google connection" },
  async (scope, { code, state }) => {
    const config = requireConfig();
    const problem = stateProblem(state, scope.userId, scope.brandId);
    if (problem) throw new ActionError(problem);
    // The same redirect_uri as in the consent URL: Google compares the two.
    const redirectUri = `${await currentSiteOrigin()}${callbackPath}`;
    const exchanged = await exchangeCode(config, { scope }, code, redirectUri);
    if (!exchanged.ok) throw new ActionError(exchanged.failure.message);
    const t = exchanged.value;
    if (!t.scopes.includes(WEBMASTERS_READONLY)) {
      await revokeToken(config, { scope }, t.refreshToken ?? t.accessToken);
      throw new ActionError("Google did not grant access to Search Console. Connect again and leave the Search Console box ticked on Google's consent screen.");
    }
    if (!t.refreshToken) {
      throw new ActionError("Google sent no refresh token, so the brand could not stay connected. Remove this app under Google Account → Security → Third-party access, then connect again.");
    }
    const sites = await listSites(config, { scope }, t.accessToken);
    if (!sites.ok) {
      await revokeToken(config, { scope }, t.refreshToken);
      throw new ActionError(sites.failure.message);
    }
    // Analytics is optional: a refused or failing property list keeps the Search Console connection and says why.
    let ga4Properties: Ga4PropertyEntry[] = [];
    let ga4Note: string | null = null;
    if (t.scopes.includes(ANALYTICS_READONLY)) {
      const listed = await listGa4Properties(config, { scope }, t.accessToken);
      if (listed.ok) ga4Properties = listed.value;
      else ga4Note = listed.failure.message;
    } else {
      ga4Note = "Google Analytics access was not granted: reconnect and tick the Analytics box to add GA4 data.";
    }
    const accountEmail = emailFromIdToken(t.idToken);
    const now = new Date();
    return withScope(scope, async (tx) => {
      const [existing] = await tx.select({ id: googleConnections.id, siteUrl: googleConnections.siteUrl, ga4Property: googleConnections.ga4Property }).from(googleConnections).where(eq(googleConnections.brandId, scope.brandId)).limit(1);
      const id = existing?.id ?? randomUUID();
      const refreshCiphertext = sealFor(scope.brandId, id, "refresh", t.refreshToken!);
      // Keep the chosen property when the new account still sees it; a single property is chosen for the user.
      const kept = existing?.siteUrl && sites.value.some((s) => s.siteUrl === existing.siteUrl) ? existing.siteUrl : null;
      const siteUrl = kept ?? (sites.value.length === 1 ? sites.value[0]!.siteUrl : null);
      const keptGa4 = existing?.ga4Property && ga4Properties.some((p) => p.property === existing.ga4Property) ? existing.ga4Property : null;
      const ga4Property = keptGa4 ?? (ga4Properties.length === 1 ? ga4Properties[0]!.property : null);
      const values = {
        accountEmail,
        scopes: t.scopes,
        refreshCiphertext,
        accessCiphertext: sealFor(scope.brandId, id, "access", t.accessToken),
        accessExpiresAt: new Date(now.getTime() + t.expiresIn * 1000),
        keyId: keyIdOf(refreshCiphertext),
        siteUrl,
        sites: sites.value,
        ga4Property,
        ga4Properties,
        connectedBy: scope.userId,
        connectedAt: now,
        lastError: null,
        lastErrorAt: null,
      };
      if (existing) {
        await tx.update(googleConnections).set(values).where(and(eq(googleConnections.id, id), eq(googleConnections.brandId, scope.brandId)));
      } else {
        await tx.insert(googleConnections).values({ id, brandId: scope.brandId, ...values });
      }
      await logScopeActivity(tx, scope, "connect_google", `Connected Google${accountEmail ? ` (${accountEmail})` : ""}: ${sites.value.length} Search Console and ${ga4Properties.length} Analytics properties`, { accountEmail, properties: sites.value.length, ga4Properties: ga4Properties.length });
      return { accountEmail, siteUrl, sites: sites.value, ga4Property, ga4Properties, ga4Note };
    });
  },
);

export const chooseSearchConsolePropertyAction = brandAction(
  "chooseSearchConsoleProperty",
  chooseSearchConsolePropertyInput,
  { ...admin, failure: "Could not save the Search Console property" },
  async (scope, { siteUrl }) =>
    withScope(scope, async (tx) => {
      const [row] = await tx.select({ id: googleConnections.id, sites: googleConnections.sites }).from(googleConnections).where(eq(googleConnections.brandId, scope.brandId)).limit(1);
      if (!row) throw new ActionError("Connect Google Search Console first.");
      // Only a property the connected account can see: anything else would fail at every import.
      if (!row.sites.some((s) => s.siteUrl === siteUrl)) throw new ActionError(`The connected Google account has no Search Console property "${siteUrl}". Pick one from the list, or reconnect with an account that has it.`);
      await tx.update(googleConnections).set({ siteUrl }).where(and(eq(googleConnections.id, row.id), eq(googleConnections.brandId, scope.brandId)));
      await logScopeActivity(tx, scope, "choose_search_console_property", `Chose the Search Console property ${siteUrl}`, { siteUrl });
      return { siteUrl };
    }),
);

export const disconnectGoogleAction = brandAction(
  "disconnectGoogle",
  disconnectGoogleInput,
  { ...admin, failure: "Could not disconnect Google" },
  async (scope) => {
    const row = await withScope(scope, async (tx) => {
      const [r] = await tx.select({ id: googleConnections.id, refreshCiphertext: googleConnections.refreshCiphertext, accountEmail: googleConnections.accountEmail }).from(googleConnections).where(eq(googleConnections.brandId, scope.brandId)).limit(1);
      return r ?? null;
    });
    if (!row) throw new ActionError("This brand has no Google connection.");
    const config = googleOAuthConfig();
    let revoked = false;
    let note: string | null = null;
    if (config) {
      let token: string | null = null;
      try {
        token = openFor(scope.brandId, row.id, "refresh", row.refreshCiphertext);
      } catch {
        note = "The stored token could not be opened (encryption key changed), so Google was not told.";
      }
      if (token) {
        const r = await revokeToken(config, { scope }, token);
        revoked = r.ok;
        if (!r.ok) note = r.failure.message;
      }
    } else {
      note = "No Google OAuth client is configured, so Google was not told.";
    }
    // Deleted even when Google could not be told: the brand asked to stop using the account.
    await withScope(scope, async (tx) => {
      await tx.delete(googleConnections).where(and(eq(googleConnections.id, row.id), eq(googleConnections.brandId, scope.brandId)));
      await logScopeActivity(tx, scope, "disconnect_google", `Disconnected Google Search Console${row.accountEmail ? ` (${row.accountEmail})` : ""}`, { revoked });
    });
    return { revoked, note: note && `${note} Remove the app's access under Google Account → Security → Third-party access.` };
  },
);
