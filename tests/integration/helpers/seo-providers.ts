/** Shared set-up of the SEO provider tests: a brand with a scope, its audit rows, a stored API key. */
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { apiCalls, apiTokens } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { lastFour } from "@/modules/brand-settings/providers";
import { sealToken } from "@/modules/brand-settings/sealing";
import { createBrand, createUser } from "./factories";

export async function brandWithScope() {
  const owner = await createUser();
  const brand = await createBrand(owner);
  return { owner, brand, scope: await scopeFor(owner, brand.id) };
}

export function auditRows(brandId: string) {
  return getDb().select().from(apiCalls).where(eq(apiCalls.brandId, brandId)).orderBy(asc(apiCalls.createdAt));
}

/** Stores a provider key for the brand the way Brand Settings → APIs does (sealed to brand and row). */
export async function storeToken(brandId: string, provider: string, value: string): Promise<void> {
  const id = randomUUID();
  const { ciphertext, keyId } = sealToken(brandId, id, value);
  await getDb().insert(apiTokens).values({ id, brandId, provider, label: null, ciphertext, keyId, last4: lastFour(value) });
}
