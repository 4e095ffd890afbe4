/**
 * The paid-search dashboard over reports stored through the one writer (storeReport): period totals with a
 * multi-day export row spread over its days, change against the previous period, budget pace, the week's
 * movers, wasted spend from search terms without conversions, the period anchored on the latest figures,
 * and another brand's figures never counted.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { inArray } from "drizzle-orm";
import { brands, ppcSettings } from "@/db/schema";
import { scopeFor, withScope, type BrandScope } from "@/lib/brand-scope";
import { addDays } from "@/lib/calendar-day";
import { loadPpcDashboard } from "@/modules/ppc/dashboard/queries";
import type { CampaignRow, PpcReport, SearchTermRow } from "@/modules/ppc/rows";
import { storeReport } from "@/modules/ppc/store";
import { createBrand, createUser } from "../helpers/factories";

const TODAY = "2026-11-27";
const zero = { cost: 0, clicks: 0, impressions: 0, conversions: 0, conversionValue: 0 };
const opts = { days: 30 as const, by: "day" as const, split: "network" as const };

async function world(name: string) {
  const owner = await createUser();
  const brand = await createBrand(owner, `${name} ${Math.random().toString(36).slice(2, 7)}`);
  return { brand, scope: await scopeFor(owner, brand.id) };
}

const store = (scope: BrandScope, report: PpcReport) => withScope(scope, (tx) => storeReport(tx, scope.brandId, report, { source: "import", importId: null }));

const camp = (campaign: string, day: string, m: Partial<CampaignRow>, network: CampaignRow["network"] = "google_ads"): CampaignRow => ({ network, campaign, day, spanDays: 1, ...zero, ...m });

/** `days` daily rows of one campaign ending on `end`, each with the same figures. */
function daily(campaign: string, end: string, days: number, m: Partial<CampaignRow>, network: CampaignRow["network"] = "google_ads"): CampaignRow[] {
  return Array.from({ length: days }, (_, i) => camp(campaign, addDays(end, -i), m, network));
}

const term = (t: string, m: Partial<SearchTermRow>, from = "2026-11-01", to = "2026-11-27"): SearchTermRow => ({ network: "google_ads", campaign: "Generic", adGroup: "Coffee", term: t, from, to, ...zero, ...m });

