/**
 * SEO imports through the server actions, on the sample exports in tests/fixtures/seo: the preview
 * says what was recognised, a bad file names row and column and stores nothing, the commit stores
 * keywords with figures under the file's source, and importing the same file again changes nothing.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { seoGscRows, seoKeywordFigures, seoKeywords } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { actAs } from "../helpers/session";
import { selectBrand } from "../helpers/brand-context";
import { addMember, createBrand, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const actions = await import("@/modules/seo/actions");
const { listKeywords } = await import("@/modules/seo/queries/keywords");

const FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/seo");
const file = (name: string) => ({ file: { name: path.basename(name), base64: readFileSync(path.join(FIXTURES, name)).toString("base64") } });

async function world() {
  const owner = await createUser();
  const brand = await createBrand(owner, `Northwind SEO ${Math.random().toString(36).slice(2, 7)}`);
  await selectBrand(owner, brand.id);
  actAs(owner);
  return { owner, brand, scope: await scopeFor(owner, brand.id) };
}

beforeEach(() => actAs(null));

describe("SEO imports", () => {
  it("previews, imports and re-imports a Keyword Planner export without change", async () => {
    const { brand, scope } = await world();
    const preview = await actions.previewSeoImportAction(file("keyword-planner.csv"));
    expect(preview.ok).toBe(true);
    if (!preview.ok) return;
    expect(preview.data).toMatchObject({ recognised: "Google Keyword Planner export", headerRow: 3, ready: 4, errorCount: 0, source: { encoding: "utf-16le", delimiter: "tab" } });
    expect(preview.data.ignored.map((i) => i.header)).not.toContain("Searches: Jan 2025");
    expect(preview.data.notes.join(" ")).toMatch(/12 months \(2025-01 to 2025-12\)/);
    expect(await getDb().select().from(seoKeywords).where(eq(seoKeywords.brandId, brand.id))).toEqual([]);

    const first = await actions.importSeoFileAction(file("keyword-planner.csv"));
    expect(first).toEqual({ ok: true, data: { added: 4, updated: 0, unchanged: 0, keywordsAdded: 4 } });
    const again = await actions.importSeoFileAction(file("keyword-planner.csv"));
    expect(again).toEqual({ ok: true, data: { added: 0, updated: 0, unchanged: 4, keywordsAdded: 0 } });

    const [cold] = (await listKeywords(scope, { q: "cold brew coffee" })).rows;
    expect(cold).toMatchObject({ keyword: "cold brew coffee", volume: 22200, competition: 0.78, cpcUsd: 1.49, sources: ["keyword_planner"], source: "keyword_planner" });
    expect(cold!.monthly).toHaveLength(12);
  });

  it("merges Semrush, Ahrefs and Search Console files into one store, each figure under its source", async () => {
    const { brand, scope } = await world();
    expect((await actions.importSeoFileAction(file("semrush-keywords.csv"))).ok).toBe(true);
    expect((await actions.importSeoFileAction(file("ahrefs-keywords.csv"))).ok).toBe(true);
    const zip = await actions.importSeoFileAction(file("gsc-performance-export.zip"));
    // 8 queries, 4 pages, 2 dates, 2 devices and 2 countries; 4 of the queries were already keywords from the Semrush and Ahrefs files.
    expect(zip).toEqual({ ok: true, data: { added: 18, updated: 0, unchanged: 0, keywordsAdded: 4 } });
    expect(await actions.importSeoFileAction(file("gsc-performance-export.zip"))).toEqual({ ok: true, data: { added: 0, updated: 0, unchanged: 18, keywordsAdded: 0 } });

    const figures = await getDb()
      .select({ source: seoKeywordFigures.source, volume: seoKeywordFigures.volume, fetchedAt: seoKeywordFigures.fetchedAt })
      .from(seoKeywordFigures)
      .innerJoin(seoKeywords, eq(seoKeywords.id, seoKeywordFigures.keywordId))
      .where(and(eq(seoKeywordFigures.brandId, brand.id), eq(seoKeywords.keywordKey, "cold brew coffee")));
    expect(figures.map((f) => [f.source, f.volume]).sort()).toEqual([["ahrefs", 21000], ["semrush", 22200]]);
    expect(figures.every((f) => f.fetchedAt instanceof Date)).toBe(true);

    const gsc = await getDb().select().from(seoGscRows).where(eq(seoGscRows.brandId, brand.id));
    expect(gsc.filter((r) => r.query !== null)).toHaveLength(8);
    expect(gsc.filter((r) => r.page !== null)).toHaveLength(4);
    const brandQuery = gsc.find((r) => r.query === "northwind coffee")!;
    expect(brandQuery).toMatchObject({ clicks: 412, impressions: 1893, source: "gsc_export" });
    expect(brandQuery.ctr).toBeCloseTo(0.2176, 4);

    const list = await listKeywords(scope, { source: "gsc_export", sort: "position" });
    expect(list.total).toBe(8);
    expect(list.rows.slice(0, 2).map((r) => [r.keyword, r.position]).sort()).toEqual([["nort wind coffee roasters", 1], ["northwind coffee", 1]]);
    const pour = list.rows.find((r) => r.keyword === "pour over coffee ratio")!;
    // Ahrefs said 43 (imported first), Search Console 42.7 → 43 too; both kept with their source.
    expect(pour.sources).toEqual(["ahrefs", "gsc_export"]);
  });

  it("refuses a file with bad cells, naming row and column, and stores nothing", async () => {
    const { brand } = await world();
    const preview = await actions.previewSeoImportAction(file("semrush-keywords-bad.csv"));
    expect(preview.ok && preview.data).toMatchObject({ ready: 0, errorCount: 2, errors: [{ row: 3, column: "Volume" }, { row: 3, column: "Keyword Difficulty" }] });
    const result = await actions.importSeoFileAction(file("semrush-keywords-bad.csv"));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/row 3, column "Volume"/);
    expect(await getDb().select().from(seoKeywords).where(eq(seoKeywords.brandId, brand.id))).toEqual([]);
  });

  it("lets a viewer look but not import", async () => {
    const { brand } = await world();
    const viewer = await createUser();
    await addMember(brand.id, viewer, "viewer");
    await selectBrand(viewer, brand.id);
    actAs(viewer);
    const r = await actions.importSeoFileAction(file("semrush-keywords.csv"));
    expect(r).toMatchObject({ ok: false, error: "Your role in this brand can view this but not change it." });
  });
});
