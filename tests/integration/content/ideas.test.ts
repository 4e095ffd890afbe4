import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb, getSql } from "@/db/client";
import { aiEngines, apiCalls, contentBriefs, contentIdeas, contentSettings } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { insertKnowledgeSource } from "../../support/knowledge";
import { IDEA_FIXTURE, seedIdeaFixture } from "../../support/content-ideas";
import { lastUserText, systemText } from "../../support/fake-openai";
import { fakeOpenAIForFile } from "../helpers/fake-engine";
import { selectBrand } from "../helpers/brand-context";
import { addMember, createBrand, createUser } from "../helpers/factories";
import { actAs } from "../helpers/session";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const actions = await import("@/modules/content/ideas/actions");
const { listIdeasPage } = await import("@/modules/content/ideas/queries");
const { parseIdeasTable } = await import("@/modules/content/ideas/inputs");
const { generateIdeas } = await import("@/modules/content/ideas/generate");
const { createBrief } = await import("@/modules/content/briefs/create");

let aiReply: () => string = () => "{}";
const fake = fakeOpenAIForFile((req) => {
  if (systemText(req).startsWith("You are the content strategist")) return { content: aiReply(), promptTokens: 1_000, completionTokens: 1_000 };
  return { content: "OK" };
});

beforeEach(() => actAs(null));

async function world() {
  const owner = await createUser({ fullName: "Brew Owner" });
  const brand = await createBrand(owner, "Brew Lab");
  await seedIdeaFixture(getSql(), brand.id);
  await selectBrand(owner, brand.id);
  actAs(owner);
  return { owner, brand, scope: await scopeFor(owner, brand.id) };
}

const all = parseIdeasTable({ status: "all", size: "100" });

async function ideasOf(brandId: string) {
  return getDb().select().from(contentIdeas).where(eq(contentIdeas.brandId, brandId));
}

