/**
 * Channel Mix runs: starting one (a row plus its `social.channel-mix` job, in one transaction),
 * the job that scores the brand and asks the AI engine for a narrative when one is configured, and
 * reading runs back for the page (the latest and the ones to compare it with).
 */
import { and, desc, eq } from "drizzle-orm";
import { socialChannelMixRuns } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { defineTask, enqueueJob, wakeJobRunner } from "@/lib/jobs";
import { generateAnswer } from "@/modules/ai/client";
import { defaultEngine, loadEngine } from "@/modules/ai/engines";
import { actingScope } from "@/modules/roles/acting";
import { logSocialJob } from "../batch-jobs/progress";
import { getSocialSettings } from "../settings/queries";
import { gatherMixInputs } from "./inputs-from-brand";
import { capacityNote, NETWORK_LABEL, scoreChannelMix, type MixInputs, type NetworkScore } from "./score";

export const CHANNEL_MIX_TASK = "social.channel-mix";

type Payload = { brandId: string; userId: string | null; runId: string };

export type ChannelMixRun = {
  id: string;
  status: "queued" | "running" | "done" | "failed";
  jobId: string | null;
  inputs: MixInputs | null;
  results: NetworkScore[];
  capacity: string | null;
  narrative: string | null;
  narrativeNote: string | null;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
};

async function setRun(scope: BrandScope, runId: string, patch: Partial<typeof socialChannelMixRuns.$inferInsert>): Promise<void> {
  await withScope(scope, (tx) =>
    tx
      .update(socialChannelMixRuns)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(socialChannelMixRuns.id, runId), eq(socialChannelMixRuns.brandId, scope.brandId))),
  );
}

function narrativePrompt(inputs: MixInputs, scores: NetworkScore[]): string {
  const lines = scores.map((s) => `- ${NETWORK_LABEL[s.network]}: score ${s.score} (${s.tier}), ${s.cadence}, ${s.hoursPerWeek} h/week. ${s.reasons.join(" ")}`);
  return [
    "Here is a scored social channel mix for a brand. Write a short recommendation (120–200 words, plain prose, no headings, no lists) explaining which networks to invest in first and why, citing the reasons given. Do not invent numbers.",
    inputs.businessModel ? `Business model: ${inputs.businessModel}` : "",
    inputs.goals ? `Goals: ${inputs.goals.slice(0, 600)}` : "",
    "Scores:",
    ...lines,
  ]
    .filter(Boolean)
    .join("\n");
}

/** The brand's chosen engine (Social Media Settings), else its default; null with the reason. */
async function narrativeEngine(scope: BrandScope) {
  const settings = await getSocialSettings(scope);
  const key = (settings.engine === "ai" ? settings.engineKey : null) ?? (await defaultEngine(scope))?.key ?? null;
  if (!key) return { engine: null, note: "No AI engine is connected: the scores and reasons below are the whole result. Connect one on /integrations for a written summary." };
  const engine = await loadEngine(scope, key);
  if (!engine) return { engine: null, note: "The AI engine chosen in Social Media Settings is no longer connected." };
  return { engine, note: null };
}

