/**
 * A loopback stand-in for the two publishing APIs, for the publishing tests and the social calendar
 * browser test (the connect/refresh endpoints are tests/support/fake-social.ts's; the app reaches
 * either through the same LINKEDIN_API_BASE / META_API_BASE). Never used by the app.
 *
 * LinkedIn (LINKEDIN_API_BASE = the server root): the Posts API — POST /rest/posts answers
 * 201 with an empty body and `x-restli-id: urn:li:share:<n>`; GET /rest/posts?author=…&q=author
 * (X-RestLi-Method: FINDER) answers {elements:[{id, author, commentary, createdAt, lifecycleState,
 * visibility, distribution}], paging:{start, count, links}}; POST /rest/images?action=initializeUpload
 * answers {value:{uploadUrlExpiresAt, uploadUrl, image}} and the upload URL takes a PUT. Every call
 * must carry `LinkedIn-Version: YYYYMM` and `X-Restli-Protocol-Version: 2.0.0`, else 400 (as LinkedIn
 * does: {status, code, message}); an unknown token gets 401 {serviceErrorCode:65600, code:"INVALID_ACCESS_TOKEN", …}.
 *
 * Meta Graph (<root>/v21.0 with META_API_BASE = root): POST /{ig-user-id}/media → {id},
 * GET /{container-id}?fields=status_code → {status_code, id}, POST /{ig-user-id}/media_publish
 * creation_id → {id}, GET /{media-id}?fields=permalink → {permalink, id}, GET /{ig-user-id}/media →
 * {data:[{id, caption, permalink, timestamp}], paging}. Errors {error:{message, type, code,
 * error_subcode, is_transient, fbtrace_id}}.
 *
 * It also serves /media/<name>.jpg (a few bytes) as a public image for LinkedIn uploads.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { fakeSocialEnv } from "./fake-social";

export const FAKE_PUBLISH = {
  linkedinToken: "AQX-fake-linkedin-token",
  linkedinAuthor: "urn:li:organization:2414183",
  instagramToken: "EAAG-fake-instagram-token",
  igUserId: "17841405822304914",
} as const;

export type FakePublishRequest = { method: string; path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders; body: string };
type Scripted = { status: number; body: unknown; headers?: Record<string, string> };

export type FakeSocialPublish = {
  baseUrl: string;
  host: string;
  requests: FakePublishRequest[];
  linkedinPosts: { id: string; author: string; commentary: string; createdAt: number; body: Record<string, unknown> }[];
  igMedia: { id: string; caption: string; permalink: string; timestamp: string; containerId: string }[];
  containers: Map<string, { params: Record<string, string>; status: string; pollsLeft: number }>;
  /** The next call to `route` ("linkedin.create", "ig.container", "ig.publish", …) answers this instead. */
  failNext(route: string, answer: Scripted): void;
  /** New containers stay IN_PROGRESS for this many status polls (video processing). */
  setProcessingPolls(n: number): void;
  env(): Record<string, string>;
  reset(): void;
  close(): Promise<void>;
};

