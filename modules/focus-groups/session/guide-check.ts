/**
 * What would stop a guide from running as a session, in words a person can act on. A session
 * refuses to start while any of these stand: a run would otherwise fail half-way (a rating with no
 * scale) or ask about a stimulus that is gone.
 */
import type { SessionGuide, SnapshotStimulus } from "./plan";

export function sessionGuideProblems(guide: SessionGuide, stimuli: readonly Pick<SnapshotStimulus, "id" | "variantGroup" | "label">[]): string[] {
  const problems: string[] = [];
  const questions = guide.sections.flatMap((s) => s.questions.map((q) => ({ q, section: s.title || s.key })));
  if (!questions.length) problems.push("The guide has no questions yet.");
  if (!Number.isInteger(guide.turnWordCap) || guide.turnWordCap < 10) problems.push("The turn word cap must be at least 10 words.");
  const ids = new Set(stimuli.map((s) => s.id));
  const groups = new Map<string, number>();
  for (const s of stimuli) if (s.variantGroup) groups.set(s.variantGroup, (groups.get(s.variantGroup) ?? 0) + 1);
  questions.forEach(({ q, section }, i) => {
    const where = `Question ${i + 1} (${section})`;
    if (!q.text.trim()) problems.push(`${where} has no text.`);
    if (q.stimulusId && !ids.has(q.stimulusId)) problems.push(`${where} is about a stimulus that no longer exists.`);
    if (q.variantGroup && !groups.has(q.variantGroup)) problems.push(`${where} is about the variant group "${q.variantGroup}", which has no stimuli.`);
    if (q.kind === "rating") {
      if (!q.scale) problems.push(`${where} is a rating without a scale.`);
      else if (!Number.isInteger(q.scale.min) || !Number.isInteger(q.scale.max) || q.scale.min >= q.scale.max) problems.push(`${where} has a scale whose lowest point is not below its highest.`);
    }
    if (q.kind === "choice" || q.kind === "ranking") {
      const options = (q.options ?? []).filter((o) => o.trim());
      const variants = q.variantGroup ? (groups.get(q.variantGroup) ?? 0) : 0;
      if (options.length < 2 && variants < 2) problems.push(`${where} is a ${q.kind} question with fewer than two options.`);
      if (new Set(options.map((o) => o.trim().toLowerCase())).size !== options.length) problems.push(`${where} lists the same option twice.`);
    }
  });
  return problems;
}
