/**
 * Reading and changing a brand's negative keyword lists: its own lists, and the lists shared with every brand of
 * its industry (applied to the brand or not). Shared lists are only those of the brand's own industry, read under
 * RLS that also requires access to a brand of that industry — a list of another industry is never named.
 */
import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { ppcBrandNegativeLists, ppcKeywords, ppcNegativeListVersions, ppcNegativeLists, ppcNegatives, profiles, seoKeywords, type PpcMatchType } from "@/db/schema";
import type { Tx } from "@/db/client";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { keywordKey } from "@/modules/seo/keyword-text";
import { findConflicts, type Negative } from "./match";
import { addNegativesTx, brandIndustryKey, changeList, entriesAtVersion, insertList, listForBrand, type NegativeChange, type NegativeEntry } from "./store";

export type NegativeListSummary = {
  id: string;
  name: string;
  shared: boolean;
  /** Own lists always apply; a shared list applies when the brand chose it. */
  applied: boolean;
  version: number;
  entries: number;
  conflicts: number;
};

export type NegativeConflict = { text: string; matchType: PpcMatchType; keyword: string };

export type NegativeListDetail = NegativeListSummary & {
  items: { id: string; text: string; matchType: PpcMatchType; origin: string; createdAt: Date }[];
  conflictList: NegativeConflict[];
  history: { version: number; changes: NegativeChange[]; by: string | null; at: Date }[];
};

/** The brand's positive keywords (its paid keywords), the texts a negative must not block. */
export async function positiveKeywords(tx: Tx, scope: BrandScope): Promise<{ text: string }[]> {
  const rows = await tx
    .selectDistinct({ text: seoKeywords.keyword })
    .from(ppcKeywords)
    .innerJoin(seoKeywords, and(eq(seoKeywords.id, ppcKeywords.keywordId), eq(seoKeywords.brandId, scope.brandId)))
    .where(eq(ppcKeywords.brandId, scope.brandId));
  return rows;
}

export function conflictsOf(negatives: readonly Negative[], keywords: readonly { text: string }[]): NegativeConflict[] {
  return findConflicts(negatives, keywords).map((c) => ({ text: c.negative.text, matchType: c.negative.matchType, keyword: c.keyword.text }));
}

async function visibleLists(tx: Tx, scope: BrandScope) {
  const industry = await brandIndustryKey(tx, scope);
  return tx
    .select({
      id: ppcNegativeLists.id,
      name: ppcNegativeLists.name,
      brandId: ppcNegativeLists.brandId,
      version: ppcNegativeLists.version,
      applied: sql<boolean>`(${ppcNegativeLists.brandId} is not null or exists (select 1 from ${ppcBrandNegativeLists} a where a.list_id = ${ppcNegativeLists.id} and a.brand_id = ${scope.brandId}))`,
    })
    .from(ppcNegativeLists)
    .where(or(eq(ppcNegativeLists.brandId, scope.brandId), industry ? and(isNull(ppcNegativeLists.brandId), eq(ppcNegativeLists.industryKey, industry)) : sql`false`))
    .orderBy(sql`${ppcNegativeLists.brandId} is null`, asc(sql`lower(${ppcNegativeLists.name})`));
}

export async function listNegativeLists(scope: BrandScope): Promise<{ lists: NegativeListSummary[]; industry: string | null }> {
  return withScope(scope, async (tx) => {
    const lists = await visibleLists(tx, scope);
    const ids = lists.map((l) => l.id);
    const entries = ids.length
      ? await tx.select({ listId: ppcNegatives.listId, text: ppcNegatives.text, matchType: ppcNegatives.matchType }).from(ppcNegatives).where(inArray(ppcNegatives.listId, ids))
      : [];
    const positives = entries.length ? await positiveKeywords(tx, scope) : [];
    const industry = await brandIndustryKey(tx, scope);
    return {
      industry,
      lists: lists.map((l) => {
        const mine = entries.filter((e) => e.listId === l.id);
        return { id: l.id, name: l.name, shared: l.brandId === null, applied: Boolean(l.applied), version: l.version, entries: mine.length, conflicts: new Set(conflictsOf(mine, positives).map((c) => `${c.matchType}:${c.text}`)).size };
      }),
    };
  });
}

export async function getNegativeList(scope: BrandScope, listId: string): Promise<NegativeListDetail> {
  return withScope(scope, async (tx) => {
    const list = await listForBrand(tx, scope, listId);
    const items = await tx
      .select({ id: ppcNegatives.id, text: ppcNegatives.text, matchType: ppcNegatives.matchType, origin: ppcNegatives.origin, createdAt: ppcNegatives.createdAt })
      .from(ppcNegatives)
      .where(eq(ppcNegatives.listId, list.id))
      .orderBy(asc(ppcNegatives.textKey), asc(ppcNegatives.matchType));
    const history = await tx
      .select({ version: ppcNegativeListVersions.version, changes: ppcNegativeListVersions.changes, by: profiles.fullName, at: ppcNegativeListVersions.createdAt })
      .from(ppcNegativeListVersions)
      .leftJoin(profiles, eq(profiles.id, ppcNegativeListVersions.changedBy))
      .where(eq(ppcNegativeListVersions.listId, list.id))
      .orderBy(desc(ppcNegativeListVersions.version))
      .limit(100);
    const [applied] = list.brandId
      ? [{ n: 1 }]
      : await tx.select({ n: sql<number>`1` }).from(ppcBrandNegativeLists).where(and(eq(ppcBrandNegativeLists.listId, list.id), eq(ppcBrandNegativeLists.brandId, scope.brandId)));
    const conflictList = conflictsOf(items, await positiveKeywords(tx, scope));
    return {
      id: list.id,
      name: list.name,
      shared: list.brandId === null,
      applied: Boolean(applied),
      version: list.version,
      entries: items.length,
      conflicts: new Set(conflictList.map((c) => `${c.matchType}:${c.text}`)).size,
      items,
      conflictList,
      history,
    };
  });
}

