/**
 * Fuzz every server action (issue 27): for each action in lib/action's registry — picked up
 * automatically, so a new action is fuzzed the day it is added — generated inputs, called as the owner
 * of brand A:
 *   - derived from the action's zod input (tests/integration/fuzz/zod-arbitrary.ts) with hostile leaves:
 *     NUL, lone surrogates, RTL overrides, ZWJ emoji, oversized text, extreme numbers, wrong types;
 *   - its tenant-matrix input (a valid call aimed at brand A) with one to three fields broken, and
 *     with every uuid in it swapped for brand B's row of the same table.
 * Per call: the action answers an ActionResult (it never throws, and never falls into the wrapper's
 * "unexpected error" branch — the server-action twin of a 500), and reveals nothing of brand B. Per
 * action: brand B's rows are byte-for-byte unchanged.
 *
 * Runs per action: FUZZ_RUNS (default 5, ~2 minutes on the embedded database); `npm run fuzz -- --runs N`
 * for a longer run. FUZZ_SEED replays a run; FUZZ_ONLY=name,name limits it to some actions.
 */
import { randomInt } from "node:crypto";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { currentNavigation } from "@/db/schema";
import { actionRegistry, type ActionResult } from "@/lib/action";
import { brandRoleFor } from "@/lib/brand-scope";
import { brandSnapshot, createWorld, type MatrixEntry, type MatrixWorld } from "../helpers/matrix";
import { actAs } from "../helpers/session";
import { EDGE_NUMBERS, EDGE_STRINGS, arbitraryFor, wrongType } from "./zod-arbitrary";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));
vi.mock("@/lib/supabase/server", () => ({
  createClient: async () => ({
    auth: {
      updateUser: async () => ({ data: { user: {} }, error: null }),
      reauthenticate: async () => ({ data: { user: null, session: null }, error: null }),
      refreshSession: async () => ({ data: {}, error: null }),
      signOut: async () => ({ error: null }),
      getUser: async () => ({ data: { user: null } }),
    },
  }),
}));

// Every module's actions register themselves on import (eagerly: the list of tests is the registry).
import.meta.glob(["/modules/**/actions.ts", "/modules/**/*-actions.ts"], { eager: true });
const entryModules = import.meta.glob<{ default: MatrixEntry[] }>("../matrix/*.matrix.ts", { eager: true });
const entries = new Map(Object.values(entryModules).flatMap((m) => m.default.map((e) => [e.action, e] as const)));

const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 5));
const SEED = Number(process.env.FUZZ_SEED ?? randomInt(2 ** 31));
const ONLY = (process.env.FUZZ_ONLY ?? "").split(",").filter(Boolean);
const CALL_TIMEOUT_MS = 20_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const tally = { actions: 0, cases: 0, ok: 0, invalid: 0, refused: 0 };

// ---- the world: brand A (the caller owns it) and brand B (another owner's), rebuilt when an action broke it

let world: MatrixWorld | null = null;

/** The same people and brands seen from B: matrix inputs built with it plant B's rows of each kind. */
function fromB(w: MatrixWorld): MatrixWorld {
  return { a: w.b, b: w.a, viewer: w.viewer, member: w.member, target: w.target, outsider: w.a.owner, users: { owner: w.outsider, viewer: w.viewer, member: w.member, outsider: w.a.owner } };
}

async function healthyWorld(): Promise<MatrixWorld> {
  if (world) {
    const [a, b] = await Promise.all([brandRoleFor(world.a.owner, world.a.id), brandRoleFor(world.outsider, world.b.id)]);
    if (a !== "owner" || b !== "owner") world = null;
  }
  world ??= await createWorld();
  // Back on brand A (an action may have created or selected another brand).
  await getDb()
    .insert(currentNavigation)
    .values({ userId: world.a.owner.id, brandId: world.a.id })
    .onConflictDoUpdate({ target: currentNavigation.userId, set: { brandId: world.a.id } });
  return world;
}

