/**
 * The deployment's Google OAuth client and Google's endpoints (lib/env.ts validates them); tests
 * pass their own values to point the endpoints at a loopback fake.
 */
import { env } from "@/lib/env";

export const GOOGLE_AUTH_URL = "https://accounts.google.com/o/oauth2/v2/auth";
export const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";
const GOOGLE_REVOKE_URL = "https://oauth2.googleapis.com/revoke";
const GSC_API_BASE = "https://www.googleapis.com";
const GA4_ADMIN_API_BASE = "https://analyticsadmin.googleapis.com";
const GA4_DATA_API_BASE = "https://analyticsdata.googleapis.com";

/** Search Console data, read only. */
export const WEBMASTERS_READONLY = "https://www.googleapis.com/auth/webmasters.readonly";
/** Google Analytics data and the account/property list, read only (Data API runReport, Admin API accountSummaries). */
export const ANALYTICS_READONLY = "https://www.googleapis.com/auth/analytics.readonly";
/** openid + email: the id_token names the connected account, so people see whose access the brand uses. */
export const CONNECT_SCOPES = [WEBMASTERS_READONLY, ANALYTICS_READONLY, "openid", "email"] as const;

export type GoogleOAuthConfig = {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  gscBaseUrl: string;
  ga4AdminBaseUrl: string;
  ga4DataBaseUrl: string;
};

const blank = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

/** The client and endpoints, or null when no Google OAuth client is configured. */
type GoogleEnv = Partial<Record<"GOOGLE_CLIENT_ID" | "GOOGLE_CLIENT_SECRET" | "GOOGLE_OAUTH_AUTH_URL" | "GOOGLE_OAUTH_TOKEN_URL" | "GOOGLE_OAUTH_REVOKE_URL" | "GSC_API_BASE_URL" | "GA4_ADMIN_API_BASE_URL" | "GA4_DATA_API_BASE_URL", string>>;

export function googleOAuthConfig(source: GoogleEnv = env()): GoogleOAuthConfig | null {
  const clientId = blank(source.GOOGLE_CLIENT_ID);
  const clientSecret = blank(source.GOOGLE_CLIENT_SECRET);
  if (!clientId || !clientSecret) return null;
  return {
    clientId,
    clientSecret,
    authUrl: blank(source.GOOGLE_OAUTH_AUTH_URL) ?? GOOGLE_AUTH_URL,
    tokenUrl: blank(source.GOOGLE_OAUTH_TOKEN_URL) ?? GOOGLE_TOKEN_URL,
    revokeUrl: blank(source.GOOGLE_OAUTH_REVOKE_URL) ?? GOOGLE_REVOKE_URL,
    gscBaseUrl: (blank(source.GSC_API_BASE_URL) ?? GSC_API_BASE).replace(/\/+$/, ""),
    ga4AdminBaseUrl: (blank(source.GA4_ADMIN_API_BASE_URL) ?? GA4_ADMIN_API_BASE).replace(/\/+$/, ""),
    ga4DataBaseUrl: (blank(source.GA4_DATA_API_BASE_URL) ?? GA4_DATA_API_BASE).replace(/\/+$/, ""),
  };
}

/** What an operator sets to turn the connection on (shown on /integrations, exactly). */
export const GOOGLE_NOT_CONFIGURED =
  "Google Search Console and Google Analytics need this deployment's Google OAuth client: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (an OAuth client of type \"Web application\" with the Search Console API, the Google Analytics Data API and the Google Analytics Admin API enabled), and add <site origin>/google-auth-callback to its authorised redirect URIs.";

export const callbackPath = "/google-auth-callback";
