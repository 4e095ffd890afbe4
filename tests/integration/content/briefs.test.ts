/**
 * /content-briefs on a real database: create and edit through the actions, assign (a task made by
 * the tasks module, linked both ways), the read-only share link (works, expires, revoked, replaced,
 * never reaches another brand), exports stored as files and served only through a signed link of
 * the brand, the 30/60/90-day readback from seeded Search Console and GA4 rows, internal links from
 * the latest crawl, and Draft with AI against a loopback engine, grounded and cited.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { unzipSync, strFromU8 } from "fflate";
import { getDb } from "@/db/client";
import { aiEngines, apiCalls, contentBriefExports, contentBriefs, contentIdeas, contentSettings, foundationalTasks, seoCrawlPages, seoCrawls, seoGa4Rows, seoGscRows, storageObjects } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { systemText } from "../../support/fake-openai";
import { insertKnowledgeSource } from "../../support/knowledge";
import { fakeOpenAIForFile } from "../helpers/fake-engine";
import { actAs } from "../helpers/session";
import { selectBrand } from "../helpers/brand-context";
import { addMember, createBrand, createSquadMember, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const a = await import("@/modules/content/briefs/actions");
const tasksActions = await import("@/modules/tasks/actions");
const { getBrief, readSharedBrief, suggestInternalLinks } = await import("@/modules/content/briefs/queries");
const { readPerformance } = await import("@/modules/content/briefs/performance");
const { listBriefExports } = await import("@/modules/content/briefs/exports");
const { briefCitations } = await import("@/modules/content/briefs/draft");
const fileRoute = await import("@/app/api/files/[fileId]/route");
const { loadBriefsPage } = await import("@/modules/content/briefs/page");

let draftReply: () => unknown = () => ({
  intent: "informational",
  angle: "Ratios first, gear second: most guides sell kettles before they explain the 1:16 ratio.",
  titleOptions: ["Pour over coffee: the ratio that matters", "How to brew pour over at home"],
  questions: ["What is the best pour over ratio?", "How long should the bloom take?"],
});
const fake = fakeOpenAIForFile((req) => (systemText(req).startsWith("You are a senior content strategist") ? { content: JSON.stringify(draftReply()), promptTokens: 800, completionTokens: 300 } : { content: "OK" }));

beforeEach(() => actAs(null));

async function world(name = "Briefs") {
  const owner = await createUser({ fullName: `Owner ${Math.random().toString(36).slice(2, 6)}` });
  const brand = await createBrand(owner, `${name} ${Math.random().toString(36).slice(2, 7)}`);
  await selectBrand(owner, brand.id);
  return { owner, brand, scope: await scopeFor(owner, brand.id) };
}

async function newBrief(title = "How to brew pour over coffee", keyword = "pour over coffee") {
  const r = await a.createContentBriefAction({ title, keyword });
  if (!r.ok) throw new Error(r.error);
  return r.data.id;
}

describe("content briefs", () => {
  it("creates a brief with the brand's default CTA and length, from scratch or from an idea, and saves edits", async () => {
    const w = await world();
    await getDb().insert(contentSettings).values({ brandId: w.brand.id, defaultCtas: ["Try the starter kit", "Book a demo"], defaultLengths: { article: 1800, newsletter: 400, social: 100 } });
    actAs(w.owner);
    const id = await newBrief();
    let b = await getBrief(w.scope, id);
    expect(b).toMatchObject({ title: "How to brew pour over coffee", keyword: "pour over coffee", cta: "Try the starter kit", targetWords: 1800, status: "draft" });

    const [idea] = await getDb().insert(contentIdeas).values({ brandId: w.brand.id, title: "Cold brew at home", origin: "manual", keyword: "cold brew" }).returning({ id: contentIdeas.id });
    const fromIdea = await a.createContentBriefAction({ title: "Cold brew at home", keyword: "cold brew", ideaId: idea!.id });
    expect(fromIdea.ok).toBe(true);
    const [ideaRow] = await getDb().select().from(contentIdeas).where(eq(contentIdeas.id, idea!.id));
    expect(ideaRow!.status).toBe("accepted");

    const outline = [
      { level: 2 as const, text: "The ratio" },
      { level: 3 as const, text: "Why 1:16" },
      { level: 2 as const, text: "Choosing beans" },
    ];
    const saved = await a.updateContentBriefAction({ id, outline, outlineMethod: "manual", questions: ["What is the best ratio?"], internalLinks: [{ url: "https://brand.example/grinders", anchor: "Grinders" }], publishedUrl: null });
    expect(saved.ok).toBe(true);
    b = await getBrief(w.scope, id);
    expect(b!.outline.map((o) => o.text)).toEqual(["The ratio", "Why 1:16", "Choosing beans"]);

    // Bad input is a field error, never a 500.
    const bad = await a.updateContentBriefAction({ id, publishedUrl: "javascript:alert(1)", outline: [{ level: 2, text: "" }] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.fieldErrors?.publishedUrl?.[0]).toBe("Enter a full web address starting with https://");
      expect(bad.fieldErrors?.["outline.0.text"]?.[0]).toBe("A heading cannot be empty");
    }
    expect((await a.createContentBriefAction({ title: "   " })).ok).toBe(false);
  });

  it("assigning creates one linked task through the tasks module; reassigning moves it; another brand's person is refused", async () => {
    const w = await world();
    const writer = await createUser({ fullName: "Wanda Writer" });
    const outsider = await createUser({ fullName: "Olga Outsider" });
    await addMember(w.brand.id, writer, "member", w.owner);
    const squad = await createSquadMember(w.brand.id, "Wanda (squad)", writer);
    actAs(w.owner);
    const id = await newBrief();

    const r = await a.assignContentBriefAction({ id, assigneeId: writer.id });
    expect(r.ok && r.data).toMatchObject({ created: true, inSquad: true, assigneeName: "Wanda Writer" });
    const b = await getBrief(w.scope, id);
    expect(b!.status).toBe("in_writing");
    expect(b!.task).toMatchObject({ title: "Write: How to brew pour over coffee", status: "pending" });
    const [task] = await getDb().select().from(foundationalTasks).where(eq(foundationalTasks.id, b!.task!.id));
    expect(task).toMatchObject({ brandId: w.brand.id, assignedTo: squad.id, sourceType: "content_brief", sourceData: { content_brief_id: id } });
    expect(task!.description).toContain(`/content-briefs?brief=${id}`);

    // The owner is not in the squad: the same task moves, and is left unassigned.
    const again = await a.assignContentBriefAction({ id, assigneeId: w.owner.id });
    expect(again.ok && again.data).toMatchObject({ created: false, inSquad: false, taskId: task!.id });
    const tasks = await getDb().select().from(foundationalTasks).where(eq(foundationalTasks.brandId, w.brand.id));
    expect(tasks).toHaveLength(1);
    expect(tasks[0]!.assignedTo).toBeNull();

    const refused = await a.assignContentBriefAction({ id, assigneeId: outsider.id });
    expect(refused).toMatchObject({ ok: false });
    // The task's status shows on the brief, and the brief's status follows it: done, and back.
    expect(await tasksActions.changeTaskStatusAction({ taskId: task!.id, status: "done" })).toMatchObject({ ok: true });
    expect(await getBrief(w.scope, id)).toMatchObject({ status: "done", task: { status: "done" } });
    expect(await tasksActions.changeTaskStatusAction({ taskId: task!.id, status: "in_progress" })).toMatchObject({ ok: true });
    expect(await getBrief(w.scope, id)).toMatchObject({ status: "in_writing", task: { status: "in_progress" } });
    // Any path that moves the task (here a bulk write straight to the table) keeps the brief in step.
    await getDb().update(foundationalTasks).set({ status: "done" }).where(eq(foundationalTasks.id, task!.id));
    expect((await getBrief(w.scope, id))!.status).toBe("done");
    // A brief marked Ready by hand is not touched while its task moves between open states.
    await getDb().update(foundationalTasks).set({ status: "pending" }).where(eq(foundationalTasks.id, task!.id));
    expect(await a.setContentBriefStatusAction({ id, status: "ready" })).toMatchObject({ ok: true });
    await getDb().update(foundationalTasks).set({ status: "blocked" }).where(eq(foundationalTasks.id, task!.id));
    expect((await getBrief(w.scope, id))!.status).toBe("ready");
  });

  it("a share link shows the brief read-only, expires, is replaced by a new one, revokes, and never opens another brand's brief", async () => {
    const w = await world();
    const other = await world("Other");
    actAs(w.owner);
    const id = await newBrief();
    await a.updateContentBriefAction({ id, outline: [{ level: 2, text: "The ratio" }] });
    const shared = await a.shareContentBriefAction({ id });
    expect(shared.ok).toBe(true);
    if (!shared.ok) return;
    const token = shared.data.path.split("/").at(-1)!;
    expect(shared.data.expiresAt.getTime() - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
    const [row] = await getDb().select().from(contentBriefs).where(eq(contentBriefs.id, id));
    expect(row!.shareTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.shareTokenHash).not.toContain(token);

    const open = await readSharedBrief(token);
    expect(open.status).toBe("ok");
    if (open.status === "ok") {
      expect(open.brief.outline[0]!.text).toBe("The ratio");
      // Only the document: no ids, assignee, task or brand.
      expect(JSON.stringify(open)).not.toContain(w.brand.id);
      expect(JSON.stringify(open)).not.toContain(id);
    }
    expect((await readSharedBrief(token, new Date(Date.now() + 15 * 86_400_000))).status).toBe("expired");
    expect((await readSharedBrief("x".repeat(43))).status).toBe("invalid");
    expect((await readSharedBrief("../../etc")).status).toBe("invalid");

    const renewed = await a.shareContentBriefAction({ id, days: 3 });
    expect(renewed.ok).toBe(true);
    expect((await readSharedBrief(token)).status).toBe("invalid");
    const token2 = renewed.ok ? renewed.data.path.split("/").at(-1)! : "";
    expect((await readSharedBrief(token2)).status).toBe("ok");
    expect((await a.shareContentBriefAction({ id, days: 365 })).ok).toBe(false);

    // Another brand's owner cannot share, revoke or read A's brief by id.
    actAs(other.owner);
    expect(await a.shareContentBriefAction({ id })).toMatchObject({ ok: false });
    expect(await a.revokeContentBriefShareAction({ id })).toMatchObject({ ok: false });
    expect(await getBrief(other.scope, id)).toBeNull();
    expect((await readSharedBrief(token2)).status).toBe("ok");

    actAs(w.owner);
    expect((await a.revokeContentBriefShareAction({ id })).ok).toBe(true);
    expect((await readSharedBrief(token2)).status).toBe("invalid");
  });

  it("exports Markdown and DOCX as stored files of the brand, served by the signed file route as attachments, listed on the brief", async () => {
    const w = await world();
    const other = await world("Other");
    actAs(w.owner);
    const id = await newBrief();
    await a.updateContentBriefAction({ id, outline: [{ level: 2, text: "The ratio" }], terms: [{ term: "bloom" }] });

    const md = await a.exportContentBriefAction({ id, format: "md" });
    const docx = await a.exportContentBriefAction({ id, format: "docx" });
    expect(md.ok && docx.ok).toBe(true);
    if (!md.ok || !docx.ok) return;
    expect(md.data.name).toBe("how-to-brew-pour-over-coffee-brief.md");

    const get = async (url: string) => {
      const u = new URL(url, "http://app.test");
      return fileRoute.GET(new Request(u), { params: Promise.resolve({ fileId: u.pathname.split("/").at(-1)! }) });
    };
    const mdRes = await get(md.data.url);
    expect(mdRes.status).toBe(200);
    expect(mdRes.headers.get("content-disposition")).toMatch(/^attachment;/);
    const text = await mdRes.text();
    expect(text).toContain("# How to brew pour over coffee");
    expect(text).toContain("### The ratio");
    const docRes = await get(docx.data.url);
    expect(docRes.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(strFromU8(unzipSync(new Uint8Array(await docRes.arrayBuffer()))["word/document.xml"]!)).toContain("The ratio");

    const files = await getDb().select().from(storageObjects).where(eq(storageObjects.brandId, w.brand.id));
    expect(files.map((f) => f.kind)).toEqual(["export", "export"]);
    const listed = await listBriefExports(w.scope, id);
    expect(listed.map((e) => e.format).sort()).toEqual(["docx", "md"]);

    // A re-pointed link (brand B's id) finds nothing; B cannot get a link to A's export or export A's brief.
    const forged = new URL(md.data.url, "http://app.test");
    forged.searchParams.set("b", other.brand.id);
    expect((await fileRoute.GET(new Request(forged), { params: Promise.resolve({ fileId: forged.pathname.split("/").at(-1)! }) })).status).toBe(404);
    actAs(other.owner);
    expect(await a.contentBriefExportUrlAction({ exportId: md.data.exportId })).toMatchObject({ ok: false });
    expect(await a.exportContentBriefAction({ id, format: "md" })).toMatchObject({ ok: false });
    actAs(w.owner);
    const again = await a.contentBriefExportUrlAction({ exportId: md.data.exportId });
    expect(again.ok && (await get(again.data.url)).status).toBe(200);

    // Deleting the brief takes its export rows with it.
    expect((await a.deleteContentBriefAction({ id })).ok).toBe(true);
    expect(await getDb().select().from(contentBriefExports).where(eq(contentBriefExports.briefId, id))).toEqual([]);
  });

  it("reads 30/60/90-day performance of the published URL from the brand's Search Console and GA4 rows only", async () => {
    const w = await world();
    const other = await world("Other");
    const url = "https://brand.example/guides/pour-over";
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
    const now = new Date();
    const gsc = (brandId: string, n: number, clicks: number, query: string | null = null) => ({
      brandId,
      source: "gsc",
      rowKey: `${brandId}-${n}-${query}-${Math.random()}`,
      day: day(n),
      query,
      page: url,
      clicks,
      impressions: clicks * 10,
      ctr: 0.1,
      position: 5,
      fetchedAt: now,
    });
    await getDb().insert(seoGscRows).values([gsc(w.brand.id, 0, 10), gsc(w.brand.id, 29, 20), gsc(w.brand.id, 30, 40), gsc(w.brand.id, 5, 7, "pour over ratio"), gsc(other.brand.id, 3, 1000)]);
    await getDb().insert(seoGa4Rows).values([
      { brandId: w.brand.id, source: "ga4", dims: "date,landingPage", rowKey: "k1", day: day(2), landingPage: "/guides/pour-over", sessions: 50, engagedSessions: 30, keyEvents: 2, fetchedAt: now },
      { brandId: w.brand.id, source: "ga4", dims: "date,landingPage", rowKey: "k2", day: day(45), landingPage: "/guides/pour-over/", sessions: 70, engagedSessions: 30, keyEvents: 3, fetchedAt: now },
      { brandId: other.brand.id, source: "ga4", dims: "date,landingPage", rowKey: "k3", day: day(2), landingPage: "/guides/pour-over", sessions: 9999, engagedSessions: 0, keyEvents: 99, fetchedAt: now },
    ]);
    const published = new Date(Date.UTC(2026, 0, 1, 9));
    const windows = await readPerformance(w.scope, url, published, new Date(Date.UTC(2026, 2, 5)));
    expect(windows.map((x) => x.due)).toEqual([true, true, false]);
    expect(windows[0]!.figures).toMatchObject({ clicks: 30, impressions: 300, position: 5, sessions: 50, conversions: 2 });
    expect(windows[1]!.figures).toMatchObject({ clicks: 70, sessions: 120, conversions: 5 });
    expect(windows[2]!.figures).toBeNull();

    // Through the brief: a date set by the action; a recent one is not due yet.
    actAs(w.owner);
    const id = await newBrief();
    expect((await a.updateContentBriefAction({ id, publishedUrl: url, publishedOn: "2026-01-01" })).ok).toBe(true);
    const b = await getBrief(w.scope, id);
    expect(b!.published).toMatchObject({ url, from: "brief" });
    const fresh = await readPerformance(w.scope, url, new Date());
    expect(fresh.every((x) => !x.due && x.figures === null)).toBe(true);
  });

  it("suggests internal links from the latest succeeded crawl's indexable 200 pages, with the reason", async () => {
    const w = await world();
    const db = getDb();
    const [old] = await db.insert(seoCrawls).values({ brandId: w.brand.id, startUrl: "https://brand.example/", status: "succeeded", finishedAt: new Date(Date.now() - 86_400_000 * 30) }).returning({ id: seoCrawls.id });
    const [latest] = await db.insert(seoCrawls).values({ brandId: w.brand.id, startUrl: "https://brand.example/", status: "succeeded", finishedAt: new Date() }).returning({ id: seoCrawls.id });
    await db.insert(seoCrawls).values({ brandId: w.brand.id, startUrl: "https://brand.example/", status: "failed", finishedAt: new Date(Date.now() + 1000) });
    const page = (crawlId: string, url: string, title: string, extra: Partial<typeof seoCrawlPages.$inferInsert> = {}) => ({ crawlId, brandId: w.brand.id, url, title, statusCode: 200, indexable: true, ...extra });
    await db.insert(seoCrawlPages).values([
      page(latest!.id, "https://brand.example/guides/pour-over-ratio", "Pour over coffee ratio guide"),
      page(latest!.id, "https://brand.example/old/pour-over", "Pour over coffee (moved)", { statusCode: 301 }),
      page(latest!.id, "https://brand.example/drafts/pour-over", "Pour over coffee draft", { indexable: false }),
      page(old!.id, "https://brand.example/archive/pour-over-coffee", "Pour over coffee archive"),
    ]);
    const s = await suggestInternalLinks(w.scope, { keyword: "pour over coffee", title: "How to brew pour over coffee", outline: [], internalLinks: [], publishedUrl: null });
    expect(s.items.map((i) => i.url)).toEqual(["https://brand.example/guides/pour-over-ratio"]);
    expect(s.items[0]!.reason).toBe('Shares the keyword\'s "coffee", "over", "pour".');
  });

  it("Draft with AI fills the empty parts from the engine, grounded in the knowledge base and cited; says what to connect without one", async () => {
    const w = await world();
    actAs(w.owner);
    const id = await newBrief();
    const none = await a.draftContentBriefAction({ id });
    expect(none).toMatchObject({ ok: false, error: expect.stringMatching(/No AI engine is connected\. Connect one on \/integrations/) });

    await getDb()
      .insert(aiEngines)
      .values({ brandId: w.brand.id, label: "Local llama", provider: "openai-compatible", model: "llama3.1", baseUrl: fake().baseUrl, isDefault: true, priceInPerMTok: "1", priceOutPerMTok: "1" });
    const kb = await insertKnowledgeSource(getDb(), w.brand.id, { title: "Brewing handbook", chunks: [{ heading: "Ratios", content: "We recommend a pour over coffee ratio of 1:16, with a 45 second bloom." }] });
    await a.updateContentBriefAction({ id, angle: "Written by a person." });

    const r = await a.draftContentBriefAction({ id });
    expect(r).toMatchObject({ ok: true, data: { engineLabel: "Local llama", filled: ["search intent", "title options", "questions"] } });
    const b = await getBrief(w.scope, id);
    expect(b).toMatchObject({ intent: "informational", angle: "Written by a person.", titleOptions: ["Pour over coffee: the ratio that matters", "How to brew pour over at home"] });
    const prompt = fake().requests.at(-1)!;
    expect(systemText(prompt)).toContain("We recommend a pour over coffee ratio of 1:16");
    const cites = await briefCitations(w.scope, id);
    expect(cites.map((c) => c.sourceId)).toEqual([kb.sourceId]);
    const calls = await getDb().select().from(apiCalls).where(and(eq(apiCalls.brandId, w.brand.id), eq(apiCalls.purpose, "content.brief")));
    expect(calls.length).toBeGreaterThan(0);

    // Everything is filled now: nothing to draft.
    expect(await a.draftContentBriefAction({ id })).toMatchObject({ ok: false, error: expect.stringMatching(/already has text/) });

    // The monthly content budget stops the call before it is made.
    const id2 = await newBrief("Cold brew guide", "cold brew");
    await getDb().insert(contentSettings).values({ brandId: w.brand.id, monthlyBudgetUsd: "0.00" });
    const before = fake().requests.length;
    expect(await a.draftContentBriefAction({ id: id2 })).toMatchObject({ ok: false, error: expect.stringMatching(/budget/) });
    expect(fake().requests.length).toBe(before);

    // A broken answer is an error naming the engine.
    await getDb().update(contentSettings).set({ monthlyBudgetUsd: null }).where(eq(contentSettings.brandId, w.brand.id));
    draftReply = () => ({ nothing: true });
    expect(await a.draftContentBriefAction({ id: id2 })).toMatchObject({ ok: false, error: expect.stringMatching(/^Local llama could not draft the brief/) });
  });

  it("warns when a brief is a near-duplicate of the brand's own content or another brand of the agency, but not of its own idea", async () => {
    const w = await world();
    const sibling = await createBrand(w.owner, `Sibling ${Math.random().toString(36).slice(2, 7)}`);
    await getDb().insert(contentBriefs).values({ brandId: sibling.id, title: "How to brew pour over coffee at home", keyword: "pour over coffee" });
    const [idea] = await getDb().insert(contentIdeas).values({ brandId: w.brand.id, title: "How to brew pour over coffee", origin: "manual" }).returning({ id: contentIdeas.id });
    actAs(w.owner);
    const first = await a.createContentBriefAction({ title: "How to brew pour over coffee", keyword: "pour over coffee", ideaId: idea!.id });
    const second = await newBrief("Brewing pour over coffee: a guide", "pour over coffee");
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const p = await loadBriefsPage(w.scope, { brief: first.data.id });
    expect(p.view).toBe("brief");
    if (p.view !== "brief") return;
    expect(p.data.duplicates.own.map((m) => m.id)).toEqual([second]);
    // The owner sees the sibling brand, so it is named.
    expect(p.data.duplicates.otherBrands.visible.map((m) => m.brandName)).toEqual([sibling.name]);

    // A long brief gets a simhash when saved, so later checks can compare bodies.
    await a.updateContentBriefAction({ id: second, questions: Array.from({ length: 12 }, (_, i) => `Question number ${i} about ratios, grind size and water temperature?`) });
    const [row] = await getDb().select({ simhash: contentBriefs.simhash }).from(contentBriefs).where(eq(contentBriefs.id, second));
    expect(row!.simhash).toMatch(/^[0-9a-f]{16}$/);
  });
});
