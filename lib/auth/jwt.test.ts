import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignJWT, decodeProtectedHeader, generateKeyPair } from "jose";
import { buildAccessTokenClaims, signAccessToken, verifyAccessToken, InvalidJwtError } from "./jwt";
import { generatePrivateJwk, getSigningKey } from "./keys";

const g = globalThis as unknown as { __growthSigningKey?: unknown };

beforeAll(async () => {
  // A key from the environment: the test never touches .data/.
  g.__growthSigningKey = undefined;
  process.env.AUTH_JWT_PRIVATE_JWK = JSON.stringify(await generatePrivateJwk());
});
afterAll(() => {
  delete process.env.AUTH_JWT_PRIVATE_JWK;
  g.__growthSigningKey = undefined;
});

const user = {
  id: "6f0c1f4e-1d4c-4a7e-9d8f-2c1b0a9e8d7c",
  aud: "authenticated",
  role: "authenticated",
  email: "ada@example.com",
  phone: null,
  appMetadata: { provider: "email", providers: ["email"] },
  userMetadata: { full_name: "Ada" },
  isAnonymous: false,
};

describe("access token claims", () => {
  it("match GoTrue's claim set", () => {
    const claims = buildAccessTokenClaims({
      issuer: "http://localhost:3000/api/supabase/auth/v1",
      user,
      sessionId: "0d6e3b0a-8c55-4a57-9f0e-8b7f3c2a1d00",
      amr: [{ method: "password", timestamp: 1_700_000_000 }],
      now: new Date(1_700_000_000_000),
    });
    expect(claims).toEqual({
      iss: "http://localhost:3000/api/supabase/auth/v1",
      sub: user.id,
      aud: "authenticated",
      exp: 1_700_003_600,
      iat: 1_700_000_000,
      email: "ada@example.com",
      phone: "",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { full_name: "Ada" },
      role: "authenticated",
      aal: "aal1",
      amr: [{ method: "password", timestamp: 1_700_000_000 }],
      session_id: "0d6e3b0a-8c55-4a57-9f0e-8b7f3c2a1d00",
      is_anonymous: false,
    });
  });

  it("signs ES256 with kid and typ, and verifies only our own, unexpired tokens", async () => {
    const claims = buildAccessTokenClaims({ issuer: "i", user, sessionId: "s", amr: [] });
    const token = await signAccessToken(claims);
    const key = await getSigningKey();
    expect(decodeProtectedHeader(token)).toEqual({ alg: "ES256", kid: key.kid, typ: "JWT" });
    expect(await verifyAccessToken(token)).toMatchObject({ sub: user.id, session_id: "s" });

    const expired = await signAccessToken({ ...claims, iat: 1000, exp: 4600 });
    await expect(verifyAccessToken(expired)).rejects.toThrow("token is expired");

    const { privateKey } = await generateKeyPair("ES256");
    const forged = await new SignJWT({ ...claims }).setProtectedHeader({ alg: "ES256", kid: key.kid }).sign(privateKey);
    await expect(verifyAccessToken(forged)).rejects.toBeInstanceOf(InvalidJwtError);
    await expect(verifyAccessToken("a.b.c")).rejects.toBeInstanceOf(InvalidJwtError);
  });
});
