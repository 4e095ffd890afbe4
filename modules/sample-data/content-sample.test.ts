/**
 * The content-marketing sample (db/sample/content): its DataForSEO SERP reads through the real
 * normaliser, and the articles behind the SERP's organic URLs are served offline by
 * `sampleArticlesClient` — all but the one removed page, which answers 404. The writer's drafts keep
 * the brand voice guide's hard rules (banned words, subject length) and name real products.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OutboundBlockedError } from "@/lib/http";
import { serpFromDataForSeo } from "@/modules/seo/providers/dataforseo";
import type { SerpQuery } from "@/modules/seo/types";
import { sampleArticlesClient } from "./site-transport";

const CONTENT_DIR = path.resolve(process.cwd(), "db/sample/content");
const envelope = JSON.parse(readFileSync(path.join(CONTENT_DIR, "serp-how-to-make-cold-brew.dataforseo.json"), "utf8"));
const QUERY: SerpQuery = { keyword: "how to make cold brew", location: "United States", language: "en", device: "desktop" };
const serp = serpFromDataForSeo(QUERY, envelope.tasks[0].result[0])!;
const REMOVED = "https://morningcupmag.example/how-to/cold-brew-coffee-at-home";
const audit = { brandId: null, provider: "sample-articles", purpose: "content.top_articles" };

describe("the sample SERP for “how to make cold brew”", () => {
  it("is a successful live/advanced envelope that serpFromDataForSeo reads: 10 organic, 5 questions", () => {
    expect([envelope.status_code, envelope.tasks_count, envelope.tasks[0].status_code]).toEqual([20000, 1, 20000]);
    expect(envelope.tasks[0].path).toEqual(["v3", "serp", "google", "organic", "live", "advanced"]);
    expect(serp).not.toBeNull();
    expect(serp.organic.map((o) => o.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(serp.peopleAlsoAsk).toHaveLength(5);
    expect(serp.peopleAlsoAsk).toContain("How long does cold brew last in the fridge?");
    expect(serp.features).toEqual(expect.arrayContaining(["featured_snippet", "people_also_ask", "related_searches", "sitelinks"]));
    expect(serp.fetchedAt.toISOString()).toBe("2026-11-20T09:14:31.000Z");
    expect(serp.totalResults).toBeGreaterThan(0);
  });

  it("names fictional competitors only (.example domains), each once", () => {
    const domains = serp.organic.map((o) => o.domain);
    expect(domains.every((d) => d.endsWith(".example"))).toBe(true);
    expect(new Set(domains).size).toBe(10);
    expect(serp.organic.every((o) => o.title && o.snippet)).toBe(true);
  });
});

describe("sampleArticlesClient", () => {
  const client = sampleArticlesClient();

  it("serves the page behind every organic URL but the removed one, which answers 404", async () => {
    for (const o of serp.organic) {
      const res = await client.request({ url: o.url }, audit);
      if (o.url === REMOVED) {
        expect({ url: o.url, status: res.status }).toEqual({ url: o.url, status: 404 });
        continue;
      }
      expect({ url: o.url, status: res.status }).toEqual({ url: o.url, status: 200 });
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      const html = res.body.toString("utf8");
      expect(html).toMatch(/<h1[^>]*>/);
      expect(html.toLowerCase()).toContain("cold brew");
    }
  });

  it("refuses an origin it does not ship, before anything is read", async () => {
    await expect(client.request({ url: "https://www.google.com/search?q=cold+brew" }, audit)).rejects.toBeInstanceOf(OutboundBlockedError);
    await expect(client.request({ url: "http://brewcraft.example/guides/how-to-make-cold-brew/" }, audit)).rejects.toBeInstanceOf(OutboundBlockedError);
  });
});

describe("the writer's drafts", () => {
  const dir = path.join(CONTENT_DIR, "drafts");
  const drafts = Object.fromEntries(readdirSync(dir).map((f) => [f, readFileSync(path.join(dir, f), "utf8")]));
  const products = readFileSync(path.resolve(process.cwd(), "db/sample/knowledge/northwind-product-facts.csv"), "utf8")
    .split("\n")
    .slice(1)
    .map((line) => line.split(",")[1])
    .filter((name): name is string => !!name);
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

  it("are the article, the newsletter and the LinkedIn post, at their lengths", () => {
    expect(Object.keys(drafts).sort()).toEqual(["cold-brew-guide.md", "cold-brew-linkedin.md", "cold-brew-newsletter.md"]);
    expect(words(drafts["cold-brew-guide.md"]!)).toBeGreaterThan(1000);
    expect(words(drafts["cold-brew-newsletter.md"]!)).toBeGreaterThan(280);
    expect(words(drafts["cold-brew-linkedin.md"]!)).toBeGreaterThan(120);
  });

  it("keep the voice guide's rules: no banned words, a short subject line without emoji, real products named", () => {
    for (const [name, text] of Object.entries(drafts)) {
      expect({ name, banned: text.match(/artisanal|luxury|premium|hand-?crafted|guaranteed|best in the world|exquisite|world-class|coffee club|membership|\bcancel/gi) }).toEqual({ name, banned: null });
      expect({ name, named: products.some((p) => text.includes(p)) }).toEqual({ name, named: true });
    }
    const subject = /^Subject: (.+)$/.exec(drafts["cold-brew-newsletter.md"]!.split("\n")[0]!)?.[1] ?? "";
    expect(subject.length).toBeGreaterThan(0);
    expect(subject.length).toBeLessThan(45);
    expect(subject).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it("give the article the headings the competitors agree on and a subscription call to action", () => {
    const headings = drafts["cold-brew-guide.md"]!.split("\n").filter((l) => /^#{2,3} /.test(l)).join("\n").toLowerCase();
    for (const h of ["what is cold brew", "iced coffee", "ratio", "grind", "how long to steep", "strain", "concentrate", "store"]) expect(headings).toContain(h);
    expect(drafts["cold-brew-guide.md"]).toMatch(/\]\(https:\/\/northwind-coffee\.example\/subscriptions\)/);
  });
});
