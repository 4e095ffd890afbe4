/**
 * One social network call through lib/http's outbound client (SSRF guard, timeouts, an api_calls
 * row per call), shared by the Meta and LinkedIn clients, and the failure kinds both map their
 * documented error bodies to.
 *
 * Invariant: an answer that is unusable (error status, body not in the documented shape) gets its
 * audit row marked failed with the reason, so the API-call audit never shows a green call that
 * produced nothing.
 */
import type { BrandScope } from "@/lib/brand-scope";
import { isOutboundError, markCallFailed, outbound, type OutboundClient } from "@/lib/http";

export type SocialCallContext = { scope: BrandScope; jobId?: string | null; client?: OutboundClient };

export type SocialFailureKind =
  /** The token expired or was revoked: only reconnecting helps. */
  | "expired_token"
  /** The connection lacks a permission the call needs. */
  | "missing_permission"
  | "rate_limited"
  /** Instagram: the account is personal, not a Business or Creator account (business_discovery and insights need one). */
  | "not_professional"
  | "not_found"
  | "provider_error"
  | "unreachable"
  | "invalid_output";

export type SocialFailure = { kind: SocialFailureKind; message: string; status: number | null; retryAfterMs?: number };
export type SocialResult<T> = { ok: true; value: T } | { ok: false; failure: SocialFailure };

export type SocialAnswer = { status: number; json: unknown; headers: Record<string, string | string[] | undefined>; auditId: string };

type Provider = "meta" | "linkedin";
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;
const NAME: Record<Provider, string> = { meta: "Meta", linkedin: "LinkedIn" };

function parse(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8")) as unknown;
  } catch {
    return undefined;
  }
}

export async function send(
  ctx: SocialCallContext,
  provider: Provider,
  purpose: string,
  req: { url: string; method: "GET" | "POST" | "DELETE"; headers: Record<string, string>; body?: string },
): Promise<{ ok: true; answer: SocialAnswer } | { ok: false; failure: SocialFailure }> {
  try {
    const res = await (ctx.client ?? outbound).request(
      { ...req, timeoutMs: 30_000, maxResponseBytes: MAX_ANSWER_BYTES },
      { brandId: ctx.scope.brandId, scope: ctx.scope, jobId: ctx.jobId ?? null, provider, purpose },
    );
    if (res.truncated) {
      const message = `${NAME[provider]} answered with more than ${MAX_ANSWER_BYTES / 1024 / 1024} MB; the answer was not read. Try again later.`;
      return fail(ctx, { status: res.status, json: undefined, headers: res.headers, auditId: res.auditId }, { kind: "provider_error", status: res.status, message });
    }
    return { ok: true, answer: { status: res.status, json: parse(res.body), headers: res.headers, auditId: res.auditId } };
  } catch (e) {
    if (!isOutboundError(e)) throw e;
    return { ok: false, failure: { kind: "unreachable", status: null, message: `${NAME[provider]} could not be reached (${e.message}). Try again in a moment.` } };
  }
}

/** Marks the audit row failed and returns the failure. */
export async function fail(ctx: SocialCallContext, answer: SocialAnswer, failure: SocialFailure): Promise<{ ok: false; failure: SocialFailure }> {
  await markCallFailed({ id: answer.auditId, brandId: ctx.scope.brandId, scope: ctx.scope }, failure.kind, failure.message);
  return { ok: false, failure };
}

/** Retry-After in ms: delta-seconds or an HTTP date (RFC 9110 §10.2.3); undefined when absent or unreadable. */
export function retryAfterMs(headers: Record<string, string | string[] | undefined>, now = Date.now()): number | undefined {
  const raw = headers["retry-after"];
  const v = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!v) return undefined;
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export const said = (message: string | undefined, who: string) => (message ? ` ${who} said: "${message.slice(0, 200)}"` : "");
