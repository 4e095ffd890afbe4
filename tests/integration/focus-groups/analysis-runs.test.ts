/**
 * SSR scoring and the feedback analysis as durable runs (fg_analysis_runs + a lib/jobs job): a job
 * stopped in the middle resumes after the last finished step without paying for any step twice, the
 * map-reduce analysis reads every answer in batches, a cancel stops the run between steps, and SSR
 * scores with an embedding model saved through the settings action on any database (the PostgreSQL
 * server has no pgvector) at the chosen temperature.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { aiEngines, apiCalls, fgAnalyses, fgAnalysisRuns } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { lastUserText, type FakeChatRequest } from "../../support/fake-openai";
import { fakeOpenAIForFile } from "../helpers/fake-engine";
import { actAs } from "../helpers/session";
import { selectBrand } from "../helpers/brand-context";
import { createBrand, createUser } from "../helpers/factories";
import { seedFinishedGroup } from "../helpers/fg-results";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const { setKnowledgeEmbeddingSettingsAction } = await import("@/modules/knowledge/embedding-actions");
const { hasVectorStore } = await import("@/modules/knowledge/embeddings/settings");
const runs = await import("@/modules/focus-groups/runs/actions");
const { startAnalysisRun } = await import("@/modules/focus-groups/runs/store");
const { executeAnalysisRun } = await import("@/modules/focus-groups/runs/execute");
const { getResults } = await import("@/modules/focus-groups/results/queries");
const results = await import("@/modules/focus-groups/results/actions");

/** Called on every request (a test's hook: abort the job mid-run). */
let onRequest: (() => void) | null = null;
const reply = (req: FakeChatRequest) => {
  const text = lastUserText(req);
  const ids = [...new Set([...text.matchAll(/\[([0-9a-f-]{36})[\],]/g)].map((m) => m[1]!))];
  // The reduce call merges the batches' win conditions but, as models do, cites no answer id.
  const reduce = text.includes("name each cluster");
  return {
    sentiment: ids.map((turnId) => ({ turnId, score: 0.5 })),
    clusterNotes: [{ key: "t1", summary: "A short promise.", turnIds: ids.slice(0, 2) }],
    themes: [{ key: "t1", name: "Short promise", summary: "They like it short." }],
    winConditions: [{ stimulus: "B", text: reduce ? "Say what it does, merged." : "Say what it does.", turnIds: reduce ? [] : ids.slice(0, 1) }],
    contradictions: [],
  };
};
const fake = fakeOpenAIForFile(
  (req) => {
    onRequest?.();
    return { content: JSON.stringify(reply(req)), promptTokens: 1_000, completionTokens: 100 };
  },
  {
    embed: (t) => {
      onRequest?.();
      const n = t.length % 7;
      return [1 + n, 7 - n, 0.5];
    },
  },
);

beforeEach(() => {
  actAs(null);
  onRequest = null;
});

async function world() {
  const owner = await createUser();
  const brand = await createBrand(owner, `FG runs ${Math.random().toString(36).slice(2, 7)}`);
  await selectBrand(owner, brand.id);
  actAs(owner);
  const [engine] = await getDb()
    .insert(aiEngines)
    .values({ brandId: brand.id, label: "Loopback", provider: "openai-compatible", model: "fake-model", baseUrl: fake().baseUrl, isDefault: true, priceInPerMTok: "1", priceOutPerMTok: "2" })
    .returning({ id: aiEngines.id });
  const g = await seedFinishedGroup(brand.id);
  return { owner, brand, g, engineId: engine!.id, scope: await scopeFor(owner, brand.id) };
}

const runRow = async (id: string) => (await getDb().select().from(fgAnalysisRuns).where(eq(fgAnalysisRuns.id, id)))[0]!;

