/**
 * Results of a project's sessions, computed from stored turns alone (pure): per question and
 * stimulus the stated ratings and choice shares with cluster-bootstrap 95 % intervals, mean ranks,
 * the SSR Likert distribution next to the stated ratings, segment breakdowns, and the quotes behind
 * each number. Nothing is stored: the page, the exports and the dashboard recompute the same numbers
 * (the bootstrap is seeded) from the same turns.
 */
import type { GuideQuestion } from "@/db/schema";
import { choiceShareIntervals, meanRatingInterval, overlaps, type Interval } from "./bootstrap";
import { aggregateLikert, expectedRating, onScale, type Likert } from "./ssr";
import type { ResultPersona, ResultsData, ResultTurn, StimulusInfo } from "./types";

export type Quote = { turnId: string; sessionId: string; personaId: string | null; personaName: string; text: string; value: string | null };

export type RatingStat = { interval: Interval; scale: { min: number; max: number }; distribution: { value: number; count: number }[]; quotes: Quote[] };
export type ShareStat = { option: string; label: string; stimulusId: string | null; share: Interval; count: number; quotes: Quote[] };
export type RankStat = { option: string; label: string; meanRank: Interval; firstShare: number };
export type SsrStat = { likert: Likert; mean: Interval; onScale: number | null; answers: number };
export type SegmentStat = { segment: string; participants: number; rating: Interval | null; shares: { option: string; label: string; share: Interval }[] };

export type QuestionResult = {
  key: string;
  questionId: string;
  question: GuideQuestion;
  section: string;
  stimulus: StimulusInfo | null;
  answers: number;
  participants: number;
  runs: number;
  rating: RatingStat | null;
  shares: ShareStat[];
  ranks: RankStat[];
  ssr: SsrStat | null;
  segments: SegmentStat[];
  /** Open questions: a spread of what was said (first answers of different people). */
  quotes: Quote[];
};

export type Comparison = {
  /** What was compared: a choice question, or one rating question asked of each variant. */
  basis: "choice" | "rating";
  questionText: string;
  variantGroup: string | null;
  entries: { label: string; stimulusId: string | null; interval: Interval }[];
  /** The entry whose interval is clear of all others (best first), or null: no clear winner. */
  winner: { label: string; stimulusId: string | null; interval: Interval } | null;
};

export type ProjectResults = {
  questions: QuestionResult[];
  participants: number;
  runs: number;
  answers: number;
  engines: string[];
  models: string[];
  comparisons: Comparison[];
  /** The first decisive comparison (choice before rating), else the leading one marked undecided. */
  winner: Comparison | null;
};

export const UNSEGMENTED = "Unsegmented";

const round = (x: number) => Math.round(x * 1e6) / 1e6;

function questionsOf(data: ResultsData): Map<string, { question: GuideQuestion; section: string }> {
  const out = new Map<string, { question: GuideQuestion; section: string }>();
  for (const s of data.sessions) for (const sec of s.guide.sections) for (const q of sec.questions) if (!out.has(q.id)) out.set(q.id, { question: q, section: sec.title });
  return out;
}

/** "A: Headline" option strings (the session runner's spelling) and stimulus ids map back to a stimulus. */
function stimulusForOption(option: string, stimuli: readonly StimulusInfo[], group: string | null | undefined): StimulusInfo | null {
  const pool = group ? stimuli.filter((s) => s.variantGroup === group) : stimuli;
  return (
    pool.find((s) => s.id === option) ??
    pool.find((s) => s.variant && (option === s.variant || option.startsWith(`${s.variant}: `))) ??
    pool.find((s) => s.label === option) ??
    null
  );
}

function quoteOf(t: ResultTurn, people: Map<string, ResultPersona>, value: string | null): Quote {
  return { turnId: t.id, sessionId: t.sessionId, personaId: t.personaId, personaName: (t.personaId && people.get(t.personaId)?.name) || "Participant", text: t.content, value };
}

/** Quotes from different people first, so one talkative participant does not speak for the group. */
function spread(turns: readonly ResultTurn[], n: number): ResultTurn[] {
  const seen = new Set<string | null>();
  const first: ResultTurn[] = [];
  const rest: ResultTurn[] = [];
  for (const t of turns) (seen.has(t.personaId) ? rest : (seen.add(t.personaId), first)).push(t);
  return [...first, ...rest].slice(0, n);
}

/** Options a choice/ranking question is expected to have: the guide's, else the variants of its group. */
function optionsOf(q: GuideQuestion, stimuli: readonly StimulusInfo[]): string[] {
  const own = (q.options ?? []).map((o) => o.trim()).filter(Boolean);
  if (own.length) return own;
  if (!q.variantGroup) return [];
  return stimuli
    .filter((s) => s.variantGroup === q.variantGroup)
    .sort((a, b) => (a.variant ?? "").localeCompare(b.variant ?? ""))
    .map((s) => (s.variant ? `${s.variant}: ${s.label}` : s.label));
}

/**
 * The project's results. `ssr` holds each scored answer's Likert distribution by turn id (from the
 * stored SSR run); answers without one are simply not in the SSR numbers.
 */
