/**
 * Issue #16: the origin of mail links and of the /auth/confirm redirect. `next start` fills
 * request.url with its own http://localhost:<PORT> whatever host the browser used; the Host header
 * says which. A user on 127.0.0.1 must stay there: the session cookie is set on that host.
 */
import { describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { siteUrl } from "@/lib/env";
import { confirmLink, latestMail, raw, uniqueEmail } from "./helpers";

const jar = new Map<string, string>();
let requestHeaders = new Headers();
vi.mock("next/headers", () => ({
  cookies: async () => ({
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  }),
  headers: async () => requestHeaders,
}));

const { GET: confirm } = await import("@/app/(auth)/auth/confirm/route");

const USER_ORIGIN = "http://127.0.0.1:3000";

describe("one origin for mail links and redirects (SITE_URL unset)", () => {
  it("a sign-up from 127.0.0.1 gets a 127.0.0.1 link, and confirming lands on 127.0.0.1/dashboard signed in with the 'Email confirmed' flash", async () => {
    expect(siteUrl()).not.toBe(USER_ORIGIN);
    const email = uniqueEmail("origin");
    // The browser's call: Host names the origin it is on; redirect_to is what the register form sends.
    const res = await raw("POST", `signup?redirect_to=${encodeURIComponent(`${USER_ORIGIN}/auth/confirm?next=/dashboard`)}`, {
      body: { email, password: "origin-pass-1" },
      headers: { host: "127.0.0.1:3000" },
    });
    expect(res.status).toBe(200);
    const link = confirmLink(await latestMail(email));
    expect(link.url.origin).toBe(USER_ORIGIN);

    // The click: request.url as next start builds it, Host as the browser sends it.
    requestHeaders = new Headers({ host: "127.0.0.1:3000" });
    jar.clear();
    const landing = await confirm(new NextRequest(`${siteUrl()}${link.url.pathname}${link.url.search}`, { headers: requestHeaders }));
    expect(landing.status).toBe(303);
    expect(landing.headers.get("location")).toBe(`${USER_ORIGIN}/dashboard`);
    expect([...jar.keys()].some((k) => k.startsWith("sb-"))).toBe(true);
    expect(landing.headers.get("set-cookie")).toContain("gos-flash=email-confirmed");
  });

  it("a failed link goes back to /auth on the user's origin with the reason, and no flash", async () => {
    requestHeaders = new Headers({ host: "127.0.0.1:3000" });
    const landing = await confirm(new NextRequest(`${siteUrl()}/auth/confirm?token_hash=${"0".repeat(56)}&type=signup`, { headers: requestHeaders }));
    const location = new URL(landing.headers.get("location")!);
    expect(location.origin).toBe(USER_ORIGIN);
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("error_description")).toMatch(/invalid or has expired/);
    expect(landing.headers.get("set-cookie") ?? "").not.toContain("gos-flash");
  });

  it("a Host off the allow-list gets the default site URL, never its own origin", async () => {
    requestHeaders = new Headers({ host: "evil.example" });
    const landing = await confirm(new NextRequest(`${siteUrl()}/auth/confirm?token_hash=${"0".repeat(56)}&type=signup`, { headers: requestHeaders }));
    expect(new URL(landing.headers.get("location")!).origin).toBe(siteUrl());
  });
});
