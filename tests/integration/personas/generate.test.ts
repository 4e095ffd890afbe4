/**
 * Persona generation end to end against the loopback fake engine: a run stores its plan and walks it
 * in the personas.generate job; schema-valid answers become personas (with version 1, the slot and
 * the engine), invalid answers are retried twice then counted failed with the reason, a
 * contradiction is regenerated once then flagged, the research budget stops a run before the call
 * that could exceed it, and a run resumed after a crash never generates a slot twice. Import: CSV
 * and JSON (both shapes), per-row errors naming row and field, idempotent re-import.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { aiEngines, apiCalls, knowledgeChunks, knowledgeSources, personaGenerationRuns, personas, personasBriefs, personasBriefSettings, personaVersions } from "@/db/schema";
import { listCitations } from "@/modules/knowledge/grounding";
import { scopeFor } from "@/lib/brand-scope";
import { ensureJobQueues, JobRunner } from "@/lib/jobs";
import { lastUserText, type FakeChatRequest, type FakeReply } from "../../support/fake-openai";
import { selectBrand } from "../helpers/brand-context";
import { fakeOpenAIForFile } from "../helpers/fake-engine";
import { createBrand, createUser } from "../helpers/factories";
import { actAs } from "../helpers/session";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const actions = await import("@/modules/personas/generate/actions");
const importActions = await import("@/modules/personas/import/actions");
const { PERSONAS_GENERATE_TASK } = await import("@/modules/personas/generate/jobs");
const { executeGeneration } = await import("@/modules/personas/generate/run");
const { getRunView } = await import("@/modules/personas/generate/queries");

const LIVES = [
  ["Maya Chen", "Runs a small specialty café in Leeds and roasts beans at weekends.", "Consistent espresso through the morning rush", "Grinder drift"],
  ["Tom Okafor", "Buys equipment for a chain of twelve hotel breakfast bars.", "Fewer suppliers to manage", "Staff turnover ruins training"],
  ["Ines Duarte", "Home barista who upgrades her kit every few years and reads every review.", "Café-quality flat whites at home", "Confusing model names"],
  ["Rahul Mehta", "Office manager stocking coffee for a forty-person design studio.", "Happy staff without a barista", "Machines that break on Mondays"],
  ["Greta Lind", "Retired nurse turned weekend market stall owner selling pour-over.", "A stall that pays for itself", "Carrying heavy kit"],
] as const;

type Behaviour = "valid" | "invalid" | "invalid-then-valid" | "too-old";
let behaviour: Behaviour = "valid";
let calls = 0;
let onCall: (() => void) | null = null;

function personaJson(i: number, over: Record<string, unknown> = {}): string {
  const [name, summary, goal, pain] = LIVES[i % LIVES.length]!;
  return JSON.stringify({
    name: i < LIVES.length ? name : `${name} ${i}`,
    profile: {
      summary: i < LIVES.length ? summary : `${summary} Variant ${i} with a different story about ${i * 7} customers.`,
      age: 30 + (i % 5) * 5,
      gender: "woman",
      location: "Leeds",
      occupation: "Café owner",
      company: null,
      income: null,
      education: null,
      goals: [goal],
      pains: [pain],
      objections: ["Price"],
      channels: ["Instagram"],
      buyingRole: null,
      decisionCriteria: [],
      mediaHabits: [],
      values: [],
      backstory: "Started with a cart.",
      quote: "Good coffee is a habit.",
      attributes: {},
      ...over,
    },
  });
}

const fake = fakeOpenAIForFile((req: FakeChatRequest): FakeReply => {
  if (!lastUserText(req).includes("Age between")) return { content: "{}" };
  const i = calls++;
  onCall?.();
  const usage = { promptTokens: 500, completionTokens: 500 };
  if (behaviour === "invalid") return { content: JSON.stringify({ name: "", profile: { summary: "" } }), ...usage };
  if (behaviour === "invalid-then-valid" && i % 2 === 0) return { content: "not json at all", ...usage };
  if (behaviour === "too-old") return { content: personaJson(i, { age: 90 }), ...usage };
  return { content: personaJson(i), ...usage };
});

beforeEach(() => {
  behaviour = "valid";
  calls = 0;
  onCall = null;
  actAs(null);
});

const runJobs = () => new JobRunner({ workerId: `personas-generate-${Math.random()}`, tasks: [PERSONAS_GENERATE_TASK] }).runDueOnce();

async function brandWithBrief(opts: { budget?: string; priced?: boolean } = {}) {
  await ensureJobQueues([PERSONAS_GENERATE_TASK]);
  const owner = await createUser();
  const brand = await createBrand(owner, `Personas ${Math.random().toString(36).slice(2, 8)}`);
  await getDb()
    .insert(aiEngines)
    .values({ brandId: brand.id, label: "Local llama", provider: "openai-compatible", model: "llama3.1", baseUrl: fake().baseUrl, isDefault: true, ...(opts.priced ? { priceInPerMTok: "1000", priceOutPerMTok: "1000" } : {}) });
  await getDb().insert(personasBriefSettings).values({ brandId: brand.id, monthlyBudgetUsd: opts.budget ?? null, requiredAttributes: ["goals", "pains"] });
  const [brief] = await getDb()
    .insert(personasBriefs)
    .values({
      brandId: brand.id,
      name: "Coffee buyers",
      audience: "People who buy espresso equipment",
      ageMin: 25,
      ageMax: 65,
      requiredAttributes: ["goals", "pains"],
      segments: [
        { key: "cafe", name: "Café owners", share: 40, description: "Own a small café", attributes: {} },
        { key: "home", name: "Home baristas", share: 60, description: "Make espresso at home", attributes: {} },
      ],
    })
    .returning({ id: personasBriefs.id });
  await selectBrand(owner, brand.id);
  actAs(owner);
  return { owner, brand, briefId: brief!.id, scope: await scopeFor(owner, brand.id) };
}

async function run(runId: string) {
  const [r] = await getDb().select().from(personaGenerationRuns).where(eq(personaGenerationRuns.id, runId));
  return r!;
}

async function start(briefId: string, count: number): Promise<string> {
  const r = await actions.startPersonaGenerationAction({ briefId, count, seed: 7 });
  expect(r).toMatchObject({ ok: true });
  return (r as { data: { runId: string } }).data.runId;
}

describe("generation", () => {
  it("stores the plan, then schema-valid personas with version 1, their slot and engine; planned vs actual per segment", async () => {
    const { brand, briefId, scope } = await brandWithBrief();
    // The brand's knowledge base grounds the personas; what they drew on is kept with each.
    const [source] = await getDb().insert(knowledgeSources).values({ brandId: brand.id, kind: "text", title: "Customer interviews", origin: "Customer interviews", status: "ready", chunkCount: 1 }).returning({ id: knowledgeSources.id });
    await getDb().insert(knowledgeChunks).values({ brandId: brand.id, sourceId: source!.id, position: 0, heading: "Who buys espresso equipment", content: "People who buy espresso equipment from us are mostly café owners and home baristas.", tokens: 20 });
    const runId = await start(briefId, 5);
    const queued = await run(runId);
    expect(queued.status).toBe("queued");
    expect(queued.plan).toHaveLength(5);
    expect(queued.plan.filter((s) => s.segmentKey === "cafe")).toHaveLength(2);
    expect(queued.plan.every((s) => s.status === "pending")).toBe(true);
    // A second run while one is queued is refused: one progress bar, one budget.
    expect(await actions.startPersonaGenerationAction({ briefId, count: 1 })).toEqual({ ok: false, error: "A generation is already running for this brand. Wait for it to finish or cancel it first." });

    await runJobs();
    const done = await run(runId);
    expect(done).toMatchObject({ status: "succeeded", done: 5, failed: 0, flagged: 0, regenerated: 0, message: null, engineLabel: "Local llama" });
    expect(Number(done.costUsd)).toBe(0);
    const made = await getDb().select().from(personas).where(eq(personas.runId, runId));
    expect(made).toHaveLength(5);
    expect(made.every((p) => p.brandId === brand.id && p.briefId === briefId && p.source === "generated" && !p.flagged)).toBe(true);
    const maya = made.find((p) => p.name === "Maya Chen")!;
    expect(maya.generation).toMatchObject({ engineLabel: "Local llama", model: expect.any(String), attempts: 1, slot: { index: 0, segmentKey: maya.segmentKey } });
    expect(maya.generation.grounding).toEqual([{ sourceId: source!.id, title: "Customer interviews", chunkId: expect.any(String) }]);
    expect(fake().requests.filter((r) => lastUserText(r).includes("People who buy espresso equipment from us are mostly café owners"))).toHaveLength(5);
    expect(await listCitations(scope, "personas.generate", [maya.id])).toEqual([expect.objectContaining({ sourceTitle: "Customer interviews" })]);
    expect(done.plan[0]).toMatchObject({ status: "done", personaId: maya.id, attempts: 1 });
    const versions = await getDb().select().from(personaVersions).where(eq(personaVersions.personaId, maya.id));
    expect(versions).toEqual([expect.objectContaining({ version: 1, name: "Maya Chen", note: "Generated from the brief" })]);
    // Every call is in the ledger under personas.generate.
    const ledger = await getDb().select().from(apiCalls).where(and(eq(apiCalls.brandId, brand.id), eq(apiCalls.purpose, "personas.generate")));
    expect(ledger).toHaveLength(5);

    const view = await getRunView(scope, runId);
    expect(view!.segments).toEqual([
      { key: expect.any(String), name: expect.any(String), planned: expect.any(Number), actual: expect.any(Number) },
      { key: expect.any(String), name: expect.any(String), planned: expect.any(Number), actual: expect.any(Number) },
    ]);
    expect(Object.fromEntries(view!.segments.map((s) => [s.name, [s.planned, s.actual]]))).toEqual({ "Café owners": [2, 2], "Home baristas": [3, 3] });
  });

  it("retries an invalid answer twice, then counts the slot failed with a clear reason", async () => {
    const { briefId } = await brandWithBrief();
    behaviour = "invalid";
    const runId = await start(briefId, 1);
    await runJobs();
    const r = await run(runId);
    expect(calls).toBe(3);
    expect(r).toMatchObject({ status: "failed", done: 0, failed: 1, message: "1 of 1 could not be generated." });
    expect(r.plan[0]).toMatchObject({ status: "failed", attempts: 3, error: expect.stringMatching(/^No valid persona after 3 attempts: Local llama \(.*\) answered, but /) });
    expect(await getDb().select().from(personas).where(eq(personas.runId, runId))).toEqual([]);
  });

  it("keeps the persona of a retried answer with its attempts counted", async () => {
    const { briefId } = await brandWithBrief();
    behaviour = "invalid-then-valid";
    const runId = await start(briefId, 1);
    await runJobs();
    expect(await run(runId)).toMatchObject({ status: "succeeded", done: 1, failed: 0 });
    const [p] = await getDb().select().from(personas).where(eq(personas.runId, runId));
    expect(p!.generation.attempts).toBe(2);
  });

  it("regenerates a contradiction once, then stores the persona flagged with its issues", async () => {
    const { briefId } = await brandWithBrief();
    behaviour = "too-old";
    const runId = await start(briefId, 1);
    await runJobs();
    expect(calls).toBe(2);
    const regen = fake().requests.at(-1)!;
    expect(lastUserText(regen)).toContain("Your previous answer had these problems; fix them:");
    expect(await run(runId)).toMatchObject({ status: "succeeded", done: 0, flagged: 1, regenerated: 1, message: "1 flagged by the consistency checks." });
    const [p] = await getDb().select().from(personas).where(eq(personas.runId, runId));
    expect(p!.flagged).toBe(true);
    expect(p!.consistency!.issues).toEqual([expect.objectContaining({ rule: "brief-age-range", severity: "error", field: "age" })]);
  });

  it("stops at the research budget before a call that could exceed it", async () => {
    // 1000 $/MTok: each answer costs $1 (500 + 500 tokens), the worst case of the next one ≈ $2.6.
    const { brand, briefId } = await brandWithBrief({ budget: "5", priced: true });
    const runId = await start(briefId, 5);
    await runJobs();
    const r = await run(runId);
    expect(r.status).toBe("budget");
    expect(r.done).toBe(3);
    expect(calls).toBe(3);
    expect(r.message).toMatch(/^Stopped before exceeding this month.s budget of \$5\.00: \$3\.00 spent.* Generation stopped; the personas generated so far are kept\./);
    expect(r.plan.filter((s) => s.status === "pending")).toHaveLength(2);
    const [spent] = await getDb()
      .select({ total: sql<string>`sum(${apiCalls.costUsd})` })
      .from(apiCalls)
      .where(and(eq(apiCalls.brandId, brand.id), eq(apiCalls.purpose, "personas.generate")));
    expect(Number(spent!.total)).toBeLessThanOrEqual(5);
    expect(Number(r.costUsd)).toBeCloseTo(3, 5);
  });

  it("resumes after a crash without generating a stored slot twice", async () => {
    const { briefId } = await brandWithBrief();
    const runId = await start(briefId, 3);
    // The first worker dies right after its first persona: its signal aborts, the loop stops there.
    const crash = new AbortController();
    onCall = () => crash.abort();
    await executeGeneration(runId, "job-1", crash.signal);
    const half = await run(runId);
    expect(half).toMatchObject({ status: "running", done: 1 });
    onCall = null;
    await executeGeneration(runId, "job-2");
    const r = await run(runId);
    expect(r).toMatchObject({ status: "succeeded", done: 3 });
    expect(calls).toBe(3);
    const made = await getDb().select().from(personas).where(eq(personas.runId, runId));
    expect(made).toHaveLength(3);
    expect(new Set(made.map((p) => p.name)).size).toBe(3);
    // A third execution finds nothing to do.
    await executeGeneration(runId, "job-3");
    expect(calls).toBe(3);
  });

  it("cancels a queued run; the job then does nothing", async () => {
    const { briefId } = await brandWithBrief();
    const runId = await start(briefId, 2);
    expect(await actions.cancelPersonaGenerationAction({ runId })).toEqual({ ok: true, data: { cancelled: true } });
    expect(await actions.cancelPersonaGenerationAction({ runId })).toEqual({ ok: false, error: "This generation has already finished." });
    await runJobs();
    expect(calls).toBe(0);
    expect(await run(runId)).toMatchObject({ status: "cancelled", done: 0 });
  });

  it("validates N and refuses without an engine with what generation needs", async () => {
    const { brand, briefId } = await brandWithBrief();
    expect(await actions.startPersonaGenerationAction({ briefId, count: 0 })).toMatchObject({ ok: false, error: "Generate at least 1 persona." });
    expect(await actions.startPersonaGenerationAction({ briefId, count: 201 })).toMatchObject({ ok: false, error: "Generate at most 200 personas at once." });
    await getDb().delete(aiEngines).where(eq(aiEngines.brandId, brand.id));
    const r = await actions.startPersonaGenerationAction({ briefId, count: 2 });
    expect(r).toMatchObject({ ok: false, error: expect.stringContaining("Connect one on /integrations") });
  });

  it("/personas-simple: a sentence, 3 personas of one general segment, no brief", async () => {
    const { brand } = await brandWithBrief();
    const r = await actions.startSimplePersonaGenerationAction({ prompt: "Students who drink a lot of iced coffee", count: 3 });
    expect(r).toMatchObject({ ok: true, data: { planned: 3 } });
    await runJobs();
    const runId = (r as { data: { runId: string } }).data.runId;
    expect(await run(runId)).toMatchObject({ mode: "simple", prompt: "Students who drink a lot of iced coffee", briefId: null, status: "succeeded", done: 3 });
    const made = await getDb().select().from(personas).where(and(eq(personas.brandId, brand.id), eq(personas.runId, runId)));
    expect(made.map((p) => [p.briefId, p.segmentKey])).toEqual([
      [null, "general"],
      [null, "general"],
      [null, "general"],
    ]);
    expect(lastUserText(fake().requests.at(-1)!)).toContain("Students who drink a lot of iced coffee");
    expect(await actions.startSimplePersonaGenerationAction({ prompt: "Students", count: 6 })).toMatchObject({ ok: false });
  });

  it("writes a persona by hand, checked like a generated one", async () => {
    const { briefId } = await brandWithBrief();
    const profile = JSON.parse(personaJson(0)).profile;
    const ok = await actions.createManualPersonaAction({ name: "Hand Made", briefId, profile });
    expect(ok).toMatchObject({ ok: true, data: { flagged: false } });
    const flagged = await actions.createManualPersonaAction({ name: "Too Young", briefId, profile: { ...profile, age: 19, summary: "A student who has never owned a café." } });
    expect(flagged).toMatchObject({ ok: true, data: { flagged: true } });
    expect(await actions.createManualPersonaAction({ name: " ", briefId: null, profile })).toMatchObject({ ok: false, error: "Give the persona a name." });
  });
});

describe("import", () => {
  const CSV = [
    "Name,Summary,Age,Occupation,Goals,Pains,Favourite bean",
    'Ada Brew,"Owns two cafés in Bristol.",41,Café owner,Faster service;Better margins,Rent|Staff,Ethiopian',
    "No Age,Home barista in Cardiff.,forty,Teacher,Latte art,,",
    ",Missing name.,30,,,,",
    "Ben Crema,Runs a coffee cart at festivals.,29,Cart owner,Festival bookings,Weather,Colombian",
  ].join("\n");

  it("previews CSV rows with row and field errors, stores only valid ones, and re-imports idempotently", async () => {
    const { brand, briefId } = await brandWithBrief();
    const preview = await importActions.previewPersonaImportAction({ text: CSV, fileName: "personas.csv", briefId });
    expect(preview).toMatchObject({ ok: true, data: { format: "csv", fileError: null, counts: { create: 2, update: 0, unchanged: 0, error: 2 } } });
    const rows = (preview as { data: { rows: { label: string; problems: string[] }[] } }).data.rows;
    expect(rows[1]!.problems).toEqual(['Row 3, age: "forty" is not a whole number.']);
    expect(rows[2]!.problems).toEqual(["Row 4, name: The name is empty."]);
    expect(await getDb().select().from(personas).where(and(eq(personas.brandId, brand.id), eq(personas.source, "import")))).toEqual([]);

    const first = await importActions.importPersonasAction({ text: CSV, fileName: "personas.csv", briefId });
    expect(first).toMatchObject({ ok: true, data: { created: 2, updated: 0, unchanged: 0, errors: ['Row 3, age: "forty" is not a whole number.', "Row 4, name: The name is empty."] } });
    const [ada] = await getDb().select().from(personas).where(and(eq(personas.brandId, brand.id), eq(personas.name, "Ada Brew")));
    expect(ada).toMatchObject({ source: "import", briefId, version: 1 });
    expect(ada!.profile).toMatchObject({ age: 41, goals: ["Faster service", "Better margins"], pains: ["Rent", "Staff"], attributes: { "Favourite bean": "Ethiopian" } });

    // The same file again changes nothing; an edited row updates (a new version), never duplicates.
    expect(await importActions.importPersonasAction({ text: CSV, fileName: "personas.csv", briefId })).toMatchObject({ ok: true, data: { created: 0, updated: 0, unchanged: 2 } });
    const edited = CSV.replace("Owns two cafés in Bristol.", "Owns three cafés in Bristol.");
    expect(await importActions.importPersonasAction({ text: edited, fileName: "personas.csv", briefId })).toMatchObject({ ok: true, data: { created: 0, updated: 1, unchanged: 1 } });
    const adas = await getDb().select().from(personas).where(and(eq(personas.brandId, brand.id), eq(personas.name, "Ada Brew")));
    expect(adas).toHaveLength(1);
    expect(adas[0]!.version).toBe(2);
    expect(await getDb().select().from(personaVersions).where(eq(personaVersions.personaId, ada!.id))).toHaveLength(2);
  });

  it("imports a JSON array and our export format; a broken file says why", async () => {
    const { brand } = await brandWithBrief();
    const profile = JSON.parse(personaJson(2)).profile;
    const flat = JSON.stringify([{ name: "Flat Fran", summary: "Buys beans online monthly.", age: 33, goals: "Freshness; Value", pains: ["Stale beans"] }]);
    expect(await importActions.importPersonasAction({ text: flat, fileName: "p.json", briefId: null })).toMatchObject({ ok: true, data: { created: 1 } });
    const exported = JSON.stringify({ version: 1, personas: [{ name: "Exported Eve", profile }, { name: "Bad Bob", profile: { ...profile, age: 300 } }] });
    const r = await importActions.importPersonasAction({ text: exported, fileName: null, briefId: null });
    expect(r).toMatchObject({ ok: true, data: { created: 1, errors: [expect.stringMatching(/^Item 2, age: /)] } });
    const [fran] = await getDb().select().from(personas).where(and(eq(personas.brandId, brand.id), eq(personas.name, "Flat Fran")));
    expect(fran!.profile).toMatchObject({ goals: ["Freshness", "Value"], pains: ["Stale beans"], age: 33 });
    expect(await importActions.importPersonasAction({ text: "{ nope", fileName: "p.json", briefId: null })).toMatchObject({ ok: false, error: expect.stringMatching(/^The file is not valid JSON/) });
    expect(await importActions.importPersonasAction({ text: "Title,Age\nX,3", fileName: "p.csv", briefId: null })).toEqual({ ok: false, error: 'The CSV needs a "name" column in its header row (found: Title, Age).' });
  });
});
