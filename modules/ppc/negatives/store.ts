/**
 * The only writer of negative keyword lists: a brand's own lists and the lists shared by industry. Every change
 * bumps the list's version and records what it added or removed (ppc_negative_list_versions), so the history can
 * be read back and any earlier version restored. Bulk actions elsewhere (/search-keywords, the n-gram tab, sibling
 * negatives, the brand-term wall) call `addNegatives`.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { brands, ppcNegativeListVersions, ppcNegativeLists, ppcNegatives, type PpcMatchType } from "@/db/schema";
import type { Tx } from "@/db/client";
import { ActionError } from "@/lib/action";
import { logActivity } from "@/lib/activity";
import { formatNumber } from "@/lib/format";
import { pgTextArray } from "@/lib/pg-array";
import { NotFoundError, isUuid, withScope, type BrandScope } from "@/lib/brand-scope";
import { cleanKeyword, keywordKey } from "@/modules/seo/keyword-text";

export const NEGATIVE_ORIGINS = ["manual", "ngram", "search_term", "sibling", "brand_wall", "import"] as const;
export type NegativeOrigin = (typeof NEGATIVE_ORIGINS)[number];
export type NegativeEntry = { text: string; matchType: PpcMatchType; origin?: NegativeOrigin };
export type NegativeChange = { op: "add" | "remove"; text: string; matchType: PpcMatchType };

/** The brand's default list, created the first time something is added without naming a list. */
export const BRAND_LIST_NAME = "Brand negatives";
/** Google Ads allows 5,000 keywords per shared negative keyword list. */
export const NEGATIVES_PER_LIST = 5_000;
/** Google Ads: a negative keyword has at most 80 characters and 10 words. */
export const NEGATIVE_MAX_CHARS = 80;
export const NEGATIVE_MAX_WORDS = 10;

export type ListRow = { id: string; brandId: string | null; industryKey: string | null; name: string; version: number };

/** The brand's industry as shared lists key it (lower(btrim(brands.industry))), or null without one. */
export async function brandIndustryKey(tx: Tx, scope: BrandScope): Promise<string | null> {
  const [row] = await tx.select({ industry: brands.industry }).from(brands).where(eq(brands.id, scope.brandId));
  const key = row?.industry?.trim().toLowerCase();
  return key ? key : null;
}

/**
 * A list the brand may change: its own, or a shared list of the brand's industry. Anything else (another brand's
 * list, a shared list of an industry the brand is not in) is "not found" — never a hint that it exists.
 */
export async function listForBrand(tx: Tx, scope: BrandScope, listId: string): Promise<ListRow> {
  if (!isUuid(listId)) throw new NotFoundError();
  const [row] = await tx
    .select({ id: ppcNegativeLists.id, brandId: ppcNegativeLists.brandId, industryKey: ppcNegativeLists.industryKey, name: ppcNegativeLists.name, version: ppcNegativeLists.version })
    .from(ppcNegativeLists)
    .where(eq(ppcNegativeLists.id, listId))
    .for("update");
  if (!row) throw new NotFoundError();
  if (row.brandId) {
    if (row.brandId !== scope.brandId) throw new NotFoundError();
  } else if (row.industryKey !== (await brandIndustryKey(tx, scope))) {
    throw new NotFoundError();
  }
  return row;
}

/** Creates a list (version 1, an empty first history entry so the history starts with its creation). */
export async function insertList(tx: Tx, scope: BrandScope, name: string, shared: boolean): Promise<ListRow> {
  const clean = name.replace(/\s+/g, " ").trim();
  if (!clean) throw new ActionError("Give the list a name.");
  const industryKey = shared ? await brandIndustryKey(tx, scope) : null;
  if (shared && !industryKey) throw new ActionError("Set the brand's industry in Brand Basic Data before sharing a list with the industry.");
  const [row] = await tx
    .insert(ppcNegativeLists)
    .values({ brandId: shared ? null : scope.brandId, industryKey, name: clean, createdBy: scope.userId })
    .onConflictDoNothing()
    .returning({ id: ppcNegativeLists.id, brandId: ppcNegativeLists.brandId, industryKey: ppcNegativeLists.industryKey, name: ppcNegativeLists.name, version: ppcNegativeLists.version });
  if (!row) throw new ActionError(shared ? `The industry already has a shared list named "${clean}".` : `The brand already has a list named "${clean}".`);
  await tx.insert(ppcNegativeListVersions).values({ listId: row.id, version: 1, changes: [], changedBy: scope.userId });
  return row;
}

