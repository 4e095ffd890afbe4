/**
 * A loopback stand-in for Google's OAuth 2.0 endpoints, the Search Console sites list, the Analytics
 * Admin API's accountSummaries.list and the GA4 Data API's runReport, for tests and demos: answers
 * with the bodies Google documents (token: {access_token, expires_in, scope, token_type,
 * refresh_token?, id_token?}; errors {error, error_description}; sites {siteEntry:[{siteUrl,
 * permissionLevel}]}; accountSummaries {accountSummaries:[{name, account, displayName,
 * propertySummaries:[{property, displayName, propertyType, parent}]}], nextPageToken?}; runReport
 * {dimensionHeaders, metricHeaders, rows:[{dimensionValues, metricValues}], rowCount, metadata, kind}). The consent screen is replaced by an immediate
 * redirect to redirect_uri with a fresh code and the given state. Never used by the app.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_GOOGLE = {
  clientId: "1234567890-fake.apps.googleusercontent.com",
  clientSecret: "GOCSPX-fake-client-secret",
  email: "seo@example.test",
  sites: [
    { siteUrl: "https://www.example.test/", permissionLevel: "siteOwner" },
    { siteUrl: "sc-domain:example.test", permissionLevel: "siteFullUser" },
  ],
  /** Two accounts, one property each (the second on a second page of accountSummaries). */
  ga4Accounts: [
    { account: "accounts/1000", displayName: "Example Co", properties: [{ property: "properties/250000001", displayName: "example.test – GA4" }] },
    { account: "accounts/2000", displayName: "Example Agency", properties: [{ property: "properties/250000002", displayName: "Client blog" }] },
  ],
} as const;

/**
 * The organic sessions the fake's runReport answers for any day: per landing page × device, in the
 * United States. Deterministic, so tests can assert sums: per day 2 pages × 2 devices.
 */
export const FAKE_GA4_DAY = [
  { landingPage: "/", deviceCategory: "mobile", sessions: 30, engagedSessions: 20, keyEvents: 2 },
  { landingPage: "/", deviceCategory: "desktop", sessions: 12, engagedSessions: 9, keyEvents: 1.5 },
  { landingPage: "/guides/cold-brew", deviceCategory: "mobile", sessions: 8, engagedSessions: 5, keyEvents: 0 },
  { landingPage: "/guides/cold-brew", deviceCategory: "desktop", sessions: 4, engagedSessions: 3, keyEvents: 0 },
] as const;

/** The settings that point the app at a fake Google on `baseUrl` (plus its host:port in OUTBOUND_ALLOW_PRIVATE_HOSTS). */
export function fakeGoogleEnv(baseUrl: string): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: FAKE_GOOGLE.clientId,
    GOOGLE_CLIENT_SECRET: FAKE_GOOGLE.clientSecret,
    GOOGLE_OAUTH_AUTH_URL: `${baseUrl}/o/oauth2/v2/auth`,
    GOOGLE_OAUTH_TOKEN_URL: `${baseUrl}/token`,
    GOOGLE_OAUTH_REVOKE_URL: `${baseUrl}/revoke`,
    GSC_API_BASE_URL: baseUrl,
    GA4_ADMIN_API_BASE_URL: baseUrl,
    GA4_DATA_API_BASE_URL: baseUrl,
  };
}

export type FakeGoogleRequest = { method: string; path: string; form: URLSearchParams; body: string; headers: http.IncomingHttpHeaders };
export type FakeGoogleReply = { status: number; json: unknown };

export type FakeGoogle = {
  baseUrl: string;
  host: string;
  requests: FakeGoogleRequest[];
  /** Scopes the next consent grants (default: all asked for). */
  grantScopes: string | null;
  sites: { siteUrl: string; permissionLevel: string }[];
  /** False: runReport answers 403 PERMISSION_DENIED for every property. */
  ga4Access: boolean;
  /** Answers the next request(s) with these instead. */
  next: (...replies: FakeGoogleReply[]) => void;
  /** Issues a code as the consent screen would (for tests that skip the browser). */
  issueCode: (redirectUri: string, scope?: string) => string;
  /** Makes every refresh token answer invalid_grant, as after the user revoked access. */
  revokeAll: () => void;
  env: () => Record<string, string>;
  reset: () => void;
  close: () => Promise<void>;
};

function idToken(email: string): string {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
  return `${enc({ alg: "RS256", kid: "fake" })}.${enc({ iss: "https://accounts.google.com", aud: FAKE_GOOGLE.clientId, sub: "1100000000000000", email, email_verified: true })}.fake-signature`;
}

