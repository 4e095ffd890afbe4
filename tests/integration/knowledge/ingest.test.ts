/**
 * Knowledge-base ingestion on the database: every fixture format uploaded through lib/storage and
 * ingested by the `knowledge.ingest` job is found by keyword in its chunks (with its heading path);
 * each hostile file fails its own source with its reason; pages and sitemaps come through lib/http
 * from a loopback site (a redirect to a private address is refused); an unchanged re-read keeps the
 * chunks; chunks are indexed in the brand's language; brand data stays in sync.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { brands, knowledgeChunks, knowledgeSources, storageObjects } from "@/db/schema";
import { JobRunner } from "@/lib/jobs";
import type { BrandScope } from "@/lib/brand-scope";
import { startKnowledgeSite, type KnowledgeSite } from "@/tests/fixtures/knowledge/site";
import { brandWithScope } from "../helpers/seo-providers";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const { KNOWLEDGE_INGEST_TASK, enqueueDueRefreshes } = await import("@/modules/knowledge/jobs");
const sources = await import("@/modules/knowledge/sources");
const { ingestSource } = await import("@/modules/knowledge/ingest");
const { OUT_OF_MEMORY } = await import("@/modules/knowledge/extract/isolated");

const FIX = join(process.cwd(), "tests/fixtures/knowledge");
const fixture = (name: string) => new Uint8Array(readFileSync(join(FIX, name)));

let site: KnowledgeSite;
const savedAllow = process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS;
beforeAll(async () => {
  site = await startKnowledgeSite();
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = site.host;
});
afterAll(async () => {
  await site.close();
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = savedAllow;
});

const runJobs = () => new JobRunner({ workerId: "knowledge-test", tasks: [KNOWLEDGE_INGEST_TASK] }).runDueOnce();

async function source(id: string) {
  const [s] = await getDb().select().from(knowledgeSources).where(eq(knowledgeSources.id, id));
  return s!;
}

/** Chunks of the source matching a full-text query in their own configuration. */
async function find(sourceId: string, words: string) {
  return getDb()
    .select({ heading: knowledgeChunks.heading, content: knowledgeChunks.content, page: knowledgeChunks.page, tsConfig: knowledgeChunks.tsConfig })
    .from(knowledgeChunks)
    .where(and(eq(knowledgeChunks.sourceId, sourceId), sql`${knowledgeChunks.tsv} @@ plainto_tsquery(${knowledgeChunks.tsConfig}, ${words})`));
}

describe("uploaded files of every supported type", () => {
  let scope: BrandScope;
  const ids = new Map<string, string>();
  const CASES: [file: string, query: string, heading: string, page: number | null][] = [
    ["handbook.pdf", "refund card", "Refunds", 2],
    ["brand-guide.docx", "saffron", "Brand guide › Colours", null],
    ["launch-deck.pptx", "bakeries shops", "Target audience", 2],
    ["price-list.xlsx", "PostNL", "Shipping", null],
    ["faq.csv", "pause subscription", "", null],
    ["notes.txt", "loyalty loaf", "", null],
    ["playbook.md", "annual plan", "Sales playbook › Closing", null],
    ["about.html", "Ghent", "About Acme", null],
  ];
  beforeAll(async () => {
    ({ scope } = await brandWithScope());
    await getDb().update(brands).set({ languages: ["en"] }).where(eq(brands.id, scope.brandId));
    for (const [name] of CASES) ids.set(name, (await sources.addFileSource(scope, { name, bytes: fixture(name) })).sourceId);
    await runJobs();
  }, 120_000);

  it.each(CASES)("%s: ready, with chunks that full-text search finds under their heading", async (name, query, heading, page) => {
    const s = await source(ids.get(name)!);
    expect({ status: s.status, error: s.error }).toEqual({ status: "ready", error: null });
    expect(s.chunkCount).toBeGreaterThan(0);
    expect(s.tokenCount).toBeGreaterThan(0);
    expect(s.language).toBe("english");
    expect(s.lastSyncedAt).not.toBeNull();
    // A PDF counts its pages as it reads them; the other files are one step.
    expect([s.progressDone, s.progressTotal]).toEqual(name.endsWith(".pdf") ? [3, 3] : [1, 1]);
    const hits = await find(s.id, query);
    expect(hits.length, `${name}: "${query}"`).toBeGreaterThan(0);
    expect(hits[0]).toMatchObject({ heading, page, tsConfig: "english" });
  });

  it("stores the file in lib/storage for the brand", async () => {
    const s = await source(ids.get("handbook.pdf")!);
    const [f] = await getDb().select({ brandId: storageObjects.brandId, kind: storageObjects.kind, contentType: storageObjects.contentType }).from(storageObjects).where(eq(storageObjects.id, s.fileId!));
    expect(f).toEqual({ brandId: scope.brandId, kind: "training", contentType: "application/pdf" });
  });

  it("an unchanged re-read keeps the chunks (content hash)", async () => {
    const id = ids.get("playbook.md")!;
    const before = await getDb().select({ id: knowledgeChunks.id }).from(knowledgeChunks).where(eq(knowledgeChunks.sourceId, id));
    const out = await ingestSource(scope, id);
    expect(out).toMatchObject({ status: "ready", unchanged: true });
    const after = await getDb().select({ id: knowledgeChunks.id }).from(knowledgeChunks).where(eq(knowledgeChunks.sourceId, id));
    expect(after.map((c) => c.id).sort()).toEqual(before.map((c) => c.id).sort());
  });

  it("disable keeps the chunks; delete removes source, chunks and file", async () => {
    const id = ids.get("notes.txt")!;
    await sources.setSourceEnabled(scope, id, false);
    expect((await source(id)).enabled).toBe(false);
    expect((await find(id, "loyalty")).length).toBeGreaterThan(0);
    const fileId = (await source(id)).fileId!;
    await sources.deleteSource(scope, id);
    expect(await getDb().select().from(knowledgeSources).where(eq(knowledgeSources.id, id))).toEqual([]);
    expect(await getDb().select().from(knowledgeChunks).where(eq(knowledgeChunks.sourceId, id))).toEqual([]);
    expect(await getDb().select().from(storageObjects).where(eq(storageObjects.id, fileId))).toEqual([]);
  });
});

