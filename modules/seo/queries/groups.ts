/**
 * Focus keyword groups (/seo-selection-groups): create, rename, pick a focus keyword and a target
 * URL, delete. Clustering (modules/seo/analysis) proposes groups; storing them goes through here.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { seoKeywordGroups, seoKeywords } from "@/db/schema";
import type { Tx } from "@/db/client";
import { ActionError } from "@/lib/action";
import { logActivity } from "@/lib/activity";
import { assertInBrand, NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";

export type GroupMethod = "serp_overlap" | "lexical" | "manual";

export type KeywordGroupRow = {
  id: string;
  name: string;
  method: GroupMethod;
  focusKeywordId: string | null;
  focusKeyword: string | null;
  targetUrl: string | null;
  keywords: number;
  volume: number;
};

export async function listKeywordGroups(scope: BrandScope): Promise<KeywordGroupRow[]> {
  return withScope(scope, async (tx) => {
    const g = seoKeywordGroups;
    // The outer row named explicitly: unqualified, "brand_id" and "id" would mean the subselect's own table.
    const outer = { brandId: sql.raw(`"seo_keyword_groups"."brand_id"`), id: sql.raw(`"seo_keyword_groups"."id"`), focus: sql.raw(`"seo_keyword_groups"."focus_keyword_id"`) };
    const rows = await tx
      .select({
        g,
        focusKeyword: sql<string | null>`(select k.keyword from ${seoKeywords} k where k.brand_id = ${outer.brandId} and k.id = ${outer.focus})`,
        keywords: sql<number>`(select count(*)::int from ${seoKeywords} k where k.brand_id = ${outer.brandId} and k.group_id = ${outer.id})`,
        volume: sql<number>`(select coalesce(sum(k.volume), 0)::int from ${seoKeywords} k where k.brand_id = ${outer.brandId} and k.group_id = ${outer.id})`,
      })
      .from(g)
      .where(eq(g.brandId, scope.brandId))
      .orderBy(asc(sql`lower(${g.name})`));
    return rows.map(({ g: r, focusKeyword, keywords, volume }) => ({
      id: r.id,
      name: r.name,
      method: r.method as GroupMethod,
      focusKeywordId: r.focusKeywordId,
      focusKeyword,
      targetUrl: r.targetUrl,
      keywords,
      volume,
    }));
  });
}

async function assertNameFree(tx: Tx, scope: BrandScope, name: string, exceptId?: string): Promise<void> {
  const [clash] = await tx
    .select({ id: seoKeywordGroups.id })
    .from(seoKeywordGroups)
    .where(and(eq(seoKeywordGroups.brandId, scope.brandId), sql`lower(btrim(${seoKeywordGroups.name})) = lower(btrim(${name}))`));
  if (clash && clash.id !== exceptId) throw new ActionError(`A group named "${name}" already exists.`);
}

/** The focus keyword must be the brand's and belong to the group (or be put into it). */
async function checkFocus(tx: Tx, scope: BrandScope, focusKeywordId: string | null | undefined): Promise<void> {
  await assertInBrand(tx, scope, seoKeywords, [focusKeywordId]);
}

export type GroupInput = { name: string; method?: GroupMethod; focusKeywordId?: string | null; targetUrl?: string | null; keywordIds?: string[] };

export async function createKeywordGroup(scope: BrandScope, input: GroupInput): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    await assertNameFree(tx, scope, input.name);
    await checkFocus(tx, scope, input.focusKeywordId);
    await assertInBrand(tx, scope, seoKeywords, input.keywordIds ?? []);
    const [row] = await tx
      .insert(seoKeywordGroups)
      .values({ brandId: scope.brandId, name: input.name, method: input.method ?? "manual", focusKeywordId: input.focusKeywordId ?? null, targetUrl: input.targetUrl ?? null, createdBy: scope.userId })
      .returning({ id: seoKeywordGroups.id });
    const ids = [...new Set([...(input.keywordIds ?? []), ...(input.focusKeywordId ? [input.focusKeywordId] : [])])];
    if (ids.length) {
      await tx
        .update(seoKeywords)
        .set({ groupId: row!.id })
        .where(and(eq(seoKeywords.brandId, scope.brandId), sql`${seoKeywords.id} in (select unnest(${`{${ids.join(",")}}`}::uuid[]))`));
    }
    await logActivity(tx, { brandId: scope.brandId, userId: scope.userId, actionType: "seo_group_created", userAction: `Created the keyword group "${input.name}"`, payload: { groupId: row!.id } });
    return { id: row!.id };
  });
}

export async function updateKeywordGroup(scope: BrandScope, id: string, input: Partial<Omit<GroupInput, "keywordIds" | "method">>): Promise<void> {
  return withScope(scope, async (tx) => {
    await assertInBrand(tx, scope, seoKeywordGroups, [id]);
    if (input.name !== undefined) await assertNameFree(tx, scope, input.name, id);
    await checkFocus(tx, scope, input.focusKeywordId);
    await tx
      .update(seoKeywordGroups)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.focusKeywordId !== undefined ? { focusKeywordId: input.focusKeywordId } : {}),
        ...(input.targetUrl !== undefined ? { targetUrl: input.targetUrl } : {}),
      })
      .where(and(eq(seoKeywordGroups.id, id), eq(seoKeywordGroups.brandId, scope.brandId)));
    if (input.focusKeywordId) {
      await tx.update(seoKeywords).set({ groupId: id }).where(and(eq(seoKeywords.id, input.focusKeywordId), eq(seoKeywords.brandId, scope.brandId)));
    }
  });
}

/** Deleting a group keeps its keywords (they leave the group). */
export async function deleteKeywordGroup(scope: BrandScope, id: string): Promise<void> {
  return withScope(scope, async (tx) => {
    const [gone] = await tx
      .delete(seoKeywordGroups)
      .where(and(eq(seoKeywordGroups.id, id), eq(seoKeywordGroups.brandId, scope.brandId)))
      .returning({ name: seoKeywordGroups.name });
    if (!gone) throw new NotFoundError();
    await logActivity(tx, { brandId: scope.brandId, userId: scope.userId, actionType: "seo_group_deleted", userAction: `Deleted the keyword group "${gone.name}"`, payload: { groupId: id } });
  });
}
