/**
 * A loopback stand-in for Google's OAuth 2.0 endpoints and the Search Console sites list, for tests
 * and demos: answers with the bodies Google documents (token: {access_token, expires_in, scope,
 * token_type, refresh_token?, id_token?}; errors {error, error_description}; sites
 * {siteEntry:[{siteUrl, permissionLevel}]}). The consent screen is replaced by an immediate
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
} as const;

/** The settings that point the app at a fake Google on `baseUrl` (plus its host:port in OUTBOUND_ALLOW_PRIVATE_HOSTS). */
export function fakeGoogleEnv(baseUrl: string): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: FAKE_GOOGLE.clientId,
    GOOGLE_CLIENT_SECRET: FAKE_GOOGLE.clientSecret,
    GOOGLE_OAUTH_AUTH_URL: `${baseUrl}/o/oauth2/v2/auth`,
    GOOGLE_OAUTH_TOKEN_URL: `${baseUrl}/token`,
    GOOGLE_OAUTH_REVOKE_URL: `${baseUrl}/revoke`,
    GSC_API_BASE_URL: baseUrl,
  };
}

export type FakeGoogleRequest = { method: string; path: string; form: URLSearchParams; headers: http.IncomingHttpHeaders };
export type FakeGoogleReply = { status: number; json: unknown };

export type FakeGoogle = {
  baseUrl: string;
  host: string;
  requests: FakeGoogleRequest[];
  /** Scopes the next consent grants (default: all asked for). */
  grantScopes: string | null;
  sites: { siteUrl: string; permissionLevel: string }[];
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
  let queue: FakeGoogleReply[] = [];
  const requests: FakeGoogleRequest[] = [];

  const fake: FakeGoogle = {
    baseUrl: "",
    host: "",
    requests,
    grantScopes: null,
    sites: [...FAKE_GOOGLE.sites],
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
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const oauthError = (error: string, description: string, status = 400): FakeGoogleReply => ({ status, json: { error, error_description: description } });
  const newAccess = () => {
    const t = `ya29.fake-${++seq}`;
    accessTokens.add(t);
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
      return { status: 200, json: { access_token: newAccess(), expires_in: 3599, refresh_token: refresh, scope: c.scope, token_type: "Bearer", id_token: idToken(FAKE_GOOGLE.email) } };
    }
    if (form.get("grant_type") === "refresh_token") {
      const scope = refreshTokens.get(form.get("refresh_token") ?? "");
      if (!scope) return oauthError("invalid_grant", "Token has been expired or revoked.");
      return { status: 200, json: { access_token: newAccess(), expires_in: 3599, scope, token_type: "Bearer" } };
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
    return { status: 404, json: { error: { code: 404, message: "Not found", status: "NOT_FOUND" } } };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const body = Buffer.concat(chunks).toString("utf8");
      const r: FakeGoogleRequest = { method: req.method ?? "GET", path: url.pathname, form: new URLSearchParams(body), headers: req.headers };
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
