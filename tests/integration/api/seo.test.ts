/**
 * SEO in the public API: keywords (bulk add, list with filters, get, delete) and a keyword's rank
 * history, with scopes, brand isolation, bad input and cursor pages.
 */
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { seoKeywords, seoRankChecks } from "@/db/schema";
import { api } from "./helpers";
import { brandWithOwner, FORGED_CURSOR, ownerKey, problem, walk } from "./fixtures";

describe("SEO keywords", () => {
  it("adds in bulk (merging repeats and tags), filters, reads, pages and deletes like the UI", async () => {
    const w = await brandWithOwner();
    const token = await ownerKey(w, ["seo:write"]);
    const added = await api("POST", "/seo/keywords", { token, body: { keywords: ["Cold Brew", "cold  brew", "espresso beans"], tags: ["coffee"], tracked: true } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ object: "seo_keyword_batch", added: 2, existing: 0 });
    expect(added.body.data!.map((k) => [k.keyword, k.tracked, k.tags])).toEqual([
      ["Cold Brew", true, ["coffee"]],
      ["espresso beans", true, ["coffee"]],
    ]);
    const again = await api("POST", "/seo/keywords", { token, body: { keywords: ["COLD BREW", "french press"], tags: ["hot"] } });
    expect(again.body).toMatchObject({ added: 1, existing: 1 });
    expect(again.body.data![0]).toMatchObject({ keyword: "Cold Brew", tags: ["coffee", "hot"], tracked: true });
    expect(again.body.data![1]).toMatchObject({ keyword: "french press", tracked: false });

    const tracked = await api("GET", "/seo/keywords?tracked=true", { token });
    expect(tracked.body.data!.map((k) => k.keyword).sort()).toEqual(["Cold Brew", "espresso beans"]);
    expect((await api("GET", "/seo/keywords?q=french", { token })).body.data!.map((k) => k.keyword)).toEqual(["french press"]);
    expect((await api("GET", "/seo/keywords?tag=hot&tag=nothing", { token })).body.data!.map((k) => k.keyword).sort()).toEqual(["Cold Brew", "french press"]);

    const all = await walk((c) => api("GET", `/seo/keywords?limit=2${c ? `&cursor=${c}` : ""}`, { token }));
    expect(all.pages).toBe(2);
    expect(all.ids).toHaveLength(3);
    expect(new Set(all.ids).size).toBe(3);

    const id = again.body.data![1]!.id as string;
    const one = await api("GET", `/seo/keywords/${id}`, { token });
    expect(one.body).toMatchObject({ object: "seo_keyword", id, keyword: "french press", source: "manual", group: null });
    expect(one.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const gone = await api("DELETE", `/seo/keywords/${id}`, { token });
    expect(gone.body).toEqual({ object: "seo_keyword", id, deleted: true });
    problem(await api("GET", `/seo/keywords/${id}`, { token }), 404, "not-found");
  });

  it("answers a keyword's rank history newest day first, filtered and paged", async () => {
    const w = await brandWithOwner();
    const token = await ownerKey(w, ["seo:read"]);
    const [k] = await getDb().insert(seoKeywords).values({ brandId: w.brand.id, keyword: "cold brew", keywordKey: "cold brew", source: "manual", tracked: true }).returning({ id: seoKeywords.id });
    const day = (d: string, position: number | null, device = "desktop") => ({ brandId: w.brand.id, keywordId: k!.id, location: "United States", device, day: d, position, url: position ? "https://brand.test/cold-brew" : null });
    await getDb().insert(seoRankChecks).values([day("2026-03-01", 9), day("2026-03-02", 7), day("2026-03-03", null), day("2026-03-03", 4, "mobile")]);

    const desktop = await walk((c) => api("GET", `/seo/keywords/${k!.id}/rankings?device=desktop&limit=2${c ? `&cursor=${c}` : ""}`, { token }));
    expect(desktop.pages).toBe(2);
    const rows = (await api("GET", `/seo/keywords/${k!.id}/rankings?device=desktop`, { token })).body.data!;
    expect(rows.map((r) => [r.day, r.position])).toEqual([
      ["2026-03-03", null],
      ["2026-03-02", 7],
      ["2026-03-01", 9],
    ]);
    expect(rows.map((r) => r.id)).toEqual(desktop.ids);
    const window = await api("GET", `/seo/keywords/${k!.id}/rankings?from=2026-03-02&to=2026-03-02`, { token });
    expect(window.body.data!.map((r) => [r.day, r.device, r.position, r.url])).toEqual([["2026-03-02", "desktop", 7, "https://brand.test/cold-brew"]]);
  });

  it("refuses what the key's scopes do not name", async () => {
    const w = await brandWithOwner();
    const read = await ownerKey(w, ["seo:read"]);
    problem(await api("POST", "/seo/keywords", { token: read, body: { keywords: ["x"] } }), 403, "insufficient-scope");
    const other = await ownerKey(w, ["saio:write"]);
    problem(await api("GET", "/seo/keywords", { token: other }), 403, "insufficient-scope");
    expect(await getDb().select().from(seoKeywords).where(eq(seoKeywords.brandId, w.brand.id))).toHaveLength(0);
  });

  it("brand B's key gets 404 for brand A's keyword and never sees A's keywords", async () => {
    const a = await brandWithOwner("A");
    const b = await brandWithOwner("B");
    const keyA = await ownerKey(a, ["seo:write"]);
    const keyB = await ownerKey(b, ["seo:write"]);
    const made = await api("POST", "/seo/keywords", { token: keyA, body: { keywords: ["secret keyword of a"] } });
    const id = made.body.data![0]!.id as string;
    const missing = await api("GET", "/seo/keywords/00000000-0000-4000-8000-000000000000", { token: keyB });
    const foreign = await api("GET", `/seo/keywords/${id}`, { token: keyB });
    problem(foreign, 404, "not-found");
    expect(foreign.body.detail).toBe(missing.body.detail);
    problem(await api("DELETE", `/seo/keywords/${id}`, { token: keyB }), 404, "not-found");
    problem(await api("GET", `/seo/keywords/${id}/rankings`, { token: keyB }), 404, "not-found");
    const list = await api("GET", "/seo/keywords", { token: keyB });
    expect(list.status).toBe(200);
    expect(list.text).not.toContain("secret keyword of a");
    expect(await getDb().select().from(seoKeywords).where(and(eq(seoKeywords.id, id), eq(seoKeywords.brandId, a.brand.id)))).toHaveLength(1);
  });

  it("answers bad input with a problem, never a 500", async () => {
    const w = await brandWithOwner();
    const token = await ownerKey(w, ["seo:write"]);
    problem(await api("POST", "/seo/keywords", { token, body: { keywords: [] } }), 400, "invalid-request");
    problem(await api("POST", "/seo/keywords", { token, body: { keywords: ["x"], colour: "red" } }), 400, "invalid-request");
    problem(await api("POST", "/seo/keywords", { token, body: { keywords: ["x".repeat(201)] } }), 400, "invalid-request");
    problem(await api("GET", "/seo/keywords?tracked=maybe", { token }), 400, "invalid-request");
    problem(await api("GET", "/seo/keywords?max_position=0", { token }), 400, "invalid-request");
    problem(await api("GET", "/seo/keywords/not-a-uuid", { token }), 400, "invalid-request");
    problem(await api("GET", `/seo/keywords?cursor=${FORGED_CURSOR}`, { token }), 400, "invalid-request");
    problem(await api("GET", "/seo/keywords?cursor=garbage", { token }), 400, "invalid-request");
    problem(await api("GET", "/seo/keywords/00000000-0000-4000-8000-000000000000/rankings?from=2026-02-30", { token }), 400, "invalid-request");
  });
});
