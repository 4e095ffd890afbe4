/** One sample transport answering several origins, each from its own folder, and no other origin. */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkUrl, OutboundBlockedError, OutboundNetworkError } from "@/lib/http";
import { sampleSitesClient, sampleSitesIn, sampleSitesTransport } from "./site-transport";

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "sample-sites-"));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const init = { method: "GET", headers: {}, body: null, connectTimeoutMs: 1000, deadline: Date.now() + 60_000, totalTimeoutMs: 5000, maxResponseBytes: 1024 * 1024 };
const target = (url: string) => checkUrl(url, { resolve: async () => [{ address: "127.0.0.1", family: 4 }], allowPrivateHosts: new URL(url).hostname, allowedPorts: "" });

describe("sampleSitesTransport", () => {
  const dir = tree({
    "a.example/guide.html": "<h1>A guide</h1>",
    "a.example/404.html": "<h1>A: not here</h1>",
    "b.example/notes/index.html": "<h1>B notes</h1>",
    "b.example/_redirects": "/old /notes/ 301\n",
    ".hidden/index.html": "never a site",
  });
  const sites = sampleSitesIn(dir);
  const transport = sampleSitesTransport(sites);

  it("reads a folder per domain as https://<domain>", () => {
    expect(sites.map((s) => s.origin)).toEqual(["https://a.example", "https://b.example"]);
  });

  it("answers each origin from its own folder, with its own 404 page and manifests", async () => {
    const a = await transport(await target("https://a.example/guide"), init);
    expect([a.status, a.body.toString()]).toEqual([200, "<h1>A guide</h1>"]);
    const b = await transport(await target("https://b.example/notes/"), init);
    expect([b.status, b.body.toString()]).toEqual([200, "<h1>B notes</h1>"]);
    const crossed = await transport(await target("https://b.example/guide"), init);
    expect([crossed.status, crossed.body.toString()]).toEqual([404, "Not found"]);
    const missing = await transport(await target("https://a.example/notes/"), init);
    expect([missing.status, missing.body.toString()]).toEqual([404, "<h1>A: not here</h1>"]);
    const moved = await transport(await target("https://b.example/old"), init);
    expect([moved.status, moved.headers.location]).toEqual([301, "/notes/"]);
    expect((await transport(await target("https://a.example/old"), init)).status).toBe(404);
  });

  it("refuses any other origin: transport and client alike", async () => {
    await expect(transport(await target("https://c.example/"), init)).rejects.toBeInstanceOf(OutboundNetworkError);
    await expect(transport(await target("http://a.example/guide"), init)).rejects.toBeInstanceOf(OutboundNetworkError);
    const client = sampleSitesClient(sites);
    const audit = { brandId: null, provider: "sample", purpose: "test" };
    await expect(client.request({ url: "https://c.example/" }, audit)).rejects.toBeInstanceOf(OutboundBlockedError);
    expect((await client.request({ url: "https://b.example/notes/" }, audit)).body.toString()).toBe("<h1>B notes</h1>");
  });

  it("refuses an origin listed twice", () => {
    expect(() => sampleSitesTransport([...sites, sites[0]!])).toThrow(/listed twice/);
  });
});
