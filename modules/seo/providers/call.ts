/**
 * One provider call through lib/http's outbound client, shared by every SEO client: the budget
 * check before a paid call, the audit context (provider, purpose, cost read from the answer), the
 * outbound client's own failures turned into ProviderFailure, and the JSON body parsed once.
 *
 * Invariant: a call the provider answered but whose answer is unusable (an error status, an error
 * inside a 200, a body that is not the documented shape) has its audit row marked failed with the
 * reason, so /integrations and the API-call audit show the failure, never a green call that produced
 * "no data".
 */
import { isOutboundError, markCallFailed, outbound, type OutboundRequest } from "@/lib/http";
import type { ProviderFailure } from "../types";
import type { ProviderCallContext, SeoProviderKind } from "./types";

export const DEFAULT_TIMEOUT_MS = 60_000;
/** SERP and Labs answers with 100 results and AI Overview markdown run to a few MB. */
const MAX_RESPONSE_BYTES = 16 * 1024 * 1024;

export type ProviderAnswer = {
  status: number;
  /** The parsed body; undefined when it is not JSON. */
  json: unknown;
  text: string;
  headers: Record<string, string | string[] | undefined>;
  auditId: string;
  costUsd: number | null;
};

export type SendSpec = {
  provider: SeoProviderKind;
  /** "DataForSEO", "SerpApi" … for messages. */
  providerName: string;
  request: OutboundRequest;
  /** Worst-case cost of this call for the budget check; null = free (Search Console). */
  estimateUsd: number | null;
  /** The call's cost from its answer (status, parsed body), for the audit row and the result. */
  cost: (status: number, json: unknown) => number | null;
};

function parse(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8")) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends the request, or returns the failure that stopped it: over budget (no request at all), the
 * guard refused the address, no answer in time, no connection.
 */
export async function send(spec: SendSpec, ctx: ProviderCallContext): Promise<{ ok: true; answer: ProviderAnswer } | { ok: false; failure: ProviderFailure }> {
  if (spec.estimateUsd !== null && ctx.checkBudget) {
    const refusal = await ctx.checkBudget(spec.estimateUsd);
    if (refusal) return { ok: false, failure: { kind: "budget", message: refusal } };
  }
  let parsed: unknown;
  let costUsd: number | null = null;
  try {
    const res = await (ctx.client ?? outbound).request(
      { timeoutMs: ctx.timeoutMs ?? DEFAULT_TIMEOUT_MS, maxResponseBytes: MAX_RESPONSE_BYTES, ...spec.request },
      {
        brandId: ctx.scope.brandId,
        scope: ctx.scope,
        jobId: ctx.jobId ?? null,
        provider: spec.provider,
        purpose: ctx.purpose,
        retry: ctx.retry ?? 0,
        meter: ({ status, body }) => {
          parsed = parse(body);
          costUsd = spec.cost(status, parsed);
          return { costUsd };
        },
      },
    );
    if (res.truncated) {
      const failure: ProviderFailure = { kind: "provider_error", status: res.status, message: `${spec.providerName}'s answer was larger than ${MAX_RESPONSE_BYTES / 1024 / 1024} MB and was cut off; ask for fewer results.` };
      await markCallFailed({ id: res.auditId, brandId: ctx.scope.brandId, scope: ctx.scope }, "too_large", failure.message);
      return { ok: false, failure };
    }
    return { ok: true, answer: { status: res.status, json: parsed, text: res.body.toString("utf8"), headers: res.headers, auditId: res.auditId, costUsd } };
  } catch (e) {
    if (!isOutboundError(e)) throw e;
    if (e.code === "timeout") return { ok: false, failure: { kind: "timeout", message: `${spec.providerName} did not answer in time (${e.message}) Try again; if it keeps happening, ask for fewer results.` } };
    if (e.code === "blocked") return { ok: false, failure: { kind: "provider_error", status: null, message: `${spec.providerName} was not called: ${e.message}` } };
    return { ok: false, failure: { kind: "provider_error", status: null, message: `${spec.providerName} could not be reached: ${e.message}` } };
  }
}

/**
 * A failure decided from an answer: its audit row is marked failed with the failure's kind and
 * message — a 2xx with an error inside would otherwise stay green, and a 4xx would show only
 * "HTTP 401" on /integrations instead of what to fix.
 */
export async function failAnswered(answer: ProviderAnswer, ctx: ProviderCallContext, failure: ProviderFailure): Promise<{ ok: false; failure: ProviderFailure }> {
  await markCallFailed({ id: answer.auditId, brandId: ctx.scope.brandId, scope: ctx.scope }, failure.kind, failure.message);
  return { ok: false, failure };
}

/** The answer is not the documented shape: say where, so a provider change is found fast. */
export function malformed(providerName: string, status: number, where: string): ProviderFailure {
  return { kind: "provider_error", status, message: `${providerName} answered in an unexpected format (${where}). Nothing was stored; try again later.` };
}

/** A short, printable piece of a provider's own message. */
export function said(text: unknown): string | null {
  if (typeof text !== "string") return null;
  const t = text.replace(/\s+/g, " ").trim();
  return t ? t.slice(0, 300) : null;
}

/** Seconds to wait from a Retry-After header, for the rate-limit message. */
export function retryAfter(headers: ProviderAnswer["headers"]): string {
  const v = headers["retry-after"];
  const s = Array.isArray(v) ? v[0] : v;
  return s && /^\d+$/.test(s) ? ` Try again in ${s} s.` : " Try again in a minute.";
}
