/**
 * Persona briefs on a real database: the brief settings round trip (defaults, validation, another
 * brand's collection dropped), brief create/update/duplicate/delete through the actions (shares that
 * do not add up to 100 refused with the sum, segment keys kept across edits, personas kept as
 * "Unknown Brief" when their brief goes), the list's persona counts, the dashboard's coverage, and
 * Draft with AI against the loopback engine (grounded, metered as personas.brief, nothing stored,
 * budget stop before the call, an invalid answer named).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { aiEngines, apiCalls, fgParticipants, fgProjects, knowledgeCollections, personaInterviews, personas, personasBriefSettings, personasBriefs } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import type { BriefInput, SaveBriefSettingsInput } from "@/modules/personas/briefs/inputs";
import { systemText } from "../../support/fake-openai";
import { insertKnowledgeSource } from "../../support/knowledge";
import { fakeOpenAIForFile } from "../helpers/fake-engine";
import { actAs } from "../helpers/session";
import { selectBrand } from "../helpers/brand-context";
import { createBrand, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const a = await import("@/modules/personas/briefs/actions");
const { getBrief, listBriefs } = await import("@/modules/personas/briefs/queries");
const { getBriefSettings } = await import("@/modules/personas/engine");
const { getPersonasDashboard } = await import("@/modules/personas/dashboard/queries");

let draftReply: () => unknown = () => ({
  name: "Specialty coffee buyers",
  audience: "People who buy specialty beans online, from café owners to home baristas.",
  segments: [
    { name: "Café owners", share: 33.3, description: "Run one small café", attributes: [{ key: "company size", value: "1–10 employees" }] },
    { name: "Home baristas", share: 33.3, description: "Espresso at home daily", attributes: [] },
    { name: "Gift buyers", share: 33.3, description: "Buy beans as presents", attributes: [] },
  ],
  constraints: "No professional roasters.",
  decision: "Whether to switch to a bean subscription.",
});
const fake = fakeOpenAIForFile((req) => (systemText(req).startsWith("You are a senior market researcher") ? { content: JSON.stringify(draftReply()), promptTokens: 900, completionTokens: 400 } : { content: "OK" }));

beforeEach(() => actAs(null));

async function world(name = "Personas") {
  const owner = await createUser({ fullName: `Owner ${Math.random().toString(36).slice(2, 6)}` });
  const brand = await createBrand(owner, `${name} ${Math.random().toString(36).slice(2, 7)}`);
  await selectBrand(owner, brand.id);
  return { owner, brand, scope: await scopeFor(owner, brand.id) };
}

const settingsInput: SaveBriefSettingsInput = { country: "DE", language: "de", ageMin: 25, ageMax: 60, b2b: true, requiredAttributes: ["goals", "pains", "company"], collectionIds: [], engineKey: "", monthlyBudgetUsd: "20" };

const briefInput = (over: Partial<BriefInput> = {}): BriefInput => ({
  name: "Coffee buyers",
  audience: "People who buy coffee beans online",
  segments: [
    { key: "", name: "Café owners", share: 40, description: "Small cafés", attributes: [{ key: "company size", value: "1–10 employees" }] },
    { key: "", name: "Home baristas", share: 60, description: "", attributes: [] },
  ],
  constraints: "",
  decision: "Subscribe or not",
  country: "DE",
  language: "de",
  ageMin: 20,
  ageMax: 60,
  b2b: false,
  requiredAttributes: ["goals", "pains"],
  collectionIds: [],
  ...over,
});

async function persona(brandId: string, briefId: string | null, segmentKey: string | null, name: string, extra: Partial<typeof personas.$inferInsert> = {}) {
  const [row] = await getDb().insert(personas).values({ brandId, briefId, segmentKey, name, profile: { summary: name }, source: "generated", ...extra }).returning({ id: personas.id });
  return row!.id;
}

describe("personas brief settings", () => {
  it("reads defaults until saved, saves every field, and refuses bad input with specific messages", async () => {
    const w = await world();
    const other = await world("Other");
    actAs(w.owner);
    expect(await getBriefSettings(w.scope)).toMatchObject({ saved: false, ageMin: 18, ageMax: 65, monthlyBudgetUsd: null });

    const [mine] = await getDb().insert(knowledgeCollections).values({ brandId: w.brand.id, name: "Interviews" }).returning({ id: knowledgeCollections.id });
    const [theirs] = await getDb().insert(knowledgeCollections).values({ brandId: other.brand.id, name: "Secret" }).returning({ id: knowledgeCollections.id });
    const r = await a.savePersonasBriefSettingsAction({ ...settingsInput, collectionIds: [mine!.id, theirs!.id] });
    expect(r).toMatchObject({ ok: true, data: { monthlyBudgetUsd: 20 } });
    expect(await getBriefSettings(w.scope)).toEqual({
      country: "DE",
      language: "de",
      ageMin: 25,
      ageMax: 60,
      b2b: true,
      requiredAttributes: ["goals", "pains", "company"],
      // Another brand's collection is dropped, never stored.
      collectionIds: [mine!.id],
      engineKey: null,
      monthlyBudgetUsd: 20,
      saved: true,
    });

    const ages = await a.savePersonasBriefSettingsAction({ ...settingsInput, ageMin: 70, ageMax: 30 });
    expect(ages).toMatchObject({ ok: false, fieldErrors: { ageMax: ["The oldest age must be at least the youngest age"] } });
    const country = await a.savePersonasBriefSettingsAction({ ...settingsInput, country: "XX" });
    expect(country).toMatchObject({ ok: false, fieldErrors: { country: ["Choose the market from the list of countries"] } });
    const budget = await a.savePersonasBriefSettingsAction({ ...settingsInput, monthlyBudgetUsd: "-5" });
    expect(budget).toMatchObject({ ok: false, fieldErrors: { monthlyBudgetUsd: ["The budget cannot be negative"] } });
    const engine = await a.savePersonasBriefSettingsAction({ ...settingsInput, engineKey: "gone-engine" });
    expect(engine).toMatchObject({ ok: false, error: expect.stringMatching(/no longer connected/) });
    // Refused saves changed nothing.
    expect(await getBriefSettings(w.scope)).toMatchObject({ ageMin: 25, country: "DE", monthlyBudgetUsd: 20 });

    // Clearing the budget is "no cap".
    expect(await a.savePersonasBriefSettingsAction({ ...settingsInput, monthlyBudgetUsd: "" })).toMatchObject({ ok: true, data: { monthlyBudgetUsd: null } });
    const [row] = await getDb().select().from(personasBriefSettings).where(eq(personasBriefSettings.brandId, w.brand.id));
    expect(row!.updatedBy).toBe(w.owner.id);
  });
});

describe("persona briefs", () => {
  it("creates, edits (segment keys kept), duplicates and deletes a brief; shares must add up to 100", async () => {
    const w = await world();
    actAs(w.owner);
    const created = await a.createPersonasBriefAction(briefInput());
    if (!created.ok) throw new Error(created.error);
    const brief = await getBrief(w.scope, created.data.id);
    expect(brief).toMatchObject({ name: "Coffee buyers", source: "manual", draftedBy: null, ageMin: 20, ageMax: 60, country: "DE" });
    expect(brief!.segments).toEqual([
      { key: "cafe-owners", name: "Café owners", share: 40, description: "Small cafés", attributes: { "company size": "1–10 employees" } },
      { key: "home-baristas", name: "Home baristas", share: 60, description: "", attributes: {} },
    ]);

    const sum = await a.createPersonasBriefAction(briefInput({ segments: [{ key: "", name: "A", share: 40, description: "", attributes: [] }, { key: "", name: "B", share: 50, description: "", attributes: [] }] }));
    expect(sum).toMatchObject({ ok: false, error: "The segments' shares add up to 90 %; they must add up to exactly 100 %. Adjust them or use “Even out”." });
    const dup = await a.createPersonasBriefAction(briefInput({ segments: [{ key: "", name: "Same", share: 50, description: "", attributes: [] }, { key: "", name: "same", share: 50, description: "", attributes: [] }] }));
    expect(dup).toMatchObject({ ok: false, fieldErrors: { "segments.1.name": ["Two segments are called “same”: give each a different name"] } });
    expect(await a.createPersonasBriefAction(briefInput({ name: "  " }))).toMatchObject({ ok: false, fieldErrors: { name: ["Give the brief a name"] } });
    expect(await a.createPersonasBriefAction(briefInput({ ageMin: 60, ageMax: 20 }))).toMatchObject({ ok: false, fieldErrors: { ageMax: ["The oldest age must be at least the youngest age"] } });
    // No segments is allowed: one general audience.
    expect(await a.createPersonasBriefAction(briefInput({ name: "Everyone", segments: [] }))).toMatchObject({ ok: true });

    // Renaming a segment keeps its key (personas stay in it); a new segment gets a fresh key.
    const edited = await a.updatePersonasBriefAction({
      id: created.data.id,
      brief: briefInput({
        name: "Coffee buyers 2026",
        source: "ai",
        draftedBy: "Local llama",
        segments: [
          { key: "cafe-owners", name: "Café owners (small)", share: 30, description: "", attributes: [] },
          { key: "home-baristas", name: "Home baristas", share: 50, description: "", attributes: [] },
          { key: "", name: "Gift buyers", share: 20, description: "", attributes: [] },
        ],
      }),
    });
    expect(edited.ok).toBe(true);
    const after = await getBrief(w.scope, created.data.id);
    expect(after).toMatchObject({ name: "Coffee buyers 2026", source: "ai", draftedBy: "Local llama" });
    expect(after!.segments.map((s) => [s.key, s.name, s.share])).toEqual([
      ["cafe-owners", "Café owners (small)", 30],
      ["home-baristas", "Home baristas", 50],
      ["gift-buyers", "Gift buyers", 20],
    ]);
    const badEdit = await a.updatePersonasBriefAction({ id: created.data.id, brief: briefInput({ segments: [{ key: "", name: "Only", share: 99, description: "", attributes: [] }] }) });
    expect(badEdit).toMatchObject({ ok: false, error: expect.stringMatching(/add up to 99 %/) });
    expect((await getBrief(w.scope, created.data.id))!.segments).toHaveLength(3);

    const copy = await a.duplicatePersonasBriefAction({ id: created.data.id });
    expect(copy).toMatchObject({ ok: true, data: { name: "Coffee buyers 2026 (copy)" } });
    if (!copy.ok) throw new Error(copy.error);
    expect((await getBrief(w.scope, copy.data.id))!.segments).toEqual(after!.segments);

    // Personas of a deleted brief stay, without a brief.
    const kept = await persona(w.brand.id, created.data.id, "cafe-owners", "Clara");
    const del = await a.deletePersonasBriefAction({ id: created.data.id });
    expect(del).toMatchObject({ ok: true, data: { name: "Coffee buyers 2026", personas: 1 } });
    const [row] = await getDb().select().from(personas).where(eq(personas.id, kept));
    expect(row).toMatchObject({ briefId: null, name: "Clara" });
    expect(await a.deletePersonasBriefAction({ id: created.data.id })).toMatchObject({ ok: false, error: expect.stringMatching(/^Not found/) });
  });

  it("never reaches another brand's brief", async () => {
    const w = await world();
    const other = await world("Other");
    const [theirs] = await getDb().insert(personasBriefs).values({ brandId: other.brand.id, name: "Their brief" }).returning({ id: personasBriefs.id });
    actAs(w.owner);
    for (const r of [
      await a.updatePersonasBriefAction({ id: theirs!.id, brief: briefInput() }),
      await a.duplicatePersonasBriefAction({ id: theirs!.id }),
      await a.deletePersonasBriefAction({ id: theirs!.id }),
    ]) {
      expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/^Not found/) });
    }
    expect(await getBrief(w.scope, theirs!.id)).toBeNull();
    const [still] = await getDb().select().from(personasBriefs).where(eq(personasBriefs.id, theirs!.id));
    expect(still).toMatchObject({ name: "Their brief" });
  });

  it("lists briefs newest first with the personas each produced and when; the dashboard shows coverage, interviews and focus groups", async () => {
    const w = await world();
    const other = await world("Other");
    actAs(w.owner);
    const first = await a.createPersonasBriefAction(briefInput({ name: "First" }));
    const second = await a.createPersonasBriefAction(briefInput({ name: "Second", segments: [] }));
    if (!first.ok || !second.ok) throw new Error("create failed");
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await persona(w.brand.id, first.data.id, "cafe-owners", `Owner ${i}`));
    ids.push(await persona(w.brand.id, first.data.id, "home-baristas", "Barista", { flagged: true }));
    await persona(w.brand.id, first.data.id, "home-baristas", "Archived", { status: "archived" });
    await persona(w.brand.id, null, null, "Loose");
    // Another brand's persona naming this brief id cannot exist (RLS and FK aside, it is never counted).
    await persona(other.brand.id, null, null, "Theirs");

    const list = await listBriefs(w.scope);
    expect(list.map((b) => [b.name, b.personas])).toEqual([
      ["Second", 0],
      ["First", 5],
    ]);
    expect(list[1]!.latestPersonaAt).toBeInstanceOf(Date);
    expect(list[0]!.latestPersonaAt).toBeNull();
    expect(list[1]!.createdByName).toBe(w.owner.fullName ?? w.owner.email);

    const [interview] = await getDb().insert(personaInterviews).values({ brandId: w.brand.id, personaId: ids[0]!, title: "Why subscribe?" }).returning({ id: personaInterviews.id });
    const [project] = await getDb().insert(fgProjects).values({ brandId: w.brand.id, name: "Subscription test" }).returning({ id: fgProjects.id });
    await getDb().insert(fgParticipants).values([
      { brandId: w.brand.id, projectId: project!.id, personaId: ids[0]!, quota: "cafe-owners" },
      { brandId: w.brand.id, projectId: project!.id, personaId: ids[3]!, status: "dropped" },
    ]);

    const d = await getPersonasDashboard(w.scope);
    expect(d).toMatchObject({ briefs: 2, personas: 5, flagged: 1 });
    const cov = d.coverage.find((c) => c.name === "First")!;
    // 4 active personas at 40/60: 2 planned café owners (3 exist), 2 planned home baristas (1 exists).
    expect(cov.segments.map((s) => [s.key, s.planned, s.actual])).toEqual([
      ["cafe-owners", 2, 3],
      ["home-baristas", 2, 1],
    ]);
    expect(d.coverage.find((c) => c.name === "Second")!.segments).toEqual([{ key: "general", name: "General audience", share: 100, planned: 0, actual: 0 }]);
    expect(d.coverage.find((c) => c.briefId === null)).toMatchObject({ name: "Unknown Brief", total: 1 });
    expect(d.interviews).toEqual([expect.objectContaining({ id: interview!.id, title: "Why subscribe?", personaName: "Owner 0", messages: 0 })]);
    expect(d.focusGroups).toEqual([{ projectId: project!.id, projectName: "Subscription test", status: "draft", participants: [{ personaId: ids[0], name: "Owner 0", quota: "cafe-owners" }] }]);
  });
});

describe("Draft with AI", () => {
  it("says what to connect without an engine; drafts the whole brief grounded in the brand, stores nothing, meters personas.brief; stops at the budget; names an invalid answer", async () => {
    const w = await world();
    actAs(w.owner);
    expect(await a.draftPersonasBriefAction({ audience: "", b2b: false })).toMatchObject({ ok: false, error: expect.stringMatching(/No AI engine is connected\. Connect one on \/integrations/) });

    await getDb()
      .insert(aiEngines)
      .values({ brandId: w.brand.id, label: "Local llama", provider: "openai-compatible", model: "llama3.1", baseUrl: fake().baseUrl, isDefault: true, priceInPerMTok: "1", priceOutPerMTok: "1" });
    await insertKnowledgeSource(getDb(), w.brand.id, { title: "Customer survey", chunks: [{ heading: "Buyers", content: "Most coffee buyers are home baristas; café owners order weekly." }] });

    const r = await a.draftPersonasBriefAction({ audience: "coffee buyers", b2b: false });
    if (!r.ok) throw new Error(r.error);
    expect(r.data.engineLabel).toBe("Local llama");
    expect(r.data.sources).toEqual(["Customer survey"]);
    expect(r.data.draft).toMatchObject({ name: "Specialty coffee buyers", decision: "Whether to switch to a bean subscription.", constraints: "No professional roasters." });
    // 33.3 × 3 becomes whole per cents adding up to 100, ready to save.
    expect(r.data.draft.segments.map((s) => s.share)).toEqual([34, 33, 33]);
    expect(r.data.draft.segments[0]!.attributes).toEqual([{ key: "company size", value: "1–10 employees" }]);
    const req = fake().requests.at(-1)!;
    expect(systemText(req)).toContain("Most coffee buyers are home baristas");
    expect(systemText(req)).toContain(`Brand: ${w.brand.name}`);
    expect(await getDb().select().from(personasBriefs).where(eq(personasBriefs.brandId, w.brand.id))).toEqual([]);
    const calls = await getDb().select().from(apiCalls).where(and(eq(apiCalls.brandId, w.brand.id), eq(apiCalls.purpose, "personas.brief")));
    expect(calls.length).toBeGreaterThan(0);

    // The draft saves as it came, marked as drafted by the engine.
    const saved = await a.createPersonasBriefAction({ ...briefInput(), ...r.data.draft, source: "ai", draftedBy: r.data.engineLabel });
    if (!saved.ok) throw new Error(saved.error);
    expect(await getBrief(w.scope, saved.data.id)).toMatchObject({ source: "ai", draftedBy: "Local llama", name: "Specialty coffee buyers" });

    // The research budget stops the call before it is made.
    await getDb().insert(personasBriefSettings).values({ brandId: w.brand.id, monthlyBudgetUsd: "0.00" });
    const before = fake().requests.length;
    expect(await a.draftPersonasBriefAction({ audience: "", b2b: false })).toMatchObject({ ok: false, error: expect.stringMatching(/budget.*\/personas-brief-settings/) });
    expect(fake().requests.length).toBe(before);

    // A broken answer is an error naming the engine.
    await getDb().update(personasBriefSettings).set({ monthlyBudgetUsd: null }).where(eq(personasBriefSettings.brandId, w.brand.id));
    draftReply = () => ({ segments: "none" });
    expect(await a.draftPersonasBriefAction({ audience: "", b2b: false })).toMatchObject({ ok: false, error: expect.stringMatching(/^Local llama could not draft the brief/) });
  });
});
