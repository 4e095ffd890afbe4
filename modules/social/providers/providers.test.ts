import { describe, expect, it } from "vitest";
import { retryAfterMs } from "./call";
import { hashtagsOf } from "./shared";
import { instagramMediaType, metaAuthorizationUrl, metaFailure, toMedia } from "./meta";
import { linkedInAuthorizationUrl, linkedInFailure, linkedInMediaType } from "./linkedin";
import { linkedInConfig, metaConfig } from "./config";

const graph = (status: number, error: Record<string, unknown>, headers: Record<string, string> = {}) => ({ status, json: { error: { message: "m", type: "OAuthException", fbtrace_id: "x", ...error } }, headers });
const li = (status: number, headers: Record<string, string> = {}) => ({ status, json: { status, serviceErrorCode: 100, code: "X", message: "LinkedIn words" }, headers });

describe("Meta error mapping", () => {
  it("190 is an expired or revoked token that only reconnecting fixes", () => {
    const f = metaFailure(graph(400, { code: 190, error_subcode: 463 }));
    expect(f.kind).toBe("expired_token");
    expect(f.message).toContain("Reconnect Instagram on Integrations");
  });

  it("10 and 200–299 are missing permissions", () => {
    expect(metaFailure(graph(403, { code: 10 })).kind).toBe("missing_permission");
    expect(metaFailure(graph(403, { code: 200 })).kind).toBe("missing_permission");
  });

  it("rate limits carry the wait from Retry-After or X-Business-Use-Case-Usage", () => {
    expect(metaFailure(graph(400, { code: 4 }), undefined).kind).toBe("rate_limited");
    const retry = metaFailure(graph(429, { code: 32 }, { "retry-after": "120" }));
    expect(retry).toMatchObject({ kind: "rate_limited", retryAfterMs: 120_000 });
    expect(retry.message).toContain("try again in 2 min");
    const buc = metaFailure(graph(400, { code: 80002 }, { "x-business-use-case-usage": JSON.stringify({ "1784": [{ type: "instagram", call_count: 100, estimated_time_to_regain_access: 15 }] }) }));
    expect(buc).toMatchObject({ kind: "rate_limited", retryAfterMs: 15 * 60_000 });
  });

  it("business_discovery of a personal account says the account is not professional", () => {
    const f = metaFailure(graph(400, { code: 110, error_subcode: 2207013 }), "@justajoe");
    expect(f.kind).toBe("not_professional");
    expect(f.message).toContain("@justajoe is not an Instagram professional");
  });

  it("anything else keeps Meta's words and the status", () => {
    const f = metaFailure({ status: 500, json: { error: { message: "An unknown error occurred", code: 1 } }, headers: {} });
    expect(f).toMatchObject({ kind: "provider_error", status: 500 });
    expect(f.message).toContain('Meta said: "An unknown error occurred"');
  });
});

describe("LinkedIn error mapping", () => {
  it("maps 401, 403, 429 and 404", () => {
    expect(linkedInFailure(li(401)).kind).toBe("expired_token");
    expect(linkedInFailure(li(403)).kind).toBe("missing_permission");
    expect(linkedInFailure(li(429, { "retry-after": "60" }))).toMatchObject({ kind: "rate_limited", retryAfterMs: 60_000 });
    expect(linkedInFailure(li(429)).message).toContain("midnight UTC");
    expect(linkedInFailure(li(404), 'The page "x"').message).toContain('The page "x" was not found');
  });
});

describe("response mapping", () => {
  it("maps Instagram media types: reels by product type, carousels, videos, images", () => {
    expect(instagramMediaType("VIDEO", "REELS")).toBe("reel");
    expect(instagramMediaType("CAROUSEL_ALBUM", "FEED")).toBe("carousel");
    expect(instagramMediaType("VIDEO", "FEED")).toBe("video");
    expect(instagramMediaType("IMAGE")).toBe("image");
  });

  it("keeps counts Meta leaves out as null, never 0", () => {
    const m = toMedia({ id: "1", media_type: "IMAGE", timestamp: "2026-11-06T07:45:00+0000", caption: "Hi #Coffee #coffee #latte_art" });
    expect(m).toMatchObject({ likes: null, comments: null, reach: null, hashtags: ["coffee", "latte_art"], publishedAt: new Date("2026-11-06T07:45:00Z") });
  });

  it("maps LinkedIn post content to a media type", () => {
    expect(linkedInMediaType({ id: "a" })).toBe("text");
    expect(linkedInMediaType({ id: "a", content: { media: { id: "urn:li:video:1" } } })).toBe("video");
    expect(linkedInMediaType({ id: "a", content: { media: { id: "urn:li:document:1" } } })).toBe("document");
    expect(linkedInMediaType({ id: "a", content: { multiImage: {} } })).toBe("carousel");
    expect(linkedInMediaType({ id: "a", content: { poll: {} } })).toBe("poll");
    expect(linkedInMediaType({ id: "a", content: { article: {} } })).toBe("article");
  });

  it("reads hashtags once each, in order, in any script", () => {
    expect(hashtagsOf("#Café and #café, #東京 #x1")).toEqual(["café", "東京", "x1"]);
  });

  it("reads Retry-After as seconds or an HTTP date", () => {
    expect(retryAfterMs({ "retry-after": "30" })).toBe(30_000);
    expect(retryAfterMs({ "retry-after": new Date(61_000).toUTCString() }, 1_000)).toBe(60_000);
    expect(retryAfterMs({})).toBeUndefined();
  });
});

describe("configuration and consent URLs", () => {
  it("is off until both id and secret are set, and says which variables", () => {
    expect(metaConfig({ META_APP_ID: "1" })).toBeNull();
    expect(linkedInConfig({ LINKEDIN_CLIENT_SECRET: "s" })).toBeNull();
    expect(metaConfig({ META_APP_ID: "1", META_APP_SECRET: "s" })).toMatchObject({ apiBase: "https://graph.facebook.com", authBase: "https://www.facebook.com" });
  });

  it("asks Meta (pinned version) and LinkedIn for the documented parameters", () => {
    const meta = new URL(metaAuthorizationUrl({ appId: "1", appSecret: "s", apiBase: "https://graph.facebook.com", authBase: "https://www.facebook.com" }, "https://app.test/social-auth-callback", "st"));
    expect(meta.pathname).toBe("/v21.0/dialog/oauth");
    expect(Object.fromEntries(meta.searchParams)).toMatchObject({ client_id: "1", redirect_uri: "https://app.test/social-auth-callback", state: "st", response_type: "code" });
    expect(meta.searchParams.get("scope")).toContain("instagram_manage_insights");
    const lin = new URL(linkedInAuthorizationUrl({ clientId: "c", clientSecret: "s", apiBase: "https://api.linkedin.com", authBase: "https://www.linkedin.com" }, "https://app.test/social-auth-callback", "st"));
    expect(lin.pathname).toBe("/oauth/v2/authorization");
    expect(lin.searchParams.get("scope")).toBe("r_organization_social w_organization_social rw_organization_admin");
  });
});
