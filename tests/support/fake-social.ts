/**
 * A loopback stand-in for Meta (Facebook Login dialog + Graph API v21.0) and LinkedIn (OAuth 2 +
 * Community Management REST API) for tests and the browser demo, answering the bodies the networks
 * document: Graph `{data:[…], paging:{cursors:{before,after}, next?}}`, business_discovery,
 * media insights `{data:[{name, period, values:[{value}], title, id}]}`, errors
 * `{error:{message, type, code, error_subcode, fbtrace_id}}`; LinkedIn `{elements:[…], paging:{start,count,total}}`,
 * `{firstDegreeSize}`, errors `{status, serviceErrorCode, code, message}`. /rest calls without the
 * LinkedIn-Version and X-Restli-Protocol-Version headers are refused as LinkedIn refuses them.
 * The consent screens redirect at once to redirect_uri with a fresh code and the given state.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_SOCIAL = {
  meta: { appId: "1234567890123456", appSecret: "fake-meta-app-secret" },
  linkedin: { clientId: "86fakeclientid", clientSecret: "fake-linkedin-secret" },
  instagram: { pageId: "104000000000001", pageName: "Brew Co", igUserId: "17841400000000001", username: "brewco", name: "Brew Co", followers: 1520, follows: 180 },
  linkedinOrg: { id: 5000001, name: "Brew Co", vanityName: "brew-co", followers: 830 },
  /** Competitors the fake knows: Instagram professional accounts (business_discovery) and LinkedIn pages (vanity names). */
  igCompetitors: { rivalroasters: { id: "17841400000000099", name: "Rival Roasters", followers: 4210, follows: 95 } } as Record<string, { id: string; name: string; followers: number; follows: number }>,
  /** business_discovery answers these as Meta does for a personal (not professional) account. */
  igPersonal: ["justajoe"],
  linkedinCompetitors: { "rival-roasters": { id: 5000002, name: "Rival Roasters", followers: 2900 } } as Record<string, { id: number; name: string; followers: number }>,
} as const;

export function fakeSocialEnv(baseUrl: string): Record<string, string> {
  return {
    META_APP_ID: FAKE_SOCIAL.meta.appId,
    META_APP_SECRET: FAKE_SOCIAL.meta.appSecret,
    META_API_BASE: baseUrl,
    META_AUTH_BASE: baseUrl,
    LINKEDIN_CLIENT_ID: FAKE_SOCIAL.linkedin.clientId,
    LINKEDIN_CLIENT_SECRET: FAKE_SOCIAL.linkedin.clientSecret,
    LINKEDIN_API_BASE: baseUrl,
    LINKEDIN_AUTH_BASE: baseUrl,
  };
}

type Reply = { status: number; json: unknown; headers?: Record<string, string> };
export type FakeSocialRequest = { method: string; path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders; form: URLSearchParams };

export type FakeSocial = {
  baseUrl: string;
  host: string;
  requests: FakeSocialRequest[];
  /** Answers the next request(s) with these instead. */
  next: (...replies: Reply[]) => void;
  issueMetaCode: (redirectUri: string) => string;
  issueLinkedInCode: (redirectUri: string) => string;
  /** Makes every issued token answer as revoked (Meta 190, LinkedIn 401). */
  revokeAll: () => void;
  env: () => Record<string, string>;
  reset: () => void;
  close: () => Promise<void>;
};

