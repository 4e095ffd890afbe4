/**
 * A loopback stand-in for the SEO data providers, for tests and demos: one node:http server on
 * 127.0.0.1 that answers DataForSEO, SerpApi, Serper and Search Console requests with the
 * documented bodies kept in tests/fixtures/seo/providers/ (one per endpoint), checks each
 * provider's auth the way it does, and answers a wrong key the way that provider documents.
 * A test scripts other answers (errors, delays, malformed bodies) with `next()`. Never used by the app.
 */
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

export const FAKE_KEYS = {
  dataforseo: "login@example.test:dfs-password-123",
  serpapi: "serpapi0123456789abcdef0123456789abcdef",
  serper: "serper0123456789abcdef0123456789abcdef",
  gsc: "ya29.fake-google-access-token",
} as const;

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/seo/providers");

/**
 * A server environment whose deployment default SERP and keyword-data provider is DataForSEO at
 * `baseUrl` (the fake) with the fake's credentials, as the browser tests run the app.
 */
export function fakeSeoEnv(baseUrl: string): Record<string, string> {
  const [login, password] = FAKE_KEYS.dataforseo.split(/:(.*)/s) as [string, string];
  return { DATAFORSEO_LOGIN: login, DATAFORSEO_PASSWORD: password, DATAFORSEO_BASE_URL: baseUrl };
}

export function fixture(name: string): unknown {
  return JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), "utf8")) as unknown;
}

const DATAFORSEO_ROUTES: Record<string, string> = {
  "/v3/serp/google/organic/live/advanced": "dataforseo-serp-google-organic-live-advanced",
  "/v3/keywords_data/google_ads/search_volume/live": "dataforseo-keywords-data-google-ads-search-volume-live",
  "/v3/dataforseo_labs/google/keyword_ideas/live": "dataforseo-labs-google-keyword-ideas-live",
  "/v3/dataforseo_labs/google/keyword_suggestions/live": "dataforseo-labs-google-keyword-suggestions-live",
  "/v3/dataforseo_labs/google/ranked_keywords/live": "dataforseo-labs-google-ranked-keywords-live",
  "/v3/dataforseo_labs/google/domain_intersection/live": "dataforseo-labs-google-domain-intersection-live",
  "/v3/backlinks/summary/live": "dataforseo-backlinks-summary-live",
  "/v3/backlinks/referring_domains/live": "dataforseo-backlinks-referring-domains-live",
  "/v3/backlinks/backlinks/live": "dataforseo-backlinks-backlinks-live",
  "/v3/backlinks/anchors/live": "dataforseo-backlinks-anchors-live",
  "/v3/backlinks/domain_intersection/live": "dataforseo-backlinks-domain-intersection-live",
};

/**
 * Backlinks answers depend on the target: a fixture named "<endpoint>.<target>.json" answers for that
 * target (the brand's own profile in the tests, stridelab.example), the plain one for every other.
 */
function fixtureFor(name: string, body: unknown): unknown {
  const target = Array.isArray(body) ? (body[0] as { target?: unknown } | undefined)?.target : undefined;
  if (typeof target === "string" && /^[a-z0-9.-]+$/i.test(target) && existsSync(path.join(FIXTURES, `${name}.${target}.json`))) return fixture(`${name}.${target}`);
  return fixture(name);
}

export type FakeSeoRequest = { method: string; path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders; body: unknown };
/** A scripted answer: a JSON body (or raw text) with a status, after an optional delay. */
export type FakeSeoReply = { status?: number; json?: unknown; raw?: string; delayMs?: number; headers?: Record<string, string> };

export type FakeSeoProviders = {
  baseUrl: string;
  host: string;
  requests: FakeSeoRequest[];
  /** Answers the next request(s) with these instead of the fixture. */
  next: (...replies: FakeSeoReply[]) => void;
  reset: () => void;
  close: () => Promise<void>;
};

