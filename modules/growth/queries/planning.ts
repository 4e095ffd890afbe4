/** Planning experiments into sprints against the squad's capacity. */
import { and, eq, inArray } from "drizzle-orm";
import { growthCapacity, growthIdeas, growthSprints, growthSquad } from "@/db/schema";
import { logScopeActivity } from "@/lib/activity";
import type { IdeaStatus, ScoringModel } from "@/db/schema/growth-enums";
import { ActionError } from "@/lib/action";
import { assertInBrand, withScope, type BrandScope } from "@/lib/brand-scope";
import { listGrowthSquad, type SquadMember } from "@/modules/squad/queries";
import type { planIdeaInput, setCapacityInput } from "../inputs";
import { scoreFor } from "../scoring";
import { STATUS_LABELS } from "../labels";
import { type Idea, getIdeaRow, readIdeas } from "./ideas";
import { readScoringModel } from "./prioritization";
import { type Out, type SprintSummary, readSprints } from "./shared";

export type CapacityCell = { sprintId: string; memberId: string; capacity: number };
export type PlanningData = {
  model: ScoringModel;
  ideas: Idea[];
  sprints: SprintSummary[];
  squad: SquadMember[];
  capacity: CapacityCell[];
};

export async function getPlanning(scope: BrandScope): Promise<PlanningData> {
  return withScope(scope, async (tx) => ({
    model: await readScoringModel(tx, scope),
    ideas: await readIdeas(tx, scope, inArray(growthIdeas.status, ["idea", "prioritised", "planned", "running"])),
    sprints: await readSprints(tx, scope),
    squad: await listGrowthSquad(scope, tx),
    capacity: await tx
      .select({ sprintId: growthCapacity.sprintId, memberId: growthCapacity.memberId, capacity: growthCapacity.capacity })
      .from(growthCapacity)
      .where(eq(growthCapacity.brandId, scope.brandId)),
  }));
}

export async function planIdea(scope: BrandScope, data: Out<typeof planIdeaInput>): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    const idea = await getIdeaRow(tx, scope, data.id);
    if (idea.status === "done" || idea.status === "discarded") {
      throw new ActionError(`"${idea.title}" is ${STATUS_LABELS[idea.status].toLowerCase()}. Move it back to the backlog before planning it.`);
    }
    await assertInBrand(tx, scope, growthSprints, [data.sprintId]);
    await assertInBrand(tx, scope, growthSquad, [data.ownerId]);
    const [sprint] = await tx
      .select({ name: growthSprints.name })
      .from(growthSprints)
      .where(and(eq(growthSprints.id, data.sprintId), eq(growthSprints.brandId, scope.brandId)));
    await tx
      .update(growthIdeas)
      .set({
        sprintId: data.sprintId,
        ownerId: data.ownerId,
        effort: data.effort ?? idea.effort,
        status: idea.status === "running" ? "running" : "planned",
      })
      .where(and(eq(growthIdeas.id, data.id), eq(growthIdeas.brandId, scope.brandId)));
    await logScopeActivity(tx, scope, "growth_idea_planned", `Planned "${idea.title}" into ${sprint?.name ?? "a sprint"}`, {
      ideaId: data.id,
      sprintId: data.sprintId,
      ownerId: data.ownerId,
    });
    return { id: data.id };
  });
}

export async function unplanIdea(scope: BrandScope, id: string): Promise<{ id: string; status: IdeaStatus }> {
  return withScope(scope, async (tx) => {
    const idea = await getIdeaRow(tx, scope, id);
    if (idea.status !== "planned") throw new ActionError("Only planned experiments can be taken out of a sprint.");
    // Scored under either model means it was prioritised once; switching models later does not undo that.
    const status: IdeaStatus = scoreFor("ice", idea) !== null || scoreFor("rice", idea) !== null ? "prioritised" : "idea";
    await tx.update(growthIdeas).set({ sprintId: null, status }).where(and(eq(growthIdeas.id, id), eq(growthIdeas.brandId, scope.brandId)));
    await logScopeActivity(tx, scope, "growth_idea_unplanned", `Took "${idea.title}" out of its sprint`, { ideaId: id });
    return { id, status };
  });
}

export async function setCapacity(scope: BrandScope, data: Out<typeof setCapacityInput>): Promise<CapacityCell> {
  return withScope(scope, async (tx) => {
    await assertInBrand(tx, scope, growthSprints, [data.sprintId]);
    await assertInBrand(tx, scope, growthSquad, [data.memberId]);
    await tx
      .insert(growthCapacity)
      .values({ brandId: scope.brandId, ...data })
      .onConflictDoUpdate({
        target: [growthCapacity.brandId, growthCapacity.sprintId, growthCapacity.memberId],
        set: { capacity: data.capacity, updatedAt: new Date() },
      });
    await logScopeActivity(tx, scope, "growth_capacity_set", `Set sprint capacity to ${data.capacity} person-months`, data);
    return data;
  });
}
