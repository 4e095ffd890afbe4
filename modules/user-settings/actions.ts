"use server";

import { createClient as createPlainClient } from "@supabase/supabase-js";
import { eq } from "drizzle-orm";
import { profiles } from "@/db/schema";
import { ActionError, userAction } from "@/lib/action";
import type { AuthUser } from "@/lib/auth/types";
import { withUserTx } from "@/lib/brand-scope";
import { currentSiteOrigin } from "@/lib/site-origin";
import { env } from "@/lib/env";
import { isBuiltInAuth } from "@/lib/supabase/config";
import { createClient } from "@/lib/supabase/server";
import { deleteUserFile, putUserFile, StorageRejectedError } from "@/lib/storage";
import {
  changeEmailInput,
  changePasswordInput,
  REAUTHENTICATION_CODE_SENT,
  sendReauthenticationCodeInput,
  removeAvatarInput,
  regenerateRecoveryCodesInput,
  revokeOtherSessionsInput,
  revokeSessionInput,
  setThemeInput,
  updateProfileInput,
  uploadAvatarInput,
} from "./inputs";
import { deleteOwnSession, regenerateOwnRecoveryCodes, verifyCurrentPasswordBuiltIn } from "./queries";

/** The avatar's public path; `v` busts caches after a new upload. */
function avatarPath(userId: string, version: Date): string {
  return `/api/avatars/${userId}?v=${version.getTime()}`;
}

/**
 * Writes name/avatar into the auth user's metadata (what the session and the shell show) and
 * refreshes the session so the new access token carries it at once.
 */
async function updateMetadata(data: Record<string, unknown>): Promise<void> {
  const supabase = await createClient();
  const { error } = await supabase.auth.updateUser({ data });
  if (error) throw new ActionError(error.message);
  await supabase.auth.refreshSession();
}

export const updateProfileAction = userAction(
  "updateProfile",
  updateProfileInput,
  { failure: "Failed to save your name" },
  async (user, { fullName }) => {
    await updateMetadata({ full_name: fullName });
    // Hosted mode has no endpoint of ours that mirrors metadata into profiles.
    await withUserTx(user, (tx) => tx.update(profiles).set({ fullName }).where(eq(profiles.id, user.id)));
    return { fullName };
  },
);

export const uploadAvatarAction = userAction(
  "uploadAvatar",
  uploadAvatarInput,
  { failure: "Failed to upload your avatar" },
  async (user, { file }) => {
    const bytes = new Uint8Array(await file.arrayBuffer());
    // lib/storage sniffs the bytes: avatars show in other people's views, so PNG, JPEG or WebP only (no SVG), 1 MB.
    const name = file instanceof File && file.name ? file.name : "avatar";
    const stored = await putUserFile(user, "avatar", { name, bytes }).catch((e: unknown) => {
      if (e instanceof StorageRejectedError) throw new ActionError(e.message);
      throw e;
    });
    const avatarUrl = avatarPath(user.id, stored.createdAt);
    await withUserTx(user, (tx) => tx.update(profiles).set({ avatarUrl }).where(eq(profiles.id, user.id)));
    await updateMetadata({ avatar_url: avatarUrl });
    return { avatarUrl };
  },
);

export const removeAvatarAction = userAction(
  "removeAvatar",
  removeAvatarInput,
  { failure: "Failed to remove your avatar" },
  async (user) => {
    await deleteUserFile(user, "avatar");
    await withUserTx(user, (tx) => tx.update(profiles).set({ avatarUrl: null }).where(eq(profiles.id, user.id)));
    await updateMetadata({ avatar_url: null });
    return { avatarUrl: null };
  },
);

export const changeEmailAction = userAction(
  "changeEmail",
  changeEmailInput,
  { failure: "Failed to start the email change" },
  async (user, { email }) => {
    if (email === user.email.toLowerCase()) throw new ActionError("That is already your email address.");
    const supabase = await createClient();
    // The auth service mails a confirmation link to the new address; nothing changes until it is clicked.
    const { error } = await supabase.auth.updateUser({ email }, { emailRedirectTo: `${await currentSiteOrigin()}/auth/confirm?next=${encodeURIComponent("/user-settings")}` });
    if (error) throw new ActionError(error.message);
    return { pendingEmail: email };
  },
);

