/**
 * Interviewing a persona against the loopback fake engine: the system prompt carries the persona's
 * profile, the brand's material and the not-a-real-person rule; the transcript is saved with the
 * persona version pinned; a budget stop and an engine error keep the question, and the retry answers
 * it; rename, delete and export work; another brand sees none of it.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { getDb } from "@/db/client";
import { aiEngines, apiCalls, knowledgeChunks, knowledgeSources, personaInterviewMessages, personaInterviews, personas, personasBriefSettings } from "@/db/schema";
import { EMPTY_PROFILE } from "@/modules/personas/profile";
import { lastUserText, systemText } from "../../support/fake-openai";
import { selectBrand } from "../helpers/brand-context";
import { fakeOpenAIForFile } from "../helpers/fake-engine";
import { createBrand, createUser } from "../helpers/factories";
import { actAs } from "../helpers/session";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const actions = await import("@/modules/personas/interviews/actions");

let failNext = false;
const fake = fakeOpenAIForFile((req) => {
  if (failNext) {
    failNext = false;
    return { status: 400, error: "model overloaded by the test" };
  }
  const q = lastUserText(req);
  if (/are you real/i.test(q)) return { content: "I'm a synthetic persona built for research, not a real person. But as a café owner…", promptTokens: 500, completionTokens: 40 };
  return { content: "Honestly, milk prices are what keep me up at night.", promptTokens: 500, completionTokens: 30 };
});

beforeEach(() => {
  actAs(null);
  failNext = false;
});

async function brandWithPersona(name: string) {
  const owner = await createUser();
  const brand = await createBrand(owner, name);
  await selectBrand(owner, brand.id);
  actAs(owner);
  const [persona] = await getDb()
    .insert(personas)
    .values({ brandId: brand.id, name: "Claire Martin", version: 2, profile: { ...EMPTY_PROFILE, summary: "Owns a small café in Lyon", age: 41, pains: ["Milk prices"], quote: "Mornings are chaos." } })
    .returning({ id: personas.id });
  return { owner, brand, personaId: persona!.id };
}

describe("persona interviews", () => {
  it("without an engine keeps the question and says what to connect", async () => {
    const { personaId } = await brandWithPersona("Interview No Engine");
    const r = await actions.askPersonaAction({ personaId, question: "What do you drink?" });
    expect(r).toMatchObject({ ok: true, data: { answer: null, error: expect.stringMatching(/No AI engine is connected.*\/integrations/) } });
    const msgs = await getDb().select().from(personaInterviewMessages).where(eq(personaInterviewMessages.interviewId, r.ok ? r.data.interviewId : ""));
    expect(msgs.map((m) => [m.role, m.content])).toEqual([["interviewer", "What do you drink?"]]);
  });

  it("answers in character with the profile and the rules as system context, saves the transcript and pins the version", async () => {
    const { brand, personaId } = await brandWithPersona("Interview Brew Co");
    await getDb().insert(aiEngines).values({ brandId: brand.id, label: "Local llama", provider: "openai-compatible", model: "llama3.1", baseUrl: fake().baseUrl, isDefault: true });
    const [source] = await getDb().insert(knowledgeSources).values({ brandId: brand.id, kind: "text", title: "Oat milk range", origin: "Oat milk range", status: "ready", chunkCount: 1 }).returning({ id: knowledgeSources.id });
    await getDb().insert(knowledgeChunks).values({ brandId: brand.id, sourceId: source!.id, position: 0, heading: "Prices", content: "Interview Brew Co sells barista oat milk to cafés at 1.90 per litre; milk prices are fixed for a year.", tokens: 25 });

    const asked = fake().requests.length;
    const r = await actions.askPersonaAction({ personaId, question: "How do milk prices affect you?" });
    expect(r).toMatchObject({ ok: true, data: { error: null, answer: { role: "persona", content: expect.stringContaining("milk prices") } } });
    const req = fake().requests.at(-1)!;
    expect(fake().requests.length).toBe(asked + 1);
    const system = systemText(req);
    expect(system).toContain("Claire Martin");
    expect(system).toContain("Owns a small café in Lyon");
    expect(system).toContain("- Milk prices");
    expect(system).toMatch(/Never claim to be a real person/);
    expect(system).toContain("synthetic persona built for research");
    expect(system).toMatch(/I don't know/);
    expect(system).toContain("1.90 per litre");
    expect(lastUserText(req)).toContain("How do milk prices affect you?");

    const interviewId = r.ok ? r.data.interviewId : "";
    expect(r.ok && r.data.answer?.citations[0]?.title).toMatch(/Oat milk range/);
    const [iv] = await getDb().select().from(personaInterviews).where(eq(personaInterviews.id, interviewId));
    expect(iv).toMatchObject({ personaVersion: 2, engineLabel: "Local llama", title: "How do milk prices affect you?" });

    // The follow-up carries the earlier turns.
    const r2 = await actions.askPersonaAction({ personaId, interviewId, question: "Are you real?" });
    expect(r2).toMatchObject({ ok: true, data: { answer: { content: expect.stringContaining("synthetic persona") } } });
    expect(lastUserText(fake().requests.at(-1)!)).toContain("Interviewer: How do milk prices affect you?");
    const calls = await getDb().select().from(apiCalls).where(and(eq(apiCalls.brandId, brand.id), like(apiCalls.purpose, "personas.interview")));
    expect(calls.length).toBe(2);

    const opened = await actions.getPersonaInterviewAction({ interviewId });
    expect(opened.ok && opened.data.transcript.map((m) => m.role)).toEqual(["interviewer", "persona", "interviewer", "persona"]);
    const md = await actions.exportPersonaInterviewAction({ interviewId, format: "md" });
    expect(md).toMatchObject({ ok: true, data: { filename: "how-do-milk-prices-affect-you.md", content: expect.stringContaining("**Interviewer**") } });
    expect(md.ok && md.data.content).toContain("synthetic persona (version 2)");

    expect(await actions.renamePersonaInterviewAction({ interviewId, title: "Pricing" })).toMatchObject({ ok: true });
    expect(await actions.renamePersonaInterviewAction({ interviewId, title: "  " })).toMatchObject({ ok: false, error: "Give the interview a title." });

    // Another brand: not found, nothing revealed.
    const other = await brandWithPersona("Interview Other Brand");
    expect(await actions.getPersonaInterviewAction({ interviewId })).toMatchObject({ ok: false, error: expect.stringMatching(/^Not found/) });
    expect(await actions.askPersonaAction({ personaId, interviewId, question: "Hi" })).toMatchObject({ ok: false, error: expect.stringMatching(/^Not found/) });
    expect(await actions.askPersonaAction({ personaId: other.personaId, interviewId, question: "Hi" })).toMatchObject({ ok: false, error: expect.stringMatching(/^Not found/) });
    expect(await actions.deletePersonaInterviewAction({ interviewId })).toMatchObject({ ok: false });
    expect(await getDb().select().from(personaInterviewMessages).where(eq(personaInterviewMessages.interviewId, interviewId))).toHaveLength(4);
  });

  it("a budget stop and an engine error keep the question; the retry answers it", async () => {
    const { brand, personaId } = await brandWithPersona("Interview Budget");
    await getDb().insert(aiEngines).values({ brandId: brand.id, label: "Local llama", provider: "openai-compatible", model: "llama3.1", baseUrl: fake().baseUrl, isDefault: true, priceInPerMTok: "1000", priceOutPerMTok: "1000" });
    await getDb().insert(personasBriefSettings).values({ brandId: brand.id, monthlyBudgetUsd: "0.01" });
    const asked = fake().requests.length;
    const r = await actions.askPersonaAction({ personaId, question: "Would you pay more for oat milk?" });
    expect(r).toMatchObject({ ok: true, data: { answer: null, error: expect.stringMatching(/budget/i) } });
    expect(fake().requests.length).toBe(asked);
    const interviewId = r.ok ? r.data.interviewId : "";
    const stored = await getDb().select().from(personaInterviewMessages).where(eq(personaInterviewMessages.interviewId, interviewId));
    expect(stored.map((m) => m.content)).toEqual(["Would you pay more for oat milk?"]);

    await getDb().update(personasBriefSettings).set({ monthlyBudgetUsd: null }).where(eq(personasBriefSettings.brandId, brand.id));
    failNext = true;
    const failed = await actions.retryPersonaAnswerAction({ interviewId });
    expect(failed).toMatchObject({ ok: true, data: { answer: null, error: expect.stringMatching(/^Local llama could not answer: .*model overloaded by the test/) } });
    expect(await getDb().select().from(personaInterviewMessages).where(eq(personaInterviewMessages.interviewId, interviewId))).toHaveLength(1);

    const retried = await actions.retryPersonaAnswerAction({ interviewId });
    expect(retried).toMatchObject({ ok: true, data: { error: null, answer: { role: "persona" } } });
    expect(await actions.retryPersonaAnswerAction({ interviewId })).toMatchObject({ ok: false, error: expect.stringMatching(/has an answer already/) });

    expect(await actions.deletePersonaInterviewAction({ interviewId })).toMatchObject({ ok: true });
    expect(await getDb().select().from(personaInterviewMessages).where(eq(personaInterviewMessages.interviewId, interviewId))).toHaveLength(0);
  });
});
