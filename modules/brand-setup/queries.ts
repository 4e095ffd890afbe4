import { eq } from "drizzle-orm";
import { brandData, brandLogos, brands } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { fromStoredCompetitors, type ListItems } from "./lists";

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
    const [logo] = await tx
      .select({ mimeType: brandLogos.mimeType, byteSize: brandLogos.byteSize, updatedAt: brandLogos.updatedAt })
      .from(brandLogos)
      .where(eq(brandLogos.brandId, scope.brandId));
    return {
      ...brand,
      logo: logo ? { mimeType: logo.mimeType, byteSize: logo.byteSize, version: String(logo.updatedAt.getTime()) } : null,
      lists: {
        keywords: data?.keywords ?? [],
        personas: data?.personas ?? [],
        prompts: data?.prompts ?? [],
        competitors: fromStoredCompetitors(data?.competitors),
      },
    };
  });
}

export async function getBrandLogo(scope: BrandScope): Promise<{ mimeType: string; data: Buffer; updatedAt: Date } | null> {
  const [logo] = await withScope(scope, (tx) =>
    tx
      .select({ mimeType: brandLogos.mimeType, data: brandLogos.data, updatedAt: brandLogos.updatedAt })
      .from(brandLogos)
      .where(eq(brandLogos.brandId, scope.brandId)),
  );
  return logo ?? null;
}

/** The brand_data lists alone (for prompts and context of later modules). */
export async function getBrandLists(scope: BrandScope): Promise<ListItems> {
  const [data] = await withScope(scope, (tx) => tx.select().from(brandData).where(eq(brandData.brandId, scope.brandId)));
  return {
    keywords: data?.keywords ?? [],
    personas: data?.personas ?? [],
    prompts: data?.prompts ?? [],
    competitors: fromStoredCompetitors(data?.competitors),
  };
}
