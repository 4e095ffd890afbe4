/** Learnings: an experiment's recorded result. */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { growthIdeas, growthLearnings, growthMetrics, growthPillars, growthSprints } from "@/db/schema";
import { logScopeActivity } from "@/lib/activity";
import type { ChannelKey, FunnelStage, LearningOutcome } from "@/db/schema/growth-enums";
import { ActionError } from "@/lib/action";
import { assertInBrand, NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { today as currentDay } from "@/lib/calendar-day";
import type { recordLearningInput, updateLearningInput } from "../inputs";
import { type Idea, getIdeaRow, readIdeas } from "./ideas";
import { type Metric, readMetrics } from "./metrics";
import { type Pillar, readPillars } from "./pillars";
import { type Out } from "./shared";

export type Learning = {
  id: string;
  ideaId: string;
  ideaTitle: string;
  hypothesis: { change: string; outcome: string; measure: string };
  channel: ChannelKey | null;
  stage: FunnelStage | null;
  pillarId: string | null;
  pillarName: string | null;
  sprintName: string | null;
  outcome: LearningOutcome;
  metricId: string | null;
  metricName: string | null;
  metricUnit: string | null;
  metricChange: number | null;
  changeUnit: "percent" | "absolute";
  learned: string;
  evidenceLinks: string[];
  createdAt: Date;
};

export async function readLearnings(tx: Tx, scope: BrandScope, limit?: number): Promise<Learning[]> {
  const q = tx
    .select({
      id: growthLearnings.id,
      ideaId: growthLearnings.ideaId,
      ideaTitle: growthIdeas.title,
      change: growthIdeas.hypothesisChange,
      expected: growthIdeas.hypothesisOutcome,
      measure: growthIdeas.hypothesisMeasure,
      channel: growthIdeas.channel,
      stage: growthIdeas.stage,
      pillarId: growthIdeas.pillarId,
      pillarName: growthPillars.name,
      sprintName: growthSprints.name,
      outcome: growthLearnings.outcome,
      metricId: growthLearnings.metricId,
      metricName: growthMetrics.name,
      metricUnit: growthMetrics.unit,
      metricChange: growthLearnings.metricChange,
      changeUnit: growthLearnings.changeUnit,
      learned: growthLearnings.learned,
      evidenceLinks: growthLearnings.evidenceLinks,
      createdAt: growthLearnings.createdAt,
    })
    .from(growthLearnings)
    .innerJoin(growthIdeas, eq(growthIdeas.id, growthLearnings.ideaId))
    .leftJoin(growthPillars, eq(growthPillars.id, growthIdeas.pillarId))
    .leftJoin(growthSprints, eq(growthSprints.id, growthIdeas.sprintId))
    .leftJoin(growthMetrics, eq(growthMetrics.id, growthLearnings.metricId))
    .where(eq(growthLearnings.brandId, scope.brandId))
    .orderBy(desc(growthLearnings.createdAt), asc(growthLearnings.id));
  const rows = limit ? await q.limit(limit) : await q;
  return rows.map(({ change, expected, measure, ...r }) => ({ ...r, hypothesis: { change, outcome: expected, measure } }));
}

export type LearningsData = { learnings: Learning[]; pending: Idea[]; metrics: Pick<Metric, "id" | "name" | "unit" | "stage">[]; pillars: Pick<Pillar, "id" | "name">[] };

export async function getLearnings(scope: BrandScope): Promise<LearningsData> {
  return withScope(scope, async (tx) => {
    const metrics = await readMetrics(tx, scope);
    const pillars = await readPillars(tx, scope);
    return {
      learnings: await readLearnings(tx, scope),
      // Experiments still waiting for their result: planned/running, or done without a learning.
      pending: (await readIdeas(tx, scope, inArray(growthIdeas.status, ["planned", "running", "done"]))).filter((i) => !i.learningId),
      metrics: metrics.map(({ id, name, unit, stage }) => ({ id, name, unit, stage })),
      pillars: pillars.map(({ id, name }) => ({ id, name })),
    };
  });
}

async function learningRefs(tx: Tx, scope: BrandScope, metricId: string | null) {
  await assertInBrand(tx, scope, growthMetrics, [metricId]);
}

/** Records an experiment's result; the experiment is done from then on. */
export async function recordLearning(scope: BrandScope, data: Out<typeof recordLearningInput>): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    const idea = await getIdeaRow(tx, scope, data.ideaId);
    if (idea.status === "discarded") throw new ActionError("This idea was discarded. Move it back to the backlog to run it.");
    await learningRefs(tx, scope, data.metricId);
    const [existing] = await tx
      .select({ id: growthLearnings.id })
      .from(growthLearnings)
      .where(and(eq(growthLearnings.brandId, scope.brandId), eq(growthLearnings.ideaId, data.ideaId)));
    if (existing) throw new ActionError("This experiment already has a learning. Edit that one instead.");
    const { ideaId, ...fields } = data;
    const [row] = await tx
      .insert(growthLearnings)
      .values({ ...fields, ideaId, brandId: scope.brandId, recordedBy: scope.userId })
      .returning({ id: growthLearnings.id });
    const today = currentDay();
    await tx
      .update(growthIdeas)
      .set({ status: "done", completedAt: idea.completedAt ?? today, startedAt: idea.startedAt ?? today })
      .where(and(eq(growthIdeas.id, ideaId), eq(growthIdeas.brandId, scope.brandId)));
    await logScopeActivity(tx, scope, "growth_learning_recorded", `Recorded a ${data.outcome} for "${idea.title}"`, { ideaId, learningId: row!.id, outcome: data.outcome });
    return row!;
  });
}

export async function updateLearning(scope: BrandScope, data: Out<typeof updateLearningInput>): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    await learningRefs(tx, scope, data.metricId);
    const { id, ...fields } = data;
    const [row] = await tx
      .update(growthLearnings)
      .set(fields)
      .where(and(eq(growthLearnings.id, id), eq(growthLearnings.brandId, scope.brandId)))
      .returning({ id: growthLearnings.id, ideaId: growthLearnings.ideaId });
    if (!row) throw new NotFoundError();
    await logScopeActivity(tx, scope, "growth_learning_updated", `Updated a learning (${data.outcome})`, { learningId: id, ideaId: row.ideaId });
    return { id };
  });
}

/** Deleting a learning reopens its experiment as running. */
export async function deleteLearning(scope: BrandScope, id: string): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    const [row] = await tx
      .delete(growthLearnings)
      .where(and(eq(growthLearnings.id, id), eq(growthLearnings.brandId, scope.brandId)))
      .returning({ ideaId: growthLearnings.ideaId });
    if (!row) throw new NotFoundError();
    await tx
      .update(growthIdeas)
      .set({ status: "running", completedAt: null })
      .where(and(eq(growthIdeas.id, row.ideaId), eq(growthIdeas.brandId, scope.brandId), eq(growthIdeas.status, "done")));
    await logScopeActivity(tx, scope, "growth_learning_deleted", "Deleted a learning; its experiment is running again", { learningId: id, ideaId: row.ideaId });
    return { id };
  });
}
