/**
 * /ppc-selection-groups: the brand's ad-group-ready keyword groups. Made from SEO's clusters (one group per SEO
 * keyword group, seo_group_id set) or by clustering the brand's paid keywords with SEO's engine
 * (modules/seo/analysis/cluster.ts, lexical: paid keywords have no stored SERP of their own to compare).
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { brands, ppcGroupKeywords, ppcGroups, ppcSettings, seoKeywordGroups, seoKeywords, type PpcMatchType } from "@/db/schema";
import type { Tx } from "@/db/client";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { putFile, signedFileUrl } from "@/lib/storage";
import { clusterKeywords } from "@/modules/seo/analysis/cluster";
import { appliedNegatives } from "../negatives/queries";
import { editorFile, editorRows, siblingNegatives, type EditorEncoding, type EditorGroup, type SiblingNegative } from "./editor";
import { orderMatchTypes, suggestMatchTypes } from "./match-types";
import { groupInBrand, insertGroup } from "./store";

export type GroupKeywordRow = { id: string; keywordId: string; keyword: string; volume: number | null; matchTypes: PpcMatchType[]; suggested: PpcMatchType[] };
export type GroupView = {
  id: string;
  name: string;
  campaign: string;
  campaignName: string | null;
  seoGroupId: string | null;
  maxCpc: string | null;
  finalUrl: string | null;
  keywords: GroupKeywordRow[];
  siblingNegatives: SiblingNegative[];
};
export type GroupsPage = { groups: GroupView[]; currency: string; seoClusters: number; paidKeywords: number; defaultCampaign: string };

/** A group without a campaign goes into this one in the export. */
export function defaultCampaignName(brandName: string): string {
  return `${brandName} – Search`.slice(0, 120);
}

async function loadGroups(tx: Tx, scope: BrandScope, ids?: readonly string[]): Promise<{ groups: GroupView[]; defaultCampaign: string }> {
  const [brand] = await tx.select({ name: brands.name }).from(brands).where(eq(brands.id, scope.brandId));
  const defaultCampaign = defaultCampaignName(brand?.name ?? "Brand");
  const groups = await tx
    .select({ id: ppcGroups.id, name: ppcGroups.name, campaignName: ppcGroups.campaignName, seoGroupId: ppcGroups.seoGroupId, maxCpc: ppcGroups.maxCpc, finalUrl: ppcGroups.finalUrl })
    .from(ppcGroups)
    .where(and(eq(ppcGroups.brandId, scope.brandId), ids ? inArray(ppcGroups.id, [...ids]) : undefined))
    .orderBy(asc(sql`lower(coalesce(${ppcGroups.campaignName}, ''))`), asc(sql`lower(${ppcGroups.name})`));
  const kws = groups.length
    ? await tx
        .select({ id: ppcGroupKeywords.id, groupId: ppcGroupKeywords.groupId, keywordId: seoKeywords.id, keyword: seoKeywords.keyword, volume: seoKeywords.volume, matchTypes: ppcGroupKeywords.matchTypes })
        .from(ppcGroupKeywords)
        .innerJoin(seoKeywords, and(eq(seoKeywords.id, ppcGroupKeywords.keywordId), eq(seoKeywords.brandId, scope.brandId)))
        .where(and(eq(ppcGroupKeywords.brandId, scope.brandId), inArray(ppcGroupKeywords.groupId, groups.map((g) => g.id))))
        .orderBy(sql`${seoKeywords.volume} desc nulls last`, asc(seoKeywords.keywordKey))
    : [];
  const views: GroupView[] = groups.map((g) => ({
    ...g,
    campaign: g.campaignName ?? defaultCampaign,
    keywords: kws
      .filter((k) => k.groupId === g.id)
      .map((k) => ({ id: k.id, keywordId: k.keywordId, keyword: k.keyword, volume: k.volume, matchTypes: orderMatchTypes(k.matchTypes), suggested: suggestMatchTypes(k.keyword, k.volume) })),
    siblingNegatives: [],
  }));
  const siblings = siblingNegatives(views.map((v) => ({ id: v.id, name: v.name, campaign: v.campaign, keywords: v.keywords.map((k) => ({ text: k.keyword, matchTypes: k.matchTypes })) })));
  for (const v of views) v.siblingNegatives = siblings.get(v.id) ?? [];
  return { groups: views, defaultCampaign };
}

