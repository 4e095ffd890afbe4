import { getDb } from "@/db/client";
import { enqueueJob, ensureJobQueues } from "@/lib/jobs";
import * as settings from "@/modules/social/settings/actions";
import * as mix from "@/modules/social/channel-mix/actions";
import * as jobs from "@/modules/social/batch-jobs/actions";
import { CHANNEL_MIX_TASK } from "@/modules/social/channel-mix/runs";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// Social ops (issue #22): owners and members edit, viewers look. Settings and Channel Mix act on the
// caller's current brand, so the outsider succeeds in their own brand B (brand A stays untouched).
// Retry and cancel take a job id of brand A: only A's editors may touch it; anyone else gets "not found".
const anyBrand = ["owner", "member", "outsider"] as const;

async function brandJob(w: MatrixWorld, state: "queued" | "cancelled"): Promise<string> {
  await ensureJobQueues([CHANNEL_MIX_TASK]);
  // A far-future job no runner takes during the test; cancelled ones are ready to retry.
  const id = (await enqueueJob(getDb(), CHANNEL_MIX_TASK, { brandId: w.a.id, userId: null, runId: "00000000-0000-0000-0000-000000000000" }, { brandId: w.a.id, delayMs: 86_400_000 }))!;
  if (state === "cancelled") {
    const { cancelJob } = await import("@/lib/jobs");
    await cancelJob(getDb(), w.a.id, CHANNEL_MIX_TASK, id);
  }
  return id;
}

export default defineMatrix([
  {
    action: "saveSocialSettings",
    call: settings.saveSocialSettingsAction,
    allow: anyBrand,
    input: () => ({
      postingWindows: [{ network: "linkedin", weekday: 2, start: "09:00", end: "11:00" }],
      timeZone: "UTC",
      approvalRequired: true,
      hashtagSets: [{ name: "Matrix", tags: ["matrix"] }],
      bannedWords: ["synergy"],
      engine: "ai",
      engineKey: "",
      agentWebhookUrl: "",
    }),
  },
  { action: "runChannelMix", call: mix.runChannelMixAction, allow: anyBrand, input: () => ({}) },
  { action: "cancelSocialJob", call: jobs.cancelSocialJobAction, allow: ["owner", "member"], input: async (w) => ({ jobId: await brandJob(w, "queued") }) },
  { action: "retrySocialJob", call: jobs.retrySocialJobAction, allow: ["owner", "member"], input: async (w) => ({ jobId: await brandJob(w, "cancelled") }) },
]);
