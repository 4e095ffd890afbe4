/**
 * Negative keyword lists (issue #23): the brand's own lists and the lists shared by industry — versioned with a
 * history and restore, text/CSV import and export, the conflict check against the brand's paid keywords, and the
 * tenant wall (another brand's list and another industry's shared list are "not found", never named).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { brands, ppcKeywords, ppcNegativeLists } from "@/db/schema";
import { scopeFor, withScope, withUserTx } from "@/lib/brand-scope";
import { upsertKeywords } from "@/modules/seo/queries/keywords";
import { selectBrand } from "../helpers/brand-context";
import { addMember, createBrand, createUser } from "../helpers/factories";
import { actAs } from "../helpers/session";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const actions = await import("@/modules/ppc/negatives/actions");
const { addNegatives } = await import("@/modules/ppc/negatives/store");
const { getNegativeList, listNegativeLists } = await import("@/modules/ppc/negatives/queries");

beforeEach(() => actAs(null));

async function ownerWithBrand(name: string, industry?: string) {
  const owner = await createUser();
  const brand = await createBrand(owner, name);
  if (industry) await getDb().update(brands).set({ industry }).where(eq(brands.id, brand.id));
  await selectBrand(owner, brand.id);
  actAs(owner);
  return { owner, brand, scope: await scopeFor(owner, brand.id) };
}

async function paidKeyword(scope: Awaited<ReturnType<typeof scopeFor>>, keyword: string) {
  await withScope(scope, async (tx) => {
    const { ids } = await upsertKeywords(tx, scope, [{ keyword }], "manual");
    await tx.insert(ppcKeywords).values({ brandId: scope.brandId, keywordId: [...ids.values()][0]!, matchType: "phrase", source: "import" });
  });
}

function ok<T>(r: { ok: true; data: T } | { ok: false; error: string }): T {
  if (!r.ok) throw new Error(r.error);
  return r.data;
}

describe("brand negatives", () => {
  it("adds to the brand's 'Brand negatives' list created on demand, dedupes by text and match type, and versions each change", async () => {
    const { scope } = await ownerWithBrand("Neg Default");
    const first = await addNegatives(scope, { entries: [{ text: "Free ", matchType: "broad", origin: "ngram" }, { text: "free", matchType: "broad" }, { text: "free", matchType: "exact" }] });
    expect(first).toMatchObject({ listName: "Brand negatives", added: 2, skipped: 1, version: 2 });
    const again = await addNegatives(scope, { entries: [{ text: "FREE", matchType: "broad" }] });
    expect(again).toMatchObject({ listId: first.listId, added: 0, skipped: 1, version: 2 });
    const detail = await getNegativeList(scope, first.listId);
    expect(detail.items.map((i) => [i.text, i.matchType, i.origin])).toEqual([
      ["Free", "broad", "ngram"],
      ["free", "exact", "manual"],
    ]);
    expect(detail.history.map((h) => h.version)).toEqual([2, 1]);
  });

  it("shows conflicts with the brand's paid keywords when adding and on the list", async () => {
    const { scope } = await ownerWithBrand("Neg Conflicts");
    await paidKeyword(scope, "cold brew coffee");
    await paidKeyword(scope, "coffee beans");
    const res = ok(await actions.addNegativesAction({ text: '"cold brew"\n[coffee]\nbeans coffee\ncoffees' }));
    expect(res.added).toBe(4);
    expect(res.conflicts.map((c) => `${c.text}→${c.keyword}`).sort()).toEqual(["beans coffee→coffee beans", "cold brew→cold brew coffee"]);
    const lists = await listNegativeLists(scope);
    expect(lists.lists).toEqual([expect.objectContaining({ name: "Brand negatives", entries: 4, conflicts: 2, shared: false, applied: true })]);
  });

  it("restores an earlier version as a new version and exports/imports text and CSV", async () => {
    const { scope } = await ownerWithBrand("Neg Restore");
    const list = ok(await actions.createNegativeListAction({ name: "Jobs" }));
    ok(await actions.addNegativesAction({ listId: list.id, entries: [{ text: "jobs", matchType: "broad" }, { text: "careers", matchType: "phrase" }] }));
    ok(await actions.removeNegativeAction({ listId: list.id, text: "jobs", matchType: "broad" }));
    ok(await actions.addNegativesAction({ listId: list.id, text: "Keyword,Match type\nsalary,Exact\n" }));
    expect((await getNegativeList(scope, list.id)).items.map((i) => i.text)).toEqual(["careers", "salary"]);
    expect(ok(await actions.restoreNegativeListAction({ listId: list.id, version: 2 }))).toEqual({ added: 1, removed: 1, version: 5 });
    const after = await getNegativeList(scope, list.id);
    expect(after.items.map((i) => `${i.text}/${i.matchType}`)).toEqual(["careers/phrase", "jobs/broad"]);
    expect(after.history[0]!.changes).toEqual(expect.arrayContaining([{ op: "add", text: "jobs", matchType: "broad" }, { op: "remove", text: "salary", matchType: "exact" }]));
    expect(ok(await actions.exportNegativeListAction({ listId: list.id, format: "txt" }))).toEqual({ name: "jobs.txt", content: '"careers"\njobs\n' });
    expect(ok(await actions.exportNegativeListAction({ listId: list.id, format: "csv" })).content).toBe("Keyword,Match type\r\ncareers,Phrase\r\njobs,Broad\r\n");
    expect(await actions.restoreNegativeListAction({ listId: list.id, version: 9 })).toEqual({ ok: false, error: "The list has no version 9." });
    expect(await actions.addNegativesAction({ listId: list.id, text: "Keyword,Match type\nx,Sometimes\n" })).toEqual({ ok: false, error: 'Line 2: "Sometimes" is not a match type (Exact, Phrase or Broad).' });
  });

  it("another brand's list is not found, and its existence is not revealed", async () => {
    const a = await ownerWithBrand("Neg Owner A");
    const listId = (await addNegatives(a.scope, { entries: [{ text: "secret", matchType: "exact" }] })).listId;
    const b = await ownerWithBrand("Neg Owner B");
    expect(await actions.negativeListDetailAction({ listId })).toEqual({ ok: false, error: "Not found. It may have been deleted, or you no longer have access to it." });
    expect(await actions.addNegativesAction({ listId, entries: [{ text: "x", matchType: "exact" }] })).toMatchObject({ ok: false, error: expect.stringMatching(/^Not found/) });
    expect((await listNegativeLists(b.scope)).lists).toEqual([]);
    const seen = await withUserTx(b.owner, (tx) => tx.select({ id: ppcNegativeLists.id }).from(ppcNegativeLists));
    expect(seen.map((r) => r.id)).not.toContain(listId);
  });
});

describe("lists shared by industry", () => {
  it("are visible and editable by anyone with a brand of the industry, applied per brand; invisible to everyone else", async () => {
    const a = await ownerWithBrand("Shared A", " Coffee ");
    const shared = ok(await actions.createNegativeListAction({ name: "Coffee generic", shared: true }));
    ok(await actions.addNegativesAction({ listId: shared.id, entries: [{ text: "starbucks menu", matchType: "phrase" }] }));
    expect((await listNegativeLists(a.scope)).lists).toEqual([expect.objectContaining({ id: shared.id, shared: true, applied: true })]);

    // Another user's brand in the same industry (case and spaces differ) sees it, not applied until chosen.
    const b = await ownerWithBrand("Shared B", "coffee");
    expect((await listNegativeLists(b.scope)).lists).toEqual([expect.objectContaining({ id: shared.id, applied: false, entries: 1 })]);
    ok(await actions.applyNegativeListAction({ listId: shared.id, applied: true }));
    ok(await actions.addNegativesAction({ listId: shared.id, entries: [{ text: "coffee jobs", matchType: "broad" }] }));
    expect((await getNegativeList(b.scope, shared.id)).items).toHaveLength(2);

    // A user whose brands are in another industry, or have no industry, sees nothing — not even through RLS.
    const c = await ownerWithBrand("Shared C", "Tea");
    expect((await listNegativeLists(c.scope)).lists).toEqual([]);
    expect(await actions.negativeListDetailAction({ listId: shared.id })).toMatchObject({ ok: false, error: expect.stringMatching(/^Not found/) });
    const rls = await withUserTx(c.owner, (tx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from ppc_negative_lists where id = ${shared.id}::uuid`));
    expect(Number(rls[0]!.n)).toBe(0);
    const rlsEntries = await withUserTx(c.owner, (tx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from ppc_negatives where list_id = ${shared.id}::uuid`));
    expect(Number(rlsEntries[0]!.n)).toBe(0);
    const d = await ownerWithBrand("Shared D");
    expect((await listNegativeLists(d.scope)).lists).toEqual([]);
    expect(await actions.createNegativeListAction({ name: "Mine", shared: true })).toEqual({ ok: false, error: "Set the brand's industry in Brand Basic Data before sharing a list with the industry." });

    // A member of a coffee brand gets the list through that brand only.
    const member = await createUser();
    await addMember(b.brand.id, member, "member");
    const seen = await withUserTx(member, (tx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from ppc_negative_lists where id = ${shared.id}::uuid`));
    expect(Number(seen[0]!.n)).toBe(1);
  });

  it("viewers cannot change lists", async () => {
    const a = await ownerWithBrand("Neg Viewer");
    const viewer = await createUser();
    await addMember(a.brand.id, viewer, "viewer");
    await selectBrand(viewer, a.brand.id);
    actAs(viewer);
    const res = await actions.addNegativesAction({ entries: [{ text: "x", matchType: "exact" }] });
    expect(res.ok).toBe(false);
  });
});
