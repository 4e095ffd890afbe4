/**
 * The brand's own top pages on /getting-top-articles, from stored Search Console and GA4 rows: clicks,
 * sessions and conversions of the last 28 days, the clicks trend against the 28 days before, and a
 * page that lost its clicks flagged as decaying (the declines rules), linking to its decline.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { seoGa4Rows, seoGscRows } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { loadTopPages } from "@/modules/content/research/top-pages";
import { parseDeclineId } from "@/modules/seo/declines/queries";
import { createBrand, createUser } from "../helpers/factories";

const LAST = "2026-11-20";
const day = (n: number) => new Date(Date.parse(`${LAST}T00:00:00Z`) - n * 864e5).toISOString().slice(0, 10);

describe("the brand's top pages", () => {
  it("adds GA4 sessions and conversions to Search Console clicks, with the trend and decaying pages flagged", async () => {
    const owner = await createUser();
    const brand = await createBrand(owner, "Stride Lab Pages");
    const scope = await scopeFor(owner, brand.id);
    const steady = "https://stridelab.example/guides/trail-shoes";
    const decaying = "https://stridelab.example/guides/running-shoes";
    const gsc = [];
    const ga4 = [];
    for (let i = 0; i < 56; i++) {
      const recent = i < 28;
      for (const [page, clicks, impressions, position] of [
        [steady, 40, 800, 3],
        [decaying, recent ? 8 : 60, recent ? 500 : 1200, recent ? 9 : 2.5],
      ] as const) {
        gsc.push({ brandId: brand.id, source: "gsc", rowKey: JSON.stringify(["gsc", day(i), page]), day: day(i), query: "running shoes guide", page, clicks, impressions, ctr: clicks / impressions, position, fetchedAt: new Date() });
        ga4.push({ brandId: brand.id, source: "ga4", dims: "date,landingPage", rowKey: JSON.stringify(["ga4", day(i), page]), day: day(i), landingPage: new URL(page).pathname, sessions: clicks * 2, engagedSessions: clicks, keyEvents: clicks / 10, fetchedAt: new Date() });
      }
    }
    await getDb().insert(seoGscRows).values(gsc);
    await getDb().insert(seoGa4Rows).values(ga4);

    const top = await loadTopPages(scope);
    expect(top).toMatchObject({ hasGsc: true, hasGa4: true, period: { start: day(27), end: LAST, previousStart: day(55), previousEnd: day(28) } });
    expect(top.pages.map((p) => p.path)).toEqual(["/guides/trail-shoes", "/guides/running-shoes"]);
    const [s, d] = top.pages;
    expect(s).toMatchObject({ clicks: 28 * 40, sessions: 28 * 80, conversions: 28 * 4, trend: { now: 1120, before: 1120, change: 0 }, decaying: null });
    expect(d).toMatchObject({ clicks: 28 * 8, sessions: 28 * 16, trend: { now: 224, before: 1680 } });
    expect(d!.trend!.change).toBeCloseTo(-0.867, 2);
    expect(d!.decaying).toMatchObject({ lostClicks: 1680 - 224, signals: expect.arrayContaining(["clicks", "position"]) });
    expect(parseDeclineId(d!.decaying!.id)).toEqual({ entity: "page", comparison: "previous", windowEnd: LAST, key: decaying });

    // Another brand sees none of it.
    const other = await createBrand(owner, "Other Pages");
    expect((await loadTopPages(await scopeFor(owner, other.id))).pages).toEqual([]);
  });
});
