/**
 * The top articles of a focus keyword group: the latest stored SERP of each keyword, merged (a URL
 * ranking for more of the group's keywords, and higher, comes first; the same page with www. or a
 * tracking parameter is one result), the top 10, People-Also-Ask counted across the SERPs, and the
 * keywords without a stored SERP named.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { seoKeywordGroups, seoKeywords } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { loadSerpTop } from "@/modules/content/research/serp-top";
import { createBrand, createUser } from "../helpers/factories";
import { storeSerp } from "../helpers/seo-brand";

describe("a group's top articles", () => {
  it("merges the group's SERPs, newest per keyword, and names the keywords without one", async () => {
    const owner = await createUser();
    const brand = await createBrand(owner, "Group Top");
    const scope = await scopeFor(owner, brand.id);
    const t = brand.id.slice(0, 8);
    const [group] = await getDb().insert(seoKeywordGroups).values({ brandId: brand.id, name: `Trail shoes ${t}` }).returning({ id: seoKeywordGroups.id });
    const kws = [`trail shoes ${t}`, `best trail shoes ${t}`, `trail running shoes ${t}`];
    await getDb().insert(seoKeywords).values(kws.map((k, i) => ({ brandId: brand.id, keyword: k, keywordKey: k, source: "manual", groupId: group!.id, volume: 1000 - i })));
    const u = (n: string) => `https://${n}.example/trail`;
    // An older SERP of the first keyword is ignored.
    await storeSerp(kws[0]!, [u("old")], "2026-10-01");
    await storeSerp(kws[0]!, [u("a"), u("b"), u("c"), ...Array.from({ length: 7 }, (_, i) => u(`x${i}`)), u("beyond")], "2026-11-01", { peopleAlsoAsk: ["Are trail shoes good for roads?"] });
    await storeSerp(kws[1]!, [`https://www.b.example/trail?utm_source=x`, u("a"), u("d")], "2026-11-02", { peopleAlsoAsk: ["Are trail shoes good for roads?", "How long do trail shoes last?"] });
    const top = await loadSerpTop(scope, { kind: "group", groupId: group!.id });
    expect(top).toMatchObject({ label: `Trail shoes ${t}`, keywords: kws, missing: [kws[2]], day: "2026-11-02" });
    // a: 10 + 9, b: 9 + 10 (one page under two spellings), both on two SERPs; then c, d …
    expect(top!.results.slice(0, 2).map((r) => r.url).sort()).toEqual([u("a"), u("b")]);
    expect(top!.results.find((r) => r.url === u("a"))).toMatchObject({ keywords: 2, position: 1 });
    expect(top!.results).toHaveLength(10);
    expect(top!.results.map((r) => r.url)).not.toContain(u("old"));
    expect(top!.results.map((r) => r.url)).not.toContain(u("beyond"));
    expect(top!.peopleAlsoAsk).toEqual([
      { question: "Are trail shoes good for roads?", serps: 2 },
      { question: "How long do trail shoes last?", serps: 1 },
    ]);
    // Another brand's group id is not found.
    const other = await createBrand(owner, "Other Group");
    expect(await loadSerpTop(await scopeFor(owner, other.id), { kind: "group", groupId: group!.id })).toBeNull();
  });
});
