import { describe, expect, it } from "vitest";
import type { GuideQuestion } from "@/db/schema";
import { answerSchema, capWords, planSession, speakingOrder, type SessionGuide } from "./plan";

const q = (over: Partial<GuideQuestion>): GuideQuestion => ({ id: "q", kind: "open", text: "Why?", probes: [], ...over });
const guide = (questions: GuideQuestion[]): SessionGuide => ({ sections: [{ key: "s", title: "S", kind: "stimulus", questions }], moderatorInstructions: "", turnWordCap: 50 });

describe("session plan", () => {
  it("asks, lets everyone answer once, and adds one probe round only where the guide has probes", () => {
    const steps = planSession(guide([q({ id: "a" }), q({ id: "b", probes: ["Say more?"] })]), ["p1", "p2", "p3"], 5);
    expect(steps.map((s) => `${s.kind}:${s.question.id}`)).toEqual([
      "ask:a", "answer:a", "answer:a", "answer:a",
      "ask:b", "answer:b", "answer:b", "answer:b", "probe:b", "probe-answer:b", "probe-answer:b", "probe-answer:b",
    ]);
  });

  it("is reproducible from the seed and rotates who speaks first", () => {
    const people = ["p1", "p2", "p3", "p4"];
    expect(speakingOrder(people, 9, 0)).toEqual(speakingOrder([...people].reverse(), 9, 0));
    const firsts = [0, 1, 2, 3].map((i) => speakingOrder(people, 9, i)[0]);
    expect(new Set(firsts)).toEqual(new Set(people));
    for (let i = 0; i < 4; i++) expect([...speakingOrder(people, 9, i)].sort()).toEqual(people);
  });

  it("validates structured answers against the question", () => {
    const rating = answerSchema(q({ kind: "rating", scale: { min: 1, max: 7 } }), []);
    expect(rating.safeParse({ text: "ok", rating: 7 }).success).toBe(true);
    expect(rating.safeParse({ text: "ok", rating: 8 }).success).toBe(false);
    expect(rating.safeParse({ text: "ok", rating: 3.5 }).success).toBe(false);
    const choice = answerSchema(q({ kind: "choice" }), ["A", "B"]);
    expect(choice.safeParse({ text: "ok", choice: "B" }).success).toBe(true);
    expect(choice.safeParse({ text: "ok", choice: "C" }).success).toBe(false);
    const ranking = answerSchema(q({ kind: "ranking" }), ["A", "B", "C"]);
    expect(ranking.safeParse({ text: "ok", ranking: ["C", "A", "B"] }).success).toBe(true);
    expect(ranking.safeParse({ text: "ok", ranking: ["A", "A", "B"] }).success).toBe(false);
    expect(ranking.safeParse({ text: "ok", ranking: ["A", "B"] }).success).toBe(false);
  });

  it("caps a turn at the word limit on a word boundary and says it was cut", () => {
    expect(capWords("one two three", 5)).toEqual({ text: "one two three", truncated: false });
    expect(capWords("one, two, three, four", 2)).toEqual({ text: "one, two …", truncated: true });
  });
});
