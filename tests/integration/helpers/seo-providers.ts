/** Shared set-up of the SEO provider tests: a brand with a scope, its audit rows, a stored API key. */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { apiCalls, apiTokens } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { lastFour } from "@/modules/brand-settings/providers";
import { sealToken } from "@/modules/brand-settings/sealing";
import { startFakeSeoProviders, type FakeSeoProviders } from "@/tests/support/fake-seo-providers";
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

/**
 * Starts the loopback fake providers for a test file and lets the outbound client reach them; the
 * returned getter is valid inside tests (after beforeAll).
 */
export function withFakeSeoProviders(): () => FakeSeoProviders {
  let fake: FakeSeoProviders | undefined;
  const savedAllow = process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS;
  beforeAll(async () => {
    fake = await startFakeSeoProviders();
    process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = fake.host;
  });
  afterAll(async () => {
    await fake?.close();
    process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = savedAllow;
  });
  beforeEach(() => fake?.reset());
  return () => fake!;
}
