/** Tunables of the built-in auth endpoint, from lib/env.ts (validated there, defaults here). */
import { env, siteUrl } from "@/lib/env";
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

export type RateLimitBucket =
  | "token"
  | "verify"
  | "signup"
  | "otp"
  | "recover"
  | "resend"
  | "user_update"
  | "reauthenticate"
  | "factor_challenge"
  | "factor_verify";

/** An MFA challenge can be verified for this long (GoTrue MFA_CHALLENGE_EXPIRY_DURATION). */
export const MFA_CHALLENGE_EXPIRY_SECONDS = 300;
/** Unverified factors without challenges are deleted after this long (GoTrue MFA_FACTOR_EXPIRY_DURATION). */
export const MFA_FACTOR_EXPIRY_SECONDS = 300;
/** GoTrue MFA_MAX_ENROLLED_FACTORS / MFA_MAX_VERIFIED_FACTORS. */
export const MFA_MAX_FACTORS = 10;
/** A session this old needs a reauthentication nonce for a password change (when secure password change is on). */
export const REAUTHENTICATION_SESSION_AGE_SECONDS = 24 * 3600;

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
  /** GoTrue SECURE_PASSWORD_CHANGE: password changes in sessions older than 24 h need a reauthentication nonce. */
  securePasswordChange: boolean;
};

export function authConfig(): AuthConfig {
  const e = env();
  const site = siteUrl();
  const emailLimit = e.AUTH_RATE_LIMIT_EMAIL ?? 30;
  const mfaLimit = e.AUTH_RATE_LIMIT_MFA ?? 75;
  return {
    siteUrl: site,
    issuer: `${site}${AUTH_PATH}`,
    autoconfirm: e.AUTH_AUTOCONFIRM,
    rateLimits: {
      token: e.AUTH_RATE_LIMIT_TOKEN ?? 150,
      verify: e.AUTH_RATE_LIMIT_VERIFY ?? 30,
      signup: emailLimit,
      otp: emailLimit,
      recover: emailLimit,
      resend: emailLimit,
      user_update: emailLimit,
      reauthenticate: emailLimit,
      factor_challenge: mfaLimit,
      factor_verify: mfaLimit,
    },
    emailSendInterval: e.AUTH_EMAIL_SEND_INTERVAL ?? 60,
    refreshTokenReuseInterval: e.AUTH_REFRESH_TOKEN_REUSE_INTERVAL ?? 10,
    redirectAllowList: redirectAllowList(),
    securePasswordChange: e.AUTH_SECURE_PASSWORD_CHANGE,
  };
}

/** AUTH_REDIRECT_ALLOW_LIST as a list of origins. */
export function redirectAllowList(): string[] {
  return (env().AUTH_REDIRECT_ALLOW_LIST ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}
