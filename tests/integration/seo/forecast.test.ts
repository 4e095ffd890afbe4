/**
 * /predictive-analytics against the real database: a forecast run through the job runner on seeded
 * Search Console rows (weekly rhythm, trend, a brand-wide gap day) stores the site, keyword-group,
 * URL-prefix and keyword forecasts with intervals and back-test errors; a too-short history gives
 * the clear message (at start and in the job); brand B sees none of it.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { seoForecasts, seoGscRows, seoKeywordGroups, seoKeywords } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { JobRunner, listJobs } from "@/lib/jobs";
import { gscHistoryRows } from "@/tests/support/gsc-history";
import { actAs } from "../helpers/session";
import { seoBrand } from "../helpers/seo-brand";
import { createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const { startForecastRun, latestForecastRun } = await import("@/modules/seo/forecast/runs");
const { loadForecastPage } = await import("@/modules/seo/forecast/page-data");
const { SEO_FORECAST_TASK } = await import("@/modules/seo/forecast/types");
await import("@/modules/seo/forecast/job");

const queries = [
  { query: "espresso grinder", page: "https://grind.example/grinders/espresso", impressions: 400, position: 3.2 },
  { query: "burr grinder", page: "https://grind.example/grinders/burr", impressions: 250, position: 6.5 },
  { query: "cold brew recipe", page: "https://grind.example/blog/cold-brew", impressions: 300, position: 1.4, trendPerDay: 0.004 },
];

async function runJob(brandId: string) {
  await new JobRunner({ workerId: "seo-forecast-test", tasks: [SEO_FORECAST_TASK] }).runDueOnce();
  const [job] = await listJobs(getDb(), sql`task = ${SEO_FORECAST_TASK} and brand_id = ${brandId}`, 1);
  expect(job?.status, JSON.stringify(job)).toBe("succeeded");
}

beforeEach(() => actAs(null));

describe("SEO forecasts", () => {
  it("runs in the job runner and stores site, group, prefix and keyword forecasts with intervals and a back-test error", async () => {
    const owner = await createUser();
    const scope = await seoBrand(owner, "Grind Forecast", "https://grind.example");
    const other = await seoBrand(await createUser(), "Other Forecast", "https://other.example");
    const rows = gscHistoryRows({ lastDay: "2026-10-31", days: 200, queries, skipDays: ["2026-09-15"] });
    await getDb().insert(seoGscRows).values(rows.map((r) => ({ ...r, brandId: scope.brandId })));
    const [g] = await getDb().insert(seoKeywordGroups).values({ brandId: scope.brandId, name: "Grinders" }).returning({ id: seoKeywordGroups.id });
    await getDb()
      .insert(seoKeywords)
      .values(["espresso grinder", "burr grinder"].map((k) => ({ brandId: scope.brandId, keyword: k, keywordKey: k, source: "manual", groupId: g!.id })));

    const { runId } = await startForecastRun(scope, 28);
    expect((await latestForecastRun(scope))?.status).toBe("queued");
    await expect(startForecastRun(scope, 28)).rejects.toThrow("A forecast of this brand is already running");
    await runJob(scope.brandId);

    const run = await latestForecastRun(scope);
    expect(run).toMatchObject({ id: runId, status: "succeeded", historyDays: 200, seriesTotal: 1 + 1 + 2 + 3, seriesDone: 7, error: null });

    const stored = await getDb().select().from(seoForecasts).where(and(eq(seoForecasts.brandId, scope.brandId), eq(seoForecasts.runId, runId)));
    const scopes = new Set(stored.map((f) => `${f.scopeKind}:${f.scopeKey}`));
    expect([...scopes].sort()).toEqual(
      ["site:", `group:${g!.id}`, "prefix:https://grind.example/grinders/", "prefix:https://grind.example/blog/", "keyword:espresso grinder", "keyword:burr grinder", "keyword:cold brew recipe"].sort(),
    );
    expect(stored).toHaveLength(7 * 3);
    for (const f of stored) {
      expect(f.points).toHaveLength(28);
      expect(f.points[0]!.day).toBe("2026-11-01");
      expect(f.history).toHaveLength(120);
      expect(f.history.at(-1)!.day).toBe("2026-10-31");
      expect(f.model).toBe("MSTL (weekly seasonality) + AutoETS trend");
      expect(f.mape, `${f.scopeKind} ${f.scopeKey} ${f.metric}`).not.toBeNull();
      for (const p of f.points) expect(p.lo95 <= p.lo80 && p.lo80 <= p.value && p.value <= p.hi80 && p.hi80 <= p.hi95).toBe(true);
    }
    // The site's impressions: a steady weekly series with a trend forecasts within a few percent.
    const siteImpressions = stored.find((f) => f.scopeKind === "site" && f.metric === "impressions")!;
    expect(siteImpressions.mape!).toBeLessThan(0.1);
    // The brand-wide gap day is shown as a gap, not as a day of zero impressions.
    const gap = stored.find((f) => f.scopeKind === "site" && f.metric === "clicks")!.history.find((h) => h.day === "2026-09-15");
    expect(gap?.value).toBeNull();
    // The group sums its keywords: about 650 impressions on a weekday at the end of the history.
    const groupLast = stored.find((f) => f.scopeKind === "group" && f.metric === "impressions")!.history.at(-1)!.value!;
    const keywordsLast = stored.filter((f) => f.scopeKind === "keyword" && f.metric === "impressions" && f.scopeKey !== "cold brew recipe").reduce((s, f) => s + f.history.at(-1)!.value!, 0);
    expect(groupLast).toBe(keywordsLast);

    const page = await loadForecastPage(scope, { scope: `group:${g!.id}`, metric: "position" });
    expect(page.span).toEqual({ days: 200, first: "2026-04-15", last: "2026-10-31" });
    expect(page.shown?.options[0]).toMatchObject({ id: "site:", label: "Whole site" });
    expect(page.selected).toMatchObject({ metric: "position", option: { kind: "group", label: "Grinders" } });
    expect(page.selected!.points[0]!.value).toBeGreaterThan(2);
    expect(page.selected!.points[0]!.value).toBeLessThan(8);
    expect(page.whatIf).toMatchObject({ from: "2026-10-04", to: "2026-10-31" });
    expect(page.whatIf.keywords.map((k) => k.query)).toEqual(["espresso grinder", "cold brew recipe", "burr grinder"]);

    // A second run replaces the first.
    await startForecastRun(scope, 56);
    await runJob(scope.brandId);
    const again = await loadForecastPage(scope, {});
    expect(again.shown?.horizonDays).toBe(56);
    expect(again.selected?.points).toHaveLength(56);
    expect(await getDb().select({ id: seoForecasts.id }).from(seoForecasts).where(eq(seoForecasts.runId, runId))).toHaveLength(0);

    // Brand B: nothing of A, through the page's reads or the tenant wall.
    const b = await loadForecastPage(other, { scope: `group:${g!.id}` });
    expect(b).toMatchObject({ span: { days: 0 }, run: null, shown: null, selected: null, whatIf: { keywords: [] } });
  });

  it("refuses a too-short history with how many days are needed and how many there are", async () => {
    const scope = await seoBrand(await createUser(), "Young Site", "https://young.example");
    await expect(startForecastRun(scope, 28)).rejects.toThrow("A forecast needs at least 91 days of daily Search Console data (8 weeks to test it on and 5 weeks before them to fit it); this brand has no daily Search Console data yet.");
    const rows = gscHistoryRows({ lastDay: "2026-10-31", days: 30, queries });
    await getDb().insert(seoGscRows).values(rows.map((r) => ({ ...r, brandId: scope.brandId })));
    const err = await startForecastRun(scope, 28).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ActionError);
    expect((err as Error).message).toContain("this brand has 30 days (2026-10-02 to 2026-10-31)");
  });

  it("ends a run whose history shrank after it was queued with the same message", async () => {
    const scope = await seoBrand(await createUser(), "Shrinking Site", "https://shrink.example");
    const rows = gscHistoryRows({ lastDay: "2026-10-31", days: 100, queries: queries.slice(0, 1) });
    await getDb().insert(seoGscRows).values(rows.map((r) => ({ ...r, brandId: scope.brandId })));
    await startForecastRun(scope, 28);
    await getDb().delete(seoGscRows).where(and(eq(seoGscRows.brandId, scope.brandId), sql`${seoGscRows.day} < '2026-10-01'`));
    await runJob(scope.brandId);
    const run = await latestForecastRun(scope);
    expect(run).toMatchObject({ status: "failed", historyDays: 31 });
    expect(run?.error).toContain("needs at least 91 days");
    expect((await loadForecastPage(scope, {})).shown).toBeNull();
  });
  it("takes a day's site total from a Dates row, then page rows, then query rows, never two kinds at once", async () => {
    const scope = await seoBrand(await createUser(), "Mixed Rows", "https://mixed.example");
    const rows = gscHistoryRows({ lastDay: "2026-10-31", days: 100, queries: queries.slice(0, 2) });
    await getDb().insert(seoGscRows).values(rows.map((r) => ({ ...r, brandId: scope.brandId })));
    const extra = (day: string, query: string | null, page: string | null, clicks: number) => ({
      brandId: scope.brandId, source: "gsc_export", rowKey: JSON.stringify(["x", day, query, page]), day, query, page, clicks, impressions: clicks * 10, ctr: 0.1, position: 5, fetchedAt: new Date(),
    });
    // 31 Oct: a site total (Dates export) and a page row; 30 Oct: a page row only.
    await getDb().insert(seoGscRows).values([extra("2026-10-31", null, null, 9999), extra("2026-10-31", null, "https://grind.example/grinders/espresso", 700), extra("2026-10-30", null, "https://grind.example/grinders/burr", 500)]);
    await startForecastRun(scope, 28);
    await runJob(scope.brandId);
    const stored = await getDb().select().from(seoForecasts).where(and(eq(seoForecasts.brandId, scope.brandId), eq(seoForecasts.metric, "clicks")));
    const site = stored.find((f) => f.scopeKind === "site")!.history;
    expect(site.at(-1)).toEqual({ day: "2026-10-31", value: 9999 });
    expect(site.at(-2)).toEqual({ day: "2026-10-30", value: 500 });
    const prefix = stored.find((f) => f.scopeKind === "prefix")!.history;
    expect(prefix.at(-1)).toEqual({ day: "2026-10-31", value: 700 });
    expect(prefix.at(-2)).toEqual({ day: "2026-10-30", value: 500 });
    const keyword = stored.find((f) => f.scopeKey === "espresso grinder")!.history;
    expect(keyword.at(-1)!.value).toBe(rows.filter((r) => r.day === "2026-10-31" && r.query === "espresso grinder")[0]!.clicks);
  });
});
