import { describe, expect, it } from "vitest";
import { EMPTY_PROFILE } from "@/modules/personas/profile";
import { NOT_A_REAL_PERSON, interviewPrompt, interviewSystemPrompt, transcriptText } from "./prompt";

const profile = { ...EMPTY_PROFILE, summary: "Runs a small café in Lyon", age: 41, pains: ["Milk prices"], goals: ["Faster mornings"], attributes: { "company size": "1–10" } };

describe("interview prompts", () => {
  it("carries the whole profile and the honesty rules", () => {
    const s = interviewSystemPrompt({ personaName: "Claire", profile, brandName: "Brew Co", grounding: "BRAND MATERIAL" });
    expect(s).toContain("Runs a small café in Lyon");
    expect(s).toContain("Age: 41");
    expect(s).toContain("- Milk prices");
    expect(s).toContain("company size: 1–10");
    expect(s).toContain(NOT_A_REAL_PERSON);
    expect(s).toMatch(/Never claim to be a real person/);
    expect(s).toMatch(/Say "I don't know" rather than invent facts about Brew Co/);
    expect(s).toContain("BRAND MATERIAL");
  });

  it("keeps the newest turns when the history is long", () => {
    const history = Array.from({ length: 50 }, (_, i) => ({ role: i % 2 ? ("persona" as const) : ("interviewer" as const), content: `turn ${i} ${"x".repeat(400)}` }));
    const p = interviewPrompt(history, "And the price?", "Claire", 2_000);
    expect(p).toContain("turn 49");
    expect(p).not.toContain("turn 0 ");
    expect(p.endsWith("Interviewer: And the price?\n\nAnswer as Claire.")).toBe(true);
  });

  it("exports a transcript with the synthetic caveat", () => {
    const t = { title: "Pricing", personaName: "Claire", personaVersion: 2, brandName: "Brew Co", engineLabel: "Local llama", createdAt: "2026-01-01", messages: [{ role: "interviewer" as const, content: "Hi?", createdAt: "t1" }, { role: "persona" as const, content: "Hello.", createdAt: "t2", citations: [{ title: "Menu" }] }] };
    const md = transcriptText(t, "md");
    expect(md).toContain("# Pricing");
    expect(md).toContain("synthetic persona (version 2)");
    expect(md).toContain("**Claire** · t2");
    expect(md).toContain("Grounded in: Menu");
    expect(transcriptText(t, "txt")).toContain("Claire (t2):\nHello.");
  });
});
