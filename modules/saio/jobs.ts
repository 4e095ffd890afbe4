/**
 * SAIO background work (lib/jobs): `saio.run` executes one run; `saio.schedules` (every 5 minutes)
 * starts the runs of due schedules. A schedule that missed its time (server down) runs once when
 * the tick sees it, then moves to its next time — it never replays every missed occurrence.
 */
import { and, asc, eq, lte, sql } from "drizzle-orm";
import { asSystem } from "@/lib/system";
import { saioPrompts, saioRuns, saioSchedules } from "@/db/schema";
import { withScope } from "@/lib/brand-scope";
import { defineTask, type ScheduleSpec } from "@/lib/jobs";
import { usableEngines } from "@/modules/ai/engines";
import { actingScope } from "@/modules/roles/acting";
import { nextScheduleRun, type Recurrence } from "./schedule";
import { getSaioSettings } from "./tracked";

export const SAIO_RUN_TASK = "saio.run";
export const SAIO_SCHEDULES_TASK = "saio.schedules";
export const saioSchedule: ScheduleSpec = { name: SAIO_SCHEDULES_TASK, cron: "*/5 * * * *", task: SAIO_SCHEDULES_TASK };

defineTask<{ runId: string }>({
  name: SAIO_RUN_TASK,
  maxAttempts: 3,
  leaseMs: 5 * 60_000,
  // The AI SDK and providers load with the first run, not with every process that registers tasks.
  handler: async ({ payload, id, signal }) => (await import("./run")).executeRun(payload.runId, id, signal),
});

type ScheduleRow = typeof saioSchedules.$inferSelect;

/** Starts one schedule's run now (the tick, or "Run now"); returns the run id, or null when it was skipped. */
export async function runSchedule(s: ScheduleRow, now = new Date()): Promise<{ runId: string | null; message: string | null }> {
  const { BudgetExceededError, startRun, wakeRuns } = await import("./run");
  const next = nextScheduleRun(s as Recurrence, now);
  const scope = await actingScope(s.brandId, s.createdBy, "saio");
  // Claimed by moving its next run on, only from the time this caller read: two ticks (two app
  // instances, or the cron tick and a queued one) that read the same due schedule start one run.
  const [claimed] = await asSystem("SAIO schedule tick: claim the schedule", (db) =>
    db
      .update(saioSchedules)
      .set({ nextRunAt: next, lastRunAt: now })
      .where(and(eq(saioSchedules.id, s.id), eq(saioSchedules.brandId, s.brandId), sql`date_trunc('milliseconds', ${saioSchedules.nextRunAt}) = ${s.nextRunAt.toISOString()}::timestamptz`))
      .returning({ id: saioSchedules.id }),
  );
  if (!claimed) return { runId: null, message: "This schedule has just started a run." };
  if (!scope) return { runId: null, message: "Neither the schedule's creator nor the brand owner may run SAIO." };
  const prompts = await withScope(scope, (tx) =>
    tx
      .select({ id: saioPrompts.id })
      .from(saioPrompts)
      .where(and(eq(saioPrompts.brandId, s.brandId), eq(saioPrompts.active, true), s.topic ? eq(saioPrompts.topic, s.topic) : undefined)),
  );
  const engines = (await usableEngines(scope)).filter((e) => !s.engineKeys.length || s.engineKeys.includes(e.key));
  let message: string | null = null;
  if (!prompts.length) message = s.topic ? `No active prompts in the topic "${s.topic}".` : "No active prompts.";
  else if (!engines.length) message = "None of the schedule's engines can be called. Check AI engines on /integrations.";
  try {
    if (message) throw new Error(message);
    // A brand in its industry panel shares its scheduled answers with the panel.
    const panel = (await getSaioSettings(scope)).panelOptIn;
    const { runId } = await startRun(scope, { promptIds: prompts.map((p) => p.id), engineKeys: engines.map((e) => e.key), samples: s.samples, trigger: "schedule", scheduleId: s.id, panel });
    wakeRuns();
    return { runId, message: null };
  } catch (e) {
    // The skipped occurrence stays visible in the schedule's history with its reason.
    const reason = e instanceof Error ? e.message : String(e);
    const [row] = await withScope(scope, (tx) =>
      tx
        .insert(saioRuns)
        .values({
          brandId: s.brandId,
          status: e instanceof BudgetExceededError ? "budget" : "failed",
          trigger: "schedule",
          scheduleId: s.id,
          engines: [],
          promptIds: [],
          samples: s.samples,
          total: 0,
          message: reason,
          createdBy: scope.userId,
          finishedAt: now,
        })
        .returning({ id: saioRuns.id }),
    );
    return { runId: row?.id ?? null, message: reason };
  }
}

defineTask({
  name: SAIO_SCHEDULES_TASK,
  maxAttempts: 3,
  handler: async () => {
    const due = await asSystem("SAIO schedule tick: due schedules of every brand", (db) =>
      db
        .select()
        .from(saioSchedules)
        .where(and(eq(saioSchedules.paused, false), lte(saioSchedules.nextRunAt, sql`now()`)))
        .orderBy(asc(saioSchedules.nextRunAt))
        .limit(100),
    );
    for (const s of due) await runSchedule(s);
  },
});
