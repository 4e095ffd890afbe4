/**
 * The demo brand's website, answered from the files shipped in db/sample/seo-site instead of a
 * network: an outbound Transport (lib/http/client.ts) that the SAMPLE SEED ALONE uses, so its crawl
 * goes through the real crawler, checks and scoring and stores the brand's real-looking URLs while
 * no socket is opened. The app's crawls keep the network client (lib/http `outbound`).
 *
 * It serves like a static host (Netlify's file conventions):
 * - `/` → index.html, `/a/b` → a/b.html or a/b/index.html, any other file by its name; else 404
 *   with 404.html;
 * - `_redirects`: `/from /to 301` lines (exact paths), answered before files;
 * - `_headers`: a path line (exact, or ending in `*` for a prefix) followed by indented
 *   `Name: value` lines;
 * - HEAD (no body), `Range: bytes=a-b` (206 with Content-Range), Content-Length and Content-Type;
 * - `overlay`: a folder whose files (and manifests) replace the root's: the same site as it was
 *   earlier (db/sample/seo-site/_before).
 * Paths with a segment starting with "_" or "." (the manifests, the overlay) are never served.
 *
 * One transport can answer several origins, each from its own folder (`sampleSitesTransport`): the
 * content-marketing sample serves the competitors' articles behind its sample SERP
 * (db/sample/content/articles/<domain>/ for https://<domain>, `sampleArticlesClient`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import {
  createOutboundClient,
  OutboundBlockedError,
  OutboundNetworkError,
  type OutboundClient,
  type Transport,
} from "@/lib/http";

export const SAMPLE_SITE_DIR = path.resolve(process.cwd(), "db/sample/seo-site");
/** The pages behind the content sample's SERP: one folder per domain. */
export const SAMPLE_ARTICLES_DIR = path.resolve(process.cwd(), "db/sample/content/articles");

export type SampleSite = {
  /** The only origin answered, e.g. https://northwind-coffee.example (the demo brand's website). */
  origin: string;
  root: string;
  /** A folder of files that replace the root's (the site as it was earlier). */
  overlay?: string | null;
};

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".svg": "image/svg+xml",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
};

type Redirect = { to: string; status: number };
type HeaderRule = { path: string; prefix: boolean; headers: [string, string][] };

function readManifest(dirs: string[], name: string): string | null {
  for (const d of dirs) {
    const p = path.join(d, name);
    if (existsSync(p)) return readFileSync(p, "utf8");
  }
  return null;
}

export function parseRedirects(text: string): Map<string, Redirect> {
  const out = new Map<string, Redirect>();
  for (const line of text.split("\n")) {
    const t = line.replace(/#.*$/, "").trim();
    if (!t) continue;
    const [from, to, status] = t.split(/\s+/);
    if (from && to) out.set(from, { to, status: Number(status ?? 301) || 301 });
  }
  return out;
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (/^\s/.test(line)) {
      const m = /^\s+([^:]+):\s*(.*)$/.exec(line);
      if (m && rules.length) rules.at(-1)!.headers.push([m[1]!.trim().toLowerCase(), m[2]!.trim()]);
    } else {
      const p = line.trim();
      rules.push({ path: p.endsWith("*") ? p.slice(0, -1) : p, prefix: p.endsWith("*"), headers: [] });
    }
  }
  return rules;
}

/** The file a request path maps to (overlay first), or null. */
function fileFor(dirs: string[], pathname: string): string | null {
  const rel = pathname.replace(/^\/+/, "");
  const candidates = rel === "" ? ["index.html"] : rel.endsWith("/") ? [`${rel}index.html`] : [rel, `${rel}.html`, `${rel}/index.html`];
  for (const d of dirs) {
    for (const c of candidates) {
      const p = path.join(d, c);
      if (existsSync(p) && statSync(p).isFile()) return p;
    }
  }
  return null;
}

