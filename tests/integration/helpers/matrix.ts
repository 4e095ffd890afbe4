/**
 * The cross-tenant matrix (issue 5): every registered server action is called as each persona —
 * signed out, a member of another brand, and a viewer, member and owner of the brand under test —
 * with valid inputs aimed at brand A. Per call the runner asserts that nothing of a brand the caller
 * does not belong to is read (revealed in the result), written (its rows changed) or refused with a
 * message other than "not found".
 *
 * Modules add their entries in tests/integration/matrix/<module>.matrix.ts with defineMatrix();
 * tests/integration/tenant-matrix.test.ts fails for any action in lib/action's registry without one.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { getDb } from "@/db/client";
import { activityLogs, brandData, brandRoles, currentNavigation, growthSquad, personas, promptTemplates } from "@/db/schema";
import { NOT_FOUND_MESSAGE, type ActionResult } from "@/lib/action";
import type { AuthUser } from "@/lib/auth/types";
import { actAs } from "./session";
import { addMember, createBrand, createUser } from "./factories";

export const PERSONAS = ["signedOut", "outsider", "viewer", "member", "owner"] as const;
export type Persona = (typeof PERSONAS)[number];

type SeededBrand = {
  id: string;
  name: string;
  owner: AuthUser;
  roleId: string;
  roleKey: string;
  squadMemberId: string;
  promptTemplateId: string;
  /** Strings only people of this brand may ever see. */
  markers: string[];
};

