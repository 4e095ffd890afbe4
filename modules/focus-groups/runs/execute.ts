/**
 * The job of an SSR or feedback-analysis run: walks the run's steps from its checkpoint. Each step's
 * outcome is written with `done` moved by one in a transaction guarded by the old `done`, the run's
 * status and its current job id — so a crash or restart resumes after the last finished step (no
 * step is paid twice), a cancel or budget stop lands between steps, and a superseded job stops.
 */
import { and, eq, sql } from "drizzle-orm";
import { fgAnalyses, fgAnalysisRuns } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { withScope } from "@/lib/brand-scope";
import { RetryLaterError } from "@/lib/jobs";
import { asSystem } from "@/lib/system";
import { AiError } from "@/modules/ai/client";
import { EmbeddingError } from "@/modules/knowledge/embeddings/client";
import { getBriefSettings } from "@/modules/personas/engine";
import { actingScope } from "@/modules/roles/acting";
import { feedbackSteps } from "../analysis/run";
import { ssrSteps } from "../results/ssr-run";
import { runSpendUsd } from "./store";
import type { RunRow, RunSteps, StepContext } from "./steps";

const KINDS: Record<string, RunSteps> = { ssr: ssrSteps, feedback: feedbackSteps };

async function end(row: Pick<RunRow, "id" | "brandId">, jobId: string, status: "failed" | "budget", message: string): Promise<void> {
  await asSystem("focus-group analysis job: record how the run stopped", (db) =>
    db
      .update(fgAnalysisRuns)
      .set({ status, message, stage: null, finishedAt: new Date() })
      .where(and(eq(fgAnalysisRuns.id, row.id), eq(fgAnalysisRuns.brandId, row.brandId), eq(fgAnalysisRuns.jobId, jobId), sql`${fgAnalysisRuns.status} in ('queued','running')`)),
  );
}

function jobIdsOf(state: Record<string, unknown>, jobId: string): string[] {
  const seen = Array.isArray(state.jobIds) ? (state.jobIds as string[]) : [];
  return seen.includes(jobId) ? seen : [...seen, jobId];
}

export async function executeAnalysisRun(runId: string, jobId: string, signal?: AbortSignal, attempt = 1, maxAttempts = 1): Promise<void> {
  const [head] = await asSystem("focus-group analysis job: read the run it executes", (db) => db.select().from(fgAnalysisRuns).where(eq(fgAnalysisRuns.id, runId)));
  if (!head || !["queued", "running"].includes(head.status) || head.jobId !== jobId) return;
  const steps = KINDS[head.kind];
  const scope = await actingScope(head.brandId, head.createdBy, "focus-groups");
  if (!steps || !scope) {
    await end(head, jobId, "failed", "Neither the person who started this run nor the brand owner may run focus-group analyses any more.");
    return;
  }
  const started = await withScope(scope, (tx) =>
    tx
      .update(fgAnalysisRuns)
      .set({ status: "running", startedAt: head.startedAt ?? new Date() })
      .where(and(eq(fgAnalysisRuns.id, runId), eq(fgAnalysisRuns.brandId, scope.brandId), eq(fgAnalysisRuns.jobId, jobId), sql`${fgAnalysisRuns.status} in ('queued','running')`))
      .returning(),
  );
  if (!started.length) return;
  const ctx: StepContext = { scope, run: started[0]!, jobId, settings: await getBriefSettings(scope) };

  try {
    for (;;) {
      if (signal?.aborted) return; // the runner is stopping: the next worker resumes from the checkpoint
      const [now] = await withScope(scope, (tx) => tx.select().from(fgAnalysisRuns).where(and(eq(fgAnalysisRuns.id, runId), eq(fgAnalysisRuns.brandId, scope.brandId))));
      if (!now || now.status !== "running" || now.jobId !== jobId) return;
      ctx.run = now;
      const state = now.state;
      if (state.prepared && now.done >= now.total) {
        const result = await steps.result(ctx, state);
        const spent = await runSpendUsd(scope, jobIdsOf(state, jobId));
        await withScope(scope, async (tx) => {
          const [saved] = await tx
            .insert(fgAnalyses)
            .values({ brandId: scope.brandId, projectId: now.projectId, kind: now.kind, sessionIds: now.sessionIds, content: result.content, engineLabel: result.engineLabel, createdBy: now.createdBy })
            .returning({ id: fgAnalyses.id });
          const moved = await tx
            .update(fgAnalysisRuns)
            .set({ status: "succeeded", stage: null, analysisId: saved!.id, costUsd: String(spent), finishedAt: new Date() })
            .where(and(eq(fgAnalysisRuns.id, runId), eq(fgAnalysisRuns.brandId, scope.brandId), eq(fgAnalysisRuns.jobId, jobId), eq(fgAnalysisRuns.status, "running")))
            .returning({ id: fgAnalysisRuns.id });
          // Cancelled (or superseded) while the result was computed: keep nothing.
          if (!moved.length) throw new Superseded();
        }).catch((e: unknown) => {
          if (!(e instanceof Superseded)) throw e;
        });
        return;
      }
      const out = await steps.step(ctx, state, now.done);
      if ("budget" in out) {
        await end(now, jobId, "budget", `${out.budget} Raise the research budget on /personas-brief-settings, then resume.`);
        return;
      }
      const next = { ...out.state, prepared: true, jobIds: jobIdsOf(state, jobId) };
      const spent = await runSpendUsd(scope, next.jobIds);
      const moved = await withScope(scope, (tx) =>
        tx
          .update(fgAnalysisRuns)
          .set({ state: next, done: now.done + 1, total: out.total, stage: out.stage, costUsd: String(spent) })
          .where(and(eq(fgAnalysisRuns.id, runId), eq(fgAnalysisRuns.brandId, scope.brandId), eq(fgAnalysisRuns.jobId, jobId), eq(fgAnalysisRuns.status, "running"), eq(fgAnalysisRuns.done, now.done)))
          .returning({ id: fgAnalysisRuns.id }),
      );
      if (!moved.length) return; // cancelled or taken over meanwhile
    }
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const retryable = (e instanceof AiError || e instanceof EmbeddingError) && e.retryable;
    if (retryable && attempt < maxAttempts) throw new RetryLaterError(message);
    const known = e instanceof ActionError || e instanceof AiError || e instanceof EmbeddingError;
    await end(head, jobId, "failed", known ? `${message} Resume to continue from the last finished step.` : `The run stopped on an unexpected error (${message.slice(0, 200)}). Resume to continue from the last finished step.`);
    if (!known) throw e;
  }
}

class Superseded extends Error {}
