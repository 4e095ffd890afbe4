import type { StatusStates } from "@/components/ui/tone-badge";

/** A calendar post's status, in the shared StatusBadge tones (same colours in grid, list and badge). */
export const CALENDAR_POST_STATES: StatusStates = {
  selected: ["idle", "Not scheduled"],
  scheduled: ["info", "Scheduled"],
  published: ["ok", "Published"],
};

export const APPROVAL_STATES: StatusStates = {
  pending: ["warn", "Waiting for client"],
  approved: ["ok", "Approved"],
  changes_requested: ["bad", "Changes requested"],
};

/** The chip's left border in the grid, matching the tone of its badge. */
export const CHIP_TONE: Record<string, string> = {
  selected: "border-l-muted-foreground/40",
  scheduled: "border-l-sky-500",
  published: "border-l-emerald-500",
  changes_requested: "border-l-red-500",
  pending: "border-l-amber-500",
};
