import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { resetSecretBoxKey } from "@/lib/crypto/secret-box";
import { GOOGLE_AUTH_URL, GOOGLE_TOKEN_URL, googleOAuthConfig } from "./config";
import { authorizationUrl, emailFromIdToken } from "./oauth";
import { createState, stateProblem } from "./state";

const savedKey = process.env.APP_ENCRYPTION_KEY;
beforeAll(() => {
  process.env.APP_ENCRYPTION_KEY = randomBytes(32).toString("base64");
  resetSecretBoxKey();
});
afterAll(() => {
  if (savedKey === undefined) delete process.env.APP_ENCRYPTION_KEY;
  else process.env.APP_ENCRYPTION_KEY = savedKey;
  resetSecretBoxKey();
});

describe("Google OAuth config", () => {
  it("is off without both client settings and defaults to Google's endpoints", () => {
    expect(googleOAuthConfig({})).toBeNull();
    expect(googleOAuthConfig({ GOOGLE_CLIENT_ID: "id" })).toBeNull();
    expect(googleOAuthConfig({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" })).toMatchObject({ authUrl: GOOGLE_AUTH_URL, tokenUrl: GOOGLE_TOKEN_URL, gscBaseUrl: "https://www.googleapis.com" });
  });

  it("is validated at start: both or neither, http(s) endpoints", () => {
    expect(() => parseEnv({ GOOGLE_CLIENT_ID: "id" })).toThrow(/GOOGLE_CLIENT_SECRET: the Google OAuth client needs both/);
    expect(() => parseEnv({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s", GOOGLE_OAUTH_TOKEN_URL: "ftp://x" })).toThrow(/GOOGLE_OAUTH_TOKEN_URL/);
    expect(parseEnv({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s" }).GOOGLE_CLIENT_ID).toBe("id");
  });
});

describe("consent URL", () => {
  it("asks for offline access with consent, the Search Console and Analytics scopes (incremental: include_granted_scopes), openid email and the state", () => {
    const config = googleOAuthConfig({ GOOGLE_CLIENT_ID: "cid", GOOGLE_CLIENT_SECRET: "secret" })!;
    const u = new URL(authorizationUrl(config, "https://app.example/google-auth-callback", "st"));
    expect(`${u.origin}${u.pathname}`).toBe(GOOGLE_AUTH_URL);
    expect(Object.fromEntries(u.searchParams)).toEqual({
      client_id: "cid",
      redirect_uri: "https://app.example/google-auth-callback",
      response_type: "code",
      scope: "https://www.googleapis.com/auth/webmasters.readonly https://www.googleapis.com/auth/analytics.readonly openid email",
      access_type: "offline",
      prompt: "consent",
      include_granted_scopes: "true",
      state: "st",
    });
    expect(u.toString()).not.toContain("secret");
  });
});

describe("state", () => {
  it("is accepted only for the user and brand it was sealed for, for 10 minutes", () => {
    const now = Date.now();
    const s = createState("u1", "b1", now);
    expect(stateProblem(s, "u1", "b1", now + 60_000)).toBeNull();
    expect(stateProblem(s, "u2", "b1", now)).toMatch(/someone else or for another brand/);
    expect(stateProblem(s, "u1", "b2", now)).toMatch(/someone else or for another brand/);
    expect(stateProblem(s, "u1", "b1", now + 11 * 60_000)).toMatch(/longer than 10 minutes/);
    expect(stateProblem(`${s.slice(0, -3)}AAA`, "u1", "b1", now)).toMatch(/not belong to a connection started here/);
  });
});

describe("id_token email", () => {
  it("reads the email claim and ignores anything that is not a JWT", () => {
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
    expect(emailFromIdToken(`${enc({ alg: "RS256" })}.${enc({ email: "a@example.test" })}.sig`)).toBe("a@example.test");
    expect(emailFromIdToken(null)).toBeNull();
    expect(emailFromIdToken("garbage")).toBeNull();
  });
});
