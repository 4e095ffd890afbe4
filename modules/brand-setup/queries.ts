import { and, desc, eq } from "drizzle-orm";
import { brandData, brands, storageObjects } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import type { Tx } from "@/db/client";
import { logScopeActivity } from "@/lib/activity";
import { listFiles, readFile, type StoredFile } from "@/lib/storage";
import { cleanCompetitors, fromStoredCompetitors, LIST_LIMITS, type ListItems } from "./lists";

export type BrandProfile = {
  id: string;
  name: string;
  ownerId: string;
  website: string | null;
  industry: string | null;
  country: string | null;
  languages: string[];
  description: string | null;
  toneOfVoice: string | null;
  logo: { mimeType: string; byteSize: number; version: string } | null;
  lists: ListItems;
};

export async function getBrandProfile(scope: BrandScope): Promise<BrandProfile | null> {
  return withScope(scope, async (tx) => {
    const [brand] = await tx
      .select({
        id: brands.id,
        name: brands.name,
        ownerId: brands.userId,
        website: brands.website,
        industry: brands.industry,
        country: brands.country,
        languages: brands.languages,
        description: brands.description,
        toneOfVoice: brands.toneOfVoice,
      })
      .from(brands)
      .where(eq(brands.id, scope.brandId));
    if (!brand) return null;
    const [data] = await tx.select().from(brandData).where(eq(brandData.brandId, scope.brandId));
    // The logo is the brand's newest file of kind "logo" in lib/storage (metadata only here).
    const [logo] = await tx
      .select({ mimeType: storageObjects.contentType, byteSize: storageObjects.size, createdAt: storageObjects.createdAt })
      .from(storageObjects)
      .where(and(eq(storageObjects.brandId, scope.brandId), eq(storageObjects.kind, "logo")))
      .orderBy(desc(storageObjects.createdAt))
      .limit(1);
    return {
      ...brand,
      logo: logo ? { mimeType: logo.mimeType, byteSize: logo.byteSize, version: String(logo.createdAt.getTime()) } : null,
      lists: {
        keywords: data?.keywords ?? [],
        personas: data?.personas ?? [],
        prompts: data?.prompts ?? [],
        competitors: fromStoredCompetitors(data?.competitors),
      },
    };
  });
}

/** The brand's current logo with its bytes (from lib/storage, whichever driver holds them). */
export async function getBrandLogo(scope: BrandScope): Promise<{ file: StoredFile; bytes: Uint8Array } | null> {
  const [latest] = await listFiles(scope, { kind: "logo", sortBy: { column: "created_at", order: "desc" }, limit: 1 });
  return latest ? readFile(scope, latest.id) : null;
}

/**
 * Appends one competitor to Brand Basic Data inside the caller's transaction (e.g. SAIO's "add to
 * competitors"). Returns false when it is already listed (same domain, or same name without one).
 */
export async function addCompetitorInTx(tx: Tx, scope: BrandScope, competitor: { name: string; domain: string }): Promise<{ added: boolean; full: boolean }> {
  const [row] = await tx.select({ competitors: brandData.competitors }).from(brandData).where(eq(brandData.brandId, scope.brandId));
  const before = fromStoredCompetitors(row?.competitors);
  const lower = competitor.name.trim().toLowerCase();
  if (before.some((c) => c.name.toLowerCase() === lower || (competitor.domain && c.domain === competitor.domain))) return { added: false, full: false };
  if (before.length >= LIST_LIMITS.competitors.maxItems) return { added: false, full: true };
  const items = cleanCompetitors([...before, competitor]);
  await tx
    .insert(brandData)
    .values({ brandId: scope.brandId, competitors: items })
    .onConflictDoUpdate({ target: brandData.brandId, set: { competitors: items, updatedAt: new Date() } });
  await logScopeActivity(tx, scope, "update_brand_list", `Added competitor "${competitor.name}"`, { list: "competitors", before: before.length, after: items.length });
  return { added: true, full: false };
}

/**
 * Sets (or clears, with null) brand_data.agent_process_sm_webhook_url inside the caller's
 * transaction — the external agent's address for social generation (Social Media Settings). The
 * caller validates the URL; the change is logged like every Brand Basic Data edit.
 */
export async function setAgentWebhookUrlInTx(tx: Tx, scope: BrandScope, url: string | null): Promise<boolean> {
  const [row] = await tx.select({ url: brandData.agentProcessSmWebhookUrl }).from(brandData).where(eq(brandData.brandId, scope.brandId));
  if ((row?.url ?? null) === url) return false;
  await tx
    .insert(brandData)
    .values({ brandId: scope.brandId, agentProcessSmWebhookUrl: url })
    .onConflictDoUpdate({ target: brandData.brandId, set: { agentProcessSmWebhookUrl: url, updatedAt: new Date() } });
  await logScopeActivity(tx, scope, "update_agent_webhook", url ? "Set the external agent's webhook URL" : "Removed the external agent's webhook URL", {});
  return true;
}
