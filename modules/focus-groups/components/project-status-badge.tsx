import { StatusBadge } from "@/components/ui/tone-badge";
import type { FgProjectStatus } from "@/db/schema";
import { FG_PROJECT_STATUS_STATES } from "../projects/status";

/** A project's status in its one colour (the same on every focus-group page). */
export function ProjectStatusBadge({ status }: { status: FgProjectStatus }) {
  return <StatusBadge status={status} states={FG_PROJECT_STATUS_STATES} />;
}
