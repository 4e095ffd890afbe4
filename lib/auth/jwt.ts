/**
 * Access tokens of the built-in endpoint: ES256 JWTs whose claims match GoTrue's, so RLS helpers,
 * auth-js getClaims() and a later move to hosted Supabase all read them the same way.
 */
import { SignJWT, errors as joseErrors, jwtVerify, decodeProtectedHeader } from "jose";
import { JWT_EXPIRY_SECONDS } from "@/lib/auth/config";
import { getSigningKey } from "@/lib/auth/keys";

export type AmrEntry = { method: string; timestamp: number };

export type AccessTokenClaims = {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: "aal1" | "aal2";
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: boolean;
};

export type ClaimsUser = {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  phone: string | null;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  isAnonymous: boolean;
};

/** Pure: the claim set for one user and session (key order as GoTrue writes it). */
export function buildAccessTokenClaims(input: {
  issuer: string;
  user: ClaimsUser;
  sessionId: string;
  amr: AmrEntry[];
  aal?: "aal1" | "aal2";
  now?: Date;
  expiresIn?: number;
}): AccessTokenClaims {
  const iat = Math.floor((input.now ?? new Date()).getTime() / 1000);
  return {
    iss: input.issuer,
    sub: input.user.id,
    aud: input.user.aud || "authenticated",
    exp: iat + (input.expiresIn ?? JWT_EXPIRY_SECONDS),
    iat,
    email: input.user.email ?? "",
    phone: input.user.phone ?? "",
    app_metadata: input.user.appMetadata,
    user_metadata: input.user.userMetadata,
    role: input.user.role || "authenticated",
    aal: input.aal ?? "aal1",
    amr: input.amr,
    session_id: input.sessionId,
    is_anonymous: input.user.isAnonymous,
  };
}

export async function signAccessToken(claims: AccessTokenClaims): Promise<string> {
  const key = await getSigningKey();
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: "ES256", kid: key.kid, typ: "JWT" })
    .sign(key.privateKey);
}

export class InvalidJwtError extends Error {}

/**
 * Verifies signature (our key only, ES256 only), expiry and the claims this app relies on.
 * The message mirrors GoTrue's `invalid JWT: unable to parse or verify signature, …`.
 */
export async function verifyAccessToken(token: string): Promise<AccessTokenClaims> {
  const key = await getSigningKey();
  try {
    const header = decodeProtectedHeader(token);
    if (header.kid !== key.kid) throw new InvalidJwtError("token is unverifiable: unknown signing key");
    const { payload } = await jwtVerify(token, key.publicKey, { algorithms: ["ES256"] });
    if (typeof payload.sub !== "string" || !payload.sub) throw new InvalidJwtError("missing sub claim");
    return payload as unknown as AccessTokenClaims;
  } catch (e) {
    if (e instanceof InvalidJwtError) throw e;
    if (e instanceof joseErrors.JWTExpired) throw new InvalidJwtError("token has invalid claims: token is expired");
    throw new InvalidJwtError("signature is invalid");
  }
}
