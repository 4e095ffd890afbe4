/**
 * Knowledge search end to end on a real database: full text and trigram matches, meaning search
 * through a loopback OpenAI-shaped /v1/embeddings server (where the database has pgvector), the
 * enabled and collection filters, grounding within a token budget, and a SAIO suggestion that keeps
 * its citations. Sources and chunks are written directly (tests/support/knowledge.ts).
 */
import { beforeAll, describe, expect, inject, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { aiEngines, apiCalls, brandData, brands, knowledgeCitations, knowledgeCollections, knowledgeEmbeddingSettings, knowledgeSources } from "@/db/schema";
import { scopeFor, type BrandScope } from "@/lib/brand-scope";
import { systemText } from "../../support/fake-openai";
import type { Candidate } from "@/modules/saio/analysis";
import { insertKnowledgeSource } from "../../support/knowledge";
import { fakeOpenAIForFile } from "../helpers/fake-engine";
import { actAs } from "../helpers/session";
import { selectBrand } from "../helpers/brand-context";
import { createBrand, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const { searchKnowledge } = await import("@/modules/knowledge/search/search");
const { groundingFor, listCitations } = await import("@/modules/knowledge/grounding");
const { hasVectorStore, getEmbeddingSettings } = await import("@/modules/knowledge/embeddings/settings");
const { embedPendingChunks, KNOWLEDGE_EMBED_TASK } = await import("@/modules/knowledge/embeddings/job");
const { ingestSource } = await import("@/modules/knowledge/ingest");
const { JobRunner, listJobs } = await import("@/lib/jobs");
const { setKnowledgeEmbeddingSettingsAction } = await import("@/modules/knowledge/embedding-actions");
const collections = await import("@/modules/knowledge/collections-actions");
const { searchKnowledgeAction } = await import("@/modules/knowledge/search-actions");
const saio = await import("@/modules/saio/actions");
const { classifyWithAi } = await import("@/modules/saio/candidates");
const { getTrackedSet } = await import("@/modules/saio/tracked");

/**
 * Embeddings whose geometry the test knows: one axis per concept, so "money back" and "reimburse"
 * point the same way although they share no word (what full text cannot find).
 */
const CONCEPTS: Record<string, string[]> = {
  refund: ["refund", "refunds", "money", "back", "reimburse", "repay"],
  coffee: ["espresso", "coffee", "grinder", "burrs", "beans"],
  shipping: ["ship", "shipping", "delivery", "courier", "parcel"],
};
function conceptEmbedder(text: string): number[] {
  const axes = Object.keys(CONCEPTS);
  const v = new Array<number>(axes.length + 1).fill(0);
  for (const w of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const i = axes.findIndex((a) => CONCEPTS[a]!.includes(w));
    v[i < 0 ? axes.length : i]! += i < 0 ? 0.05 : 1;
  }
  return v;
}

const fake = fakeOpenAIForFile(
  (req) => {
    if (systemText(req).startsWith("You write the questions")) {
      return {
        content: JSON.stringify({
          prompts: [
            { text: "Which espresso grinder has conical burrs?", topic: "Grinders", branded: false, sources: [1] },
            { text: "Is Bean Bros any good?", topic: "Reputation", branded: true },
          ],
        }),
      };
    }
    if (systemText(req).startsWith("You classify names")) {
      return { content: JSON.stringify({ items: [{ name: "GrindCo", kind: "direct_competitor", reason: "Sells grinders to the same buyers." }] }) };
    }
    return { content: "OK" };
  },
  { embed: conceptEmbedder },
);

type World = { owner: Awaited<ReturnType<typeof createUser>>; brandId: string; scope: BrandScope; grinder: string; refund: string; disabled: string; manualSource: string };
let w: World;

beforeAll(async () => {
  const owner = await createUser();
  const brand = await createBrand(owner, "Bean Bros");
  const db = getDb();
  const manual = await insertKnowledgeSource(db, brand.id, {
    title: "Grinder manual",
    chunks: [
      { heading: "Grinders › Burrs", content: "Our espresso grinders ship with conical burrs made of hardened steel, tuned for a fine, even grind." },
      { heading: "Care › Cleaning", content: "Clean the hopper weekly with a dry brush; never use water on the motor housing." },
    ],
  });
  const policy = await insertKnowledgeSource(db, brand.id, {
    title: "Customer policy",
    chunks: [
      { heading: "Returns", content: "We reimburse purchases within 30 days when the machine is returned unused." },
      { heading: "Warranty and repairs", content: "Machines carry a two year warranty covering parts and labour." },
    ],
  });
  const off = await insertKnowledgeSource(db, brand.id, {
    title: "Old price list",
    enabled: false,
    chunks: [{ heading: "Prices 2019", content: "The conical burrs upgrade kit costs 49 euros." }],
  });
  w = { owner, brandId: brand.id, scope: await scopeFor(owner, brand.id), grinder: manual.chunkIds[0]!, refund: policy.chunkIds[0]!, disabled: off.chunkIds[0]!, manualSource: manual.sourceId };
  await selectBrand(owner, brand.id);
});

describe("knowledge search", () => {
  it("finds a chunk by keyword, in its language's stems, with highlighted words and the full-text rank", async () => {
    const r = await searchKnowledge(w.scope, { query: "conical burr", semantic: false });
    expect(r.methods).toEqual(["fulltext", "trigram"]);
    expect(r.hits[0]).toMatchObject({ chunkId: w.grinder, sourceTitle: "Grinder manual", heading: "Grinders › Burrs" });
    expect(r.hits[0]!.methods.fulltext).toMatchObject({ rank: 1 });
    expect(r.hits[0]!.methods.fulltext!.score).toBeGreaterThan(0);
    // "burr" matched "burrs" through the english stemmer, and the snippet marks both words.
    expect(r.hits[0]!.snippet).toContain("\uE000conical\uE001 \uE000burrs\uE001");
  });

  it("matches a heading by trigram similarity when the words are misspelt", async () => {
    const r = await searchKnowledge(w.scope, { query: "warrenty", semantic: false });
    const hit = r.hits.find((h) => h.heading === "Warranty and repairs");
    expect(hit?.methods.trigram?.rank).toBe(1);
    expect(hit?.methods.fulltext).toBeUndefined();
  });

  it("leaves out disabled sources", async () => {
    const r = await searchKnowledge(w.scope, { query: "conical burrs", semantic: false });
    expect(r.hits.map((h) => h.chunkId)).not.toContain(w.disabled);
    expect(r.hits.map((h) => h.sourceTitle)).not.toContain("Old price list");
  });

  it("searches only the chosen collections; collections are created, renamed, assigned and deleted by actions", async () => {
    actAs(w.owner);
    const created = await collections.createKnowledgeCollectionAction({ name: "Product facts" });
    expect(created.ok).toBe(true);
    const collectionId = created.ok ? created.data.id : "";
    expect((await collections.createKnowledgeCollectionAction({ name: "product FACTS" })).ok).toBe(false);
    expect((await collections.renameKnowledgeCollectionAction({ collectionId, name: "Policies" })).ok).toBe(true);
    const [policySource] = await getDb().execute<{ id: string }>(sql`select id from knowledge_sources where brand_id = ${w.brandId} and title = 'Customer policy'`);
    expect((await collections.setKnowledgeSourceCollectionsAction({ sourceId: policySource!.id, collectionIds: [collectionId] })).ok).toBe(true);

    const inPolicies = await searchKnowledge(w.scope, { query: "warranty OR grinders", collectionIds: [collectionId], semantic: false });
    expect(inPolicies.hits.length).toBeGreaterThan(0);
    expect(new Set(inPolicies.hits.map((h) => h.sourceTitle))).toEqual(new Set(["Customer policy"]));
    const everywhere = await searchKnowledge(w.scope, { query: "warranty OR grinders", semantic: false });
    expect(new Set(everywhere.hits.map((h) => h.sourceTitle))).toEqual(new Set(["Customer policy", "Grinder manual"]));

    const viaAction = await searchKnowledgeAction({ query: "warranty", collectionIds: [collectionId] });
    expect(viaAction.ok && viaAction.data.hits[0]?.heading).toBe("Warranty and repairs");

    expect((await collections.deleteKnowledgeCollectionAction({ collectionId })).ok).toBe(true);
    expect(await getDb().select().from(knowledgeCollections).where(eq(knowledgeCollections.brandId, w.brandId))).toHaveLength(0);
  });

  it("a quoted phrase (and a hyphenated word) matches only passages with the words next to each other and in order; a negated phrase keeps the others", async () => {
    const u = await createUser();
    const b = await createBrand(u, "Phrase brand");
    const { chunkIds: [adjacent, apart, reversed, hyphen, spaced] } = await insertKnowledgeSource(getDb(), b.id, {
      title: "Drinks",
      chunks: [
        { heading: "Iced", content: "Pour the espresso milk over ice and stir once." },
        { heading: "Hot", content: "Steam the milk first; the espresso shot is pulled after." },
        { heading: "Layered", content: "Milk and espresso are layered in a tall glass." },
        { heading: "Tools", content: "A well-known tamper presses the dose evenly." },
        { heading: "Tips", content: "Well, a known trick: warm the cup." },
      ],
    });
    const scope = await scopeFor(u, b.id);
    const fulltext = async (query: string) =>
      (await searchKnowledge(scope, { query, semantic: false })).hits.filter((h) => h.methods.fulltext).map((h) => h.chunkId);
    expect(await fulltext('"espresso milk"')).toEqual([adjacent]);
    expect((await fulltext("espresso milk")).sort()).toEqual([adjacent, apart, reversed].sort());
    expect(await fulltext("well-known")).toEqual([hyphen]);
    expect((await fulltext('milk -"espresso milk"')).sort()).toEqual([apart, reversed].sort());
    expect(await fulltext('"milk espresso"')).toEqual([]);
    expect(await fulltext("well known")).toEqual(expect.arrayContaining([hyphen, spaced]));
  });

  it("another brand's search never sees these chunks", async () => {
    const other = await createUser();
    const b = await createBrand(other, "Other brand");
    const r = await searchKnowledge(await scopeFor(other, b.id), { query: "conical burrs", semantic: false });
    expect(r.hits).toEqual([]);
  });

  it("finds a chunk by meaning through the embedding engine (OpenAI-shaped /v1/embeddings), where the database has pgvector", async () => {
    actAs(w.owner);
    const [engine] = await getDb()
      .insert(aiEngines)
      .values({ brandId: w.brandId, label: "Local embeddings", provider: "openai-compatible", model: "llama3.1", baseUrl: fake().baseUrl })
      .returning({ id: aiEngines.id });
    // PGlite ships pgvector (db/embedded.ts loads it); Debian's PostgreSQL 15 has none.
    if (inject("embedded")) expect(await hasVectorStore()).toBe(true);
    if (!(await hasVectorStore())) {
      // Debian's PostgreSQL 15: no pgvector, so the page says so; the model is still saved (SSR and the
      // focus-group analysis compare vectors in memory), nothing is queued and search stays full text.
      expect((await getEmbeddingSettings(w.scope)).vectorStore).toBe(false);
      const saved = await setKnowledgeEmbeddingSettingsAction({ engineKey: engine!.id, model: "nomic-embed-text" });
      expect(saved).toEqual({ ok: true, data: { model: "nomic-embed-text", vectorStore: false } });
      expect(await getEmbeddingSettings(w.scope)).toMatchObject({ vectorStore: false, model: "nomic-embed-text", embedded: 0, reembed: { status: "idle" } });
      const r = await searchKnowledge(w.scope, { query: "money back", purpose: "knowledge.search" });
      expect(r.methods).not.toContain("vector");
      expect(fake().embedRequests).toEqual([]);
      return;
    }
    const set = await setKnowledgeEmbeddingSettingsAction({ engineKey: engine!.id, model: "nomic-embed-text" });
    expect(set.ok).toBe(true);
    expect(await embedPendingChunks(w.scope)).toBe(5);
    const settings = await getEmbeddingSettings(w.scope);
    expect(settings).toMatchObject({ vectorStore: true, model: "nomic-embed-text", dimensions: 4, embedded: 5, chunks: 5, reembed: { status: "idle", done: 5 } });
    expect(fake().embedRequests[0]).toMatchObject({ model: "nomic-embed-text" });

    // No word in common with "We reimburse purchases…": full text finds nothing, meaning does.
    const r = await searchKnowledge(w.scope, { query: "money back", purpose: "knowledge.search" });
    expect(r.methods).toEqual(["fulltext", "trigram", "vector"]);
    expect(r.hits[0]).toMatchObject({ chunkId: w.refund, methods: { vector: { rank: 1 } } });
    expect(r.hits[0]!.methods.fulltext).toBeUndefined();
    expect(r.hits.map((h) => h.chunkId)).not.toContain(w.disabled);
    // The embedding calls are audited and metered like every model call.
    const audited = await getDb().select().from(apiCalls).where(and(eq(apiCalls.brandId, w.brandId), eq(apiCalls.purpose, "knowledge.embed")));
    expect(audited[0]).toMatchObject({ ok: true, status: 200, provider: "openai-compatible" });
    expect(audited[0]!.tokensIn).toBeGreaterThan(0);

    // Embedding again finds nothing left to do; a model change re-embeds everything.
    expect(await embedPendingChunks(w.scope)).toBe(0);
    await getDb().update(knowledgeEmbeddingSettings).set({ model: "other-model" }).where(eq(knowledgeEmbeddingSettings.brandId, w.brandId));
    expect(await embedPendingChunks(w.scope)).toBe(5);

    // An ingestion that stores new chunks queues their embedding (after the jobs queued so far have run).
    await new JobRunner({ workerId: `embed-${Math.random()}`, tasks: [KNOWLEDGE_EMBED_TASK] }).runDueOnce();
    const queued = () => listJobs(getDb(), sql`task = ${KNOWLEDGE_EMBED_TASK} and brand_id = ${w.brandId} and status = 'queued'`);
    expect(await queued()).toHaveLength(0);
    const [src] = await getDb()
      .insert(knowledgeSources)
      .values({ brandId: w.brandId, kind: "text", title: "Shipping", origin: "Shipping", body: "# Shipping\n\nWe ship worldwide within five working days." })
      .returning({ id: knowledgeSources.id });
    expect(await ingestSource(w.scope, src!.id)).toMatchObject({ status: "ready", chunks: 1 });
    expect(await queued()).toHaveLength(1);
    expect(await embedPendingChunks(w.scope)).toBe(1);
  });
});

describe("grounding", () => {
  it("returns the best chunks within the token budget, numbered, with citations and the prompt context", async () => {
    const g = await groundingFor(w.scope, { task: "conical burrs grinder cleaning", tokenBudget: 60 });
    expect(g.tokens).toBeLessThanOrEqual(60);
    expect(g.chunks.length).toBeGreaterThan(0);
    expect(g.chunks.reduce((n, c) => n + c.tokens, 0)).toBeLessThanOrEqual(60);
    expect(g.citations[0]).toMatchObject({ n: 1, chunkId: w.grinder, sourceTitle: "Grinder manual", heading: "Grinders › Burrs" });
    expect(g.promptContext).toContain("[1] Grinder manual › Grinders › Burrs\nOur espresso grinders ship with conical burrs");
    expect(g.citations.map((c) => c.chunkId)).not.toContain(w.disabled);

    expect((await groundingFor(w.scope, { task: "conical burrs", tokenBudget: 5 })).chunks).toEqual([]);
  });
});

describe("SAIO prompt suggestions", () => {
  it("are grounded in the knowledge base and keep their citations in the database", async () => {
    actAs(w.owner);
    await getDb().update(aiEngines).set({ isDefault: false }).where(eq(aiEngines.brandId, w.brandId));
    await getDb()
      .insert(aiEngines)
      .values({ brandId: w.brandId, label: "Local llama", provider: "openai-compatible", model: "llama3.1", baseUrl: fake().baseUrl, isDefault: true });
    await getDb().update(brandData).set({ keywords: ["espresso grinder"] }).where(eq(brandData.brandId, w.brandId));
    await getDb().update(brands).set({ industry: "Coffee equipment" }).where(eq(brands.id, w.brandId));
    const r = await saio.suggestSaioPromptsAction({});
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.method).toBe("ai");
    const grinder = r.data.items.find((s) => s.text.startsWith("Which espresso grinder"))!;
    expect(grinder.citations).toEqual([{ sourceTitle: "Grinder manual", heading: "Grinders › Burrs", chunkId: w.grinder }]);

    const asked = fake().requests.find((q) => systemText(q).startsWith("You write the questions"))!;
    expect(systemText(asked)).toContain("[1] Grinder manual › Grinders › Burrs");

    const stored = await listCitations(w.scope, "saio.suggest", ["which espresso grinder has conical burrs?"]);
    expect(stored).toEqual([{ subject: "which espresso grinder has conical burrs?", chunkId: w.grinder, sourceId: w.manualSource, sourceTitle: "Grinder manual", heading: "Grinders › Burrs" }]);
    const all = await getDb().select().from(knowledgeCitations).where(eq(knowledgeCitations.brandId, w.brandId));
    // The suggestion that named no passage cites every passage it was given.
    expect(all.length).toBeGreaterThan(1);
  });
});

describe("SAIO competitor classification", () => {
  it("is given the passages that name the candidates, and a classified name keeps the passage that mentions it", async () => {
    actAs(w.owner);
    await insertKnowledgeSource(getDb(), w.brandId, {
      title: "Market notes",
      chunks: [{ heading: "Competitors", content: "GrindCo sells burr grinders to the same home baristas; we beat them on service." }],
    });
    const tracked = (await getTrackedSet(w.scope))!;
    const candidate: Candidate = {
      name: "GrindCo",
      count: 2,
      answers: 1,
      domains: [],
      examples: ["GrindCo is a popular grinder brand."],
      variants: [],
      listAnswers: 0,
      withTrackedInList: 0,
      peers: [],
      contexts: [{ text: "GrindCo is a popular grinder brand.", list: false }],
    };
    const r = await classifyWithAi(w.scope, tracked, [candidate], null);
    expect(r.classes.get("grindco")).toMatchObject({ kind: "direct_competitor", method: "ai" });
    const asked = fake().requests.find((q) => systemText(q).startsWith("You classify names"))!;
    // Its place among the passages depends on the other methods (meaning search runs on the embedded database).
    expect(systemText(asked)).toMatch(/\[\d\] Market notes › Competitors\nGrindCo sells burr grinders/);
    const stored = await listCitations(w.scope, "saio.classify", ["grindco"]);
    expect(stored.map((c) => `${c.sourceTitle} › ${c.heading}`)).toEqual(["Market notes › Competitors"]);
  });
});
