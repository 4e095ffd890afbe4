import { describe, expect, it } from "vitest";
import { linkGapFromReferringDomains, mergeGaps, newLostByMonth, profileFromLinks, type Backlink, type ReferringDomain } from "./backlinks";

const rd = (domain: string, rank: number | null = 100, backlinks = 1, lostDate: string | null = null): ReferringDomain => ({ domain, rank, backlinks, firstSeen: "2026-01-01T00:00:00.000Z", lostDate });
const link = (domainFrom: string, anchor: string | null, firstSeen: string | null, lostDate: string | null = null): Backlink => ({ domainFrom, urlFrom: `https://${domainFrom}/p`, urlTo: "https://target.example/", anchor, firstSeen, lostDate, dofollow: true });

describe("the link gap from referring domains", () => {
  it("keeps domains linking to a competitor and not the brand, counting the competitors each links to", () => {
    const gap = linkGapFromReferringDomains(
      [{ target: "brand.example", domains: [rd("shared.com"), rd("www.blog.shared-too.com")] }],
      [
        { target: "a.com", domains: [rd("shared.com"), rd("both.com", 500, 3), rd("only-a.com", 200), rd("shared-too.com")] },
        { target: "b.com", domains: [rd("both.com", 600, 2), rd("only-b.com", null), rd("brand.example")] },
      ],
    );
    expect(gap.competitors).toEqual(["a.com", "b.com"]);
    expect(gap.excluded).toEqual(["brand.example"]);
    // Subdomains count as their site; the brand's own domain linking to a competitor is no prospect.
    expect(gap.rows).toEqual([
      { domain: "both.com", rank: 600, linksTo: ["a.com", "b.com"], backlinks: 5 },
      { domain: "only-a.com", rank: 200, linksTo: ["a.com"], backlinks: 1 },
      { domain: "only-b.com", rank: null, linksTo: ["b.com"], backlinks: 1 },
    ]);
  });

  it("leaves out domains whose link to the competitor is lost", () => {
    const gap = linkGapFromReferringDomains([{ target: "brand.example", domains: [] }], [{ target: "a.com", domains: [rd("gone.com", 10, 1, "2026-05-01T00:00:00.000Z"), rd("live.com")] }]);
    expect(gap.rows.map((r) => r.domain)).toEqual(["live.com"]);
  });

  it("merges the provider's intersection with the computed gap without counting a competitor twice", () => {
    const api = { competitors: ["a.com", "b.com"], excluded: ["brand.example"], rows: [{ domain: "x.com", rank: 300, linksTo: ["a.com"], backlinks: 4 }] };
    const local = { competitors: ["a.com", "b.com"], excluded: ["brand.example"], rows: [{ domain: "x.com", rank: 350, linksTo: ["a.com", "b.com"], backlinks: 2 }, { domain: "y.com", rank: 50, linksTo: ["b.com"], backlinks: 1 }] };
    expect(mergeGaps(api, local).rows).toEqual([
      { domain: "x.com", rank: 350, linksTo: ["a.com", "b.com"], backlinks: 4 },
      { domain: "y.com", rank: 50, linksTo: ["b.com"], backlinks: 1 },
    ]);
  });
});

describe("new and lost links by month", () => {
  it("buckets first-seen and lost dates into the last 12 months, oldest first, ignoring older ones", () => {
    const months = newLostByMonth([link("a.com", "x", "2026-11-02T00:00:00Z"), link("b.com", "x", "2026-10-19T00:00:00Z", "2026-11-20T00:00:00Z"), link("c.com", null, "2024-01-01T00:00:00Z"), link("d.com", null, null)], new Date("2026-11-26T12:00:00Z"));
    expect(months).toHaveLength(12);
    expect(months[0]!.month).toBe("2025-12");
    expect(months.at(-1)).toEqual({ month: "2026-11", gained: 1, lost: 1 });
    expect(months.at(-2)).toEqual({ month: "2026-10", gained: 1, lost: 0 });
    expect(months.reduce((n, m) => n + m.gained + m.lost, 0)).toBe(3);
  });
});

describe("a profile from single backlinks", () => {
  it("counts live links and referring domains, keeps lost links for the timeline, ranks anchors by domains", () => {
    const p = profileFromLinks([link("a.com", "brand", "2026-01-01T00:00:00Z"), link("a.com", "brand", "2026-02-01T00:00:00Z"), link("b.com", "brand", "2026-03-01T00:00:00Z"), link("c.com", "shoes", "2026-03-01T00:00:00Z"), link("d.com", "old", "2025-01-01T00:00:00Z", "2026-04-01T00:00:00Z")]);
    expect(p.summary).toEqual({ referringDomains: 3, backlinks: 4, rank: null });
    expect(p.referringDomains.map((d) => [d.domain, d.backlinks, d.lostDate])).toEqual([
      ["a.com", 2, null],
      ["b.com", 1, null],
      ["c.com", 1, null],
      ["d.com", 0, "2026-04-01T00:00:00Z"],
    ]);
    expect(p.anchors).toEqual([
      { anchor: "brand", backlinks: 3, referringDomains: 2 },
      { anchor: "shoes", backlinks: 1, referringDomains: 1 },
    ]);
    expect(p.links).toHaveLength(5);
  });
});
