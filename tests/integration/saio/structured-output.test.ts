/**
 * AI scoring with an OpenAI-compatible engine: the model is only told the shape it must answer in
 * through the request (json_schema) or the prompt. The fake model here answers like a real one: in
 * the requested shape when it was given the schema, in a shape of its own choosing when it was not.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { aiEngines, apiCalls, brands, saioAnswers, saioCandidates, saioRuns } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { JobRunner } from "@/lib/jobs";
import { systemText, type FakeChatRequest } from "../../support/fake-openai";
import { fakeOpenAIForFile } from "../helpers/fake-engine";
import { actAs } from "../helpers/session";
import { selectBrand } from "../helpers/brand-context";
import { createBrand, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const actions = await import("@/modules/saio/actions");
const { getDashboard } = await import("@/modules/saio/queries");
const { monthSpendUsd } = await import("@/modules/saio/budget");
const { SAIO_RUN_TASK } = await import("@/modules/saio/jobs");
const { lastClassificationFailure } = await import("@/modules/saio/candidates");

const ANSWER = "For small teams people recommend **Asana**, **Acme PM** (simple and loved by agencies) and **ClickUp**.";

/** Whether the request told the model the keys it must use. */
function toldShape(req: FakeChatRequest, key: string): boolean {
  const format = req.body.response_format as { type?: string; json_schema?: { schema?: unknown } } | undefined;
  if (format?.type === "json_schema" && JSON.stringify(format.json_schema?.schema ?? {}).includes(`"${key}"`)) return true;
  return systemText(req).includes("JSON Schema") && systemText(req).includes(`"${key}"`);
}

let mode: "follows-schema" | "invalid" | "no-json-schema" = "follows-schema";

const fake = fakeOpenAIForFile((req) => {
  const system = systemText(req);
  if (system.startsWith("You rate how")) {
    // An older server that knows json_object but refuses json_schema.
    if (mode === "no-json-schema" && (req.body.response_format as { type?: string } | undefined)?.type === "json_schema") {
      return { status: 400, error: "Invalid value for response_format.type: 'json_schema' is not supported" };
    }
    if (mode === "invalid") return { content: JSON.stringify({ score: "quite positive" }), promptTokens: 500, completionTokens: 500 };
    return { content: JSON.stringify(toldShape(req, "score") ? { score: 0.7 } : { sentiment: "positive", confidence: 0.9 }), promptTokens: 500, completionTokens: 500 };
  }
  if (system.startsWith("You classify names")) {
    if (mode === "invalid") return { content: "ClickUp is a direct competitor." };
    return {
      content: JSON.stringify(
        toldShape(req, "items") ? { items: [{ name: "ClickUp", kind: "direct_competitor", reason: "Same buyers." }] } : { ClickUp: "competitor" },
      ),
    };
  }
  return { content: ANSWER, promptTokens: 1_000, completionTokens: 1_000 };
});

beforeEach(() => {
  actAs(null);
});

async function runOnce() {
  const owner = await createUser();
  const brand = await createBrand(owner, "Acme PM");
  await getDb().update(brands).set({ website: "https://acmepm.io" }).where(eq(brands.id, brand.id));
  const [engine] = await getDb()
    .insert(aiEngines)
    .values({ brandId: brand.id, label: "Local llama", provider: "openai-compatible", model: "llama3.1", baseUrl: fake().baseUrl, isDefault: true, priceInPerMTok: "1000", priceOutPerMTok: "1000" })
    .returning({ id: aiEngines.id });
  await selectBrand(owner, brand.id);
  actAs(owner);
  expect((await actions.createSaioPromptsAction({ texts: ["Best project management tool for small teams?"], topic: "Tools" })).ok).toBe(true);
  const prompts = await getDb().execute<{ id: string }>(sql`select id from saio_prompts where brand_id = ${brand.id}`);
  expect((await actions.startSaioRunAction({ promptIds: prompts.map((p) => p.id), engineKeys: [engine!.id], samples: 1 })).ok).toBe(true);
  await new JobRunner({ workerId: `structured-${Math.random()}`, tasks: [SAIO_RUN_TASK], pollMs: 20 }).runDueOnce();
  const scope = await scopeFor(owner, brand.id);
  const [answer] = await getDb().select().from(saioAnswers).where(eq(saioAnswers.brandId, brand.id));
  const scoring = await getDb().select().from(apiCalls).where(and(eq(apiCalls.brandId, brand.id), eq(apiCalls.purpose, "saio.sentiment")));
  return { brand, scope, answer: answer!, scoring };
}

