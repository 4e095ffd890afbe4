/**
 * Exports of a project's results: CSV (one row per answer), the transcript (plain text or Markdown)
 * and a PDF report. All are built from the same ResultsData the page shows, so a number in the PDF
 * is the number on the screen (the bootstrap is seeded).
 */
import { toCsv } from "@/lib/csv";
import { formatDateTime, formatNumber, pct, plural } from "@/lib/format";
import { createPdf } from "@/lib/pdf";
import type { ProjectResults, QuestionResult } from "./compute";
import type { ResultsData, ResultTurn } from "./types";
import type { CalibrationFactor } from "./calibration";
import { imageDeliveryLabel } from "../session/states";

export const RESULTS_CSV_HEADER = ["session", "seed", "participant", "segment", "question", "stimulus", "rating", "choice", "ranking", "text"] as const;

export const HONESTY_NOTE =
  "These answers come from synthetic participants (AI personas), not people. They complement, and do not replace, research with real customers.";

function lookups(data: ResultsData) {
  const people = new Map(data.personas.map((p) => [p.id, p]));
  const sessions = new Map(data.sessions.map((s) => [s.id, s]));
  const questions = new Map(data.sessions.flatMap((s) => s.guide.sections.flatMap((sec) => sec.questions.map((q) => [q.id, q] as const))));
  const stimuli = new Map(data.stimuli.map((s) => [s.id, s]));
  const stimulusLabel = (t: ResultTurn) => {
    const id = t.stimulusId ?? (t.questionId ? questions.get(t.questionId)?.stimulusId : null);
    const s = id ? stimuli.get(id) : null;
    return s ? (s.variant ? `${s.variant}: ${s.label}` : s.label) : "";
  };
  return { people, sessions, questions, stimulusLabel };
}

/** One row per participant answer (probe answers included, with empty structured fields). */
export function resultsCsv(data: ResultsData): string {
  const { people, sessions, questions, stimulusLabel } = lookups(data);
  const rows = data.turns
    .filter((t) => t.speaker === "participant")
    .map((t) => {
      const p = t.personaId ? people.get(t.personaId) : null;
      const s = sessions.get(t.sessionId)!;
      return [
        s.name,
        s.seed,
        p?.name ?? "Participant",
        p?.segmentKey ?? "",
        t.questionId ? (questions.get(t.questionId)?.text ?? t.questionId) : "",
        stimulusLabel(t),
        t.answer?.rating ?? "",
        t.answer?.choice ?? "",
        t.answer?.ranking?.join(" > ") ?? "",
        t.content,
      ];
    });
  return toCsv([[...RESULTS_CSV_HEADER], ...rows]);
}

/** The full transcript of each session, speakers named; Markdown adds headings and bold names. */
export function transcriptText(data: ResultsData, format: "txt" | "md"): string {
  const { people, questions, stimulusLabel } = lookups(data);
  const out: string[] = [];
  const md = format === "md";
  out.push(md ? `# ${data.project.name} — transcript` : `${data.project.name} — transcript`, "", HONESTY_NOTE, "");
  for (const s of data.sessions) {
    const turns = data.turns.filter((t) => t.sessionId === s.id);
    out.push(md ? `## ${s.name} (seed ${s.seed})` : `== ${s.name} (seed ${s.seed}) ==`);
    out.push(`Engine: ${s.engineLabel ?? "unknown"}${s.model ? ` (${s.model})` : ""} · ${s.finishedAt ? `finished ${formatDateTime(s.finishedAt)}` : `status ${s.status}`}`, "");
    let lastQuestion: string | null = null;
    for (const t of turns) {
      if (t.questionId && t.questionId !== lastQuestion && t.speaker === "moderator") {
        const q = questions.get(t.questionId);
        const stim = stimulusLabel(t);
        if (md) out.push(`### ${q?.text ?? t.questionId}${stim ? ` — ${stim}` : ""}`, "");
        lastQuestion = t.questionId;
      }
      const who = t.speaker === "moderator" ? "Moderator" : ((t.personaId && people.get(t.personaId)?.name) ?? "Participant");
      const structured = [t.answer?.rating != null ? `rating ${t.answer.rating}` : null, t.answer?.choice ? `chose ${t.answer.choice}` : null, t.answer?.ranking?.length ? `ranked ${t.answer.ranking.join(" > ")}` : null].filter(Boolean).join("; ");
      const shown = imageDeliveryLabel(t.imageDelivery);
      const line = `${t.content}${structured ? ` [${structured}]` : ""}${shown ? ` (${shown.toLowerCase()})` : ""}`;
      out.push(md ? `**${who}:** ${line}` : `${who}: ${line}`);
      if (md) out.push("");
    }
    out.push("");
  }
  return out.join("\n");
}

