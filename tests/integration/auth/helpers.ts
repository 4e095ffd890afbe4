/**
 * The real @supabase/supabase-js client against the built-in endpoint, in-process: its fetch hands
 * each Request to the route handler's function, the way lib/supabase/server.ts does. Each client
 * gets its own client address (X-Forwarded-For) so per-IP limits of one test do not leak into another.
 */
import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { handleAuthRequest } from "@/lib/auth/endpoint";
import { listMailbox, type MailboxEntry } from "@/lib/mail";
import { BUILTIN_ANON_KEY } from "@/lib/supabase/config";
import { siteUrl } from "@/lib/env";

class NoRealtime {
  constructor() {
    throw new Error("realtime is not used in these tests");
  }
}

export type Call = { method: string; path: string };

export type TestClient = {
  client: SupabaseClient;
  calls: Call[];
  storage: Map<string, string>;
  ip: string;
};

// Per-IP limits live in Postgres, shared by every test file and kept between runs on a server database:
// each worker starts at a random point of 10.0.0.0/8 so no two files (or runs) share an address.
let ipCounter = Math.floor(Math.random() * 0xffffff);
export function nextIp(): string {
  ipCounter = (ipCounter + 1) & 0xffffff;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export const SUPABASE_URL = () => `${siteUrl()}/api/supabase`;

export function makeClient(opts: { ip?: string; flowType?: "implicit" | "pkce" } = {}): TestClient {
  const ip = opts.ip ?? nextIp();
  const calls: Call[] = [];
  const storage = new Map<string, string>();
  const fetchImpl: typeof fetch = async (input, init) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    calls.push({ method: req.method, path: `${url.pathname}${url.search}` });
    const headers = new Headers(req.headers);
    headers.set("x-forwarded-for", ip);
    return handleAuthRequest(new Request(req, { headers }));
  };
  const client = createClient(SUPABASE_URL(), BUILTIN_ANON_KEY, {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType: opts.flowType ?? "implicit",
      storage: {
        getItem: (k) => storage.get(k) ?? null,
        setItem: (k, v) => void storage.set(k, v),
        removeItem: (k) => void storage.delete(k),
      },
    },
    global: { fetch: fetchImpl },
    realtime: { transport: NoRealtime as never },
  });
  return { client, calls, storage, ip };
}

/** A raw call to the endpoint (for shapes supabase-js hides). */
export async function raw(
  method: string,
  path: string,
  opts: { body?: unknown; rawBody?: string; headers?: Record<string, string>; ip?: string } = {},
): Promise<Response> {
  const headers = new Headers(opts.headers);
  headers.set("x-forwarded-for", opts.ip ?? nextIp());
  if (opts.body !== undefined || opts.rawBody !== undefined) headers.set("content-type", "application/json");
  return handleAuthRequest(
    new Request(`${SUPABASE_URL()}/auth/v1/${path}`, {
      method,
      headers,
      body: opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
    }),
  );
}

export function uniqueEmail(tag: string): string {
  return `${tag}-${randomUUID().slice(0, 8)}@example.test`;
}

export async function latestMail(to: string): Promise<MailboxEntry> {
  const [mail] = await listMailbox({ to, limit: 1 });
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

export async function mailCount(to: string): Promise<number> {
  return (await listMailbox({ to, limit: 500 })).length;
}

/** The /auth/confirm link of a captured mail, and its parts. */
export function confirmLink(mail: MailboxEntry): { url: URL; tokenHash: string; type: string; next: string; otp: string } {
  const link = mail.links.find((l) => new URL(l).pathname === "/auth/confirm");
  if (!link) throw new Error(`no /auth/confirm link in "${mail.subject}"`);
  const url = new URL(link);
  const otp = /code: (\d{6})/.exec(mail.text)?.[1];
  if (!otp) throw new Error("no code in mail");
  return { url, tokenHash: url.searchParams.get("token_hash")!, type: url.searchParams.get("type")!, next: url.searchParams.get("next")!, otp };
}

export const PASSWORD = "correct-horse-9";

/** Signs a new user up and confirms them through the captured mail; returns a signed-in client. */
export async function confirmedUser(tag: string, data: Record<string, unknown> = {}): Promise<{ email: string; t: TestClient; userId: string }> {
  const email = uniqueEmail(tag);
  const t = makeClient();
  const { data: up, error } = await t.client.auth.signUp({ email, password: PASSWORD, options: { data } });
  if (error) throw error;
  const { tokenHash } = confirmLink(await latestMail(email));
  const { error: vErr } = await t.client.auth.verifyOtp({ type: "signup", token_hash: tokenHash });
  if (vErr) throw vErr;
  return { email, t, userId: up.user!.id };
}

/** The first amr method of a claims set (auth-js types amr entries as string | object). */
export function amrMethod(amr: unknown): string | undefined {
  const first = Array.isArray(amr) ? (amr[0] as unknown) : undefined;
  return typeof first === "object" && first && "method" in first ? String((first as { method: unknown }).method) : undefined;
}
