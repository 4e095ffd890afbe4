/**
 * /fg-results, /fg-feedback-analysis and calibration on a real database: numbers computed from stored
 * turns (intervals, shares, the winner), SSR against the loopback embedder (metered as fg.ssr, scored
 * once), the feedback analysis against the loopback engine (claims only on real turns, history kept)
 * and its budget stop, the exports (CSV rows, transcript, a PDF), and calibration factors that pool the
 * outcomes of one owner's brands the user can open — never another owner's.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { getDb } from "@/db/client";
import { aiEngines, apiCalls, brands, fgAnalyses, fgAnalysisRuns, fgOutcomes, knowledgeEmbeddingSettings, personasBriefSettings } from "@/db/schema";
import { NOT_FOUND_MESSAGE } from "@/lib/action";
import { scopeFor } from "@/lib/brand-scope";
import { APPEAL_ANCHORS, PURCHASE_ANCHORS } from "@/modules/focus-groups/results/ssr";
import { lexiconSentiment } from "@/modules/focus-groups/analysis/themes";
import { lastUserText, type FakeChatRequest } from "../../support/fake-openai";
import { fakeOpenAIForFile } from "../helpers/fake-engine";
import { actAs } from "../helpers/session";
import { selectBrand } from "../helpers/brand-context";
import { addMember, createBrand, createUser } from "../helpers/factories";
import { seedFinishedGroup } from "../helpers/fg-results";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const results = await import("@/modules/focus-groups/results/actions");
const analysis = await import("@/modules/focus-groups/analysis/actions");
const { getResults } = await import("@/modules/focus-groups/results/queries");
const { listAnalyses } = await import("@/modules/focus-groups/analysis/run");
const { FG_ANALYSIS_TASK } = await import("@/modules/focus-groups/runs/task");
const { JobRunner } = await import("@/lib/jobs");

/** Runs the queued SSR / analysis jobs to the end and returns the run row. */
async function runJobs(runId: string) {
  await new JobRunner({ workerId: `fg-results-${Math.random()}`, tasks: [FG_ANALYSIS_TASK], pollMs: 20 }).runDueOnce();
  return (await getDb().select().from(fgAnalysisRuns).where(eq(fgAnalysisRuns.id, runId)))[0]!;
}
const { factorsForBrand } = await import("@/modules/focus-groups/results/calibration");
const { loadFgDashboard } = await import("@/modules/focus-groups/dashboard/queries");
const { defaultSessionIds, listProjectSessions, listResultProjects } = await import("@/modules/focus-groups/results/load");

// Anchors point along a negative→positive arc; an answer points by its word-list sentiment, so SSR
// reads "boring and confusing" as a low rating and "love it" as a high one.
const anchorVectors = new Map<string, number[]>();
for (const set of [APPEAL_ANCHORS, PURCHASE_ANCHORS]) {
  set.statements.forEach((s, i) => {
    const angle = (i / 4) * (Math.PI / 2);
    anchorVectors.set(s, [Math.sin(angle), Math.cos(angle), 0.1]);
  });
}
function embed(text: string): number[] {
  const known = anchorVectors.get(text);
  if (known) return known;
  const s = lexiconSentiment(text);
  return [Math.max(s, 0) + 0.05, Math.max(-s, 0) + 0.05, 0.1];
}

const analysisReply = (req: FakeChatRequest) => {
  // Map prompts list answers as "[id] …"; the reduce prompt cites them as "[id, id]".
  const ids = [...new Set([...lastUserText(req).matchAll(/\[([0-9a-f-]{36})[\],]/g)].map((m) => m[1]!))];
  return {
    clusterNotes: [{ key: "t1", summary: "They like a short promise.", turnIds: ids.slice(0, 2) }],
    themes: [{ key: "t1", name: "Strong, short promise", summary: "Participants like a headline that says what they get." }],
    sentiment: ids.slice(0, 3).map((turnId) => ({ turnId, score: 0.8 })),
    winConditions: [
      { stimulus: "B", text: "Say what the coffee does, not that it waits.", turnIds: [ids[0]!, "00000000-0000-4000-8000-000000000000"] },
      { stimulus: "A", text: "An invented claim without quotes.", turnIds: ["not-a-turn"] },
    ],
    contradictions: [{ turnId: "11111111-1111-4111-8111-111111111111", explanation: "Made up." }],
  };
};
const fake = fakeOpenAIForFile((req) => ({ content: JSON.stringify(analysisReply(req)), promptTokens: 2_000, completionTokens: 400 }), { embed });

