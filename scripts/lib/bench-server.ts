/**
 * Shared by the benchmarks: a production server on a throw-away embedded database, and a signed-in
 * cookie for the demo account obtained from the built-in auth endpoint (the same cookie the browser
 * client would write).
 */
import fs from "node:fs";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import type postgres from "postgres";
import { hashPassword } from "@/lib/auth/endpoint/password";
import { BUILTIN_AUTH_COOKIE } from "@/lib/supabase/config";

export type BenchServer = {
  origin: string;
  dataDir: string;
  /** The launcher (which owns the embedded database) and the next-server it spawned. */
  pids: () => { launcher: number; next: number | null };
  stop: () => Promise<void>;
};

export async function startBenchServer(port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = path.resolve(`.test-data/bench-${port}/pglite`);
  fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, PORT: String(port), EMBEDDED_DATA_DIR: dataDir, NODE_ENV: "production", AUTH_RATE_LIMIT_TOKEN: "0", AUTH_RATE_LIMIT_VERIFY: "0", AUTH_RATE_LIMIT_EMAIL: "0", AUTH_EMAIL_SEND_INTERVAL: "0", ...env },
  });
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error("server did not start in 10 minutes");
    await new Promise((r) => setTimeout(r, 1000));
  }
  return {
    origin,
    dataDir,
    pids: () => ({ launcher: child.pid!, next: childPid(child.pid!) }),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
      fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
    },
  };
}

export type ActionRef = { id: string; page: string };

/** Each server action's id and a page whose bundle holds it (where a browser would post it from), from the build's manifest. */
export function actionIds(dist: string): Map<string, ActionRef> {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, "server/server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { exportedName: string; workers: Record<string, unknown> }>;
  };
  const pageOf = (workers: Record<string, unknown>) =>
    Object.keys(workers)
      .filter((w) => w.endsWith("/page") && !w.includes("["))
      .map((w) => w.replace(/^app/, "").replace(/\/\([^)]+\)/g, "").replace(/\/page$/, "") || "/")[0] ?? "/dashboard";
  return new Map(Object.entries(manifest.node).map(([id, v]) => [v.exportedName, { id, page: pageOf(v.workers) }]));
}

/** The request a browser sends to call a server action with one argument. */
export function actionRequest(ref: ActionRef, cookie: string, input: unknown): RequestInit {
  return { method: "POST", headers: { cookie, "Next-Action": ref.id, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component" }, body: JSON.stringify([input]) };
}

/** The ActionResult in a server action's RSC answer, or null. */
export function actionResult<T>(text: string): { ok: true; data: T } | { ok: false; error: string } | null {
  const line = text.split("\n").find((l) => /^1:\{"ok":/.test(l));
  return line ? JSON.parse(line.slice(2)) : null;
}

export type SeededPerson = { n: number; email: string; userId: string; brandId: string; cookie: string };

/**
 * `users` people over `brands` brands (person n in brand n % brands; the first of each brand owns
 * it), written straight into the database, each signed in through the auth endpoint at `origin`.
 */
export async function seedPeople(sql: postgres.Sql, origin: string, opts: { users: number; brands: number; password: string; prefix: string }): Promise<SeededPerson[]> {
  const hash = await hashPassword(opts.password);
  const tag = Date.now().toString(36);
  const people: SeededPerson[] = [];
  const brandIds: string[] = [];
  for (let u = 0; u < opts.users; u++) {
    const email = `${opts.prefix}-${tag}-${u}@example.test`;
    const name = `${opts.prefix[0]!.toUpperCase()}${opts.prefix.slice(1)} User ${u}`;
    const [row] = await sql`insert into local_auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
      values (${email}, ${hash}, now(), '{"provider":"email","providers":["email"]}'::jsonb, ${sql.json({ full_name: name })}) returning id`;
    await sql`insert into profiles (id, email, full_name) values (${row!.id}, ${email}, ${name}) on conflict (id) do nothing`;
    const b = u % opts.brands;
    if (!brandIds[b]) {
      const [brand] = await sql`insert into brands (name, user_id) values (${`${opts.prefix} brand ${b} ${tag}`}, ${row!.id}) returning id`;
      brandIds[b] = brand!.id as string;
      await sql`insert into brand_data (brand_id) values (${brandIds[b]!})`;
    }
    await sql`insert into user_brand_access (brand_id, user_id, role, granted_by) values (${brandIds[b]!}, ${row!.id}, ${u < opts.brands ? "owner" : "member"}, ${row!.id})`;
    await sql`insert into current_navigation (user_id, brand_id) values (${row!.id}, ${brandIds[b]!}) on conflict (user_id) do update set brand_id = excluded.brand_id`;
    await sql`insert into growth_squad (brand_id, name, email, user_id) values (${brandIds[b]!}, ${name}, ${email}, ${row!.id})`;
    people.push({ n: u, email, userId: row!.id as string, brandId: brandIds[b]!, cookie: await signedInCookie(origin, email, opts.password) });
  }
  return people;
}

/** Signs in through the built-in endpoint and returns a Cookie header in @supabase/ssr's format. */
export async function signedInCookie(origin: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${origin}/api/supabase/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01" },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const session = await res.json();
  const value = `base64-${Buffer.from(JSON.stringify(session)).toString("base64url")}`;
  // @supabase/ssr splits values above 3180 characters into name.0, name.1, …
  const chunks: string[] = [];
  for (let i = 0; i < value.length; i += 3180) chunks.push(value.slice(i, i + 3180));
  return chunks.length === 1
    ? `${BUILTIN_AUTH_COOKIE}=${value}`
    : chunks.map((c, i) => `${BUILTIN_AUTH_COOKIE}.${i}=${c}`).join("; ");
}

/** The first child of `pid` (Linux /proc), or null where that cannot be read. */
function childPid(pid: number): number | null {
  try {
    const first = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/)[0];
    return first ? Number(first) : null;
  } catch {
    return null;
  }
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc), or null. */
export function cpuMs(pid: number | null): number | null {
  if (pid === null) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15 of stat (11 and 12 after the command name), in clock ticks.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** Resident memory of a process in bytes (Linux /proc), or null. */
export function rssBytes(pid: number | null): number | null {
  if (pid === null) return null;
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}
