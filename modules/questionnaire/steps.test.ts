import { describe, expect, it } from "vitest";
import { QUESTIONNAIRE_STEPS, answersAsText, cleanStepAnswers, getStep, missingRequired, progressPercent, resumeStep } from "./steps";

describe("onboarding questionnaire", () => {
  it("has the eight steps of the issue in order", () => {
    expect(QUESTIONNAIRE_STEPS.map((s) => s.key)).toEqual(["offer", "audience", "positioning", "goals", "channels", "budget", "competitors", "constraints"]);
  });

  it("keeps only the step's fields, trimmed, and marks completeness", () => {
    const offer = getStep("offer")!;
    const r = cleanStepAnswers(offer, { offer_summary: "  Bikes  ", bogus: "x", business_model: "B2C" });
    expect(r.answers).toEqual({ offer_summary: "Bikes", business_model: "B2C" });
    expect(r.complete).toBe(true);
    expect(cleanStepAnswers(offer, { value_proposition: "Fast" }).complete).toBe(false);
  });

  it("refuses unknown options and over-long text", () => {
    const offer = getStep("offer")!;
    expect(cleanStepAnswers(offer, { business_model: "Pyramid" }).errors.business_model).toBe("Choose one of the options.");
    expect(cleanStepAnswers(offer, { offer_summary: "x".repeat(5000) }).errors.offer_summary).toContain("4000");
    const channels = getStep("channels")!;
    const c = cleanStepAnswers(channels, { current_channels: ["SEO", "Telepathy", "SEO"] });
    expect(c.answers.current_channels).toEqual(["SEO"]);
    expect(c.errors.current_channels).toBeDefined();
  });

  it("cleans lists from arrays or lines", () => {
    const goals = getStep("goals")!;
    expect(cleanStepAnswers(goals, { goals: "Grow\n\n Grow \nHire" }).answers.goals).toEqual(["Grow", "Hire"]);
    expect(missingRequired(goals, {})).toEqual(["Goals for the next 12 months"]);
  });

  it("resumes at the first incomplete step and reports progress", () => {
    expect(resumeStep(new Set())).toBe("offer");
    expect(resumeStep(new Set(["offer", "audience"]))).toBe("positioning");
    expect(resumeStep(new Set(QUESTIONNAIRE_STEPS.map((s) => s.key)))).toBe("constraints");
    expect(progressPercent(new Set(["offer", "audience"]))).toBe(25);
  });

  it("renders answers as text for prompts", () => {
    const text = answersAsText(
      new Map<string, Record<string, string | string[]>>([
        ["goals", { goals: ["Grow", "Hire"], baseline: "10 leads" }],
        ["offer", { offer_summary: "Bikes" }],
      ]),
    );
    expect(text).toBe("## Offer\nWhat do you sell?: Bikes\n\n## Goals and KPIs\nGoals for the next 12 months:\n- Grow\n- Hire\nWhere are you today?: 10 leads");
  });
});
