/**
 * The public API's one door (app/api/v1/[...path]/route.ts): route → API key → rate limit → key scope
 * → the creator's permission (the same assertAccess as the UI) → input validation → idempotency →
 * handler → response validated against its declared schema. Every refusal is a problem+json answer;
 * bad input is never a 500.
 */
import { z } from "zod";
import { databaseFailure } from "@/db/client";
import { ActionError } from "@/lib/action";
import { ForbiddenError, NotFoundError, assertAccess, type BrandScope } from "@/lib/brand-scope";
import { env } from "@/lib/env";
import { MODULES } from "@/lib/navigation/registry";
import { rateLimitHeaders, takeRateLimit, type RateLimitRule } from "@/lib/rate-limit";
import { matchPath, type Endpoint } from "./endpoint";
import { withIdempotency, type StoredAnswer } from "./idempotency";
import { authenticate, scopeAllows, type AuthenticatedKey } from "./keys";
import { ApiError, fromZod, problemResponse } from "./problem";

export const API_BASE = "/api/v1";
/** Bodies above this are refused before parsing (413). */
export const MAX_BODY_BYTES = 1_000_000;

export function apiRateRule(): RateLimitRule {
  return { limit: env().API_RATE_LIMIT_PER_MINUTE, windowSeconds: 60 };
}

const JSON_HEADERS = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };

/** Query string → object; a repeated name becomes an array. */
function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of url.searchParams) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