function numberLine(q: QuestionResult): string[] {
  const lines: string[] = [];
  if (q.rating) {
    const i = q.rating.interval;
    lines.push(`Mean rating ${formatNumber(i.estimate, 2)} (95% CI ${formatNumber(i.low, 2)}–${formatNumber(i.high, 2)}) on ${q.rating.scale.min}–${q.rating.scale.max}, ${plural(i.n, "rating")}`);
  }
  for (const s of q.shares) lines.push(`${s.label}: ${pct(s.share.estimate, 0)} chose it (95% CI ${pct(s.share.low, 0)}–${pct(s.share.high, 0)}), ${s.count} of ${s.share.n}`);
  for (const r of q.ranks) lines.push(`${r.label}: mean rank ${formatNumber(r.meanRank.estimate, 2)} (95% CI ${formatNumber(r.meanRank.low, 2)}–${formatNumber(r.meanRank.high, 2)}), first for ${pct(r.firstShare, 0)}`);
  if (q.ssr) lines.push(`SSR (from what was said): ${formatNumber(q.ssr.mean.estimate, 2)} on 1–5 (95% CI ${formatNumber(q.ssr.mean.low, 2)}–${formatNumber(q.ssr.mean.high, 2)}), distribution ${q.ssr.likert.map((p, i) => `${i + 1}: ${pct(p, 0)}`).join(", ")}`);
  return lines;
}

export async function resultsPdf(data: ResultsData, results: ProjectResults, factors: CalibrationFactor[] = [], now = new Date()): Promise<Uint8Array> {
  const pdf = await createPdf({ title: `${data.project.name} — focus group results`, subtitle: `Generated ${formatDateTime(now)}`, createdAt: now });
  pdf.paragraph(HONESTY_NOTE, { italic: true });
  pdf.keyValues([
    ["Objective", data.project.objective || null],
    ["Decision", data.project.decision || null],
    ["Engine", results.engines.join(", ") || null],
    ["Model", results.models.join(", ") || null],
    ["Runs", results.runs],
    ["Participants", results.participants],
    ["Answers", results.answers],
  ]);
  if (results.winner) {
    pdf.heading("Winning variant");
    const w = results.winner;
    pdf.paragraph(
      w.winner
        ? `${w.winner.label} wins on "${w.questionText}": its 95% interval is clear of the others.`
        : `No clear winner on "${w.questionText}": the 95% intervals overlap.`,
    );
  }
  pdf.heading("Results per question");
  for (const q of results.questions) {
    pdf.heading(`${q.question.text}${q.stimulus ? ` — ${q.stimulus.variant ? `${q.stimulus.variant}: ` : ""}${q.stimulus.label}` : ""}`, 2);
    const lines = numberLine(q);
    if (lines.length) pdf.bullets(lines);
    const quotes = [...(q.rating?.quotes ?? []), ...q.shares.flatMap((s) => s.quotes), ...q.quotes].slice(0, 3);
    for (const quote of quotes) pdf.paragraph(`"${quote.text}" — ${quote.personaName}${quote.value ? ` (${quote.value})` : ""}`, { muted: true });
    if (q.segments.length) {
      pdf.table({
        columns: ["Segment", "Participants", q.question.kind === "rating" ? "Mean rating (95% CI)" : "Shares"],
        rows: q.segments.map((s) => [
          s.segment,
          s.participants,
          s.rating ? `${formatNumber(s.rating.estimate, 2)} (${formatNumber(s.rating.low, 2)}–${formatNumber(s.rating.high, 2)})` : s.shares.map((x) => `${x.label} ${pct(x.share.estimate, 0)}`).join("; ") || "—",
        ]),
        widths: [2, 1, 3],
      });
    }
  }
  if (factors.length) {
    pdf.heading("Calibration");
    pdf.table({
      columns: ["Industry", "Metric", "Actual ÷ predicted", "Outcomes"],
      rows: factors.map((f) => [f.industry ?? "Any", f.metric, formatNumber(f.factor, 3), f.n]),
    });
  }
  return pdf.toBytes();
}
