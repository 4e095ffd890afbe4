/**
 * The domains the SEO pages highlight on a SERP: the brand's own (its website) and its competitors'
 * (brand_data's competitors with a domain, plus the SEO settings' competitor domains).
 */
import { eq } from "drizzle-orm";
import { brandData, brands, seoSettings } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { hostOf } from "../own-domain";

export type BrandDomains = { own: string[]; competitors: string[] };

export async function getBrandDomains(scope: BrandScope): Promise<BrandDomains> {
  return withScope(scope, async (tx) => {
    const [brand] = await tx.select({ website: brands.website }).from(brands).where(eq(brands.id, scope.brandId));
    const [data] = await tx.select({ competitors: brandData.competitors }).from(brandData).where(eq(brandData.brandId, scope.brandId));
    const [settings] = await tx.select({ domains: seoSettings.competitorDomains }).from(seoSettings).where(eq(seoSettings.brandId, scope.brandId));
    const own = [hostOf(brand?.website)].filter((d): d is string => !!d);
    const competitors = [...(data?.competitors ?? []).map((c) => hostOf(c.domain)), ...(settings?.domains ?? []).map(hostOf)].filter(
      (d): d is string => !!d && !own.includes(d),
    );
    return { own, competitors: [...new Set(competitors)] };
  });
}
