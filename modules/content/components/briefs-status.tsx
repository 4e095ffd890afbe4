import { StatusBadge, type StatusStates } from "@/components/ui/tone-badge";

/** A brief's status in the one status badge: the same word and colour wherever a brief is shown. */
export const BRIEF_STATES: StatusStates = {
  draft: ["idle", "Draft"],
  ready: ["info", "Ready"],
  in_writing: ["warn", "In writing"],
  done: ["ok", "Done"],
};

export const BRIEF_STATUS_OPTIONS = Object.entries(BRIEF_STATES).map(([value, [, label]]) => ({ value, label }));

export function BriefStatusBadge({ status }: { status: string }) {
  return <StatusBadge status={status} states={BRIEF_STATES} />;
}
