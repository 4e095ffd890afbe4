/**
 * Hand edits of focus keyword groups beyond queries/groups.ts: merge several groups into one, and split
 * selected keywords off into a new group. Both results are "manual" groups, so a new clustering keeps them.
 */
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { seoKeywordGroups, seoKeywords } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { logActivity } from "@/lib/activity";
import { assertInBrand, NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";

async function nameFree(tx: Parameters<Parameters<typeof withScope>[1]>[0], scope: BrandScope, name: string, except: readonly string[]): Promise<void> {
  const [clash] = await tx
    .select({ id: seoKeywordGroups.id })
    .from(seoKeywordGroups)
    .where(and(eq(seoKeywordGroups.brandId, scope.brandId), sql`lower(btrim(${seoKeywordGroups.name})) = lower(btrim(${name}))`));
  if (clash && !except.includes(clash.id)) throw new ActionError(`A group named "${name}" already exists.`);
}

/** Moves every keyword of `ids[1..]` into `ids[0]` and deletes the emptied groups. */
export async function mergeKeywordGroups(scope: BrandScope, ids: readonly string[], name?: string): Promise<{ id: string; moved: number }> {
  const unique = [...new Set(ids)];
  if (unique.length < 2) throw new ActionError("Select at least two groups to merge.");
  const [target, ...rest] = unique as [string, ...string[]];
  return withScope(scope, async (tx) => {
    await assertInBrand(tx, scope, seoKeywordGroups, unique);
    // The removed groups' names are free once they are gone, so a merge may take one of them.
    if (name) await nameFree(tx, scope, name, unique);
    const moved = await tx
      .update(seoKeywords)
      .set({ groupId: target })
      .where(and(eq(seoKeywords.brandId, scope.brandId), inArray(seoKeywords.groupId, rest)))
      .returning({ id: seoKeywords.id });
    const gone = await tx
      .delete(seoKeywordGroups)
      .where(and(eq(seoKeywordGroups.brandId, scope.brandId), inArray(seoKeywordGroups.id, rest)))
      .returning({ name: seoKeywordGroups.name });
    const [kept] = await tx
      .update(seoKeywordGroups)
      .set({ method: "manual", ...(name ? { name } : {}) })
      .where(and(eq(seoKeywordGroups.id, target), eq(seoKeywordGroups.brandId, scope.brandId)))
      .returning({ name: seoKeywordGroups.name });
    await logActivity(tx, {
      brandId: scope.brandId,
      userId: scope.userId,
      actionType: "seo_groups_merged",
      userAction: `Merged ${gone.map((g) => `"${g.name}"`).join(", ")} into the keyword group "${kept!.name}"`,
      payload: { groupId: target, merged: rest, moved: moved.length },
    });
    return { id: target, moved: moved.length };
  });
}

/** Moves the selected keywords of a group into a new group named `name`. */
export async function splitKeywordGroup(scope: BrandScope, groupId: string, keywordIds: readonly string[], name: string): Promise<{ id: string; moved: number }> {
  const wanted = [...new Set(keywordIds)];
  return withScope(scope, async (tx) => {
    await assertInBrand(tx, scope, seoKeywordGroups, [groupId]);
    const members = await tx
      .select({ id: seoKeywords.id })
      .from(seoKeywords)
      .where(and(eq(seoKeywords.brandId, scope.brandId), eq(seoKeywords.groupId, groupId)));
    const inGroup = new Set(members.map((m) => m.id));
    if (!wanted.every((id) => inGroup.has(id))) throw new NotFoundError();
    if (wanted.length >= inGroup.size) throw new ActionError("Leave at least one keyword in the group, or rename the group instead.");
    await nameFree(tx, scope, name, []);
    const [group] = await tx
      .insert(seoKeywordGroups)
      .values({ brandId: scope.brandId, name, method: "manual", focusKeywordId: wanted[0] ?? null, createdBy: scope.userId })
      .returning({ id: seoKeywordGroups.id });
    await tx.update(seoKeywords).set({ groupId: group!.id }).where(and(eq(seoKeywords.brandId, scope.brandId), inArray(seoKeywords.id, wanted)));
    // The old group's focus keyword may have left with the split.
    await tx
      .update(seoKeywordGroups)
      .set({ method: "manual", focusKeywordId: sql`case when ${seoKeywordGroups.focusKeywordId} in (select unnest(${`{${wanted.join(",")}}`}::uuid[])) then null else ${seoKeywordGroups.focusKeywordId} end` })
      .where(and(eq(seoKeywordGroups.id, groupId), eq(seoKeywordGroups.brandId, scope.brandId), ne(seoKeywordGroups.id, group!.id)));
    await logActivity(tx, {
      brandId: scope.brandId,
      userId: scope.userId,
      actionType: "seo_group_split",
      userAction: `Split ${wanted.length} keywords into the new keyword group "${name}"`,
      payload: { groupId: group!.id, from: groupId },
    });
    return { id: group!.id, moved: wanted.length };
  });
}
