import type { StatusStates, Tone } from "@/components/ui/tone-badge";

/**
 * A content post's status and its client approval, in the shared StatusBadge tones: one map for the
 * review list, the editor, the calendar grid and its list, so a status has one colour everywhere.
 * Amber is "waiting on someone" (a review, the client), green is done with (approved, published).
 */
export const POST_STATES: StatusStates = {
  suggested: ["warn", "Suggested"],
  selected: ["ok", "Approved"],
  rejected: ["bad", "Rejected"],
  scheduled: ["info", "Scheduled"],
  published: ["ok", "Published"],
};

export const APPROVAL_STATES: StatusStates = {
  pending: ["warn", "Waiting for client"],
  approved: ["ok", "Approved by client"],
  changes_requested: ["bad", "Changes requested"],
};

const TONE_BORDER: Record<Tone, string> = {
  ok: "border-l-emerald-500",
  warn: "border-l-amber-500",
  bad: "border-l-red-500",
  info: "border-l-sky-500",
  idle: "border-l-muted-foreground/40",
};

/** The calendar chip's left border: the client's pending or refused decision first, else the post's status. */
export function chipBorder(status: string, approvalStatus: string): string {
  const [tone] = (approvalStatus === "pending" || approvalStatus === "changes_requested" ? APPROVAL_STATES[approvalStatus] : POST_STATES[status]) ?? ["idle"];
  return TONE_BORDER[tone];
}

/** A social post's network (its channel) as people read it, on the social calendar and the client's approval page. */
export const NETWORK_LABELS = { linkedin: "LinkedIn", instagram: "Instagram" } as const;
