/**
 * Starting, watching and steering the durable SSR and feedback-analysis runs of a project
 * (fg_analysis_runs + one lib/jobs job). A run is a row the job advances step by step; the page
 * reads the row, so its progress survives a reload and a server restart.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { apiCalls, fgAnalysisRuns, fgProjects, type FgAnalysisRunStatus } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { enqueueJob, wakeJobRunner } from "@/lib/jobs";
import { FG_ANALYSIS_TASK } from "./task";

export type AnalysisRunKind = "ssr" | "feedback";
export const ACTIVE_RUN_STATUSES = ["queued", "running"] as const;
const STOPPED = ["failed", "budget"] as const;

export type AnalysisRunView = {
  id: string;
  kind: AnalysisRunKind;
  status: FgAnalysisRunStatus;
  stage: string | null;
  done: number;
  total: number;
  message: string | null;
  costUsd: number;
  analysisId: string | null;
  temperature: number | null;
  createdAt: string;
  finishedAt: string | null;
};

type RunRow = typeof fgAnalysisRuns.$inferSelect;

export function toRunView(r: RunRow): AnalysisRunView {
  const t = (r.params as { temperature?: unknown }).temperature;
  return {
    id: r.id,
    kind: r.kind as AnalysisRunKind,
    status: r.status,
    stage: r.stage,
    done: r.done,
    total: r.total,
    message: r.message,
    costUsd: Number(r.costUsd),
    analysisId: r.analysisId,
    temperature: typeof t === "number" ? t : null,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Queues a run (row and job in one transaction). One active run per project and kind: a second
 * click while one runs answers with that run instead of paying twice.
 */
export async function startAnalysisRun(
  scope: BrandScope,
  kind: AnalysisRunKind,
  projectId: string,
  sessionIds: readonly string[],
  params: Record<string, unknown>,
): Promise<{ runId: string; alreadyRunning: boolean }> {
  return withScope(scope, async (tx) => {
    const [project] = await tx.select({ id: fgProjects.id }).from(fgProjects).where(and(eq(fgProjects.id, projectId), eq(fgProjects.brandId, scope.brandId)));
    if (!project) throw new NotFoundError();
    const [active] = await tx
      .select({ id: fgAnalysisRuns.id })
      .from(fgAnalysisRuns)
      .where(and(eq(fgAnalysisRuns.brandId, scope.brandId), eq(fgAnalysisRuns.projectId, projectId), eq(fgAnalysisRuns.kind, kind), inArray(fgAnalysisRuns.status, [...ACTIVE_RUN_STATUSES])));
    if (active) return { runId: active.id, alreadyRunning: true };
    const [row] = await tx
      .insert(fgAnalysisRuns)
      .values({ brandId: scope.brandId, projectId, kind, sessionIds: [...sessionIds], params, stage: "Waiting for a worker", createdBy: scope.userId })
      .returning({ id: fgAnalysisRuns.id });
    const jobId = await enqueueJob(tx, FG_ANALYSIS_TASK, { runId: row!.id }, { brandId: scope.brandId });
    await tx.update(fgAnalysisRuns).set({ jobId }).where(and(eq(fgAnalysisRuns.id, row!.id), eq(fgAnalysisRuns.brandId, scope.brandId)));
    wakeJobRunner();
    return { runId: row!.id, alreadyRunning: false };
  });
}

export async function getAnalysisRun(scope: BrandScope, runId: string): Promise<AnalysisRunView> {
  const [row] = await withScope(scope, (tx) => tx.select().from(fgAnalysisRuns).where(and(eq(fgAnalysisRuns.id, runId), eq(fgAnalysisRuns.brandId, scope.brandId))));
  if (!row) throw new NotFoundError();
  return toRunView(row);
}

/** The project's newest run of a kind (what the page shows next to the stored result), or null. */
export async function latestAnalysisRun(scope: BrandScope, projectId: string, kind: AnalysisRunKind): Promise<AnalysisRunView | null> {
  const [row] = await withScope(scope, (tx) =>
    tx
      .select()
      .from(fgAnalysisRuns)
      .where(and(eq(fgAnalysisRuns.brandId, scope.brandId), eq(fgAnalysisRuns.projectId, projectId), eq(fgAnalysisRuns.kind, kind)))
      .orderBy(desc(fgAnalysisRuns.createdAt))
      .limit(1),
  );
  return row ? toRunView(row) : null;
}

/** Stops a queued, running or stopped run; the job sees it before its next step (a step in flight finishes). */
export async function cancelAnalysisRun(scope: BrandScope, runId: string): Promise<void> {
  const rows = await withScope(scope, (tx) =>
    tx
      .update(fgAnalysisRuns)
      .set({ status: "cancelled", stage: null, finishedAt: new Date() })
      .where(and(eq(fgAnalysisRuns.id, runId), eq(fgAnalysisRuns.brandId, scope.brandId), inArray(fgAnalysisRuns.status, [...ACTIVE_RUN_STATUSES, ...STOPPED])))
      .returning({ id: fgAnalysisRuns.id }),
  );
  if (rows.length) return;
  await getAnalysisRun(scope, runId);
  throw new ActionError("This run has already ended.");
}

/** After a budget stop (once raised) or a failure: a new job continues after the last finished step. */
export async function resumeAnalysisRun(scope: BrandScope, runId: string): Promise<void> {
  await withScope(scope, async (tx) => {
    const [moved] = await tx
      .update(fgAnalysisRuns)
      .set({ status: "queued", message: null, stage: "Waiting for a worker", finishedAt: null })
      .where(and(eq(fgAnalysisRuns.id, runId), eq(fgAnalysisRuns.brandId, scope.brandId), inArray(fgAnalysisRuns.status, [...STOPPED])))
      .returning({ id: fgAnalysisRuns.id });
    if (!moved) {
      const [exists] = await tx.select({ id: fgAnalysisRuns.id }).from(fgAnalysisRuns).where(and(eq(fgAnalysisRuns.id, runId), eq(fgAnalysisRuns.brandId, scope.brandId)));
      if (!exists) throw new NotFoundError();
      throw new ActionError("Only a run stopped by the budget or an error can be resumed.");
    }
    const jobId = await enqueueJob(tx, FG_ANALYSIS_TASK, { runId }, { brandId: scope.brandId });
    await tx.update(fgAnalysisRuns).set({ jobId }).where(and(eq(fgAnalysisRuns.id, runId), eq(fgAnalysisRuns.brandId, scope.brandId)));
  });
  wakeJobRunner();
}

/** What a run's jobs have spent so far, from the API-call ledger (every call carries its job id). */
export async function runSpendUsd(scope: BrandScope, jobIds: readonly string[]): Promise<number> {
  const ids = jobIds.filter((j) => /^[0-9a-f-]{36}$/i.test(j));
  if (!ids.length) return 0;
  const [row] = await withScope(scope, (tx) =>
    tx
      .select({ total: sql<string>`coalesce(sum(${apiCalls.costUsd}), 0)::text` })
      .from(apiCalls)
      .where(and(eq(apiCalls.brandId, scope.brandId), inArray(apiCalls.jobId, ids))),
  );
  return Number(row?.total ?? 0);
}
