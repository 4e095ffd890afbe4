/**
 * PPC groups (/ppc-selection-groups): ad-group-ready groups of the brand's keywords. The writers other areas call
 * (p3's bulk "Add to group" on /search-keywords) are here: listGroups, createGroup, addKeywordsToGroup.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { ppcGroupKeywords, ppcGroups, seoKeywords } from "@/db/schema";
import type { Tx } from "@/db/client";
import { ActionError } from "@/lib/action";
import { logActivity } from "@/lib/activity";
import { NotFoundError, assertInBrand, isUuid, withScope, type BrandScope } from "@/lib/brand-scope";
import { suggestMatchTypes } from "./match-types";

export type GroupSummary = {
  id: string;
  name: string;
  campaignName: string | null;
  seoGroupId: string | null;
  keywordCount: number;
};

export const GROUP_NAME_MAX = 120;

export async function listGroups(scope: BrandScope): Promise<GroupSummary[]> {
  return withScope(scope, async (tx) => {
    const rows = await tx
      .select({
        id: ppcGroups.id,
        name: ppcGroups.name,
        campaignName: ppcGroups.campaignName,
        seoGroupId: ppcGroups.seoGroupId,
        // Spelled out: drizzle leaves a column unqualified in a one-table select, and gk.id would shadow it.
        keywordCount: sql<number>`(select count(*)::int from ppc_group_keywords gk where gk.group_id = ppc_groups.id and gk.brand_id = ${scope.brandId}::uuid)`,
      })
      .from(ppcGroups)
      .where(eq(ppcGroups.brandId, scope.brandId))
      .orderBy(asc(sql`lower(${ppcGroups.name})`));
    return rows.map((r) => ({ ...r, keywordCount: Number(r.keywordCount) }));
  });
}

export function cleanGroupName(name: string): string {
  const clean = name.replace(/\s+/g, " ").trim();
  if (!clean) throw new ActionError("Give the group a name.");
  if (clean.length > GROUP_NAME_MAX) throw new ActionError(`A group name has at most ${GROUP_NAME_MAX} characters.`);
  return clean;
}

export async function insertGroup(
  tx: Tx,
  scope: BrandScope,
  input: { name: string; campaignName?: string | null; seoGroupId?: string | null },
): Promise<{ id: string }> {
  const name = cleanGroupName(input.name);
  const [row] = await tx
    .insert(ppcGroups)
    .values({ brandId: scope.brandId, name, campaignName: input.campaignName?.trim() || null, seoGroupId: input.seoGroupId ?? null, createdBy: scope.userId })
    .onConflictDoNothing()
    .returning({ id: ppcGroups.id });
  if (!row) throw new ActionError(`A group named "${name}" already exists.`);
  return row;
}

export async function createGroup(scope: BrandScope, name: string, opts: { campaignName?: string | null } = {}): Promise<{ id: string; name: string }> {
  return withScope(scope, async (tx) => {
    const { id } = await insertGroup(tx, scope, { name, campaignName: opts.campaignName });
    const clean = cleanGroupName(name);
    await logActivity(tx, { brandId: scope.brandId, userId: scope.userId, actionType: "ppc_group_created", userAction: `Created the PPC group "${clean}"`, payload: { groupId: id } });
    return { id, name: clean };
  });
}

export async function groupInBrand(tx: Tx, scope: BrandScope, groupId: string): Promise<{ id: string; name: string; campaignName: string | null }> {
  if (!isUuid(groupId)) throw new NotFoundError();
  const [row] = await tx
    .select({ id: ppcGroups.id, name: ppcGroups.name, campaignName: ppcGroups.campaignName })
    .from(ppcGroups)
    .where(and(eq(ppcGroups.id, groupId), eq(ppcGroups.brandId, scope.brandId)));
  if (!row) throw new NotFoundError();
  return row;
}

/** Adds seo_keywords rows (ids) to a group with suggested match types; ones already in it are skipped. */
export async function addKeywordsToGroupTx(tx: Tx, scope: BrandScope, groupId: string, keywordIds: readonly string[]): Promise<{ added: number; skipped: number }> {
  await groupInBrand(tx, scope, groupId);
  const ids = [...new Set(keywordIds)];
  if (!ids.length) return { added: 0, skipped: 0 };
  await assertInBrand(tx, scope, seoKeywords, ids);
  let added = 0;
  for (let i = 0; i < ids.length; i += 1000) {
    const part = ids.slice(i, i + 1000);
    const kws = await tx
      .select({ id: seoKeywords.id, keyword: seoKeywords.keyword, volume: seoKeywords.volume })
      .from(seoKeywords)
      .where(and(eq(seoKeywords.brandId, scope.brandId), inArray(seoKeywords.id, part)));
    const rows = await tx
      .insert(ppcGroupKeywords)
      .values(kws.map((k) => ({ brandId: scope.brandId, groupId, keywordId: k.id, matchTypes: suggestMatchTypes(k.keyword, k.volume) })))
      .onConflictDoNothing()
      .returning({ id: ppcGroupKeywords.id });
    added += rows.length;
  }
  return { added, skipped: ids.length - added };
}

export async function addKeywordsToGroup(scope: BrandScope, groupId: string, keywordIds: readonly string[]): Promise<{ added: number; skipped: number }> {
  return withScope(scope, async (tx) => {
    const res = await addKeywordsToGroupTx(tx, scope, groupId, keywordIds);
    if (res.added) {
      const g = await groupInBrand(tx, scope, groupId);
      await logActivity(tx, { brandId: scope.brandId, userId: scope.userId, actionType: "ppc_group_keywords_added", userAction: `Added ${res.added === 1 ? "1 keyword" : `${res.added} keywords`} to the PPC group "${g.name}"`, payload: { groupId, added: res.added } });
    }
    return res;
  });
}
