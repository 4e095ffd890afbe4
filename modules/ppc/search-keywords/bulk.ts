/**
 * The bulk actions of /search-keywords on selected search terms (or keywords): plan them as paid
 * keywords, add them as negatives (p5's negative lists), or send them to a PPC group. A term becomes or
 * finds its one seo_keywords record first — a keyword is one record whether SEO or PPC looks at it.
 */
import type { Tx } from "@/db/client";
import { ppcKeywords } from "@/db/schema";
import type { PpcMatchType } from "@/db/schema/ppc";
import { logActivity } from "@/lib/activity";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { plural } from "@/lib/format";
import { keywordKey } from "@/modules/seo/keyword-text";
import { upsertKeywords } from "@/modules/seo/queries/keywords";
import { addKeywordsToGroupTx, groupInBrand, insertGroup } from "../groups/store";
import { addNegativesTx } from "../negatives/store";

/** The seo_keywords ids of the terms, created where missing ("manual": a person chose them here). */
async function keywordIdsOf(tx: Tx, scope: BrandScope, terms: readonly string[]): Promise<{ ids: string[]; created: number }> {
  const { ids, added } = await upsertKeywords(
    tx,
    scope,
    terms.map((keyword) => ({ keyword })),
    "manual",
  );
  const wanted = [...new Set(terms.map(keywordKey))].flatMap((k) => ids.get(k) ?? []);
  return { ids: wanted, created: added };
}

export type PlannedOutcome = { added: number; existing: number };

/** Planned paid keywords (ad_group_id null) of that match type; a term already planned so is skipped. */
export async function addTermsAsKeywords(scope: BrandScope, terms: readonly string[], matchType: PpcMatchType): Promise<PlannedOutcome> {
  return withScope(scope, async (tx) => {
    const { ids } = await keywordIdsOf(tx, scope, terms);
    const rows = await tx
      .insert(ppcKeywords)
      .values(ids.map((keywordId) => ({ brandId: scope.brandId, keywordId, adGroupId: null, matchType, source: "manual" as const, createdBy: scope.userId })))
      .onConflictDoNothing()
      .returning({ id: ppcKeywords.id });
    const added = rows.length;
    if (added) {
      await logActivity(tx, {
        brandId: scope.brandId,
        userId: scope.userId,
        actionType: "ppc_keywords_planned",
        userAction: `Planned ${plural(added, "paid keyword")} (${matchType}) from search terms`,
        payload: { added, matchType },
      });
    }
    return { added, existing: ids.length - added };
  });
}

export type NegativesOutcome = { listName: string; added: number; existing: number };

export async function addTermsAsNegatives(scope: BrandScope, terms: readonly string[], matchType: "exact" | "phrase"): Promise<NegativesOutcome> {
  return withScope(scope, async (tx) => {
    const r = await addNegativesTx(tx, scope, { entries: terms.map((text) => ({ text, matchType, origin: "search_term" as const })) });
    return { listName: r.listName, added: r.added, existing: r.skipped };
  });
}

export type GroupOutcome = { groupId: string; groupName: string; created: boolean; added: number; existing: number };

/** Into a group of the brand, or a new one named here (made in the same transaction, so a refusal leaves none). */
export async function sendTermsToGroup(scope: BrandScope, terms: readonly string[], target: { groupId?: string; newGroupName?: string }): Promise<GroupOutcome> {
  return withScope(scope, async (tx) => {
    const group = target.groupId ? await groupInBrand(tx, scope, target.groupId) : null;
    const groupId = group?.id ?? (await insertGroup(tx, scope, { name: target.newGroupName! })).id;
    const groupName = group?.name ?? (await groupInBrand(tx, scope, groupId)).name;
    const { ids } = await keywordIdsOf(tx, scope, terms);
    const r = await addKeywordsToGroupTx(tx, scope, groupId, ids);
    await logActivity(tx, {
      brandId: scope.brandId,
      userId: scope.userId,
      actionType: "ppc_group_keywords_added",
      userAction: `Sent ${plural(r.added, "search term")} to the PPC group "${groupName}"`,
      payload: { groupId, added: r.added, created: !group },
    });
    return { groupId, groupName, created: !group, added: r.added, existing: r.skipped };
  });
}