export async function startFakeSocialPublish(port = 0): Promise<FakeSocialPublish> {
  const requests: FakePublishRequest[] = [];
  const linkedinPosts: FakeSocialPublish["linkedinPosts"] = [];
  const igMedia: FakeSocialPublish["igMedia"] = [];
  const containers: FakeSocialPublish["containers"] = new Map();
  const scripted = new Map<string, Scripted[]>();
  let seq = 7_100_000_000;
  let processingPolls = 0;
  let baseUrl = "";

  const send = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    const text = body === null ? "" : JSON.stringify(body);
    res.writeHead(status, { ...(text ? { "content-type": "application/json" } : {}), ...headers });
    res.end(text);
  };
  const scriptedFor = (route: string) => scripted.get(route)?.shift();
  const graphError = (res: http.ServerResponse, status: number, message: string, code: number) =>
    send(res, status, { error: { message, type: "OAuthException", code, error_subcode: 2207026, is_transient: false, fbtrace_id: "AbCdEfGh123" } });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const body = Buffer.concat(chunks).toString("utf8");
      requests.push({ method: req.method ?? "GET", path: url.pathname, query: url.searchParams, headers: req.headers, body });
      const p = url.pathname;

      if (p.startsWith("/media/")) {
        res.writeHead(200, { "content-type": "image/jpeg" });
        return res.end(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]));
      }
      if (p.startsWith("/upload/")) return send(res, 201, null);

      if (p.startsWith("/rest/")) {
        if (!/^\d{6}$/.test(String(req.headers["linkedin-version"] ?? "")) || req.headers["x-restli-protocol-version"] !== "2.0.0") {
          return send(res, 400, { status: 400, code: "VERSION_MISSING", message: "A version must be present. Please specify a version by adding the LinkedIn-Version header." });
        }
        if (req.headers.authorization !== `Bearer ${FAKE_PUBLISH.linkedinToken}`) {
          return send(res, 401, { status: 401, serviceErrorCode: 65600, code: "INVALID_ACCESS_TOKEN", message: "Invalid access token" });
        }
        if (p === "/rest/images" && url.searchParams.get("action") === "initializeUpload" && req.method === "POST") {
          const n = ++seq;
          return send(res, 200, { value: { uploadUrlExpiresAt: Date.now() + 3_600_000, uploadUrl: `${baseUrl}/upload/${n}`, image: `urn:li:image:C4E10AQ${n}` } });
        }
        if (p === "/rest/posts" && req.method === "POST") {
          const s = scriptedFor("linkedin.create");
          if (s) return send(res, s.status, s.body, s.headers);
          const json = JSON.parse(body || "{}") as Record<string, unknown>;
          if (typeof json.author !== "string" || typeof json.commentary !== "string" || json.lifecycleState !== "PUBLISHED" || !json.visibility || !json.distribution) {
            return send(res, 422, { status: 422, code: "UNPROCESSABLE_ENTITY", message: "/author, /commentary, /visibility, /distribution and /lifecycleState are required" });
          }
          const id = `urn:li:share:${++seq}`;
          linkedinPosts.unshift({ id, author: json.author, commentary: json.commentary, createdAt: Date.now(), body: json });
          return send(res, 201, null, { "x-restli-id": id, "x-linkedin-id": id });
        }
        if (p === "/rest/posts" && req.method === "GET" && url.searchParams.get("q") === "author") {
          const s = scriptedFor("linkedin.list");
          if (s) return send(res, s.status, s.body, s.headers);
          const author = url.searchParams.get("author");
          const count = Number(url.searchParams.get("count") ?? 10);
          const elements = linkedinPosts.filter((x) => x.author === author).slice(0, count).map((x) => ({ id: x.id, author: x.author, commentary: x.commentary, createdAt: x.createdAt, lastModifiedAt: x.createdAt, lifecycleState: "PUBLISHED", visibility: "PUBLIC", distribution: x.body.distribution }));
          return send(res, 200, { paging: { start: 0, count, links: [] }, elements });
        }
        return send(res, 404, { status: 404, code: "NOT_FOUND", message: `No route ${req.method} ${p}` });
      }

      if (p.startsWith("/v21.0/")) {
        const params = req.method === "POST" ? new URLSearchParams(body) : url.searchParams;
        if ((params.get("access_token") ?? String(req.headers.authorization ?? "").replace(/^Bearer /, "")) !== FAKE_PUBLISH.instagramToken) return graphError(res, 400, "Invalid OAuth access token - Cannot parse access token", 190);
        const parts = p.slice("/v21.0/".length).split("/");
        const [first, edge] = parts;
        if (req.method === "POST" && first === FAKE_PUBLISH.igUserId && edge === "media") {
          const s = scriptedFor("ig.container");
          if (s) return send(res, s.status, s.body, s.headers);
          if (!params.get("image_url") && !params.get("video_url") && params.get("media_type") !== "CAROUSEL") return graphError(res, 400, "The parameter image_url is required.", 100);
          const id = String(++seq);
          containers.set(id, { params: Object.fromEntries(params), status: processingPolls > 0 ? "IN_PROGRESS" : "FINISHED", pollsLeft: processingPolls });
          return send(res, 200, { id });
        }
        if (req.method === "POST" && first === FAKE_PUBLISH.igUserId && edge === "media_publish") {
          const s = scriptedFor("ig.publish");
          if (s) return send(res, s.status, s.body, s.headers);
          const c = containers.get(params.get("creation_id") ?? "");
          if (!c) return graphError(res, 400, "Invalid parameter", 100);
          if (c.status !== "FINISHED") return graphError(res, 400, "Media ID is not available", 9007);
          c.status = "PUBLISHED";
          const id = String(++seq);
          igMedia.unshift({ id, caption: c.params.caption ?? "", permalink: `https://www.instagram.com/p/C${id.slice(-6)}x/`, timestamp: new Date().toISOString().replace(/\.\d+Z$/, "+0000"), containerId: params.get("creation_id")! });
          return send(res, 200, { id });
        }
        if (req.method === "GET" && first === FAKE_PUBLISH.igUserId && edge === "media") {
          return send(res, 200, { data: igMedia.map(({ id, caption, permalink, timestamp }) => ({ id, caption, permalink, timestamp })), paging: { cursors: { before: "QVFIUk", after: "QVFIUl" } } });
        }
        if (req.method === "GET" && first && !edge && params.get("fields") === "status_code") {
          const c = containers.get(first);
          if (!c) return graphError(res, 400, "Unsupported get request.", 100);
          if (c.status === "IN_PROGRESS" && c.pollsLeft-- <= 0) c.status = "FINISHED";
          return send(res, 200, { status_code: c.status, id: first });
        }
        if (req.method === "GET" && first && !edge && params.get("fields") === "permalink") {
          const m = igMedia.find((x) => x.id === first);
          return m ? send(res, 200, { permalink: m.permalink, id: m.id }) : graphError(res, 400, "Unsupported get request.", 100);
        }
        return graphError(res, 400, `Unknown path components: ${p}`, 2500);
      }
      send(res, 404, { error: "not found" });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${bound}`;
  return {
    baseUrl,
    host: `127.0.0.1:${bound}`,
    requests,
    linkedinPosts,
    igMedia,
    containers,
    failNext(route, answer) {
      scripted.set(route, [...(scripted.get(route) ?? []), answer]);
    },
    setProcessingPolls(n) {
      processingPolls = n;
    },
    env: () => fakeSocialEnv(baseUrl),
    reset() {
      requests.length = 0;
      linkedinPosts.length = 0;
      igMedia.length = 0;
      containers.clear();
      scripted.clear();
      processingPolls = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
