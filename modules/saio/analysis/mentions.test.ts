import { describe, expect, it } from "vitest";
import { COFFEE_BRANDS, CRM_BRANDS, PM_BRANDS, RUN_BRANDS } from "./fixtures/brands";
import { fixture } from "./fixtures/load";
import { type TrackedBrand, detectMentions, mentionSpans } from "./mentions";

const brand = (id: string, name: string, aliases: string[] = [], domains: string[] = [], extra: Partial<TrackedBrand> = {}): TrackedBrand => ({
  id,
  name,
  aliases,
  domains,
  own: false,
  ...extra,
});

const counts = (text: string, brands: TrackedBrand[]) => Object.fromEntries(detectMentions(text, brands).map((m) => [m.brandId, m.count]));

describe("detectMentions: matching rules", () => {
  const asana = brand("asana", "Asana", [], ["asana.com"]);

  it("is case-insensitive", () => {
    expect(counts("ASANA, asana and Asana.", [asana])).toEqual({ asana: 3 });
  });

  it("is diacritic-insensitive both ways and reports the surface form found", () => {
    const nestle = brand("nestle", "Nestlé");
    const m = detectMentions("Nestle, NESTLÉ and Nestlé all count.", [nestle]);
    expect(m[0]?.count).toBe(3);
    expect(m[0]?.matches).toEqual(["Nestle", "NESTLÉ", "Nestlé"]);
    expect(counts("Café Nestlé", [brand("n", "Nestle")])).toEqual({ n: 1 });
  });

  it("maps offsets back to the original text when folding changes its length", () => {
    const text = "Große Auswahl: Nestlé und Lavazza";
    const m = detectMentions(text, [brand("lavazza", "Lavazza"), brand("nestle", "Nestle")]);
    expect(m.map((x) => [x.brandId, x.firstIndex])).toEqual([
      ["nestle", text.indexOf("Nestlé")],
      ["lavazza", text.indexOf("Lavazza")],
    ]);
    expect(m[0]?.matches).toEqual(["Nestlé"]);
  });

  it("counts possessives (straight and curly apostrophes, plural possessive) but not plurals", () => {
    const m = detectMentions("Asana's timeline, Asana’s goals, the Asanas' admins.", [asana]);
    expect(m[0]?.count).toBe(3);
    expect(m[0]?.matches).toEqual(["Asana"]);
    expect(detectMentions("Yoga asanas and Asanas", [asana])).toEqual([]);
    expect(counts("Adidas' Terrex line", [brand("adidas", "Adidas")])).toEqual({ adidas: 1 });
  });

  it("does not find a name inside another word", () => {
    const brands = [brand("notion", "Notion", [], [], { strict: false }), brand("brooks", "Brooks"), brand("nike", "Nike"), asana];
    expect(detectMentions("A notional budget, Brookside park, Nikelodeon, Asanas, Notions.", brands)).toEqual([]);
  });

  it("counts aliases and the brand's domains written in the prose", () => {
    const acme = brand("acme", "Acme Corp", ["Acme"], ["acme.com"]);
    const m = detectMentions("Try acme.com or blog.acme.com; Acme Corp and Acme are the same.", [acme]);
    expect(m[0]?.count).toBe(4);
    expect(m[0]?.matches).toEqual(["acme.com", "blog.acme.com", "Acme Corp", "Acme"]);
  });

  it("does not take a longer host for the brand's domain", () => {
    const acme = brand("acme", "Acme Corp", [], ["acme.com"]);
    expect(detectMentions("See notacme.com and acme.com.evil.io and acme.community.", [acme])).toEqual([]);
  });

  it("leaves URLs and markdown link targets to the citations", () => {
    const acme = brand("acme", "Acme Corp", [], ["acme.com"]);
    expect(detectMentions("Read [this review](https://acme.com/blog) or https://www.acme.com/x and www.acme.com/y.", [acme])).toEqual([]);
    expect(counts("Read [Acme Corp's review](https://acme.com/blog).", [acme])).toEqual({ acme: 1 });
  });

  it("matches multi-word names across spaces, hyphens and line breaks", () => {
    const hoka = brand("hoka", "Hoka One One");
    expect(counts("Hoka One One, Hoka-One-One, Hoka  One\nOne, Hoka‑One‑One", [hoka])).toEqual({ hoka: 4 });
    const run = detectMentions(fixture("run-02-hoka-vs-on.md"), RUN_BRANDS).find((m) => m.brandId === "hoka");
    expect(run?.matches).toEqual(["Hoka One One", "Hoka-One-One", "Hoka"]);
    expect(run?.count).toBe(6);
  });

  it("lets the longer tracked name consume its span (Apple Music vs Apple)", () => {
    const brands = [brand("apple", "Apple"), brand("apple-music", "Apple Music")];
    const text = "Apple Music has lossless audio, and Apple also sells the HomePod; Apple Music's catalogue is huge.";
    expect(counts(text, brands)).toEqual({ "apple-music": 2, apple: 1 });
    expect(detectMentions("Apple Music", brands).map((m) => m.brandId)).toEqual(["apple-music"]);
    // An alias of the same brand: one mention, the longer surface form.
    expect(detectMentions("Zoho CRM is cheap", CRM_BRANDS)).toMatchObject([{ brandId: "zoho", count: 1, matches: ["Zoho CRM"] }]);
  });

  it("returns nothing for empty input", () => {
    expect(detectMentions("", PM_BRANDS)).toEqual([]);
    expect(detectMentions("Asana", [])).toEqual([]);
  });
});

