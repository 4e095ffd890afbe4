/**
 * The shape of a focus-group session, computed from its snapshot alone (guide, stimuli, participants,
 * seed): the same inputs always give the same steps, so a resumed job recomputes exactly the plan
 * the first run followed and the cursor (a step index) means the same turn. One step = one turn.
 */
import { z } from "zod";
import type { FgAnswer, GuideQuestion, GuideSection } from "@/db/schema";
import { stimulusOrder } from "@/modules/focus-groups/stimuli/order";

export type SessionGuide = { sections: GuideSection[]; moderatorInstructions: string; turnWordCap: number };

/** A stimulus as snapshotted into fg_sessions.stimuli when the session starts. */
export type SnapshotStimulus = {
  id: string;
  kind: string;
  label: string;
  content: string;
  variantGroup: string | null;
  variant: string | null;
  url: string | null;
  snapshot: string | null;
  price: string | null;
  currency: string | null;
  hasImage: boolean;
  /** The stored image (lib/storage); absent in snapshots taken before images were sent to engines. */
  fileId?: string | null;
  position: number;
};

export type SessionStep =
  /** The moderator puts the guide's question to the group (verbatim). */
  | { kind: "ask"; question: GuideQuestion; section: GuideSection; questionIndex: number }
  /** A participant answers the question in character. */
  | { kind: "answer"; question: GuideQuestion; section: GuideSection; questionIndex: number; participantId: string }
  /** The moderator follows up with one probe, chosen by the engine from the guide's probes. */
  | { kind: "probe"; question: GuideQuestion; section: GuideSection; questionIndex: number }
  /** A participant answers the probe (words only). */
  | { kind: "probe-answer"; question: GuideQuestion; section: GuideSection; questionIndex: number; participantId: string };

/** mulberry32 over an FNV-1a hash of the text: a reproducible stream for a (seed, purpose). */
function seeded(text: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Who speaks in which order on question `questionIndex`: a seeded shuffle of the participants, rotated
 * by one place per question so nobody always answers first (the first answer anchors the others).
 */
export function speakingOrder(participantIds: readonly string[], seed: number, questionIndex: number): string[] {
  const base = [...new Set(participantIds)].sort();
  const rand = seeded(`${seed}:speakers`);
  for (let i = base.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [base[i], base[j]] = [base[j]!, base[i]!];
  }
  if (!base.length) return base;
  const r = questionIndex % base.length;
  return [...base.slice(r), ...base.slice(0, r)];
}

export function planSession(guide: SessionGuide, participantIds: readonly string[], seed: number): SessionStep[] {
  const steps: SessionStep[] = [];
  let questionIndex = 0;
  for (const section of guide.sections) {
    for (const question of section.questions) {
      const order = speakingOrder(participantIds, seed, questionIndex);
      steps.push({ kind: "ask", question, section, questionIndex });
      for (const participantId of order) steps.push({ kind: "answer", question, section, questionIndex, participantId });
      if (question.probes.some((p) => p.trim())) {
        steps.push({ kind: "probe", question, section, questionIndex });
        for (const participantId of order) steps.push({ kind: "probe-answer", question, section, questionIndex, participantId });
      }
      questionIndex++;
    }
  }
  return steps;
}

/** The stimuli a question is about, in the order this participant sees them (helper 5's stimulusOrder). */
export function stimuliFor(question: GuideQuestion, stimuli: readonly SnapshotStimulus[], participantId: string | null, participantIds: readonly string[], seed: number): SnapshotStimulus[] {
  if (question.stimulusId) return stimuli.filter((s) => s.id === question.stimulusId);
  if (question.variantGroup) {
    const group = stimuli.filter((s) => s.variantGroup === question.variantGroup);
    return participantId ? stimulusOrder(group, participantId, seed, participantIds) : [...group].sort((a, b) => (a.variant ?? "").localeCompare(b.variant ?? ""));
  }
  return [];
}

/**
 * A stimulus as words: text-only engines get an image's description and a page's fetched text.
 * `attached`: the image itself is attached to the message (as image number `attached`), so the words
 * only point at it — the model judges what it sees, not the researcher's description of it.
 */
export function describeStimulus(s: SnapshotStimulus, attached: number | null = null): string {
  const name = s.variant ? `${s.label} (variant ${s.variant})` : s.label;
  const body = (() => {
    if (s.kind === "image" && attached !== null) return `An image: see attached image ${attached}.`;
    switch (s.kind) {
      case "image":
        return `An image, described: ${s.content || "(no description was written for this image)"}`;
      case "url":
        return `A web page${s.url ? ` at ${s.url}` : ""}. ${s.snapshot ? `Its text: ${s.snapshot.slice(0, 2_000)}` : s.content}`;
      case "price":
        return `A price point: ${s.price ?? "?"} ${s.currency ?? ""}. ${s.content}`.trim();
      default:
        return s.content;
    }
  })();
  return `[${name}] ${body}`.trim();
}

/** Options of a choice or ranking question: the guide's options, else the labels of the variants shown. */
export function optionsFor(question: GuideQuestion, shown: readonly SnapshotStimulus[]): string[] {
  const own = (question.options ?? []).map((o) => o.trim()).filter(Boolean);
  if (own.length) return own;
  return shown.map((s) => (s.variant ? `${s.variant}: ${s.label}` : s.label));
}

/**
 * The structured answer a participant must give to `question`, validated by zod: a rating within the
 * guide's scale, a choice among the options, a ranking that orders every option exactly once. The
 * engine's structured output is checked against this, so an out-of-range answer is never stored.
 */
export function answerSchema(question: GuideQuestion, options: readonly string[]) {
  const text = z.string().trim().min(1).describe("What you say, in character, in your own words");
  switch (question.kind) {
    case "rating": {
      const min = question.scale?.min ?? 1;
      const max = question.scale?.max ?? 5;
      return z.object({ text, rating: z.number().int().min(min).max(max).describe(`Your rating from ${min} to ${max}`) });
    }
    case "choice":
      return z.object({ text, choice: z.enum(options as [string, ...string[]]).describe("The one option you choose, spelled exactly as listed") });
    case "ranking":
      return z.object({
        text,
        ranking: z
          .array(z.enum(options as [string, ...string[]]))
          .describe("Every option once, best first, spelled exactly as listed")
          .refine((r) => r.length === options.length && new Set(r).size === options.length, { message: `rank each of the ${options.length} options exactly once` }),
      });
    default:
      return z.object({ text });
  }
}

export type ParsedAnswer = { text: string; rating?: number; choice?: string; ranking?: string[] };

export function structuredPart(question: GuideQuestion, value: ParsedAnswer): FgAnswer | null {
  if (question.kind === "rating") return { rating: value.rating ?? null };
  if (question.kind === "choice") return { choice: value.choice ?? null };
  if (question.kind === "ranking") return { ranking: value.ranking ?? null };
  return null;
}

/** Cuts text to `cap` words at a word boundary; says whether it had to. */
export function capWords(text: string, cap: number): { text: string; truncated: boolean } {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= cap) return { text: words.join(" "), truncated: false };
  const kept = words.slice(0, cap).join(" ").replace(/[,;:–—-]+$/, "");
  return { text: `${kept} …`, truncated: true };
}

/** What to show as "question x of y" while a step runs. */
export function questionCount(guide: SessionGuide): number {
  return guide.sections.reduce((n, s) => n + s.questions.length, 0);
}
