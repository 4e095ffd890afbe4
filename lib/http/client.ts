/**
 * The one outbound HTTP client of the app. Webhooks and every provider API go through
 * `outbound.request()`; nothing else in the server opens connections to addresses users configure.
 *
 * Guarantees:
 * - SSRF guard first (lib/http/guard.ts): a refused URL never gets a socket, DNS included for
 *   literal addresses; the connection goes to the checked address (pinned `lookup`, no second
 *   resolution), and every redirect hop is checked again the same way.
 * - Timeouts: connect (default 5 s) and total (default 15 s, body read included; callers that wait on
 *   a model's long answer may ask for up to 120 s).
 * - Size caps: the request body (default 1 MiB) is refused before sending; the response body is
 *   read up to `maxResponseBytes` (default 1 MiB) and the rest is dropped (`truncated`).
 * - Every call, refused ones included, writes one API-call audit row (lib/http/audit.ts) with the
 *   host and a redacted path only.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { env } from "@/lib/env";
import { checkUrl, OutboundBlockedError, type CheckedTarget, type GuardConfig } from "./guard";
import { dbAuditWriter, type ApiCallRow, type AuditContext, type AuditWriter } from "./audit";
import { redactPath } from "./redact";

export { OutboundBlockedError } from "./guard";

export const DEFAULT_TIMEOUT_MS = 15_000;
export const MAX_TIMEOUT_MS = 120_000;
const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
const DEFAULT_MAX_BYTES = 1024 * 1024;
const USER_AGENT = "GrowthOS/1.0 (+outbound)";

export type OutboundRequest = {
  url: string;
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD";
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Whole call including the body read; default 15 s, capped at 120 s. */
  timeoutMs?: number;
  connectTimeoutMs?: number;
  maxResponseBytes?: number;
  maxRequestBytes?: number;
  /** Redirects to follow (each hop re-checked by the guard); default 0 = a 3xx is returned as is. */
  maxRedirects?: number;
};

export type OutboundResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  truncated: boolean;
  latencyMs: number;
  bytesIn: number;
  bytesOut: number;
  finalUrl: string;
  /** The audit row of the final hop (for markCallFailed when the body turns out unusable). */
  auditId: string;
};

export class OutboundTimeoutError extends Error {
  readonly code = "timeout";
  constructor(phase: "connect" | "total", ms: number) {
    super(phase === "connect" ? `No connection within ${ms} ms.` : `No complete answer within ${ms} ms.`);
    this.name = "OutboundTimeoutError";
  }
}

export class OutboundNetworkError extends Error {
  readonly code = "network";
  constructor(message: string) {
    super(message);
    this.name = "OutboundNetworkError";
  }
}

export class OutboundTooLargeError extends Error {
  readonly code = "too_large";
  constructor(bytes: number, max: number) {
    super(`The request body is ${bytes} bytes; the limit is ${max}.`);
    this.name = "OutboundTooLargeError";
  }
}

export type OutboundError = OutboundBlockedError | OutboundTimeoutError | OutboundNetworkError | OutboundTooLargeError;

export function isOutboundError(e: unknown): e is OutboundError {
  return (
    e instanceof OutboundBlockedError ||
    e instanceof OutboundTimeoutError ||
    e instanceof OutboundNetworkError ||
    e instanceof OutboundTooLargeError
  );
}

export type TransportInit = {
  method: string;
  headers: Record<string, string>;
  body: Buffer | null;
  connectTimeoutMs: number;
  /** Absolute time (ms since epoch) by which everything must be done. */
  deadline: number;
  totalTimeoutMs: number;
  maxResponseBytes: number;
};

export type TransportResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  truncated: boolean;
  bytesIn: number;
};

/** Opens the connection to an already checked target. Swappable in tests to prove no connection happens. */
export type Transport = (target: CheckedTarget, init: TransportInit) => Promise<TransportResponse>;