describe("durable SSR and analysis runs", () => {
  it("SSR: saves the model without pgvector too, resumes a stopped job without re-embedding a batch, and stores the temperature", async () => {
    const w = await world();
    // Through the settings action: on the PostgreSQL server (no pgvector) it is saved all the same.
    const saved = await setKnowledgeEmbeddingSettingsAction({ engineKey: w.engineId, model: "fake-embed" });
    expect(saved).toMatchObject({ ok: true, data: { model: "fake-embed", vectorStore: await hasVectorStore() } });

    const { runId } = await startAnalysisRun(w.scope, "ssr", w.g.projectId, w.g.sessionIds, { temperature: 0.5, batchSize: 30 });
    const { jobId } = await runRow(runId);
    const e0 = fake().embedRequests.length;
    // The worker stops while the first batch of answers is being embedded (a deploy, a crash).
    const stop = new AbortController();
    onRequest = () => {
      if (fake().embedRequests.length - e0 >= 2) stop.abort();
    };
    await executeAnalysisRun(runId, jobId!, stop.signal);
    const mid = await runRow(runId);
    expect(mid).toMatchObject({ status: "running", done: 3, total: 5 });
    expect(Object.keys(mid.state.scores as object)).toHaveLength(30);

    onRequest = null;
    await executeAnalysisRun(runId, jobId!);
    const end = await runRow(runId);
    expect(end).toMatchObject({ status: "succeeded", done: 5, total: 5 });
    // Anchors once, then 30 + 30 + 12 answers: each answer embedded exactly once.
    expect(fake().embedRequests.slice(e0).map((r) => r.input.length)).toEqual([10, 30, 30, 12]);
    const metered = await getDb().select().from(apiCalls).where(and(eq(apiCalls.brandId, w.brand.id), eq(apiCalls.purpose, "fg.ssr")));
    expect(metered).toHaveLength(4);
    expect(Number(end.costUsd)).toBeCloseTo(metered.reduce((n, c) => n + Number(c.costUsd ?? 0), 0), 6);

    const [stored] = await getDb().select().from(fgAnalyses).where(eq(fgAnalyses.id, end.analysisId!));
    expect(stored!.content).toMatchObject({ model: "fake-embed", temperature: 0.5 });
    const { ssr, results: r } = await getResults(w.scope, w.g.projectId);
    expect(ssr).toMatchObject({ model: "fake-embed", temperature: 0.5 });
    expect(r.questions.find((q) => q.questionId === "q-rate-a")!.ssr!.answers).toBe(24);

    // The temperature is validated at the door.
    expect(await results.scoreFgSsrAction({ projectId: w.g.projectId, temperature: 9 })).toMatchObject({ ok: false });
  });

  it("feedback: reads every answer in map batches, resumes after the last finished batch, and can be cancelled", async () => {
    const w = await world();
    const { runId } = await startAnalysisRun(w.scope, "feedback", w.g.projectId, w.g.sessionIds, { batchSize: 20 });
    const { jobId } = await runRow(runId);
    const r0 = fake().requests.length;
    const stop = new AbortController();
    onRequest = () => {
      if (fake().requests.length - r0 >= 1) stop.abort();
    };
    await executeAnalysisRun(runId, jobId!, stop.signal);
    // The cluster step and the map batch in flight when the worker was told to stop are kept.
    expect(await runRow(runId)).toMatchObject({ status: "running", done: 2, total: 6 });

    onRequest = null;
    await executeAnalysisRun(runId, jobId!);
    const end = await runRow(runId);
    expect(end).toMatchObject({ status: "succeeded", done: 6, total: 6 });
    const calls = fake().requests.slice(r0);
    // Four map batches (20 + 20 + 20 + 12 answers) and one reduce: no batch asked twice, no answer left out.
    expect(calls).toHaveLength(5);
    const mapped = calls.slice(0, 4).flatMap((c) => [...lastUserText(c).matchAll(/^\[([0-9a-f-]{36})\]/gm)].map((m) => m[1]!));
    expect(mapped).toHaveLength(72);
    expect(new Set(mapped).size).toBe(72);
    expect(lastUserText(calls[4]!)).toContain("name each cluster");

    const [stored] = await getDb().select().from(fgAnalyses).where(eq(fgAnalyses.id, end.analysisId!));
    const content = stored!.content as { method: string; answers: number; themes: { key: string; name: string; turnIds: string[] }[]; winConditions: { text: string; turnIds: string[] }[] };
    expect(content).toMatchObject({ method: "engine", answers: 72 });
    expect(content.themes.find((t) => t.key === "t1")!.name).toBe("Short promise");
    // The merged statement replaces the batches' four and rests on the answers they cited.
    expect(content.winConditions.map((wc) => wc.text)).toEqual(["Say what it does, merged."]);
    expect(content.winConditions[0]!.turnIds).toHaveLength(4);
    expect(content.winConditions[0]!.turnIds.every((id) => mapped.includes(id))).toBe(true);

    // Cancel: a queued run stops before its first step; the job then does nothing.
    const second = await runs.cancelFgAnalysisRunAction({ runId: (await startAnalysisRun(w.scope, "feedback", w.g.projectId, w.g.sessionIds, {})).runId });
    expect(second).toEqual({ ok: true, data: { cancelled: true } });
    const cancelled = (await getDb().select().from(fgAnalysisRuns).where(and(eq(fgAnalysisRuns.brandId, w.brand.id), eq(fgAnalysisRuns.status, "cancelled"))))[0]!;
    const before = fake().requests.length;
    await executeAnalysisRun(cancelled.id, cancelled.jobId!);
    expect(fake().requests.length).toBe(before);
    expect(await runRow(cancelled.id)).toMatchObject({ status: "cancelled", analysisId: null });
    expect(await runs.cancelFgAnalysisRunAction({ runId: cancelled.id })).toEqual({ ok: false, error: "This run has already ended." });
  });
});
