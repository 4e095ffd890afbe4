import { describe, expect, it } from "vitest";
import { changesBetweenCrawls } from "./technical";

const crawl = (day: string, status: number | null, robots = "", canonical: string | null = null) => ({ day, status, robots, canonical });

describe("technical changes between crawls", () => {
  it("names what changed in a crawl that ended inside the dates, against the crawl before it", () => {
    const seen = [crawl("2026-01-02", 200, "", "https://ex.com/a"), crawl("2026-02-10", 404, "noindex, follow", "https://ex.com/b")];
    expect(changesBetweenCrawls(seen, "2026-02-01", "2026-02-28")).toEqual([
      { kind: "status", before: "200", after: "404", seenOn: "2026-02-10" },
      { kind: "noindex", before: "index", after: "noindex", seenOn: "2026-02-10" },
      { kind: "canonical", before: "https://ex.com/a", after: "https://ex.com/b", seenOn: "2026-02-10" },
    ]);
  });
  it("says nothing of one crawl alone, of unchanged pages, or of changes outside the dates", () => {
    expect(changesBetweenCrawls([crawl("2026-02-10", 404, "noindex")], "2026-02-01", "2026-02-28")).toEqual([]);
    expect(changesBetweenCrawls([crawl("2026-01-02", 200), crawl("2026-02-10", 200)], "2026-02-01", "2026-02-28")).toEqual([]);
    expect(changesBetweenCrawls([crawl("2026-01-02", 200), crawl("2026-03-10", 500)], "2026-02-01", "2026-02-28")).toEqual([]);
  });
});
