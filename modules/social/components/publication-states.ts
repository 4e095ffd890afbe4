import type { StatusStates } from "@/components/ui/tone-badge";

/** A social publication's state in the shared StatusBadge tones (sky = on its way, amber = retrying, green = live, red = failed). */
export const PUBLICATION_STATES: StatusStates = {
  scheduled: ["info", "Waiting for its time"],
  container: ["info", "Preparing media"],
  sending: ["info", "Publishing"],
  retry: ["warn", "Retrying"],
  published: ["ok", "Published"],
  failed: ["bad", "Failed"],
};

export const TARGET_LABELS = { api: "Publish through the API", webhook: "Publish via webhook", reminder: "Remind me (a task at the time)" } as const;
