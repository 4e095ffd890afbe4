/**
 * The keyword table at the size the issue names: 50,000 keywords in one brand (beside another
 * brand's). Pages are read the way /keyword-research will read them; the plans must walk a
 * brand_id-leading index in the sort's order (no sort of the brand's 50,000 rows), and the times
 * are printed for the README's performance notes.
 */
import { describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { scopeFor, withScope } from "@/lib/brand-scope";
import { createBrand, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const { listKeywords } = await import("@/modules/seo/queries/keywords");

const N = 50_000;

async function fill(brandId: string, n: number, prefix: string) {
  await getDb().execute(sql`
    insert into seo_keywords (brand_id, keyword, keyword_key, source, volume, difficulty, position, tags, tracked)
    select ${brandId}::uuid, ${prefix} || ' keyword ' || i, ${prefix} || ' keyword ' || i, 'keyword_planner',
      case when i % 10 = 0 then null else (i * 7919) % 100000 end, (i * 31) % 101, case when i % 3 = 0 then null else 1 + (i % 100) end,
      case when i % 50 = 0 then array['priority'] else '{}'::text[] end, i % 200 = 0
    from generate_series(1, ${n}) as i`);
}

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  await fn(); // warm: the first call pays for statement preparation and cold pages
  const t = performance.now();
  const value = await fn();
  return { ms: Math.round(performance.now() - t), value };
}

describe("keyword table at 50,000 keywords", () => {
  it("serves sorted and filtered pages from indexes", { timeout: 120_000 }, async () => {
    const owner = await createUser();
    const brand = await createBrand(owner, "Big Keyword Brand");
    const other = await createBrand(await createUser(), "Other Big Brand");
    await fill(brand.id, N, "coffee");
    await fill(other.id, 20_000, "tea");
    await getDb().execute(sql`analyze seo_keywords`);
    const scope = await scopeFor(owner, brand.id);

    const cases: Record<string, () => Promise<{ rows: unknown[] }>> = {
      "volume, first page": () => listKeywords(scope, { sort: "volume" }),
      "volume, page 200": () => listKeywords(scope, { sort: "volume", page: 200 }),
      "difficulty ≤ 30, easiest first": () => listKeywords(scope, { sort: "difficulty", maxDifficulty: 30 }),
      "position 4–20": () => listKeywords(scope, { sort: "position", minPosition: 4, maxPosition: 20 }),
      "text contains": () => listKeywords(scope, { q: "keyword 4999" }),
      "tag + tracked": () => listKeywords(scope, { tags: ["priority"], tracked: true }),
      "keyword A–Z": () => listKeywords(scope, { sort: "keyword", dir: "asc" }),
      "count of the brand's keywords alone": () =>
        withScope(scope, async (tx) => ({ rows: await tx.execute(sql`select count(*)::int as n from seo_keywords where brand_id = ${brand.id}::uuid`) })),
    };
    const times: Record<string, number> = {};
    for (const [name, run] of Object.entries(cases)) {
      const { ms, value } = await timed(run);
      times[name] = ms;
      expect(value.rows.length, name).toBeGreaterThan(0);
    }
    console.info(`[seo scale] ${N.toLocaleString("en")} keywords, ms per page:`, times);
    const first = await listKeywords(scope, { sort: "volume" });
    expect(first.total).toBe(N);
    expect(first.rows[0]!.keyword).toMatch(/^coffee/);

    const plan = await getDb().execute<{ "QUERY PLAN": string }>(sql`
      explain select id from seo_keywords where brand_id = ${brand.id}::uuid order by volume desc nulls last, id desc nulls last limit 50`);
    const text = plan.map((r) => r["QUERY PLAN"]).join("\n");
    console.info(`[seo scale] plan of the first page:\n${text}`);
    expect(text).toMatch(/Index (Only )?Scan using seo_keywords_brand_volume_idx/);
    expect(text).not.toMatch(/Sort Key/);
  });
});