describe("hostile and unreadable files fail their own source, with the reason", () => {
  it("a file that runs the parser out of memory fails with that reason, once, and this process reads the next one", async () => {
    const { scope } = await brandWithScope();
    const id = (await sources.addFileSource(scope, { name: "handbook.pdf", bytes: fixture("handbook.pdf") })).sourceId;
    const saved = process.env.KNOWLEDGE_EXTRACT_HEAP_MB;
    // A heap far too small for pdfjs: the extraction process dies of memory, as with a hostile file.
    process.env.KNOWLEDGE_EXTRACT_HEAP_MB = "8";
    try {
      await runJobs();
    } finally {
      if (saved === undefined) delete process.env.KNOWLEDGE_EXTRACT_HEAP_MB;
      else process.env.KNOWLEDGE_EXTRACT_HEAP_MB = saved;
    }
    const failed = await source(id);
    expect({ status: failed.status, error: failed.error }).toEqual({ status: "failed", error: OUT_OF_MEMORY });
    // Permanent: not queued for a retry.
    const [pending] = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where data->>'sourceId' = ${id} and state in ('created','retry')`);
    expect(pending?.n).toBe(0);
    const next = (await sources.addFileSource(scope, { name: "handbook.pdf", bytes: fixture("handbook.pdf") })).sourceId;
    await runJobs();
    expect((await source(next)).status).toBe("ready");
  }, 120_000);

  it("each one, while a good file beside them is ingested", async () => {
    const { scope } = await brandWithScope();
    const bad: [string, RegExp][] = [
      ["encrypted.pdf", /protected with a password/],
      ["scanned.pdf", /no text layer/],
      ["stream-bomb.pdf", /unpacks to more than/],
      ["docx-bomb.docx", /zip bomb|unpacks/],
      ["xlsx-bomb.xlsx", /zip bomb|unpacks/],
      ["nested.html", /nests its elements more than/],
    ];
    const ids: string[] = [];
    // lib/storage accepts them all (their types are right): the extractors must refuse them.
    for (const [name] of bad) ids.push((await sources.addFileSource(scope, { name, bytes: fixture(name) })).sourceId);
    const good = (await sources.addFileSource(scope, { name: "notes.txt", bytes: fixture("notes.txt") })).sourceId;
    await runJobs();
    for (let i = 0; i < bad.length; i++) {
      const [name, reason] = bad[i]!;
      const s = await source(ids[i]!);
      expect({ name, status: s.status }).toEqual({ name, status: "failed" });
      expect(s.error, name).toMatch(reason);
      expect(s.chunkCount).toBe(0);
    }
    expect((await source(good)).status).toBe("ready");
  }, 120_000);

  it("an unsupported file is refused at upload with what to upload instead", async () => {
    const { scope } = await brandWithScope();
    await expect(sources.addFileSource(scope, { name: "tool.bin", bytes: fixture("not-supported.bin") })).rejects.toThrow(/tool\.bin/);
  });

  it("an empty file is refused at upload", async () => {
    const { scope } = await brandWithScope();
    await expect(sources.addFileSource(scope, { name: "empty.txt", bytes: new Uint8Array() })).rejects.toThrow(/empty/);
  });
});

describe("pasted text, pages and sitemaps", () => {
  let scope: BrandScope;
  beforeAll(async () => {
    ({ scope } = await brandWithScope());
    await getDb().update(brands).set({ languages: ["de"] }).where(eq(brands.id, scope.brandId));
  });

  it("pasted text is chunked in the brand's language (German stemming)", async () => {
    const { sourceId } = await sources.addTextSource(scope, { title: "Versand", text: "# Versand\n\nWir versenden alle Bestellungen innerhalb von zwei Tagen." });
    await runJobs();
    const s = await source(sourceId);
    expect(s).toMatchObject({ status: "ready", language: "german" });
    // "Bestellung" (singular) finds "Bestellungen" only with the German configuration.
    expect(await find(sourceId, "Bestellung")).toHaveLength(1);
  });

  it("a page through lib/http takes its title; a PDF URL is read as a PDF", async () => {
    const page = await sources.addWebSource(scope, { kind: "url", url: `${site.origin}/about`, refreshHours: 24 });
    const pdf = await sources.addWebSource(scope, { kind: "url", url: `${site.origin}/handbook.pdf`, refreshHours: null });
    await runJobs();
    const s = await source(page.sourceId);
    expect(s).toMatchObject({ status: "ready", title: "About us" });
    expect(s.nextSyncAt!.getTime() - s.lastSyncedAt!.getTime()).toBe(24 * 3_600_000);
    expect((await find(page.sourceId, "pastry chefs"))[0]).toMatchObject({ heading: "About us › Team" });
    expect((await find(pdf.sourceId, "refund"))[0]).toMatchObject({ heading: "Refunds", page: 2 });
    expect((await source(pdf.sourceId)).nextSyncAt).toBeNull();
  });

  it("a page that redirects to a private address fails with the guard's reason", async () => {
    const { sourceId } = await sources.addWebSource(scope, { kind: "url", url: `${site.origin}/to-private`, refreshHours: null });
    await runJobs();
    const s = await source(sourceId);
    expect(s.status).toBe("failed");
    expect(s.error).toMatch(/was not fetched: .*private|not fetched: .*(address|allowed)/i);
    expect(s.error).toMatch(/public web addresses/);
  });

  it("a sitemap ingests each readable page, counts progress, and says how many were skipped", async () => {
    const { sourceId } = await sources.addWebSource(scope, { kind: "sitemap", url: `${site.origin}/sitemap.xml`, refreshHours: 168 });
    await runJobs();
    const s = await source(sourceId);
    expect(s).toMatchObject({ status: "ready", progressDone: 4, progressTotal: 4 });
    expect(s.error).toMatch(/1 page was skipped/);
    expect((await find(sourceId, "Ghent bakeries"))[0]?.heading).toBe("Acme Bakery Software › Acme");
    expect((await find(sourceId, "pastry"))[0]?.heading).toBe("About us › Team");
    expect((await find(sourceId, "refund"))[0]?.heading).toBe("Acme pricing handbook › Refunds");
  });

  it("the hourly tick re-fetches what is due, and only that", async () => {
    const { sourceId } = await sources.addWebSource(scope, { kind: "url", url: `${site.origin}/`, refreshHours: 1 });
    await runJobs();
    const hitsBefore = site.hits.get("/") ?? 0;
    await getDb().update(knowledgeSources).set({ nextSyncAt: new Date(Date.now() - 60_000) }).where(eq(knowledgeSources.id, sourceId));
    expect(await enqueueDueRefreshes()).toBe(1);
    expect(await enqueueDueRefreshes()).toBe(0);
    await runJobs();
    expect(site.hits.get("/")).toBe(hitsBefore + 1);
    const s = await source(sourceId);
    expect(s.status).toBe("ready");
    expect(s.nextSyncAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it("retry re-reads a failed source", async () => {
    const { sourceId } = await sources.addWebSource(scope, { kind: "url", url: `${site.origin}/missing`, refreshHours: null });
    await runJobs();
    expect((await source(sourceId)).error).toMatch(/HTTP 404/);
    await sources.retrySource(scope, sourceId);
    expect((await source(sourceId)).status).toBe("queued");
    await runJobs();
    expect((await source(sourceId)).status).toBe("failed");
  });
});

describe("brand data", () => {
  it("flows in as sources, re-ingests only what changed, and removes what was emptied", async () => {
    const { scope } = await brandWithScope();
    await getDb().update(brands).set({ description: "We make ordering software for bakeries.", toneOfVoice: "Warm and plain." }).where(eq(brands.id, scope.brandId));
    const first = await sources.syncBrandDataNow(scope);
    expect(first).toMatchObject({ created: 1 });
    await runJobs();
    const [basics] = await getDb().select().from(knowledgeSources).where(and(eq(knowledgeSources.brandId, scope.brandId), eq(knowledgeSources.origin, "brand-basics")));
    expect(basics).toMatchObject({ kind: "brand-data", status: "ready", title: "Brand Basic Data" });
    expect((await find(basics!.id, "ordering software"))[0]?.heading).toMatch(/› Description$/);

    expect(await sources.syncBrandDataNow(scope)).toMatchObject({ created: 0, updated: 0, unchanged: 1 });

    await getDb().update(brands).set({ toneOfVoice: "Cheeky and short." }).where(eq(brands.id, scope.brandId));
    expect(await sources.syncBrandDataNow(scope)).toMatchObject({ updated: 1 });
    await runJobs();
    expect(await find(basics!.id, "cheeky")).toHaveLength(1);
    expect(await find(basics!.id, "warm")).toHaveLength(0);
  }, 60_000);
});
