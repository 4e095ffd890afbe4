/**
 * Shared browser-test helpers: a direct line to the server's embedded database (through its owner's
 * socket, never by opening the directory), user factories and a real sign-in through /auth.
 */
import { randomUUID } from "node:crypto";
import bcrypt from "bcryptjs";
import postgres from "postgres";
import { expect, type Locator, type Page } from "./test";
import { runningOwnerUrl } from "../../db/embedded";
import { createServerClient } from "@supabase/ssr";
import { BUILTIN_ANON_KEY, BUILTIN_AUTH_COOKIE, BUILTIN_SUPABASE_PATH } from "../../lib/supabase/config";
import { E2E_DATA_DIR, E2E_PORT } from "./env";

let sqlClient: postgres.Sql | null = null;

export function db(): postgres.Sql {
  if (!sqlClient) {
    const url = process.env.E2E_DATABASE_URL ?? runningOwnerUrl(E2E_DATA_DIR);
    if (!url) throw new Error(`The e2e server is not serving ${E2E_DATA_DIR}`);
    sqlClient = postgres(url, { max: 2, prepare: false, onnotice: () => {} });
  }
  return sqlClient;
}

export type TestUser = { id: string; email: string; password: string; fullName: string };

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

/** A confirmed user with a profile, as if they had signed up and clicked the link. */
export async function createConfirmedUser(opts: Partial<TestUser> = {}): Promise<TestUser> {
  const id = randomUUID();
  const email = (opts.email ?? uniqueEmail()).toLowerCase();
  const password = opts.password ?? "correct-horse-9";
  const fullName = opts.fullName ?? "Test Person";
  const hash = bcrypt.hashSync(password, 10);
  const sql = db();
  await sql.begin(async (tx) => {
    await tx`insert into local_auth.users (id, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
      values (${id}, ${email}, ${hash}, now(), ${tx.json({ provider: "email", providers: ["email"] })}, ${tx.json({ full_name: fullName, email_verified: true })})`;
    await tx`insert into local_auth.identities (provider_id, user_id, identity_data, provider)
      values (${id}, ${id}, ${tx.json({ sub: id, email, email_verified: true })}, 'email')`;
    await tx`insert into public.profiles (id, email, full_name) values (${id}, ${email}, ${fullName})`;
  });
  return { id, email, password, fullName };
}

class NoRealtime {
  constructor() {
    throw new Error("No realtime channel in the test process.");
  }
}

/**
 * Signs in as the login form does — supabase-js's signInWithPassword against the built-in endpoint,
 * the session written by @supabase/ssr into the browser's cookies — without loading /auth first, then
 * opens `next`. The form itself is driven by the auth specs (login, register, mfa, remember-me…);
 * everywhere else this saves a page load per test.
 */
export async function signIn(page: Page, user: { email: string; password: string }, next = "/dashboard"): Promise<void> {
  const origin = `http://localhost:${E2E_PORT}`;
  const written: { name: string; value: string; options: { maxAge?: number } }[] = [];
  const supabase = createServerClient(`${origin}${BUILTIN_SUPABASE_PATH}`, BUILTIN_ANON_KEY, {
    cookieOptions: { name: BUILTIN_AUTH_COOKIE },
    cookies: { getAll: () => [], setAll: (cookies) => void written.push(...cookies) },
    // Node 20 has no WebSocket and realtime-js will not construct without a transport; no channel is opened here.
    realtime: { transport: NoRealtime as never },
  });
  const { error } = await supabase.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw new Error(`Sign-in of ${user.email} failed: ${error.message}`);
  const expires = Math.floor(Date.now() / 1000) + 3600;
  // For localhost only, the tests' base URL: a spec that browses as 127.0.0.1 signs in through the form.
  await page.context().addCookies(written.filter((c) => c.value && (c.options.maxAge ?? 1) > 0).map((c) => ({ name: c.name, value: c.value, url: origin, expires })));
  await page.goto(next);
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[/?]/g, "\\$&")}`));
}

/** Sign in through the real login form (what a person does), landing on `next`. */
export async function signInThroughForm(page: Page, user: { email: string; password: string }, next = "/dashboard"): Promise<void> {
  await page.goto(`/auth?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Email").first().fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[/?]/g, "\\$&")}`));
}

/**
 * A real mouse drag from one element onto the middle of another, as a person does it: pointer down,
 * a small first move (past a drag sensor's activation distance), then the way to the target in steps.
 */
export async function mouseDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + 20, a.y + 10);
  await page.mouse.down();
  await page.mouse.move(a.x + 40, a.y + 20, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 15 });
  await page.mouse.up();
}