describe("content ideas from the brand's data", () => {
  it("finds an idea of every origin, with its reason and score parts, and regenerates idempotently", async () => {
    const { brand } = await world();
    const first = await actions.generateContentIdeasAction({});
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.data.sources.every((s) => s.error === null)).toBe(true);
    const ideas = await ideasOf(brand.id);
    const byOrigin = (o: string) => ideas.filter((i) => i.origin === o);

    const group = byOrigin("keyword_group");
    expect(group.map((i) => i.title)).toEqual(["Cold brew ratio"]);
    expect(group[0]!.reason).toMatch(/None of the 2 keywords of the focus group "Cold brew" ranks yet/);
    expect(group[0]!.keywordGroupId).not.toBeNull();

    const striking = byOrigin("striking_distance");
    expect(striking.map((i) => i.title).sort()).toEqual(["Espresso grinder", "Pour over ratio"]);
    expect(striking.find((i) => i.title === "Espresso grinder")!.reason).toMatch(/^Ranks at position 8 for 2,400 searches a month/);
    expect(striking.find((i) => i.title === "Pour over ratio")!.reason).toMatch(/^Search Console: average position 9/);

    const decaying = byOrigin("decaying_page");
    expect(decaying.map((i) => i.originKey).sort()).toEqual([IDEA_FIXTURE.ga4Page, IDEA_FIXTURE.decayingPage].sort());
    expect(decaying.find((i) => i.originKey === IDEA_FIXTURE.decayingPage)!.reason).toMatch(/clicks fell from 1,120 to 280/);
    expect(decaying.find((i) => i.originKey === IDEA_FIXTURE.ga4Page)!.reason).toMatch(/organic sessions fell 70 %/);

    const questions = byOrigin("question");
    expect(questions.map((i) => i.title)).toContain(IDEA_FIXTURE.paa);
    expect(questions.find((i) => i.title === IDEA_FIXTURE.paa)!.reason).toMatch(/People also ask/);
    // The 5 Ws around the brand's top keyword.
    expect(questions.map((i) => i.title)).toEqual(expect.arrayContaining(["How to choose espresso grinder?", "What is espresso grinder?"]));

    const saio = byOrigin("saio_prompt");
    expect(saio.map((i) => i.title)).toEqual([IDEA_FIXTURE.prompt]);
    expect(saio[0]!.reason).toMatch(/named Bean Rivals and not the brand/);

    const gap = byOrigin("competitor_gap");
    expect(gap.map((i) => i.title)).toEqual(["Pour over kettle"]);
    expect(gap[0]!.reason).toMatch(/beanrivals\.example #1/);

    for (const i of ideas) {
      expect(i.score).toBeGreaterThanOrEqual(0);
      expect(i.score).toBeLessThanOrEqual(100);
      expect(Object.keys(i.scoreParts).sort()).toEqual(["difficulty", "fit", "volume"]);
    }
    // A commercial keyword of the brand's own list scores above a template question.
    expect(striking.find((i) => i.title === "Espresso grinder")!.score).toBeGreaterThan(questions.find((i) => i.title === "What is espresso grinder?")!.score);

    // Rejected stays rejected; nothing is added twice.
    const rejected = gap[0]!;
    expect(await actions.rejectContentIdeaAction({ id: rejected.id, reason: "We do not sell kettles." })).toEqual({ ok: true, data: undefined });
    const again = await actions.generateContentIdeasAction({});
    expect(again.ok && again.data.added).toBe(0);
    const after = await ideasOf(brand.id);
    expect(after).toHaveLength(ideas.length);
    expect(after.find((i) => i.id === rejected.id)).toMatchObject({ status: "rejected", rejectReason: "We do not sell kettles." });
  });

  it("accepting an idea joins the brand's brief of the same keyword that has no idea yet, instead of a second brief", async () => {
    const other = await world();
    const { owner, brand, scope } = await world();
    // A brief saved from /getting-proper-structure (no idea), and one of another brand on the same keyword.
    const saved = await createBrief(scope, { title: "Espresso grinders, compared", keyword: "Espresso  Grinder", outline: [{ level: 2, text: "Burr or blade" }] });
    const foreign = await createBrief(other.scope, { title: "Their grinder brief", keyword: "espresso grinder" });
    actAs(owner);
    const added = await actions.addContentIdeaAction({ title: "Choosing an espresso grinder", summary: "Burrs, budgets and noise.", keyword: "espresso grinder" });
    if (!added.ok) throw new Error(added.error);
    const accepted = await actions.acceptContentIdeaAction({ id: added.data.id });
    expect(accepted).toEqual({ ok: true, data: { briefId: saved.id, created: false, linked: true } });
    const briefs = await getDb().select().from(contentBriefs).where(eq(contentBriefs.brandId, brand.id));
    expect(briefs).toHaveLength(1);
    expect(briefs[0]).toMatchObject({ id: saved.id, ideaId: added.data.id, angle: "Burrs, budgets and noise.", outline: [{ level: 2, text: "Burr or blade" }] });
    expect((await ideasOf(brand.id)).find((i) => i.id === added.data.id)!.status).toBe("accepted");
    expect((await getDb().select().from(contentBriefs).where(eq(contentBriefs.id, foreign.id)))[0]!.ideaId).toBeNull();
    // A second idea on the same keyword: that brief has its idea now, so it gets its own.
    const second = await actions.addContentIdeaAction({ title: "Espresso grinder cleaning", summary: "", keyword: "espresso grinder" });
    if (!second.ok) throw new Error(second.error);
    expect(await actions.acceptContentIdeaAction({ id: second.data.id })).toMatchObject({ ok: true, data: { created: true, linked: false } });
  });

  it("accepts an idea into a brief (once), rejects with a reason, reopens, merges and adds by hand", async () => {
    const { brand, scope } = await world();
    await generateIdeas(scope);
    const ideas = await ideasOf(brand.id);
    const group = ideas.find((i) => i.origin === "keyword_group")!;

    const accepted = await actions.acceptContentIdeaAction({ id: group.id });
    expect(accepted.ok).toBe(true);
    if (!accepted.ok) return;
    const [brief] = await getDb().select().from(contentBriefs).where(eq(contentBriefs.id, accepted.data.briefId));
    expect(brief).toMatchObject({ brandId: brand.id, ideaId: group.id, title: "Cold brew ratio", keyword: "cold brew ratio", keywordGroupId: group.keywordGroupId });
    expect(await actions.acceptContentIdeaAction({ id: group.id })).toEqual({ ok: true, data: { briefId: accepted.data.briefId, created: false, linked: false } });
    expect((await ideasOf(brand.id)).find((i) => i.id === group.id)!.status).toBe("accepted");
    // The idea's own brief is not a near-duplicate warning of it; the table links it.
    const page = await listIdeasPage(scope, all);
    const row = page.rows.find((r) => r.id === group.id)!;
    expect(row.briefId).toBe(accepted.data.briefId);
    expect(row.nearDuplicates.own.find((m) => m.id === accepted.data.briefId)).toBeUndefined();
    // A group with a brief is no longer "without content": regenerating does not suggest it again.
    await generateIdeas(scope);
    expect((await ideasOf(brand.id)).filter((i) => i.origin === "keyword_group")).toHaveLength(1);

    const q = ideas.find((i) => i.origin === "question")!;
    expect(await actions.rejectContentIdeaAction({ id: q.id, reason: "" })).toMatchObject({ ok: false, error: "Say why the idea is rejected (at least 3 characters)." });
    expect(await actions.rejectContentIdeaAction({ id: q.id, reason: "Too generic" })).toMatchObject({ ok: true });
    expect(await actions.acceptContentIdeaAction({ id: q.id })).toMatchObject({ ok: false, error: "This idea is rejected. Reopen it first to create its brief." });
    const active = await listIdeasPage(scope, parseIdeasTable({}));
    expect(active.rows.find((r) => r.id === q.id)).toBeUndefined();
    const rejectedPage = await listIdeasPage(scope, parseIdeasTable({ status: "rejected" }));
    expect(rejectedPage.rows.map((r) => [r.id, r.rejectReason])).toEqual([[q.id, "Too generic"]]);
    expect(await actions.reopenContentIdeaAction({ id: q.id })).toMatchObject({ ok: true });

    const striking = ideas.filter((i) => i.origin === "striking_distance");
    const [keep, other] = striking;
    expect(await actions.mergeContentIdeasAction({ ids: [keep!.id, other!.id], intoId: keep!.id })).toEqual({ ok: true, data: { merged: 1 } });
    const merged = (await ideasOf(brand.id)).find((i) => i.id === other!.id)!;
    expect(merged).toMatchObject({ status: "merged", mergedIntoId: keep!.id });
    const kept = (await ideasOf(brand.id)).find((i) => i.id === keep!.id)!;
    expect(kept.summary).toContain(`Also covers: "${other!.title}".`);
    expect(kept.score).toBe(Math.max(keep!.score, other!.score));
    expect(await actions.mergeContentIdeasAction({ ids: [group.id, keep!.id], intoId: keep!.id })).toMatchObject({ ok: false, error: `"Cold brew ratio" already has a brief; keep it, or leave it out of the merge.` });

    const added = await actions.addContentIdeaAction({ title: "Choosing an espresso grinder", summary: "", keyword: "espresso grinder" });
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    // Scored with the keyword's figures, and warned about the striking-distance idea of the same keyword.
    const manual = (await ideasOf(brand.id)).find((i) => i.id === added.data.id)!;
    expect(manual).toMatchObject({ origin: "manual", keyword: "espresso grinder", reason: "Added by hand." });
    expect(manual.scoreParts).toMatchObject({ volume: 85, difficulty: 55 });
    expect(added.data.nearDuplicates.own.map((m) => m.title)).toContain("Espresso grinder");
    expect(await actions.addContentIdeaAction({ title: "x" })).toMatchObject({ ok: false, error: "Give the idea a title (at least 3 characters)." });
  });

  it("lists near-duplicates across the agency, naming only brands the user can see", async () => {
    const { owner, brand } = await world();
    const sibling = await createBrand(owner, "Brew Lab Wholesale");
    const hidden = await createBrand(owner, "Secret Roastery");
    await getDb()
      .insert(contentIdeas)
      .values([
        { brandId: sibling.id, title: "Best espresso grinders", origin: "manual" },
        { brandId: hidden.id, title: "The best espresso grinder", origin: "manual" },
        { brandId: brand.id, title: "Best espresso grinders for home baristas", origin: "manual" },
      ]);
    const member = await createUser({ fullName: "Account Manager" });
    await addMember(brand.id, member, "member", owner);
    await addMember(sibling.id, member, "viewer", owner);
    const page = await listIdeasPage(await scopeFor(member, brand.id), all);
    const row = page.rows.find((r) => r.title === "Best espresso grinders for home baristas")!;
    expect(row.nearDuplicates.otherBrands.count).toBe(2);
    expect(row.nearDuplicates.otherBrands.visible.map((v) => v.brandName)).toEqual(["Brew Lab Wholesale"]);
    expect(JSON.stringify(page)).not.toContain("Secret Roastery");
  });
});

