/**
 * Focus keyword groups (/seo-selection-groups) against the real database: clustering through the job
 * runner (SERP overlap where SERPs are stored, lexical elsewhere), the cannibalisation flag from the
 * brand's URLs, merge and split, a new clustering keeping hand-made groups, and brand B seeing none of it.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { seoKeywords } from "@/db/schema";
import { type BrandScope } from "@/lib/brand-scope";
import { JobRunner, listJobs } from "@/lib/jobs";
import { actAs } from "../helpers/session";
import { seoBrand, storeSerp } from "../helpers/seo-brand";
import { createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const store = await import("@/modules/seo/queries/keywords");
const { SEO_CLUSTER_TASK, enqueueClustering, latestClusterJob } = await import("@/modules/seo/cluster-job");
const { listGroupViews, listGroupKeywords, clusterCoverage } = await import("@/modules/seo/queries/group-view");
const { mergeKeywordGroups, splitKeywordGroup } = await import("@/modules/seo/queries/group-edits");
const { serpDay } = await import("@/modules/seo/serp-cache");

async function setVolumes(scope: BrandScope, volumes: Record<string, number>) {
  for (const [key, volume] of Object.entries(volumes)) {
    await getDb().update(seoKeywords).set({ volume }).where(and(eq(seoKeywords.brandId, scope.brandId), eq(seoKeywords.keywordKey, key)));
  }
}

async function runClustering(scope: BrandScope) {
  await enqueueClustering(scope);
  const runner = new JobRunner({ workerId: "seo-cluster-test", tasks: [SEO_CLUSTER_TASK] });
  await runner.runDueOnce();
  const [job] = await listJobs(getDb(), sql`task = ${SEO_CLUSTER_TASK} and brand_id = ${scope.brandId}`, 1);
  expect(job?.status, JSON.stringify(job)).toBe("succeeded");
}

beforeEach(() => actAs(null));

describe("focus keyword groups", () => {
  it("clusters through the job runner by SERP overlap where SERPs are stored, lexically elsewhere, and flags cannibalisation", async () => {
    const owner = await createUser();
    const scope = await seoBrand(owner, "Grind House", "https://www.grindhouse-groups.example");
    const keywords = ["espresso grinder", "best espresso grinder", "burr grinder for espresso", "cold brew recipe", "easy cold brew recipe", "decaf beans"];
    await store.addKeywords(scope, keywords);
    await setVolumes(scope, { "espresso grinder": 5000, "best espresso grinder": 2000, "burr grinder for espresso": 800, "cold brew recipe": 3000, "easy cold brew recipe": 400, "decaf beans": 100 });

    // The three grinder SERPs share 4 of their top-10 pages; two of the brand's pages rank among them.
    const shared = ["https://www.coffeegeek.example/grinders", "https://reviews.example/espresso-grinders", "https://www.reddit.com/r/espresso/grinders", "https://baristahustle.example/grind"];
    const filler = (tag: string) => Array.from({ length: 5 }, (_, i) => `https://other${i}.example/${tag}`);
    await storeSerp("espresso grinder", [...shared, "https://grindhouse-groups.example/grinders", ...filler("a")]);
    await storeSerp("best espresso grinder", [...shared, "https://www.grindhouse-groups.example/blog/best-grinders/", ...filler("b")]);
    await storeSerp("burr grinder for espresso", [...filler("c"), ...shared]);
    // An older SERP of another day does not count: the latest one is used.
    await storeSerp("decaf beans", [...shared, ...filler("old")], "2026-01-01");
    await storeSerp("decaf beans", [...filler("d"), "https://decaf.example/a"], serpDay(new Date(Date.now() - 86_400_000)));

    expect(await clusterCoverage(scope)).toEqual({ keywords: 6, withSerp: 4, minShared: 3 });
    expect(await latestClusterJob(scope)).toBeNull();
    await runClustering(scope);
    expect((await latestClusterJob(scope))?.status).toBe("succeeded");

    const groups = await listGroupViews(scope);
    const byFocus = new Map(groups.map((g) => [g.focusKeyword, g]));
    const grinders = byFocus.get("espresso grinder")!;
    expect(grinders).toMatchObject({ method: "serp_overlap", keywords: 3, volume: 7800 });
    expect(grinders.cannibalUrls).toEqual(["grindhouse-groups.example/blog/best-grinders", "grindhouse-groups.example/grinders"]);
    const coldBrew = byFocus.get("cold brew recipe")!;
    expect(coldBrew).toMatchObject({ method: "lexical", keywords: 2, volume: 3400, cannibalUrls: [] });
    // A keyword alike to nothing stays ungrouped.
    expect(groups).toHaveLength(2);
    expect((await listGroupKeywords(scope, grinders.id)).map((k) => k.keyword)).toEqual(["espresso grinder", "best espresso grinder", "burr grinder for espresso"]);

    // A rank-check URL counts too: the cold brew group becomes cannibalised once two pages rank for it.
    await getDb().update(seoKeywords).set({ position: 7, positionUrl: "https://grindhouse-groups.example/cold-brew" }).where(and(eq(seoKeywords.brandId, scope.brandId), eq(seoKeywords.keywordKey, "cold brew recipe")));
    await getDb().update(seoKeywords).set({ position: 15, positionUrl: "https://grindhouse-groups.example/recipes/cold-brew?utm_source=x" }).where(and(eq(seoKeywords.brandId, scope.brandId), eq(seoKeywords.keywordKey, "easy cold brew recipe")));
    expect((await listGroupViews(scope)).find((g) => g.id === coldBrew.id)!.cannibalUrls).toEqual(["grindhouse-groups.example/cold-brew", "grindhouse-groups.example/recipes/cold-brew"]);

    // Split then merge: both make hand-made groups, which a new clustering keeps.
    const burr = (await listGroupKeywords(scope, grinders.id)).find((k) => k.keyword === "burr grinder for espresso")!;
    await expect(splitKeywordGroup(scope, grinders.id, (await listGroupKeywords(scope, grinders.id)).map((k) => k.id), "All of it")).rejects.toThrow(/Leave at least one keyword/);
    const split = await splitKeywordGroup(scope, grinders.id, [burr.id], "Burr grinders");
    expect(split.moved).toBe(1);
    const merged = await mergeKeywordGroups(scope, [coldBrew.id, split.id], "Brewing gear");
    expect(merged).toEqual({ id: coldBrew.id, moved: 1 });
    let after = await listGroupViews(scope);
    expect(after.map((g) => [g.name, g.method, g.keywords]).sort()).toEqual([
      ["Brewing gear", "manual", 3],
      ["espresso grinder", "manual", 2],
    ]);

    await runClustering(scope);
    after = await listGroupViews(scope);
    expect(after.map((g) => [g.name, g.keywords]).sort()).toEqual([
      ["Brewing gear", 3],
      ["espresso grinder", 2],
    ]);
  });

  it("keeps another brand's groups and SERP-derived URLs out of reach", async () => {
    const ownerA = await createUser();
    const ownerB = await createUser();
    const a = await seoBrand(ownerA, "Groups A", "https://groups-a.example");
    const b = await seoBrand(ownerB, "Groups B", "https://groups-b.example");
    await store.addKeywords(a, ["tea kettle", "electric tea kettle"]);
    await runClustering(a);
    const groupsA = await listGroupViews(a);
    expect(groupsA).toHaveLength(1);
    expect(await listGroupViews(b)).toEqual([]);
    expect(await listGroupKeywords(b, groupsA[0]!.id)).toEqual([]);
    await expect(mergeKeywordGroups(b, [groupsA[0]!.id, groupsA[0]!.id.replace(/.$/, "0")])).rejects.toThrow();
    expect(await latestClusterJob(b)).toBeNull();
  });
});
