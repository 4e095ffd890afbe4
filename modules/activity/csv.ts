import { toCsv } from "@/lib/csv";
import { actionLabel } from "./labels";
import type { ActivityRow } from "./queries";

export function activityCsv(rows: ActivityRow[]): string {
  return toCsv([
    ["created_at", "user_name", "user_email", "action_type", "action", "user_action", "payload"],
    ...rows.map((r) => [r.createdAt, r.userName ?? "", r.userEmail ?? "", r.actionType, actionLabel(r.actionType), r.userAction, JSON.stringify(r.payload)]),
  ]);
}
