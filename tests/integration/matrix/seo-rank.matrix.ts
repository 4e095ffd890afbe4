import { randomUUID } from "node:crypto";
import { afterAll } from "vitest";
import { getDb } from "@/db/client";
import { googleConnections, seoKeywords } from "@/db/schema";
import { sealFor } from "@/modules/integrations/google/connection";
import * as rank from "@/modules/seo/rank-actions";
import { setSerpSourceResolver } from "@/modules/seo/serp-source";
import { FAKE_KEYS, startFakeSeoProviders, type FakeSeoProviders } from "@/tests/support/fake-seo-providers";
import { FAKE_GOOGLE } from "@/tests/support/fake-google";
import { defineMatrix, type MatrixWorld, type Persona } from "../helpers/matrix";

// /rankings, /seo-dashboard and /settings-seo actions: owners and members edit SEO, viewers look.
// They act on the caller's current brand, so the outsider succeeds in their own brand B.
const anyBrand = ["owner", "member", "outsider"] as const;
const uniq = () => randomUUID().slice(0, 8);

/** The brand a persona's call lands in: the outsider's current brand is B, everyone else's A. */
const brandOf = (w: MatrixWorld, persona: Persona) => (persona === "outsider" ? w.b.id : w.a.id);

// Allowed personas must really succeed: Search Console answers from the loopback fake.
let fake: Promise<FakeSeoProviders> | null = null;
let savedEnv: Record<string, string | undefined> | null = null;
function fakeSearchConsole(): Promise<FakeSeoProviders> {
  fake ??= startFakeSeoProviders().then((f) => {
    const keys = ["OUTBOUND_ALLOW_PRIVATE_HOSTS", "GSC_API_BASE_URL", "GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"] as const;
    savedEnv = Object.fromEntries(keys.map((k) => [k, process.env[k]]));
    const allow = process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS;
    Object.assign(process.env, {
      OUTBOUND_ALLOW_PRIVATE_HOSTS: allow ? `${allow},${f.host}` : f.host,
      GSC_API_BASE_URL: f.baseUrl,
      // A stored access token that has not expired is used as it is: the OAuth client is only named.
      GOOGLE_CLIENT_ID: process.env.GOOGLE_CLIENT_ID ?? FAKE_GOOGLE.clientId,
      GOOGLE_CLIENT_SECRET: process.env.GOOGLE_CLIENT_SECRET ?? FAKE_GOOGLE.clientSecret,
    });
    return f;
  });
  return fake;
}
afterAll(async () => {
  if (fake) await (await fake).close();
  if (savedEnv) for (const [k, v] of Object.entries(savedEnv)) if (v === undefined) delete process.env[k];
  else process.env[k] = v;
  setSerpSourceResolver(null);
});

async function searchConsoleIn(brandId: string): Promise<void> {
  await fakeSearchConsole();
  const id = randomUUID();
  await getDb()
    .insert(googleConnections)
    .values({
      id,
      brandId,
      accountEmail: "matrix@example.test",
      scopes: ["https://www.googleapis.com/auth/webmasters.readonly"],
      refreshCiphertext: sealFor(brandId, id, "refresh", "1//0matrix"),
      accessCiphertext: sealFor(brandId, id, "access", FAKE_KEYS.gsc),
      accessExpiresAt: new Date(Date.now() + 3_600_000),
      keyId: "matrix",
      siteUrl: "sc-domain:matrix.test",
      sites: [{ siteUrl: "sc-domain:matrix.test", permissionLevel: "siteOwner" }],
    })
    .onConflictDoNothing();
}

export default defineMatrix([
  { action: "trackNewSeoKeywords", call: rank.trackNewSeoKeywordsAction, allow: anyBrand, input: () => ({ text: `matrix tracked ${uniq()}` }) },
  {
    action: "checkSeoRanksNow",
    call: rank.checkSeoRanksNowAction,
    allow: anyBrand,
    input: async (w, persona) => {
      // A SERP source that is never reached: the action only enqueues the check.
      setSerpSourceResolver(async () => ({ provider: "dataforseo", maxCostUsd: 0, fetchSerp: async () => ({ ok: false, failure: { kind: "not_configured", message: "matrix" } }) }));
      for (const brandId of new Set([w.a.id, brandOf(w, persona)])) {
        const keyword = `matrix rank ${uniq()}`;
        await getDb().insert(seoKeywords).values({ brandId, keyword, keywordKey: keyword, source: "manual", tracked: true });
      }
      return {};
    },
  },
  {
    action: "syncSearchConsole",
    call: rank.syncSearchConsoleAction,
    allow: anyBrand,
    input: async (w, persona) => {
      await searchConsoleIn(w.a.id);
      await searchConsoleIn(brandOf(w, persona));
      return { days: 28 };
    },
  },
]);
