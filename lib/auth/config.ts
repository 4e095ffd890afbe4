/**
 * Tunables of the built-in auth endpoint. Read from process.env on every call (not through the
 * cached env()) so integration tests can tighten a limit for one test; lib/env.ts validates the
 * same variables at start, so a malformed value never reaches this parser in a running app.
 */
import { siteUrl } from "@/lib/env";
import { BUILTIN_SUPABASE_PATH } from "@/lib/supabase/config";

/** Where the built-in endpoint is mounted (supabase-js appends /auth/v1 to the Supabase URL). */
export const AUTH_PATH = `${BUILTIN_SUPABASE_PATH}/auth/v1`;

export const JWT_EXPIRY_SECONDS = 3600;
export const PASSWORD_MIN_LENGTH = 6;
/** bcrypt reads at most 72 bytes; GoTrue refuses longer passwords instead of truncating them. */
export const PASSWORD_MAX_BYTES = 72;
/** Lifetime of an email link / code (GoTrue MAILER_OTP_EXP on hosted projects). */
export const OTP_EXPIRY_SECONDS = 3600;
export const OTP_LENGTH = 6;
export const FLOW_STATE_EXPIRY_SECONDS = 300;
export const BODY_LIMIT_BYTES = 1024 * 1024;
export const RATE_LIMIT_WINDOW_SECONDS = 300;

export type RateLimitBucket = "token" | "verify" | "signup" | "otp" | "recover" | "resend" | "user_update";

export type AuthConfig = {
  siteUrl: string;
  /** iss claim of access tokens: the auth URL supabase-js talks to. */
  issuer: string;
  autoconfirm: boolean;
  /** Requests per IP per 5 minutes; 0 switches that limit off. */
  rateLimits: Record<RateLimitBucket, number>;
  /** Seconds between two mails of one kind to one address (GoTrue SMTP_MAX_FREQUENCY); 0 = off. */
  emailSendInterval: number;
  /** Seconds a rotated refresh token stays usable (two tabs refreshing at once). */
  refreshTokenReuseInterval: number;
  /** Extra origins (scheme://host[:port]) accepted as redirect_to besides the site URL. */
  redirectAllowList: string[];
};

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}

function flag(name: string): boolean {
  const v = process.env[name];
  return v === "true" || v === "1";
}

export function authConfig(): AuthConfig {
  const site = siteUrl();
  const emailLimit = int("AUTH_RATE_LIMIT_EMAIL", 30);
  return {
    siteUrl: site,
    issuer: `${site}${AUTH_PATH}`,
    autoconfirm: flag("AUTH_AUTOCONFIRM"),
    rateLimits: {
      token: int("AUTH_RATE_LIMIT_TOKEN", 150),
      verify: int("AUTH_RATE_LIMIT_VERIFY", 30),
      signup: emailLimit,
      otp: emailLimit,
      recover: emailLimit,
      resend: emailLimit,
      user_update: emailLimit,
    },
    emailSendInterval: int("AUTH_EMAIL_SEND_INTERVAL", 60),
    refreshTokenReuseInterval: int("AUTH_REFRESH_TOKEN_REUSE_INTERVAL", 10),
    redirectAllowList: redirectAllowList(),
  };
}

/** AUTH_REDIRECT_ALLOW_LIST as a list of origins (validated at start by lib/env.ts). */
export function redirectAllowList(): string[] {
  return (process.env.AUTH_REDIRECT_ALLOW_LIST ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}