/** The brand's "Brand negatives" list, created on demand. */
export async function brandDefaultList(tx: Tx, scope: BrandScope): Promise<ListRow> {
  const [row] = await tx
    .select({ id: ppcNegativeLists.id })
    .from(ppcNegativeLists)
    .where(and(eq(ppcNegativeLists.brandId, scope.brandId), sql`lower(btrim(${ppcNegativeLists.name})) = ${BRAND_LIST_NAME.toLowerCase()}`));
  if (row) return listForBrand(tx, scope, row.id);
  return insertList(tx, scope, BRAND_LIST_NAME, false);
}

/** Cleans one entry; null when it is blank. Throws a user-facing error for what Google Ads would refuse. */
export function cleanNegative(entry: NegativeEntry): { text: string; key: string; matchType: PpcMatchType; origin: NegativeOrigin } | null {
  const text = cleanKeyword(entry.text);
  const key = keywordKey(text);
  if (!key) return null;
  if (text.length > NEGATIVE_MAX_CHARS) throw new ActionError(`"${text.slice(0, 30)}…" is longer than ${NEGATIVE_MAX_CHARS} characters, the most Google Ads accepts for a keyword.`);
  if (key.split(" ").length > NEGATIVE_MAX_WORDS) throw new ActionError(`"${text}" has more than ${NEGATIVE_MAX_WORDS} words, the most Google Ads accepts for a keyword.`);
  return { text, key, matchType: entry.matchType, origin: entry.origin ?? "manual" };
}

/**
 * Adds and removes entries of a list in one new version. Adds already on the list (same text_key and match type)
 * and removes not on it are skipped. Returns the counts and the list's version after the change (unchanged when
 * nothing changed: no empty versions).
 */
