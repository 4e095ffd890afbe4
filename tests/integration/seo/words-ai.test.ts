/**
 * The keyword assistant with the brand's AI engine (a loopback OpenAI-compatible fake): its candidates
 * come back normalised, labelled "ai", deduplicated against the seeds, marked when already stored and
 * audited as seo.assistant; a failing engine is reported as that engine's failure, never as "no ideas".
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { aiEngines, apiCalls } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { systemText } from "../../support/fake-openai";
import { fakeOpenAIForFile } from "../helpers/fake-engine";
import { actAs } from "../helpers/session";
import { createBrand, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const { aiCandidates } = await import("@/modules/seo/assistant");
const store = await import("@/modules/seo/queries/keywords");

let mode: "ok" | "unauthorized" = "ok";
const fake = fakeOpenAIForFile((req) => {
  if (mode === "unauthorized") return { status: 401, error: "Incorrect API key provided" };
  expect(systemText(req)).toMatch(/SEO keyword researcher/);
  return {
    content: JSON.stringify({
      keywords: [
        { keyword: "Burr Coffee Grinder", seed: "coffee grinder" },
        { keyword: "coffee grinder", seed: "coffee grinder" },
        { keyword: "quiet  coffee grinder", seed: "Coffee Grinder" },
        { keyword: "best grinder for pour over", seed: "something else" },
      ],
    }),
  };
});

beforeEach(() => {
  actAs(null);
  mode = "ok";
});

async function brandWithEngine() {
  const owner = await createUser();
  const brand = await createBrand(owner, `Grindr Co ${Date.now()}`);
  await getDb().insert(aiEngines).values({ brandId: brand.id, label: "Local test model", provider: "openai-compatible", model: "test-model", baseUrl: fake().baseUrl, isDefault: true });
  return scopeFor(owner, brand.id);
}

describe("keyword assistant with an AI engine", () => {
  it("returns the engine's candidates labelled, normalised and marked when stored, and audits the call", async () => {
    const scope = await brandWithEngine();
    await store.addKeywords(scope, ["quiet coffee grinder"]);
    const r = await aiCandidates(scope, ["coffee grinder"]);
    expect(r).toEqual({
      status: "ok",
      engineLabel: "Local test model",
      candidates: [
        { keyword: "burr coffee grinder", seed: "coffee grinder", origin: "ai", stored: false },
        { keyword: "quiet coffee grinder", seed: "coffee grinder", origin: "ai", stored: true },
        { keyword: "best grinder for pour over", seed: "coffee grinder", origin: "ai", stored: false },
      ],
    });
    const audited = await getDb().select({ purpose: apiCalls.purpose }).from(apiCalls).where(and(eq(apiCalls.brandId, scope.brandId), eq(apiCalls.purpose, "seo.assistant")));
    expect(audited.length).toBeGreaterThan(0);
  });

  it("reports a rejected key as the engine's failure", async () => {
    const scope = await brandWithEngine();
    mode = "unauthorized";
    const r = await aiCandidates(scope, ["coffee grinder"]);
    expect(r.status).toBe("error");
    if (r.status === "error") expect(r.message).toMatch(/^Local test model could not suggest keywords: /);
  });
});
