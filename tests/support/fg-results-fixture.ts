/**
 * A realistic finished focus group for results tests (unit, integration, e2e): two runs (seeds 1 and 2)
 * of six personas in two segments over a headline A/B test with a warm-up, a rating per variant (with
 * a probe), a choice and a ranking across the variants. Headline A is clearly preferred; one
 * participant rates B 5 while saying it is boring (a rated/said contradiction).
 */
import type { FgAnswer, GuideSection } from "@/db/schema";

export type FixtureIds = { stimulusA: string; stimulusB: string; personas: string[] };

export const FIXTURE_PERSONAS = [
  { name: "Maya Chen", segmentKey: "commuters" },
  { name: "Tom Becker", segmentKey: "commuters" },
  { name: "Priya Nair", segmentKey: "commuters" },
  { name: "Leo Martins", segmentKey: "students" },
  { name: "Sara Olsen", segmentKey: "students" },
  { name: "Jonas Weber", segmentKey: "students" },
];

export function fixtureStimuli(ids: FixtureIds) {
  return [
    { id: ids.stimulusA, kind: "headline", label: "Smooth. Strong. Ready.", content: "Smooth. Strong. Ready. Cold brew for busy mornings.", variantGroup: "headline", variant: "A", position: 0 },
    { id: ids.stimulusB, kind: "headline", label: "Coffee that waits for you", content: "Coffee that waits for you in the fridge.", variantGroup: "headline", variant: "B", position: 1 },
  ];
}

export function fixtureGuide(ids: FixtureIds): { sections: GuideSection[]; moderatorInstructions: string; turnWordCap: number } {
  const rate = (id: string, stimulusId: string) => ({ id, kind: "rating" as const, text: "How appealing is this headline?", stimulusId, scale: { min: 1, max: 5 }, probes: ["What makes you say that?"] });
  return {
    sections: [
      { key: "warmup", title: "Warm-up", kind: "warmup", questions: [{ id: "q-morning", kind: "open", text: "What do you usually drink in the morning?", probes: [] }] },
      { key: "a", title: "Headline A", kind: "stimulus", questions: [rate("q-rate-a", ids.stimulusA)] },
      { key: "b", title: "Headline B", kind: "stimulus", questions: [rate("q-rate-b", ids.stimulusB)] },
      {
        key: "closing",
        title: "Closing",
        kind: "closing",
        questions: [
          { id: "q-choice", kind: "choice", text: "Which headline would make you try it?", variantGroup: "headline", probes: [] },
          { id: "q-rank", kind: "ranking", text: "Rank the headlines, best first.", variantGroup: "headline", probes: [] },
        ],
      },
    ],
    moderatorInstructions: "Keep it friendly.",
    turnWordCap: 120,
  };
}

const A = "A: Smooth. Strong. Ready.";
const B = "B: Coffee that waits for you";

// Per persona: rating of A, rating of B, choice, what they say about A and B, what they drink.
const SCRIPT: { a: number; b: number; choice: string; sayA: string; sayB: string; morning: string }[] = [
  { a: 5, b: 2, choice: A, sayA: "I love it, short and strong, great for my commute.", sayB: "Too vague, it does not say why I would want it.", morning: "Black coffee on the train." },
  { a: 4, b: 3, choice: A, sayA: "Clear and punchy, I like the strong promise.", sayB: "It's okay but a bit generic.", morning: "A flat white from the station kiosk." },
  { a: 5, b: 2, choice: A, sayA: "Great, it sounds fresh and fast.", sayB: "Boring, I would scroll past it.", morning: "Espresso at home before I leave." },
  { a: 4, b: 5, choice: B, sayA: "Nice and clear.", sayB: "Honestly it's boring and confusing, I don't get it.", morning: "Energy drinks during exams." },
  { a: 4, b: 2, choice: A, sayA: "I like it, it feels strong and clear.", sayB: "Confusing, why would coffee wait?", morning: "Tea, sometimes instant coffee." },
  { a: 5, b: 3, choice: A, sayA: "Love the energy of it, great headline.", sayB: "Meh, bland and forgettable.", morning: "Whatever is free in the library." },
];

export type FixtureTurn = { seq: number; speaker: "moderator" | "participant"; personaIndex: number | null; questionId: string; stimulusId: string | null; content: string; answer: FgAnswer | null };

/** The turns of one run; run 2 shifts two ratings by one so the runs differ like re-seeded runs do. */
export function fixtureTurns(ids: FixtureIds, run: 1 | 2): FixtureTurn[] {
  const turns: FixtureTurn[] = [];
  let seq = 0;
  const ask = (questionId: string, content: string, stimulusId: string | null = null) => turns.push({ seq: seq++, speaker: "moderator", personaIndex: null, questionId, stimulusId, content, answer: null });
  const say = (p: number, questionId: string, content: string, answer: FgAnswer | null, stimulusId: string | null = null) =>
    turns.push({ seq: seq++, speaker: "participant", personaIndex: p, questionId, stimulusId, content, answer });
  const shift = (p: number, v: number) => (run === 2 && p === 1 ? Math.min(5, v + 1) : run === 2 && p === 4 ? Math.max(1, v - 1) : v);
  ask("q-morning", "What do you usually drink in the morning?");
  SCRIPT.forEach((s, p) => say(p, "q-morning", s.morning, null));
  ask("q-rate-a", "How appealing is this headline?", ids.stimulusA);
  SCRIPT.forEach((s, p) => say(p, "q-rate-a", s.sayA, { rating: shift(p, s.a) }, ids.stimulusA));
  ask("q-rate-a", "What makes you say that?", ids.stimulusA);
  SCRIPT.forEach((s, p) => say(p, "q-rate-a", `It is the strong, short promise for me.`, null, ids.stimulusA));
  ask("q-rate-b", "How appealing is this headline?", ids.stimulusB);
  SCRIPT.forEach((s, p) => say(p, "q-rate-b", s.sayB, { rating: s.b }, ids.stimulusB));
  ask("q-choice", "Which headline would make you try it?");
  SCRIPT.forEach((s, p) => say(p, "q-choice", s.choice === A ? "A, it tells me what I get." : "B, it made me curious.", { choice: s.choice }));
  ask("q-rank", "Rank the headlines, best first.");
  SCRIPT.forEach((s, p) => say(p, "q-rank", "That is my order.", { ranking: s.choice === A ? [A, B] : [B, A] }));
  return turns;
}