describe("structured output from an OpenAI-compatible engine", () => {
  beforeEach(() => {
    mode = "follows-schema";
  });

  it("sends the schema (json_schema and in the prompt), so a model that follows it scores the sentiment and classifies names", async () => {
    const { brand, scope, answer, scoring } = await runOnce();
    expect(answer).toMatchObject({ ok: true, ownMentioned: true, sentimentMethod: "ai", sentimentError: null });
    expect(Number(answer.sentiment)).toBeCloseTo(0.7);
    expect(scoring).toHaveLength(1);
    expect(scoring[0]).toMatchObject({ ok: true, status: 200, errorCode: null });

    const rating = fake().requests.find((r) => systemText(r).startsWith("You rate how"))!;
    expect(rating.body.response_format).toMatchObject({ type: "json_schema", json_schema: { name: "brand_sentiment" } });
    expect(systemText(rating)).toContain('"score"');

    const [clickup] = await getDb().select().from(saioCandidates).where(and(eq(saioCandidates.brandId, brand.id), eq(saioCandidates.name, "ClickUp")));
    expect(clickup).toMatchObject({ kind: "direct_competitor", method: "ai" });

    const dashboard = await getDashboard(scope, 30);
    expect(dashboard.sentimentMethods).toMatchObject({ ai: 1, lexicon: 0, failed: 0, lastError: null });
  });

  it("an answer that does not validate is a failed call in the audit with the reason, its cost still counted, and the dashboard names the engine", async () => {
    mode = "invalid";
    const { scope, answer, scoring } = await runOnce();
    expect(answer).toMatchObject({ ok: true, sentimentMethod: "lexicon" });
    expect(answer.sentimentError).toMatch(/^Local llama \(OpenAI-compatible, llama3\.1\) answered, but it does not match the required shape \(score: .+\)\.$/);

    expect(scoring).toHaveLength(1);
    expect(scoring[0]).toMatchObject({ ok: false, status: 200, errorCode: "invalid_output", errorMessage: answer.sentimentError, tokensIn: 500, tokensOut: 500 });
    // The provider billed the tokens: the ledger keeps the cost, so the month's spend stays true.
    expect(Number(scoring[0]!.costUsd)).toBeCloseTo(1);
    const ledger = await getDb().select({ cost: apiCalls.costUsd }).from(apiCalls).where(eq(apiCalls.brandId, scope.brandId));
    const spend = await monthSpendUsd(scope);
    expect(spend).toBeCloseTo(ledger.reduce((t, c) => t + Number(c.cost ?? 0), 0));
    // $2 answer + $1 for the failed scoring call (+ the failed classification call of the run).
    expect(spend).toBeGreaterThanOrEqual(3);
    const [run] = await getDb().select({ cost: saioRuns.costUsd }).from(saioRuns).where(eq(saioRuns.brandId, scope.brandId));
    expect(Number(run!.cost)).toBeCloseTo(3);

    const dashboard = await getDashboard(scope, 30);
    expect(dashboard.sentimentMethods).toMatchObject({ ai: 0, lexicon: 1, failed: 1, lastError: answer.sentimentError, scorer: { enabled: true, engine: "Local llama" } });

    // The run's classification call failed too: the classification page can say so.
    expect((await lastClassificationFailure(scope))?.reason).toMatch(/^Local llama \(OpenAI-compatible, llama3\.1\) answered, but it is not a JSON object/);

    // "Classify with AI" says which engine failed and why instead of pointing at the audit.
    await getDb().update(saioCandidates).set({ status: "new" }).where(eq(saioCandidates.brandId, scope.brandId));
    const classified = await actions.classifySaioCandidatesAction({});
    expect(classified).toMatchObject({ ok: true, data: { classified: 0 } });
    if (!classified.ok) return;
    expect(classified.data.failure).toMatch(/^Local llama \(OpenAI-compatible, llama3\.1\) answered, but it is not a JSON object \(it began "ClickUp is a direct competitor\."\)\.$/);
  });

  it("falls back to json_object with the schema in the prompt when the server refuses json_schema", async () => {
    mode = "no-json-schema";
    const { answer, scoring } = await runOnce();
    expect(answer).toMatchObject({ sentimentMethod: "ai", sentimentError: null });
    expect(scoring.map((c) => [c.status, c.ok]).sort()).toEqual([
      [200, true],
      [400, false],
    ]);
  });
});
