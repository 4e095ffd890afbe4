/**
 * A loopback web site serving the competitor article fixtures (tests/fixtures/content/articles) for
 * content research, with the pages that cannot be read: a 404, a PDF, and a page that never answers.
 * Integration tests and the e2e site fake both use it.
 */
import { createServer, type Server, type ServerResponse } from "node:http";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { AddressInfo, Socket } from "node:net";

export const ARTICLE_FIXTURE_DIR = path.join(process.cwd(), "tests/fixtures/content/articles");

/** The fixture files' names without .html, sorted. */
export function articleFixtureNames(): string[] {
  return readdirSync(ARTICLE_FIXTURE_DIR)
    .filter((f) => f.endsWith(".html"))
    .map((f) => f.replace(/\.html$/, ""))
    .sort();
}

/** Answers a request for /articles/<name>, /missing, /guide.pdf or /slow; false when the path is not the site's. */
export function serveArticle(pathname: string, res: ServerResponse, hold: (res: ServerResponse) => void): boolean {
  const m = /^\/articles\/([a-z0-9-]+)$/.exec(pathname);
  if (m && articleFixtureNames().includes(m[1]!)) {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(readFileSync(path.join(ARTICLE_FIXTURE_DIR, `${m[1]}.html`)));
    return true;
  }
  if (pathname === "/missing") {
    res.writeHead(404, { "content-type": "text/html" });
    res.end("<h1>Not found</h1>");
    return true;
  }
  if (pathname === "/guide.pdf") {
    res.writeHead(200, { "content-type": "application/pdf" });
    res.end("%PDF-1.4\n%fake\n");
    return true;
  }
  if (pathname === "/slow") {
    // Never answers: the reader's timeout is what ends it.
    hold(res);
    return true;
  }
  return false;
}

export type FakeArticleSite = { origin: string; host: string; close: () => Promise<void> };

export async function startFakeArticleSite(port = 0): Promise<FakeArticleSite> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (!serveArticle(url.pathname, res, () => {})) {
      res.writeHead(404);
      res.end();
    }
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${bound}`,
    host: `127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
