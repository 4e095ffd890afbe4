import { afterEach, describe, expect, it, vi } from "vitest";

// env() caches the parsed environment: load a fresh module per case.
async function load(vars: Record<string, string>) {
  vi.resetModules();
  for (const [k, v] of Object.entries({ SITE_URL: "", AUTH_REDIRECT_ALLOW_LIST: "", PORT: "3000", ...vars })) vi.stubEnv(k, v);
  return import("./site-origin");
}

describe("the one origin rule for mail links and redirects", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("keeps the loopback origin the user is on when SITE_URL is unset", async () => {
    const { siteOrigin, requestOrigin } = await load({});
    expect(siteOrigin(requestOrigin(new Headers({ host: "127.0.0.1:3000" })))).toBe("http://127.0.0.1:3000");
    expect(siteOrigin(requestOrigin(new Headers({ host: "localhost:4123" })))).toBe("http://localhost:4123");
    expect(siteOrigin(requestOrigin(new Headers({ host: "[::1]:3000" })))).toBe("http://[::1]:3000");
  });

  it("falls back to the default site URL for a host off the allow-list or a malformed one", async () => {
    const { siteOrigin, requestOrigin } = await load({});
    for (const host of ["evil.example", "192.0.2.2:3000", "127.0.0.1@evil.example", "127.0.0.1/evil", "a b"]) {
      expect(siteOrigin(requestOrigin(new Headers({ host }))), host).toBe("http://localhost:3000");
    }
    expect(siteOrigin(null)).toBe("http://localhost:3000");
  });

  it("accepts an origin of AUTH_REDIRECT_ALLOW_LIST, honouring a proxy's forwarded host and scheme", async () => {
    const { siteOrigin, requestOrigin } = await load({ AUTH_REDIRECT_ALLOW_LIST: "https://preview.example.com" });
    const h = new Headers({ host: "internal:3000", "x-forwarded-host": "preview.example.com", "x-forwarded-proto": "https" });
    expect(siteOrigin(requestOrigin(h))).toBe("https://preview.example.com");
    expect(siteOrigin(requestOrigin(new Headers({ "x-forwarded-host": "preview.example.com" })))).toBe("http://localhost:3000");
  });

  it("uses SITE_URL whenever it is set", async () => {
    const { siteOrigin, requestOrigin } = await load({ SITE_URL: "https://app.example.com/" });
    expect(siteOrigin(requestOrigin(new Headers({ host: "127.0.0.1:3000" })))).toBe("https://app.example.com");
  });
});

describe("currentSiteOrigin", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is the default site URL outside a request (jobs, scripts, tests calling actions)", async () => {
    const { currentSiteOrigin } = await load({});
    await expect(currentSiteOrigin()).resolves.toBe("http://localhost:3000");
  });
});