/** Own Instagram media, newest first (the fake pages them by `limit`). */
const IG_MEDIA = [
  { id: "18000000000000003", caption: "New cold brew is here #coldbrew #summer", media_type: "VIDEO", media_product_type: "REELS", timestamp: "2026-11-20T09:30:00+0000", like_count: 240, comments_count: 31 },
  { id: "18000000000000002", caption: "Three beans, one cup #coffee", media_type: "CAROUSEL_ALBUM", media_product_type: "FEED", timestamp: "2026-11-13T17:05:00+0000", like_count: 120, comments_count: 9 },
  { id: "18000000000000001", caption: "Morning ritual", media_type: "IMAGE", media_product_type: "FEED", timestamp: "2026-11-06T07:45:00+0000", like_count: 88, comments_count: 4 },
];
const RIVAL_MEDIA = [
  { id: "18000000000000902", caption: "Roast day #roasting", media_type: "IMAGE", media_product_type: "FEED", timestamp: "2026-11-21T12:00:00+0000", like_count: 510, comments_count: 40 },
  { id: "18000000000000901", caption: "Behind the bar", media_type: "VIDEO", media_product_type: "REELS", timestamp: "2026-11-15T18:00:00+0000", like_count: 930, comments_count: 77 },
];
const LI_POSTS = [
  { id: "urn:li:share:7100000000000000003", commentary: "We are hiring baristas #jobs", publishedAt: Date.parse("2026-11-19T10:00:00Z"), content: { media: { id: "urn:li:image:C4E00AAA" } } },
  { id: "urn:li:ugcPost:7100000000000000002", commentary: "Our sourcing report", publishedAt: Date.parse("2026-11-12T10:00:00Z"), content: { media: { id: "urn:li:document:D4E00BBB" } } },
  { id: "urn:li:share:7100000000000000001", commentary: "Hello LinkedIn", publishedAt: Date.parse("2026-11-05T10:00:00Z") },
];

