import { describe, expect, it } from "vitest";
import { FIXTURE_PERSONAS, fixtureGuide, fixtureStimuli, fixtureTurns, type FixtureIds } from "@/tests/support/fg-results-fixture";
import { clearWinner, computeResults, UNSEGMENTED } from "./compute";
import type { ResultsData } from "./types";

const ids: FixtureIds = { stimulusA: "sa", stimulusB: "sb", personas: FIXTURE_PERSONAS.map((_, i) => `p${i}`) };

function data(runs: (1 | 2)[] = [1, 2]): ResultsData {
  const sessions = runs.map((run) => ({
    id: `s${run}`,
    name: `Run ${run}`,
    seed: run,
    status: "succeeded" as const,
    engineLabel: "Fake engine",
    model: "fake-model",
    participantIds: ids.personas,
    guide: fixtureGuide(ids),
    stimuli: fixtureStimuli(ids),
    createdAt: new Date(),
    finishedAt: new Date(),
  }));
  const turns = runs.flatMap((run) =>
    fixtureTurns(ids, run).map((t) => ({ id: `s${run}-${t.seq}`, sessionId: `s${run}`, seq: t.seq, speaker: t.speaker, personaId: t.personaIndex === null ? null : ids.personas[t.personaIndex]!, questionId: t.questionId, stimulusId: t.stimulusId, content: t.content, answer: t.answer })),
  );
  return {
    project: { id: "proj", name: "Cold brew", status: "done", objective: "", decision: "" },
    sessions,
    turns,
    personas: FIXTURE_PERSONAS.map((p, i) => ({ id: ids.personas[i]!, name: p.name, segmentKey: p.segmentKey })),
    stimuli: fixtureStimuli(ids).map((s) => ({ id: s.id, label: s.label, variant: s.variant, variantGroup: s.variantGroup, kind: s.kind })),
  };
}

describe("computeResults", () => {
  const r = computeResults(data(), new Map(), { b: 500 });

  it("counts participants, runs and answers", () => {
    expect(r.participants).toBe(6);
    expect(r.runs).toBe(2);
    // Per run: 6 warm-up + 6 rating A + 6 probe A + 6 rating B + 6 choice + 6 ranking.
    expect(r.answers).toBe(72);
    expect(r.engines).toEqual(["Fake engine"]);
  });

  it("gives mean ratings per stimulus with intervals around them", () => {
    const a = r.questions.find((q) => q.questionId === "q-rate-a")!;
    const b = r.questions.find((q) => q.questionId === "q-rate-b")!;
    // Run 1: 5,4,5,4,4,5 (27); run 2: 5,5,5,4,3,5 (27) → 54/12.
    expect(a.rating!.interval.estimate).toBeCloseTo(4.5, 10);
    expect(a.rating!.interval.low).toBeLessThan(4.5);
    expect(a.rating!.interval.high).toBeGreaterThan(4.5);
    expect(a.rating!.interval.clusters).toBe(12);
    expect(b.rating!.interval.estimate).toBeCloseTo(17 / 6, 10);
    expect(a.rating!.distribution.map((d) => d.value)).toEqual([1, 2, 3, 4, 5]);
    expect(a.rating!.distribution.reduce((s, d) => s + d.count, 0)).toBe(12);
    expect(a.answers).toBe(24); // rating answers and probe answers
    expect(a.rating!.quotes[0]!.value).toBe("5");
    expect(a.stimulus!.label).toBe("Smooth. Strong. Ready.");
  });

  it("gives choice shares with intervals and maps options to variants", () => {
    const c = r.questions.find((q) => q.questionId === "q-choice")!;
    expect(c.shares.map((s) => [s.option, s.count, s.stimulusId])).toEqual([
      ["A: Smooth. Strong. Ready.", 10, "sa"],
      ["B: Coffee that waits for you", 2, "sb"],
    ]);
    expect(c.shares[0]!.share.estimate).toBeCloseTo(10 / 12);
    expect(c.shares[0]!.quotes.length).toBeGreaterThan(0);
  });

  it("ranks options by mean rank", () => {
    const k = r.questions.find((q) => q.questionId === "q-rank")!;
    expect(k.ranks[0]!.option).toBe("A: Smooth. Strong. Ready.");
    expect(k.ranks[0]!.meanRank.estimate).toBeCloseTo(1 + 2 / 12);
    expect(k.ranks[0]!.firstShare).toBeCloseTo(10 / 12);
  });

  it("breaks results down by persona segment", () => {
    const a = r.questions.find((q) => q.questionId === "q-rate-a")!;
    expect(a.segments.map((s) => s.segment)).toEqual(["commuters", "students"]);
    expect(a.segments[0]!.rating!.estimate).toBeCloseTo((5 + 4 + 5 + 5 + 5 + 5) / 6);
    expect(a.segments.every((s) => s.participants === 3)).toBe(true);
  });

  it("calls A the winner: its choice share interval is clear of B's", () => {
    expect(r.winner?.basis).toBe("choice");
    expect(r.winner?.winner?.stimulusId).toBe("sa");
    expect(r.comparisons.find((c) => c.basis === "rating")?.winner?.stimulusId).toBe("sa");
  });

  it("has no clear winner when intervals overlap, and marks unsegmented personas", () => {
    const iv = (estimate: number, low: number, high: number) => ({ interval: { estimate, low, high, n: 4, clusters: 4 } });
    expect(clearWinner([iv(4, 3, 5), iv(3.5, 2.5, 4.5)])).toBeNull();
    expect(clearWinner([iv(4, 3.6, 4.4), iv(3, 2.5, 3.5)])).not.toBeNull();
    const d = data([1]);
    d.personas = d.personas.map((p) => ({ ...p, segmentKey: p.segmentKey === "students" ? null : p.segmentKey }));
    const one = computeResults(d, new Map(), { b: 200 });
    expect(one.questions.find((q) => q.questionId === "q-rate-a")!.segments.map((s) => s.segment)).toEqual(["commuters", UNSEGMENTED]);
  });

  it("uses stored SSR distributions for the scored answers", () => {
    const d = data([1]);
    const ssr = new Map(d.turns.filter((t) => t.questionId === "q-rate-b" && t.speaker === "participant").map((t) => [t.id, [0.5, 0.5, 0, 0, 0] as [number, number, number, number, number]]));
    const res = computeResults(d, ssr, { b: 200 });
    const b = res.questions.find((q) => q.questionId === "q-rate-b")!;
    expect(b.ssr!.likert).toEqual([0.5, 0.5, 0, 0, 0]);
    expect(b.ssr!.mean.estimate).toBeCloseTo(1.5);
    expect(b.ssr!.answers).toBe(6);
    expect(res.questions.find((q) => q.questionId === "q-rate-a")!.ssr).toBeNull();
  });

  it("is empty without answers", () => {
    const d = data([1]);
    d.turns = [];
    const res = computeResults(d);
    expect(res.questions).toEqual([]);
    expect(res.winner).toBeNull();
  });
});
