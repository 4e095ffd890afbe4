import { StatusBadge, type StatusStates } from "@/components/ui/tone-badge";

/** One colour per run state on every personas page (history, progress, dashboard). */
export const RUN_STATES: StatusStates = {
  queued: ["idle", "Queued"],
  running: ["info", "Generating"],
  succeeded: ["ok", "Done"],
  failed: ["bad", "Failed"],
  cancelled: ["idle", "Cancelled"],
  budget: ["warn", "Budget reached"],
};

export function RunStatusBadge({ status }: { status: string }) {
  return <StatusBadge status={status} states={RUN_STATES} />;
}
