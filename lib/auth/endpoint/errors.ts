/**
 * GoTrue's error shapes. Which one a client gets depends on the X-Supabase-Api-Version request
 * header: auth-js reads `code` only when the response echoes that header, `error_code` otherwise,
 * so both shapes must be exact or clients lose the error code (and e.g. session_not_found would no
 * longer sign them out).
 */

export const API_VERSION_HEADER = "X-Supabase-Api-Version";
export const API_VERSION_2024 = "2024-01-01";

export type ErrorCode =
  | "bad_json"
  | "bad_jwt"
  | "bad_code_verifier"
  | "conflict"
  | "email_exists"
  | "email_not_confirmed"
  | "flow_state_expired"
  | "flow_state_not_found"
  | "insufficient_aal"
  | "invalid_credentials"
  | "mfa_challenge_expired"
  | "mfa_factor_name_conflict"
  | "mfa_factor_not_found"
  | "mfa_ip_address_mismatch"
  | "mfa_phone_enroll_not_enabled"
  | "mfa_verification_failed"
  | "mfa_webauthn_enroll_not_enabled"
  | "no_authorization"
  | "not_admin"
  | "not_found"
  | "otp_disabled"
  | "otp_expired"
  | "over_email_send_rate_limit"
  | "over_request_rate_limit"
  | "phone_provider_disabled"
  | "reauthentication_needed"
  | "reauthentication_not_valid"
  | "refresh_token_already_used"
  | "refresh_token_not_found"
  | "request_too_large"
  | "same_password"
  | "session_expired"
  | "session_not_found"
  | "signup_disabled"
  | "too_many_enrolled_mfa_factors"
  | "unexpected_failure"
  | "user_already_exists"
  | "user_banned"
  | "user_not_found"
  | "validation_failed"
  | "weak_password";

export class AuthHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: { weakPasswordReasons?: string[]; retryAfter?: number } = {},
  ) {
    super(message);
  }
}

/** OAuth-style `{error, error_description}` (always 400), used by GoTrue for malformed grants. */
export class OAuthStyleError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export const badRequest = (code: ErrorCode, message: string) => new AuthHttpError(400, code, message);
export const forbidden = (code: ErrorCode, message: string) => new AuthHttpError(403, code, message);
export const unprocessable = (code: ErrorCode, message: string) => new AuthHttpError(422, code, message);
export const notFound = (code: ErrorCode, message: string) => new AuthHttpError(404, code, message);

export function weakPassword(message: string, reasons: string[]): AuthHttpError {
  return new AuthHttpError(422, "weak_password", message, { weakPasswordReasons: reasons });
}

export function tooManyRequests(code: "over_request_rate_limit" | "over_email_send_rate_limit", message: string, retryAfter: number) {
  return new AuthHttpError(429, code, message, { retryAfter: Math.max(1, Math.ceil(retryAfter)) });
}

/**
 * The API version a request asked for: 2024-01-01 when the header holds a date on or after it,
 * else null (the initial version, legacy error bodies, no echo) — GoTrue's DetermineClosestAPIVersion.
 */
export function requestedApiVersion(headers: Headers): string | null {
  const raw = headers.get(API_VERSION_HEADER)?.trim();
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
  const t = Date.parse(`${raw}T00:00:00Z`);
  if (Number.isNaN(t)) return null;
  return t >= Date.parse(`${API_VERSION_2024}T00:00:00Z`) ? API_VERSION_2024 : null;
}

export function errorResponse(err: AuthHttpError | OAuthStyleError, apiVersion: string | null, baseHeaders: Headers): Response {
  const headers = new Headers(baseHeaders);
  headers.set("Content-Type", "application/json");
  if (err instanceof OAuthStyleError) {
    return new Response(JSON.stringify({ error: err.error, error_description: err.description }), { status: 400, headers });
  }
  headers.set("x-sb-error-code", err.code);
  if (err.extra.retryAfter) headers.set("Retry-After", String(err.extra.retryAfter));
  let body: Record<string, unknown>;
  if (apiVersion) {
    body = { code: err.code, message: err.message };
  } else {
    body = { code: err.status, error_code: err.code, msg: err.message };
  }
  if (err.extra.weakPasswordReasons) body.weak_password = { reasons: err.extra.weakPasswordReasons };
  return new Response(JSON.stringify(body), { status: err.status, headers });
}
