import type { Selection } from "../selection";
import { ResultsPicker } from "./results-controls";

/** The project and session picker of /fg-results and /fg-feedback-analysis, from one resolved selection. */
export function SelectionPicker({ sel, projectId }: { sel: Selection; projectId: string }) {
  return (
    <ResultsPicker
      projects={sel.projects.map((p) => ({ id: p.id, name: p.name, answered: p.answered }))}
      projectId={projectId}
      sessions={sel.sessions.map((s) => ({ id: s.id, name: s.name, seed: s.seed, status: s.status, answers: s.answers, finishedAt: s.finishedAt?.toISOString() ?? null }))}
      selected={sel.selected}
      allByDefault={sel.allByDefault}
    />
  );
}
