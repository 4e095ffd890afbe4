/** The idea backlog: capture, edit, status, scores. */
import { and, asc, desc, eq, type SQL } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { growthIdeas, growthLearnings, growthPillars, growthSprints, growthSquad } from "@/db/schema";
import { logScopeActivity } from "@/lib/activity";
import type { ChannelKey, FunnelStage, IdeaStatus, LearningOutcome, ScoringModel } from "@/db/schema/growth-enums";
import { ActionError } from "@/lib/action";
import { assertInBrand, NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { listGrowthSquad, type SquadMember } from "@/modules/squad/queries";
import { squadMemberName } from "@/modules/squad/labels";
import { today as currentDay } from "@/lib/calendar-day";
import type { captureIdeaInput, scoreIdeaInput, updateIdeaInput } from "../inputs";
import { similarIdeas } from "../duplicates";
import { scoreFor } from "../scoring";
import { STATUS_LABELS } from "../labels";
import { type Pillar, readPillars } from "./pillars";
import { readScoringModel } from "./prioritization";
import { type Out } from "./shared";

export type Idea = {
  id: string;
  title: string;
  hypothesisChange: string;
  hypothesisOutcome: string;
  hypothesisMeasure: string;
  pillarId: string | null;
  pillarName: string | null;
  stage: FunnelStage | null;
  channel: ChannelKey | null;
  ownerId: string | null;
  ownerName: string | null;
  effort: number | null;
  status: IdeaStatus;
  iceImpact: number | null;
  iceConfidence: number | null;
  iceEase: number | null;
  riceReach: number | null;
  riceImpact: number | null;
  riceConfidence: number | null;
  sprintId: string | null;
  sprintName: string | null;
  startedAt: string | null;
  completedAt: string | null;
  createdAt: Date;
  learningId: string | null;
  outcome: LearningOutcome | null;
};

export async function readIdeas(tx: Tx, scope: BrandScope, where?: SQL): Promise<Idea[]> {
  const rows = await tx
    .select({
      id: growthIdeas.id,
      title: growthIdeas.title,
      hypothesisChange: growthIdeas.hypothesisChange,
      hypothesisOutcome: growthIdeas.hypothesisOutcome,
      hypothesisMeasure: growthIdeas.hypothesisMeasure,
      pillarId: growthIdeas.pillarId,
      pillarName: growthPillars.name,
      stage: growthIdeas.stage,
      channel: growthIdeas.channel,
      ownerId: growthIdeas.ownerId,
      ownerName: growthSquad.name,
      ownerAlias: growthSquad.alias,
      effort: growthIdeas.effort,
      status: growthIdeas.status,
      iceImpact: growthIdeas.iceImpact,
      iceConfidence: growthIdeas.iceConfidence,
      iceEase: growthIdeas.iceEase,
      riceReach: growthIdeas.riceReach,
      riceImpact: growthIdeas.riceImpact,
      riceConfidence: growthIdeas.riceConfidence,
      sprintId: growthIdeas.sprintId,
      sprintName: growthSprints.name,
      startedAt: growthIdeas.startedAt,
      completedAt: growthIdeas.completedAt,
      createdAt: growthIdeas.createdAt,
      learningId: growthLearnings.id,
      outcome: growthLearnings.outcome,
    })
    .from(growthIdeas)
    .leftJoin(growthPillars, eq(growthPillars.id, growthIdeas.pillarId))
    .leftJoin(growthSquad, eq(growthSquad.id, growthIdeas.ownerId))
    .leftJoin(growthSprints, eq(growthSprints.id, growthIdeas.sprintId))
    .leftJoin(growthLearnings, eq(growthLearnings.ideaId, growthIdeas.id))
    .where(and(eq(growthIdeas.brandId, scope.brandId), where))
    .orderBy(desc(growthIdeas.createdAt), asc(growthIdeas.id));
  return rows.map(({ ownerAlias, ownerName, ...r }) => ({ ...r, ownerName: ownerName ? squadMemberName({ name: ownerName, alias: ownerAlias }) : null }));
}

async function ideaRefs(tx: Tx, scope: BrandScope, data: { pillarId: string | null; ownerId: string | null }) {
  await assertInBrand(tx, scope, growthPillars, [data.pillarId]);
  await assertInBrand(tx, scope, growthSquad, [data.ownerId]);
}

export async function getIdeaRow(tx: Tx, scope: BrandScope, id: string) {
  const [row] = await tx.select().from(growthIdeas).where(and(eq(growthIdeas.id, id), eq(growthIdeas.brandId, scope.brandId)));
  if (!row) throw new NotFoundError();
  return row;
}

type CapturedIdea = { id: string; title: string; duplicates: { id: string; title: string; status: IdeaStatus }[] };

/** Quick capture: saved at once; look-alikes are returned so the UI can flag them, never blocked. */
export async function captureIdea(scope: BrandScope, data: Out<typeof captureIdeaInput>): Promise<CapturedIdea> {
  return withScope(scope, async (tx) => {
    await ideaRefs(tx, scope, data);
    const others = await tx
      .select({ id: growthIdeas.id, title: growthIdeas.title, status: growthIdeas.status })
      .from(growthIdeas)
      .where(eq(growthIdeas.brandId, scope.brandId));
    const [row] = await tx
      .insert(growthIdeas)
      .values({ ...data, brandId: scope.brandId, status: "idea", createdBy: scope.userId })
      .returning({ id: growthIdeas.id, title: growthIdeas.title });
    await logScopeActivity(tx, scope, "growth_idea_captured", `Captured idea "${data.title}"`, { ideaId: row!.id });
    return { ...row!, duplicates: similarIdeas(data.title, others).slice(0, 5) };
  });
}

export async function updateIdea(scope: BrandScope, data: Out<typeof updateIdeaInput>): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    await ideaRefs(tx, scope, data);
    const { id, ...fields } = data;
    const [row] = await tx
      .update(growthIdeas)
      .set(fields)
      .where(and(eq(growthIdeas.id, id), eq(growthIdeas.brandId, scope.brandId)))
      .returning({ id: growthIdeas.id });
    if (!row) throw new NotFoundError();
    await logScopeActivity(tx, scope, "growth_idea_updated", `Updated idea "${data.title}"`, { ideaId: id });
    return row;
  });
}

