/**
 * A loopback stand-in for the two publishing APIs, for the publishing tests and the social calendar
 * browser test (the connect/refresh endpoints are tests/support/fake-social.ts's; the app reaches
 * either through the same LINKEDIN_API_BASE / META_API_BASE). Never used by the app.
 *
 * LinkedIn (LINKEDIN_API_BASE = the server root): the Posts API — POST /rest/posts answers
 * 201 with an empty body and `x-restli-id: urn:li:share:<n>`; GET /rest/posts?author=…&q=author
 * (X-RestLi-Method: FINDER) answers {elements:[{id, author, commentary, createdAt, lifecycleState,
 * visibility, distribution}], paging:{start, count, links}}; POST /rest/images?action=initializeUpload
 * answers {value:{uploadUrlExpiresAt, uploadUrl, image}} and the upload URL takes a PUT. Videos API:
 * POST /rest/videos?action=initializeUpload {initializeUploadRequest:{owner, fileSizeBytes, uploadCaptions,
 * uploadThumbnail}} → {value:{uploadUrlsExpireAt, video, uploadInstructions:[{uploadUrl, firstByte,
 * lastByte}], uploadToken}} (one instruction per part of `videoPartBytes`, 4 MiB as LinkedIn's); each part
 * URL takes a PUT and answers 200 with an ETag; POST /rest/videos?action=finalizeUpload
 * {finalizeUploadRequest:{video, uploadToken, uploadedPartIds}} (the ETags in part order) → 200 empty;
 * GET /rest/videos/{urn} → {id, owner, status: PROCESSING | AVAILABLE | PROCESSING_FAILED, …}. Documents
 * API: POST /rest/documents?action=initializeUpload {initializeUploadRequest:{owner}} →
 * {value:{uploadUrlExpiresAt, uploadUrl, document}}, the URL takes a PUT. A post naming a video that is
 * not AVAILABLE, or a media id never uploaded, is refused 422. Every call
 * must carry `LinkedIn-Version: YYYYMM` and `X-Restli-Protocol-Version: 2.0.0`, else 400 (as LinkedIn
 * does: {status, code, message}); an unknown token gets 401 {serviceErrorCode:65600, code:"INVALID_ACCESS_TOKEN", …}.
 *
 * Meta Graph (<root>/v21.0 with META_API_BASE = root): POST /{ig-user-id}/media → {id},
 * GET /{container-id}?fields=status_code → {status_code, id}, POST /{ig-user-id}/media_publish
 * creation_id → {id}, GET /{media-id}?fields=permalink → {permalink, id}, GET /{ig-user-id}/media →
 * {data:[{id, caption, permalink, timestamp}], paging}. Errors {error:{message, type, code,
 * error_subcode, is_transient, fbtrace_id}}.
 *
 * It also serves public files for LinkedIn uploads: /media/<name>.jpg (a few bytes), /media/<name>-<n>.mp4
 * (n bytes) and /media/<name>.pdf.
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

type VideoPart = { firstByte: number; lastByte: number; etag: string; received: number | null };
export type FakePublishRequest = { method: string; path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders; body: string };
type Scripted = { status: number; body: unknown; headers?: Record<string, string> };

export type FakeSocialPublish = {
  baseUrl: string;
  host: string;
  requests: FakePublishRequest[];
  linkedinPosts: { id: string; author: string; commentary: string; createdAt: number; body: Record<string, unknown> }[];
  igMedia: { id: string; caption: string; permalink: string; timestamp: string; containerId: string }[];
  containers: Map<string, { params: Record<string, string>; status: string; pollsLeft: number }>;
  /** LinkedIn videos by URN: the declared size, the bytes received per part, the status. */
  videos: Map<string, { owner: string; size: number; parts: VideoPart[]; status: string; pollsLeft: number }>;
  /** LinkedIn documents by URN: the bytes received (null before the PUT). */
  documents: Map<string, { owner: string; received: number | null }>;
  /** The size of each video part the initializeUpload answer asks for (LinkedIn: 4 MiB). */
  setVideoPartBytes(n: number): void;
  /** New videos stay PROCESSING for this many status reads; `failed` makes them end PROCESSING_FAILED. */
  setVideoProcessing(polls: number, failed?: boolean): void;
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
  const videos: FakeSocialPublish["videos"] = new Map();
  const documents: FakeSocialPublish["documents"] = new Map();
  let videoPartBytes = 4 * 1024 * 1024;
  let videoPolls = 0;
  let videoFails = false;
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
      const raw = Buffer.concat(chunks);
      const body = raw.toString("utf8");
      requests.push({ method: req.method ?? "GET", path: url.pathname, query: url.searchParams, headers: req.headers, body });
      const p = url.pathname;

      const clip = /^\/media\/[\w-]+-(\d+)\.mp4$/.exec(p);
      if (clip) {
        res.writeHead(200, { "content-type": "video/mp4" });
        return res.end(Buffer.alloc(Number(clip[1]), 7));
      }
      if (p.startsWith("/media/") && p.endsWith(".pdf")) {
        res.writeHead(200, { "content-type": "application/pdf" });
        return res.end(Buffer.from("%PDF-1.4\n%fake deck\n%%EOF\n"));
      }
      if (p.startsWith("/media/")) {
        res.writeHead(200, { "content-type": "image/jpeg" });
        return res.end(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]));
      }
      const part = /^\/upload\/video\/(\d+)\/(\d+)$/.exec(p);
      if (part && req.method === "PUT") {
        const v = [...videos.values()].find((x) => x.parts.some((q) => q.etag.startsWith(`/fake/${part[1]}/${part[2]}/`)));
        const q = v?.parts[Number(part[2])];
        if (!v || !q) return send(res, 404, { status: 404, message: "No such upload" });
        if (raw.length !== q.lastByte - q.firstByte + 1) return send(res, 400, { status: 400, message: `Part ${part[2]} must be ${q.lastByte - q.firstByte + 1} bytes, got ${raw.length}` });
        q.received = raw.length;
        return send(res, 200, null, { etag: q.etag });
      }
      const doc = /^\/upload\/document\/(.+)$/.exec(p);
      if (doc && req.method === "PUT") {
        const d = documents.get(decodeURIComponent(doc[1]!));
        if (!d) return send(res, 404, { status: 404, message: "No such upload" });
        d.received = raw.length;
        return send(res, 201, null);
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
        if (p === "/rest/videos" && req.method === "POST" && url.searchParams.get("action") === "initializeUpload") {
          const r = (JSON.parse(body || "{}") as { initializeUploadRequest?: { owner?: string; fileSizeBytes?: number } }).initializeUploadRequest;
          if (!r?.owner || !Number.isInteger(r.fileSizeBytes) || r.fileSizeBytes! <= 0) return send(res, 422, { status: 422, code: "UNPROCESSABLE_ENTITY", message: "/initializeUploadRequest/owner and /fileSizeBytes are required" });
          const n = ++seq;
          const video = `urn:li:video:C5F10AQ${n}`;
          const parts: VideoPart[] = [];
          for (let first = 0, i = 0; first < r.fileSizeBytes!; first += videoPartBytes, i++) parts.push({ firstByte: first, lastByte: Math.min(first + videoPartBytes, r.fileSizeBytes!) - 1, etag: `/fake/${n}/${i}/etag`, received: null });
          videos.set(video, { owner: r.owner, size: r.fileSizeBytes!, parts, status: "WAITING_UPLOAD", pollsLeft: videoPolls });
          return send(res, 200, { value: { uploadUrlsExpireAt: Date.now() + 86_400_000, video, uploadInstructions: parts.map((q, i) => ({ uploadUrl: `${baseUrl}/upload/video/${n}/${i}`, lastByte: q.lastByte, firstByte: q.firstByte })), uploadToken: "" } });
        }
        if (p === "/rest/videos" && req.method === "POST" && url.searchParams.get("action") === "finalizeUpload") {
          const r = (JSON.parse(body || "{}") as { finalizeUploadRequest?: { video?: string; uploadToken?: string; uploadedPartIds?: string[] } }).finalizeUploadRequest;
          const v = videos.get(r?.video ?? "");
          if (!v) return send(res, 404, { status: 404, code: "NOT_FOUND", message: `No video ${r?.video}` });
          const expected = v.parts.map((q) => q.etag);
          if (v.parts.some((q) => q.received === null) || JSON.stringify(r?.uploadedPartIds) !== JSON.stringify(expected) || typeof r?.uploadToken !== "string") {
            return send(res, 400, { status: 400, code: "INVALID_UPLOAD", message: "uploadedPartIds must list every part's ETag in order" });
          }
          v.status = videoPolls > 0 ? "PROCESSING" : videoFails ? "PROCESSING_FAILED" : "AVAILABLE";
          return send(res, 200, null);
        }
        if (p.startsWith("/rest/videos/") && req.method === "GET") {
          const urn = decodeURIComponent(p.slice("/rest/videos/".length));
          const v = videos.get(urn);
          if (!v) return send(res, 404, { status: 404, code: "NOT_FOUND", message: `No video ${urn}` });
          if (v.status === "PROCESSING" && v.pollsLeft-- <= 0) v.status = videoFails ? "PROCESSING_FAILED" : "AVAILABLE";
          return send(res, 200, { owner: v.owner, id: urn, status: v.status, duration: 12000, aspectRatioWidth: 16, aspectRatioHeight: 9, uploadedAt: Date.now() });
        }
        if (p === "/rest/documents" && req.method === "POST" && url.searchParams.get("action") === "initializeUpload") {
          const r = (JSON.parse(body || "{}") as { initializeUploadRequest?: { owner?: string } }).initializeUploadRequest;
          if (!r?.owner) return send(res, 422, { status: 422, code: "UNPROCESSABLE_ENTITY", message: "/initializeUploadRequest/owner is required" });
          const document = `urn:li:document:D5F10AQ${++seq}`;
          documents.set(document, { owner: r.owner, received: null });
          return send(res, 200, { value: { uploadUrlExpiresAt: Date.now() + 3_600_000, uploadUrl: `${baseUrl}/upload/document/${encodeURIComponent(document)}`, document } });
        }
        if (p === "/rest/posts" && req.method === "POST") {
          const s = scriptedFor("linkedin.create");
          if (s) return send(res, s.status, s.body, s.headers);
          const json = JSON.parse(body || "{}") as Record<string, unknown>;
          if (typeof json.author !== "string" || typeof json.commentary !== "string" || json.lifecycleState !== "PUBLISHED" || !json.visibility || !json.distribution) {
            return send(res, 422, { status: 422, code: "UNPROCESSABLE_ENTITY", message: "/author, /commentary, /visibility, /distribution and /lifecycleState are required" });
          }
          const mediaId = (json.content as { media?: { id?: string } } | undefined)?.media?.id;
          if (mediaId?.startsWith("urn:li:video:") && videos.get(mediaId)?.status !== "AVAILABLE") return send(res, 422, { status: 422, code: "UNPROCESSABLE_ENTITY", message: `The video ${mediaId} is not AVAILABLE` });
          if (mediaId?.startsWith("urn:li:document:") && !documents.get(mediaId)?.received) return send(res, 422, { status: 422, code: "UNPROCESSABLE_ENTITY", message: `The document ${mediaId} was not uploaded` });
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
    videos,
    documents,
    setVideoPartBytes(n) {
      videoPartBytes = n;
    },
    setVideoProcessing(polls, failed = false) {
      videoPolls = polls;
      videoFails = failed;
    },
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
      videos.clear();
      documents.clear();
      scripted.clear();
      processingPolls = 0;
      videoPartBytes = 4 * 1024 * 1024;
      videoPolls = 0;
      videoFails = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
