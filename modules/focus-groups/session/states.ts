import type { StatusStates } from "@/components/ui/tone-badge";

/**
 * A session's states in the colours every run of the app uses (lib/jobs' JOB_STATES, SAIO's runs):
 * running blue, done green, failed red, queued and cancelled grey, stopped-and-resumable amber.
 */
export const FG_SESSION_STATES: StatusStates = {
  queued: ["idle", "Queued"],
  running: ["info", "Running"],
  paused: ["warn", "Paused"],
  succeeded: ["ok", "Done"],
  failed: ["bad", "Failed"],
  cancelled: ["idle", "Cancelled"],
  budget: ["warn", "Budget reached"],
};

export const LIVE_STATUSES = new Set(["queued", "running"]);
export const RESUMABLE_STATUSES = new Set(["paused", "budget", "failed"]);
export const CANCELLABLE_STATUSES = new Set(["queued", "running", "paused", "budget"]);

/** The transcript's label for how a turn's image stimuli reached the model (fg_turns.image_delivery). */
export function imageDeliveryLabel(delivery: string | null | undefined): string | null {
  if (delivery === "image") return "Image shown as image";
  if (delivery === "text") return "Image described in text";
  if (delivery === "mixed") return "Some images described in text";
  return null;
}
