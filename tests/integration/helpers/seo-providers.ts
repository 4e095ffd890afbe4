/** Shared set-up of the SEO provider tests: a brand with a scope, its audit rows, a stored API key. */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { apiCalls, apiTokens, googleConnections } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { lastFour } from "@/modules/brand-settings/providers";
import { sealToken } from "@/modules/brand-settings/sealing";
import { sealFor } from "@/modules/integrations/google/connection";
import { FAKE_GOOGLE, startFakeGoogle, type FakeGoogle } from "@/tests/support/fake-google";
import { FAKE_KEYS, startFakeSeoProviders, type FakeSeoProviders } from "@/tests/support/fake-seo-providers";
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

/** Sets `vars` in process.env for a test file (beforeAll) and puts the previous values back (afterAll). */
export function withEnv(vars: () => Record<string, string>): void {
  const saved: Record<string, string | undefined> = {};
  beforeAll(() => {
    for (const [k, v] of Object.entries(vars())) {
      saved[k] = process.env[k];
      process.env[k] = v;
    }
  });
  afterAll(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });
}

/** The outbound allow-list with `host` added to what the file already allows. */
export const allowing = (host: string) => [process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS, host].filter(Boolean).join(",");

/**
 * Starts the loopback fake providers for a test file and lets the outbound client reach them; the
 * returned getter is valid inside tests (after beforeAll). `searchConsole`: the Search Console API
 * (and a Google OAuth client) point at the fake too.
 */
export function withFakeSeoProviders(opts: { searchConsole?: boolean } = {}): () => FakeSeoProviders {
  let fake: FakeSeoProviders | undefined;
  beforeAll(async () => {
    fake = await startFakeSeoProviders();
  });
  withEnv(() => ({
    OUTBOUND_ALLOW_PRIVATE_HOSTS: opts.searchConsole ? allowing(fake!.host) : fake!.host,
    ...(opts.searchConsole
      ? { GSC_API_BASE_URL: fake!.baseUrl, GOOGLE_CLIENT_ID: process.env.GOOGLE_CLIENT_ID ?? FAKE_GOOGLE.clientId, GOOGLE_CLIENT_SECRET: process.env.GOOGLE_CLIENT_SECRET ?? FAKE_GOOGLE.clientSecret }
      : {}),
  }));
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(() => fake?.reset());
  return () => fake!;
}

/** The loopback fake Google (OAuth, Search Console sites, GA4 Admin and Data APIs) for a test file, reset before each test. */
export function withFakeGoogle(): () => FakeGoogle {
  let fake: FakeGoogle | undefined;
  beforeAll(async () => {
    fake = await startFakeGoogle();
  });
  withEnv(() => ({ ...fake!.env(), OUTBOUND_ALLOW_PRIVATE_HOSTS: allowing(fake!.host) }));
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(() => fake?.reset());
  return () => fake!;
}

/** A Google connection of the brand with a live access token the fake Search Console accepts, and `siteUrl` chosen. */
export async function connectSearchConsole(brandId: string, siteUrl: string): Promise<void> {
  const id = randomUUID();
  await getDb().insert(googleConnections).values({
    id,
    brandId,
    accountEmail: "seo@example.test",
    scopes: ["https://www.googleapis.com/auth/webmasters.readonly"],
    refreshCiphertext: sealFor(brandId, id, "refresh", "1//0test"),
    accessCiphertext: sealFor(brandId, id, "access", FAKE_KEYS.gsc),
    accessExpiresAt: new Date(Date.now() + 3_600_000),
    keyId: "test",
    siteUrl,
    sites: [{ siteUrl, permissionLevel: "siteOwner" }],
  });
}