let idTables: Promise<string[]> | undefined;
/** Every row id of a brand, by table (tables with brand_id and a uuid id). */
async function idsByTable(brandId: string): Promise<Map<string, string[]>> {
  idTables ??= getDb()
    .execute<{ name: string }>(
      sql`select c.relname as name from pg_class c
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        join pg_attribute b on b.attrelid = c.oid and b.attname = 'brand_id' and not b.attisdropped
        join pg_attribute i on i.attrelid = c.oid and i.attname = 'id' and i.atttypid = 'uuid'::regtype and not i.attisdropped
        where c.relkind in ('r', 'p') and not c.relispartition`,
    )
    .then((rows) => rows.map((r) => r.name));
  const tables = (await idTables).map((name) => ({ name }));
  const union = tables.map((t) => `select '${t.name}' as tbl, id::text as id from public."${t.name}" where brand_id = '${brandId}'::uuid`).join(" union all ");
  const rows = await getDb().execute<{ tbl: string; id: string }>(sql.raw(union));
  const out = new Map<string, string[]>([["brands", [brandId]]]);
  for (const r of rows) (out.get(r.tbl) ?? out.set(r.tbl, []).get(r.tbl)!).push(r.id);
  return out;
}

// ---- inputs

const isPlain = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && [Object.prototype, null].includes(Object.getPrototypeOf(v));

type Path = (string | number)[];
function leafPaths(v: unknown, at: Path = [], out: Path[] = []): Path[] {
  if (Array.isArray(v)) v.forEach((x, i) => leafPaths(x, [...at, i], out));
  else if (isPlain(v)) for (const [k, x] of Object.entries(v)) leafPaths(x, [...at, k], out);
  if (at.length) out.push(at);
  return out;
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(root) ? [...(root as unknown[])] : { ...(root as object) }) as Record<string | number, unknown>;
  copy[head!] = setAt(copy[head!], rest, value);
  return copy;
}

function mapStrings(v: unknown, f: (s: string) => string): unknown {
  if (typeof v === "string") return f(v);
  if (Array.isArray(v)) return v.map((x) => mapStrings(x, f));
  if (isPlain(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mapStrings(x, f)]));
  return v;
}

function inputArbitrary(name: string, seed: unknown, idsA: Map<string, string[]>, idsB: Map<string, string[]>): fc.Arbitrary<unknown> {
  const poolA = [...idsA.values()].flat();
  const poolB = [...idsB.values()].flat();
  const tableOfA = new Map([...idsA].flatMap(([t, ids]) => ids.map((id) => [id, t] as const)));
  const uuid = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...poolB) }, { weight: 2, arbitrary: fc.constantFrom(...poolA) }, { weight: 1, arbitrary: fc.uuid() });
  const hostileLeaf = fc.oneof(fc.constantFrom(...poolB), fc.constantFrom(...EDGE_STRINGS), fc.constantFrom(...EDGE_NUMBERS), wrongType);
  const arbs: { weight: number; arbitrary: fc.Arbitrary<unknown> }[] = [
    { weight: 3, arbitrary: arbitraryFor(actionRegistry.get(name)!.input, { uuid }) },
    { weight: 1, arbitrary: wrongType },
  ];
  if (seed !== undefined) {
    const paths = leafPaths(seed);
    if (paths.length) {
      arbs.push({
        weight: 4,
        arbitrary: fc.array(fc.tuple(fc.nat(), hostileLeaf), { minLength: 1, maxLength: 3 }).map((edits) => edits.reduce<unknown>((acc, [i, leaf]) => setAt(acc, paths[i % paths.length]!, leaf), seed)),
      });
    }
    // Every id in the valid call replaced by brand B's row of the same table (or any of B's ids).
    arbs.push({
      weight: 2,
      arbitrary: fc.nat().map((n) =>
        mapStrings(seed, (s) => {
          if (!UUID.test(s)) return s;
          const same = idsB.get(tableOfA.get(s) ?? "") ?? poolB;
          return same[n % same.length]!;
        }),
      ),
    });
  }
  return fc.oneof(...arbs);
}

// ---- calls

type Failure = { kind: string; detail: string; input: string };

function show(v: unknown): string {
  try {
    const s = JSON.stringify(v, (_k, x) => (typeof x === "bigint" ? `${x}n` : x instanceof Blob ? `<${x.constructor.name} ${x.size}B>` : typeof x === "string" && x.length > 120 ? `${x.slice(0, 40)}…(${x.length} chars)` : x));
    return s === undefined ? String(v) : s.length > 600 ? `${s.slice(0, 600)}…` : s;
  } catch {
    return String(v);
  }
}