/** Answers every lookup with the address the guard checked. */
function pinnedLookup(target: CheckedTarget): LookupFunction {
  return ((_host: string, options: { all?: boolean }, cb: (...args: unknown[]) => void) => {
    if (options?.all) cb(null, [{ address: target.address, family: target.family }]);
    else cb(null, target.address, target.family);
  }) as unknown as LookupFunction;
}

export const nodeTransport: Transport = (target, init) =>
  new Promise((resolve, reject) => {
    const mod = target.url.protocol === "https:" ? https : http;
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(connectTimer);
      clearTimeout(totalTimer);
      fn();
    };
    const req = mod.request({
      protocol: target.url.protocol,
      hostname: target.hostname,
      port: target.port,
      path: `${target.url.pathname}${target.url.search}`,
      method: init.method,
      headers: { ...init.headers, host: target.url.host },
      agent: false,
      lookup: isIP(target.hostname) ? undefined : pinnedLookup(target),
      servername: isIP(target.hostname) ? undefined : target.hostname,
    });
    const connectTimer = setTimeout(
      () => req.destroy(new OutboundTimeoutError("connect", init.connectTimeoutMs)),
      Math.min(init.connectTimeoutMs, Math.max(0, init.deadline - Date.now())),
    );
    const totalTimer = setTimeout(() => req.destroy(new OutboundTimeoutError("total", init.totalTimeoutMs)), Math.max(0, init.deadline - Date.now()));
    req.on("socket", (socket) => {
      const connected = () => clearTimeout(connectTimer);
      socket.once(target.url.protocol === "https:" ? "secureConnect" : "connect", connected);
    });
    req.on("error", (e) => {
      finish(() => reject(isOutboundError(e) ? e : new OutboundNetworkError(e.message || "The connection failed.")));
    });
    req.on("response", (res) => {
      if (Number(res.headers["content-length"]) > init.maxResponseBytes) {
        // Announced larger than the cap: not a byte of it is read.
        finish(() => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.alloc(0), truncated: true, bytesIn: 0 }));
        res.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      let kept = 0;
      let seen = 0;
      let truncated = false;
      const done = () =>
        finish(() =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), truncated, bytesIn: seen }),
        );
      res.on("data", (chunk: Buffer) => {
        seen += chunk.length;
        const room = init.maxResponseBytes - kept;
        if (room > 0) {
          const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
          chunks.push(part);
          kept += part.length;
        }
        if (seen > init.maxResponseBytes) {
          // The cap is reached: stop reading instead of buffering an unbounded body.
          truncated = true;
          done();
          res.destroy();
        }
      });
      res.on("end", done);
      res.on("error", (e) => finish(() => reject(isOutboundError(e) ? e : new OutboundNetworkError(e.message))));
      res.on("close", () => {
        if (!settled && res.readableEnded === false) done();
      });
    });
    if (init.body) req.end(init.body);
    else req.end();
  });