describe("the performance marketing dashboard", () => {
  it("totals the period, spreads an export period row over its days and compares with the period before", async () => {
    const { scope } = await world("Totals");
    await store(scope, {
      kind: "campaign",
      rows: [
        // 30 days × 10 = 300 in the current period (Oct 29 – Nov 27), 2 conversions a day, value 40 a day.
        ...daily("Brand", TODAY, 30, { cost: 10, clicks: 5, conversions: 2, conversionValue: 40 }),
        // A 60-day Microsoft export row from Sep 29: half its 600 falls in the period before, half in this one.
        camp("Bing Generic", "2026-09-29", { spanDays: 60, cost: 600, clicks: 600, conversions: 6, conversionValue: 1200 }, "microsoft_ads"),
      ],
    });
    const d = await loadPpcDashboard(scope, opts, TODAY);
    expect(d.hasData).toBe(true);
    expect(d.range).toEqual({ from: "2026-10-29", to: TODAY });
    expect(d.kpis.cost.now).toBeCloseTo(300 + 600 * (30 / 60));
    expect(d.kpis.cost.before).toBeCloseTo(600 * (30 / 60));
    expect(d.kpis.cost.change).toBeCloseTo(1);
    expect(d.kpis.conversions.now).toBeCloseTo(63);
    expect(d.kpis.cpa.now).toBeCloseTo(600 / 63);
    expect(d.kpis.roas.now).toBeCloseTo((1200 + 600) / 600);
    expect(d.series).toHaveLength(30);
    expect(d.series[0]!.byKey).toEqual({ google_ads: 10, microsoft_ads: 10 });
    expect(d.seriesKeys.map((k) => k.label).sort()).toEqual(["Google Ads", "Microsoft Advertising"]);
    expect(d.campaigns.map((c) => [c.name, c.network, Math.round(c.cost)])).toEqual([
      ["Bing Generic", "microsoft_ads", 300],
      ["Brand", "google_ads", 300],
    ]);
    expect(d.networks).toHaveLength(2);

    // Weekly buckets, split by the top campaigns.
    const w = await loadPpcDashboard(scope, { days: 30, by: "week", split: "campaign" }, TODAY);
    expect(w.series[0]!.date).toBe("2026-10-26"); // the Monday of Oct 29's week
    expect(w.seriesKeys.map((k) => k.label)).toEqual(["Bing Generic", "Brand"]);
    expect(w.series.reduce((s, p) => s + p.cost, 0)).toBeCloseTo(600);
  });

  it("paces the month against the budget and names the week's biggest movers", async () => {
    const { scope } = await world("Pace");
    await getDb().insert(ppcSettings).values({ brandId: scope.brandId, currency: "EUR", monthlyBudget: "1500", targetCpa: "20" });
    await store(scope, {
      kind: "campaign",
      rows: [
        // Brand: 20 a day for the last two weeks, then 40 a day this week.
        ...daily("Brand", addDays(TODAY, -7), 7, { cost: 20, clicks: 10 }),
        ...daily("Brand", TODAY, 7, { cost: 40, clicks: 20 }),
        // Launch: new this week.
        ...daily("Launch", TODAY, 3, { cost: 10 }),
      ],
    });
    const d = await loadPpcDashboard(scope, opts, TODAY);
    // November so far: Nov 14–20 at 20 + Nov 21–27 at 40 + 3 × 10 = 140 + 280 + 30 = 450 by day 27 of 30.
    expect(d.pace).toMatchObject({ budget: 1500, dayOfMonth: 27, daysInMonth: 30, status: "under" });
    expect(d.pace!.spent).toBeCloseTo(450);
    expect(d.pace!.expected).toBeCloseTo(1350);
    expect(d.pace!.projected).toBeCloseTo(500);
    expect(d.week).toEqual({ from: "2026-11-21", to: TODAY });
    expect(d.movers.map((m) => m.sentence)).toEqual([
      "Brand spent €280.00 this week, 100 % more than the week before (€140.00).",
      "Launch started spending: €30.00 this week, nothing the week before.",
    ]);
  });

  it("counts search terms with cost and no conversion as wasted, prorated to the period", async () => {
    const { scope } = await world("Wasted");
    await store(scope, {
      kind: "search_term",
      rows: [
        term("free coffee", { cost: 80, clicks: 40 }),
        term("coffee jobs", { cost: 20, clicks: 9 }),
        // Converted: not waste, however much it cost.
        term("buy coffee beans", { cost: 300, clicks: 90, conversions: 6 }),
        // The same term from another ad group with a conversion: the term converted.
        term("cold brew", { cost: 15, clicks: 5 }),
        term("cold brew", { adGroup: "Cold brew", cost: 10, clicks: 4, conversions: 1 }),
        // A 20-day row: Nov 11–30 overlaps Nov 21–27 for 7 of its 20 days.
        term("coffee machine repair", { cost: 40, clicks: 20 }, "2026-11-11", "2026-11-30"),
        // Outside the period entirely.
        term("old promo", { cost: 500, clicks: 100 }, "2026-01-01", "2026-01-31"),
      ],
    });
    const d = await loadPpcDashboard(scope, { ...opts, days: 7 }, TODAY);
    // The period ends on the latest figures (Nov 30 is after today, so today).
    expect(d.range).toEqual({ from: "2026-11-21", to: TODAY });
    const share = 7 / 27;
    expect(d.wasted.terms).toBe(3);
    expect(d.wasted.top.map((t) => t.term)).toEqual(["free coffee", "coffee machine repair", "coffee jobs"]);
    expect(d.wasted.top[0]!.cost).toBeCloseTo(80 * share);
    expect(d.wasted.top[1]!.cost).toBeCloseTo(40 * (7 / 20));
    expect(d.wasted.total).toBeCloseTo(100 * share + 40 * (7 / 20));
  });

  it("anchors the period on the latest figures, so an import of an earlier month still shows", async () => {
    const { scope } = await world("Anchor");
    await getDb().insert(ppcSettings).values({ brandId: scope.brandId, monthlyBudget: "1000" });
    await store(scope, { kind: "campaign", rows: daily("Spring", "2026-04-30", 10, { cost: 5 }) });
    const d = await loadPpcDashboard(scope, { ...opts, days: 7 }, TODAY);
    expect(d.latestDay).toBe("2026-04-30");
    expect(d.range).toEqual({ from: "2026-04-24", to: "2026-04-30" });
    expect(d.kpis.cost.now).toBeCloseTo(35);
    expect(d.kpis.cost.before).toBeCloseTo(15);
    // Budget pace stays on the calendar month: nothing spent in November.
    expect(d.pace).toMatchObject({ spent: 0, projected: 0, status: "under" });
  });

  it("says there is nothing yet for a brand without figures", async () => {
    const { scope } = await world("Empty");
    const d = await loadPpcDashboard(scope, opts, TODAY);
    expect(d).toMatchObject({ hasData: false, latestDay: null, campaigns: [], movers: [], wasted: { total: 0, terms: 0, top: [] } });
    expect(d.kpis.cpa).toEqual({ now: null, before: null, change: null });
  });

  it("warns when the brand pays for the name of another brand the user manages in its market", async () => {
    const owner = await createUser();
    const ours = await createBrand(owner, `Northwind ${Math.random().toString(36).slice(2, 7)}`);
    const other = await createBrand(owner, "Contoso Roasters");
    const stranger = await createBrand(await createUser(), "Fabrikam Beans");
    await getDb().update(brands).set({ country: "DE" }).where(inArray(brands.id, [ours.id, other.id, stranger.id]));
    const scope = await scopeFor(owner, ours.id);
    await store(scope, { kind: "search_term", rows: [term("contoso roasters coffee", { cost: 12, clicks: 3 }), term("fabrikam beans", { cost: 9, clicks: 2 })] });
    const d = await loadPpcDashboard(scope, opts, TODAY);
    expect(d.wallWarnings).toEqual([expect.objectContaining({ brandName: "Contoso Roasters", term: "contoso roasters coffee", cost: 12, clicks: 3 })]);
    expect(JSON.stringify(d.wallWarnings)).not.toContain("Fabrikam");

    await getDb().insert(ppcSettings).values({ brandId: ours.id, brandWall: false });
    expect((await loadPpcDashboard(scope, opts, TODAY)).wallWarnings).toEqual([]);
  });

  it("never counts or names another brand's campaigns or terms", async () => {
    const a = await world("Isolation A");
    const b = await world("Isolation B");
    await store(a.scope, { kind: "campaign", rows: daily("Ours", TODAY, 5, { cost: 10 }) });
    await store(b.scope, { kind: "campaign", rows: daily("Rival Secret Campaign", TODAY, 5, { cost: 999 }) });
    await store(b.scope, { kind: "search_term", rows: [term("rival secret term", { cost: 50, clicks: 5 })] });
    const d = await loadPpcDashboard(a.scope, opts, TODAY);
    expect(d.kpis.cost.now).toBeCloseTo(50);
    expect(d.wasted.terms).toBe(0);
    const text = JSON.stringify(d);
    expect(text).not.toContain("Rival Secret");
    expect(text).not.toContain("rival secret term");
  });
});
