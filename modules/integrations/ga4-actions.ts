"use server";

/**
 * The brand's GA4 property, on the same Google connection as Search Console: choose one of the
 * properties the connected account reaches, or list them again (a property added in Google
 * Analytics after connecting). Brand administration, like the connection itself.
 */
import { and, eq } from "drizzle-orm";
import { googleConnections } from "@/db/schema";
import { ActionError, brandAction } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { withScope } from "@/lib/brand-scope";
import { listGa4Properties } from "./google/analytics-admin";
import { ANALYTICS_READONLY, GOOGLE_NOT_CONFIGURED, googleOAuthConfig } from "./google/config";
import { getGoogleAccessToken } from "./google/connection";
import { chooseGa4PropertyInput, refreshGa4PropertiesInput } from "./ga4-inputs";

const admin = { module: "brand-settings", access: "edit" } as const;

export const chooseGa4PropertyAction = brandAction("chooseGa4Property", chooseGa4PropertyInput, { ...admin, failure: "Could not save the Google Analytics property" }, async (scope, { property }) =>
  withScope(scope, async (tx) => {
    const [row] = await tx.select({ id: googleConnections.id, list: googleConnections.ga4Properties }).from(googleConnections).where(eq(googleConnections.brandId, scope.brandId)).limit(1);
    if (!row) throw new ActionError("Connect Google first.");
    const chosen = row.list.find((p) => p.property === property);
    // Only a property the connected account reaches: anything else would fail at every sync.
    if (!chosen) throw new ActionError(`The connected Google account has no Google Analytics property "${property}". Pick one from the list, or reconnect with an account that has it.`);
    await tx.update(googleConnections).set({ ga4Property: property }).where(and(eq(googleConnections.id, row.id), eq(googleConnections.brandId, scope.brandId)));
    await logScopeActivity(tx, scope, "choose_ga4_property", `Chose the Google Analytics property ${chosen.displayName} (${property})`, { property });
    return { property, displayName: chosen.displayName };
  }),
);

export const refreshGa4PropertiesAction = brandAction("refreshGa4Properties", refreshGa4PropertiesInput, { ...admin, failure: "Could not list the Google Analytics properties" }, async (scope) => {
  const config = googleOAuthConfig();
  if (!config) throw new ActionError(GOOGLE_NOT_CONFIGURED);
  const access = await getGoogleAccessToken(scope, ANALYTICS_READONLY);
  if (!access.ok) throw new ActionError(access.failure.message);
  const listed = await listGa4Properties(config, { scope }, access.value.accessToken);
  if (!listed.ok) throw new ActionError(listed.failure.message);
  return withScope(scope, async (tx) => {
    const [row] = await tx.select({ id: googleConnections.id, ga4Property: googleConnections.ga4Property }).from(googleConnections).where(eq(googleConnections.brandId, scope.brandId)).limit(1);
    if (!row) throw new ActionError("Connect Google first.");
    const kept = row.ga4Property && listed.value.some((p) => p.property === row.ga4Property) ? row.ga4Property : null;
    const ga4Property = kept ?? (listed.value.length === 1 ? listed.value[0]!.property : null);
    await tx.update(googleConnections).set({ ga4Properties: listed.value, ga4Property }).where(and(eq(googleConnections.id, row.id), eq(googleConnections.brandId, scope.brandId)));
    return { properties: listed.value.length, ga4Property };
  });
});
