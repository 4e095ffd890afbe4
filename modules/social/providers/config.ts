/**
 * The deployment's Meta and LinkedIn apps and the networks' addresses (lib/env.ts validates them);
 * tests and the e2e server point the addresses at loopback fakes (META_API_BASE, META_AUTH_BASE,
 * LINKEDIN_API_BASE, LINKEDIN_AUTH_BASE).
 */
import type { SocialNetwork } from "@/db/schema";
import { env } from "@/lib/env";

/** The Graph API version every Meta call is pinned to (Meta keeps a version for two years). */
export const META_GRAPH_VERSION = "v21.0";
/** LinkedIn's versioned REST API: the `LinkedIn-Version` header (YYYYMM) of every /rest call. */
export const LINKEDIN_VERSION = "202410";

/**
 * Facebook Login for Business permissions: read the Pages the person manages and their linked
 * Instagram professional account, its insights, and publish to it (social publishing uses the same
 * connection).
 */
export const META_SCOPES = ["instagram_basic", "instagram_manage_insights", "instagram_content_publish", "pages_show_list", "pages_read_engagement", "business_management"] as const;
/** Community Management API: read and post as the organisations the member administers, and their follower statistics. */
export const LINKEDIN_SCOPES = ["r_organization_social", "w_organization_social", "rw_organization_admin"] as const;

export type MetaConfig = { appId: string; appSecret: string; apiBase: string; authBase: string };
export type LinkedInConfig = { clientId: string; clientSecret: string; apiBase: string; authBase: string };

type SocialEnv = Partial<Record<"META_APP_ID" | "META_APP_SECRET" | "META_API_BASE" | "META_AUTH_BASE" | "LINKEDIN_CLIENT_ID" | "LINKEDIN_CLIENT_SECRET" | "LINKEDIN_API_BASE" | "LINKEDIN_AUTH_BASE", string>>;

const blank = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);
const base = (v: string | undefined, fallback: string) => (blank(v) ?? fallback).replace(/\/+$/, "");

export function metaConfig(source: SocialEnv = env()): MetaConfig | null {
  const appId = blank(source.META_APP_ID);
  const appSecret = blank(source.META_APP_SECRET);
  if (!appId || !appSecret) return null;
  return { appId, appSecret, apiBase: base(source.META_API_BASE, "https://graph.facebook.com"), authBase: base(source.META_AUTH_BASE, "https://www.facebook.com") };
}

export function linkedInConfig(source: SocialEnv = env()): LinkedInConfig | null {
  const clientId = blank(source.LINKEDIN_CLIENT_ID);
  const clientSecret = blank(source.LINKEDIN_CLIENT_SECRET);
  if (!clientId || !clientSecret) return null;
  return { clientId, clientSecret, apiBase: base(source.LINKEDIN_API_BASE, "https://api.linkedin.com"), authBase: base(source.LINKEDIN_AUTH_BASE, "https://www.linkedin.com") };
}

export const socialCallbackPath = "/social-auth-callback";

/** What an operator sets to turn each network on (shown on /integrations and /sm-competitors-list, exactly). */
export const NOT_CONFIGURED: Record<SocialNetwork, string> = {
  instagram:
    "Instagram needs this deployment's Meta app: set META_APP_ID and META_APP_SECRET (a Meta app with Facebook Login for Business and the Instagram Graph API), and add <site origin>/social-auth-callback to its valid OAuth redirect URIs.",
  linkedin:
    "LinkedIn needs this deployment's LinkedIn app: set LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET (an app with the Community Management API product), and add <site origin>/social-auth-callback to its authorized redirect URLs.",
};

export const NETWORK_NAME: Record<SocialNetwork, string> = { instagram: "Instagram", linkedin: "LinkedIn" };
