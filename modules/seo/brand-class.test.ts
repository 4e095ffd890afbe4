import { describe, expect, it } from "vitest";
import { ruleText } from "./brand-class";

describe("ruleText", () => {
  it("says which term of whom decided the class", () => {
    expect(ruleText({ kind: "name", term: "North Wind", competitor: null, distance: 0 })).toBe("Brand name “North Wind”");
    expect(ruleText({ kind: "domain", term: "contoso.com", competitor: "Contoso", distance: 0 })).toBe("Competitor domain “contoso.com” (Contoso)");
    expect(ruleText({ kind: "name", term: "Contoso", competitor: "Contoso", distance: 0 })).toBe("Competitor name “Contoso”");
    expect(ruleText({ kind: "misspelling", term: "North Wind", competitor: null, distance: 1 })).toBe("Misspelling of “North Wind” (1 slip)");
    expect(ruleText({ kind: "misspelling", term: "Northwind Traders", competitor: null, distance: 2 })).toBe("Misspelling of “Northwind Traders” (2 slips)");
    expect(ruleText({ kind: "none", term: null, competitor: null, distance: 0 })).toBe("No brand or competitor term");
    expect(ruleText(null)).toBe("Not classified yet");
  });
});
