/** An experiment's foundational tasks (source growth_idea), created through the tasks module. */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { foundationalTasks, growthIdeas, growthSquad } from "@/db/schema";
import { logScopeActivity } from "@/lib/activity";
import type { TaskStatus } from "@/lib/task-status";
import { ActionError } from "@/lib/action";
import { assertInBrand, withScope, type BrandScope } from "@/lib/brand-scope";
import { insertTasks } from "@/modules/tasks/queries";
import { listGrowthSquad, type SquadMember } from "@/modules/squad/queries";
import { squadMemberName } from "@/modules/squad/labels";
import type { createExperimentTasksInput } from "../inputs";
import { type Idea, getIdeaRow, readIdeas } from "./ideas";
import { GROWTH_TASK_SOURCE, type Out, type SprintSummary, readSprints } from "./shared";

type ExperimentTask = {
  id: string;
  ideaId: string;
  title: string;
  status: TaskStatus;
  priority: string;
  difficulty: string;
  assignedTo: string | null;
  assigneeName: string | null;
  sprintId: string | null;
  createdAt: Date;
};

const ideaIdOfTask = sql<string>`${foundationalTasks.sourceData}->>'growth_idea_id'`;

async function readExperimentTasks(tx: Tx, scope: BrandScope): Promise<ExperimentTask[]> {
  const rows = await tx
    .select({
      id: foundationalTasks.id,
      ideaId: ideaIdOfTask,
      title: foundationalTasks.title,
      status: foundationalTasks.status,
      priority: foundationalTasks.priority,
      difficulty: foundationalTasks.difficulty,
      assignedTo: foundationalTasks.assignedTo,
      assigneeName: growthSquad.name,
      assigneeAlias: growthSquad.alias,
      sprintId: foundationalTasks.sprintId,
      createdAt: foundationalTasks.createdAt,
    })
    .from(foundationalTasks)
    .leftJoin(growthSquad, eq(growthSquad.id, foundationalTasks.assignedTo))
    .where(and(eq(foundationalTasks.brandId, scope.brandId), eq(foundationalTasks.sourceType, GROWTH_TASK_SOURCE)))
    .orderBy(asc(foundationalTasks.createdAt), asc(foundationalTasks.id));
  return rows.map(({ assigneeAlias, assigneeName, ...r }) => ({
    ...r,
    assigneeName: assigneeName ? squadMemberName({ name: assigneeName, alias: assigneeAlias }) : null,
  }));
}

export type TaskingData = { ideas: Idea[]; tasks: ExperimentTask[]; squad: SquadMember[]; sprints: SprintSummary[] };

export async function getTasking(scope: BrandScope): Promise<TaskingData> {
  return withScope(scope, async (tx) => ({
    ideas: await readIdeas(tx, scope, inArray(growthIdeas.status, ["planned", "running", "done"])),
    tasks: await readExperimentTasks(tx, scope),
    squad: await listGrowthSquad(scope, tx),
    sprints: await readSprints(tx, scope),
  }));
}

/** Breaks an experiment into foundational tasks (source growth_idea) in the experiment's sprint. */
export async function createExperimentTasks(scope: BrandScope, data: Out<typeof createExperimentTasksInput>): Promise<{ ids: string[] }> {
  return withScope(scope, async (tx) => {
    const idea = await getIdeaRow(tx, scope, data.ideaId);
    if (idea.status !== "planned" && idea.status !== "running") {
      throw new ActionError("Plan the experiment into a sprint first: tasks belong to a planned or running experiment.");
    }
    await assertInBrand(tx, scope, growthSquad, data.tasks.map((t) => t.assignedTo));
    const created = await insertTasks(
      tx,
      scope,
      data.tasks.map((t) => ({
        title: t.title,
        description: t.description,
        priority: t.priority,
        difficulty: t.difficulty,
        assignedTo: t.assignedTo ?? idea.ownerId,
        sprintId: idea.sprintId,
        sourceType: GROWTH_TASK_SOURCE,
        sourceData: { task_type: "growth_experiment", growth_idea_id: idea.id, growth_idea_title: idea.title, sprint_id: idea.sprintId },
      })),
    );
    await logScopeActivity(tx, scope, "growth_experiment_tasks_created", `Created ${created.length} task${created.length === 1 ? "" : "s"} for "${idea.title}"`, {
      ideaId: idea.id,
      taskIds: created.map((t) => t.id),
    });
    return { ids: created.map((t) => t.id) };
  });
}
