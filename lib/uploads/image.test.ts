import { describe, expect, it } from "vitest";
import { checkImage, checkSvg, sniffImageType } from "./image";

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50]);
const enc = (s: string) => new TextEncoder().encode(s);
const cleanSvg = '<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#000"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/></svg>';

describe("image uploads", () => {
  it("sniffs PNG, JPEG and WebP from the bytes", () => {
    expect(sniffImageType(png)).toBe("image/png");
    expect(sniffImageType(jpeg)).toBe("image/jpeg");
    expect(sniffImageType(webp)).toBe("image/webp");
    expect(sniffImageType(enc("GIF89a"))).toBeNull();
  });

  it("refuses empty, oversized and unknown files with a specific message", () => {
    expect(checkImage(new Uint8Array())).toMatchObject({ ok: false, error: expect.stringContaining("empty") });
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(png);
    expect(checkImage(big)).toMatchObject({ ok: false, error: expect.stringContaining("limit is 1 MB") });
    expect(checkImage(enc("GIF89a...."))).toMatchObject({ ok: false, error: expect.stringContaining("not a PNG, JPEG or WebP") });
    // A renamed HTML file is not an image, whatever it claims.
    expect(checkImage(enc("<html><script>alert(1)</script></html>"), { allowSvg: true }).ok).toBe(false);
  });

  it("accepts a plain SVG only where SVG is allowed", () => {
    expect(checkImage(enc(cleanSvg), { allowSvg: true })).toEqual({ ok: true, mimeType: "image/svg+xml" });
    expect(checkImage(enc(cleanSvg))).toMatchObject({ ok: false, error: expect.stringContaining("SVG is not accepted") });
  });

  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "a script"],
    ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>', "event handler"],
    ['<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div/></foreignObject></svg>', "foreignObject"],
    ['<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>', "can load, link or animate"],
    ['<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.test/x.png"/></svg>', "can load, link or animate"],
    ['<svg xmlns="http://www.w3.org/2000/svg"><rect fill="url(https://evil.test/x)"/></svg>', "external resource"],
    ['<svg xmlns="http://www.w3.org/2000/svg"><style>@import "https://evil.test/x.css";</style></svg>', "external resource"],
    ['<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg"></svg>', "DOCTYPE"],
    ['<svg xmlns="http://www.w3.org/2000/svg"><set attributeName="href" to="javascript:alert(1)"/></svg>', "can load, link or animate"],
  ])("refuses an active SVG: %s", (svg, what) => {
    expect(checkSvg(svg)).toMatchObject({ ok: false, error: expect.stringContaining(what) });
  });

  it("refuses a truncated SVG", () => {
    expect(checkSvg('<svg xmlns="http://www.w3.org/2000/svg"><rect')).toMatchObject({ ok: false, error: expect.stringContaining("incomplete") });
  });
});
