import { describe, expect, it } from "vitest";
import { buildEmailLink, isAllowedRedirect, resolveRedirect, safeNextPath } from "./redirect";

const SITE = "https://app.example.com";

describe("redirect_to allow-list", () => {
  it("accepts the site's scheme, host and port only", () => {
    expect(isAllowedRedirect("https://app.example.com/auth/confirm?next=/x", SITE)).toBe(true);
    expect(isAllowedRedirect("http://app.example.com/", SITE)).toBe(false);
    expect(isAllowedRedirect("https://app.example.com:8443/", SITE)).toBe(false);
    expect(isAllowedRedirect("https://evil.example/", SITE)).toBe(false);
    expect(isAllowedRedirect("https://app.example.com.evil.example/", SITE)).toBe(false);
    expect(isAllowedRedirect("https://app.example.com@evil.example/", SITE)).toBe(false);
    expect(isAllowedRedirect("javascript:alert(1)", SITE)).toBe(false);
    expect(isAllowedRedirect("/relative", SITE)).toBe(false);
  });

  it("accepts any port and any loopback alias when the site is on loopback", () => {
    expect(isAllowedRedirect("http://localhost:4000/x", "http://localhost:3000")).toBe(true);
    expect(isAllowedRedirect("http://127.0.0.1:5173/", "http://localhost:3000")).toBe(true);
    expect(isAllowedRedirect("https://localhost:4000/", "http://localhost:3000")).toBe(false);
    expect(isAllowedRedirect("http://example.com:3000/", "http://localhost:3000")).toBe(false);
  });

  it("accepts allow-listed origins", () => {
    expect(isAllowedRedirect("https://preview.example.com/a", SITE, ["https://preview.example.com"])).toBe(true);
    expect(isAllowedRedirect("https://preview.example.com:444/a", SITE, ["https://preview.example.com"])).toBe(false);
  });

  it("falls back to the site URL", () => {
    expect(resolveRedirect("https://evil.example/", SITE)).toBe(SITE);
    expect(resolveRedirect(null, SITE)).toBe(SITE);
    expect(resolveRedirect(`${SITE}/welcome`, SITE)).toBe(`${SITE}/welcome`);
  });

  it("keeps only same-site next paths", () => {
    expect(safeNextPath("/dashboard?x=1")).toBe("/dashboard?x=1");
    expect(safeNextPath("//evil.example")).toBeNull();
    expect(safeNextPath("/\\evil.example")).toBeNull();
    expect(safeNextPath("https://evil.example")).toBeNull();
  });
});

describe("email links", () => {
  const link = (redirectTo: string | null, type: "signup" | "recovery" = "signup") =>
    new URL(buildEmailLink({ tokenHash: "pkce_abc", type, redirectTo, siteUrl: SITE }));

  it("points at /auth/confirm with token_hash, type and next", () => {
    const u = link(`${SITE}/auth/confirm?next=%2Fdashboard`);
    expect(`${u.origin}${u.pathname}`).toBe(`${SITE}/auth/confirm`);
    expect(Object.fromEntries(u.searchParams)).toEqual({ token_hash: "pkce_abc", type: "signup", next: "/dashboard" });
  });

  it("turns another allowed redirect into the next path, and ignores disallowed ones", () => {
    expect(link(`${SITE}/tasks?id=1`).searchParams.get("next")).toBe("/tasks?id=1");
    const evil = link("https://evil.example/x");
    expect(evil.origin).toBe(SITE);
    expect(evil.searchParams.get("next")).toBe("/");
    expect(link(`${SITE}/auth/confirm?next=%2F%2Fevil.example`).searchParams.get("next")).toBe("/");
  });

  it("sends recovery links to /reset-password unless a page was asked for", () => {
    expect(link(null, "recovery").searchParams.get("next")).toBe("/reset-password");
    expect(link(SITE, "recovery").searchParams.get("next")).toBe("/reset-password");
    expect(link(`${SITE}/auth/confirm?next=%2Faccount%2Fpassword`, "recovery").searchParams.get("next")).toBe("/account/password");
  });
});