/** `port` 0 = any free port (integration tests); the browser tests use E2E_SOCIAL_PORT. */
export async function startFakeSocial(port = 0): Promise<FakeSocial> {
  let seq = 0;
  const codes = new Map<string, string>();
  const tokens = new Set<string>();
  const refreshTokens = new Set<string>();
  let queue: Reply[] = [];
  const requests: FakeSocialRequest[] = [];

  const fake: FakeSocial = {
    baseUrl: "",
    host: "",
    requests,
    next: (...r) => void queue.push(...r),
    issueMetaCode(redirectUri) {
      const code = `AQfake-meta-${++seq}`;
      codes.set(code, redirectUri);
      return code;
    },
    issueLinkedInCode(redirectUri) {
      const code = `AQfake-li-${++seq}`;
      codes.set(code, redirectUri);
      return code;
    },
    revokeAll: () => {
      tokens.clear();
      refreshTokens.clear();
    },
    env: () => fakeSocialEnv(fake.baseUrl),
    reset() {
      queue = [];
      requests.length = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const token = (prefix: string) => {
    const t = `${prefix}-${++seq}`;
    tokens.add(t);
    return t;
  };
  const bearer = (req: FakeSocialRequest) => (req.headers.authorization ?? "").replace(/^Bearer /, "");
  const graphError = (status: number, code: number, message: string, type = "OAuthException", subcode?: number): Reply => ({ status, json: { error: { message, type, code, ...(subcode ? { error_subcode: subcode } : {}), fbtrace_id: "AfakeTrace" } } });
  const liError = (status: number, code: string, message: string): Reply => ({ status, json: { status, serviceErrorCode: status === 401 ? 65600 : 100, code, message } });

  /** Graph paging by limit/after over a list, as Meta pages edges. */
  function page<T extends { id: string }>(items: readonly T[], limit: number, after: string | null, nextUrl: (after: string) => string) {
    const start = after ? items.findIndex((m) => m.id === Buffer.from(after, "base64url").toString()) + 1 : 0;
    const slice = items.slice(start, start + limit);
    const more = start + limit < items.length;
    const cursor = (id: string) => Buffer.from(id).toString("base64url");
    return {
      data: slice,
      paging: { cursors: { before: cursor(slice[0]?.id ?? "none"), after: cursor(slice.at(-1)?.id ?? "none") }, ...(more ? { next: nextUrl(cursor(slice.at(-1)!.id)) } : {}) },
    };
  }

  const withPermalink = (m: (typeof IG_MEDIA)[number], handle: string) => ({ ...m, permalink: `https://www.instagram.com/p/${handle}-${m.id.slice(-4)}/` });

  function meta(req: FakeSocialRequest, path: string): Reply | { redirect: string } {
    const q = req.query;
    if (path === "/dialog/oauth") {
      const back = new URL(q.get("redirect_uri")!);
      back.searchParams.set("code", fake.issueMetaCode(q.get("redirect_uri")!));
      if (q.get("state")) back.searchParams.set("state", q.get("state")!);
      return { redirect: back.toString() };
    }
    if (path === "/oauth/access_token") {
      if (q.get("client_id") !== FAKE_SOCIAL.meta.appId || q.get("client_secret") !== FAKE_SOCIAL.meta.appSecret) return graphError(400, 1, "Error validating application. Invalid application ID.");
      if (q.get("grant_type") === "fb_exchange_token") {
        if (!tokens.has(q.get("fb_exchange_token") ?? "")) return graphError(400, 190, "Invalid OAuth access token - Cannot parse access token");
        return { status: 200, json: { access_token: token("EAAlong"), token_type: "bearer", expires_in: 5183944 } };
      }
      const c = q.get("code") ?? "";
      if (!codes.has(c)) return graphError(400, 100, "This authorization code has been used.", "OAuthException", 36009);
      if (codes.get(c) !== q.get("redirect_uri")) return graphError(400, 100, "Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request", "OAuthException", 36008);
      codes.delete(c);
      return { status: 200, json: { access_token: token("EAAshort"), token_type: "bearer", expires_in: 5183 } };
    }
    if (!tokens.has(bearer(req))) return graphError(400, 190, "Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.", "OAuthException", 460);
    if (path === "/me/accounts") {
      // Two Pages, one a Graph page each: the first has no Instagram account, so the client must follow the cursor.
      const ig = FAKE_SOCIAL.instagram;
      const pages = [
        { id: "104000000000009", name: "Old Brew Page", access_token: token("EAApage") },
        { id: ig.pageId, name: ig.pageName, access_token: token("EAApage"), instagram_business_account: { id: ig.igUserId, username: ig.username, name: ig.name } },
      ];
      return { status: 200, json: page(pages, 1, q.get("after"), (a) => `${fake.baseUrl}/v21.0/me/accounts?after=${a}`) };
    }
    const media = /^\/(\d+)\/media$/.exec(path);
    if (media) {
      if (media[1] !== FAKE_SOCIAL.instagram.igUserId) return graphError(400, 100, "Unsupported get request.", "GraphMethodException", 33);
      const limit = Number(q.get("limit") ?? 25);
      return { status: 200, json: page(IG_MEDIA.map((m) => withPermalink(m, "brewco")), limit, q.get("after"), (a) => `${fake.baseUrl}/v21.0/${media[1]}/media?after=${a}`) };
    }
    const insights = /^\/(\d+)\/insights$/.exec(path);
    if (insights) {
      const i = IG_MEDIA.findIndex((m) => m.id === insights[1]);
      if (i < 0) return graphError(400, 100, "Unsupported get request.", "GraphMethodException", 33);
      const metric = (name: string, value: number) => ({ name, period: "lifetime", values: [{ value }], title: name, description: name, id: `${insights[1]}/insights/${name}/lifetime` });
      return { status: 200, json: { data: (q.get("metric") ?? "").split(",").map((n) => metric(n, (i + 1) * { reach: 1000, saved: 10, shares: 5, views: 2000 }[n as "reach"]!)) } };
    }
    const node = /^\/(\d+)$/.exec(path);
    if (node) {
      const fields = q.get("fields") ?? "";
      const bd = /^business_discovery\.username\(([^)]+)\)\{(.*)\}$/.exec(fields);
      if (bd) {
        const handle = bd[1]!;
        if ((FAKE_SOCIAL.igPersonal as readonly string[]).includes(handle)) return graphError(400, 110, "Invalid user id", "OAuthException", 2207013);
        const rival = FAKE_SOCIAL.igCompetitors[handle];
        if (!rival) return graphError(400, 110, "Invalid user id", "OAuthException", 2207013);
        const edge = /media(?:\.after\(([^)]+)\))?\.limit\((\d+)\)/.exec(bd[2]!);
        const m = page(RIVAL_MEDIA.map((x) => withPermalink(x, handle)), Number(edge?.[2] ?? 25), edge?.[1] ?? null, () => "");
        // Nested edges answer cursors but no `next` link.
        const { next: _next, ...pagingNoNext } = m.paging as { next?: string; cursors: unknown };
        void _next;
        return { status: 200, json: { business_discovery: { id: rival.id, username: handle, name: rival.name, biography: "Roasting since 2010", followers_count: rival.followers, follows_count: rival.follows, media_count: RIVAL_MEDIA.length, media: { data: m.data, paging: pagingNoNext } }, id: node[1] } };
      }
      const ig = FAKE_SOCIAL.instagram;
      if (node[1] !== ig.igUserId) return graphError(400, 100, "Unsupported get request.", "GraphMethodException", 33);
      return { status: 200, json: { id: ig.igUserId, username: ig.username, name: ig.name, biography: "Small-batch coffee", followers_count: ig.followers, follows_count: ig.follows, media_count: IG_MEDIA.length } };
    }
    return graphError(400, 100, "Unknown path components", "OAuthException");
  }

  function linkedin(req: FakeSocialRequest, url: URL): Reply | { redirect: string } {
    const q = url.searchParams;
    if (url.pathname === "/oauth/v2/authorization") {
      const back = new URL(q.get("redirect_uri")!);
      back.searchParams.set("code", fake.issueLinkedInCode(q.get("redirect_uri")!));
      if (q.get("state")) back.searchParams.set("state", q.get("state")!);
      return { redirect: back.toString() };
    }
    if (url.pathname === "/oauth/v2/accessToken") {
      const f = req.form;
      if (f.get("client_id") !== FAKE_SOCIAL.linkedin.clientId || f.get("client_secret") !== FAKE_SOCIAL.linkedin.clientSecret) return { status: 401, json: { error: "invalid_client", error_description: "Client authentication failed" } };
      if (f.get("grant_type") === "refresh_token") {
        if (!refreshTokens.has(f.get("refresh_token") ?? "")) return { status: 400, json: { error: "invalid_request", error_description: "The provided authorization grant or refresh token is invalid, expired or revoked" } };
        return { status: 200, json: { access_token: token("AQVli"), expires_in: 5184000, refresh_token: f.get("refresh_token"), refresh_token_expires_in: 31000000, scope: "r_organization_social,w_organization_social,rw_organization_admin" } };
      }
      const c = f.get("code") ?? "";
      if (!codes.has(c) || codes.get(c) !== f.get("redirect_uri")) return { status: 400, json: { error: "invalid_request", error_description: "Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired." } };
      codes.delete(c);
      const refresh = `AQXrefresh-${++seq}`;
      refreshTokens.add(refresh);
      return { status: 200, json: { access_token: token("AQVli"), expires_in: 5184000, refresh_token: refresh, refresh_token_expires_in: 31536000, scope: "r_organization_social,w_organization_social,rw_organization_admin" } };
    }
    if (!/^\d{6}$/.test(String(req.headers["linkedin-version"] ?? ""))) return liError(400, "VERSION_MISSING", "A version must be present. Please specify a version by adding the LinkedIn-Version header.");
    if (req.headers["x-restli-protocol-version"] !== "2.0.0") return liError(400, "ILLEGAL_ARGUMENT", "Rest.li protocol version 2.0.0 is required.");
    if (!tokens.has(bearer(req))) return liError(401, "INVALID_ACCESS_TOKEN", "Invalid access token");
    const org = FAKE_SOCIAL.linkedinOrg;
    const p = url.pathname;
    if (p === "/rest/organizationAcls" && q.get("q") === "roleAssignee") {
      return { status: 200, json: { paging: { start: 0, count: 100, links: [], total: 1 }, elements: [{ roleAssignee: "urn:li:person:fakeMember", state: "APPROVED", role: "ADMINISTRATOR", organization: `urn:li:organization:${org.id}` }] } };
    }
    if (p === `/rest/organizations/${org.id}`) return { status: 200, json: { id: org.id, localizedName: org.name, vanityName: org.vanityName, localizedDescription: "Small-batch coffee" } };
    if (p === "/rest/organizations" && q.get("q") === "vanityName") {
      const v = q.get("vanityName") ?? "";
      const rival = FAKE_SOCIAL.linkedinCompetitors[v];
      const found = v === org.vanityName ? { id: org.id, localizedName: org.name, vanityName: org.vanityName } : rival ? { id: rival.id, localizedName: rival.name, vanityName: v } : null;
      return { status: 200, json: { elements: found ? [found] : [], paging: { start: 0, count: 10, links: [] } } };
    }
    const ns = /^\/rest\/networkSizes\/(.+)$/.exec(p);
    if (ns && q.get("edgeType") === "COMPANY_FOLLOWED_BY_MEMBER") {
      const id = Number(/urn:li:organization:(\d+)/.exec(decodeURIComponent(ns[1]!))?.[1]);
      const size = id === org.id ? org.followers : Object.values(FAKE_SOCIAL.linkedinCompetitors).find((c) => c.id === id)?.followers;
      return size === undefined ? liError(404, "NOT_FOUND", "Not Found") : { status: 200, json: { firstDegreeSize: size } };
    }
    if (p === "/rest/posts" && q.get("q") === "author") {
      if (req.headers["x-restli-method"] !== "FINDER") return liError(400, "ILLEGAL_ARGUMENT", "X-RestLi-Method FINDER is required");
      if (q.get("author") !== `urn:li:organization:${org.id}`) return liError(403, "ACCESS_DENIED", `Not enough permissions to access: partnerApiPostsExternal.FINDER-author.${LI_VERSION_HINT}`);
      const start = Number(q.get("start") ?? 0);
      const count = Number(q.get("count") ?? 10);
      const elements = LI_POSTS.slice(start, start + count).map((x) => ({ ...x, author: q.get("author"), createdAt: x.publishedAt, lifecycleState: "PUBLISHED", visibility: "PUBLIC", distribution: { feedDistribution: "MAIN_FEED" }, isReshareDisabledByAuthor: false }));
      return { status: 200, json: { paging: { start, count, links: [], total: LI_POSTS.length }, elements } };
    }
    if (p === "/rest/organizationalEntityShareStatistics" && q.get("q") === "organizationalEntity") {
      const raw = url.search;
      const elements = LI_POSTS.filter((x) => raw.includes(encodeURIComponent(x.id))).map((x, i) => ({
        organizationalEntity: q.get("organizationalEntity"),
        ...(x.id.startsWith("urn:li:share:") ? { share: x.id } : { ugcPost: x.id }),
        totalShareStatistics: { uniqueImpressionsCount: 900 + i, shareCount: 3 + i, engagement: 0.05, clickCount: 40 + i, likeCount: 60 + i, impressionCount: 1500 + i, commentCount: 7 + i },
      }));
      return { status: 200, json: { paging: { start: 0, count: 10, links: [] }, elements } };
    }
    return liError(404, "NOT_FOUND", "Resource not found");
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const body = Buffer.concat(chunks).toString("utf8");
      const r: FakeSocialRequest = { method: req.method ?? "GET", path: url.pathname, query: url.searchParams, headers: req.headers, form: new URLSearchParams(body) };
      requests.push(r);
      const queued = queue.shift();
      const graph = /^\/v\d+\.\d+(\/.*)$/.exec(url.pathname);
      const out = queued ?? (graph ? meta(r, graph[1]!) : linkedin(r, url));
      if ("redirect" in out) {
        res.writeHead(302, { location: out.redirect });
        res.end();
        return;
      }
      res.writeHead(out.status, { "content-type": "application/json", ...(out.headers ?? {}) });
      res.end(JSON.stringify(out.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  fake.host = `127.0.0.1:${bound}`;
  fake.baseUrl = `http://${fake.host}`;
  return fake;
}

const LI_VERSION_HINT = "20241001";
