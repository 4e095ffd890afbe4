import { randomUUID } from "node:crypto";
import { afterAll } from "vitest";
import { getDb } from "@/db/client";
import { seoKeywords, seoSavedViews } from "@/db/schema";
import * as research from "@/modules/seo/research-actions";
import { FAKE_KEYS, startFakeSeoProviders, type FakeSeoProviders } from "@/tests/support/fake-seo-providers";
import { defineMatrix, type MatrixWorld, type Persona } from "../helpers/matrix";

// Finding ideas and refreshing volumes are edits (paid calls that write keywords); saved views are a
// person's own way of looking, so viewers keep them too. Actions without ids act on the caller's
// current brand, so the outsider succeeds in their own brand B (A stays untouched).
const editors = ["owner", "member"] as const;
const anyBrand = ["owner", "member", "outsider"] as const;

// The allowed personas must really reach DataForSEO: a loopback fake answers with its documented
// bodies, as the deployment's provider (every brand of the run uses it).
let fake: Promise<FakeSeoProviders> | null = null;
function fakeDataForSeo(): Promise<FakeSeoProviders> {
  fake ??= startFakeSeoProviders().then((f) => {
    const allow = process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS;
    process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = allow ? `${allow},${f.host}` : f.host;
    const [login, password] = FAKE_KEYS.dataforseo.split(":");
    Object.assign(process.env, { DATAFORSEO_BASE_URL: f.baseUrl, DATAFORSEO_LOGIN: login, DATAFORSEO_PASSWORD: password });
    return f;
  });
  return fake;
}
afterAll(async () => {
  if (fake) await (await fake).close();
});

const uniq = () => randomUUID().slice(0, 8);

async function keywordInA(w: MatrixWorld): Promise<string> {
  const keyword = `running shoes ${uniq()}`;
  const [k] = await getDb().insert(seoKeywords).values({ brandId: w.a.id, keyword, keywordKey: keyword, source: "manual", createdBy: w.a.owner.id }).returning({ id: seoKeywords.id });
  return k!.id;
}

function userOf(w: MatrixWorld, persona: Persona): string {
  return persona === "signedOut" ? w.a.owner.id : w.users[persona].id;
}

export default defineMatrix([
  {
    action: "findSeoKeywordIdeas",
    call: research.findSeoKeywordIdeasAction,
    allow: anyBrand,
    input: async () => {
      await fakeDataForSeo();
      return { seeds: "running shoes", limit: 10 };
    },
  },
  {
    action: "refreshSeoKeywordVolumes",
    call: research.refreshSeoKeywordVolumesAction,
    allow: editors,
    input: async (w) => {
      await fakeDataForSeo();
      return { ids: [await keywordInA(w)] };
    },
  },
  { action: "saveSeoKeywordView", call: research.saveSeoKeywordViewAction, allow: ["owner", "member", "viewer", "outsider"], input: () => ({ name: `Matrix view ${uniq()}`, search: "?pos=top20" }) },
  {
    action: "deleteSeoKeywordView",
    call: research.deleteSeoKeywordViewAction,
    // A view of brand A belonging to the caller: people of A delete their own; the outsider's current brand is B.
    allow: ["owner", "member", "viewer"],
    input: async (w, persona) => {
      const [v] = await getDb()
        .insert(seoSavedViews)
        .values({ brandId: w.a.id, userId: userOf(w, persona), name: `Matrix view ${uniq()}`, search: "?tracked=yes" })
        .returning({ id: seoSavedViews.id });
      return { id: v!.id };
    },
  },
]);