describe("content ideas with AI", () => {
  async function withEngine(opts: { budget?: number } = {}) {
    const w = await world();
    await getDb()
      .insert(aiEngines)
      .values({ brandId: w.brand.id, label: "Local test model", provider: "openai-compatible", model: "test-model", baseUrl: fake().baseUrl, isDefault: true, priceInPerMTok: "1000", priceOutPerMTok: "1000" });
    if (opts.budget !== undefined) await getDb().insert(contentSettings).values({ brandId: w.brand.id, monthlyBudgetUsd: String(opts.budget) });
    return w;
  }

  it("generates grounded ideas, cites the passages, meters the call and leaves out repeats", async () => {
    const { brand, scope } = await withEngine();
    await generateIdeas(scope);
    await insertKnowledgeSource(getDb(), brand.id, { title: "Barista guide", chunks: [{ heading: "Grinders › Burrs", content: "Our espresso grinder uses conical burrs for an even grind." }] });
    aiReply = () =>
      JSON.stringify({
        ideas: [
          { title: "Conical vs flat burrs in an espresso grinder", summary: "What the burr shape changes in the cup.", why: "The brand sells conical-burr grinders.", keyword: "espresso grinder", intent: "commercial", sources: [1] },
          { title: "Espresso grinder", summary: "Repeat of an idea the brand already has.", why: "—" },
        ],
      });
    const r = await actions.generateAiContentIdeasAction({ count: 5, focus: "espresso grinder" });
    expect(r).toEqual({ ok: true, data: { added: 1, repeats: 1, engineLabel: "Local test model", cited: true } });
    const request = fake().requests.at(-1)!;
    expect(systemText(request)).toContain("Our espresso grinder uses conical burrs");
    expect(lastUserText(request)).toContain("Suggest 5 content ideas about: espresso grinder.");
    expect(lastUserText(request)).toContain("- Espresso grinder");

    const page = await listIdeasPage(scope, parseIdeasTable({ origin: "ai" }));
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({ title: "Conical vs flat burrs in an espresso grinder", reason: "The brand sells conical-burr grinders.", basedOn: [{ sourceTitle: "Barista guide", heading: "Grinders › Burrs" }] });
    expect(page.rows[0]!.scoreParts).toMatchObject({ volume: 85 });
    const calls = await getDb().select().from(apiCalls).where(and(eq(apiCalls.brandId, brand.id), eq(apiCalls.purpose, "content.ideas")));
    expect(calls).toHaveLength(1);
  });

  it("stops before the content budget is exceeded, and says what to connect without an engine", async () => {
    const { brand } = await withEngine({ budget: 0.5 });
    const before = fake().requests.length;
    const r = await actions.generateAiContentIdeasAction({ count: 5 });
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/^Stopped before exceeding this month's budget of \$0\.50/) });
    expect(fake().requests.length).toBe(before);

    await getDb().delete(aiEngines).where(eq(aiEngines.brandId, brand.id));
    expect(await actions.generateAiContentIdeasAction({ count: 5 })).toMatchObject({ ok: false, error: expect.stringMatching(/^No AI engine is connected\. Connect one on \/integrations/) });
    expect(await actions.generateAiContentIdeasAction({ count: 50 })).toMatchObject({ ok: false, error: "Ask for at most 20 ideas at a time." });
  });

  it("shows the engine's error with what happened", async () => {
    await withEngine();
    aiReply = () => "not json at all";
    const r = await actions.generateAiContentIdeasAction({ count: 3 });
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/^Local test model could not suggest ideas: /) });
  });
});
