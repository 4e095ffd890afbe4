import { describe, expect, it } from "vitest";
import { classifyByRules } from "./classify";
import { type Candidate, discoverCandidates } from "./discovery";
import { COFFEE_BRANDS, CRM_BRANDS, PM_BRANDS, RUN_BRANDS } from "./fixtures/brands";
import { byIndustry } from "./fixtures/load";

const texts = (industry: Parameters<typeof byIndustry>[0]) => byIndustry(industry).map((f) => f.text);
const names = (c: Candidate[]) => c.map((x) => x.name);
const find = (c: Candidate[], name: string) => c.find((x) => x.name === name);

describe("discoverCandidates on the corpus", () => {
  const pm = discoverCandidates(texts("pm"), PM_BRANDS);
  const run = discoverCandidates(texts("run"), RUN_BRANDS);
  const coffee = discoverCandidates(texts("coffee"), COFFEE_BRANDS);
  const crm = discoverCandidates(texts("crm"), CRM_BRANDS);

  it("finds untracked names in lists, headings, bold, links and tables", () => {
    expect(names(pm)).toEqual(
      expect.arrayContaining(["Wrike", "Basecamp", "Linear", "Jira", "Smartsheet", "Planview", "Todoist", "Capterra", "TrustRadius"]),
    );
    expect(names(crm)).toEqual(expect.arrayContaining(["Attio", "Copper", "Freshsales", "Microsoft Dynamics 365", "G2", "Capterra"]));
    expect(names(coffee)).toEqual(expect.arrayContaining(["Blue Bottle", "Café Bustelo", "Mount Hagen", "Trade", "Counter Culture"]));
    // "**Trade Coffee**" loses its generic tail and meets "[Trade](https://www.drinktrade.com/)".
    expect(find(coffee, "Trade")).toMatchObject({ answers: 1, domains: ["drinktrade.com"] });
  });

  it("ranks by answers, then occurrences", () => {
    expect(pm[0]).toMatchObject({ name: "Wrike", answers: 2, count: 2 });
    for (let i = 1; i < pm.length; i++) {
      const [a, b] = [pm[i - 1]!, pm[i]!];
      expect(a.answers > b.answers || (a.answers === b.answers && a.count >= b.count)).toBe(true);
    }
  });

  it("leaves out tracked brands, their products and generic words", () => {
    const lower = (c: Candidate[]) => c.map((x) => x.name.toLowerCase());
    for (const tracked of ["asana", "asana enterprise", "trello", "clickup", "notion", "monday.com"]) expect(lower(pm), tracked).not.toContain(tracked);
    for (const tracked of ["hoka", "hokas", "hoka one one", "brooks", "on"]) expect(lower(run), tracked).not.toContain(tracked);
    for (const tracked of ["peet", "peet's coffee", "nescafe gold", "nescafé gold", "starbucks via"]) expect(lower(coffee), tracked).not.toContain(tracked);
    for (const tracked of ["zoho", "hubspot crm", "close", "salesforce sales cloud"]) expect(lower(crm), tracked).not.toContain(tracked);
    // monday.com is not tracked in the CRM set, so there it is a candidate.
    expect(names(crm)).toContain("monday.com");
    const all = [...pm, ...run, ...coffee, ...crm].map((c) => c.name.toLowerCase());
    // Products that follow a tracked name somewhere ("Hoka Clifton 9", "Nike Pegasus 41").
    expect(names(run)).not.toEqual(expect.arrayContaining(["Clifton"]));
    expect(names(run)).not.toContain("Pegasus");
    for (const generic of ["Pros", "Cons", "Bottom", "Feature", "Verdict", "Sources", "Quality", "Durability", "Automations", "Highly", "Combines", "Plush", "100MB"]) {
      expect(all, generic).not.toContain(generic.toLowerCase());
    }
  });

  it("merges longer product names into a discovered brand and keeps them as variants", () => {
    const saucony = find(run, "Saucony")!;
    expect(saucony.answers).toBe(2);
    expect(saucony.variants).toContain("Saucony Axon 3");
    const blueBottle = find(coffee, "Blue Bottle")!;
    expect(blueBottle.answers).toBe(2);
    expect(blueBottle.variants).toContain("Blue Bottle Hayes Valley");
    expect(blueBottle.domains).toEqual(["bluebottlecoffee.com"]);
  });

  it("reads the brand column of a table and the header of a feature-comparison table", () => {
    // run-03: "| Shoe | Brand | Best for |" → Salomon, Adidas are entries; model names are not.
    expect(find(run, "Salomon")).toMatchObject({ listAnswers: 1, withTrackedInList: 1, peers: ["Hoka", "Brooks"] });
    expect(names(run)).not.toContain("Speedgoat");
    const compare = discoverCandidates(["| Feature | Asana | Height |\n|---|---|---|\n| Price | $10 | $8 |"], PM_BRANDS);
    expect(compare).toMatchObject([{ name: "Height", listAnswers: 1, withTrackedInList: 1, peers: ["Asana"] }]);
  });

  it("records domains, examples and contexts", () => {
    const g2 = find(crm, "G2")!;
    expect(g2.domains).toEqual(["g2.com"]);
    expect(g2.examples[0]).toContain("G2");
    const wrike = find(pm, "Wrike")!;
    expect(wrike.contexts).toHaveLength(2);
    expect(wrike.contexts.every((c) => c.list)).toBe(true);
    expect(wrike.peers).toEqual(expect.arrayContaining(["Asana"]));
  });

  it("honours opts.exclude, case- and diacritic-insensitively", () => {
    const without = discoverCandidates(texts("coffee"), COFFEE_BRANDS, { exclude: ["cafe bustelo", "WAKA"] });
    expect(names(without)).not.toContain("Café Bustelo");
    expect(names(without)).not.toContain("Waka");
    expect(names(without)).toContain("Mount Hagen");
  });
});