describe("detectMentions: brand names that are common words", () => {
  const notion = brand("notion", "Notion");
  const monday = brand("monday", "monday.com", ["Monday"], ["monday.com"]);

  it("needs capitalisation", () => {
    expect(detectMentions("the notion of a board; notion is lowercase", [notion])).toEqual([]);
    expect(counts("Teams pick Notion for docs.", [notion])).toEqual({ notion: 1 });
  });

  it("counts a sentence-initial common word only with a name slot or corroboration", () => {
    expect(detectMentions("Notion is great for docs.", [notion])).toEqual([]);
    expect(counts("Notion is great for docs. Many teams pick Notion.", [notion])).toEqual({ notion: 2 });
    expect(counts("1. **Notion** – docs and wikis", [notion])).toEqual({ notion: 1 });
    expect(counts("| Notion | $10 |", [notion])).toEqual({ notion: 1 });
    expect(counts("### Notion\nDocs first.", [notion])).toEqual({ notion: 1 });
  });

  it("never counts a common word followed by a determiner", () => {
    const on = RUN_BRANDS.find((b) => b.id === "on")!;
    expect(counts("On the other hand, On's pods wear fast.", [on])).toEqual({ on: 1 });
    // Fixtures: "On the other hand" in run-02, "Close the loop" in crm-03.
    expect(detectMentions(fixture("run-02-hoka-vs-on.md"), RUN_BRANDS).find((m) => m.brandId === "on")?.count).toBe(6);
    expect(detectMentions(fixture("crm-03-crm-for-agencies.md"), CRM_BRANDS).map((m) => m.brandId)).toEqual(["pipedrive", "hubspot"]);
    expect(detectMentions(fixture("crm-01-best-crm-small-business.md"), CRM_BRANDS).find((m) => m.brandId === "close")?.count).toBe(1);
  });

  it("ignores weekday names in calendar context", () => {
    expect(detectMentions("We meet every Monday. On Monday morning, and on a Monday, from Monday to Friday.", [monday])).toEqual([]);
    expect(counts("Tools like Asana, Monday and Trello", [monday])).toEqual({ monday: 1 });
    expect(detectMentions("Monday is a good day to start.", [monday])).toEqual([]);
    // pm-02: two table/heading forms, bold "Monday's strengths", two link texts; not "Monday morning" nor "on a Monday".
    const m = detectMentions(fixture("pm-02-asana-vs-monday.md"), PM_BRANDS).find((x) => x.brandId === "monday");
    expect(m?.count).toBe(5);
    expect(m?.matches).toEqual(["monday.com", "Monday"]);
    expect(detectMentions(fixture("pm-06-free-tools.md"), PM_BRANDS).map((x) => x.brandId)).not.toContain("monday");
  });

  it("is decided per name: automatic from the common-word list, overridable with strict", () => {
    expect(counts("notion and hoka", [brand("notion", "Notion", [], [], { strict: false }), brand("hoka", "Hoka")])).toEqual({ notion: 1, hoka: 1 });
    expect(detectMentions("hoka shoes", [brand("hoka", "Hoka", [], [], { strict: true })])).toEqual([]);
    // "monday.com" is not a common word: always matched, any case.
    expect(counts("MONDAY.COM and monday.com", [monday])).toEqual({ monday: 2 });
  });

  it("does not count 'notional' in the Notion fixture", () => {
    const m = detectMentions(fixture("pm-04-notion-for-pm.md"), PM_BRANDS).find((x) => x.brandId === "notion");
    expect(m?.count).toBe(4);
  });
});

describe("detectMentions: positions", () => {
  it("orders brands by first mention, 1-based", () => {
    const text = fixture("pm-01-best-tools-small-teams.md");
    const m = detectMentions(text, PM_BRANDS);
    expect(m.map((x) => [x.brandId, x.position])).toEqual([
      ["asana", 1],
      ["trello", 2],
      ["monday", 3],
      ["clickup", 4],
      ["notion", 5],
    ]);
    expect(m[0]?.firstIndex).toBe(text.indexOf("Asana"));
    expect(m.map((x) => x.count)).toEqual([3, 2, 1, 1, 2]);
  });

  it("does not depend on the order of the tracked brands", () => {
    const text = fixture("run-01-best-daily-trainers.md");
    const forward = detectMentions(text, RUN_BRANDS).map((m) => m.brandId);
    const backward = detectMentions(text, [...RUN_BRANDS].reverse()).map((m) => m.brandId);
    expect(forward).toEqual(["brooks", "hoka", "nike", "asics"]);
    expect(backward).toEqual(forward);
  });

  it("finds aliases and possessives in the coffee fixtures", () => {
    const instant = detectMentions(fixture("coffee-02-instant-coffee.md"), COFFEE_BRANDS);
    expect(instant.map((m) => [m.brandId, m.count, m.position])).toEqual([
      ["nestle", 3, 1],
      ["starbucks", 1, 2],
    ]);
    expect(instant[0]?.matches).toEqual(["Nescafé", "Nestle"]);
    const peets = detectMentions(fixture("coffee-03-starbucks-vs-peets.md"), COFFEE_BRANDS).find((m) => m.brandId === "peets");
    expect(peets).toMatchObject({ count: 4, position: 2, matches: ["Peet's Coffee", "Peet's"] });
  });
});

describe("mentionSpans", () => {
  it("returns every occurrence with offsets into the original text", () => {
    const text = "Asana’s rival Trello; asana again.";
    const spans = mentionSpans(text, PM_BRANDS);
    expect(spans.map((s) => [s.brandId, s.start, s.end, s.text])).toEqual([
      ["asana", 0, 5, "Asana"],
      ["trello", 14, 20, "Trello"],
      ["asana", 22, 27, "asana"],
    ]);
  });
});
