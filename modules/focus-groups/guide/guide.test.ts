import { describe, expect, it } from "vitest";
import type { GuideSection } from "@/db/schema/focus-groups";
import { buildGuideFromTemplate, GUIDE_TEMPLATES, stimulusBlocks } from "./templates";
import { validateGuide, questionItems } from "./validate";

const stimuli = [
  { id: "11111111-aaaa-4000-8000-000000000001", kind: "concept" as const, label: "Oat milk concept", position: 0 },
  { id: "11111111-aaaa-4000-8000-000000000002", kind: "headline" as const, label: "Creamy by nature", variantGroup: "Headline", variant: "A", position: 1 },
  { id: "11111111-aaaa-4000-8000-000000000003", kind: "headline" as const, label: "Barista approved", variantGroup: "Headline", variant: "B", position: 2 },
  { id: "11111111-aaaa-4000-8000-000000000004", kind: "price" as const, label: "Standard price", price: "3.49", currency: "EUR", position: 3 },
];

describe("buildGuideFromTemplate", () => {
  it("builds warm-up, one section per stimulus or variant group, and closing", () => {
    const g = buildGuideFromTemplate("message", stimuli);
    expect(g.sections.map((s) => s.kind)).toEqual(["warmup", "stimulus", "stimulus", "stimulus", "closing"]);
    expect(g.sections[2]!.title).toBe("Headline (2 variants)");
    const group = g.sections[2]!.questions;
    expect(group.filter((q) => q.stimulusId === stimuli[1]!.id).length).toBeGreaterThan(0);
    expect(group.filter((q) => q.stimulusId === stimuli[2]!.id).length).toBeGreaterThan(0);
    const choice = group.find((q) => q.kind === "choice")!;
    expect(choice.variantGroup).toBe("Headline");
    expect(questionItems(choice, stimuli)).toEqual(["A: Creamy by nature", "B: Barista approved"]);
    // Two variants: a ranking would repeat the choice.
    expect(group.some((q) => q.kind === "ranking")).toBe(false);
    expect(g.moderatorInstructions.length).toBeGreaterThan(20);
  });

  it("gives every template a valid guide with unique, stable ids", () => {
    for (const t of GUIDE_TEMPLATES) {
      const g = buildGuideFromTemplate(t, stimuli);
      expect(validateGuide({ sections: g.sections, turnWordCap: 120 }, stimuli), t).toEqual([]);
      expect(buildGuideFromTemplate(t, [...stimuli].reverse())).toEqual(g);
    }
  });

  it("asks Van Westendorp's four questions as ratings for each price point, with the price in the text", () => {
    const g = buildGuideFromTemplate("pricing", stimuli);
    const price = g.sections.find((s) => s.questions.some((q) => q.stimulusId === stimuli[3]!.id))!;
    const ratings = price.questions.filter((q) => q.kind === "rating");
    expect(ratings).toHaveLength(4);
    expect(ratings.every((q) => q.text.includes("€3.49") && q.scale?.min === 1 && q.scale?.max === 5)).toBe(true);
    expect(ratings.map((q) => q.text).join(" ")).toMatch(/so expensive.*getting expensive.*bargain.*so cheap/);
    expect(g.sections.at(-1)!.questions[0]!.kind).toBe("open");
  });

  it("adds a ranking when a group has three or more variants, and treats a one-variant group as a stimulus", () => {
    const three = [...stimuli.slice(1, 3), { id: "x3", kind: "headline" as const, label: "Third", variantGroup: "Headline", variant: "C", position: 5 }];
    const g = buildGuideFromTemplate("naming", three);
    expect(g.sections[1]!.questions.some((q) => q.kind === "ranking" && q.variantGroup === "Headline")).toBe(true);
    const lone = buildGuideFromTemplate("concept", [{ ...stimuli[1]!, variantGroup: "Solo" }]);
    expect(lone.sections[1]!.questions.some((q) => q.kind === "choice")).toBe(false);
    expect(stimulusBlocks([{ ...stimuli[1]!, variantGroup: "Solo" }])).toHaveLength(1);
  });

  it("with no stimuli still gives warm-up and closing questions", () => {
    const g = buildGuideFromTemplate("concept", []);
    expect(g.sections.map((s) => s.key)).toEqual(["warmup", "closing"]);
    expect(validateGuide({ sections: g.sections }, [])).toEqual([]);
  });
});

