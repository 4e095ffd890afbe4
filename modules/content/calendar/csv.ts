import { toCsv } from "@/lib/csv";
import type { CalendarMember, CalendarPost } from "./posts";

const APPROVAL_WORDS: Record<CalendarPost["approvalStatus"], string> = { none: "", pending: "Waiting for client", approved: "Approved", changes_requested: "Changes requested" };

/** The calendar as CSV (times in UTC, ISO 8601). The client's comment is internal and stays out. */
export function calendarCsv(posts: readonly CalendarPost[], members: readonly CalendarMember[]): string {
  const names = new Map(members.map((m) => [m.userId, m.name]));
  const sorted = [...posts].sort((a, b) => (a.scheduledAt ?? "9999").localeCompare(b.scheduledAt ?? "9999"));
  return toCsv([
    ["Scheduled (UTC)", "Title", "Channel", "Kind", "Status", "Approval", "Owner", "Published (UTC)", "Live URL", "Post ID"],
    ...sorted.map((p) => [p.scheduledAt ?? "", p.title, p.channel, p.kind, p.status, APPROVAL_WORDS[p.approvalStatus], p.ownerId ? (names.get(p.ownerId) ?? "") : "", p.publishedAt ?? "", p.publishedUrl ?? "", p.id]),
  ]);
}
