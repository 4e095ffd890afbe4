import { describe, expect, it } from "vitest";
import { performanceWindows, sumWindow, urlVariants } from "./performance";

describe("performanceWindows", () => {
  it("counts the publish day as day 1 and makes a window due the day after it ends", () => {
    const published = new Date("2026-01-01T15:00:00Z");
    const w = performanceWindows(published, new Date("2026-01-31T08:00:00Z"));
    expect(w.map((x) => [x.days, x.start, x.end, x.due])).toEqual([
      [30, "2026-01-01", "2026-01-30", true],
      [60, "2026-01-01", "2026-03-01", false],
      [90, "2026-01-01", "2026-03-31", false],
    ]);
    expect(w[1]!.daysToGo).toBe(30);
    expect(performanceWindows(published, new Date("2026-01-30T23:00:00Z"))[0]!.due).toBe(false);
  });
});

describe("sumWindow", () => {
  it("uses page-only Search Console rows when there are any, and one GA4 dimension set", () => {
    const gsc = [
      { day: "2026-01-02", query: null, clicks: 10, impressions: 100, position: 4 },
      { day: "2026-01-03", query: null, clicks: 5, impressions: 300, position: 8 },
      { day: "2026-01-03", query: "pour over", clicks: 4, impressions: 200, position: 7 },
      { day: "2026-02-15", query: null, clicks: 99, impressions: 999, position: 1 },
    ];
    const ga4 = [
      { day: "2026-01-02", dims: "date,landingPage", sessions: 20, keyEvents: 1.5 },
      { day: "2026-01-02", dims: "date,landingPage,device", sessions: 12, keyEvents: 1 },
      { day: "2026-01-02", dims: "date,landingPage,device", sessions: 8, keyEvents: 0.5 },
    ];
    expect(sumWindow(gsc, ga4, "2026-01-01", "2026-01-30")).toEqual({ clicks: 15, impressions: 400, position: 7, sessions: 20, conversions: 1.5, gscRows: 2, ga4Rows: 1 });
  });

  it("sums query rows when no page-only rows exist, and has no position without rows", () => {
    const gsc = [
      { day: "2026-01-02", query: "a", clicks: 1, impressions: 10, position: 2 },
      { day: "2026-01-02", query: "b", clicks: 2, impressions: 30, position: 6 },
    ];
    expect(sumWindow(gsc, [], "2026-01-01", "2026-01-30")).toMatchObject({ clicks: 3, impressions: 40, position: 5, sessions: 0 });
    expect(sumWindow([], [], "2026-01-01", "2026-01-30").position).toBeNull();
  });
});

describe("urlVariants", () => {
  it("matches Search Console by URL and GA4 by URL or path, with and without the trailing slash", () => {
    const v = urlVariants("https://brand.example/guides/pour-over/");
    expect(v.gsc).toEqual(["https://brand.example/guides/pour-over/", "https://brand.example/guides/pour-over"]);
    expect(v.ga4).toEqual(expect.arrayContaining(["/guides/pour-over", "/guides/pour-over/"]));
  });
});
