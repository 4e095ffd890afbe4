/**
 * Endpoints that act as the bearer of an access token: GET/PUT /user and POST /logout.
 * The token's session must still exist — that is what makes a sign-out effective for tokens that
 * have not expired yet (403 session_not_found, which clients treat as "signed out").
 */
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { authUsers } from "@/db/schema";
import { InvalidJwtError, verifyAccessToken, type AccessTokenClaims } from "@/lib/auth/jwt";
import { upsertProfile } from "@/lib/auth/profiles";
import { type Ctx, nullableString, optObject, optString, pkceParams, validateEmail } from "./context";
import { AuthHttpError, badRequest, forbidden, unprocessable } from "./errors";
import { sendAuthMail } from "./mails";
import { consumeReauthenticationNonce, needsReauthentication } from "./reauthenticate";
import { assertPasswordStrength, hashPassword, verifyPassword } from "./password";
import {
  createFlowState,
  deleteSession,
  deleteUserSessions,
  findSession,
  findUserByEmail,
  findUserById,
  listFactors,
  listIdentities,
  mergeMetadata,
  userJson,
  type SessionRow,
  type UserRow,
} from "./store";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type Authenticated = { user: UserRow; session: SessionRow | null; claims: AccessTokenClaims };

/** GoTrue requireAuthentication + maybeLoadUserOrSession. */
export async function authenticate(ctx: Ctx): Promise<Authenticated> {
  const m = /^(?:B|b)earer (\S+)$/.exec(ctx.req.headers.get("authorization") ?? "");
  if (!m) throw new AuthHttpError(401, "no_authorization", "This endpoint requires a valid Bearer token");
  let claims: AccessTokenClaims;
  try {
    claims = await verifyAccessToken(m[1]!);
  } catch (e) {
    const reason = e instanceof InvalidJwtError ? e.message : "signature is invalid";
    throw forbidden("bad_jwt", `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
  if (!UUID_RE.test(claims.sub)) throw badRequest("bad_jwt", "invalid claim: sub claim must be a UUID");
  const db = getDb();
  const user = await findUserById(db, claims.sub);
  if (!user) throw forbidden("user_not_found", "User from sub claim in JWT does not exist");
  let session: SessionRow | null = null;
  if (claims.session_id && claims.session_id !== "00000000-0000-0000-0000-000000000000") {
    if (!UUID_RE.test(claims.session_id)) throw forbidden("bad_jwt", "invalid claim: session_id claim must be a UUID");
    session = await findSession(db, claims.session_id);
    if (!session || session.userId !== user.id) throw forbidden("session_not_found", "Session from session_id claim in JWT does not exist");
  }
  return { user, session, claims };
}

export async function getUser(ctx: Ctx): Promise<Record<string, unknown>> {
  const { user } = await authenticate(ctx);
  const db = getDb();
  return userJson(user, await listIdentities(db, user.id), await listFactors(db, user.id));
}

export async function updateUser(ctx: Ctx): Promise<Record<string, unknown>> {
  const { user, session } = await authenticate(ctx);
  const body = await ctx.body();
  const rawEmail = optString(body, "email");
  const password = nullableString(body, "password");
  const data = optObject(body, "data");
  const phone = optString(body, "phone");
  const pkce = pkceParams(body);

  const email = rawEmail ? validateEmail(rawEmail) : "";
  if (password !== null) assertPasswordStrength(password);
  if (body.app_metadata !== undefined && body.app_metadata !== null) {
    throw forbidden("not_admin", "Updating app_metadata requires admin privileges");
  }
  if (phone && phone !== (user.phone ?? "")) throw badRequest("phone_provider_disabled", "Phone logins are disabled");

  const db = getDb();
  const changingEmail = !!email && email !== user.email;
  if (changingEmail) {
    const other = await findUserByEmail(db, email);
    if (other && other.id !== user.id) {
      throw unprocessable("email_exists", "A user with this email address has already been registered");
    }
  }
  let passwordHash: string | null = null;
  if (password !== null) {
    // GoTrue SECURE_PASSWORD_CHANGE: a session older than 24 h proves itself with the mailed nonce first.
    if (ctx.cfg.securePasswordChange && needsReauthentication(session)) {
      const nonce = optString(body, "nonce");
      if (!nonce) throw badRequest("reauthentication_needed", "Password update requires reauthentication");
      await consumeReauthenticationNonce(db, user, nonce);
    }
    if (password !== "" && (await verifyPassword(password, user.encryptedPassword))) {
      throw unprocessable("same_password", "New password should be different from the old password.");
    }
    passwordHash = await hashPassword(password);
  }

  const updated = await db.transaction(async (tx) => {
    const now = new Date();
    let current = user;
    if (passwordHash !== null || data) {
      const [u] = await tx
        .update(authUsers)
        .set({
          ...(passwordHash !== null ? { encryptedPassword: passwordHash } : {}),
          ...(data ? { rawUserMetaData: mergeMetadata(user.rawUserMetaData, data) } : {}),
          updatedAt: now,
        })
        .where(eq(authUsers.id, user.id))
        .returning();
      current = u!;
    }
    // A new password signs out every other session (GoTrue UpdatePassword → LogoutAllExceptMe).
    if (passwordHash !== null) await deleteUserSessions(tx, user.id, session?.id ?? null);
    if (changingEmail) {
      if (pkce) {
        await createFlowState(tx, { userId: user.id, method: "email_change", challenge: pkce.challenge, challengeMethod: pkce.method, providerType: "email_change" });
      }
      const sent = await sendAuthMail(tx, ctx.cfg, "email_change", { user: current, pkce: !!pkce, redirectTo: ctx.query("redirect_to"), newEmail: email });
      current = sent.user;
    }
    if (data) {
      await upsertProfile(tx, { id: current.id, email: current.email ?? "", userMetadata: current.rawUserMetaData }, { authoritative: true });
    }
    return current;
  });
  return userJson(updated, await listIdentities(db, updated.id), await listFactors(db, updated.id));
}

export async function logout(ctx: Ctx): Promise<void> {
  const { user, session } = await authenticate(ctx);
  const scope = ctx.query("scope") ?? "";
  if (!["", "global", "local", "others"].includes(scope)) {
    throw badRequest("validation_failed", `Unsupported logout scope "${scope}"`);
  }
  const db = getDb();
  if (session && scope === "local") return deleteSession(db, session.id);
  if (session && scope === "others") return deleteUserSessions(db, user.id, session.id);
  await deleteUserSessions(db, user.id);
}
