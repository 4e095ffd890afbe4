import { describe, expect, it } from "vitest";
import type { PersonaProfile } from "@/db/schema";
import { briefIssues, checkPersona, hasErrors, incomeAmount, internalIssues, nearDuplicateIssues, personaTokens, type PersonaDraft } from "./consistency";
import { EMPTY_PROFILE } from "./profile";

function persona(profile: Partial<PersonaProfile>, name = "Maya Chen"): PersonaDraft {
  return {
    name,
    profile: {
      ...EMPTY_PROFILE,
      summary: "Runs a small specialty café and roasts her own beans on weekends.",
      age: 34,
      gender: "woman",
      location: "Leeds",
      occupation: "Café owner",
      goals: ["Consistent espresso quality"],
      pains: ["Grinder drift during rush hour"],
      objections: ["Price of commercial grinders"],
      channels: ["Instagram"],
      ...profile,
    },
  };
}

const rules = (issues: { rule: string }[]) => issues.map((i) => i.rule);

describe("internal consistency", () => {
  it("accepts a coherent persona", () => {
    expect(internalIssues(persona({}))).toEqual([]);
  });
  it("flags retirement at 25 but not at 58", () => {
    expect(internalIssues(persona({ age: 25, summary: "A retired teacher who loves coffee." }))).toEqual([expect.objectContaining({ rule: "age-life-stage", severity: "error", field: "age" })]);
    expect(internalIssues(persona({ age: 58, summary: "A retired teacher who loves coffee." }))).toEqual([]);
  });
  it("flags a student occupation at 70 but not at 22", () => {
    expect(internalIssues(persona({ age: 70, occupation: "University student" }))[0]).toMatchObject({ rule: "age-life-stage", field: "occupation" });
    expect(internalIssues(persona({ age: 22, occupation: "University student" }))).toEqual([]);
  });
  it("flags a grandparent at 28", () => {
    expect(rules(internalIssues(persona({ age: 28, backstory: "She spends Sundays with her grandchildren." })))).toEqual(["age-life-stage"]);
  });
  it("warns (never errors) on a high income for a student", () => {
    const issues = internalIssues(persona({ age: 21, occupation: "Student", income: "$220k a year" }));
    expect(issues).toEqual([expect.objectContaining({ rule: "income-occupation", severity: "warning" })]);
    expect(internalIssues(persona({ age: 21, occupation: "Student", income: "$12,000" }))).toEqual([]);
  });
  it("reads income amounts", () => {
    expect(incomeAmount("$85,000")).toBe(85_000);
    expect(incomeAmount("120k–150k")).toBe(150_000);
    expect(incomeAmount("€1.2m")).toBe(1_200_000);
    expect(incomeAmount("upper-middle")).toBeNull();
    expect(incomeAmount(null)).toBeNull();
  });
});

describe("against the brief", () => {
  it("flags an age outside the brief's range", () => {
    expect(briefIssues(persona({ age: 17 }), { ageMin: 18, ageMax: 65 })).toEqual([expect.objectContaining({ rule: "brief-age-range", severity: "error" })]);
    expect(briefIssues(persona({ age: 66 }), { ageMin: 18, ageMax: 65 })[0]!.message).toContain("outside the brief's age range 18–65");
    expect(briefIssues(persona({ age: 65 }), { ageMin: 18, ageMax: 65 })).toEqual([]);
  });
  it("requires company and role for a B2B brief", () => {
    expect(rules(briefIssues(persona({ company: null, occupation: null }), { b2b: true }))).toEqual(["b2b-company"]);
    expect(briefIssues(persona({ company: { name: "Bean There Ltd", industry: "Hospitality", size: "1–10", role: "Owner" } }), { b2b: true })).toEqual([]);
  });
  it("names each required attribute that is empty", () => {
    const issues = briefIssues(persona({ objections: [], buyingRole: null }), { requiredAttributes: ["goals", "objections", "buyingRole"] });
    expect(issues.map((i) => i.field)).toEqual(["objections", "buyingRole"]);
    expect(issues[0]!.message).toBe("The brief requires objections, which is empty.");
    expect(briefIssues(persona({ age: null }), { requiredAttributes: ["demographics"] })[0]!.field).toBe("demographics");
  });
  it("checks a segment's fixed attributes case-insensitively, in attributes or the profile field", () => {
    const brief = { segmentName: "Café owners", segmentAttributes: { "business type": "Café", gender: "woman" } };
    expect(briefIssues(persona({ attributes: { "Business type": "café" } }), brief)).toEqual([]);
    const issues = briefIssues(persona({ attributes: { "business type": "Restaurant" }, gender: "man" }), brief);
    expect(issues.map((i) => i.field)).toEqual(["attributes.business type", "attributes.gender"]);
    expect(issues[0]!.message).toBe('The segment "Café owners" fixes business type = "Café", but the persona has "Restaurant".');
  });
  it("warns when the age misses the plan's band, but only inside the brief's range", () => {
    expect(briefIssues(persona({ age: 50 }), { ageBand: "28–37" })).toEqual([expect.objectContaining({ rule: "plan-age-band", severity: "warning" })]);
    expect(rules(briefIssues(persona({ age: 70 }), { ageMin: 18, ageMax: 65, ageBand: "28–37" }))).toEqual(["brief-age-range"]);
  });
});

describe("near-duplicates", () => {
  const maya = persona({});
  const other = { id: "p1", name: "Maya Chen", tokens: personaTokens(maya) };
  it("finds a persona with the same name, summary, goals and pains", () => {
    const issues = nearDuplicateIssues(persona({ summary: "Runs a small specialty café and roasts her own beans at weekends." }), [other]);
    expect(issues).toEqual([expect.objectContaining({ rule: "near-duplicate", severity: "error", otherPersonaId: "p1" })]);
    expect(issues[0]!.message).toMatch(/^Too similar to Maya Chen \(\d+ % of the same words/);
  });
  it("does not confuse two different personas of the same segment", () => {
    const tom = persona(
      { summary: "Manages purchasing for a chain of twelve hotel breakfast bars.", goals: ["Cut supplier count"], pains: ["Staff turnover ruins training"], age: 47, gender: "man" },
      "Tom Okafor",
    );
    expect(nearDuplicateIssues(tom, [other])).toEqual([]);
  });
  it("reports the most similar one when several pass", () => {
    const close = { id: "p2", name: "Maya Chen", tokens: personaTokens(persona({ summary: "Runs a small specialty café." })) };
    expect(nearDuplicateIssues(maya, [close, other])[0]!.otherPersonaId).toBe("p1");
  });
});

describe("checkPersona", () => {
  it("gathers every rule and says whether any is an error", () => {
    const c = checkPersona(persona({ age: 16, occupation: "Student", income: "200k" }), { ageMin: 18, ageMax: 65 }, [], new Date("2026-11-27T00:00:00Z"));
    expect(c.checkedAt).toBe("2026-11-27T00:00:00.000Z");
    expect(rules(c.issues)).toEqual(["income-occupation", "brief-age-range"]);
    expect(hasErrors(c)).toBe(true);
    expect(hasErrors(checkPersona(persona({}), null, []))).toBe(false);
  });
});