export function computeResults(data: ResultsData, ssr: ReadonlyMap<string, Likert> = new Map(), opts: { b?: number } = {}): ProjectResults {
  const people = new Map(data.personas.map((p) => [p.id, p]));
  const segmentOf = (personaId: string | null) => (personaId && people.get(personaId)?.segmentKey?.trim()) || UNSEGMENTED;
  const qs = questionsOf(data);
  const answers = data.turns.filter((t) => t.speaker === "participant" && t.questionId);
  const groups = new Map<string, ResultTurn[]>();
  for (const t of answers) {
    const q = qs.get(t.questionId!);
    const stim = t.stimulusId ?? q?.question.stimulusId ?? "";
    const key = `${t.questionId}|${stim}`;
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  const order = [...qs.keys()];
  const questions: QuestionResult[] = [];
  for (const [key, turns] of [...groups.entries()].sort((a, b) => order.indexOf(a[0].split("|")[0]!) - order.indexOf(b[0].split("|")[0]!) || a[0].localeCompare(b[0]))) {
    const [questionId, stimulusId] = key.split("|") as [string, string];
    const meta = qs.get(questionId);
    // A turn answering a question no picked session's guide has (edited guide): shown as an open question with its text unknown.
    const question: GuideQuestion = meta?.question ?? { id: questionId, kind: "open", text: "(a question no longer in the guide)", probes: [] };
    const stimulus = stimulusId ? (data.stimuli.find((s) => s.id === stimulusId) ?? null) : null;
    const obs = (ts: readonly ResultTurn[]) => ts.map((t) => ({ run: t.sessionId, participant: t.personaId ?? t.id }));
    const structured = turns.filter((t) => t.answer);

    let rating: RatingStat | null = null;
    const rated = structured.filter((t) => typeof t.answer?.rating === "number" && Number.isFinite(t.answer.rating));
    if (question.kind === "rating" && rated.length) {
      const interval = meanRatingInterval(rated.map((t) => ({ ...obs([t])[0]!, value: t.answer!.rating! })), { b: opts.b })!;
      const counts = new Map<number, number>();
      for (const t of rated) counts.set(t.answer!.rating!, (counts.get(t.answer!.rating!) ?? 0) + 1);
      const scale = { min: question.scale?.min ?? 1, max: question.scale?.max ?? 5 };
      const values = Array.from({ length: Math.max(0, scale.max - scale.min) + 1 }, (_, i) => scale.min + i);
      for (const v of counts.keys()) if (!values.includes(v)) values.push(v);
      const byRating = [...rated].sort((a, b) => b.answer!.rating! - a.answer!.rating!);
      const picks = byRating.length <= 3 ? byRating : [byRating[0]!, byRating[Math.floor(byRating.length / 2)]!, byRating.at(-1)!];
      rating = {
        interval,
        scale,
        distribution: values.sort((a, b) => a - b).map((value) => ({ value, count: counts.get(value) ?? 0 })),
        quotes: picks.map((t) => quoteOf(t, people, String(t.answer!.rating))),
      };
    }

    let shares: ShareStat[] = [];
    const chose = structured.filter((t) => typeof t.answer?.choice === "string" && t.answer.choice);
    if (question.kind === "choice" && chose.length) {
      const options = optionsOf(question, data.stimuli);
      const ivs = choiceShareIntervals(
        chose.map((t) => ({ ...obs([t])[0]!, value: t.answer!.choice! })),
        options,
        { b: opts.b },
      );
      shares = ivs
        .map(({ option, share }) => {
          const stim = stimulusForOption(option, data.stimuli, question.variantGroup);
          const who = chose.filter((t) => t.answer!.choice === option);
          return { option, label: option, stimulusId: stim?.id ?? null, share, count: who.length, quotes: spread(who, 2).map((t) => quoteOf(t, people, option)) };
        })
        .sort((a, b) => b.share.estimate - a.share.estimate || a.option.localeCompare(b.option));
    }

    let ranks: RankStat[] = [];
    const ranked = structured.filter((t) => Array.isArray(t.answer?.ranking) && t.answer.ranking.length);
    if (question.kind === "ranking" && ranked.length) {
      const options = [...new Set([...optionsOf(question, data.stimuli), ...ranked.flatMap((t) => t.answer!.ranking!)])];
      ranks = options
        .map((option) => {
          const placed = ranked.filter((t) => t.answer!.ranking!.includes(option));
          const meanRank = meanRatingInterval(
            placed.map((t) => ({ ...obs([t])[0]!, value: t.answer!.ranking!.indexOf(option) + 1 })),
            { b: opts.b },
          );
          return meanRank ? { option, label: option, meanRank, firstShare: ranked.filter((t) => t.answer!.ranking![0] === option).length / ranked.length } : null;
        })
        .filter((r): r is RankStat => r !== null)
        .sort((a, b) => a.meanRank.estimate - b.meanRank.estimate);
    }

    const scored = turns.filter((t) => ssr.has(t.id));
    let ssrStat: SsrStat | null = null;
    if (scored.length) {
      const likert = aggregateLikert(scored.map((t) => ssr.get(t.id)!))!;
      const mean = meanRatingInterval(scored.map((t) => ({ ...obs([t])[0]!, value: expectedRating(ssr.get(t.id)!) })), { b: opts.b })!;
      ssrStat = { likert: likert.map(round) as Likert, mean, onScale: question.kind === "rating" ? onScale(mean.estimate, { min: question.scale?.min ?? 1, max: question.scale?.max ?? 5 }) : null, answers: scored.length };
    }

    const segments: SegmentStat[] = [];
    const segs = [...new Set(turns.map((t) => segmentOf(t.personaId)))].sort((a, b) => Number(a === UNSEGMENTED) - Number(b === UNSEGMENTED) || a.localeCompare(b));
    if (segs.length > 1) {
      for (const segment of segs) {
        const inSeg = (t: ResultTurn) => segmentOf(t.personaId) === segment;
        const r = rated.filter(inSeg);
        const c = chose.filter(inSeg);
        segments.push({
          segment,
          participants: new Set(turns.filter(inSeg).map((t) => t.personaId)).size,
          rating: question.kind === "rating" ? meanRatingInterval(r.map((t) => ({ ...obs([t])[0]!, value: t.answer!.rating! })), { b: opts.b }) : null,
          shares:
            question.kind === "choice"
              ? choiceShareIntervals(c.map((t) => ({ ...obs([t])[0]!, value: t.answer!.choice! })), optionsOf(question, data.stimuli), { b: opts.b }).map((s) => ({ ...s, label: s.option }))
              : [],
        });
      }
    }

    questions.push({
      key,
      questionId,
      question,
      section: meta?.section ?? "",
      stimulus,
      answers: turns.length,
      participants: new Set(turns.map((t) => t.personaId)).size,
      runs: new Set(turns.map((t) => t.sessionId)).size,
      rating,
      shares,
      ranks,
      ssr: ssrStat,
      segments,
      quotes: question.kind === "open" ? spread(turns.filter((t) => t.content.trim()), 4).map((t) => quoteOf(t, people, null)) : [],
    });
  }

  const comparisons = compare(questions, data.stimuli);
  const decisive = comparisons.find((c) => c.winner && c.basis === "choice") ?? comparisons.find((c) => c.winner) ?? null;
  return {
    questions,
    participants: new Set(answers.map((t) => t.personaId)).size,
    runs: new Set(answers.map((t) => t.sessionId)).size,
    answers: answers.length,
    engines: [...new Set(data.sessions.flatMap((s) => (s.engineLabel ? [s.engineLabel] : [])))],
    models: [...new Set(data.sessions.flatMap((s) => (s.model ? [s.model] : [])))],
    comparisons,
    winner: decisive ?? comparisons[0] ?? null,
  };
}

/** The best entry when its interval is clear of every other one; null otherwise. */
export function clearWinner<T extends { interval: Interval }>(entries: readonly T[]): T | null {
  if (entries.length < 2) return null;
  const sorted = [...entries].sort((a, b) => b.interval.estimate - a.interval.estimate);
  const [best, ...rest] = sorted;
  return rest.every((e) => !overlaps(best!.interval, e.interval) && best!.interval.estimate > e.interval.estimate) ? best! : null;
}

/** Variants compared head to head: choice questions over options, and one rating question text asked of each variant of a group. */
function compare(questions: readonly QuestionResult[], stimuli: readonly StimulusInfo[]): Comparison[] {
  const out: Comparison[] = [];
  for (const q of questions) {
    if (q.shares.length >= 2) {
      const entries = q.shares.map((s) => ({ label: s.stimulusId ? labelOf(stimuli, s.stimulusId, s.label) : s.label, stimulusId: s.stimulusId, interval: s.share }));
      out.push({ basis: "choice", questionText: q.question.text, variantGroup: q.question.variantGroup ?? null, entries, winner: clearWinner(entries) });
    }
  }
  const byText = new Map<string, QuestionResult[]>();
  for (const q of questions) {
    if (!q.rating || !q.stimulus) continue;
    const k = `${q.stimulus.variantGroup ?? ""}|${q.question.text.trim().toLowerCase()}`;
    byText.set(k, [...(byText.get(k) ?? []), q]);
  }
  for (const [k, qs] of byText) {
    const distinct = new Map(qs.map((q) => [q.stimulus!.id, q]));
    if (distinct.size < 2) continue;
    const entries = [...distinct.values()].map((q) => ({ label: labelOf(stimuli, q.stimulus!.id, q.stimulus!.label), stimulusId: q.stimulus!.id, interval: q.rating!.interval }));
    out.push({ basis: "rating", questionText: qs[0]!.question.text, variantGroup: k.split("|")[0] || null, entries, winner: clearWinner(entries) });
  }
  return out;
}

function labelOf(stimuli: readonly StimulusInfo[], id: string, fallback: string): string {
  const s = stimuli.find((x) => x.id === id);
  return s ? (s.variant ? `${s.variant}: ${s.label}` : s.label) : fallback;
}
