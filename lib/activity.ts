import { activityLogs } from "@/db/schema";
import type { Tx } from "@/db/client";

export type ActivityEntry = {
  brandId: string | null;
  /** null: the system acted (a background job, e.g. disabling a failing webhook endpoint). */
  userId: string | null;
  /** Machine key, e.g. create_brand, rename_brand, task_created. */
  actionType: string;
  /** Human sentence shown in /activity, e.g. `Created brand "Acme"`. */
  userAction: string;
  payload?: Record<string, unknown>;
};

/**
 * The one writer of activity rows. Call it inside the same transaction as the change it records,
 * so a rolled-back change leaves no log line and a committed one always has its line.
 */
export async function logActivity(tx: Tx, entry: ActivityEntry): Promise<void> {
  await tx.insert(activityLogs).values({
    brandId: entry.brandId,
    userId: entry.userId,
    actionType: entry.actionType,
    userAction: entry.userAction,
    payload: entry.payload ?? {},
  });
}