export type OutboundDeps = GuardConfig & { transport?: Transport; audit?: AuditWriter };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function header(headers: TransportResponse["headers"], name: string): string | undefined {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

export function createOutboundClient(deps: OutboundDeps = {}) {
  const transport = deps.transport ?? nodeTransport;
  const writeAudit = deps.audit ?? dbAuditWriter;

  async function audit(ctx: AuditContext, row: Omit<ApiCallRow, "id" | "brandId" | "userId" | "jobId" | "provider" | "purpose" | "retry">): Promise<string> {
    const full: ApiCallRow = {
      ...row,
      id: randomUUID(),
      brandId: ctx.brandId,
      userId: ctx.userId ?? ctx.scope?.userId ?? null,
      jobId: ctx.jobId ?? null,
      provider: ctx.provider,
      purpose: ctx.purpose,
      retry: ctx.retry ?? 0,
    };
    try {
      await writeAudit(full, ctx);
    } catch (e) {
      // The call happened; a failed ledger write must not turn it into a failed call.
      console.error(`[outbound] audit row for ${full.host} not written: ${e instanceof Error ? e.message : String(e)}`);
    }
    return full.id!;
  }

  /**
   * Makes one outbound call under the guard and writes its audit row(s). Throws an OutboundError
   * when there is no HTTP response (refused, timeout, network, request too large); any HTTP status
   * is a response, not an exception.
   */
  async function request(req: OutboundRequest, ctx: AuditContext): Promise<OutboundResponse> {
    const method = req.method ?? "GET";
    const totalTimeoutMs = Math.min(req.timeoutMs ?? DEFAULT_TIMEOUT_MS, MAX_TIMEOUT_MS, env().OUTBOUND_MAX_TIMEOUT_SECONDS * 1000);
    const connectTimeoutMs = Math.min(req.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS, totalTimeoutMs);
    const maxResponseBytes = req.maxResponseBytes ?? DEFAULT_MAX_BYTES;
    const maxRequestBytes = req.maxRequestBytes ?? DEFAULT_MAX_BYTES;
    const started = Date.now();
    const deadline = started + totalTimeoutMs;

    let url = req.url;
    let hopMethod: string = method;
    let body = req.body === undefined ? null : Buffer.from(req.body);
    let redirectsLeft = req.maxRedirects ?? 0;

    for (;;) {
      const hopStart = Date.now();
      let hostForAudit = "(invalid URL)";
      let pathForAudit = "/";
      try {
        const u = new URL(url);
        hostForAudit = u.host.toLowerCase();
        pathForAudit = redactPath(u.pathname);
      } catch {
        /* audited as an invalid URL */
      }
      const bytesOut = body?.length ?? 0;
      try {
        if (bytesOut > maxRequestBytes) throw new OutboundTooLargeError(bytesOut, maxRequestBytes);
        const target = await checkUrl(url, deps);
        if (Date.now() >= deadline) throw new OutboundTimeoutError("total", totalTimeoutMs);
        const headers: Record<string, string> = { "user-agent": USER_AGENT, ...req.headers };
        const res = await transport(target, {
          method: hopMethod,
          headers,
          body,
          connectTimeoutMs,
          deadline,
          totalTimeoutMs,
          maxResponseBytes,
        });
        const latencyMs = Date.now() - hopStart;
        const metered = ctx.meter?.({ status: res.status, body: res.body }) ?? {};
        const auditId = await audit(ctx, {
          method: hopMethod,
          host: hostForAudit,
          path: pathForAudit,
          status: res.status,
          ok: res.status >= 200 && res.status < 300,
          errorCode: null,
          errorMessage: null,
          latencyMs,
          bytesOut,
          bytesIn: res.bytesIn,
          costUsd: metered.costUsd == null ? null : String(metered.costUsd),
          tokensIn: metered.tokensIn ?? null,
          tokensOut: metered.tokensOut ?? null,
          model: metered.model ?? null,
        });
        const location = header(res.headers, "location");
        if (REDIRECTS.has(res.status) && location && redirectsLeft > 0) {
          redirectsLeft--;
          url = new URL(location, target.url).toString();
          if (res.status === 303 || ((res.status === 301 || res.status === 302) && hopMethod === "POST")) {
            hopMethod = "GET";
            body = null;
          }
          continue;
        }
        return {
          status: res.status,
          headers: res.headers,
          body: res.body,
          truncated: res.truncated,
          latencyMs: Date.now() - started,
          bytesIn: res.bytesIn,
          bytesOut,
          finalUrl: url,
          auditId,
        };
      } catch (e) {
        const err = isOutboundError(e) ? e : new OutboundNetworkError(e instanceof Error ? e.message : String(e));
        await audit(ctx, {
          method: hopMethod,
          host: hostForAudit,
          path: pathForAudit,
          status: null,
          ok: false,
          errorCode: err.code,
          errorMessage: err.message.slice(0, 500),
          latencyMs: Date.now() - hopStart,
          bytesOut: err.code === "blocked" || err.code === "too_large" ? 0 : bytesOut,
          bytesIn: 0,
          costUsd: null,
        });
        throw err;
      }
    }
  }

  return { request };
}

export type OutboundClient = ReturnType<typeof createOutboundClient>;

/** The app's client: system resolver, real connections, audit rows in the database. */
export const outbound: OutboundClient = createOutboundClient();
