/**
 * The deployment's Google Ads and Microsoft Advertising API access and the networks' addresses
 * (lib/env.ts validates them). Tests and the e2e server point the addresses at the loopback fake
 * (GOOGLE_ADS_API_BASE / GOOGLE_ADS_AUTH_BASE, MICROSOFT_ADS_API_BASE / MICROSOFT_ADS_AUTH_BASE).
 */
import type { PpcNetwork } from "@/db/schema";
import { env } from "@/lib/env";

/** The Google Ads API version every call is pinned to (a version lives about a year; bump with the release notes). */
export const GOOGLE_ADS_VERSION = "v23";
export const GOOGLE_ADS_SCOPE = "https://www.googleapis.com/auth/adwords";
/** Microsoft Advertising API scope plus offline_access, so a refresh token comes back. */
export const MICROSOFT_ADS_SCOPE = "https://ads.microsoft.com/msads.manage offline_access";

export type GoogleAdsConfig = { clientId: string; clientSecret: string; developerToken: string; apiBase: string; authUrl: string; tokenUrl: string };
export type MicrosoftAdsConfig = { clientId: string; clientSecret: string; developerToken: string; reportingBase: string; customerBase: string; authUrl: string; tokenUrl: string };

type AdsEnv = Partial<
  Record<
    | "GOOGLE_ADS_DEVELOPER_TOKEN"
    | "GOOGLE_ADS_CLIENT_ID"
    | "GOOGLE_ADS_CLIENT_SECRET"
    | "GOOGLE_CLIENT_ID"
    | "GOOGLE_CLIENT_SECRET"
    | "GOOGLE_ADS_API_BASE"
    | "GOOGLE_ADS_AUTH_BASE"
    | "MICROSOFT_ADS_CLIENT_ID"
    | "MICROSOFT_ADS_CLIENT_SECRET"
    | "MICROSOFT_ADS_DEVELOPER_TOKEN"
    | "MICROSOFT_ADS_API_BASE"
    | "MICROSOFT_ADS_AUTH_BASE",
    string
  >
>;

const blank = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);
const trim = (v: string) => v.replace(/\/+$/, "");

/** The env vars still missing for a network, in the order an operator sets them. */
export function missingAdsEnv(network: PpcNetwork, source: AdsEnv = env()): string[] {
  if (network === "google_ads") {
    const missing: string[] = [];
    if (!blank(source.GOOGLE_ADS_DEVELOPER_TOKEN)) missing.push("GOOGLE_ADS_DEVELOPER_TOKEN");
    const hasClient = (blank(source.GOOGLE_ADS_CLIENT_ID) && blank(source.GOOGLE_ADS_CLIENT_SECRET)) || (blank(source.GOOGLE_CLIENT_ID) && blank(source.GOOGLE_CLIENT_SECRET));
    if (!hasClient) missing.push("GOOGLE_ADS_CLIENT_ID", "GOOGLE_ADS_CLIENT_SECRET");
    return missing;
  }
  return (["MICROSOFT_ADS_CLIENT_ID", "MICROSOFT_ADS_CLIENT_SECRET", "MICROSOFT_ADS_DEVELOPER_TOKEN"] as const).filter((k) => !blank(source[k]));
}

export function googleAdsConfig(source: AdsEnv = env()): GoogleAdsConfig | null {
  if (missingAdsEnv("google_ads", source).length) return null;
  // A dedicated Ads client wins; otherwise the Search Console client (one Google Cloud project can enable both APIs).
  const own = blank(source.GOOGLE_ADS_CLIENT_ID) && blank(source.GOOGLE_ADS_CLIENT_SECRET);
  const auth = blank(source.GOOGLE_ADS_AUTH_BASE);
  return {
    clientId: own ? blank(source.GOOGLE_ADS_CLIENT_ID)! : blank(source.GOOGLE_CLIENT_ID)!,
    clientSecret: own ? blank(source.GOOGLE_ADS_CLIENT_SECRET)! : blank(source.GOOGLE_CLIENT_SECRET)!,
    developerToken: blank(source.GOOGLE_ADS_DEVELOPER_TOKEN)!,
    apiBase: trim(blank(source.GOOGLE_ADS_API_BASE) ?? "https://googleads.googleapis.com"),
    authUrl: auth ? `${trim(auth)}/o/oauth2/v2/auth` : "https://accounts.google.com/o/oauth2/v2/auth",
    tokenUrl: auth ? `${trim(auth)}/token` : "https://oauth2.googleapis.com/token",
  };
}

export function microsoftAdsConfig(source: AdsEnv = env()): MicrosoftAdsConfig | null {
  if (missingAdsEnv("microsoft_ads", source).length) return null;
  const api = blank(source.MICROSOFT_ADS_API_BASE);
  const auth = trim(blank(source.MICROSOFT_ADS_AUTH_BASE) ?? "https://login.microsoftonline.com");
  return {
    clientId: blank(source.MICROSOFT_ADS_CLIENT_ID)!,
    clientSecret: blank(source.MICROSOFT_ADS_CLIENT_SECRET)!,
    developerToken: blank(source.MICROSOFT_ADS_DEVELOPER_TOKEN)!,
    reportingBase: api ? trim(api) : "https://reporting.api.bingads.microsoft.com",
    customerBase: api ? trim(api) : "https://clientcenter.api.bingads.microsoft.com",
    // "common": work, school and personal Microsoft accounts can all hold Microsoft Advertising access.
    authUrl: `${auth}/common/oauth2/v2.0/authorize`,
    tokenUrl: `${auth}/common/oauth2/v2.0/token`,
  };
}

export const adsCallbackPath = "/social-auth-callback";

export { PPC_NETWORK_LABELS as ADS_NETWORK_NAME } from "../labels";

/** What an operator sets to turn a network on, naming exactly the env vars still missing (shown on /integrations). */
export function adsNotConfigured(network: PpcNetwork, source: AdsEnv = env()): string | null {
  const missing = missingAdsEnv(network, source);
  if (!missing.length) return null;
  const list = missing.join(", ");
  return network === "google_ads"
    ? `Google Ads needs this deployment's API access: set ${list} (a developer token from the manager account's API Center, and an OAuth client of type "Web application" in a Google Cloud project with the Google Ads API enabled; GOOGLE_CLIENT_ID/SECRET serve if they are set), and add <site origin>/social-auth-callback to its authorised redirect URIs.`
    : `Microsoft Advertising needs this deployment's API access: set ${list} (an app registered in Microsoft Entra with a client secret, and a developer token from the Microsoft Advertising Developer Portal), and add <site origin>/social-auth-callback as a Web redirect URI of the app.`;
}
