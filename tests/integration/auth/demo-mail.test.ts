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

afterEach(() => {
  env.NODE_ENV = NODE_ENV;
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

  it("is hidden in production unless LOCAL_MAILBOX=true", async () => {
    expect(isMailboxEnabled()).toBe(true);
    env.NODE_ENV = "production";
    expect(isMailboxEnabled()).toBe(false);
    await expect(listMailbox()).rejects.toBeInstanceOf(MailboxDisabledError);
    env.LOCAL_MAILBOX = "true";
    expect(isMailboxEnabled()).toBe(true);
  });
});
