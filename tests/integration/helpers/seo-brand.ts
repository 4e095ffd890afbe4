import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { brands, seoSerps, seoSettings } from "@/db/schema";
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

/** Stores a SERP of these result URLs in the shared cache (United States, en, desktop) as a rank check would. */
export async function storeSerp(keyword: string, urls: string[], day = new Date().toISOString().slice(0, 10), opts: { peopleAlsoAsk?: string[] } = {}): Promise<void> {
  await getDb()
    .insert(seoSerps)
    .values({
      keywordKey: keyword,
      location: "United States",
      language: "en",
      device: "desktop",
      day,
      provider: "dataforseo",
      fetchedAt: new Date(`${day}T06:00:00Z`),
      organic: urls.map((url, i) => ({ position: i + 1, url, domain: new URL(url).hostname.replace(/^www\./, ""), title: `Result ${i + 1}`, snippet: null })),
      peopleAlsoAsk: opts.peopleAlsoAsk ?? [],
    })
    .onConflictDoNothing();
}
