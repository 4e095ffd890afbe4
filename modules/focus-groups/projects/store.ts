import { and, eq } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { fgProjects, foundationalTasks, type FgProjectStatus } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { NotFoundError, assertInBrand, withScope, type BrandScope } from "@/lib/brand-scope";
import { createTasksInTx } from "@/modules/tasks/queries";
import { listMembers } from "@/modules/team/queries";
import type { ProjectFields } from "./inputs";
import { statusMoveRefusal } from "./status";

/** The owner must be someone who can open the brand: a project owned by a stranger would leak its existence. */
async function assertMember(scope: BrandScope, ownerId: string | null): Promise<void> {
  if (!ownerId) return;
  const members = await listMembers(scope);
  if (!members.some((m) => m.userId === ownerId)) throw new ActionError("The owner must be a member of this brand. Choose someone from the list.");
}

async function linkedTask(tx: Tx, scope: BrandScope, f: ProjectFields): Promise<string | null> {
  if (f.createTask) {
    const [task] = await createTasksInTx(tx, scope, [
      {
        title: `Focus group: ${f.name}`.slice(0, 200),
        description: [f.objective && `Objective: ${f.objective}`, f.decision && `Decision to inform: ${f.decision}`].filter(Boolean).join("\n\n"),
        assignedTo: null,
        sprintId: null,
        dueDate: f.dueDate,
        sourceType: "focus_group",
        sourceData: { projectName: f.name },
      },
    ]);
    return task!.id;
  }
  if (f.taskId) await assertInBrand(tx, scope, foundationalTasks, [f.taskId]);
  return f.taskId;
}

export async function createProject(scope: BrandScope, f: ProjectFields): Promise<{ id: string }> {
  await assertMember(scope, f.ownerId);
  return withScope(scope, async (tx) => {
    const taskId = await linkedTask(tx, scope, f);
    const [row] = await tx
      .insert(fgProjects)
      .values({ brandId: scope.brandId, name: f.name, objective: f.objective, hypotheses: f.hypotheses, decision: f.decision, ownerId: f.ownerId, dueDate: f.dueDate, taskId, createdBy: scope.userId })
      .returning({ id: fgProjects.id });
    return { id: row!.id };
  });
}

export async function updateProject(scope: BrandScope, projectId: string, f: ProjectFields & { status?: FgProjectStatus }): Promise<{ id: string }> {
  await assertMember(scope, f.ownerId);
  return withScope(scope, async (tx) => {
    const [current] = await tx.select({ status: fgProjects.status, ownerId: fgProjects.ownerId }).from(fgProjects).where(and(eq(fgProjects.id, projectId), eq(fgProjects.brandId, scope.brandId))).for("update");
    if (!current) throw new NotFoundError();
    if (f.status) {
      const refusal = statusMoveRefusal(current.status, f.status);
      if (refusal) throw new ActionError(refusal);
    }
    const taskId = await linkedTask(tx, scope, f);
    await tx
      .update(fgProjects)
      .set({ name: f.name, objective: f.objective, hypotheses: f.hypotheses, decision: f.decision, ownerId: f.ownerId, dueDate: f.dueDate, taskId, ...(f.status ? { status: f.status } : {}), updatedAt: new Date() })
      .where(and(eq(fgProjects.id, projectId), eq(fgProjects.brandId, scope.brandId)));
    return { id: projectId };
  });
}

export async function setProjectStatus(scope: BrandScope, projectId: string, status: FgProjectStatus): Promise<{ id: string; status: FgProjectStatus }> {
  return withScope(scope, async (tx) => {
    const [current] = await tx.select({ status: fgProjects.status }).from(fgProjects).where(and(eq(fgProjects.id, projectId), eq(fgProjects.brandId, scope.brandId))).for("update");
    if (!current) throw new NotFoundError();
    const refusal = statusMoveRefusal(current.status, status);
    if (refusal) throw new ActionError(refusal);
    await tx.update(fgProjects).set({ status, updatedAt: new Date() }).where(and(eq(fgProjects.id, projectId), eq(fgProjects.brandId, scope.brandId)));
    return { id: projectId, status };
  });
}

/** Deleting a project removes its participants, stimuli, guide, sessions and analyses (cascade); its task stays. */
export async function deleteProject(scope: BrandScope, projectId: string): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    const gone = await tx.delete(fgProjects).where(and(eq(fgProjects.id, projectId), eq(fgProjects.brandId, scope.brandId))).returning({ id: fgProjects.id });
    if (!gone.length) throw new NotFoundError();
    return { id: projectId };
  });
}
