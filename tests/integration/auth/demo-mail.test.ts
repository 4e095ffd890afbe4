/** The demo account and the local mailbox. */
import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { authUsers, profiles } from "@/db/schema";
import { DEFAULT_DEMO_PASSWORD, DEMO_EMAIL, ensureDemoAccount } from "@/lib/auth/demo";
import { MailboxDisabledError, isMailboxEnabled, listMailbox, sendMail } from "@/lib/mail";
import { makeClient, uniqueEmail } from "./helpers";

const env = process.env as Record<string, string | undefined>;
const NODE_ENV = env.NODE_ENV;

const saved = {
  NODE_ENV,
  DATABASE_URL: env.DATABASE_URL,
  EMBEDDED_DATABASE: env.EMBEDDED_DATABASE,
  SMTP_HOST: env.SMTP_HOST,
  SMTP_FROM: env.SMTP_FROM,
  AUTH_JWT_PRIVATE_JWK: env.AUTH_JWT_PRIVATE_JWK,
  APP_ENCRYPTION_KEY: env.APP_ENCRYPTION_KEY,
};

afterEach(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  delete env.LOCAL_MAILBOX;
});

describe("demo account", () => {
  it("creates a confirmed user with a profile once, and signs in with the default password", async () => {
    const first = await ensureDemoAccount(getDb());
    const second = await ensureDemoAccount(getDb());
    expect(second).toEqual({ ...first, created: false });
    expect(first.email).toBe(DEMO_EMAIL);
    expect(first.password).toBe(DEFAULT_DEMO_PASSWORD);
    const [user] = await getDb().select().from(authUsers).where(eq(authUsers.email, DEMO_EMAIL));
    expect(user?.emailConfirmedAt).toBeTruthy();
    expect(user?.encryptedPassword).toMatch(/^\$2a\$10\$/);
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, first.userId));
    expect(profile).toMatchObject({ email: DEMO_EMAIL, fullName: "Demo User" });
    const { data, error } = await makeClient().client.auth.signInWithPassword({ email: DEMO_EMAIL, password: first.password });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(first.userId);
  });
});

describe("local mailbox", () => {
  it("keeps mails without SMTP and lists them newest first, filtered by recipient", async () => {
    const to = uniqueEmail("mailbox");
    await sendMail({ to, subject: "First", text: "one https://example.test/1", html: "<p>one</p>", kind: "invitation" });
    await new Promise((r) => setTimeout(r, 5));
    const sent = await sendMail({ to: to.toUpperCase(), subject: "Second", text: "two https://example.test/2 https://example.test/2", html: "<p>two</p>", kind: "invitation" });
    expect(sent.via).toBe("mailbox");
    const mails = await listMailbox({ to, limit: 10 });
    expect(mails.map((m) => m.subject)).toEqual(["Second", "First"]);
    expect(mails[0]!.links).toEqual(["https://example.test/2"]);
    expect(mails[0]!.to).toBe(to);
    expect((await listMailbox({ limit: 1 })).length).toBe(1);
  });

  it("is on for `npm start` on the embedded database without SMTP, off on a deployment unless LOCAL_MAILBOX=true", async () => {
    expect(isMailboxEnabled()).toBe(true);
    env.NODE_ENV = "production";
    delete env.SMTP_HOST;
    // The embedded default: no DATABASE_URL of one's own (scripts/start.ts passes the owner's URL with EMBEDDED_DATABASE=1).
    delete env.DATABASE_URL;
    delete env.EMBEDDED_DATABASE;
    expect(isMailboxEnabled()).toBe(true);
    env.DATABASE_URL = "postgres://127.0.0.1:5999/embedded";
    env.EMBEDDED_DATABASE = "1";
    expect(isMailboxEnabled()).toBe(true);
    env.LOCAL_MAILBOX = "false";
    expect(isMailboxEnabled()).toBe(false);
    delete env.LOCAL_MAILBOX;
    // With SMTP the mail really goes out: nothing for the mailbox to show.
    env.SMTP_HOST = "smtp.example.test";
    env.SMTP_FROM = "Growth OS <no-reply@example.test>";
    expect(isMailboxEnabled()).toBe(false);
    delete env.SMTP_HOST;
    // A deployment (lib/env.ts refuses one in production without its own keys).
    env.DATABASE_URL = "postgres://db.example.test/app";
    delete env.EMBEDDED_DATABASE;
    env.AUTH_JWT_PRIVATE_JWK ??= '{"kty":"EC"}';
    env.APP_ENCRYPTION_KEY ??= Buffer.alloc(32).toString("base64");
    expect(isMailboxEnabled()).toBe(false);
    await expect(listMailbox()).rejects.toBeInstanceOf(MailboxDisabledError);
    env.LOCAL_MAILBOX = "true";
    expect(isMailboxEnabled()).toBe(true);
  });
});