/** `port` 0 = any free port (integration tests); the browser tests use E2E_GOOGLE_PORT, which the e2e server is configured with. */
export async function startFakeGoogle(port = 0): Promise<FakeGoogle> {
  let seq = 0;
  const codes = new Map<string, { redirectUri: string; scope: string }>();
  const refreshTokens = new Map<string, string>();
  const accessTokens = new Set<string>();
  const accessScopes = new Map<string, string>();
  let queue: FakeGoogleReply[] = [];
  const requests: FakeGoogleRequest[] = [];

  const fake: FakeGoogle = {
    baseUrl: "",
    host: "",
    requests,
    grantScopes: null,
    sites: [...FAKE_GOOGLE.sites],
    ga4Access: true,
    next: (...r) => void queue.push(...r),
    issueCode(redirectUri, scope = "https://www.googleapis.com/auth/webmasters.readonly openid https://www.googleapis.com/auth/userinfo.email") {
      const code = `4/0Afake-${++seq}`;
      codes.set(code, { redirectUri, scope });
      return code;
    },
    revokeAll: () => refreshTokens.clear(),
    env: () => fakeGoogleEnv(fake.baseUrl),
    reset() {
      queue = [];
      requests.length = 0;
      fake.grantScopes = null;
      fake.sites = [...FAKE_GOOGLE.sites];
      fake.ga4Access = true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const oauthError = (error: string, description: string, status = 400): FakeGoogleReply => ({ status, json: { error, error_description: description } });
  const newAccess = (scope: string) => {
    const t = `ya29.fake-${++seq}`;
    accessTokens.add(t);
    accessScopes.set(t, scope);
    return t;
  };

  function token(form: URLSearchParams): FakeGoogleReply {
    if (form.get("client_id") !== FAKE_GOOGLE.clientId || form.get("client_secret") !== FAKE_GOOGLE.clientSecret) {
      return oauthError("invalid_client", "The OAuth client was not found.", 401);
    }
    if (form.get("grant_type") === "authorization_code") {
      const c = codes.get(form.get("code") ?? "");
      if (!c) return oauthError("invalid_grant", "Malformed auth code.");
      codes.delete(form.get("code")!);
      if (c.redirectUri !== form.get("redirect_uri")) return oauthError("redirect_uri_mismatch", "Bad Request");
      const refresh = `1//0fake-refresh-${++seq}`;
      refreshTokens.set(refresh, c.scope);
      return { status: 200, json: { access_token: newAccess(c.scope), expires_in: 3599, refresh_token: refresh, scope: c.scope, token_type: "Bearer", id_token: idToken(FAKE_GOOGLE.email) } };
    }
    if (form.get("grant_type") === "refresh_token") {
      const scope = refreshTokens.get(form.get("refresh_token") ?? "");
      if (!scope) return oauthError("invalid_grant", "Token has been expired or revoked.");
      return { status: 200, json: { access_token: newAccess(scope), expires_in: 3599, scope, token_type: "Bearer" } };
    }
    return oauthError("unsupported_grant_type", "Invalid grant_type: " + form.get("grant_type"));
  }

  function route(req: FakeGoogleRequest, url: URL): FakeGoogleReply | { redirect: string } {
    if (req.method === "GET" && url.pathname === "/o/oauth2/v2/auth") {
      const redirectUri = url.searchParams.get("redirect_uri")!;
      const back = new URL(redirectUri);
      back.searchParams.set("code", fake.issueCode(redirectUri, fake.grantScopes ?? url.searchParams.get("scope")!.replace(/\bemail\b/, "https://www.googleapis.com/auth/userinfo.email")));
      const state = url.searchParams.get("state");
      if (state) back.searchParams.set("state", state);
      return { redirect: back.toString() };
    }
    if (req.method === "POST" && url.pathname === "/token") return token(req.form);
    if (req.method === "POST" && url.pathname === "/revoke") {
      const t = req.form.get("token") ?? "";
      if (refreshTokens.delete(t) || accessTokens.delete(t)) return { status: 200, json: {} };
      return oauthError("invalid_token", "Token expired or revoked");
    }
    if (req.method === "GET" && url.pathname === "/webmasters/v3/sites") {
      const bearer = (req.headers.authorization ?? "").replace(/^Bearer /, "");
      if (!accessTokens.has(bearer)) return { status: 401, json: { error: { code: 401, message: "Request had invalid authentication credentials.", status: "UNAUTHENTICATED" } } };
      return { status: 200, json: fake.sites.length ? { siteEntry: fake.sites } : {} };
    }
    if (req.method === "GET" && url.pathname === "/v1beta/accountSummaries") {
      const scope = bearerScope(req);
      if (scope === null) return unauthenticated;
      if (!scope.includes("analytics")) return { status: 403, json: { error: { code: 403, message: "Request had insufficient authentication scopes.", status: "PERMISSION_DENIED" } } };
      // One account a page, so the client must follow nextPageToken.
      const page = Number(url.searchParams.get("pageToken") ?? "0");
      const a = FAKE_GOOGLE.ga4Accounts[page];
      if (!a) return { status: 200, json: {} };
      const summary = {
        name: `accountSummaries/${a.account.split("/")[1]}`,
        account: a.account,
        displayName: a.displayName,
        propertySummaries: a.properties.map((p) => ({ property: p.property, displayName: p.displayName, propertyType: "PROPERTY_TYPE_ORDINARY", parent: a.account })),
      };
      return { status: 200, json: { accountSummaries: [summary], ...(page + 1 < FAKE_GOOGLE.ga4Accounts.length ? { nextPageToken: String(page + 1) } : {}) } };
    }
    const report = /^\/v1beta\/(properties\/\d+):runReport$/.exec(url.pathname);
    if (req.method === "POST" && report) return runReport(req, report[1]!);
    return { status: 404, json: { error: { code: 404, message: "Not found", status: "NOT_FOUND" } } };
  }

  const unauthenticated: FakeGoogleReply = { status: 401, json: { error: { code: 401, message: "Request had invalid authentication credentials.", status: "UNAUTHENTICATED" } } };

  /** The scopes behind the request's bearer token, or null when it is not one the fake issued. */
  function bearerScope(req: FakeGoogleRequest): string | null {
    const bearer = (req.headers.authorization ?? "").replace(/^Bearer /, "");
    return accessTokens.has(bearer) ? (accessScopes.get(bearer) ?? "") : null;
  }

  type ReportBody = {
    dateRanges?: { startDate: string; endDate: string }[];
    dimensions?: { name: string }[];
    metrics?: { name: string }[];
    dimensionFilter?: { filter?: { fieldName?: string; stringFilter?: { value?: string } } };
    limit?: string;
    offset?: string;
  };

  function runReport(req: FakeGoogleRequest, property: string): FakeGoogleReply {
    const scope = bearerScope(req);
    if (scope === null) return unauthenticated;
    if (!fake.ga4Access || !FAKE_GOOGLE.ga4Accounts.some((a) => a.properties.some((p) => p.property === property))) {
      return { status: 403, json: { error: { code: 403, message: "User does not have sufficient permissions for this property. To learn more about Property ID, see https://developers.google.com/analytics/devguides/reporting/data/v1/property-id.", status: "PERMISSION_DENIED" } } };
    }
    let body: ReportBody;
    try {
      body = JSON.parse(req.body) as ReportBody;
    } catch {
      return { status: 400, json: { error: { code: 400, message: "Invalid JSON payload received.", status: "INVALID_ARGUMENT" } } };
    }
    const range = body.dateRanges?.[0];
    const dims = (body.dimensions ?? []).map((d) => d.name);
    const mets = (body.metrics ?? []).map((m) => m.name);
    if (!range || !mets.length) return { status: 400, json: { error: { code: 400, message: "dateRanges and metrics are required.", status: "INVALID_ARGUMENT" } } };
    // Only organic sessions are modelled: a report without the channel filter is refused, so a client that forgets it is caught.
    if (body.dimensionFilter?.filter?.fieldName !== "sessionDefaultChannelGroup" || body.dimensionFilter.filter.stringFilter?.value !== "Organic Search") {
      return { status: 400, json: { error: { code: 400, message: "The fake answers only organic-search reports (dimensionFilter sessionDefaultChannelGroup = Organic Search).", status: "INVALID_ARGUMENT" } } };
    }
    const all: { dimensionValues: { value: string }[]; metricValues: { value: string }[] }[] = [];
    for (let d = new Date(`${range.startDate}T00:00:00Z`); d <= new Date(`${range.endDate}T00:00:00Z`); d = new Date(d.getTime() + 86_400_000)) {
      const day = d.toISOString().slice(0, 10).replaceAll("-", "");
      for (const r of FAKE_GA4_DAY) {
        const values: Record<string, string> = { date: day, landingPage: r.landingPage, deviceCategory: r.deviceCategory, country: "United States", sessionDefaultChannelGroup: "Organic Search" };
        const metrics: Record<string, number> = { sessions: r.sessions, engagedSessions: r.engagedSessions, keyEvents: r.keyEvents };
        all.push({ dimensionValues: dims.map((n) => ({ value: values[n] ?? "(not set)" })), metricValues: mets.map((n) => ({ value: String(metrics[n] ?? 0) })) });
      }
    }
    const offset = Number(body.offset ?? 0);
    const limit = Number(body.limit ?? 10_000);
    const rows = all.slice(offset, offset + limit);
    return {
      status: 200,
      json: {
        dimensionHeaders: dims.map((name) => ({ name })),
        metricHeaders: mets.map((name) => ({ name, type: name === "keyEvents" ? "TYPE_FLOAT" : "TYPE_INTEGER" })),
        ...(rows.length ? { rows } : {}),
        rowCount: all.length,
        metadata: { currencyCode: "USD", timeZone: "America/New_York" },
        kind: "analyticsData#runReport",
      },
    };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const body = Buffer.concat(chunks).toString("utf8");
      const r: FakeGoogleRequest = { method: req.method ?? "GET", path: url.pathname, form: new URLSearchParams(body), body, headers: req.headers };
      requests.push(r);
      const scripted = queue.shift();
      const reply = scripted ?? route(r, url);
      if ("redirect" in reply) {
        res.writeHead(302, { location: reply.redirect });
        res.end();
        return;
      }
      res.writeHead(reply.status, { "content-type": "application/json; charset=utf-8" });
      res.end(JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.address() as AddressInfo).port;
  fake.baseUrl = `http://127.0.0.1:${bound}`;
  fake.host = `127.0.0.1:${bound}`;
  return fake;
}
