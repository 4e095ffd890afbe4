import { describe, expect, it } from "vitest";
import { AuthHttpError, OAuthStyleError, errorResponse, requestedApiVersion, tooManyRequests, weakPassword } from "./errors";

const h = (v?: string) => new Headers(v ? { "X-Supabase-Api-Version": v } : {});

describe("API version", () => {
  it("resolves dates on or after 2024-01-01 to 2024-01-01, anything else to the initial version", () => {
    expect(requestedApiVersion(h("2024-01-01"))).toBe("2024-01-01");
    expect(requestedApiVersion(h("2025-06-30"))).toBe("2024-01-01");
    expect(requestedApiVersion(h("2023-12-31"))).toBeNull();
    expect(requestedApiVersion(h("garbage"))).toBeNull();
    expect(requestedApiVersion(h())).toBeNull();
  });
});

describe("error bodies", () => {
  it("writes the 2024-01-01 shape, the legacy shape, and x-sb-error-code on both", async () => {
    const err = new AuthHttpError(400, "invalid_credentials", "Invalid login credentials");
    const v = errorResponse(err, "2024-01-01", new Headers());
    expect(await v.json()).toEqual({ code: "invalid_credentials", message: "Invalid login credentials" });
    expect(v.headers.get("x-sb-error-code")).toBe("invalid_credentials");
    const legacy = errorResponse(err, null, new Headers());
    expect(await legacy.json()).toEqual({ code: 400, error_code: "invalid_credentials", msg: "Invalid login credentials" });
    expect(legacy.headers.get("x-sb-error-code")).toBe("invalid_credentials");
  });

  it("adds weak_password reasons, Retry-After on 429, and the OAuth shape", async () => {
    expect(await errorResponse(weakPassword("Too short.", ["length"]), "2024-01-01", new Headers()).json()).toEqual({
      code: "weak_password",
      message: "Too short.",
      weak_password: { reasons: ["length"] },
    });
    const limited = errorResponse(tooManyRequests("over_request_rate_limit", "Request rate limit reached", 12.2), null, new Headers());
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("13");
    const oauth = errorResponse(new OAuthStyleError("invalid_request", "refresh_token required"), "2024-01-01", new Headers());
    expect(oauth.status).toBe(400);
    expect(await oauth.json()).toEqual({ error: "invalid_request", error_description: "refresh_token required" });
  });
});
