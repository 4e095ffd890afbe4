/**
 * /vector-store for the demo brand: the shipped files of db/sample/knowledge (a brand voice guide in
 * Markdown, a product-facts CSV, a customer FAQ PDF) uploaded through the knowledge base's own upload
 * (lib/storage + a `file` source), put into collections by the collection code, and ingested by the
 * ingestion job's code right away — so the sources are ready, with chunks, on the first start. Then
 * the brand-data sync renders the brand's own data (basics, questionnaire, the adopted SOPs, the
 * sample learning) as sources and ingests them the same way. The `knowledge.ingest` jobs the upload
 * and the sync queue still run later and find the text unchanged.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { knowledgeSources } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { createCollection, setSourceCollections } from "@/modules/knowledge/collections";
import { ingestSource } from "@/modules/knowledge/ingest";
import { addFileSource } from "@/modules/knowledge/sources";
import { syncBrandData } from "@/modules/knowledge/brand-data";

const KNOWLEDGE_DIR = path.resolve(process.cwd(), "db/sample/knowledge");

/** The shipped files and the collections each belongs to. */
export const SAMPLE_KNOWLEDGE_FILES: readonly { name: string; collections: readonly string[] }[] = [
  { name: "northwind-brand-voice.md", collections: ["Tone of voice"] },
  { name: "northwind-product-facts.csv", collections: ["Product facts"] },
  { name: "northwind-customer-faq.pdf", collections: ["Product facts", "Tone of voice"] },
];

const SAMPLE_COLLECTIONS: readonly { name: string; description: string }[] = [
  { name: "Tone of voice", description: "How Northwind writes: the brand voice guide and real answers to customers." },
  { name: "Product facts", description: "Coffees, prices, shipping and subscription terms." },
];

async function ingestNow(scope: BrandScope, sourceId: string, what: string): Promise<void> {
  const out = await ingestSource(scope, sourceId);
  if (out.status !== "ready" || !out.chunks) throw new Error(`Sample data: ingesting ${what} gave ${JSON.stringify(out)}`);
}

export async function seedKnowledge(scope: BrandScope): Promise<void> {
  const collectionIds = new Map<string, string>();
  for (const c of SAMPLE_COLLECTIONS) collectionIds.set(c.name, (await createCollection(scope, c)).id);

  for (const f of SAMPLE_KNOWLEDGE_FILES) {
    const bytes = new Uint8Array(readFileSync(path.join(KNOWLEDGE_DIR, f.name)));
    const { sourceId } = await addFileSource(scope, { name: f.name, bytes });
    await setSourceCollections(scope, { sourceId, collectionIds: f.collections.map((n) => collectionIds.get(n)!) });
    await ingestNow(scope, sourceId, `knowledge/${f.name}`);
  }

  await syncBrandData(scope, { userId: scope.userId });
  const brandDocs = await withScope(scope, (tx) =>
    tx
      .select({ id: knowledgeSources.id, title: knowledgeSources.title, status: knowledgeSources.status })
      .from(knowledgeSources)
      .where(and(eq(knowledgeSources.brandId, scope.brandId), eq(knowledgeSources.kind, "brand-data"))),
  );
  for (const d of brandDocs) if (d.status !== "ready") await ingestNow(scope, d.id, `the brand data "${d.title}"`);
}