export type MatrixWorld = {
  /** The brand under test; every input aims at it. */
  a: SeededBrand;
  /** Another brand: the outsider owns it, nobody of A belongs to it. */
  b: SeededBrand;
  viewer: AuthUser;
  member: AuthUser;
  /** A participant of A that actions act on (change role, remove, transfer to). */
  target: AuthUser;
  /** Owner of B, no access to A. */
  outsider: AuthUser;
  users: Record<Exclude<Persona, "signedOut">, AuthUser>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- entries are heterogeneous; each checks its own input type via `satisfies`
export type AnyAction = (input: any) => Promise<ActionResult<unknown>>;

export type MatrixEntry = {
  /** The action's name in lib/action's actionRegistry. */
  action: string;
  call: AnyAction;
  /**
   * Personas whose call must succeed. Everyone else must be refused and leave brand A unchanged.
   * The outsider succeeding means acting in their own brand B (e.g. "create a role"): brand A must
   * still be untouched and unrevealed, which the runner checks for every persona regardless.
   */
  allow: readonly Persona[];
  /** Valid input aimed at brand A, built in the cell's fresh world (create rows as the system role). */
  input: (world: MatrixWorld, persona: Persona) => unknown;
};

export function defineMatrix(entries: MatrixEntry[]): MatrixEntry[] {
  return entries;
}

let seq = 0;
const tag = () => `${Date.now().toString(36)}${(++seq).toString(36)}${randomUUID().slice(0, 6)}`;

async function seedBrand(letter: "A" | "B", owner: AuthUser): Promise<SeededBrand> {
  const t = tag();
  const brand = await createBrand(owner, `Matrix ${letter} ${t}`);
  const db = getDb();
  const keyword = `kw-${letter}-${t}`;
  const roleName = `Role ${letter} ${t}`;
  const squadName = `Squad ${letter} ${t}`;
  const personaName = `Persona ${letter} ${t}`;
  const templateName = `Template ${letter} ${t}`;
  await db.update(brandData).set({ keywords: [keyword] }).where(sql`${brandData.brandId} = ${brand.id}`);
  const [role] = await db
    .insert(brandRoles)
    .values({ brandId: brand.id, key: `role-${letter.toLowerCase()}-${t}`, name: roleName, permissions: { seo: "view" } })
    .returning({ id: brandRoles.id, key: brandRoles.key });
  const [squad] = await db.insert(growthSquad).values({ brandId: brand.id, name: squadName }).returning({ id: growthSquad.id });
  await db.insert(personas).values({ brandId: brand.id, name: personaName });
  const [template] = await db
    .insert(promptTemplates)
    .values({ brandId: brand.id, name: templateName, body: `Secret prompt ${t} about {topic}` })
    .returning({ id: promptTemplates.id });
  await db.insert(activityLogs).values({ brandId: brand.id, userId: owner.id, actionType: "matrix_seed", userAction: `Seeded ${t}`, payload: { t } });
  return {
    id: brand.id,
    name: brand.name,
    owner,
    roleId: role!.id,
    roleKey: role!.key,
    squadMemberId: squad!.id,
    promptTemplateId: template!.id,
    markers: [brand.id, brand.name, keyword, roleName, squadName, personaName, templateName, t, owner.email, owner.fullName ?? owner.email],
  };
}

async function choose(user: AuthUser, brandId: string): Promise<void> {
  await getDb()
    .insert(currentNavigation)
    .values({ userId: user.id, brandId })
    .onConflictDoUpdate({ target: currentNavigation.userId, set: { brandId } });
}

/** A fresh pair of brands with their people; each matrix cell gets its own. */
export async function createWorld(): Promise<MatrixWorld> {
  const t = tag();
  const [ownerA, viewer, member, target, outsider] = await Promise.all([
    createUser({ fullName: `Owner A ${t}` }),
    createUser({ fullName: `Viewer ${t}` }),
    createUser({ fullName: `Member ${t}` }),
    createUser({ fullName: `Target ${t}` }),
    createUser({ fullName: `Outsider ${t}` }),
  ]);
  const a = await seedBrand("A", ownerA);
  const b = await seedBrand("B", outsider);
  await addMember(a.id, viewer, "viewer", ownerA);
  await addMember(a.id, member, "member", ownerA);
  await addMember(a.id, target, "viewer", ownerA);
  await Promise.all([choose(ownerA, a.id), choose(viewer, a.id), choose(member, a.id), choose(target, a.id), choose(outsider, b.id)]);
  return { a, b, viewer, member, target, outsider, users: { owner: ownerA, viewer, member, outsider } };
}

let brandTables: Promise<string[]> | null = null;
/** The tables holding brand rows: read once per run (information_schema costs more than the snapshot itself). */
function tablesWithBrandId(): Promise<string[]> {
  brandTables ??= getDb()
    .execute<{ name: string }>(
      sql`
    select c.table_name as name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and c.column_name = 'brand_id' and t.table_type = 'BASE TABLE'
      -- A person's own selection is theirs, not the brand's (moving away from A is no write to A).
      and c.table_name <> 'current_navigation'
    order by 1`,
    )
    .then((rows) => rows.map((r) => r.name));
  return brandTables;
}

/** Every row of each brand (all tables with brand_id, and the brand itself), as text, in one query. */
export async function brandSnapshots(...brandIds: string[]): Promise<string[]> {
  for (const id of brandIds) if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error(`not a brand id: ${id}`);
  const ids = brandIds.map((id) => `'${id}'::uuid`).join(", ");
  const union = (await tablesWithBrandId()).map((t) => `select x.brand_id as brand, '${t}' as tbl, x::text as row from public."${t}" x where x.brand_id in (${ids})`).join(" union all ");
  const rows = await getDb().execute<{ brand: string; tbl: string; row: string }>(
    sql.raw(`select * from (${union} union all select b.id, 'brands', b::text from public.brands b where b.id in (${ids})) s order by 2, 3`),
  );
  return brandIds.map((id) =>
    rows
      .filter((r) => r.brand === id)
      .map((r) => `${r.tbl}: ${r.row}`)
      .join("\n"),
  );
}

export async function brandSnapshot(brandId: string): Promise<string> {
  return (await brandSnapshots(brandId))[0]!;
}

function reveals(result: unknown, markers: string[]): string | null {
  const text = JSON.stringify(result);
  return markers.find((m) => m && text.includes(m)) ?? null;
}

export type CellOutcome = { ok: boolean; error?: string };

/** One call of one action as one persona in a fresh world, with every wall assertion. */
export async function runCell(entry: MatrixEntry, persona: Persona): Promise<CellOutcome> {
  const world = await createWorld();
  const input = await entry.input(world, persona);
  const [beforeA, beforeB] = await brandSnapshots(world.a.id, world.b.id);
  actAs(persona === "signedOut" ? null : world.users[persona]);
  let result: ActionResult<unknown>;
  try {
    result = await entry.call(input);
  } finally {
    actAs(null);
  }
  const [afterA, afterB] = await brandSnapshots(world.a.id, world.b.id);
  const label = `${entry.action} as ${persona}`;
  const insider = persona === "viewer" || persona === "member" || persona === "owner";

  // What the caller must never learn or change: brand B for A's people, brand A for everyone else.
  const foreign = insider ? world.b : world.a;
  expect(reveals(result, foreign.markers), `${label} revealed another brand's data`).toBeNull();
  expect(insider ? afterB : afterA, `${label} wrote into another brand`).toBe(insider ? beforeB : beforeA);
  if (persona === "signedOut") {
    expect(afterB, `${label} wrote while signed out`).toBe(beforeB);
    expect(reveals(result, world.b.markers), `${label} revealed data while signed out`).toBeNull();
  }

  const expected = entry.allow.includes(persona);
  expect(result.ok, `${label}: expected ${expected ? "success" : "refusal"}, got ${JSON.stringify(result)}`).toBe(expected);
  if (!result.ok && insider) expect(afterA, `${label} was refused but changed brand A`).toBe(beforeA);
  // Someone outside brand A learns nothing about what exists in it: the refusal is "not found"
  // (or a plain validation/sign-in message), never "you may not change this".
  if (!result.ok && persona === "outsider") {
    expect(result.error, `${label} told an outsider more than "not found"`).not.toMatch(/can view this but not change it/);
  }
  return result.ok ? { ok: true } : { ok: false, error: result.error };
}

export { NOT_FOUND_MESSAGE };
