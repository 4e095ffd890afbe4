/**
 * What makes a discussion guide runnable. A guide with problems can still be saved (as a draft), but a session
 * refuses to start from it and shows these same messages, each with its place so the editor can put it inline.
 */
import type { GuideQuestion, GuideSection } from "@/db/schema/focus-groups";

/** The stimuli a guide can point at: enough to resolve a question's stimulus or variant group. */
export type GuideStimulusRef = { id: string; label: string; variantGroup?: string | null; variant?: string | null };

export type GuidePlace = {
  sectionKey?: string;
  sectionIndex?: number;
  questionId?: string;
  questionIndex?: number;
  field?: "title" | "text" | "scale" | "options" | "stimulus" | "id" | "probes" | "turnWordCap" | "sections";
};
export type GuideProblem = GuidePlace & { message: string };

export type GuideDraft = { sections: GuideSection[]; turnWordCap?: number };

export const TURN_WORD_CAP_MIN = 10;
export const TURN_WORD_CAP_MAX = 600;

/** The items a choice or ranking question offers: its own options, or the variants of its group. */
export function questionItems(q: Pick<GuideQuestion, "options" | "variantGroup">, stimuli: readonly GuideStimulusRef[]): string[] {
  if (q.variantGroup) {
    return stimuli
      .filter((s) => s.variantGroup === q.variantGroup)
      .sort((a, b) => (a.variant ?? "").localeCompare(b.variant ?? ""))
      .map((s) => (s.variant ? `${s.variant}: ${s.label}` : s.label));
  }
  return (q.options ?? []).map((o) => o.trim()).filter(Boolean);
}

function where(section: GuideSection, si: number, q?: GuideQuestion, qi?: number): string {
  const sectionName = section.title.trim() || `Section ${si + 1}`;
  return q === undefined ? sectionName : `${sectionName}, question ${qi! + 1}`;
}

export function validateGuide(guide: GuideDraft, stimuli: readonly GuideStimulusRef[]): GuideProblem[] {
  const problems: GuideProblem[] = [];
  const stimulusIds = new Set(stimuli.map((s) => s.id));
  const groups = new Set(stimuli.map((s) => s.variantGroup).filter((g): g is string => Boolean(g)));
  const seen = new Map<string, string>();
  let questions = 0;

  if (guide.turnWordCap !== undefined && (!Number.isInteger(guide.turnWordCap) || guide.turnWordCap < TURN_WORD_CAP_MIN || guide.turnWordCap > TURN_WORD_CAP_MAX)) {
    problems.push({ field: "turnWordCap", message: `The turn cap must be a whole number of words from ${TURN_WORD_CAP_MIN} to ${TURN_WORD_CAP_MAX}.` });
  }

  guide.sections.forEach((section, si) => {
    const at = { sectionKey: section.key, sectionIndex: si };
    if (!section.title.trim()) problems.push({ ...at, field: "title", message: `Section ${si + 1} has no title.` });
    section.questions.forEach((q, qi) => {
      questions++;
      const place = { ...at, questionId: q.id, questionIndex: qi };
      const label = where(section, si, q, qi);
      if (!q.id.trim()) problems.push({ ...place, field: "id", message: `${label} has no id.` });
      else if (seen.has(q.id)) problems.push({ ...place, field: "id", message: `${label} has the same id ("${q.id}") as ${seen.get(q.id)}.` });
      else seen.set(q.id, label);

      if (!q.text.trim()) problems.push({ ...place, field: "text", message: `${label} has no question text.` });

      if (q.stimulusId && !stimulusIds.has(q.stimulusId)) {
        problems.push({ ...place, field: "stimulus", message: `${label} is about a stimulus that was deleted. Choose another stimulus or remove the question.` });
      }
      if (q.variantGroup && !groups.has(q.variantGroup)) {
        problems.push({ ...place, field: "stimulus", message: `${label} is about the variant group "${q.variantGroup}", which has no stimuli any more.` });
      }

      if (q.kind === "rating") {
        const s = q.scale;
        if (!s || !Number.isFinite(s.min) || !Number.isFinite(s.max)) problems.push({ ...place, field: "scale", message: `${label} is a rating without a scale.` });
        else if (s.min >= s.max) problems.push({ ...place, field: "scale", message: `${label}: the scale's lowest value (${s.min}) must be below its highest (${s.max}).` });
        else if (s.max - s.min > 100) problems.push({ ...place, field: "scale", message: `${label}: a scale spans at most 100 points.` });
      }
      if (q.kind === "choice" || q.kind === "ranking") {
        const items = questionItems(q, stimuli);
        const what = q.kind === "choice" ? "a choice" : "a ranking";
        if (q.variantGroup && groups.has(q.variantGroup) && items.length < 2) {
          problems.push({ ...place, field: "options", message: `${label} is ${what} between the variants of "${q.variantGroup}", which has only ${items.length}. Add a variant or pick other options.` });
        } else if (!q.variantGroup && items.length < 2) {
          problems.push({ ...place, field: "options", message: `${label} is ${what} with ${items.length === 0 ? "no options" : "only one option"}; it needs at least two.` });
        } else if (!q.variantGroup && new Set(items.map((i) => i.toLowerCase())).size !== items.length) {
          problems.push({ ...place, field: "options", message: `${label} lists the same option twice.` });
        }
      }
      if (q.probes.some((p) => !p.trim())) problems.push({ ...place, field: "probes", message: `${label} has an empty probe. Write it or remove it.` });
    });
  });

  if (questions === 0) problems.unshift({ field: "sections", message: "The guide has no questions yet. Apply a template or add a question." });
  return problems;
}
