import { StatusBadge, type StatusStates } from "@/components/ui/tone-badge";
import type { FgProjectStatus } from "@/db/schema";

/** One colour per project status on every focus-group page (projects, recruiting, sessions, results). */
export const FG_PROJECT_STATUS_STATES: StatusStates = {
  draft: ["idle", "Draft"],
  ready: ["info", "Ready"],
  running: ["warn", "Running"],
  done: ["ok", "Done"],
};

export function ProjectStatusBadge({ status }: { status: FgProjectStatus }) {
  return <StatusBadge status={status} states={FG_PROJECT_STATUS_STATES} />;
}