beforeEach(() => actAs(null));

async function world(name = "FG results") {
  const owner = await createUser();
  const brand = await createBrand(owner, `${name} ${Math.random().toString(36).slice(2, 7)}`);
  await selectBrand(owner, brand.id);
  actAs(owner);
  return { owner, brand, scope: await scopeFor(owner, brand.id) };
}

async function connectEngine(brandId: string, { embeddings = false } = {}) {
  const [e] = await getDb()
    .insert(aiEngines)
    .values({ brandId, label: "Loopback", provider: "openai-compatible", model: "fake-model", baseUrl: fake().baseUrl, isDefault: true, priceInPerMTok: "1", priceOutPerMTok: "2" })
    .returning({ id: aiEngines.id });
  if (embeddings) await getDb().insert(knowledgeEmbeddingSettings).values({ brandId, engineKey: e!.id, model: "fake-embed" });
  return e!.id;
}

describe("focus-group results", () => {
  it("computes intervals, shares, segments and the winner from the stored turns; another brand's project is not found", async () => {
    const w = await world();
    const g = await seedFinishedGroup(w.brand.id);
    const { results: r, data } = await getResults(w.scope, g.projectId);
    expect(data.sessions.map((s) => s.name)).toEqual(["Run 1", "Run 2"]);
    expect([r.runs, r.participants, r.answers]).toEqual([2, 6, 72]);
    const a = r.questions.find((q) => q.questionId === "q-rate-a")!;
    expect(a.rating!.interval.estimate).toBeCloseTo(4.5);
    expect(a.rating!.interval.low).toBeGreaterThan(3.9);
    expect(a.rating!.interval.high).toBeLessThanOrEqual(5);
    const choice = r.questions.find((q) => q.questionId === "q-choice")!;
    expect(choice.shares.map((s) => [s.stimulusId, s.count])).toEqual([
      [g.ids.stimulusA, 10],
      [g.ids.stimulusB, 2],
    ]);
    expect(a.segments.map((s) => s.segment)).toEqual(["commuters", "students"]);
    expect(r.winner?.winner?.stimulusId).toBe(g.ids.stimulusA);

    // One run only: fewer answers, the same question list.
    const one = await getResults(w.scope, g.projectId, [g.sessionIds[0]!]);
    expect(one.results.runs).toBe(1);
    expect(one.results.answers).toBe(36);

    const other = await world("Other brand");
    const csv = await results.exportFgResultsCsvAction({ projectId: g.projectId });
    expect(csv).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    // Another brand's sessions picked into this brand's project are ignored, not shown.
    const g2 = await seedFinishedGroup(other.brand.id);
    const mixed = await getResults(other.scope, g2.projectId, [g.sessionIds[0]!]);
    expect(mixed.data.sessions).toEqual([]);
    expect(mixed.results.answers).toBe(0);
  });

  it("exports CSV rows, the transcript and a PDF report", async () => {
    const w = await world();
    const g = await seedFinishedGroup(w.brand.id);
    const csv = await results.exportFgResultsCsvAction({ projectId: g.projectId });
    expect(csv.ok).toBe(true);
    if (!csv.ok) return;
    const lines = csv.data.content.trimEnd().split("\r\n");
    expect(lines[0]).toBe("session,seed,participant,segment,question,stimulus,rating,choice,ranking,text");
    expect(lines).toHaveLength(1 + 72);
    expect(csv.data.rows).toBe(72);
    expect(lines).toContain("Run 1,1,Leo Martins,students,How appealing is this headline?,B: Coffee that waits for you,5,,,\"Honestly it's boring and confusing, I don't get it.\"");
    expect(lines.some((l) => l.includes("A: Smooth. Strong. Ready. > B: Coffee that waits for you"))).toBe(true);
    expect(csv.data.fileName).toMatch(/^cold-brew-headline-test-answers-\d{4}-\d{2}-\d{2}\.csv$/);

    const md = await results.exportFgTranscriptAction({ projectId: g.projectId, sessionIds: [g.sessionIds[1]!], format: "md" });
    expect(md.ok).toBe(true);
    if (md.ok) {
      expect(md.data.content).toContain("## Run 2 (seed 2)");
      expect(md.data.content).not.toContain("## Run 1");
      expect(md.data.content).toContain("**Maya Chen:** I love it, short and strong, great for my commute. [rating 5]");
      expect(md.data.content).toContain("complement, and do not replace, research with real customers");
    }
    const pdf = await results.exportFgReportPdfAction({ projectId: g.projectId });
    expect(pdf.ok).toBe(true);
    if (pdf.ok) expect(Buffer.from(pdf.data.base64, "base64").subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // Bad input is a clear refusal, not a 500.
    const bad = await results.exportFgResultsCsvAction({ projectId: "nope" });
    expect(bad).toMatchObject({ ok: false, error: "Choose a project." });
  });

  it("scores SSR with the brand's embedder once, metered as fg.ssr, and says what to connect without one", async () => {
    const w = await world();
    const g = await seedFinishedGroup(w.brand.id);
    const none = await results.scoreFgSsrAction({ projectId: g.projectId });
    expect(none).toMatchObject({ ok: false, error: expect.stringContaining("/vector-store") });

    await connectEngine(w.brand.id, { embeddings: true });
    const e0 = fake().embedRequests.length;
    const first = await results.scoreFgSsrAction({ projectId: g.projectId });
    if (!first.ok) throw new Error(first.error);
    expect(await runJobs(first.data.runId)).toMatchObject({ status: "succeeded", done: 4, total: 4 });
    expect(fake().embedRequests.slice(e0).map((r) => r.input.length)).toEqual([10, 64, 8]);
    const metered = await getDb().select().from(apiCalls).where(and(eq(apiCalls.brandId, w.brand.id), eq(apiCalls.purpose, "fg.ssr")));
    expect(metered).toHaveLength(3);
    // Scored again at the same model and temperature: nothing new to embed.
    const again = await results.scoreFgSsrAction({ projectId: g.projectId });
    if (!again.ok) throw new Error(again.error);
    expect(await runJobs(again.data.runId)).toMatchObject({ status: "succeeded", total: 1 });
    expect(fake().embedRequests).toHaveLength(e0 + 3);

    const { results: r } = await getResults(w.scope, g.projectId);
    const a = r.questions.find((q) => q.questionId === "q-rate-a")!;
    const b = r.questions.find((q) => q.questionId === "q-rate-b")!;
    expect(a.ssr!.answers).toBe(24);
    expect(a.ssr!.likert.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 5);
    // What was said about A is positive, about B mostly negative: SSR ranks them like the stated ratings.
    expect(a.ssr!.mean.estimate).toBeGreaterThan(b.ssr!.mean.estimate);
  });

  it("runs the feedback analysis with the engine, keeps only claims on real turns, keeps history, and stops at the budget", async () => {
    const w = await world();
    const g = await seedFinishedGroup(w.brand.id);
    // Offline first: no engine connected.
    const offline = await analysis.runFgFeedbackAnalysisAction({ projectId: g.projectId });
    if (!offline.ok) throw new Error(offline.error);
    expect(await runJobs(offline.data.runId)).toMatchObject({ status: "succeeded", total: 1 });
    const [first] = await listAnalyses(w.scope, g.projectId);
    expect(first!.content).toMatchObject({ method: "offline", note: expect.stringContaining("/integrations") });

    await connectEngine(w.brand.id);
    const before = fake().requests.length;
    const run = await analysis.runFgFeedbackAnalysisAction({ projectId: g.projectId });
    if (!run.ok) throw new Error(run.error);
    // 72 answers: cluster, one map batch, one reduce.
    expect(await runJobs(run.data.runId)).toMatchObject({ status: "succeeded", done: 3, total: 3 });
    expect(fake().requests.length).toBe(before + 2);
    const [latest, earlier] = await listAnalyses(w.scope, g.projectId);
    expect(earlier!.content.method).toBe("offline");
    expect(latest!.content.method).toBe("engine");
    const c = latest!.content;
    expect(c.answers).toBe(72);
    expect(c.themes.find((t) => t.key === "t1")!.name).toBe("Strong, short promise");
    expect(c.themes.reduce((n, t) => n + t.count, 0)).toBeLessThanOrEqual(72);
    // The claim with an invented quote is dropped; the one with a real quote keeps only that quote.
    expect(c.winConditions).toHaveLength(1);
    expect(c.winConditions[0]).toMatchObject({ stimulusId: g.ids.stimulusB, text: "Say what the coffee does, not that it waits." });
    expect(c.winConditions[0]!.turnIds).toHaveLength(1);
    // Leo rated B 5 while calling it boring and confusing: found in both runs; the engine's invented turn is not.
    expect(c.contradictions.filter((x) => x.rating === 5 && x.said < 0)).toHaveLength(2);
    expect(c.contradictions.some((x) => x.turnId === "11111111-1111-4111-8111-111111111111")).toBe(false);
    expect(c.sentiment.byStimulus.map((s) => s.key).sort()).toEqual([g.ids.stimulusA, g.ids.stimulusB].sort());
    expect(c.sentiment.byStimulus.find((s) => s.key === g.ids.stimulusA)!.mean).toBeGreaterThan(c.sentiment.byStimulus.find((s) => s.key === g.ids.stimulusB)!.mean);
    const metered = await getDb().select().from(apiCalls).where(and(eq(apiCalls.brandId, w.brand.id), like(apiCalls.purpose, "fg.analysis")));
    expect(metered).toHaveLength(2);

    // Budget: this month's research spend already exceeds the limit — the engine is not asked and the run
    // stops, saying why; no analysis is stored.
    await getDb().insert(personasBriefSettings).values({ brandId: w.brand.id, monthlyBudgetUsd: "0.01" });
    const calls = fake().requests.length;
    const stopped = await analysis.runFgFeedbackAnalysisAction({ projectId: g.projectId });
    if (!stopped.ok) throw new Error(stopped.error);
    expect(await runJobs(stopped.data.runId)).toMatchObject({ status: "budget", done: 1, message: expect.stringContaining("budget") });
    expect(fake().requests.length).toBe(calls);
    expect(await listAnalyses(w.scope, g.projectId)).toHaveLength(2);
  });

  it("records real outcomes and pools correction factors over the owner's brands the user can open only", async () => {
    const owner = await createUser();
    const x = await createBrand(owner, "Roastery X");
    const y = await createBrand(owner, "Roastery Y");
    await getDb().update(brands).set({ industry: "Coffee" }).where(eq(brands.id, x.id));
    await getDb().update(brands).set({ industry: "Coffee" }).where(eq(brands.id, y.id));
    const otherOwner = await createUser();
    const z = await createBrand(otherOwner, "Other agency brand");
    await getDb().update(brands).set({ industry: "Coffee" }).where(eq(brands.id, z.id));
    await addMember(z.id, owner, "member");
    const gx = await seedFinishedGroup(x.id);
    const gy = await seedFinishedGroup(y.id);
    const gz = await seedFinishedGroup(z.id);

    actAs(owner);
    await selectBrand(owner, x.id);
    const rec = await results.recordFgOutcomeAction({ projectId: gx.projectId, stimulusId: gx.ids.stimulusA, metric: "CTR", actual: 0.05 });
    expect(rec).toMatchObject({ ok: true, data: { basis: expect.stringContaining("share choosing it") } });
    if (rec.ok) expect(rec.data.predicted).toBeCloseTo(10 / 12);
    await selectBrand(owner, y.id);
    expect((await results.recordFgOutcomeAction({ projectId: gy.projectId, stimulusId: gy.ids.stimulusB, metric: "ctr", actual: 0.01 })).ok).toBe(true);
    // Another owner's brand (the user is a member there) has its own outcome: never pooled with this owner's.
    await selectBrand(owner, z.id);
    expect((await results.recordFgOutcomeAction({ projectId: gz.projectId, stimulusId: gz.ids.stimulusA, metric: "CTR", actual: 0.5 })).ok).toBe(true);
    // A stimulus of another brand, or bad numbers, are refused clearly.
    expect(await results.recordFgOutcomeAction({ projectId: gz.projectId, stimulusId: gx.ids.stimulusA, metric: "CTR", actual: 1 })).toMatchObject({ ok: false, error: expect.stringContaining("No question") });
    expect(await results.recordFgOutcomeAction({ projectId: gz.projectId, stimulusId: gz.ids.stimulusA, metric: "CTR", actual: -1 })).toMatchObject({ ok: false, error: "The real value cannot be negative." });

    const fx = await factorsForBrand(await scopeFor(owner, x.id));
    expect(fx.industry).toBe("Coffee");
    expect(fx.own).toHaveLength(1);
    expect(fx.own[0]!.n).toBe(2);
    expect(fx.own[0]!.factor).toBeCloseTo((0.05 / (10 / 12) + 0.01 / (2 / 12)) / 2, 5);
    const fz = await factorsForBrand(await scopeFor(owner, z.id));
    expect(fz.own).toEqual([expect.objectContaining({ n: 1 })]);

    // A member of X alone cannot open Y: the factor pools X's outcome only.
    const member = await createUser();
    await addMember(x.id, member, "member");
    const fm = await factorsForBrand(await scopeFor(member, x.id));
    expect(fm.own.map((f) => f.n)).toEqual([1]);

    const [row] = await getDb().select().from(fgOutcomes).where(eq(fgOutcomes.brandId, x.id));
    actAs(member);
    await selectBrand(member, x.id);
    expect((await results.deleteFgOutcomeAction({ outcomeId: row!.id })).ok).toBe(true);
    expect(await results.deleteFgOutcomeAction({ outcomeId: row!.id })).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
  });

  it("dashboard: projects by status, recent sessions, the winner and this month's fg spend", async () => {
    const w = await world();
    const g = await seedFinishedGroup(w.brand.id);
    await getDb().insert(apiCalls).values({ brandId: w.brand.id, provider: "openai-compatible", purpose: "fg.session", method: "POST", host: "x", path: "/v1", ok: true, latencyMs: 5, costUsd: "0.42" });
    await getDb().insert(apiCalls).values({ brandId: w.brand.id, provider: "openai-compatible", purpose: "personas.generate", method: "POST", host: "x", path: "/v1", ok: true, latencyMs: 5, costUsd: "9" });
    const d = await loadFgDashboard(w.scope);
    expect(d.byStatus.done).toBe(1);
    expect(d.projects[0]).toMatchObject({ sessions: 2, lastRunAt: expect.any(Date) });
    expect(await listResultProjects(w.scope)).toEqual([expect.objectContaining({ id: g.projectId, sessions: 2, answered: 2 })]);
    const sessions = await listProjectSessions(w.scope, g.projectId);
    expect(sessions.map((s) => s.answers)).toEqual([36, 36]);
    expect(defaultSessionIds(sessions)).toEqual(g.sessionIds);
    expect(d.recent.map((s) => s.name).sort()).toEqual(["Run 1", "Run 2"]);
    expect(d.winners).toHaveLength(1);
    expect(d.winners[0]!.comparison!.winner!.stimulusId).toBe(g.ids.stimulusA);
    expect(d.spend.usd).toBeCloseTo(0.42);
    expect(await getDb().select().from(fgAnalyses).where(eq(fgAnalyses.brandId, w.brand.id))).toEqual([]);
  });
});
