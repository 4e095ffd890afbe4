import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { brands, ppcNegativeListVersions, ppcNegativeLists, ppcNegatives } from "@/db/schema";
import * as negatives from "@/modules/ppc/negatives/actions";
import * as wall from "@/modules/ppc/wall/actions";
import { createBrand } from "../helpers/factories";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// Negative keyword lists and the brand-term wall (issue #23): owners and members edit, viewers read and export.
// Creating a list acts on the caller's current brand (the outsider succeeds in their own brand B); everything
// that names a list takes a list of brand A, which only A's people may reach — anyone else gets "not found".
// The wall's brand ids must be brands the caller can open: only A's owner owns the second brand of the market.

/** A list of brand A with one entry at version 2 (rows written as the system role). */
async function listOfA(w: MatrixWorld, opts: { shared?: boolean } = {}): Promise<string> {
  const db = getDb();
  if (opts.shared) await db.update(brands).set({ industry: `Matrix ${w.a.id}` }).where(eq(brands.id, w.a.id));
  const [list] = await db
    .insert(ppcNegativeLists)
    .values(opts.shared ? { industryKey: `matrix ${w.a.id}`, name: "Shared matrix" } : { brandId: w.a.id, name: "Matrix list" })
    .returning({ id: ppcNegativeLists.id });
  await db.update(ppcNegativeLists).set({ version: 2 }).where(eq(ppcNegativeLists.id, list!.id));
  await db.insert(ppcNegatives).values({ listId: list!.id, text: "free", textKey: "free", matchType: "broad" });
  await db.insert(ppcNegativeListVersions).values([
    { listId: list!.id, version: 1, changes: [] },
    { listId: list!.id, version: 2, changes: [{ op: "add", text: "free", matchType: "broad" }] },
  ]);
  return list!.id;
}

/** A second brand of A's owner in A's market, with a name to wall off. */
async function neighbourOfA(w: MatrixWorld): Promise<string> {
  await getDb().update(brands).set({ country: "DE" }).where(eq(brands.id, w.a.id));
  const other = await createBrand(w.a.owner, `Neighbour ${w.a.id.slice(0, 8)}`);
  await getDb().update(brands).set({ country: "DE" }).where(eq(brands.id, other.id));
  return other.id;
}

export default defineMatrix([
  { action: "createNegativeList", call: negatives.createNegativeListAction, allow: ["owner", "member", "outsider"], input: () => ({ name: "Matrix created" }) },
  {
    action: "addNegatives",
    call: negatives.addNegativesAction,
    allow: ["owner", "member"],
    input: async (w) => ({ listId: await listOfA(w), entries: [{ text: "cheap", matchType: "exact" }] }),
  },
  { action: "removeNegative", call: negatives.removeNegativeAction, allow: ["owner", "member"], input: async (w) => ({ listId: await listOfA(w), text: "free", matchType: "broad" }) },
  { action: "restoreNegativeList", call: negatives.restoreNegativeListAction, allow: ["owner", "member"], input: async (w) => ({ listId: await listOfA(w), version: 1 }) },
  { action: "applyNegativeList", call: negatives.applyNegativeListAction, allow: ["owner", "member"], input: async (w) => ({ listId: await listOfA(w, { shared: true }), applied: true }) },
  { action: "negativeListDetail", call: negatives.negativeListDetailAction, allow: ["owner", "member", "viewer"], input: async (w) => ({ listId: await listOfA(w) }) },
  { action: "exportNegativeList", call: negatives.exportNegativeListAction, allow: ["owner", "member", "viewer"], input: async (w) => ({ listId: await listOfA(w), format: "csv" }) },
  { action: "addWallNegatives", call: wall.addWallNegativesAction, allow: ["owner"], input: async (w) => ({ brandIds: [await neighbourOfA(w)] }) },
]);
