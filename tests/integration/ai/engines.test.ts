/**
 * AI engines end to end against a local OpenAI-compatible server: the actions that manage them, the
 * "Test connection" call through the AI SDK and the outbound client (SSRF allow-list, audit row with
 * model, tokens and cost), retries of transient failures, and the walls around the brand's keys.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { activityLogs, aiEngines, apiCalls } from "@/db/schema";
import { startFakeOpenAI, type FakeOpenAI, type FakeReply } from "@/tests/support/fake-openai";
import { createBrand, createUser } from "../helpers/factories";
import { selectBrand } from "../helpers/brand-context";
import { actAs } from "../helpers/session";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const ai = await import("@/modules/ai/actions");
const tokens = await import("@/modules/brand-settings/actions");
const { listEngines, loadEngine, defaultEngine } = await import("@/modules/ai/engines");
const { generateAnswer, AiError } = await import("@/modules/ai/client");
const { resetCallSlots } = await import("@/modules/ai/rate-limit");
const { scopeFor } = await import("@/lib/brand-scope");
const { listBrandServices } = await import("@/modules/integrations/queries");

let fake: FakeOpenAI;
let script: FakeReply[] = [];
const savedAllow = process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS;

beforeAll(async () => {
  // Scripted replies in order; once used up, every request gets "OK".
  fake = await startFakeOpenAI(() => script.shift() ?? { content: "OK", promptTokens: 12, completionTokens: 3 });
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = fake.host;
});
afterAll(async () => {
  await fake.close();
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = savedAllow;
});
beforeEach(() => {
  actAs(null);
  script = [];
  fake.requests.length = 0;
  resetCallSlots();
});

async function owned() {
  const owner = await createUser();
  const brand = await createBrand(owner);
  await selectBrand(owner, brand.id);
  actAs(owner);
  return { owner, brand, scope: await scopeFor(owner, brand.id) };
}

async function addToken(provider: string, value: string, label?: string): Promise<string> {
  const r = await tokens.addApiTokenAction({ provider, value, label });
  if (!r.ok) throw new Error(r.error);
  return r.data.id;
}

async function fakeEngine(extra: Partial<Parameters<typeof ai.createAiEngineAction>[0]> = {}): Promise<string> {
  const r = await ai.createAiEngineAction({ label: "Local model", provider: "openai-compatible", model: "fake-model", baseUrl: fake.baseUrl, ...extra });
  if (!r.ok) throw new Error(r.error);
  return r.data.id;
}

function auditRows(brandId: string) {
  return getDb().select().from(apiCalls).where(eq(apiCalls.brandId, brandId)).orderBy(asc(apiCalls.createdAt), asc(apiCalls.retry));
}

describe("AI engines", () => {
  it("test connection answers through the fake server and audits model, tokens and cost", async () => {
    const { brand, scope } = await owned();
    script = [{ content: "OK, connected.", promptTokens: 120, completionTokens: 30 }];
    const engineId = await fakeEngine({ priceInPerMTok: "2", priceOutPerMTok: "10" });

    const listed = await listEngines(scope);
    expect(listed).toEqual([
      expect.objectContaining({ key: engineId, label: "Local model", provider: "openai-compatible", isDefault: true, enabled: true, priceOverride: true, price: { inPerMTok: 2, outPerMTok: 10 }, problem: null }),
    ]);
    expect((await defaultEngine(scope))?.key).toBe(engineId);

    const tested = await ai.testAiEngineAction({ engineKey: engineId });
    // 120 × $2/M + 30 × $10/M
    expect(tested).toEqual({ ok: true, data: { model: "fake-model", latencyMs: expect.any(Number), tokensIn: 120, tokensOut: 30, costUsd: 0.00054, reply: "OK, connected." } });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.model).toBe("fake-model");
    expect(fake.requests[0]!.authorization).toBeNull();

    const rows = await auditRows(brand.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: "openai-compatible", purpose: "ai.test", status: 200, ok: true, model: "fake-model", tokensIn: 120, tokensOut: 30, retry: 0, host: fake.host });
    expect(Number(rows[0]!.costUsd)).toBeCloseTo(0.00054, 9);

    const logged = await getDb().select({ type: activityLogs.actionType, text: activityLogs.userAction }).from(activityLogs).where(eq(activityLogs.brandId, brand.id));
    expect(logged).toEqual([{ type: "ai_engine_created", text: 'Added the AI engine "Local model" (OpenAI-compatible, fake-model)' }]);

    // /integrations lists the keyless server's calls as an AI provider of the brand.
    const services = await listBrandServices(scope);
    expect(services.find((x) => x.key === "provider:openai-compatible")).toMatchObject({
      name: "OpenAI-compatible AI server",
      kind: "AI provider",
      status: "ok",
      calls30d: 1,
      href: "/api-calls-audit?provider=openai-compatible",
    });
  });

  it("shows Gemini model calls with the brand's Google Gemini key on /integrations", async () => {
    const { brand, scope } = await owned();
    await addToken("google-gemini", "AIzaGeminiKeyForIntegrationsList01");
    const call = { brandId: brand.id, purpose: "saio.answer", method: "POST", host: "generativelanguage.googleapis.com", path: "/v1beta/models/x", latencyMs: 10 };
    await getDb()
      .insert(apiCalls)
      .values([
        { ...call, provider: "google", status: 200, ok: true, createdAt: new Date(Date.now() - 60_000) },
        { ...call, provider: "google", status: 429, ok: false, errorMessage: "quota", createdAt: new Date() },
      ]);
    const services = (await listBrandServices(scope)).filter((x) => x.kind === "AI provider");
    expect(services).toEqual([
      expect.objectContaining({ key: "provider:google-gemini", name: "Google Gemini", calls30d: 2, status: "failing", lastStatus: 429, lastError: "quota", href: "/api-calls-audit?provider=google" }),
    ]);
  });

  it("counts an engine's calls under the key it uses on /integrations, apart from a keyless server's", async () => {
    const { brand, scope } = await owned();
    const keyId = await addToken("other", "sk-or-v1-openrouter-key-0001", "OpenRouter");
    const engineId = await fakeEngine({ apiTokenId: keyId });
    for (let i = 0; i < 2; i++) expect((await ai.testAiEngineAction({ engineKey: engineId })).ok).toBe(true);
    // A keyless Ollama engine of the brand on another host.
    await getDb()
      .insert(apiCalls)
      .values({ brandId: brand.id, provider: "openai-compatible", purpose: "saio.answer", method: "POST", host: "ollama.lan:11434", path: "/v1/chat/completions", latencyMs: 5, status: 200, ok: true });

    const services = await listBrandServices(scope);
    expect(services.find((x) => x.key === "provider:other")).toMatchObject({ name: "Other", kind: "AI provider", status: "ok", calls30d: 2, lastStatus: 200 });
    expect(services.find((x) => x.key === "provider:other")!.lastCallAt).not.toBeNull();
    expect(services.find((x) => x.key === "provider:openai-compatible")).toMatchObject({ name: "OpenAI-compatible AI server", calls30d: 1 });
  });

  it("a model without a price is audited with tokens and no cost", async () => {
    const { brand } = await owned();
    const engineId = await fakeEngine({ model: "unpriced-local-model" });
    const tested = await ai.testAiEngineAction({ engineKey: engineId });
    expect(tested.ok && tested.data.costUsd).toBeNull();
    const [row] = await auditRows(brand.id);
    expect(row).toMatchObject({ model: "unpriced-local-model", tokensIn: 12, tokensOut: 3, costUsd: null });
  });

  it("a 401 says the key was refused and is not retried", async () => {
    const { brand } = await owned();
    const keyId = await addToken("other", "wrong-key-for-local-server", "Local server");
    const engineId = await fakeEngine({ apiTokenId: keyId });
    script = [{ status: 401, error: "Incorrect API key provided" }];

    const tested = await ai.testAiEngineAction({ engineKey: engineId });
    expect(tested.ok).toBe(false);
    if (tested.ok) return;
    expect(tested.error).toMatch(/refused the key \(HTTP 401\)/);
    expect(tested.error).toContain("Brand Settings → APIs");
    expect(tested.error).toContain("Incorrect API key provided");
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.authorization).toBe("Bearer wrong-key-for-local-server");

    const rows = await auditRows(brand.id);
    expect(rows.map((r) => [r.status, r.ok, r.retry])).toEqual([[401, false, 0]]);
    expect(rows[0]!.costUsd).toBeNull();
  });

  it("a 500 is retried with growing backoff, each try audited with its retry number", async () => {
    const { brand, scope } = await owned();
    const engineId = await fakeEngine();
    script = [{ status: 500, error: "upstream exploded" }, { status: 502 }, { content: "Third time lucky", promptTokens: 5, completionTokens: 4 }];

    const engine = (await loadEngine(scope, engineId))!;
    const answer = await generateAnswer(engine, { prompt: "Say something." }, { scope, purpose: "ai.retry-test", backoffMs: 5 });
    expect(answer.text).toBe("Third time lucky");
    expect(fake.requests).toHaveLength(3);
    const rows = await auditRows(brand.id);
    expect(rows.map((r) => [r.status, r.retry, r.purpose])).toEqual([
      [500, 0, "ai.retry-test"],
      [502, 1, "ai.retry-test"],
      [200, 2, "ai.retry-test"],
    ]);

    // Out of retries: the last server error is what the caller hears, as a retryable AiError.
    fake.requests.length = 0;
    script = [{ status: 500 }, { status: 500 }, { status: 500 }];
    const failed = await generateAnswer(engine, { prompt: "Again." }, { scope, purpose: "ai.retry-test", backoffMs: 5 }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(AiError);
    expect((failed as InstanceType<typeof AiError>).message).toMatch(/server error \(HTTP 500\)/);
    expect((failed as InstanceType<typeof AiError>).retryable).toBe(true);
    expect(fake.requests).toHaveLength(3);
  });

  it("keys never appear in engine summaries; loadEngine opens them for server code only", async () => {
    const { scope } = await owned();
    const secret = `sk-${"ENGINEKEYmarker".repeat(2)}Xy12`;
    const keyId = await addToken("openai", secret);
    const created = await ai.createAiEngineAction({ provider: "openai", model: "gpt-4.1-mini", apiTokenId: keyId, webSearch: true });
    expect(created).toEqual({ ok: true, data: { id: expect.any(String), label: "OpenAI · gpt-4.1-mini", isDefault: true } });
    if (!created.ok) return;

    const listed = await listEngines(scope);
    expect(JSON.stringify(listed)).not.toContain("ENGINEKEYmarker");
    expect(listed[0]).toMatchObject({ keyHint: "•••• Xy12", webSearch: true, price: { inPerMTok: 0.4, outPerMTok: 1.6 }, priceOverride: false, problem: null });
    expect((await loadEngine(scope, created.data.id))?.apiKey).toBe(secret);

    // A deleted key leaves the engine in place, flagged with what to do.
    const removed = await tokens.deleteApiTokenAction({ tokenId: keyId });
    expect(removed.ok).toBe(true);
    const [after] = await listEngines(scope);
    expect(after).toMatchObject({ apiTokenId: null, keyHint: null, problem: expect.stringContaining("Brand Settings → APIs") });
    const tested = await ai.testAiEngineAction({ engineKey: created.data.id });
    expect(tested).toEqual({ ok: false, error: expect.stringContaining("No OpenAI key") });
  });

  it("refuses another brand's key, a key of the wrong provider and a missing key — and writes nothing", async () => {
    const other = await owned();
    const foreignKey = await addToken("openai", `sk-${"FOREIGN".repeat(4)}`);
    const { owner, brand } = await owned();
    const anthropicKey = await addToken("anthropic", `sk-ant-${"a".repeat(24)}`);

    const foreign = await ai.createAiEngineAction({ provider: "openai", model: "gpt-4.1-mini", apiTokenId: foreignKey });
    expect(foreign).toEqual({ ok: false, error: expect.stringMatching(/not one of this brand's keys.*Brand Settings → APIs \(\/settings\)/) });
    const wrong = await ai.createAiEngineAction({ provider: "openai", model: "gpt-4.1-mini", apiTokenId: anthropicKey });
    expect(wrong).toEqual({ ok: false, error: "That key is for Anthropic; this engine needs a key for OpenAI. Add one under Brand Settings → APIs (/settings), then pick it here." });
    const missing = await ai.createAiEngineAction({ provider: "perplexity", model: "sonar" });
    expect(missing).toEqual({ ok: false, error: expect.stringContaining("This engine needs an API key for Perplexity") });

    const rows = await getDb().select({ id: aiEngines.id }).from(aiEngines).where(eq(aiEngines.brandId, brand.id));
    expect(rows).toEqual([]);
    const otherRows = await getDb().select({ id: aiEngines.id }).from(aiEngines).where(eq(aiEngines.brandId, other.brand.id));
    expect(otherRows).toEqual([]);

    // Updating an engine cannot smuggle the foreign key in either.
    const engineId = await fakeEngine();
    const update = await ai.updateAiEngineAction({ engineId, label: "Local model", provider: "openai-compatible", model: "fake-model", baseUrl: fake.baseUrl, apiTokenId: foreignKey });
    expect(update.ok).toBe(false);
    const [row] = await getDb().select({ apiTokenId: aiEngines.apiTokenId }).from(aiEngines).where(eq(aiEngines.id, engineId));
    expect(row!.apiTokenId).toBeNull();

    // Even a row that references a foreign key (written behind the actions' back) never opens it.
    await getDb().update(aiEngines).set({ apiTokenId: foreignKey }).where(eq(aiEngines.id, engineId));
    const scope = await scopeFor(owner, brand.id);
    expect((await loadEngine(scope, engineId))?.apiKey).toBeNull();
    expect((await listEngines(scope))[0]!.problem).toMatch(/not one of this brand's keys/);
    const tested = await ai.testAiEngineAction({ engineKey: engineId });
    expect(tested).toEqual({ ok: false, error: expect.stringContaining("not one of this brand's keys") });
    expect(fake.requests).toHaveLength(0);
  });

  it("validates inputs and names duplicates, blocked addresses and missing base URLs clearly", async () => {
    await owned();
    await fakeEngine();
    const dup = await ai.createAiEngineAction({ label: "local MODEL", provider: "openai-compatible", model: "x", baseUrl: fake.baseUrl });
    expect(dup).toEqual({ ok: false, error: 'This brand already has an engine named "local MODEL". Give this one another name.' });

    const noUrl = await ai.createAiEngineAction({ provider: "openai-compatible", model: "llama3.1" });
    expect(noUrl).toMatchObject({ ok: false, fieldErrors: { baseUrl: [expect.stringContaining("base URL")] } });
    const badUrl = await ai.createAiEngineAction({ provider: "openai-compatible", model: "llama3.1", baseUrl: "ftp://example.com/v1" });
    expect(badUrl).toMatchObject({ ok: false, fieldErrors: { baseUrl: [expect.any(String)] } });
    const blank = await ai.createAiEngineAction({ provider: "openai-compatible", model: "   ", baseUrl: fake.baseUrl });
    expect(blank).toMatchObject({ ok: false, fieldErrors: { model: ["Enter the model name"] } });
    const onePrice = await ai.createAiEngineAction({ provider: "openai-compatible", model: "m", baseUrl: fake.baseUrl, priceInPerMTok: 1 } as never);
    expect(onePrice).toMatchObject({ ok: false, fieldErrors: { priceOutPerMTok: ["Give both prices, or neither"] } });
    const badKind = await ai.createAiEngineAction({ provider: "mistral", model: "m" } as never);
    expect(badKind).toMatchObject({ ok: false, fieldErrors: { provider: ["Choose a provider from the list"] } });

    // Loopback that the deployment has not allowed: refused at save time with the way out.
    const loopback = await ai.createAiEngineAction({ provider: "openai-compatible", model: "llama3.1", baseUrl: "http://127.0.0.1:11434/v1" });
    expect(loopback).toEqual({ ok: false, error: expect.stringContaining("OUTBOUND_ALLOW_PRIVATE_HOSTS") });

    const deployment = await ai.testAiEngineAction({ engineKey: "deployment" });
    expect(deployment).toEqual({ ok: false, error: expect.stringContaining("AI_PROVIDER") });
  });

  it("switches the default, turns engines off and deletes them, with activity lines", async () => {
    const { brand, scope } = await owned();
    const first = await fakeEngine();
    const second = await fakeEngine({ label: "Second" });
    expect((await listEngines(scope)).map((e) => [e.label, e.isDefault])).toEqual([
      ["Local model", true],
      ["Second", false],
    ]);

    expect((await ai.setDefaultAiEngineAction({ engineId: second })).ok).toBe(true);
    expect((await listEngines(scope)).map((e) => e.isDefault)).toEqual([false, true]);

    expect((await ai.setAiEngineEnabledAction({ engineId: second, enabled: false })).ok).toBe(true);
    // A turned-off default is skipped; generation falls back to the next usable engine.
    expect((await defaultEngine(scope))?.key).toBe(first);
    // …and can still be tested before it is turned back on.
    expect((await ai.testAiEngineAction({ engineKey: second })).ok).toBe(true);

    expect((await ai.deleteAiEngineAction({ engineId: second })).ok).toBe(true);
    expect(await ai.deleteAiEngineAction({ engineId: second })).toEqual({ ok: false, error: expect.stringContaining("Not found") });
    expect((await listEngines(scope)).map((e) => e.key)).toEqual([first]);

    const logged = await getDb()
      .select({ type: activityLogs.actionType })
      .from(activityLogs)
      .where(and(eq(activityLogs.brandId, brand.id)))
      .orderBy(asc(activityLogs.createdAt));
    expect(logged.map((l) => l.type)).toEqual(["ai_engine_created", "ai_engine_created", "ai_engine_default_set", "ai_engine_disabled", "ai_engine_deleted"]);
  });
});
