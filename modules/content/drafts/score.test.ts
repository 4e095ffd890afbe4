import { describe, expect, it } from "vitest";
import { countWords, fleschReadingEase, markdownHeadings, scoreContent, syllables, type ScoreBrief } from "./score";

const brief: ScoreBrief = {
  terms: [{ term: "project management" }, { term: "Gantt chart" }, { term: "kanban" }, { term: "résumé" }],
  outline: [
    { level: 2, text: "What is project management software?" },
    { level: 2, text: "Choosing a tool for small teams" },
    { level: 3, text: "Pricing" },
  ],
  targetWords: 60,
  bannedWords: ["synergy", "best-in-class"],
};

const words = (n: number) => Array.from({ length: n }, () => "team").join(" ");

describe("scoreContent", () => {
  it("lists covered and missing terms, whole words only and accent-insensitive", () => {
    const s = scoreContent("Project Management with a kanban board. Send your resume. Kanbanize is not it.", brief);
    expect(s.terms.covered).toEqual(["project management", "kanban", "résumé"]);
    expect(s.terms.missing).toEqual(["Gantt chart"]);
    expect(s.terms.part).toBe(75);
  });

  it("matches the outline's headings by their significant words and names the missing and extra ones", () => {
    const md = "# Title\n\n## What is project-management software\n\nText.\n\n## Tools for small teams: choosing\n\n## Our history\n\nMore.";
    const s = scoreContent(md, brief);
    expect(s.headings.matched).toEqual(["What is project management software?", "Choosing a tool for small teams"]);
    expect(s.headings.missing).toEqual(["Pricing"]);
    expect(s.headings.extra).toEqual(["Our history"]);
    expect(s.headings.part).toBe(67);
  });

  it("scores length 100 within ±20 % of the target and less outside it", () => {
    expect(scoreContent(words(60), brief).length).toMatchObject({ words: 60, target: 60, part: 100 });
    expect(scoreContent(words(50), brief).length.part).toBe(100);
    expect(scoreContent(words(30), brief).length.part).toBe(0);
    expect(scoreContent(words(39), brief).length.part).toBeGreaterThan(0);
    expect(scoreContent(words(39), brief).length.part).toBeLessThan(100);
    expect(scoreContent(words(120), brief).length.part).toBe(0);
  });

  it("finds banned words and takes them off the total", () => {
    const clean = scoreContent("Our kanban tool is simple. Teams like it.", brief);
    const dirty = scoreContent("Our kanban tool is simple. Teams like its synergy and best-in-class design.", brief);
    expect(dirty.banned.found).toEqual(["synergy", "best-in-class"]);
    expect(clean.banned.found).toEqual([]);
    expect(dirty.score).toBeLessThan(clean.score);
  });

  it("a brief without terms, outline or target does not penalise those parts; an empty draft scores 0", () => {
    const open: ScoreBrief = { terms: [], outline: [], targetWords: null, bannedWords: [] };
    const s = scoreContent("The cat sat on the mat. It was warm.", open);
    expect(s.terms.part).toBeNull();
    expect(s.headings.part).toBeNull();
    expect(s.length.part).toBeNull();
    expect(s.score).toBe(100);
    expect(scoreContent("", brief).score).toBe(0);
  });

  it("a draft that covers the brief scores higher than one that does not", () => {
    const good = "## What is project management software?\n\nProject management keeps work on track. A Gantt chart shows dates. A kanban board shows flow. Add your résumé.\n\n## Choosing a tool for small teams\n\nPick one that is easy.\n\n### Pricing\n\nStart free. Pay when you grow. Small teams pay less.";
    const poor = "## About us\n\nWe leverage synergistic paradigms to operationalise heterogeneous organisational capabilities.";
    expect(scoreContent(good, brief).score).toBeGreaterThan(scoreContent(poor, brief).score + 30);
  });
});

describe("readability and counting", () => {
  it("counts syllables by vowel groups", () => {
    expect(syllables("cat")).toBe(1);
    expect(syllables("table")).toBe(2);
    expect(syllables("readability")).toBe(5);
  });

  it("Flesch reading ease: short plain sentences are easy, long latinate ones hard", () => {
    expect(fleschReadingEase("The cat sat on the mat. The dog ran.")!).toBeGreaterThan(90);
    expect(fleschReadingEase("Organisational interoperability necessitates comprehensive institutional considerations.")!).toBeLessThan(0);
    expect(fleschReadingEase("")).toBeNull();
  });

  it("reads Markdown headings outside code fences and counts words", () => {
    expect(markdownHeadings("# A\n```\n# not\n```\n### B ###")).toEqual([{ level: 1, text: "A" }, { level: 3, text: "B" }]);
    expect(countWords("It's a well-known fact, 2 times.")).toBe(6);
  });
});
