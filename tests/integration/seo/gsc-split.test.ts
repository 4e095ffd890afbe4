/**
 * Search Console's device and country split through the API (issue #19): the sync asks the period by
 * date × device and date × country as documented (dataState final, rowLimit/startRow paging), stores
 * the rows where the Performance export's Devices and Countries tables go, names the API's alpha-3
 * countries as the export and GA4 do, and /seo-analytics splits the brand by them — while the totals,
 * the dashboard's branded share and the forecast's site series still count each click once.
 */
import { describe, expect, it, vi } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { seoGscRows } from "@/db/schema";
import { withScope } from "@/lib/brand-scope";
import { brandWithScope, connectSearchConsole, withFakeSeoProviders } from "../helpers/seo-providers";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const { syncSearchConsole } = await import("@/modules/seo/gsc-sync");
const { loadSeoAnalytics } = await import("@/modules/seo/queries/analytics");
const { loadSeoDashboard } = await import("@/modules/seo/queries/dashboard");
const { loadScopeTotals } = await import("@/modules/seo/forecast/data");

const fake = withFakeSeoProviders({ searchConsole: true });

type Body = { dimensions: string[]; dataState: string; rowLimit: number; startRow: number; type: string; startDate: string; endDate: string };

describe("Search Console device and country split from the API", () => {
  it("asks date × device and date × country, stores them beside the query rows, and /seo-analytics splits by them", async () => {
    const { scope } = await brandWithScope();
    await connectSearchConsole(scope.brandId, "https://www.example.co.uk/");
    const out = await syncSearchConsole(scope, { days: 28 });
    expect(out).toMatchObject({ rows: 3, splitRows: 7, added: 10 });

    const bodies = fake().requests.filter((r) => r.path.endsWith("/searchAnalytics/query")).map((r) => r.body as Body);
    expect(bodies.map((b) => b.dimensions)).toEqual([["query", "page", "date"], ["date", "device"], ["date", "country"]]);
    for (const b of bodies) expect(b).toMatchObject({ type: "web", dataState: "final", rowLimit: 25_000, startRow: 0, startDate: out.startDate, endDate: out.endDate });

    const split = await getDb().select().from(seoGscRows).where(and(eq(seoGscRows.brandId, scope.brandId), isNull(seoGscRows.query)));
    expect(split.every((r) => r.source === "gsc" && r.page === null && r.day === "2026-11-01" && (r.device === null) !== (r.country === null))).toBe(true);
    expect(split.filter((r) => r.device).map((r) => r.device).sort()).toEqual(["DESKTOP", "MOBILE", "TABLET"]);
    expect(split.filter((r) => r.country).map((r) => r.country).sort()).toEqual(["Ireland", "United Kingdom", "United States", "Unknown Region"]);

    const view = await loadSeoAnalytics(scope, 28);
    expect(view.sources.gsc).toBe("api");
    expect(view.devices.map((d) => [d.key, d.clicks, d.impressions])).toEqual([["mobile", 120, 1900], ["desktop", 48, 610], ["tablet", 3, 40]]);
    expect(view.countries.map((c) => [c.key, c.clicks])).toEqual([["United Kingdom", 140], ["United States", 21], ["Ireland", 6], ["Unknown Region", 4]]);
    // Totals, the daily series and top pages read the query rows alone: 42 + 17 + 96 clicks, not three times that.
    expect(view.current.clicks).toBe(155);
    expect(view.series.find((p) => p.date === "2026-11-01")?.clicks).toBe(155);
    expect(view.pages.reduce((s, p) => s + (p.clicks ?? 0), 0)).toBe(155);

    const dashboard = await loadSeoDashboard(scope, 480);
    expect(dashboard.branded?.share.find((p) => p.period === "2026-11-01")?.totalClicks).toBe(155);
    const totals = await withScope(scope, (tx) => loadScopeTotals(tx, scope));
    expect(totals.find((t) => t.kind === "site")?.totals).toEqual([expect.objectContaining({ day: "2026-11-01", clicks: 155 })]);

    // Re-syncing changes nothing.
    expect(await syncSearchConsole(scope, { days: 28 })).toMatchObject({ added: 0, updated: 0, unchanged: 10 });
  });

  it("stops with Google's words when a split query is refused, keeping nothing half-stored", async () => {
    const { scope } = await brandWithScope();
    await connectSearchConsole(scope.brandId, "https://www.example.co.uk/");
    fake().next({ json: { rows: [], responseAggregationType: "byPage" } }, { status: 429, json: { error: { code: 429, message: "Search Analytics load quota exceeded.", status: "RESOURCE_EXHAUSTED" } } });
    await expect(syncSearchConsole(scope, { days: 7 })).rejects.toThrow(/quota for this property is used up.*load quota exceeded/);
    expect(await getDb().select().from(seoGscRows).where(eq(seoGscRows.brandId, scope.brandId))).toEqual([]);
  });
});