defineTask<Payload>({
  name: CHANNEL_MIX_TASK,
  maxAttempts: 3,
  leaseMs: 5 * 60_000,
  handler: async ({ payload, id, task, attempt, maxAttempts, signal }) => {
    const scope = await actingScope(payload.brandId, payload.userId, "social-media");
    if (!scope) return;
    const job = { id, task };
    try {
      await setRun(scope, payload.runId, { status: "running", error: null });
      await logSocialJob(scope, job, { message: "Reading the questionnaire, personas and the brand's own social results", done: 0, total: 3 });
      const inputs = await gatherMixInputs(scope);
      const results = scoreChannelMix(inputs);
      await setRun(scope, payload.runId, { inputs: inputs as unknown as Record<string, unknown>, results: results as unknown as Record<string, unknown>[] });
      const top = results.filter((r) => r.tier === "invest").map((r) => NETWORK_LABEL[r.network]);
      await logSocialJob(scope, job, { message: `Scored ${results.length} networks: ${top.length ? `invest in ${top.join(", ")}` : "no network stands out yet"}`, done: 2, total: 3 });
      if (signal.aborted) throw new Error("Stopped before the summary was written; the job runs again.");
      const { engine, note } = await narrativeEngine(scope);
      let narrative: string | null = null;
      let narrativeNote = note;
      if (engine) {
        try {
          const answer = await generateAnswer(engine, { system: "You are a pragmatic social media strategist.", prompt: narrativePrompt(inputs, results), maxOutputTokens: 600 }, { scope, purpose: "social.channel-mix", jobId: id, maxWaitMs: 60_000 });
          narrative = answer.text.trim() || null;
          narrativeNote = `Written by ${engine.label}`;
        } catch (e) {
          // The scores stand on their own: a failed summary is reported, not a failed run.
          narrativeNote = `The summary could not be written: ${e instanceof Error ? e.message : String(e)}`;
          await logSocialJob(scope, job, { message: narrativeNote, level: "warn" });
        }
      }
      await setRun(scope, payload.runId, { status: "done", narrative, narrativeNote, finishedAt: new Date() });
      await logSocialJob(scope, job, { message: narrative ? "Done, with a written summary" : "Done", done: 3, total: 3 });
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      const last = attempt >= maxAttempts;
      await logSocialJob(scope, job, { message: last ? `Failed: ${message}` : `Attempt ${attempt} failed, trying again: ${message}`, level: "error" });
      if (last) await setRun(scope, payload.runId, { status: "failed", error: message, finishedAt: new Date() });
      throw e;
    }
  },
});

/** Starts a run unless one is already queued or running for the brand (then returns that one's id). */
export async function startChannelMixRun(scope: BrandScope): Promise<{ runId: string; alreadyRunning: boolean }> {
  const result = await withScope(scope, async (tx) => {
    const [active] = await tx
      .select({ id: socialChannelMixRuns.id, status: socialChannelMixRuns.status })
      .from(socialChannelMixRuns)
      .where(and(eq(socialChannelMixRuns.brandId, scope.brandId)))
      .orderBy(desc(socialChannelMixRuns.createdAt))
      .limit(1);
    if (active && (active.status === "queued" || active.status === "running")) return { runId: active.id, alreadyRunning: true };
    const [run] = await tx.insert(socialChannelMixRuns).values({ brandId: scope.brandId, createdBy: scope.userId }).returning({ id: socialChannelMixRuns.id });
    const payload: Payload = { brandId: scope.brandId, userId: scope.userId, runId: run!.id };
    const jobId = await enqueueJob(tx, CHANNEL_MIX_TASK, payload, { brandId: scope.brandId });
    await tx.update(socialChannelMixRuns).set({ jobId }).where(and(eq(socialChannelMixRuns.id, run!.id), eq(socialChannelMixRuns.brandId, scope.brandId)));
    return { runId: run!.id, alreadyRunning: false };
  });
  if (!result.alreadyRunning) wakeJobRunner();
  return result;
}

function toRun(r: typeof socialChannelMixRuns.$inferSelect): ChannelMixRun {
  const inputs = Object.keys(r.inputs).length ? (r.inputs as unknown as MixInputs) : null;
  const results = r.results as unknown as NetworkScore[];
  return {
    id: r.id,
    status: (["queued", "running", "done", "failed"].includes(r.status) ? r.status : "failed") as ChannelMixRun["status"],
    jobId: r.jobId,
    inputs,
    results,
    capacity: inputs && results.length ? capacityNote(results, inputs.teamHours) : null,
    narrative: r.narrative,
    narrativeNote: r.narrativeNote,
    error: r.error,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
}

/** The brand's runs, newest first (at most 20). */
export async function listChannelMixRuns(scope: BrandScope): Promise<ChannelMixRun[]> {
  const rows = await withScope(scope, (tx) =>
    tx.select().from(socialChannelMixRuns).where(eq(socialChannelMixRuns.brandId, scope.brandId)).orderBy(desc(socialChannelMixRuns.createdAt)).limit(20),
  );
  return rows.map(toRun);
}
