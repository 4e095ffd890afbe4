import { afterEach, describe, expect, it } from "vitest";
import { applyRememberMe, authMode, supabaseConfig, BUILTIN_AUTH_COOKIE } from "./config";

afterEach(() => {
  delete process.env.NEXT_PUBLIC_SUPABASE_URL;
  delete process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
});

describe("auth mode", () => {
  it("is built-in unless both hosted values are set", () => {
    expect(authMode()).toBe("builtin");
    process.env.NEXT_PUBLIC_SUPABASE_URL = "https://abc.supabase.co";
    expect(authMode()).toBe("builtin");
    process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = "anon-key-of-the-project-123";
    expect(authMode()).toBe("hosted");
    expect(supabaseConfig("http://localhost:3000")).toMatchObject({ url: "https://abc.supabase.co", cookieOptions: undefined });
  });

  it("points built-in clients at <origin>/api/supabase with one cookie name", () => {
    expect(supabaseConfig("http://127.0.0.1:3000/")).toMatchObject({
      mode: "builtin",
      url: "http://127.0.0.1:3000/api/supabase",
      cookieOptions: { name: BUILTIN_AUTH_COOKIE },
    });
  });
});

describe("Remember me", () => {
  const cookies = [
    { name: "sb-x", value: "base64-abc", options: { path: "/", maxAge: 34560000, sameSite: "lax" } },
    { name: "sb-x.1", value: "", options: { path: "/", maxAge: 0 } },
  ];

  it("drops maxAge/expires from written cookies when the marker is 0, and keeps deletions", () => {
    const out = applyRememberMe(cookies, "0");
    expect(out[0]!.options).toEqual({ path: "/", sameSite: "lax" });
    expect(out[1]!.options).toEqual({ path: "/", maxAge: 0 });
  });

  it("changes nothing otherwise", () => {
    expect(applyRememberMe(cookies, undefined)).toBe(cookies);
    expect(applyRememberMe(cookies, "1")).toBe(cookies);
  });
});
