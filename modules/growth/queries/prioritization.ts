/** The brand's scoring model (ICE or RICE) and the prioritisation board's data. */
import { eq, notInArray } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { growthIdeas, growthLearnings, growthSettings } from "@/db/schema";
import { logScopeActivity } from "@/lib/activity";
import type { ChannelKey, FunnelStage, LearningOutcome, ScoringModel } from "@/db/schema/growth-enums";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { confidencePrior, priorKey, type ConfidencePrior } from "../scoring";
import { type Idea, readIdeas } from "./ideas";


export async function readScoringModel(tx: Tx, scope: BrandScope): Promise<ScoringModel> {
  const [row] = await tx.select({ m: growthSettings.scoringModel }).from(growthSettings).where(eq(growthSettings.brandId, scope.brandId));
  return row?.m ?? "ice";
}

export async function setScoringModel(scope: BrandScope, model: ScoringModel): Promise<{ model: ScoringModel }> {
  return withScope(scope, async (tx) => {
    await tx
      .insert(growthSettings)
      .values({ brandId: scope.brandId, scoringModel: model })
      .onConflictDoUpdate({ target: growthSettings.brandId, set: { scoringModel: model, updatedAt: new Date() } });
    await logScopeActivity(tx, scope, "growth_scoring_model_set", `Set the prioritisation model to ${model.toUpperCase()}`, { model });
    return { model };
  });
}

// ─── prioritisation ──────────────────────────────────────────────────────────────────────────────

type LearningFact = { ideaId: string; outcome: LearningOutcome; channel: ChannelKey | null; stage: FunnelStage | null; pillarId: string | null };

async function readLearningFacts(tx: Tx, scope: BrandScope): Promise<LearningFact[]> {
  return tx
    .select({ ideaId: growthLearnings.ideaId, outcome: growthLearnings.outcome, channel: growthIdeas.channel, stage: growthIdeas.stage, pillarId: growthIdeas.pillarId })
    .from(growthLearnings)
    .innerJoin(growthIdeas, eq(growthIdeas.id, growthLearnings.ideaId))
    .where(eq(growthLearnings.brandId, scope.brandId));
}

/** Confidence priors per channel|stage bucket, from the brand's learnings. */
function priorsFrom(facts: readonly LearningFact[]): Record<string, ConfidencePrior> {
  const buckets = new Map<string, LearningOutcome[]>();
  for (const f of facts) {
    const key = priorKey(f.channel, f.stage);
    if (!key) continue;
    buckets.set(key, [...(buckets.get(key) ?? []), f.outcome]);
  }
  const out: Record<string, ConfidencePrior> = {};
  for (const [key, outcomes] of buckets) out[key] = confidencePrior(outcomes)!;
  return out;
}

export type PrioritizationData = { model: ScoringModel; ideas: Idea[]; priors: Record<string, ConfidencePrior> };

export async function getPrioritization(scope: BrandScope): Promise<PrioritizationData> {
  return withScope(scope, async (tx) => ({
    model: await readScoringModel(tx, scope),
    ideas: await readIdeas(tx, scope, notInArray(growthIdeas.status, ["discarded"])),
    priors: priorsFrom(await readLearningFacts(tx, scope)),
  }));
}
