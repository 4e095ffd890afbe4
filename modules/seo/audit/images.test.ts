import { describe, expect, it } from "vitest";
import { createOutboundClient, type Transport } from "@/lib/http";
import { measureImage, measureImages } from "./images";

type Answer = { status: number; headers?: Record<string, string | undefined>; body?: Buffer };

/** An outbound client whose transport answers from `serve` (no socket), recording each request. */
function clientFor(serve: (method: string, path: string, headers: Record<string, string>) => Answer) {
  const seen: string[] = [];
  const transport: Transport = async (target, init) => {
    seen.push(`${init.method} ${target.url.pathname}${init.headers.range ? ` ${init.headers.range}` : ""}`);
    const a = serve(init.method, target.url.pathname, init.headers);
    const body = init.method === "HEAD" ? Buffer.alloc(0) : (a.body ?? Buffer.alloc(0)).subarray(0, init.maxResponseBytes);
    return { status: a.status, headers: a.headers ?? {}, body, truncated: false, bytesIn: body.length };
  };
  const client = createOutboundClient({ transport, resolve: async () => [{ address: "93.184.215.14", family: 4 }], audit: async () => {} });
  return { client, seen };
}
const audit = { brandId: null, provider: "site-crawl", purpose: "seo.crawl" };

describe("measureImage", () => {
  it("reads Content-Length from a HEAD", async () => {
    const { client, seen } = clientFor(() => ({ status: 200, headers: { "content-length": "48213", "content-type": "image/jpeg" } }));
    expect(await measureImage(client, "https://shop.example/a.jpg", audit)).toEqual({ url: "https://shop.example/a.jpg", status: 200, bytes: 48213, error: null });
    expect(seen).toEqual(["HEAD /a.jpg"]);
  });

  it("falls back to a one-byte ranged GET when HEAD gives no length, reading the total from Content-Range", async () => {
    const { client, seen } = clientFor((method) =>
      method === "HEAD" ? { status: 200, headers: { "content-type": "image/png" } } : { status: 206, headers: { "content-range": "bytes 0-0/301234" }, body: Buffer.from([0x89]) },
    );
    expect((await measureImage(client, "https://shop.example/b.png", audit)).bytes).toBe(301234);
    expect(seen).toEqual(["HEAD /b.png", "GET /b.png bytes=0-0"]);
  });

  it("counts the body when a server refuses HEAD and ignores Range", async () => {
    const file = Buffer.alloc(5000, 1);
    const { client } = clientFor((method) => (method === "HEAD" ? { status: 405 } : { status: 200, body: file }));
    expect((await measureImage(client, "https://shop.example/c.webp", audit)).bytes).toBe(5000);
  });

  it("follows a redirect and reports a missing image by its status, without a size", async () => {
    const { client, seen } = clientFor((_m, path) => (path === "/old.jpg" ? { status: 301, headers: { location: "/new.jpg" } } : { status: 404 }));
    expect(await measureImage(client, "https://shop.example/old.jpg", audit)).toEqual({ url: "https://shop.example/old.jpg", status: 404, bytes: null, error: null });
    expect(seen).toEqual(["HEAD /old.jpg", "HEAD /new.jpg"]);
  });

  it("measures a list with bounded concurrency, results in order", async () => {
    const { client } = clientFor((_m, path) => ({ status: 200, headers: { "content-length": String(path.length * 1000) } }));
    const out = await measureImages(client, ["https://shop.example/a.jpg", "https://shop.example/bb.jpg", "https://shop.example/ccc.jpg"], audit, 2);
    expect(out.map((o) => o.bytes)).toEqual([6000, 7000, 8000]);
  });
});