const q = (over: Partial<GuideSection["questions"][number]>) => ({ id: "q1", kind: "open" as const, text: "Why?", probes: [], ...over });
const section = (questions: GuideSection["questions"], over: Partial<GuideSection> = {}): GuideSection => ({ key: "s1", title: "Reactions", kind: "stimulus", questions, ...over });

describe("validateGuide", () => {
  it("reports a guide without questions", () => {
    expect(validateGuide({ sections: [] }, [])).toEqual([{ field: "sections", message: "The guide has no questions yet. Apply a template or add a question." }]);
    expect(validateGuide({ sections: [section([])] }, []).map((p) => p.field)).toEqual(["sections"]);
  });

  it("returns every problem with its place", () => {
    const problems = validateGuide(
      {
        turnWordCap: 5,
        sections: [
          section([
            q({ id: "a", text: "  " }),
            q({ id: "b", kind: "rating", scale: { min: 5, max: 5 } }),
            q({ id: "c", kind: "choice", options: ["Only one"] }),
            q({ id: "d", kind: "ranking", options: [] }),
            q({ id: "e", stimulusId: "deleted-stimulus" }),
            q({ id: "a" }),
            q({ id: "f", probes: ["Go on", " "] }),
            q({ id: "g", kind: "choice", variantGroup: "Gone" }),
          ]),
        ],
      },
      stimuli,
    );
    const by = (id: string) => problems.filter((p) => p.questionId === id);
    expect(problems.find((p) => p.field === "turnWordCap")?.message).toMatch(/10 to 600/);
    expect(by("a")[0]).toMatchObject({ field: "text", sectionKey: "s1", sectionIndex: 0, questionIndex: 0, message: "Reactions, question 1 has no question text." });
    expect(by("b")[0]).toMatchObject({ field: "scale", message: "Reactions, question 2: the scale's lowest value (5) must be below its highest (5)." });
    expect(by("c")[0]).toMatchObject({ field: "options", message: "Reactions, question 3 is a choice with only one option; it needs at least two." });
    expect(by("d")[0]).toMatchObject({ field: "options", message: "Reactions, question 4 is a ranking with no options; it needs at least two." });
    expect(by("e")[0]).toMatchObject({ field: "stimulus", questionIndex: 4 });
    expect(by("a")[1]).toMatchObject({ field: "id", questionIndex: 5, message: 'Reactions, question 6 has the same id ("a") as Reactions, question 1.' });
    expect(by("f")[0]).toMatchObject({ field: "probes" });
    expect(by("g").map((p) => p.field)).toEqual(["stimulus"]);
  });

  it("accepts a choice over a variant group with two variants and refuses one with a single variant", () => {
    const ok = validateGuide({ sections: [section([q({ kind: "choice", variantGroup: "Headline", options: [] })])] }, stimuli);
    expect(ok).toEqual([]);
    const one = validateGuide({ sections: [section([q({ kind: "ranking", variantGroup: "Headline" })])] }, stimuli.slice(0, 2));
    expect(one[0]!.message).toMatch(/variants of "Headline", which has only 1/);
  });

  it("refuses duplicate options, a missing scale and an untitled section", () => {
    const p = validateGuide({ sections: [section([q({ kind: "choice", options: ["Yes", "yes"] }), q({ id: "r", kind: "rating", scale: null })], { title: "" })] }, []);
    expect(p.map((x) => x.field)).toEqual(["title", "options", "scale"]);
  });
});