export async function changeList(
  tx: Tx,
  scope: BrandScope,
  list: ListRow,
  adds: readonly NegativeEntry[],
  removes: readonly { text: string; matchType: PpcMatchType }[] = [],
): Promise<{ added: number; removed: number; skipped: number; version: number }> {
  const changes: NegativeChange[] = [];
  const fresh = new Map<string, NonNullable<ReturnType<typeof cleanNegative>>>();
  let skipped = 0;
  for (const e of adds) {
    const c = cleanNegative(e);
    if (!c) continue;
    const k = `${c.matchType}\u0000${c.key}`;
    if (fresh.has(k)) skipped++;
    else fresh.set(k, c);
  }
  if (fresh.size) {
    const keys = [...new Set([...fresh.values()].map((c) => c.key))];
    const existing = new Set<string>();
    for (let i = 0; i < keys.length; i += 1000) {
      const rows = await tx
        .select({ key: ppcNegatives.textKey, matchType: ppcNegatives.matchType })
        .from(ppcNegatives)
        .where(and(eq(ppcNegatives.listId, list.id), inArray(ppcNegatives.textKey, keys.slice(i, i + 1000))));
      for (const r of rows) existing.add(`${r.matchType}\u0000${r.key}`);
    }
    for (const k of existing) if (fresh.delete(k)) skipped++;
  }
  const removeKeys = new Map<string, { key: string; matchType: PpcMatchType }>();
  for (const r of removes) {
    const key = keywordKey(r.text);
    if (key) removeKeys.set(`${r.matchType}\u0000${key}`, { key, matchType: r.matchType });
  }
  let removed = 0;
  // One statement per thousand removals: a cleanup of a large list is one round trip, not one per keyword.
  const wanted = [...removeKeys.values()];
  for (let i = 0; i < wanted.length; i += 1000) {
    const batch = wanted.slice(i, i + 1000);
    const gone = await tx
      .delete(ppcNegatives)
      .where(
        and(
          eq(ppcNegatives.listId, list.id),
          sql`(${ppcNegatives.textKey}, ${ppcNegatives.matchType}::text) in (select * from unnest(${pgTextArray(batch.map((b) => b.key))}::text[], ${pgTextArray(batch.map((b) => b.matchType))}::text[]))`,
        ),
      )
      .returning({ text: ppcNegatives.text, matchType: ppcNegatives.matchType });
    removed += gone.length;
    skipped += batch.length - gone.length;
    for (const g of gone) changes.push({ op: "remove", text: g.text, matchType: g.matchType });
  }
  if (fresh.size) {
    const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(ppcNegatives).where(eq(ppcNegatives.listId, list.id))) as [{ n: number }];
    if (n + fresh.size > NEGATIVES_PER_LIST) {
      throw new ActionError(`A negative keyword list holds up to ${formatNumber(NEGATIVES_PER_LIST)} keywords (Google Ads' limit); "${list.name}" has ${formatNumber(n)} and this adds ${formatNumber(fresh.size)}.`);
    }
    const values = [...fresh.values()];
    for (let i = 0; i < values.length; i += 1000) {
      await tx
        .insert(ppcNegatives)
        .values(values.slice(i, i + 1000).map((c) => ({ listId: list.id, text: c.text, textKey: c.key, matchType: c.matchType, origin: c.origin, addedBy: scope.userId })))
        .onConflictDoNothing();
    }
    for (const c of values) changes.push({ op: "add", text: c.text, matchType: c.matchType });
  }
  if (!changes.length) return { added: 0, removed: 0, skipped, version: list.version };
  const version = list.version + 1;
  await tx.update(ppcNegativeLists).set({ version, updatedAt: new Date() }).where(eq(ppcNegativeLists.id, list.id));
  await tx.insert(ppcNegativeListVersions).values({ listId: list.id, version, changes, changedBy: scope.userId });
  list.version = version;
  const added = changes.length - removed;
  await logActivity(tx, {
    brandId: scope.brandId,
    userId: scope.userId,
    actionType: "ppc_negatives_changed",
    userAction: added && removed ? `Changed the negative list "${list.name}": ${added} added, ${removed} removed` : added ? `Added ${added === 1 ? `the negative "${changes[0]!.text}"` : `${added} negatives`} to "${list.name}"` : `Removed ${removed === 1 ? `the negative "${changes[0]!.text}"` : `${removed} negatives`} from "${list.name}"`,
    payload: { listId: list.id, version, added, removed },
  });
  return { added, removed, skipped, version };
}

/**
 * Adds negatives to a list the brand may change (default: the brand's "Brand negatives", created on demand).
 * Duplicates (same text_key and match type) are skipped, not errors.
 */
export async function addNegatives(
  scope: BrandScope,
  input: { listId?: string; entries: readonly NegativeEntry[] },
): Promise<{ listId: string; listName: string; added: number; skipped: number; version: number }> {
  return withScope(scope, (tx) => addNegativesTx(tx, scope, input));
}

export async function addNegativesTx(
  tx: Tx,
  scope: BrandScope,
  input: { listId?: string; entries: readonly NegativeEntry[] },
): Promise<{ listId: string; listName: string; added: number; skipped: number; version: number }> {
  const list = input.listId ? await listForBrand(tx, scope, input.listId) : await brandDefaultList(tx, scope);
  const { added, skipped, version } = await changeList(tx, scope, list, input.entries);
  return { listId: list.id, listName: list.name, added, skipped, version };
}

/** The entries of a list as they were at `version`, replayed from its history. */
export async function entriesAtVersion(tx: Tx, listId: string, version: number): Promise<{ text: string; matchType: PpcMatchType }[]> {
  const rows = await tx
    .select({ changes: ppcNegativeListVersions.changes })
    .from(ppcNegativeListVersions)
    .where(and(eq(ppcNegativeListVersions.listId, listId), sql`${ppcNegativeListVersions.version} <= ${version}`))
    .orderBy(asc(ppcNegativeListVersions.version));
  const state = new Map<string, { text: string; matchType: PpcMatchType }>();
  for (const r of rows) {
    for (const c of r.changes) {
      const k = `${c.matchType}\u0000${keywordKey(c.text)}`;
      if (c.op === "add") state.set(k, { text: c.text, matchType: c.matchType });
      else state.delete(k);
    }
  }
  return [...state.values()];
}