async function readJsonBody(req: Request): Promise<unknown> {
  const type = (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw new ApiError("payload-too-large", `The body may be at most ${MAX_BODY_BYTES} bytes.`);
  const text = await req.text();
  if (Buffer.byteLength(text, "utf8") > MAX_BODY_BYTES) throw new ApiError("payload-too-large", `The body may be at most ${MAX_BODY_BYTES} bytes.`);
  if (!text.trim()) return undefined;
  if (type !== "application/json" && !type.endsWith("+json")) {
    throw new ApiError("unsupported-media-type", "Send the body as JSON with `Content-Type: application/json`.");
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new ApiError("invalid-request", `The body is not valid JSON: ${e instanceof Error ? e.message : "parse error"}.`, { errors: [{ path: "body", message: "not valid JSON" }] });
  }
}

function parseWith<S extends z.ZodType | undefined>(schema: S, value: unknown, where: "path" | "query" | "body"): unknown {
  if (!schema) {
    if (where === "body" && value !== undefined) throw new ApiError("invalid-request", "This endpoint takes no request body.", { errors: [{ path: "body", message: "no body expected" }] });
    return where === "body" ? undefined : {};
  }
  const parsed = schema.safeParse(where === "body" ? (value ?? {}) : value);
  if (!parsed.success) throw fromZod(parsed.error, where);
  return parsed.data;
}

/** Maps what a handler (or the module code it calls) throws onto a problem. */
export function toApiError(e: unknown, endpoint?: Endpoint): ApiError {
  if (e instanceof ApiError) return e;
  if (e instanceof NotFoundError) return new ApiError("not-found", "No such object in this brand. It may have been deleted.");
  if (e instanceof ForbiddenError) {
    return new ApiError("forbidden", `The key's creator can view ${endpoint ? MODULES[endpoint.module] : "this"} in this brand but not change it, so the key cannot either.`);
  }
  if (e instanceof ActionError) return new ApiError("unprocessable", e.message);
  if (e instanceof z.ZodError) return fromZod(e, "body");
  const db = databaseFailure(e, "api");
  if (db) return db.status === 503 ? new ApiError("unavailable", db.message, { headers: { "retry-after": "5" } }) : new ApiError("insufficient-storage", db.message);
  console.error(`[api] ${endpoint ? `${endpoint.method} ${endpoint.path}` : "request"} failed:`, e);
  return new ApiError("internal", "The request could not be completed. Try again; if it keeps failing, contact support with the time of the request.");
}

async function run(endpoint: Endpoint, scope: BrandScope, key: AuthenticatedKey, req: Request, rawParams: Record<string, string>, query: unknown, body: unknown): Promise<StoredAnswer> {
  const result = await endpoint.handler({ scope, key, req, params: rawParams, query, body });
  const out = endpoint.response.safeParse(result);
  if (!out.success) {
    // The handler broke its own contract: a bug on our side, never the caller's.
    console.error(`[api] ${endpoint.operationId} answered outside its schema:`, out.error.issues.slice(0, 5));
    throw new ApiError("internal", "The request could not be completed. Try again; if it keeps failing, contact support with the time of the request.");
  }
  return { status: endpoint.status, body: out.data };
}

/**
 * Answers one request to /api/v1/<segments>. `extraRoutes` answers the few public, keyless paths
 * (the OpenAPI document, the reference page) before the endpoint registry is consulted.
 */
export async function handleApiRequest(req: Request, segments: readonly string[], extraRoutes?: (method: string, path: string) => Promise<Response | null>): Promise<Response> {
  const url = new URL(req.url);
  const path = `/${segments.map((s) => encodeURIComponent(s)).join("/")}`;
  const instance = `${API_BASE}${path}`;
  const method = req.method.toUpperCase();
  let headers: Record<string, string> = {};
  let endpoint: Endpoint | undefined;
  try {
    if (extraRoutes) {
      const extra = await extraRoutes(method, path);
      if (extra) return extra;
    }
    const matches = matchPath(segments);
    if (!matches.length) throw new ApiError("not-found", `There is no endpoint ${instance}. See ${API_BASE}/docs for the list.`);
    const match = matches.find((m) => m.endpoint.method === method || (method === "HEAD" && m.endpoint.method === "GET"));
    if (!match) {
      const allow = [...new Set(matches.map((m) => m.endpoint.method))].join(", ");
      throw new ApiError("method-not-allowed", `${instance} answers ${allow}.`, { headers: { Allow: allow } });
    }
    endpoint = match.endpoint;

    const { key, scope } = await authenticate(req);
    const rule = apiRateRule();
    const limited = await takeRateLimit(`api:key:${key.id}`, rule);
    headers = rateLimitHeaders(limited, rule);
    if (!limited.allowed) {
      throw new ApiError("rate-limited", `This key may make ${rule.limit} requests per minute. Retry after ${limited.retryAfterSeconds} s.`);
    }
    if (!scopeAllows(key.scopes, endpoint.module, endpoint.access)) {
      throw new ApiError(
        "insufficient-scope",
        `This key lacks the scope ${endpoint.module}:${endpoint.access} (${MODULES[endpoint.module]}, ${endpoint.access}). Create a key with that scope under Brand Settings → API keys.`,
      );
    }
    try {
      await assertAccess(scope, endpoint.module, endpoint.access === "write" ? "edit" : "view");
    } catch (e) {
      if (e instanceof NotFoundError) throw new ApiError("forbidden", `The key's creator can no longer open ${MODULES[endpoint.module]} in this brand, so the key cannot either.`);
      throw e;
    }

    const params = parseWith(endpoint.params, match.params, "path");
    const query = parseWith(endpoint.query, queryObject(url), "query");
    const rawBody = method === "GET" || method === "HEAD" || method === "DELETE" ? undefined : await readJsonBody(req);
    const body = parseWith(endpoint.body, rawBody, "body");

    const idempotencyKey = req.headers.get("idempotency-key");
    const ep = endpoint;
    const answer =
      method === "POST" && idempotencyKey !== null
        ? await withIdempotency(scope, key.id, idempotencyKey, { method, path, body: rawBody ?? null }, () => run(ep, scope, key, req, params as Record<string, string>, query, body))
        : { ...(await run(ep, scope, key, req, params as Record<string, string>, query, body)), replayed: false };
    const responseHeaders: Record<string, string> = { ...JSON_HEADERS, ...headers };
    if (answer.replayed) responseHeaders["Idempotent-Replayed"] = "true";
    return new Response(method === "HEAD" ? null : JSON.stringify(answer.body), { status: answer.status, headers: responseHeaders });
  } catch (e) {
    return problemResponse(toApiError(e, endpoint), instance, headers);
  }
}
