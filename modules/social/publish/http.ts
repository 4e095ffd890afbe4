/**
 * One social API call through lib/http (SSRF guard, timeouts, the API-call audit row, metered per
 * brand): the JSON parsed once, and every way it can go wrong turned into a PublishFailure the
 * state machine knows how to handle (retryable or permanent, with a message a person can act on).
 */
import { isOutboundError, markCallFailed, outbound, type OutboundClient, type OutboundRequest } from "@/lib/http";
import { classifyHttp, parseRetryAfter, type Failure } from "./state";

export class PublishFailure extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
    this.name = "PublishFailure";
  }
}

export type CallContext = {
  brandId: string;
  jobId?: string | null;
  retry?: number;
  /** Tests pass a client with a loopback-allowing guard. */
  client?: OutboundClient;
};

export type Answer = { status: number; json: unknown; body: Buffer; headers: Record<string, string | string[] | undefined>; auditId: string };

export function header(headers: Answer["headers"], name: string): string | undefined {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

function parse(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8")) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends the request. A refused address, a timeout or no connection throw a retryable failure (the
 * network may be back next time; a guard refusal is permanent); any HTTP status comes back as is,
 * for the caller to read the network's own error body.
 */
export async function call(network: string, provider: "linkedin" | "meta", purpose: string, request: OutboundRequest, ctx: CallContext): Promise<Answer> {
  try {
    const res = await (ctx.client ?? outbound).request({ timeoutMs: 30_000, ...request }, { brandId: ctx.brandId, jobId: ctx.jobId ?? null, provider, purpose, retry: ctx.retry ?? 0 });
    if (res.truncated) throw new PublishFailure({ kind: "permanent", message: `${network}: the answer from ${new URL(request.url).host} was too large.` });
    return { status: res.status, json: parse(res.body), body: res.body, headers: res.headers, auditId: res.auditId };
  } catch (e) {
    if (isOutboundError(e)) {
      const permanent = e.code === "blocked" || e.code === "too_large";
      throw new PublishFailure({ kind: permanent ? "permanent" : "retryable", message: `${network} could not be reached: ${e.message}` });
    }
    throw e;
  }
}

/** An unusable answer: the audit row is marked failed and the failure classified by status. */
export async function failWith(answer: Answer, brandId: string, message: string, override?: Failure["kind"]): Promise<never> {
  await markCallFailed({ id: answer.auditId, brandId }, answer.status >= 400 ? `http_${answer.status}` : "invalid_output", message);
  const f = classifyHttp(answer.status >= 400 ? answer.status : 502, message, parseRetryAfter(header(answer.headers, "retry-after")));
  throw new PublishFailure(override ? { ...f, kind: override } : f);
}
