import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, asc, eq, like } from "drizzle-orm";
import { getDb } from "@/db/client";
import { apiCalls, fgProjects, fgSessions, fgTurns, personasBriefSettings } from "@/db/schema";
import { JobRunner } from "@/lib/jobs";
import { lastUserText, systemText, type FakeChatRequest } from "../../support/fake-openai";
import { participantName, scriptedFocusGroup } from "../../support/fg-participants";
import { fakeOpenAIForFile } from "../helpers/fake-engine";
import { addFakeEngine, seedFgProject } from "../helpers/fg-session";
import { actAs } from "../helpers/session";
import { selectBrand } from "../helpers/brand-context";
import { createBrand, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const actions = await import("@/modules/focus-groups/session/actions");
const { executeSession } = await import("@/modules/focus-groups/session/run");
const { FG_SESSION_TASK } = await import("@/modules/focus-groups/session/task");

/** Called on every model request before it is answered (a test's hook: abort, pause, cancel). */
let onRequest: ((n: number, req: FakeChatRequest) => Promise<void> | void) | null = null;
let longWinded: string | undefined;
let offScale = false;
let calls = 0;

const fake = fakeOpenAIForFile(async (req) => {
  calls++;
  await onRequest?.(calls, req);
  const reply = scriptedFocusGroup(req, { longWinded });
  // A model that ignores the scale: a rating of 9 on a 1–7 question.
  if (offScale && reply.content?.includes('"rating"')) return { ...reply, content: reply.content.replace(/"rating":\d+/, '"rating":9') };
  return reply;
});

beforeEach(() => {
  actAs(null);
  onRequest = null;
  longWinded = undefined;
  offScale = false;
  calls = 0;
});

async function world(opts: { budget?: number; probes?: boolean } = {}) {
  const owner = await createUser({ fullName: "Fay Owner" });
  const brand = await createBrand(owner, "Invoicely");
  await addFakeEngine(brand.id, fake().baseUrl);
  if (opts.budget !== undefined) await getDb().insert(personasBriefSettings).values({ brandId: brand.id, monthlyBudgetUsd: String(opts.budget) });
  const seeded = await seedFgProject(brand.id, owner.id, { probes: opts.probes });
  await selectBrand(owner, brand.id);
  actAs(owner);
  return { owner, brand, ...seeded };
}

async function start(projectId: string, extra: { perSegment?: boolean; seed?: number; personaIds?: string[] } = {}): Promise<string[]> {
  const r = await actions.startFgSessionAction({ projectId, name: "Round 1", personaIds: extra.personaIds ?? [], perSegment: extra.perSegment ?? false, seed: extra.seed ?? 7 });
  if (!r.ok) throw new Error(r.error);
  return r.data.sessionIds;
}

const session = async (id: string) => (await getDb().select().from(fgSessions).where(eq(fgSessions.id, id)))[0]!;
const turnsOf = (id: string) => getDb().select().from(fgTurns).where(eq(fgTurns.sessionId, id)).orderBy(asc(fgTurns.seq));
const runner = () => new JobRunner({ workerId: `fg-test-${Math.random()}`, tasks: [FG_SESSION_TASK], pollMs: 20 });

describe("focus-group sessions", () => {
  it("runs the guide on the job runner: moderator and participants in order, in character, reacting to each other, with validated structured answers", async () => {
    const w = await world();
    longWinded = "Tom Berger";
    const [id] = await start(w.projectId);
    const created = await session(id!);
    // 4 questions × (ask + 3 answers) + one probe round (probe + 3 answers) on the rating.
    expect(created).toMatchObject({ status: "queued", totalSteps: 20, seed: 7, engineLabel: "Local test model", model: "test-model" });
    expect(created.guide.sections).toHaveLength(3);
    expect(created.stimuli).toHaveLength(3);

    await runner().runDueOnce();
    const done = await session(id!);
    expect(done.status).toBe("succeeded");
    expect(done.cursor.step).toBe(20);
    const turns = await turnsOf(id!);
    expect(turns.map((t) => t.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(turns.filter((t) => t.speaker === "moderator")).toHaveLength(5);
    expect(turns[0]).toMatchObject({ speaker: "moderator", questionId: "q-warm", content: "How do you handle invoices today?", personaId: null });

    // Each question: the moderator first, then every participant once; the speaking order rotates.
    const byQuestion = (q: string) => turns.filter((t) => t.questionId === q);
    const firstSpeakers = ["q-warm", "q-rate", "q-choice", "q-rank"].map((q) => byQuestion(q)[1]!.personaId);
    expect(new Set(firstSpeakers).size).toBeGreaterThan(1);
    for (const q of ["q-warm", "q-choice", "q-rank"]) {
      const list = byQuestion(q);
      expect(list[0]!.speaker).toBe("moderator");
      expect(new Set(list.slice(1).map((t) => t.personaId))).toEqual(new Set(w.personaIds));
    }

    // Structured answers stored and within the question's bounds.
    for (const t of byQuestion("q-rate").filter((t) => t.speaker === "participant").slice(0, 3)) expect(t.answer).toEqual({ rating: 5 });
    for (const t of byQuestion("q-choice").filter((t) => t.speaker === "participant")) expect(t.answer).toEqual({ choice: expect.stringMatching(/^(A: Get paid faster|B: Never chase again)$/) });
    for (const t of byQuestion("q-rank").filter((t) => t.speaker === "participant")) expect(t.answer).toEqual({ ranking: ["Speed", "Politeness", "Price"] });
    expect(byQuestion("q-rate")[0]).toMatchObject({ stimulusId: w.stimuli.concept });

    // The probe round: an engine-written follow-up, then words-only answers.
    const rate = byQuestion("q-rate");
    expect(rate[4]).toMatchObject({ speaker: "moderator", content: "What worries you most about letting an app write to your clients?" });
    expect(rate.slice(5).every((t) => t.speaker === "participant" && t.answer === null)).toBe(true);

    // The turn cap: Tom's long answers were cut at 40 words, and the prompt said so.
    const tom = turns.find((t) => t.personaId === w.personaIds[1]);
    expect(tom!.content.split(/\s+/).filter((x) => x !== "…")).toHaveLength(40);
    expect(tom!.content.endsWith("…")).toBe(true);

    // In character with the persona's profile, the stimulus shown, and the others' words in the prompt.
    const reqs = fake().requests;
    const participantCalls = reqs.filter((r) => participantName(r));
    expect(participantCalls).toHaveLength(15);
    const ines = participantCalls.find((r) => participantName(r) === "Ines Duarte" && lastUserText(r).includes("How appealing is this concept?"))!;
    expect(systemText(ines)).toContain("Agency operations lead");
    expect(systemText(ines)).toContain("Reporting to clients takes hours");
    expect(lastUserText(ines)).toContain("An app that chases unpaid invoices for you");
    expect(lastUserText(ines)).toContain("Give a whole-number rating from 1 to 7 (1 = Not at all, 7 = Very)");
    expect(lastUserText(ines)).toContain("Answer in at most 40 words; anything longer is cut off at 40 words.");
    // The second speaker on the warm-up hears the moderator and the first speaker, by name.
    const second = participantCalls[1]!;
    expect(lastUserText(second)).toMatch(/react to the others\):\nModerator: How do you handle invoices today\?\n(Maya Chen|Tom Berger|Ines Duarte): \1 here, first to speak/);
    // Variants of the choice question are shown to each participant in their own order.
    const choiceOrders = participantCalls.filter((r) => lastUserText(r).includes("Which headline")).map((r) => lastUserText(r).indexOf("variant A") < lastUserText(r).indexOf("variant B"));
    expect(choiceOrders).toHaveLength(3);

    // Metered: every call is in the ledger under fg.session; the session's cost is their sum.
    const ledger = await getDb().select().from(apiCalls).where(and(eq(apiCalls.brandId, w.brand.id), like(apiCalls.purpose, "fg.session")));
    expect(ledger).toHaveLength(16);
    const spent = ledger.reduce((n, c) => n + Number(c.costUsd), 0);
    expect(Number(done.costUsd)).toBeCloseTo(spent, 4);
  });

  it("a run killed in the middle resumes at the next turn, never repeating or skipping one", async () => {
    const w = await world({ probes: false });
    const [id] = await start(w.projectId);
    const jobId = (await session(id!)).jobId!;
    const stop = new AbortController();
    onRequest = (n) => {
      if (n === 4) stop.abort();
    };
    await executeSession(id!, jobId, stop.signal);
    const cut = await turnsOf(id!);
    // Turn 1 (moderator), 2–4 (answers) then the 4th call's turn (the next question's first answer after its ask).
    expect(cut.length).toBeGreaterThan(0);
    expect(cut.length).toBeLessThan(16);
    expect((await session(id!)).cursor.step).toBe(cut.length);

    // Two workers pick the session up at once (a restart while the old one wakes up): one turn per seq.
    onRequest = null;
    await Promise.all([executeSession(id!, jobId), executeSession(id!, jobId)]);
    const all = await turnsOf(id!);
    expect(all.map((t) => t.seq)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(all.slice(0, cut.length).map((t) => t.id)).toEqual(cut.map((t) => t.id));
    const final = await session(id!);
    expect(final).toMatchObject({ status: "succeeded", cursor: { step: 16 } });
  });

  it("pauses after the turn in flight, resumes from the cursor, and can be cancelled", async () => {
    const w = await world({ probes: false });
    const [id] = await start(w.projectId);
    onRequest = async (n) => {
      if (n === 2) expect(await actions.pauseFgSessionAction({ sessionId: id! })).toMatchObject({ ok: true });
    };
    await runner().runDueOnce();
    const paused = await session(id!);
    expect(paused.status).toBe("paused");
    const before = await turnsOf(id!);
    // The turn whose call was answered after the pause is still written; nothing after it.
    expect(before).toHaveLength(3);
    expect(paused.cursor.step).toBe(3);
    expect(await actions.pauseFgSessionAction({ sessionId: id! })).toMatchObject({ ok: false, error: expect.stringContaining("Only a queued or running session") });

    onRequest = null;
    expect(await actions.resumeFgSessionAction({ sessionId: id! })).toMatchObject({ ok: true });
    const resumed = await session(id!);
    expect(resumed.status).toBe("queued");
    expect(resumed.jobId).not.toBe(paused.jobId);
    // The superseded job does nothing even if it ran again.
    await executeSession(id!, paused.jobId!);
    expect(await turnsOf(id!)).toHaveLength(3);
    await runner().runDueOnce();
    expect(await session(id!)).toMatchObject({ status: "succeeded" });
    expect((await turnsOf(id!)).map((t) => t.seq)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));

    // Cancel: a second session stops after the turn in flight and cannot be resumed.
    const [second] = await start(w.projectId, { seed: 8 });
    calls = 0;
    onRequest = async (n) => {
      if (n === 2) expect(await actions.cancelFgSessionAction({ sessionId: second! })).toMatchObject({ ok: true });
    };
    await runner().runDueOnce();
    expect(await session(second!)).toMatchObject({ status: "cancelled" });
    expect(await turnsOf(second!)).toHaveLength(3);
    expect(await actions.resumeFgSessionAction({ sessionId: second! })).toMatchObject({ ok: false, error: expect.stringContaining("Only a paused") });
    expect(await actions.cancelFgSessionAction({ sessionId: second! })).toMatchObject({ ok: false, error: "This session has already ended." });
  });

  it("stops before the research budget would be exceeded, says why, and resumes once it is raised", async () => {
    // Each answer costs $1.10 (1,000 tokens in, 100 out at $1 per 1,000) and may cost up to ~$0.75
    // (its prompt and a full-length reply): $3.50 allows three answers, not a fourth.
    const w = await world({ budget: 3.5, probes: false });
    const [id] = await start(w.projectId);
    await runner().runDueOnce();
    const stopped = await session(id!);
    expect(stopped.status).toBe("budget");
    expect(stopped.message).toMatch(/budget of \$3\.50/);
    expect(stopped.message).toContain("/personas-brief-settings");
    expect(calls).toBe(3);
    // The warm-up's ask and three answers, then the next question's ask (no call); then it stopped.
    expect(await turnsOf(id!)).toHaveLength(5);
    expect(Number(stopped.costUsd)).toBeCloseTo(3.3, 4);

    expect(await actions.resumeFgSessionAction({ sessionId: id! })).toMatchObject({ ok: false, error: expect.stringContaining("budget") });
    await getDb().update(personasBriefSettings).set({ monthlyBudgetUsd: "100" }).where(eq(personasBriefSettings.brandId, w.brand.id));
    expect(await actions.resumeFgSessionAction({ sessionId: id! })).toMatchObject({ ok: true });
    await runner().runDueOnce();
    expect(await session(id!)).toMatchObject({ status: "succeeded" });
    expect(await turnsOf(id!)).toHaveLength(16);
  });

  it("starts one session per segment, runs again with another seed on the same snapshot, and refuses what cannot run", async () => {
    const w = await world({ probes: false });
    await getDb().update(fgProjects).set({ status: "ready" }).where(eq(fgProjects.id, w.projectId));
    const ids = await start(w.projectId, { perSegment: true });
    expect((await getDb().select({ status: fgProjects.status }).from(fgProjects).where(eq(fgProjects.id, w.projectId)))[0]!.status).toBe("running");
    expect(ids).toHaveLength(2);
    const rows = await Promise.all(ids.map(session));
    expect(rows.map((r) => r.name).sort()).toEqual(["Round 1 — Agencies", "Round 1 — Freelancers"]);
    expect(rows.map((r) => r.participantIds.length).sort()).toEqual([1, 2]);

    const again = await actions.rerunFgSessionAction({ sessionId: ids[0]!, seed: 99 });
    if (!again.ok) throw new Error(again.error);
    const rerun = await session(again.data.sessionId);
    expect(rerun).toMatchObject({ seed: 99, participantIds: rows[0]!.participantIds, guide: rows[0]!.guide, name: `${rows[0]!.name} · seed 99` });

    // A subset of participants.
    const [subset] = await start(w.projectId, { personaIds: [w.personaIds[0]!] });
    expect((await session(subset!)).participantIds).toEqual([w.personaIds[0]]);

    // A guide with problems is refused with each problem listed.
    await getDb().execute(`update fg_guides set sections = '[{"key":"s","title":"S","kind":"stimulus","questions":[{"id":"x","kind":"rating","text":"Rate it","probes":[]}]}]'::jsonb where project_id = '${w.projectId}'`);
    const refused = await actions.startFgSessionAction({ projectId: w.projectId, name: "Bad", personaIds: [], perSegment: false, seed: 1 });
    expect(refused).toMatchObject({ ok: false, error: expect.stringContaining("S, question 1 is a rating without a scale.") });
    expect(refused.ok ? "" : refused.error).toContain("/preparing-inputs");

    // Bad input is a clear error, not a 500.
    expect(await actions.startFgSessionAction({ projectId: w.projectId, name: " ", personaIds: [], perSegment: false, seed: 1 })).toMatchObject({ ok: false, error: "Give the session a name." });
    expect(await actions.startFgSessionAction({ projectId: w.projectId, name: "x", personaIds: [], perSegment: false, seed: 0 })).toMatchObject({ ok: false });

    // Not run here: cancelled, so a later test's runner finds nothing of this brand to do.
    for (const s of await getDb().select({ id: fgSessions.id }).from(fgSessions).where(eq(fgSessions.brandId, w.brand.id))) {
      expect(await actions.cancelFgSessionAction({ sessionId: s.id })).toMatchObject({ ok: true });
    }
  });

  it("never stores a rating off the question's scale: the turn is asked twice, then the session fails with why, and Resume retries it", async () => {
    const w = await world({ probes: false });
    const [id] = await start(w.projectId);
    offScale = true;
    await runner().runDueOnce();
    const failed = await session(id!);
    expect(failed.status).toBe("failed");
    expect(failed.message).toMatch(/^Turn 6 of 16 failed: Local test model \(OpenAI-compatible, test-model\) answered, but it does not match the required shape \(rating: .+\)\. Resume to try this turn again\.$/);
    // Warm-up (ask + 3 answers) and the rating's ask are stored; no rating of 9 anywhere.
    expect(await turnsOf(id!)).toHaveLength(5);
    expect(calls).toBe(5);

    offScale = false;
    expect(await actions.resumeFgSessionAction({ sessionId: id! })).toMatchObject({ ok: true });
    await runner().runDueOnce();
    expect(await session(id!)).toMatchObject({ status: "succeeded", message: null });
    const ratings = (await turnsOf(id!)).filter((t) => t.questionId === "q-rate" && t.speaker === "participant").map((t) => t.answer);
    expect(ratings).toEqual([{ rating: 5 }, { rating: 5 }, { rating: 5 }]);
  });

  it("the live poll returns the turns after the last one seen", async () => {
    const w = await world({ probes: false });
    const [id] = await start(w.projectId);
    await runner().runDueOnce();
    const all = await actions.fgSessionTurnsAction({ sessionId: id!, afterSeq: 0 });
    if (!all.ok) throw new Error(all.error);
    expect(all.data.turns).toHaveLength(16);
    expect(all.data.turns[1]!.personaName).toMatch(/Maya Chen|Tom Berger|Ines Duarte/);
    expect(all.data.session).toMatchObject({ status: "succeeded", step: 16, totalSteps: 16 });
    const tail = await actions.fgSessionTurnsAction({ sessionId: id!, afterSeq: 14 });
    expect(tail.ok && tail.data.turns.map((t) => t.seq)).toEqual([15, 16]);
  });
});
