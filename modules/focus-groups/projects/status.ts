import type { StatusStates } from "@/components/ui/tone-badge";
import { FG_PROJECT_STATUSES, type FgProjectStatus } from "@/db/schema";

export const FG_STATUS_LABELS: Record<FgProjectStatus, string> = { draft: "Draft", ready: "Ready", running: "Running", done: "Done" };

/**
 * A project moves one step at a time along draft → ready → running → done, or one step back (a
 * guide that needs another pass, a session to re-run): skipping "ready" would start a session
 * nobody checked, and jumping from draft to done would report results that do not exist.
 */
export function canMoveStatus(from: FgProjectStatus, to: FgProjectStatus): boolean {
  const a = FG_PROJECT_STATUSES.indexOf(from);
  const b = FG_PROJECT_STATUSES.indexOf(to);
  return a >= 0 && b >= 0 && Math.abs(a - b) <= 1;
}

export function statusMoveRefusal(from: FgProjectStatus, to: FgProjectStatus): string | null {
  if (canMoveStatus(from, to)) return null;
  return `A project moves one step at a time (draft → ready → running → done); it is ${FG_STATUS_LABELS[from].toLowerCase()}, so it cannot become ${FG_STATUS_LABELS[to].toLowerCase()} directly.`;
}

/**
 * One colour per project status on every page that shows one (projects, recruiting, participants,
 * sessions, results): other modules render it with the shared StatusBadge. Running is blue as every
 * running job and session is; ready (waiting for someone to start it) amber.
 */
export const FG_PROJECT_STATUS_STATES: StatusStates = {
  draft: ["idle", FG_STATUS_LABELS.draft],
  ready: ["warn", FG_STATUS_LABELS.ready],
  running: ["info", FG_STATUS_LABELS.running],
  done: ["ok", FG_STATUS_LABELS.done],
};
