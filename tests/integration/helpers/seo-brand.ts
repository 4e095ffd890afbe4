import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { brands, seoSettings } from "@/db/schema";
import { scopeFor, type BrandScope } from "@/lib/brand-scope";
import type { AuthUser } from "@/lib/auth/types";
import { createBrand } from "./factories";

/** A brand with a website (its own domain on SERPs) and, optionally, competitor domains in its SEO settings. */
export async function seoBrand(owner: AuthUser, name: string, website: string, competitorDomains: string[] = []): Promise<BrandScope> {
  const brand = await createBrand(owner, name);
  await getDb().update(brands).set({ website }).where(eq(brands.id, brand.id));
  if (competitorDomains.length) await getDb().insert(seoSettings).values({ brandId: brand.id, competitorDomains });
  return scopeFor(owner, brand.id);
}
