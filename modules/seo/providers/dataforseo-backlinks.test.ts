import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { anchorsFromDataForSeo, backlinksFromDataForSeo, backlinkTime, gapFromDataForSeo, referringDomainsFromDataForSeo, summaryFromDataForSeo } from "./dataforseo-backlinks";

const FIXTURES = path.resolve(import.meta.dirname, "../../../tests/fixtures/seo/providers");
/** The `result` of the one task of a documented answer. */
const result = (name: string) => (JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), "utf8")) as { tasks: { result: unknown[] }[] }).tasks[0]!.result;

describe("DataForSEO Backlinks answers, read from the documented bodies", () => {
  it("summary: referring domains, backlinks and rank", () => {
    expect(summaryFromDataForSeo(result("dataforseo-backlinks-summary-live"))).toEqual({ referringDomains: 1264, backlinks: 18342, rank: 412 });
    expect(summaryFromDataForSeo([])).toEqual({ referringDomains: 0, backlinks: 0, rank: null });
    expect(summaryFromDataForSeo([{ rank: "high" }])).toBeNull();
  });

  it("referring_domains: lowercased domains with rank, backlinks and ISO first-seen / lost dates", () => {
    const rows = referringDomainsFromDataForSeo(result("dataforseo-backlinks-referring-domains-live"))!;
    expect(rows).toHaveLength(9);
    expect(rows[0]).toEqual({ domain: "runnersworld.com", rank: 712, backlinks: 46, firstSeen: "2019-05-11T08:02:13.000Z", lostDate: null });
    expect(rows.at(-1)).toMatchObject({ domain: "halfmarathonblog.example", lostDate: "2026-08-14T04:21:37.000Z" });
    expect(referringDomainsFromDataForSeo([{ items: [{ rank: 3 }] }])).toBeNull();
  });

  it("backlinks: new links by first_seen, a lost link dated by its last visit", () => {
    const links = backlinksFromDataForSeo(result("dataforseo-backlinks-backlinks-live"))!;
    expect(links).toHaveLength(6);
    expect(links[0]).toEqual({
      domainFrom: "runningshoesguru.com",
      urlFrom: "https://runningshoesguru.com/reviews/best-trail-shoes",
      urlTo: "https://www.sportsshoes.com/trail-running-shoes/",
      anchor: "trail running shoes",
      firstSeen: "2026-10-19T07:55:31.000Z",
      lostDate: null,
      dofollow: true,
    });
    expect(links.find((l) => l.domainFrom === "halfmarathonblog.example")?.lostDate).toBe("2026-08-14T04:21:37.000Z");
    expect(links.find((l) => l.domainFrom === "outdoorgearlab.com")?.dofollow).toBe(false);
  });

  it("anchors: text (empty kept as empty), backlinks and referring domains", () => {
    const anchors = anchorsFromDataForSeo(result("dataforseo-backlinks-anchors-live"))!;
    expect(anchors[0]).toEqual({ anchor: "sportsshoes.com", backlinks: 5210, referringDomains: 402 });
    expect(anchors.at(-1)).toEqual({ anchor: "", backlinks: 388, referringDomains: 40 });
  });

  it("domain_intersection: each referring domain with the competitors (targets 1..n) it links to", () => {
    const rows = gapFromDataForSeo(result("dataforseo-backlinks-domain-intersection-live"), ["sportsshoes.com", "runnersneed.com"])!;
    expect(rows.map((r) => [r.domain, r.linksTo, r.backlinks])).toEqual([
      ["runnersworld.com", ["sportsshoes.com", "runnersneed.com"], 65],
      ["theguardian.com", ["sportsshoes.com", "runnersneed.com"], 5],
      ["runningshoesguru.com", ["sportsshoes.com", "runnersneed.com"], 31],
      ["irunfar.com", ["sportsshoes.com"], 14],
      ["fellrunner.example", ["runnersneed.com"], 4],
    ]);
    expect(rows[0]!.rank).toBe(712);
    // A target number the request did not send is not a competitor.
    expect(gapFromDataForSeo(result("dataforseo-backlinks-domain-intersection-live"), ["sportsshoes.com"])!.map((r) => r.domain)).not.toContain("fellrunner.example");
  });

  it("reads DataForSEO's time format and refuses anything else", () => {
    expect(backlinkTime("2019-11-15 12:57:46 +00:00")).toBe("2019-11-15T12:57:46.000Z");
    expect(backlinkTime("2019-11-15 12:57:46 +02:00")).toBe("2019-11-15T10:57:46.000Z");
    expect(backlinkTime("last tuesday")).toBeNull();
    expect(backlinkTime(null)).toBeNull();
  });
});