/** DataForSEO's own envelope around an error status (HTTP 200 unless given). */
export function dataForSeoError(statusCode: number, message: string, where: "envelope" | "task" = "envelope"): unknown {
  const base = { version: "0.1.20261110", time: "0.0310 sec.", cost: 0, tasks_count: 1, tasks_error: 1 };
  if (where === "envelope") return { ...base, status_code: statusCode, status_message: message, tasks: null };
  return { ...base, status_code: 20000, status_message: "Ok.", tasks: [{ id: "11261021-1535-0139-0000-000000000000", status_code: statusCode, status_message: message, time: "0 sec.", cost: 0, result_count: 0, path: [], data: {}, result: null }] };
}

function route(req: FakeSeoRequest): FakeSeoReply {
  const auth = req.headers.authorization ?? "";
  const dfs = DATAFORSEO_ROUTES[req.path];
  if (dfs && req.method === "POST") {
    if (auth !== `Basic ${Buffer.from(FAKE_KEYS.dataforseo).toString("base64")}`) {
      return { status: 401, json: dataForSeoError(40100, "You are not authorized to access this resource. See your login details here: https://app.dataforseo.com/api-access") };
    }
    return { json: req.path.startsWith("/v3/backlinks/") ? fixtureFor(dfs, req.body) : fixture(dfs) };
  }
  if (req.path === "/search.json" && req.method === "GET") {
    if (req.query.get("api_key") !== FAKE_KEYS.serpapi) return { status: 401, json: { error: "Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key" } };
    return { json: fixture("serpapi-search") };
  }
  if (req.path === "/search" && req.method === "POST") {
    if (req.headers["x-api-key"] !== FAKE_KEYS.serper) return { status: 403, json: { message: "Unauthorized.", statusCode: 403 } };
    return { json: fixture("serper-search") };
  }
  const gsc = /^\/webmasters\/v3\/sites\/([^/]+)\/searchAnalytics\/query$/.exec(req.path);
  if (gsc && req.method === "POST") {
    if (auth !== `Bearer ${FAKE_KEYS.gsc}`) {
      return { status: 401, json: { error: { code: 401, message: "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.", status: "UNAUTHENTICATED" } } };
    }
    // Pages the fixture's rows the way the API does: rowLimit rows from startRow. The rows follow the
    // asked dimensions: query × page × date, or the whole-property date × device and date × country.
    const body = req.body as { startRow?: number; rowLimit?: number; dimensions?: string[] };
    const dims = (body.dimensions ?? []).join(",");
    const named = dims === "date,device" ? "gsc-search-analytics-query.date-device" : dims === "date,country" ? "gsc-search-analytics-query.date-country" : "gsc-search-analytics-query";
    const all = fixture(named) as { rows: unknown[]; responseAggregationType: string };
    const start = body.startRow ?? 0;
    const rows = all.rows.slice(start, start + (body.rowLimit ?? 1000));
    return { json: rows.length ? { rows, responseAggregationType: all.responseAggregationType } : { responseAggregationType: all.responseAggregationType } };
  }
  return { status: 404, json: { error: `No route ${req.method} ${req.path}` } };
}

export async function startFakeSeoProviders(port = 0): Promise<FakeSeoProviders> {
  const requests: FakeSeoRequest[] = [];
  let script: FakeSeoReply[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      void (async () => {
        const url = new URL(req.url ?? "/", "http://fake.local");
        const text = Buffer.concat(chunks).toString("utf8");
        let body: unknown = null;
        try {
          body = text ? (JSON.parse(text) as unknown) : null;
        } catch {
          body = text;
        }
        const seen: FakeSeoRequest = { method: req.method ?? "GET", path: url.pathname, query: url.searchParams, headers: req.headers, body };
        requests.push(seen);
        const reply = script.shift() ?? route(seen);
        if (reply.delayMs) await new Promise((ok) => setTimeout(ok, reply.delayMs));
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { "content-type": "application/json", ...reply.headers });
        res.end(reply.raw ?? JSON.stringify(reply.json ?? null));
      })();
    });
  });
  await new Promise<void>((ok) => server.listen(port, "127.0.0.1", ok));
  const actual = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${actual}`,
    host: `127.0.0.1:${actual}`,
    requests,
    next: (...replies) => script.push(...replies),
    reset: () => {
      script = [];
      requests.length = 0;
    },
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
