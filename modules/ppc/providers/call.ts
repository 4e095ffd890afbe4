/**
 * One ad-network call through lib/http's outbound client (SSRF guard, timeouts, an api_calls row per
 * call under provider "google_ads" or "microsoft_ads"), the failure kinds both clients map their
 * documented error bodies to, and the OAuth 2.0 token endpoint both networks share (RFC 6749 §4.1.3
 * and §6: form-encoded grant, answer {access_token, expires_in, refresh_token?, scope?}, errors
 * {error, error_description}).
 *
 * Invariant: an answer that is unusable gets its audit row marked failed with the reason, and codes,
 * tokens and secrets travel only in bodies and headers, never in a URL the audit keeps.
 */
import { z } from "zod";
import type { PpcNetwork } from "@/db/schema";
import type { BrandScope } from "@/lib/brand-scope";
import { isOutboundError, markCallFailed, outbound, type OutboundClient } from "@/lib/http";
import { ADS_NETWORK_NAME } from "./config";

export type AdsCallContext = { scope: BrandScope; jobId?: string | null; client?: OutboundClient };

export type AdsFailureKind =
  /** The token was revoked or expired: only reconnecting helps. */
  | "expired_token"
  /** The signed-in user or the developer token has no access to the account. */
  | "missing_permission"
  | "rate_limited"
  | "bad_request"
  | "provider_error"
  | "unreachable"
  | "invalid_output";

export type AdsFailure = { kind: AdsFailureKind; message: string; status: number | null; code?: string };
export type AdsResult<T> = { ok: true; value: T } | { ok: false; failure: AdsFailure };
export type AdsAnswer = { status: number; json: unknown; body: Buffer; auditId: string };

function parse(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8")) as unknown;
  } catch {
    return undefined;
  }
}

export async function send(
  ctx: AdsCallContext,
  network: PpcNetwork,
  purpose: string,
  req: { url: string; method: "GET" | "POST"; headers: Record<string, string>; body?: string; maxResponseBytes?: number; timeoutMs?: number },
): Promise<{ ok: true; answer: AdsAnswer } | { ok: false; failure: AdsFailure }> {
  try {
    const res = await (ctx.client ?? outbound).request(
      { url: req.url, method: req.method, headers: req.headers, body: req.body, timeoutMs: req.timeoutMs ?? 60_000, maxResponseBytes: req.maxResponseBytes ?? 64 * 1024 * 1024 },
      { brandId: ctx.scope.brandId, scope: ctx.scope, jobId: ctx.jobId ?? null, provider: network, purpose },
    );
    return { ok: true, answer: { status: res.status, json: parse(res.body), body: res.body, auditId: res.auditId } };
  } catch (e) {
    if (!isOutboundError(e)) throw e;
    return { ok: false, failure: { kind: "unreachable", status: null, message: `${ADS_NETWORK_NAME[network]} could not be reached (${e.message}). Try again in a moment.` } };
  }
}

export async function fail(ctx: AdsCallContext, answer: AdsAnswer, failure: AdsFailure): Promise<{ ok: false; failure: AdsFailure }> {
  await markCallFailed({ id: answer.auditId, brandId: ctx.scope.brandId, scope: ctx.scope }, failure.code ?? failure.kind, failure.message);
  return { ok: false, failure };
}

export type TokenAnswer = { accessToken: string; expiresIn: number; refreshToken: string | null; scopes: string[] };

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive(), refresh_token: z.string().min(1).optional(), scope: z.string().optional() });
const oauthErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });

/** The authorization-code or refresh-token grant at `tokenUrl`, errors in words with what to do. */
export async function tokenGrant(
  ctx: AdsCallContext,
  network: PpcNetwork,
  tokenUrl: string,
  fields: Record<string, string>,
): Promise<AdsResult<TokenAnswer>> {
  const name = ADS_NETWORK_NAME[network];
  const refresh = fields.grant_type === "refresh_token";
  const sent = await send(ctx, network, refresh ? "ppc.oauth.refresh" : "ppc.oauth.exchange", {
    url: tokenUrl,
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams(fields).toString(),
    timeoutMs: 20_000,
    maxResponseBytes: 256 * 1024,
  });
  if (!sent.ok) return sent;
  const { answer } = sent;
  if (answer.status !== 200) {
    const e = oauthErrorSchema.safeParse(answer.json);
    const error = e.success ? e.data.error : `HTTP ${answer.status}`;
    const said = e.success && e.data.error_description ? ` ${name} said: "${e.data.error_description.split("\r\n")[0]!.slice(0, 200)}"` : "";
    if (error === "invalid_grant") {
      return fail(ctx, answer, {
        kind: "expired_token",
        status: answer.status,
        code: error,
        message: refresh ? `${name} no longer accepts this brand's connection (invalid_grant: revoked or expired). Reconnect ${name} on Integrations.${said}` : `${name} refused the sign-in code (invalid_grant: already used or expired). Connect again.${said}`,
      });
    }
    if (error === "invalid_client" || error === "unauthorized_client") {
      return fail(ctx, answer, { kind: "provider_error", status: answer.status, code: error, message: `${name} refused this deployment's OAuth client (${error}): check its client id and secret.${said}` });
    }
    return fail(ctx, answer, { kind: "provider_error", status: answer.status, code: error, message: `${name}'s token endpoint refused the request (${error}).${said || " Try again later."}` });
  }
  const t = tokenSchema.safeParse(answer.json);
  if (!t.success) return fail(ctx, answer, { kind: "invalid_output", status: 200, message: `${name}'s token endpoint answered without access_token/expires_in. Try again later.` });
  return { ok: true, value: { accessToken: t.data.access_token, expiresIn: t.data.expires_in, refreshToken: t.data.refresh_token ?? null, scopes: (t.data.scope ?? "").split(/\s+/).filter(Boolean) } };
}

/** Micros (Google's money unit, a string in JSON for int64) → the account currency, to the cent. */
export function fromMicros(v: unknown): number {
  const n = typeof v === "string" ? Number(v) : typeof v === "number" ? v : 0;
  return Number.isFinite(n) ? Math.round(n / 10_000) / 100 : 0;
}

/** int64 / double fields of proto3 JSON: strings or numbers, absent when zero. */
export function num(v: unknown): number {
  const n = typeof v === "string" ? Number(v) : typeof v === "number" ? v : 0;
  return Number.isFinite(n) ? n : 0;
}
