import { describe, expect, it } from "vitest";
import { QUESTION_WORDS, branchOf, isQuestionLike, questionTree, questionTrees } from "./questions";

describe("questionTree by templates", () => {
  it("has every branch in order, each filled, all marked as templates", () => {
    const tree = questionTree("French Press");
    expect(tree.seed).toBe("french press");
    expect(tree.branches.map((b) => b.word)).toEqual([...QUESTION_WORDS]);
    for (const b of tree.branches) {
      expect(b.questions.length).toBeGreaterThanOrEqual(2);
      expect(b.questions.every((q) => q.source === "template" && q.text.includes("french press"))).toBe(true);
    }
    expect(tree.related).toEqual([]);
  });

  it("agrees the verb with singular and plural seeds", () => {
    const what = (seed: string) => questionTree(seed).branches.find((b) => b.word === "what")!.questions[0]!.text;
    expect(what("french press")).toBe("what is french press");
    expect(what("espresso machines")).toBe("what are espresso machines");
    const are = questionTree("espresso machines").branches.find((b) => b.word === "are")!.questions[0]!.text;
    expect(are).toBe("are espresso machines worth it");
    const how = questionTree("french press").branches.find((b) => b.word === "how")!.questions.map((q) => q.text);
    expect(how).toContain("how much does french press cost");
  });

  it("compares with the given names and uses the given audiences", () => {
    const tree = questionTree("cold brew", { comparisons: ["Contoso Cold Brew"], audiences: ["Offices"] });
    const vs = tree.branches.find((b) => b.word === "vs")!.questions.map((q) => q.text);
    expect(vs[0]).toBe("cold brew vs contoso cold brew");
    expect(tree.branches.find((b) => b.word === "for")!.questions.map((q) => q.text)).toEqual(["cold brew for offices"]);
  });
});

describe("suggestions", () => {
  it("are filed by wording, first in their branch, and not repeated by templates", () => {
    const tree = questionTree("french press", {
      suggestions: [
        "How to use a French press",
        "which french press is best",
        "french press vs pour over",
        "french press for one",
        "is french press coffee healthy",
        "does french press coffee have more caffeine",
        "french press",
        "french press replacement glass",
        "WHERE TO BUY FRENCH PRESS",
      ],
    });
    const branch = (w: string) => tree.branches.find((b) => b.word === w)!.questions;
    expect(branch("how")[0]).toEqual({ text: "how to use a french press", source: "suggestion" });
    expect(branch("what")[0]).toEqual({ text: "which french press is best", source: "suggestion" });
    expect(branch("vs")[0]!.text).toBe("french press vs pour over");
    expect(branch("for")[0]!.text).toBe("french press for one");
    expect(branch("are")[0]!.text).toBe("is french press coffee healthy");
    expect(branch("can")[0]!.text).toBe("does french press coffee have more caffeine");
    expect(branch("where").filter((q) => q.text === "where to buy french press")).toEqual([
      { text: "where to buy french press", source: "suggestion" },
    ]);
    expect(tree.related).toEqual([{ text: "french press replacement glass", source: "suggestion" }]);
  });

  it("branchOf reads the first word, then comparisons and prepositions", () => {
    expect(branchOf("Who owns Breville")).toBe("who");
    expect(branchOf("should i buy a grinder")).toBe("can");
    expect(branchOf("aeropress or french press")).toBe("vs");
    expect(branchOf("grinder near me")).toBe("for");
    expect(branchOf("grinder reviews")).toBeNull();
  });
});

describe("questionTrees", () => {
  it("builds one tree per distinct seed with that seed's suggestions", () => {
    const trees = questionTrees(["cold brew", "Cold  Brew", "decaf"], {
      suggestions: new Map([["COLD BREW", ["why is cold brew stronger"]]]),
    });
    expect(trees.map((t) => t.seed)).toEqual(["cold brew", "decaf"]);
    expect(trees[0]!.branches.find((b) => b.word === "why")!.questions[0]).toEqual({
      text: "why is cold brew stronger",
      source: "suggestion",
    });
    expect(trees[1]!.branches.find((b) => b.word === "why")!.questions[0]!.source).toBe("template");
  });

  it("files the questions among provider suggestions under their branch as provider questions, after PAA, and drops the rest", () => {
    const [tree] = questionTrees(["running shoes"], {
      suggestions: new Map([["running shoes", ["how to clean running shoes"]]]),
      providerSuggestions: new Map([["Running Shoes", ["how to clean running shoes", "are running shoes good for walking", "best running shoes for beginners", "running shoes sale"]]]),
    });
    const branch = (w: string) => tree!.branches.find((b) => b.word === w)!.questions;
    expect(branch("how")[0]).toEqual({ text: "how to clean running shoes", source: "suggestion" });
    expect(branch("are")[0]).toEqual({ text: "are running shoes good for walking", source: "provider" });
    expect(branch("for")[0]).toEqual({ text: "best running shoes for beginners", source: "provider" });
    const all = [...tree!.branches.flatMap((b) => b.questions), ...tree!.related].map((q) => q.text);
    expect(all).not.toContain("running shoes sale");
    expect(isQuestionLike("running shoes sale")).toBe(false);
  });
});
