import { describe, expect, it } from "vitest";
import { citationMarkers, citedDomains, domainMatches, extractUrls, groupCitations, normalizeDomain } from "./citations";
import { corpus, fixture } from "./fixtures/load";

describe("normalizeDomain", () => {
  it("lowercases, drops www., port, path and trailing dot", () => {
    expect(normalizeDomain("https://WWW.Example.COM:8080/path?q=1#x")).toBe("example.com");
    expect(normalizeDomain("www.acme.com")).toBe("acme.com");
    expect(normalizeDomain("acme.com.")).toBe("acme.com");
    expect(normalizeDomain("acme.com/pricing")).toBe("acme.com");
    expect(normalizeDomain("//cdn.acme.com/x.js")).toBe("cdn.acme.com");
    expect(normalizeDomain("  Blog.Acme.com  ")).toBe("blog.acme.com");
    expect(normalizeDomain("http://192.168.0.1:3000/")).toBe("192.168.0.1");
  });

  it("keeps subdomains other than www and encodes IDNs", () => {
    expect(normalizeDomain("https://en.wikipedia.org/wiki/X")).toBe("en.wikipedia.org");
    expect(normalizeDomain("https://münchen.de")).toBe("xn--mnchen-3ya.de");
  });

  it("returns null for what is not a URL or host", () => {
    for (const input of ["", "not a url", "localhost", "mailto:a@b.com", "javascript:alert(1)", "acme", "http://", "1.2.3"]) {
      expect(normalizeDomain(input), input).toBeNull();
    }
  });
});

describe("extractUrls", () => {
  it("finds markdown links, autolinks, bare URLs and www. hosts, trimming glued punctuation", () => {
    const text = [
      'See [the guide](https://acme.com/guide "Guide"), <https://b.io/x>, and https://c.org/a.',
      "Also (https://d.net/page) and **https://e.com/bold** plus www.f.co/path; then https://en.wikipedia.org/wiki/Foo_(bar).",
    ].join("\n");
    expect(extractUrls(text)).toEqual([
      "https://acme.com/guide",
      "https://b.io/x",
      "https://c.org/a",
      "https://d.net/page",
      "https://e.com/bold",
      "https://www.f.co/path",
      "https://en.wikipedia.org/wiki/Foo_(bar)",
    ]);
  });

  it("dedupes and keeps first-seen order; bare hosts without www. are mentions, not citations", () => {
    expect(extractUrls("https://a.com/x and again https://a.com/x, then acme.com")).toEqual(["https://a.com/x"]);
  });

  it("reads the fixtures' sources", () => {
    expect(extractUrls(fixture("crm-01-best-crm-small-business.md"))).toEqual([
      "https://www.g2.com/categories/crm",
      "https://www.capterra.com/customer-relationship-management-software/",
    ]);
    expect(extractUrls(fixture("pm-06-free-tools.md"))).toEqual([
      "https://www.clickup.com/pricing",
      "https://trello.com/pricing?utm_source=ai",
      "https://www.atlassian.com/software/jira/pricing",
    ]);
    expect(extractUrls(fixture("run-02-hoka-vs-on.md"))).toEqual([
      "https://www.hoka.com/en/us/",
      "https://www.on.com/en-us/",
      "https://www.believeintherun.com/",
    ]);
  });
});

describe("groupCitations", () => {
  it("groups by normalized domain (www and ports merge, other subdomains stay apart), most cited first", () => {
    const groups = groupCitations([
      "https://blog.hubspot.com/x",
      "https://www.g2.com/a",
      "https://g2.com/b",
      "http://g2.com:8080/a",
      "https://hubspot.com/y",
      "https://www.g2.com/a",
      "not a url",
    ]);
    expect(groups).toEqual([
      { domain: "g2.com", urls: ["https://www.g2.com/a", "https://g2.com/b", "http://g2.com:8080/a"], count: 4 },
      { domain: "blog.hubspot.com", urls: ["https://blog.hubspot.com/x"], count: 1 },
      { domain: "hubspot.com", urls: ["https://hubspot.com/y"], count: 1 },
    ]);
  });

  it("aggregates the corpus: marketplaces and review sites are the most cited", () => {
    const groups = groupCitations(corpus.flatMap((f) => extractUrls(f.text)));
    expect(groups.slice(0, 3).map((g) => [g.domain, g.count])).toEqual([
      ["amazon.com", 2],
      ["capterra.com", 2],
      ["g2.com", 2],
    ]);
  });
});

describe("domainMatches", () => {
  it("matches the exact host or a subdomain, never a lookalike", () => {
    expect(domainMatches("blog.acme.com", ["acme.com"])).toBe(true);
    expect(domainMatches("acme.com", ["https://www.acme.com/"])).toBe(true);
    expect(domainMatches("https://shop.eu.acme.com/x", ["acme.com"])).toBe(true);
    expect(domainMatches("notacme.com", ["acme.com"])).toBe(false);
    expect(domainMatches("acme.com.evil.io", ["acme.com"])).toBe(false);
    expect(domainMatches("acme.co", ["acme.com"])).toBe(false);
    expect(domainMatches("acme.com", ["blog.acme.com"])).toBe(false);
    expect(domainMatches("nonsense", ["acme.com"])).toBe(false);
  });
});

describe("citedDomains and citationMarkers", () => {
  it("lists unique domains in order", () => {
    expect(citedDomains(["https://www.g2.com/a", "https://asana.com/x", "https://g2.com/b", "bad"])).toEqual(["g2.com", "asana.com"]);
  });

  it("maps [n] markers to the numbered sources", () => {
    const markers = citationMarkers(fixture("crm-01-best-crm-small-business.md"));
    expect([...markers.entries()]).toEqual([
      [1, "https://www.g2.com/categories/crm"],
      [2, "https://www.capterra.com/customer-relationship-management-software/"],
    ]);
    expect(citationMarkers(fixture("run-04-nike-review.md")).get(2)).toBe("https://www.doctorsofrunning.com/");
    expect(citationMarkers("no sources here").size).toBe(0);
  });
});
