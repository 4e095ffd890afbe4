/**
 * The brand's own data follows its edits into the knowledge base: saving Brand Basic Data (or the
 * its lists, the questionnaire, SOPs, learnings) queues one debounced `knowledge.brand-data-sync` job per brand,
 * and once it and the ingestion it queues have run, the source and its chunks hold the new text.
 * A brand that does not keep its data in the knowledge base gets no job.
 */
import { describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { knowledgeChunks, knowledgeSources } from "@/db/schema";
import { JobRunner } from "@/lib/jobs";
import { scopeFor } from "@/lib/brand-scope";
import { actAs } from "../helpers/session";
import { selectBrand } from "../helpers/brand-context";
import { createBrand, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const { KNOWLEDGE_INGEST_TASK, KNOWLEDGE_BRAND_DATA_SYNC_TASK } = await import("@/modules/knowledge/jobs");
const { syncBrandDataNow } = await import("@/modules/knowledge/sources");
const { updateBrandDetailsAction, updateBrandListAction } = await import("@/modules/brand-setup/actions");

const runner = () => new JobRunner({ workerId: "brand-data-sync-test", tasks: [KNOWLEDGE_BRAND_DATA_SYNC_TASK, KNOWLEDGE_INGEST_TASK] });

function pendingSyncs(brandId: string) {
  return getDb().execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = ${KNOWLEDGE_BRAND_DATA_SYNC_TASK} and data->>'brandId' = ${brandId} and state in ('created','retry')`);
}

/** The debounce has passed. */
async function makeSyncDue(brandId: string) {
  await getDb().execute(sql`update pgboss.job set start_after = now() where name = ${KNOWLEDGE_BRAND_DATA_SYNC_TASK} and data->>'brandId' = ${brandId} and state = 'created'`);
}

async function brandWithUser() {
  const user = await createUser();
  const brand = await createBrand(user, "Sync Bakery");
  await selectBrand(user, brand.id);
  actAs(user);
  return { user, brand, scope: (await scopeFor(user, brand.id))! };
}

describe("brand data in the knowledge base follows its edits", () => {
  it("ten edits of Brand Basic Data make one sync, and the source then holds the new text", async () => {
    const { brand, scope } = await brandWithUser();
    await updateBrandDetailsAction({ description: "We bake sourdough.", website: "", industry: "", country: "", languages: ["en"], toneOfVoice: "" });
    await syncBrandDataNow(scope);
    await runner().runDueOnce();
    const basics = async () => (await getDb().select().from(knowledgeSources).where(and(eq(knowledgeSources.brandId, brand.id), eq(knowledgeSources.origin, "brand-basics"))))[0]!;
    expect((await basics()).status).toBe("ready");

    for (let i = 1; i <= 10; i++) {
      const res = await updateBrandDetailsAction({ description: `We bake sourdough and rye, edit ${i}; our pumpernickel is famous.`, website: "", industry: "", country: "", languages: ["en"], toneOfVoice: "" });
      expect(res.ok).toBe(true);
    }
    expect((await pendingSyncs(brand.id))[0]?.n).toBe(1);

    await makeSyncDue(brand.id);
    await runner().runDueOnce(); // the sync: renders the documents, queues the changed one's ingestion
    await runner().runDueOnce(); // the ingestion
    const after = await basics();
    expect(after.status).toBe("ready");
    expect(after.body).toContain("edit 10; our pumpernickel is famous.");
    const hits = await getDb()
      .select({ content: knowledgeChunks.content })
      .from(knowledgeChunks)
      .where(and(eq(knowledgeChunks.sourceId, after.id), sql`${knowledgeChunks.tsv} @@ plainto_tsquery(${knowledgeChunks.tsConfig}, 'pumpernickel')`));
    expect(hits.length).toBe(1);
    expect(await pendingSyncs(brand.id)).toEqual([{ n: 0 }]);
  }, 120_000);

  it("an edit of another part (the keyword list) queues the sync as well", async () => {
    const { brand, scope } = await brandWithUser();
    await syncBrandDataNow(scope);
    await runner().runDueOnce();
    const res = await updateBrandListAction({ list: "keywords", items: ["pumpernickel bread"] });
    expect(res.ok, JSON.stringify(res)).toBe(true);
    expect((await pendingSyncs(brand.id))[0]?.n).toBe(1);
    await makeSyncDue(brand.id);
    await runner().runDueOnce();
    await runner().runDueOnce();
    const [basics] = await getDb().select().from(knowledgeSources).where(and(eq(knowledgeSources.brandId, brand.id), eq(knowledgeSources.origin, "brand-basics")));
    expect(basics?.status).toBe("ready");
    expect(basics?.body).toContain("- pumpernickel bread");
  }, 120_000);

  it("approving a content post puts it into the knowledge base's Approved content; a suggestion is not", async () => {
    const { brand, scope } = await brandWithUser();
    await syncBrandDataNow(scope);
    await runner().runDueOnce();
    const { addManualDraft } = await import("@/modules/content/drafts/posts");
    const { approveContentPostAction } = await import("@/modules/content/drafts/actions");
    const kept = await addManualDraft(scope, { briefId: null, kind: "article", channel: "blog", title: "Rye starters explained", bodyMd: "## Feeding\n\nFeed the rye starter twice a day with dark rye flour." });
    await addManualDraft(scope, { briefId: null, kind: "social", channel: "linkedin", title: "Not approved yet", bodyMd: "A suggestion about spelt that nobody approved." });
    expect((await approveContentPostAction({ postId: kept.id })).ok).toBe(true);
    expect((await pendingSyncs(brand.id))[0]?.n).toBe(1);
    await makeSyncDue(brand.id);
    await runner().runDueOnce();
    await runner().runDueOnce();
    const [doc] = await getDb().select().from(knowledgeSources).where(and(eq(knowledgeSources.brandId, brand.id), eq(knowledgeSources.origin, "content-posts")));
    expect(doc).toMatchObject({ status: "ready", title: "Approved content" });
    expect(doc!.body).toContain("## Rye starters explained");
    // The post's own heading sits one level under its title.
    expect(doc!.body).toContain("### Feeding");
    expect(doc!.body).not.toContain("spelt");
  }, 120_000);

  it("a brand that does not keep its data in the knowledge base gets no sync job", async () => {
    const { brand } = await brandWithUser();
    const res = await updateBrandDetailsAction({ description: "Not synced.", website: "", industry: "", country: "", languages: ["en"], toneOfVoice: "" });
    expect(res.ok).toBe(true);
    expect(await pendingSyncs(brand.id)).toEqual([{ n: 0 }]);
  });
});
