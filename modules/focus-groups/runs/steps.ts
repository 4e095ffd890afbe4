/**
 * What a kind of run (SSR, feedback analysis) gives the executor (./execute.ts): one step at a time
 * from a checkpoint, and the stored result once every step is done. A step is the unit that is paid
 * for once: its outcome and the move of `done` are written together, so a restart never repeats it.
 */
import type { fgAnalysisRuns } from "@/db/schema";
import type { BrandScope } from "@/lib/brand-scope";
import type { BriefSettings } from "@/modules/personas/engine";

export type RunRow = typeof fgAnalysisRuns.$inferSelect;
export type StepContext = { scope: BrandScope; run: RunRow; jobId: string; settings: BriefSettings };
export type StepOutcome = { state: Record<string, unknown>; total: number; stage: string } | { budget: string };
export type RunResult = { content: Record<string, unknown>; engineLabel: string };

export type RunSteps = {
  /** Step `done` (0 = prepare: decide the work and `total`) from the checkpoint `state`. */
  step(ctx: StepContext, state: Record<string, unknown>, done: number): Promise<StepOutcome>;
  /** The fg_analyses content once `done` reached `total`. */
  result(ctx: StepContext, state: Record<string, unknown>): Promise<RunResult>;
};
