import { activityLogs } from "@/db/schema";
import type { Tx } from "@/db/client";
import type { BrandScope } from "@/lib/brand-scope";

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

export type LoggedActivity = Required<ActivityEntry> & { id: string; brandId: string; createdAt: Date };

/**
 * Runs in the activity row's transaction for every brand row (the webhooks module queues the
 * `activity_log` delivery here). lib sits below modules, so the module registers itself at process
 * start (instrumentation-node.ts); the value lives on globalThis because Next bundles the start-up
 * hook and the routes separately.
 */
export type ActivityListener = (tx: Tx, row: LoggedActivity) => Promise<void>;

const g = globalThis as unknown as { __growthActivityListener?: ActivityListener };

export function setActivityListener(listener: ActivityListener | null): void {
  g.__growthActivityListener = listener ?? undefined;
}

/**
 * The one writer of activity rows. Call it inside the same transaction as the change it records,
 * so a rolled-back change leaves no log line (and no activity_log webhook) and a committed one
 * always has its line.
 */
export async function logActivity(tx: Tx, entry: ActivityEntry): Promise<void> {
  const payload = entry.payload ?? {};
  const [row] = await tx
    .insert(activityLogs)
    .values({ brandId: entry.brandId, userId: entry.userId, actionType: entry.actionType, userAction: entry.userAction, payload })
    .returning({ id: activityLogs.id, createdAt: activityLogs.createdAt });
  const listener = g.__growthActivityListener;
  if (listener && entry.brandId && row) {
    await listener(tx, { ...entry, brandId: entry.brandId, payload, id: row.id, createdAt: row.createdAt });
  }
}

/** An activity row by the scope's user in the scope's brand: what nearly every brand change records. */
export async function logScopeActivity(
  tx: Tx,
  scope: Pick<BrandScope, "brandId" | "userId">,
  actionType: string,
  userAction: string,
  payload?: Record<string, unknown>,
): Promise<void> {
  await logActivity(tx, { brandId: scope.brandId, userId: scope.userId, actionType, userAction, payload });
}