export async function createNegativeList(scope: BrandScope, name: string, shared: boolean): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    const list = await insertList(tx, scope, name, shared);
    if (shared) await tx.insert(ppcBrandNegativeLists).values({ brandId: scope.brandId, listId: list.id }).onConflictDoNothing();
    await logScopeActivity(tx, scope, "ppc_negative_list_created", `Created the ${shared ? "shared " : ""}negative keyword list "${list.name}"`, { listId: list.id });
    return { id: list.id };
  });
}

/** Adds entries and says which of them block the brand's own paid keywords (added anyway: the person decides). */
export async function addNegativesChecked(
  scope: BrandScope,
  listId: string | undefined,
  entries: readonly NegativeEntry[],
): Promise<{ listId: string; added: number; skipped: number; version: number; conflicts: NegativeConflict[] }> {
  return withScope(scope, async (tx) => {
    const res = await addNegativesTx(tx, scope, { listId, entries });
    const conflicts = conflictsOf(entries, await positiveKeywords(tx, scope));
    return { listId: res.listId, added: res.added, skipped: res.skipped, version: res.version, conflicts };
  });
}

export async function removeNegatives(scope: BrandScope, listId: string, entries: readonly Negative[]): Promise<{ removed: number; version: number }> {
  return withScope(scope, async (tx) => {
    const list = await listForBrand(tx, scope, listId);
    const res = await changeList(tx, scope, list, [], entries);
    if (!res.removed) throw new ActionError("That keyword is no longer on the list.");
    return { removed: res.removed, version: res.version };
  });
}

/** Makes the list hold what it held at `version` again, as a new version (history is never rewritten). */
export async function restoreNegativeListVersion(scope: BrandScope, listId: string, version: number): Promise<{ added: number; removed: number; version: number }> {
  return withScope(scope, async (tx) => {
    const list = await listForBrand(tx, scope, listId);
    if (version < 1 || version >= list.version) throw new ActionError(version === list.version ? "That is the list's current version." : `The list has no version ${version}.`);
    const target = await entriesAtVersion(tx, list.id, version);
    const current = await tx.select({ text: ppcNegatives.text, textKey: ppcNegatives.textKey, matchType: ppcNegatives.matchType }).from(ppcNegatives).where(eq(ppcNegatives.listId, list.id));
    const want = new Set(target.map((t) => `${t.matchType}\u0000${keywordKey(t.text)}`));
    const have = new Set(current.map((c) => `${c.matchType}\u0000${c.textKey}`));
    const adds = target.filter((t) => !have.has(`${t.matchType}\u0000${keywordKey(t.text)}`)).map((t) => ({ ...t, origin: "manual" as const }));
    const removes = current.filter((c) => !want.has(`${c.matchType}\u0000${c.textKey}`));
    const res = await changeList(tx, scope, list, adds, removes);
    await logScopeActivity(tx, scope, "ppc_negative_list_restored", `Restored version ${version} of the negative keyword list "${list.name}"`, { listId: list.id, version: res.version });
    return { added: res.added, removed: res.removed, version: res.version };
  });
}

/** A shared list applies to the brand (or stops applying). Own lists always apply. */
export async function setSharedListApplied(scope: BrandScope, listId: string, applied: boolean): Promise<void> {
  await withScope(scope, async (tx) => {
    const list = await listForBrand(tx, scope, listId);
    if (list.brandId) throw new ActionError("The brand's own lists always apply.");
    if (applied) await tx.insert(ppcBrandNegativeLists).values({ brandId: scope.brandId, listId: list.id }).onConflictDoNothing();
    else await tx.delete(ppcBrandNegativeLists).where(and(eq(ppcBrandNegativeLists.brandId, scope.brandId), eq(ppcBrandNegativeLists.listId, list.id)));
    await logScopeActivity(tx, scope, "ppc_negative_list_applied", `${applied ? "Applied" : "Stopped applying"} the shared negative keyword list "${list.name}"`, { listId: list.id, applied });
  });
}

export async function listEntriesForExport(scope: BrandScope, listId: string): Promise<{ name: string; entries: Negative[] }> {
  return withScope(scope, async (tx) => {
    const list = await listForBrand(tx, scope, listId);
    const entries = await tx.select({ text: ppcNegatives.text, matchType: ppcNegatives.matchType }).from(ppcNegatives).where(eq(ppcNegatives.listId, list.id)).orderBy(asc(ppcNegatives.textKey));
    return { name: list.name, entries };
  });
}

/** Negatives of every list that applies to the brand (own + applied shared), for the wall and the Editor export. */
export async function appliedNegatives(tx: Tx, scope: BrandScope): Promise<Negative[]> {
  const rows = await tx.execute<{ text: string; match_type: PpcMatchType }>(sql`
    select n.text, n.match_type from ppc_negatives n join ppc_negative_lists l on l.id = n.list_id
    where l.brand_id = ${scope.brandId}::uuid
       or l.id in (select a.list_id from ppc_brand_negative_lists a where a.brand_id = ${scope.brandId}::uuid)`);
  return rows.map((r) => ({ text: r.text, matchType: r.match_type }));
}
