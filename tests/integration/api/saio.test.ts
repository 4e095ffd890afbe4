/**
 * SAIO in the public API: prompts (add, list, get, change), runs (start, list, get) and the period
 * metrics, which must equal what /saio-dashboard computes; scopes, brand isolation, bad input, pages.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { aiEngines, brandData, brands, saioAnswers, saioPrompts, saioRuns } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { getDashboard } from "@/modules/saio/queries";
import { api } from "./helpers";
import { brandWithOwner, FORGED_CURSOR, ownerKey, problem, walk, type World } from "./fixtures";

async function engineIn(w: World): Promise<string> {
  // A reserved name that never resolves (RFC 2606): callable on paper; no runner picks the job up here.
  const [e] = await getDb()
    .insert(aiEngines)
    .values({ brandId: w.brand.id, label: "Test engine", provider: "openai-compatible", model: "test-model", baseUrl: "https://saio-api.test.invalid/v1" })
    .returning({ id: aiEngines.id });
  return e!.id;
}

describe("SAIO prompts", () => {
  it("adds, skips repeats, filters, pages and changes prompts like the UI", async () => {
    const w = await brandWithOwner();
    const token = await ownerKey(w, ["saio:write"]);
    const texts = ["Which CRM suits a small agency?", "What is the best email tool?", "Which analytics tool is easiest?"];
    const added = await api("POST", "/saio/prompts", { token, body: { texts, topic: "Tools", tags: ["Agency"], country: "us" } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ object: "saio_prompt_batch", added: 3, skipped: 0 });
    expect(added.body.data![0]).toMatchObject({ object: "saio_prompt", topic: "Tools", tags: ["agency"], country: "US", language: "en", active: true, source: "manual" });
    const repeat = await api("POST", "/saio/prompts", { token, body: { texts: ["which crm suits a small agency?"] } });
    expect(repeat.body).toMatchObject({ added: 0, skipped: 1, data: [] });

    const pages = await walk((c) => api("GET", `/saio/prompts?limit=2${c ? `&cursor=${c}` : ""}`, { token }));
    expect(pages.pages).toBe(2);
    expect(pages.ids.sort()).toEqual(added.body.data!.map((p) => p.id as string).sort());

    const id = added.body.data![0]!.id as string;
    const patched = await api("PATCH", `/saio/prompts/${id}`, { token, body: { active: false, tags: ["crm"] } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject({ id, active: false, tags: ["crm"], topic: "Tools", text: texts[0] });
    expect((await api("GET", "/saio/prompts?active=false", { token })).body.data!.map((p) => p.id)).toEqual([id]);
    expect((await api("GET", "/saio/prompts?tag=crm", { token })).body.data!.map((p) => p.id)).toEqual([id]);
    expect((await api("GET", `/saio/prompts/${id}`, { token })).body).toMatchObject({ id, active: false });

    // The same text as another prompt: the UI's own refusal, as a 422.
    problem(await api("PATCH", `/saio/prompts/${id}`, { token, body: { text: texts[1] } }), 422, "unprocessable");
  });

  it("refuses a read-only key, brand B's key, and bad input", async () => {
    const a = await brandWithOwner("A");
    const b = await brandWithOwner("B");
    const keyA = await ownerKey(a, ["saio:write"]);
    const readA = await ownerKey(a, ["saio:read"]);
    const keyB = await ownerKey(b, ["saio:write"]);
    const made = await api("POST", "/saio/prompts", { token: keyA, body: { texts: ["Secret prompt of brand A?"] } });
    const id = made.body.data![0]!.id as string;

    problem(await api("POST", "/saio/prompts", { token: readA, body: { texts: ["Read only?"] } }), 403, "insufficient-scope");
    problem(await api("PATCH", `/saio/prompts/${id}`, { token: readA, body: { active: false } }), 403, "insufficient-scope");

    problem(await api("GET", `/saio/prompts/${id}`, { token: keyB }), 404, "not-found");
    problem(await api("PATCH", `/saio/prompts/${id}`, { token: keyB, body: { active: false } }), 404, "not-found");
    const listB = await api("GET", "/saio/prompts", { token: keyB });
    expect(listB.status).toBe(200);
    expect(listB.text).not.toContain("Secret prompt");
    const [row] = await getDb().select().from(saioPrompts).where(eq(saioPrompts.id, id));
    expect(row!.active).toBe(true);

    problem(await api("POST", "/saio/prompts", { token: keyA, body: { texts: ["no"] } }), 400, "invalid-request");
    problem(await api("POST", "/saio/prompts", { token: keyA, body: { texts: ["Fine text?"], country: "USA" } }), 400, "invalid-request");
    problem(await api("PATCH", `/saio/prompts/${id}`, { token: keyA, body: {} }), 400, "invalid-request");
    problem(await api("GET", `/saio/prompts?cursor=${FORGED_CURSOR}`, { token: keyA }), 400, "invalid-request");
    problem(await api("GET", "/saio/runs?status=done", { token: keyA }), 400, "invalid-request");
    problem(await api("GET", "/saio/metrics?days=0", { token: keyA }), 400, "invalid-request");
    problem(await api("GET", "/saio/metrics?from=2026-03-10&to=2026-03-01", { token: keyA }), 400, "invalid-request");
    problem(await api("GET", "/saio/metrics?from=2024-01-01&to=2026-01-01", { token: keyA }), 400, "invalid-request");
  });
});

describe("SAIO runs", () => {
  it("starts a run through the UI's startRun, lists and reads it; brand B's key cannot", async () => {
    const a = await brandWithOwner("A");
    const b = await brandWithOwner("B");
    const token = await ownerKey(a, ["saio:write"]);
    const keyB = await ownerKey(b, ["saio:write"]);
    const engine = await engineIn(a);
    const prompts = await api("POST", "/saio/prompts", { token, body: { texts: ["Which CRM suits a small agency?", "What is the best email tool?"] } });
    const promptIds = prompts.body.data!.map((p) => p.id as string);

    const started = await api("POST", "/saio/runs", { token, body: { prompt_ids: promptIds, engine_keys: [engine], samples: 2 }, headers: { "idempotency-key": "run-1" } });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toMatchObject({ object: "saio_run", status: "queued", trigger: "manual", prompts: 2, samples: 2, total: 4, done: 0, engines: [{ key: engine, label: "Test engine" }] });
    const replay = await api("POST", "/saio/runs", { token, body: { prompt_ids: promptIds, engine_keys: [engine], samples: 2 }, headers: { "idempotency-key": "run-1" } });
    expect(replay.body.id).toBe(started.body.id);
    expect(await getDb().select().from(saioRuns).where(eq(saioRuns.brandId, a.brand.id))).toHaveLength(1);

    const runId = started.body.id as string;
    expect((await api("GET", "/saio/runs", { token })).body.data!.map((r) => r.id)).toEqual([runId]);
    expect((await api("GET", "/saio/runs?status=succeeded", { token })).body.data).toEqual([]);
    expect((await api("GET", `/saio/runs/${runId}`, { token })).body).toMatchObject({ id: runId, total: 4 });

    problem(await api("POST", "/saio/runs", { token, body: { prompt_ids: promptIds, engine_keys: ["no-such-engine"], samples: 1 } }), 422, "unprocessable");
    problem(await api("POST", "/saio/runs", { token, body: { prompt_ids: promptIds, engine_keys: [engine], samples: 9 } }), 400, "invalid-request");

    problem(await api("GET", `/saio/runs/${runId}`, { token: keyB }), 404, "not-found");
    // B names A's prompts and engine: for B they do not exist (404, like a deleted one), and nothing starts.
    problem(await api("POST", "/saio/runs", { token: keyB, body: { prompt_ids: promptIds, engine_keys: [engine], samples: 1 } }), 404, "not-found");
    const ownPrompt = await api("POST", "/saio/prompts", { token: keyB, body: { texts: ["A prompt of brand B?"] } });
    problem(await api("POST", "/saio/runs", { token: keyB, body: { prompt_ids: [ownPrompt.body.data![0]!.id], engine_keys: [engine], samples: 1 } }), 404, "not-found");
    expect(await getDb().select().from(saioRuns).where(eq(saioRuns.brandId, b.brand.id))).toHaveLength(0);
    expect((await api("GET", "/saio/runs", { token: keyB })).body.data).toEqual([]);
  });
});

describe("SAIO metrics", () => {
  it("answers visibility and share of voice per engine with intervals, equal to the dashboard's", async () => {
    const w = await brandWithOwner("Acme PM");
    await getDb().update(brands).set({ website: "https://acmepm.io" }).where(eq(brands.id, w.brand.id));
    await getDb().update(brandData).set({ competitors: [{ name: "Asana", domain: "asana.com" }] }).where(eq(brandData.brandId, w.brand.id));
    const token = await ownerKey(w, ["saio:read"]);
    const [run] = await getDb().insert(saioRuns).values({ brandId: w.brand.id, status: "succeeded", engines: [], promptIds: [], total: 5 }).returning({ id: saioRuns.id });
    const answer = (i: number, engineKey: string, own: boolean, asana: boolean) => ({
      brandId: w.brand.id,
      runId: run!.id,
      promptText: `Prompt ${i}`,
      engineKey,
      engineLabel: engineKey === "e1" ? "Engine one" : "Engine two",
      provider: "openai-compatible",
      model: "m",
      sample: i,
      ok: true,
      mentions: [...(own ? [{ brandId: "own", count: 1, position: 1 }] : []), ...(asana ? [{ brandId: "c:asana", count: 2, position: own ? 2 : 1 }] : [])],
      ownMentioned: own,
      ownPosition: own ? 1 : null,
      citedDomains: own ? ["acmepm.io"] : [],
    });
    await getDb().insert(saioAnswers).values([answer(1, "e1", true, true), answer(2, "e1", true, false), answer(3, "e1", false, true), answer(4, "e2", false, true), answer(5, "e2", false, false)]);

    const r = await api("GET", "/saio/metrics?days=7", { token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const body = r.body as unknown as {
      brands: { id: string; own: boolean }[];
      overall: { answers: number; visibility: { value: number; low: number; high: number; n: number }; share_of_voice: { value: number; n: number }; citation_share: { value: number }; per_brand: { brand: string; answers_with_mention: number }[] };
      by_engine: { engine: string; label: string; metrics: { answers: number; visibility: { value: number } } }[];
    };
    expect(body.brands.map((b) => b.id)).toEqual(["own", "c:asana"]);
    expect(body.overall.answers).toBe(5);
    expect(body.overall.visibility).toMatchObject({ value: 2 / 5, n: 5 });
    expect(body.overall.visibility.low).toBeLessThan(0.4);
    expect(body.overall.visibility.high).toBeGreaterThan(0.4);
    expect(body.overall.share_of_voice).toMatchObject({ value: 2 / 5, n: 5 });
    expect(body.overall.citation_share.value).toBeCloseTo(2 / 5);
    expect(body.overall.per_brand.map((b) => [b.brand, b.answers_with_mention])).toEqual([["own", 2], ["c:asana", 3]]);
    expect(body.by_engine.map((e) => [e.engine, e.label, e.metrics.answers, e.metrics.visibility.value])).toEqual([
      ["e1", "Engine one", 3, 2 / 3],
      ["e2", "Engine two", 2, 0],
    ]);

    const dashboard = await getDashboard(await scopeFor(w.owner, w.brand.id), 7);
    expect(body.overall.visibility).toEqual(dashboard.overall!.visibility);
    expect(body.overall.share_of_voice).toEqual(dashboard.overall!.shareOfVoice);

    const e2 = await api("GET", "/saio/metrics?days=7&engine=e2", { token });
    expect(e2.body).toMatchObject({ engine: "e2", overall: { answers: 2 } });
    const past = await api("GET", "/saio/metrics?from=2020-01-01&to=2020-01-31", { token });
    expect(past.body).toMatchObject({ overall: null, by_engine: [], from: "2020-01-01T00:00:00.000Z", to: "2020-02-01T00:00:00.000Z" });

    const other = await brandWithOwner("B");
    const keyB = await ownerKey(other, ["saio:read"]);
    expect((await api("GET", "/saio/metrics?days=7", { token: keyB })).body).toMatchObject({ overall: null, by_engine: [] });
  });
});