/**
 * Manual status changes. "planned" needs a sprint, so it is set by planning; "done" through a
 * learning is preferred but allowed directly (the learnings page then asks for the result).
 */
export async function setIdeaStatus(scope: BrandScope, id: string, status: IdeaStatus): Promise<{ id: string; status: IdeaStatus }> {
  return withScope(scope, async (tx) => {
    const idea = await getIdeaRow(tx, scope, id);
    if (status === "planned" && !idea.sprintId) throw new ActionError("Plan the idea into a sprint on Growth Planning to make it planned.");
    const today = currentDay();
    const patch: Partial<typeof growthIdeas.$inferInsert> = { status };
    if (status === "running" && !idea.startedAt) patch.startedAt = today;
    if (status === "done" && !idea.completedAt) patch.completedAt = today;
    if (status === "idea" || status === "prioritised" || status === "discarded") patch.sprintId = null;
    await tx.update(growthIdeas).set(patch).where(and(eq(growthIdeas.id, id), eq(growthIdeas.brandId, scope.brandId)));
    await logScopeActivity(tx, scope, "growth_idea_status_changed", `Moved "${idea.title}" to ${STATUS_LABELS[status]}`, { ideaId: id, from: idea.status, to: status });
    return { id, status };
  });
}

export async function deleteIdea(scope: BrandScope, id: string): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    const idea = await getIdeaRow(tx, scope, id);
    const [learning] = await tx
      .select({ id: growthLearnings.id })
      .from(growthLearnings)
      .where(and(eq(growthLearnings.brandId, scope.brandId), eq(growthLearnings.ideaId, id)));
    if (learning) throw new ActionError("This experiment has a recorded learning. Discard it instead, so the learning stays in the library.");
    await tx.delete(growthIdeas).where(and(eq(growthIdeas.id, id), eq(growthIdeas.brandId, scope.brandId)));
    await logScopeActivity(tx, scope, "growth_idea_deleted", `Deleted idea "${idea.title}"`, { ideaId: id });
    return { id };
  });
}

/** Saves ICE and RICE inputs; an idea whose score under the brand's model is complete becomes prioritised. */
export async function scoreIdea(scope: BrandScope, data: Out<typeof scoreIdeaInput>): Promise<{ id: string; score: number | null; status: IdeaStatus }> {
  return withScope(scope, async (tx) => {
    const idea = await getIdeaRow(tx, scope, data.id);
    const model = await readScoringModel(tx, scope);
    const { id, ...fields } = data;
    const score = scoreFor(model, fields);
    const status: IdeaStatus = idea.status === "idea" && score !== null ? "prioritised" : idea.status;
    await tx
      .update(growthIdeas)
      .set({ ...fields, status })
      .where(and(eq(growthIdeas.id, id), eq(growthIdeas.brandId, scope.brandId)));
    await logScopeActivity(tx, scope, "growth_idea_scored", `Scored "${idea.title}"${score !== null ? `: ${model.toUpperCase()} ${score}` : ""}`, {
      ideaId: id,
      model,
      score,
      ...fields,
    });
    return { id, score, status };
  });
}

type BacklogData = { ideas: Idea[]; pillars: Pick<Pillar, "id" | "name">[]; squad: SquadMember[]; model: ScoringModel };
export async function getBacklog(scope: BrandScope): Promise<BacklogData> {
  return withScope(scope, async (tx) => ({
    ideas: await readIdeas(tx, scope),
    pillars: (await readPillars(tx, scope)).map(({ id, name }) => ({ id, name })),
    squad: await listGrowthSquad(scope, tx),
    model: await readScoringModel(tx, scope),
  }));
}
