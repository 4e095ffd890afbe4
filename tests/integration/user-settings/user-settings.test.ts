import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { authSessions, profiles } from "@/db/schema";
import { actAs } from "../helpers/session";
import { addMember, createBrand, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

// The Supabase server client needs a request; here a fake records what the actions ask of it.
const calls: { method: string; args: unknown[] }[] = [];
/** What the fake auth service answers a password change, as GoTrue's secure password change would. */
let passwordAnswer: (args: { password?: string; nonce?: string }) => { code: string; message: string } | null = () => null;
let reauthAnswer: { code: string; message: string } | null = null;
vi.mock("@/lib/supabase/server", () => ({
  createClient: async () => ({
    auth: {
      updateUser: async (...args: unknown[]) => {
        calls.push({ method: "updateUser", args });
        const a = args[0] as { password?: string; nonce?: string };
        return { data: { user: {} }, error: a.password ? passwordAnswer(a) : null };
      },
      reauthenticate: async () => {
        calls.push({ method: "reauthenticate", args: [] });
        return { data: { user: null, session: null }, error: reauthAnswer };
      },
      refreshSession: async () => {
        calls.push({ method: "refreshSession", args: [] });
        return { data: {}, error: null };
      },
      signOut: async (...args: unknown[]) => {
        calls.push({ method: "signOut", args });
        return { error: null };
      },
      getUser: async () => ({ data: { user: null } }),
    },
  }),
}));

const us = await import("@/modules/user-settings/actions");
const { listSessions, getUserSettings, getAvatar } = await import("@/modules/user-settings/queries");

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5a0c6f10000000049454e44ae426082", "hex");

beforeEach(() => {
  actAs(null);
  calls.length = 0;
  passwordAnswer = () => null;
  reauthAnswer = null;
});

describe("user settings", () => {
  it("saves the name in the auth metadata and the profile", async () => {
    const ada = await createUser({ fullName: "Ada" });
    actAs(ada);
    expect(await us.updateProfileAction({ fullName: "  Ada Lovelace " })).toEqual({ ok: true, data: { fullName: "Ada Lovelace" } });
    expect(calls.map((c) => c.method)).toEqual(["updateUser", "refreshSession"]);
    expect(calls[0]!.args[0]).toEqual({ data: { full_name: "Ada Lovelace" } });
    const [p] = await getDb().select().from(profiles).where(eq(profiles.id, ada.id));
    expect(p?.fullName).toBe("Ada Lovelace");
    expect(await us.updateProfileAction({ fullName: " " })).toMatchObject({ ok: false, error: "Enter your full name" });
  });

  it("stores an avatar that co-members can see and strangers cannot; refuses SVG", async () => {
    const ada = await createUser();
    const bob = await createUser();
    const stranger = await createUser();
    const brand = await createBrand(ada);
    await addMember(brand.id, bob, "viewer", ada);
    actAs(ada);
    const r = await us.uploadAvatarAction({ file: new Blob([PNG]) });
    expect(r).toMatchObject({ ok: true, data: { avatarUrl: expect.stringMatching(new RegExp(`^/api/avatars/${ada.id}\\?v=\\d+$`)) } });
    expect((await getUserSettings(ada)).avatarUrl).toBe(r.ok ? r.data.avatarUrl : "");
    expect(Buffer.from((await getAvatar(bob, ada.id))!.bytes).equals(PNG)).toBe(true);
    expect(await getAvatar(stranger, ada.id)).toBeNull();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"></svg>';
    expect(await us.uploadAvatarAction({ file: new Blob([svg]) })).toMatchObject({ ok: false, error: expect.stringContaining("is a SVG file, which is not accepted as a profile picture. Accepted: PNG, JPEG, WEBP.") });
    expect(await us.removeAvatarAction({})).toEqual({ ok: true, data: { avatarUrl: null } });
    expect(await getAvatar(bob, ada.id)).toBeNull();
  });

  it("requires the right current password before changing it", async () => {
    const ada = await createUser();
    actAs(ada);
    const wrong = await us.changePasswordAction({ currentPassword: "nope", newPassword: "new-secret-1", confirmPassword: "new-secret-1" });
    expect(wrong).toEqual({ ok: false, error: "The current password is not correct." });
    expect(calls).toEqual([]);
    expect(await us.changePasswordAction({ currentPassword: "a", newPassword: "new-secret-1", confirmPassword: "other" })).toMatchObject({ ok: false, error: "The two new passwords do not match" });
    const { hashPassword } = await import("@/lib/auth/endpoint/password");
    const { authUsers } = await import("@/db/schema");
    await getDb().update(authUsers).set({ encryptedPassword: await hashPassword("old-secret-1") }).where(eq(authUsers.id, ada.id));
    expect(await us.changePasswordAction({ currentPassword: "old-secret-1", newPassword: "new-secret-1", confirmPassword: "new-secret-1" })).toEqual({ ok: true, data: { changed: true } });
    expect(calls[0]).toEqual({ method: "updateUser", args: [{ password: "new-secret-1" }] });
  });

  it("asks for the mailed code when the auth service wants reauthentication, then changes the password with it", async () => {
    const ada = await createUser();
    actAs(ada);
    const { hashPassword } = await import("@/lib/auth/endpoint/password");
    const { authUsers } = await import("@/db/schema");
    const { REAUTHENTICATION_CODE_SENT } = await import("@/modules/user-settings/inputs");
    await getDb().update(authUsers).set({ encryptedPassword: await hashPassword("old-secret-1") }).where(eq(authUsers.id, ada.id));
    passwordAnswer = ({ nonce }) =>
      !nonce ? { code: "reauthentication_needed", message: "Password update requires reauthentication" } : nonce === "123456" ? null : { code: "reauthentication_not_valid", message: "Verification code is invalid" };
    const input = { currentPassword: "old-secret-1", newPassword: "new-secret-1", confirmPassword: "new-secret-1" };

    expect(await us.changePasswordAction(input)).toEqual({ ok: false, error: REAUTHENTICATION_CODE_SENT });
    expect(calls.map((c) => c.method)).toEqual(["updateUser", "reauthenticate"]);
    expect(await us.changePasswordAction({ ...input, nonce: "12345" })).toMatchObject({ ok: false, error: "Enter the 6-digit code from the mail" });
    expect(await us.changePasswordAction({ ...input, nonce: "654321" })).toEqual({ ok: false, error: "That code is not right or has expired. Enter the newest code from the mail, or send a new one." });
    calls.length = 0;
    expect(await us.changePasswordAction({ ...input, nonce: " 123456 " })).toEqual({ ok: true, data: { changed: true } });
    expect(calls).toEqual([{ method: "updateUser", args: [{ password: "new-secret-1", nonce: "123456" }] }]);

    // "Send a new code", and the auth service's one-a-minute limit said in words.
    expect(await us.sendReauthenticationCodeAction({})).toEqual({ ok: true, data: { sent: true } });
    reauthAnswer = { code: "over_email_send_rate_limit", message: "For security purposes, you can only request this after 60 seconds." };
    expect(await us.sendReauthenticationCodeAction({})).toEqual({ ok: false, error: "A code was mailed less than a minute ago. Use that one, or wait a minute before asking for another." });
  });

  it("starts an email change through the auth service", async () => {
    const ada = await createUser();
    actAs(ada);
    expect(await us.changeEmailAction({ email: ada.email })).toMatchObject({ ok: false, error: "That is already your email address." });
    expect(await us.changeEmailAction({ email: "New@Example.test" })).toEqual({ ok: true, data: { pendingEmail: "new@example.test" } });
    expect(calls[0]!.args[0]).toEqual({ email: "new@example.test" });
  });

  it("lists and revokes only the user's own sessions", async () => {
    const ada = await createUser();
    const bob = await createUser();
    const [current] = await getDb().insert(authSessions).values({ userId: ada.id, userAgent: "Mozilla/5.0 (Macintosh) Chrome/126.0 Safari/537.36" }).returning();
    const [other] = await getDb().insert(authSessions).values({ userId: ada.id, userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0", ip: "203.0.113.9" }).returning();
    const [bobs] = await getDb().insert(authSessions).values({ userId: bob.id }).returning();
    const me = { ...ada, sessionId: current!.id };
    actAs(me);
    const sessions = await listSessions(me);
    expect(sessions?.map((s) => [s.current, s.browser, s.os])).toEqual([
      [true, "Chrome", "macOS"],
      [false, "Firefox", "Linux"],
    ]);
    expect(await us.revokeSessionAction({ sessionId: current!.id })).toMatchObject({ ok: false, error: expect.stringContaining("session you are using") });
    expect(await us.revokeSessionAction({ sessionId: bobs!.id })).toEqual({ ok: false, error: "That session has already ended." });
    expect(await us.revokeSessionAction({ sessionId: other!.id })).toEqual({ ok: true, data: { sessionId: other!.id } });
    expect((await listSessions(me))?.length).toBe(1);
    expect(await getDb().select().from(authSessions).where(eq(authSessions.id, bobs!.id))).toHaveLength(1);
    expect(await us.revokeOtherSessionsAction({})).toEqual({ ok: true, data: { ok: true } });
    expect(calls.at(-1)).toEqual({ method: "signOut", args: [{ scope: "others" }] });
  });

  it("saves the theme", async () => {
    const ada = await createUser();
    actAs(ada);
    expect(await us.setThemeAction({ theme: "dark" })).toEqual({ ok: true, data: { theme: "dark" } });
    expect((await getUserSettings(ada)).theme).toBe("dark");
    expect(await us.setThemeAction({ theme: "neon" as "dark" })).toMatchObject({ ok: false });
  });
});
