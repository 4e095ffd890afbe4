/**
 * Per-request plumbing of the endpoint: the parsed JSON body (1 MB cap, GoTrue's bad_json), typed
 * field access, the client address used by the per-IP limits, and validators shared by handlers.
 */
import { authConfig, BODY_LIMIT_BYTES, type AuthConfig, type RateLimitBucket, RATE_LIMIT_WINDOW_SECONDS } from "@/lib/auth/config";
import { AuthHttpError, badRequest, tooManyRequests } from "./errors";
import { takeRateLimit } from "@/lib/rate-limit";
import type { GrantContext } from "./store";
import { parseCodeChallengeMethod } from "./crypto";
import { requestOrigin, siteOrigin } from "@/lib/site-origin";

export type Body = Record<string, unknown>;

export type AuthRequestOptions = {
  /**
   * The end user's address when the request is made in-process on their behalf (server client,
   * proxy). Takes precedence over the request headers, which a caller could set to anything.
   */
  clientIp?: string | null;
};

export class Ctx {
  readonly url: URL;
  readonly cfg: AuthConfig;
  readonly ip: string;
  readonly userAgent: string | null;
  private parsed: Body | undefined;

  constructor(
    readonly req: Request,
    readonly path: string,
    opts: AuthRequestOptions,
  ) {
    this.url = new URL(req.url);
    // Mail links and redirect fallbacks keep the origin the user is on (lib/site-origin.ts). A browser
    // call names it in Host; an in-process call from the server has none and carries it in its URL.
    this.cfg = { ...authConfig(), siteUrl: siteOrigin(requestOrigin(req.headers) ?? this.url.origin) };
    this.ip = opts.clientIp || clientIpFromHeaders(req.headers) || "unknown";
    this.userAgent = req.headers.get("user-agent");
  }

  get grant(): GrantContext {
    return { ip: this.ip === "unknown" ? null : this.ip, userAgent: this.userAgent };
  }

  query(name: string): string | null {
    return this.url.searchParams.get(name);
  }

  async body(): Promise<Body> {
    if (this.parsed) return this.parsed;
    const text = await readLimited(this.req, BODY_LIMIT_BYTES);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (e) {
      throw badRequest("bad_json", `Could not parse request body as JSON: ${e instanceof Error ? e.message : "invalid JSON"}`);
    }
    // Go decodes `null` into an empty struct; anything else that is not an object is an error there.
    if (value === null) value = {};
    if (typeof value !== "object" || Array.isArray(value)) {
      throw badRequest("bad_json", "Could not parse request body as JSON: the body must be a JSON object");
    }
    this.parsed = value as Body;
    return this.parsed;
  }

  /**
   * Per-IP limit of GoTrue (N per 5 minutes per endpoint group), counted in Postgres
   * (lib/rate-limit.ts) so it holds across app instances and restarts; 429 over_request_rate_limit
   * with Retry-After.
   */
  async limit(bucket: RateLimitBucket): Promise<void> {
    const r = await takeRateLimit(`auth:ip:${bucket}:${this.ip}`, { limit: this.cfg.rateLimits[bucket], windowSeconds: RATE_LIMIT_WINDOW_SECONDS });
    const wait = r.retryAfterSeconds;
    if (!r.allowed) throw tooManyRequests("over_request_rate_limit", "Request rate limit reached", wait);
  }
}

/** GoTrue's utilities.GetIPAddress: the first X-Forwarded-For entry (set by the proxy in front). */
export function clientIpFromHeaders(headers: Headers): string | null {
  const xff = headers.get("x-forwarded-for");
  const first = xff?.split(",")[0]?.trim();
  if (first) return first;
  return headers.get("x-real-ip")?.trim() || null;
}

async function readLimited(req: Request, limit: number): Promise<string> {
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function tooLarge(): AuthHttpError {
  return new AuthHttpError(413, "request_too_large", "Request body is larger than 1 MB");
}

function wrongType(field: string, type: string): AuthHttpError {
  return badRequest("bad_json", `Could not parse request body as JSON: "${field}" must be ${type}`);
}

export function optString(body: Body, field: string): string {
  const v = body[field];
  if (v === undefined || v === null) return "";
  if (typeof v !== "string") throw wrongType(field, "a string");
  return v;
}

/** Like optString, but distinguishes "absent" (null) from "" (GoTrue's *string fields). */
export function nullableString(body: Body, field: string): string | null {
  const v = body[field];
  if (v === undefined || v === null) return null;
  if (typeof v !== "string") throw wrongType(field, "a string");
  return v;
}

export function optObject(body: Body, field: string): Record<string, unknown> | null {
  const v = body[field];
  if (v === undefined || v === null) return null;
  if (typeof v !== "object" || Array.isArray(v)) throw wrongType(field, "an object");
  return v as Record<string, unknown>;
}

export function optBool(body: Body, field: string, fallback: boolean): boolean {
  const v = body[field];
  if (v === undefined || v === null) return fallback;
  if (typeof v !== "boolean") throw wrongType(field, "a boolean");
  return v;
}

// The regex of github.com/badoux/checkmail, which GoTrue validates addresses with.
const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue validateEmail: required, ≤ 255, checkmail format; returns the lower-cased address. */
export function validateEmail(raw: string): string {
  const email = raw.trim();
  if (!email) throw badRequest("validation_failed", "An email address is required");
  if (email.length > 255) throw badRequest("validation_failed", "An email address is too long");
  if (!EMAIL_RE.test(email)) throw badRequest("validation_failed", "Unable to validate email address: invalid format");
  return email.toLowerCase();
}

const CHALLENGE_RE = /^[A-Za-z0-9\-._~]{43,128}$/;

/** GoTrue validatePKCEParams. Returns the challenge when the request starts a PKCE flow. */
export function pkceParams(body: Body): { challenge: string; method: string } | null {
  const challenge = optString(body, "code_challenge");
  const methodRaw = optString(body, "code_challenge_method");
  if (!challenge && !methodRaw) return null;
  if (!challenge || !methodRaw) {
    throw badRequest("validation_failed", "PKCE flow requires code_challenge_method and code_challenge");
  }
  const method = parseCodeChallengeMethod(methodRaw);
  if (!method) throw badRequest("validation_failed", `unsupported code_challenge method "${methodRaw}"`);
  if (!CHALLENGE_RE.test(challenge)) {
    throw badRequest("validation_failed", "code challenge has to be between 43 and 128 characters and contain only unreserved characters");
  }
  return { challenge, method };
}