export async function groupsPage(scope: BrandScope): Promise<GroupsPage> {
  return withScope(scope, async (tx) => {
    const { groups, defaultCampaign } = await loadGroups(tx, scope);
    const [settings] = await tx.select({ currency: ppcSettings.currency }).from(ppcSettings).where(eq(ppcSettings.brandId, scope.brandId));
    const [counts] = await tx.execute<{ clusters: number; paid: number }>(sql`
      select (select count(*)::int from seo_keyword_groups g where g.brand_id = ${scope.brandId}::uuid) as clusters,
             (select count(distinct keyword_id)::int from ppc_keywords p where p.brand_id = ${scope.brandId}::uuid) as paid`);
    return { groups, defaultCampaign, currency: settings?.currency ?? "USD", seoClusters: Number(counts?.clusters ?? 0), paidKeywords: Number(counts?.paid ?? 0) };
  });
}

async function takenNames(tx: Tx, scope: BrandScope): Promise<Set<string>> {
  const rows = await tx.select({ name: ppcGroups.name }).from(ppcGroups).where(eq(ppcGroups.brandId, scope.brandId));
  return new Set(rows.map((r) => r.name.trim().toLowerCase()));
}

function uniqueName(label: string, taken: Set<string>): string {
  const base = label.replace(/\s+/g, " ").trim().slice(0, 110) || "Group";
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} (${n})`;
  taken.add(name.toLowerCase());
  return name;
}

async function fillGroup(tx: Tx, scope: BrandScope, groupId: string, keywords: readonly { id: string; keyword: string; volume: number | null }[]): Promise<number> {
  if (!keywords.length) return 0;
  const rows = await tx
    .insert(ppcGroupKeywords)
    .values(keywords.map((k) => ({ brandId: scope.brandId, groupId, keywordId: k.id, matchTypes: suggestMatchTypes(k.keyword, k.volume) })))
    .onConflictDoNothing()
    .returning({ id: ppcGroupKeywords.id });
  return rows.length;
}

/** One PPC group per SEO keyword group that has none yet; its keywords with suggested match types. */
export async function buildGroupsFromSeo(scope: BrandScope): Promise<{ created: number; keywords: number }> {
  return withScope(scope, async (tx) => {
    const seo = await tx
      .select({ id: seoKeywordGroups.id, name: seoKeywordGroups.name })
      .from(seoKeywordGroups)
      .where(and(eq(seoKeywordGroups.brandId, scope.brandId), sql`not exists (select 1 from ppc_groups p where p.brand_id = ${scope.brandId}::uuid and p.seo_group_id = ${seoKeywordGroups.id})`))
      .orderBy(asc(seoKeywordGroups.name));
    if (!seo.length) throw new ActionError("There are no SEO keyword groups without a PPC group. Cluster keywords on /keyword-groups first.");
    const members = await tx
      .select({ id: seoKeywords.id, keyword: seoKeywords.keyword, volume: seoKeywords.volume, groupId: seoKeywords.groupId })
      .from(seoKeywords)
      .where(and(eq(seoKeywords.brandId, scope.brandId), inArray(seoKeywords.groupId, seo.map((s) => s.id))));
    const taken = await takenNames(tx, scope);
    let created = 0;
    let keywords = 0;
    for (const s of seo) {
      const mine = members.filter((m) => m.groupId === s.id);
      if (!mine.length) continue;
      const { id } = await insertGroup(tx, scope, { name: uniqueName(s.name, taken), seoGroupId: s.id });
      created++;
      keywords += await fillGroup(tx, scope, id, mine);
    }
    await logScopeActivity(tx, scope, "ppc_groups_built", `Built ${created} PPC group${created === 1 ? "" : "s"} from SEO clusters`, { created, keywords });
    return { created, keywords };
  });
}

/** Clusters the paid keywords that are in no PPC group yet; each cluster of 2+ becomes a group in its commonest campaign. */
export async function clusterPaidKeywords(scope: BrandScope): Promise<{ created: number; keywords: number }> {
  return withScope(scope, async (tx) => {
    const rows = await tx.execute<{ id: string; keyword: string; keyword_key: string; volume: number | null; campaign: string | null }>(sql`
      select k.id, k.keyword, k.keyword_key, k.volume,
             (select c.name from ppc_keywords p join ppc_ad_groups a on a.id = p.ad_group_id join ppc_campaigns c on c.id = a.campaign_id
              where p.brand_id = ${scope.brandId}::uuid and p.keyword_id = k.id group by c.name order by count(*) desc, c.name limit 1) as campaign
      from seo_keywords k
      where k.brand_id = ${scope.brandId}::uuid
        and exists (select 1 from ppc_keywords p where p.brand_id = ${scope.brandId}::uuid and p.keyword_id = k.id)
        and not exists (select 1 from ppc_group_keywords g where g.brand_id = ${scope.brandId}::uuid and g.keyword_id = k.id)`);
    if (!rows.length) throw new ActionError("Every paid keyword is in a group already. Import a Google Ads keyword report to add more.");
    const byKey = new Map(rows.map((r) => [r.keyword_key, r]));
    const clusters = clusterKeywords(rows.map((r) => ({ keyword: r.keyword_key, volume: r.volume === null ? null : Number(r.volume) }))).filter((c) => c.keywords.length >= 2);
    const taken = await takenNames(tx, scope);
    let keywords = 0;
    for (const c of clusters) {
      const members = c.keywords.map((k) => byKey.get(k)!).filter(Boolean);
      const campaigns = new Map<string, number>();
      for (const m of members) if (m.campaign) campaigns.set(m.campaign, (campaigns.get(m.campaign) ?? 0) + 1);
      const campaign = [...campaigns].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
      const { id } = await insertGroup(tx, scope, { name: uniqueName(c.label, taken), campaignName: campaign });
      keywords += await fillGroup(tx, scope, id, members.map((m) => ({ id: m.id, keyword: m.keyword, volume: m.volume === null ? null : Number(m.volume) })));
    }
    await logScopeActivity(tx, scope, "ppc_groups_clustered", `Clustered paid keywords into ${clusters.length} PPC group${clusters.length === 1 ? "" : "s"}`, { created: clusters.length, keywords });
    return { created: clusters.length, keywords };
  });
}

export type GroupPatch = { name?: string; campaignName?: string | null; maxCpc?: number | null; finalUrl?: string | null };

export async function updateGroup(scope: BrandScope, groupId: string, patch: GroupPatch): Promise<void> {
  await withScope(scope, async (tx) => {
    const g = await groupInBrand(tx, scope, groupId);
    const set: Partial<typeof ppcGroups.$inferInsert> = { updatedAt: new Date() };
    if (patch.name !== undefined) set.name = patch.name.replace(/\s+/g, " ").trim();
    if (patch.campaignName !== undefined) set.campaignName = patch.campaignName?.replace(/\s+/g, " ").trim() || null;
    if (patch.maxCpc !== undefined) set.maxCpc = patch.maxCpc === null ? null : patch.maxCpc.toFixed(2);
    if (patch.finalUrl !== undefined) set.finalUrl = patch.finalUrl?.trim() || null;
    if (set.name && set.name.toLowerCase() !== g.name.toLowerCase()) {
      const [dup] = await tx.select({ id: ppcGroups.id }).from(ppcGroups).where(and(eq(ppcGroups.brandId, scope.brandId), sql`lower(btrim(${ppcGroups.name})) = ${set.name.toLowerCase()}`));
      if (dup) throw new ActionError(`A group named "${set.name}" already exists.`);
    }
    await tx.update(ppcGroups).set(set).where(and(eq(ppcGroups.id, g.id), eq(ppcGroups.brandId, scope.brandId)));
    await logScopeActivity(tx, scope, "ppc_group_updated", `Updated the PPC group "${set.name ?? g.name}"`, { groupId });
  });
}

export async function deleteGroup(scope: BrandScope, groupId: string): Promise<void> {
  await withScope(scope, async (tx) => {
    const g = await groupInBrand(tx, scope, groupId);
    await tx.delete(ppcGroups).where(and(eq(ppcGroups.id, g.id), eq(ppcGroups.brandId, scope.brandId)));
    await logScopeActivity(tx, scope, "ppc_group_deleted", `Deleted the PPC group "${g.name}"`, { groupId });
  });
}

async function groupKeywordInBrand(tx: Tx, scope: BrandScope, id: string) {
  const [row] = await tx.select({ id: ppcGroupKeywords.id }).from(ppcGroupKeywords).where(and(eq(ppcGroupKeywords.id, id), eq(ppcGroupKeywords.brandId, scope.brandId)));
  if (!row) throw new NotFoundError();
}

export async function setMatchTypes(scope: BrandScope, groupKeywordId: string, matchTypes: readonly PpcMatchType[]): Promise<void> {
  await withScope(scope, async (tx) => {
    await groupKeywordInBrand(tx, scope, groupKeywordId);
    await tx.update(ppcGroupKeywords).set({ matchTypes: orderMatchTypes(matchTypes) }).where(and(eq(ppcGroupKeywords.id, groupKeywordId), eq(ppcGroupKeywords.brandId, scope.brandId)));
  });
}

export async function removeGroupKeyword(scope: BrandScope, groupKeywordId: string): Promise<void> {
  await withScope(scope, async (tx) => {
    await groupKeywordInBrand(tx, scope, groupKeywordId);
    await tx.delete(ppcGroupKeywords).where(and(eq(ppcGroupKeywords.id, groupKeywordId), eq(ppcGroupKeywords.brandId, scope.brandId)));
  });
}

const LINK_TTL_SECONDS = 300;

/** The Google Ads Editor CSV of the chosen groups (all when none chosen), stored as an export file behind a signed link. */
export async function exportEditorCsv(scope: BrandScope, groupIds: readonly string[] | undefined, encoding: EditorEncoding): Promise<{ url: string; name: string; rows: number }> {
  const { rows, brandName } = await withScope(scope, async (tx) => {
    if (groupIds?.length) for (const id of groupIds) await groupInBrand(tx, scope, id);
    const { groups } = await loadGroups(tx, scope, groupIds?.length ? groupIds : undefined);
    if (!groups.some((g) => g.keywords.length)) throw new ActionError("Add keywords to a group before exporting.");
    const [b] = await tx.select({ name: brands.name }).from(brands).where(eq(brands.id, scope.brandId));
    const editorGroups: EditorGroup[] = groups.map((g) => ({ id: g.id, name: g.name, campaign: g.campaign, maxCpc: g.maxCpc, finalUrl: g.finalUrl, keywords: g.keywords.map((k) => ({ text: k.keyword, matchTypes: k.matchTypes })) }));
    return { rows: editorRows(editorGroups, await appliedNegatives(tx, scope)), brandName: b?.name ?? "brand" };
  });
  const slug = brandName.replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "").toLowerCase() || "brand";
  const name = `${slug}-google-ads-editor${encoding === "utf16le" ? "-utf16" : ""}.csv`;
  const file = await putFile(scope, { kind: "export", name, bytes: editorFile(rows, encoding), cacheControl: "no-store" });
  await withScope(scope, (tx) => logScopeActivity(tx, scope, "ppc_groups_exported", `Exported ${rows.length - 1} rows for Google Ads Editor`, { fileId: file.id, encoding }));
  const link = await signedFileUrl(scope, file.id, LINK_TTL_SECONDS, { download: true });
  if (!link) throw new NotFoundError();
  return { url: link.url, name: file.name, rows: rows.length - 1 };
}