/** One site's handler: the request's origin is already known to be the site's. */
function siteHandler(site: SampleSite): Transport {
  const dirs = [site.overlay, site.root].filter((d): d is string => !!d);
  const redirects = parseRedirects(readManifest(dirs, "_redirects") ?? "");
  const headerRules = parseHeaders(readManifest(dirs, "_headers") ?? "");
  return async (target, init) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(target.url.pathname);
    } catch {
      pathname = "/\0";
    }
    const extra: Record<string, string> = {};
    for (const r of headerRules) if (r.prefix ? pathname.startsWith(r.path) : pathname === r.path) for (const [k, v] of r.headers) extra[k] = v;
    const answer = (status: number, headers: Record<string, string>, file: Buffer) => {
      let body = init.method === "HEAD" ? Buffer.alloc(0) : file;
      const truncated = body.length > init.maxResponseBytes;
      if (truncated) body = body.subarray(0, init.maxResponseBytes);
      return { status, headers: { ...headers, ...extra }, body, truncated, bytesIn: body.length };
    };
    const redirect = redirects.get(pathname);
    if (redirect) return answer(redirect.status, { location: redirect.to, "content-length": "0" }, Buffer.alloc(0));
    const unsafe = pathname.split("/").some((s) => s === ".." || s.startsWith("_") || s.startsWith(".") || s.includes("\0"));
    const file = unsafe ? null : fileFor(dirs, pathname);
    if (!file) {
      const notFound = fileFor(dirs, "/404.html");
      const body = notFound ? readFileSync(notFound) : Buffer.from("Not found");
      return answer(404, { "content-type": TYPES[".html"]!, "content-length": String(body.length) }, body);
    }
    const bytes = readFileSync(file);
    const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
    const range = /^bytes=(\d+)-(\d*)$/.exec(init.headers.range ?? init.headers.Range ?? "");
    if (range && init.method === "GET") {
      const from = Number(range[1]);
      const to = Math.min(range[2] ? Number(range[2]) : bytes.length - 1, bytes.length - 1);
      if (from >= bytes.length || from > to) return answer(416, { "content-range": `bytes */${bytes.length}` }, Buffer.alloc(0));
      return answer(206, { "content-type": type, "content-range": `bytes ${from}-${to}/${bytes.length}`, "content-length": String(to - from + 1), "accept-ranges": "bytes" }, bytes.subarray(from, to + 1));
    }
    return answer(200, { "content-type": type, "content-length": String(bytes.length), "accept-ranges": "bytes" }, bytes);
  };
}

/** The origins of some sites, each once (a repeated origin is a mistake in the caller). */
function originsOf(sites: SampleSite[]): Map<string, SampleSite> {
  const out = new Map<string, SampleSite>();
  for (const site of sites) {
    const origin = new URL(site.origin).origin;
    if (out.has(origin)) throw new Error(`Sample site ${origin} is listed twice.`);
    out.set(origin, site);
  }
  return out;
}

function answersOnly(origins: string[]): string {
  return origins.length === 1 ? `The sample site answers ${origins[0]} only` : `The sample sites answer ${origins.join(", ")} only`;
}

/** The Transport of several shipped sites: each origin from its own folder, no other origin. */
export function sampleSitesTransport(sites: SampleSite[]): Transport {
  const handlers = new Map([...originsOf(sites)].map(([origin, site]) => [origin, siteHandler(site)]));
  return async (target, init) => {
    const handler = handlers.get(target.url.origin);
    if (!handler) throw new OutboundNetworkError(`${answersOnly([...handlers.keys()])}, not ${target.url.origin}.`);
    return handler(target, init);
  };
}

/** The Transport of one shipped site: answers its origin only, from the files. */
export function sampleSiteTransport(site: SampleSite): Transport {
  return sampleSitesTransport([site]);
}

/**
 * An outbound client for sample fetches: the guard still checks every URL, the sites' hosts are
 * pinned to loopback (allow-listed, nothing connects: the transport reads files), and a URL of any
 * other origin is refused before the guard — the crawl records those links as "not checked", not broken.
 * No API-call audit rows: no call leaves the machine.
 */
export function sampleSitesClient(sites: SampleSite[]): OutboundClient {
  const origins = originsOf(sites);
  const hosts = new Set([...origins.keys()].map((o) => new URL(o).hostname));
  const inner = createOutboundClient({
    transport: sampleSitesTransport(sites),
    resolve: async (h) => (hosts.has(h) ? [{ address: "127.0.0.1", family: 4 }] : []),
    allowPrivateHosts: [...hosts].join(","),
    audit: async () => {},
  });
  return {
    request: async (req, ctx) => {
      let asked = "";
      try {
        asked = new URL(req.url).origin;
      } catch {
        /* refused below */
      }
      if (!origins.has(asked)) {
        const which = origins.size === 1 ? `the shipped site of ${[...origins.keys()][0]}` : `the shipped sites of ${[...origins.keys()].join(", ")}`;
        throw new OutboundBlockedError(`The sample reads only ${which}; ${asked || req.url} was not asked.`);
      }
      return inner.request(req, ctx);
    },
  };
}

/** The sample crawl's client: the demo brand's website only. */
export function sampleSiteClient(site: SampleSite): OutboundClient {
  return sampleSitesClient([site]);
}

/** Every folder of `dir` as a site: db/sample/content/articles/brewcraft.example → https://brewcraft.example. */
export function sampleSitesIn(dir: string): SampleSite[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith(".") && !e.name.startsWith("_"))
    .map((e) => e.name)
    .sort()
    .map((domain) => ({ origin: `https://${domain}`, root: path.join(dir, domain) }));
}

/**
 * The content-marketing sample's client: the competitors' articles behind the sample SERP
 * (db/sample/content/articles/<domain>/ for https://<domain>); the top-articles job fetches them
 * through it, so the seed's structure comes from the real fetch, extraction and clustering.
 */
export function sampleArticlesClient(dir: string = SAMPLE_ARTICLES_DIR): OutboundClient {
  return sampleSitesClient(sampleSitesIn(dir));
}