async function currentPasswordIsRight(user: AuthUser, password: string): Promise<boolean> {
  if (isBuiltInAuth()) return verifyCurrentPasswordBuiltIn(user, password);
  // Hosted: ask Supabase with a throw-away client, then end the session that check created.
  const e = env();
  const probe = createPlainClient(e.NEXT_PUBLIC_SUPABASE_URL!, e.NEXT_PUBLIC_SUPABASE_ANON_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await probe.auth.signInWithPassword({ email: user.email, password });
  if (error) return false;
  await probe.auth.signOut({ scope: "local" });
  return true;
}

export const changePasswordAction = userAction(
  "changePassword",
  changePasswordInput,
  { failure: "Failed to change your password" },
  async (user, { currentPassword, newPassword, nonce }) => {
    if (!(await currentPasswordIsRight(user, currentPassword))) throw new ActionError("The current password is not correct.");
    const supabase = await createClient();
    // The auth service signs out every other session when the password changes.
    const { error } = await supabase.auth.updateUser(nonce ? { password: newPassword, nonce } : { password: newPassword });
    if (error?.code === "reauthentication_needed") {
      // GoTrue's secure password change: a session older than a day proves itself with a mailed code.
      await mailReauthenticationCode(supabase);
      throw new ActionError(REAUTHENTICATION_CODE_SENT);
    }
    if (error?.code === "reauthentication_not_valid") throw new ActionError("That code is not right or has expired. Enter the newest code from the mail, or send a new one.");
    if (error) throw new ActionError(error.message);
    return { changed: true };
  },
);

async function mailReauthenticationCode(supabase: Awaited<ReturnType<typeof createClient>>): Promise<void> {
  const { error } = await supabase.auth.reauthenticate();
  if (error?.code === "over_email_send_rate_limit") throw new ActionError("A code was mailed less than a minute ago. Use that one, or wait a minute before asking for another.");
  if (error) throw new ActionError(error.message);
}

export const sendReauthenticationCodeAction = userAction(
  "sendReauthenticationCode",
  sendReauthenticationCodeInput,
  { failure: "Failed to send the code" },
  async () => {
    await mailReauthenticationCode(await createClient());
    return { sent: true };
  },
);

export const revokeSessionAction = userAction(
  "revokeSession",
  revokeSessionInput,
  { failure: "Failed to sign out that session" },
  async (user, { sessionId }) => {
    if (!isBuiltInAuth()) throw new ActionError("Sessions are managed by Supabase here; use “Sign out other sessions”.");
    if (sessionId === user.sessionId) throw new ActionError("This is the session you are using. Use Sign out in the user menu instead.");
    if (!(await deleteOwnSession(user, sessionId))) throw new ActionError("That session has already ended.");
    return { sessionId };
  },
);

export const revokeOtherSessionsAction = userAction(
  "revokeOtherSessions",
  revokeOtherSessionsInput,
  { failure: "Failed to sign out the other sessions" },
  async () => {
    const supabase = await createClient();
    const { error } = await supabase.auth.signOut({ scope: "others" });
    if (error) throw new ActionError(error.message);
    return { ok: true };
  },
);

export const setThemeAction = userAction("setTheme", setThemeInput, { failure: "Failed to save your theme" }, async (user, { theme }) => {
  await withUserTx(user, (tx) => tx.update(profiles).set({ theme }).where(eq(profiles.id, user.id)));
  return { theme };
});

/**
 * Ten new recovery codes, replacing the old ones; shown once. Only a session that passed its
 * second factor (aal2) of a person with a verified authenticator app gets them.
 */
export const regenerateRecoveryCodesAction = userAction(
  "regenerateRecoveryCodes",
  regenerateRecoveryCodesInput,
  { failure: "Failed to create recovery codes" },
  async (user) => {
    const codes = await regenerateOwnRecoveryCodes(user);
    if (!codes) throw new ActionError("Recovery codes need two-factor sign-in: set up an authenticator app and enter its code first.");
    return { codes };
  },
);