async function callOnce(name: string, w: MatrixWorld, input: unknown, failures: Failure[]): Promise<void> {
  const logged: unknown[] = [];
  const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (args[0] === "[action]") logged.push(args[1]);
  });
  actAs(w.a.owner);
  let result: ActionResult<unknown> | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    result = await Promise.race([
      actionRegistry.get(name)!.call(input),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${CALL_TIMEOUT_MS / 1000}s`)), CALL_TIMEOUT_MS))),
    ]);
  } catch (e) {
    failures.push({ kind: "threw", detail: e instanceof Error ? `${e.name}: ${e.message}` : String(e), input: show(input) });
  } finally {
    clearTimeout(timer);
    actAs(null);
    spy.mockRestore();
  }
  tally.cases++;
  for (const e of logged) failures.push({ kind: "unexpected error", detail: e instanceof Error ? `${e.name}: ${e.message.split("\n")[0]}` : String(e), input: show(input) });
  if (!result) return;
  if (typeof result !== "object" || typeof result.ok !== "boolean") {
    failures.push({ kind: "not an ActionResult", detail: show(result), input: show(input) });
    return;
  }
  if (result.ok) tally.ok++;
  else if (result.fieldErrors) tally.invalid++;
  else tally.refused++;
  if (!result.ok && (typeof result.error !== "string" || !result.error)) failures.push({ kind: "refusal without a message", detail: show(result), input: show(input) });
  // Brand B's names (its id may come back: the input carried it).
  const text = show(result);
  const leaked = w.b.markers.slice(1).find((m) => m && text.includes(m));
  if (leaked) failures.push({ kind: "revealed brand B", detail: leaked, input: show(input) });
}

afterAll(() => {
  console.log(
    `[fuzz] ${tally.actions} actions, ${tally.cases} cases (${RUNS} per action): ${tally.ok} succeeded, ${tally.invalid} refused by validation, ${tally.refused} refused by the handler; FUZZ_SEED=${SEED}`,
  );
});

const names = [...actionRegistry.keys()].filter((n) => !ONLY.length || ONLY.includes(n)).sort();

describe("action fuzz", () => {
  it("finds every registered action", () => {
    expect(names.length).toBeGreaterThan(ONLY.length ? 0 : 100);
  });

  it.each(names.map((n) => [n]))("%s: answers every generated input with an ActionResult and leaves brand B alone", async (name) => {
    const t0 = Date.now();
    const w = await healthyWorld();
    const t1 = Date.now();
    const entry = entries.get(name);
    let seed: unknown;
    if (entry) {
      // B's row of the same kind first, so a swapped id points at something real.
      await Promise.resolve(entry.input(fromB(w), "owner")).catch(() => undefined);
      seed = await Promise.resolve(entry.input(w, "owner")).catch(() => undefined);
      await healthyWorld();
    }
    const t2 = Date.now();
    const [idsA, idsB] = await Promise.all([idsByTable(w.a.id), idsByTable(w.b.id)]);
    idsA.set("users", [w.a.owner.id, w.viewer.id, w.member.id, w.target.id]);
    idsB.set("users", [w.outsider.id]);
    const t3 = Date.now();
    const before = await brandSnapshot(w.b.id);
    const t4 = Date.now();
    const failures: Failure[] = [];
    await fc.assert(
      fc.asyncProperty(inputArbitrary(name, seed, idsA, idsB), (input) => callOnce(name, w, input, failures)),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    tally.actions++;
    const t5 = Date.now();
    if (process.env.FUZZ_DEBUG) console.log(`[fuzz] ${name}: world ${t1 - t0} seed ${t2 - t1} ids ${t3 - t2} snap ${t4 - t3} calls ${t5 - t4}`);
    expect(await brandSnapshot(w.b.id), `${name} changed brand B`).toBe(before);
    const distinct = [...new Map(failures.map((f) => [`${f.kind}: ${f.detail}`, f])).values()];
    expect(distinct.map((f) => `${f.kind}: ${f.detail}\n    input: ${f.input}`), `${name} (FUZZ_SEED=${SEED})`).toEqual([]);
  }, 60_000 + RUNS * CALL_TIMEOUT_MS);
});

// ---- route handlers: every route.ts under app/, every method, fuzzed path params, query and body

type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const routeFiles = import.meta.glob<Partial<Record<(typeof METHODS)[number], Handler>>>("/app/**/route.ts", { eager: true });
const routePath = (file: string) => file.replace(/^\/app/, "").replace(/\/\([^)]+\)/g, "").replace(/\/route\.ts$/, "") || "/";
const routes = Object.entries(routeFiles)
  .flatMap(([file, mod]) => METHODS.filter((m) => typeof mod[m] === "function").map((m) => ({ path: routePath(file), method: m, handler: mod[m]! })))
  .filter((r) => !ONLY.length || ONLY.includes(r.path))
  .sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));

const QUERY_KEYS = ["sort", "page", "size", "q", "from", "to", "status", "assignee", "sprint", "view", "format", "brand", "id", "token", "download", "w", "exp", "sig"];

function routeRequestArbitrary(path: string, method: string, idsA: Map<string, string[]>, idsB: Map<string, string[]>) {
  const pool = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...[...idsB.values()].flat()) }, { weight: 2, arbitrary: fc.constantFrom(...[...idsA.values()].flat()) }, { weight: 1, arbitrary: fc.uuid() });
  // A URL carries well-formed text only: lone surrogates become U+FFFD, as a browser would send them.
  const segment = fc
    .oneof({ weight: 4, arbitrary: pool }, { weight: 2, arbitrary: fc.constantFrom(...EDGE_STRINGS.filter((s) => s.length < 1000), "..", "%2e%2e", "null") }, { weight: 1, arbitrary: fc.string() })
    .map((s) => s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD"));
  const names = [...path.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)].map((m) => ({ name: m[2]!, rest: !!m[1] }));
  const params = fc.tuple(...names.map((n) => (n.rest ? fc.array(segment, { minLength: 1, maxLength: 3 }) : segment))).map((vals) => Object.fromEntries(names.map((n, i) => [n.name, vals[i]!])));
  const query = fc.dictionary(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 })), fc.oneof(segment, fc.constantFrom(...EDGE_NUMBERS.map(String))), { maxKeys: 4 });
  const body = method === "GET" || method === "DELETE" ? fc.constant(undefined) : fc.oneof(wrongType.map((v) => JSON.stringify(v) ?? ""), fc.constantFrom(...EDGE_STRINGS), fc.uint8Array({ maxLength: 512 }));
  const contentType = fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "");
  return fc.record({ params, query, body, contentType });
}

describe("route handler fuzz", () => {
  it("finds the route handlers", () => {
    expect(routes.length).toBeGreaterThan(ONLY.length ? -1 : 5);
  });

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))("%s: answers every generated request below 500 and leaves brand B alone", async (_label, route) => {
    const w = await healthyWorld();
    const [idsA, idsB] = await Promise.all([idsByTable(w.a.id), idsByTable(w.b.id)]);
    idsB.set("users", [w.outsider.id]);
    const before = await brandSnapshot(w.b.id);
    const failures: Failure[] = [];
    await fc.assert(
      fc.asyncProperty(routeRequestArbitrary(route.path, route.method, idsA, idsB), async ({ params, query, body, contentType }) => {
        const filled = route.path.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_m, n: string) => [params[n]].flat().map((s) => encodeURIComponent(String(s))).join("/"));
        const url = new URL(`http://x.test${filled}`);
        for (const [k, v] of Object.entries(query)) url.searchParams.append(k, v);
        const input = { url: url.toString(), body: body instanceof Uint8Array ? `<${body.length} bytes>` : body, contentType };
        actAs(w.a.owner);
        tally.cases++;
        try {
          const res = await route.handler(new NextRequest(url, { method: route.method, body: body as BodyInit | undefined, headers: contentType ? { "content-type": contentType } : {} }), { params: Promise.resolve(params) });
          const text = await res.text();
          if (res.status >= 500) failures.push({ kind: `status ${res.status}`, detail: text.slice(0, 200), input: show(input) });
          const leaked = w.b.markers.slice(1).find((m) => m && text.includes(m));
          if (leaked) failures.push({ kind: "revealed brand B", detail: leaked, input: show(input) });
        } catch (e) {
          failures.push({ kind: "threw", detail: e instanceof Error ? `${e.name}: ${e.message}` : String(e), input: show(input) });
        } finally {
          actAs(null);
        }
      }),
      { numRuns: RUNS * 4, seed: SEED, endOnFailure: true },
    );
    expect(await brandSnapshot(w.b.id), `${route.method} ${route.path} changed brand B`).toBe(before);
    const distinct = [...new Map(failures.map((f) => [`${f.kind}: ${f.detail}`, f])).values()];
    expect(distinct.map((f) => `${f.kind}: ${f.detail}\n    input: ${f.input}`), `${route.method} ${route.path} (FUZZ_SEED=${SEED})`).toEqual([]);
  }, 120_000);
});