describe("discoverCandidates rules on small answers", () => {
  it("takes list-item titles and bold names, not sentence starters", () => {
    const text =
      "Options:\n- Lightweight and stable for daily use\n- **Superlist** – Fresh take on tasks\n- Things 3: great on Mac\n- Many teams also use Height.\n\nPlain prose naming Akiflow is not read.";
    expect(names(discoverCandidates([text], PM_BRANDS))).toEqual(["Height", "Superlist", "Things 3"]);
  });

  it("keeps name openers and trims generic words around names", () => {
    const text = "1. **New Balance 1080** – soft\n2. **Best Trello Alternatives**\n3. **Zoho CRM Plus**";
    expect(names(discoverCandidates([text], []))).toEqual(["New Balance 1080", "Trello", "Zoho"]);
  });

  it("merges case- and diacritic-insensitively and shows the most frequent spelling", () => {
    const a = "- **Café Bustelo** – bold\n- Cafe Bustelo again";
    const b = "- **Café Bustelo** – cheap\n- **CAFE BUSTELO**";
    const [c] = discoverCandidates([a, b], []);
    expect(c).toMatchObject({ name: "Café Bustelo", answers: 2 });
  });

  it("ignores Title Case heading words except the heading's own title", () => {
    const text = "## How Teams Compare Tools\n\n### Superlist\nA newer app.";
    expect(names(discoverCandidates([text], []))).toEqual(["Superlist"]);
  });
});

describe("classifyByRules", () => {
  const ctx = { industry: "Project management software", ownKeywords: ["task management"], competitorNames: ["Trello", "ClickUp"] };
  const pm = discoverCandidates(texts("pm"), PM_BRANDS);

  it("recognises marketplaces and publishers by name or domain", () => {
    expect(classifyByRules(find(pm, "Capterra")!, ctx)).toMatchObject({ kind: "marketplace_publisher" });
    const crm = discoverCandidates(texts("crm"), CRM_BRANDS);
    const g2 = classifyByRules(find(crm, "G2")!, ctx);
    expect(g2.kind).toBe("marketplace_publisher");
    expect(g2.reason).toMatch(/G2 is a known marketplace/);
  });

  it("calls names listed with tracked brands direct competitors", () => {
    const wrike = classifyByRules(find(pm, "Wrike")!, ctx);
    expect(wrike.kind).toBe("direct_competitor");
    expect(wrike.reason).toMatch(/^Listed with .*Asana.* in 2 of 2 answers/);
    expect(classifyByRules(find(pm, "Smartsheet")!, ctx).kind).toBe("direct_competitor");
  });

  it("counts lists that name a competitor from the context", () => {
    const [c] = discoverCandidates(["Try these:\n- Trello\n- Superlist"], []).filter((x) => x.name === "Superlist");
    expect(c!.withTrackedInList).toBe(0);
    expect(classifyByRules(c!, ctx).kind).toBe("direct_competitor");
    expect(classifyByRules(c!, { ...ctx, competitorNames: [] }).kind).not.toBe("direct_competitor");
  });

  it("needs the co-listing in at least half of the answers", () => {
    const answers = [
      "- **Asana** – tasks\n- **Superlist** – lists",
      "For task management, **Superlist** is handy.",
      "Personally I like **Superlist**.",
    ];
    const [c] = discoverCandidates(answers, PM_BRANDS);
    expect(c).toMatchObject({ name: "Superlist", answers: 3, withTrackedInList: 1 });
    const res = classifyByRules(c!, ctx);
    expect(res.kind).toBe("adjacent");
    expect(res.reason).toMatch(/listed with tracked brands in only 1 of 3 answers/);
  });

  it("calls names near the brand's keywords or industry adjacent, others unrelated", () => {
    const [zapier] = discoverCandidates(["- **Asana** – tasks\n\nTo automate project management, connect it with **Zapier**."], PM_BRANDS);
    expect(classifyByRules(zapier!, ctx)).toMatchObject({ kind: "adjacent", reason: expect.stringMatching(/project management/i) });
    expect(classifyByRules(zapier!, { industry: null, ownKeywords: [], competitorNames: [] })).toMatchObject({ kind: "unrelated" });
  });
});
