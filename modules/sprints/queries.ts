/**
 * Sprints of a brand (spec §3 growth_sprint, §7 calls, issue 7 /sprints): generated a year at a
 * time, then edited or deleted one by one. Tasks of a deleted sprint stay, without a sprint.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { foundationalTasks, growthSprints, type SprintFrequency } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { OPEN_STATUSES } from "@/lib/task-status";
import { scopedReads } from "@/modules/tasks/batch";
import { emitBrandEvent } from "@/modules/webhooks/emit";
import type { z } from "zod";
import { generateSprints, generationYear } from "./generator";
import type { updateSprintInput } from "./inputs";
import { formatDay } from "@/lib/format";

export type SprintRow = {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  frequency: string;
  status: "open" | "active" | "closed";
  tasks: number;
  openTasks: number;
};

/** Spec §7: by brand, ordered by start date; with each sprint's task counts (one scoped round trip). */
export async function listSprintRows(scope: BrandScope): Promise<SprintRow[]> {
  const { rows } = await scopedReads(scope, (tx) => ({
    rows: tx
      .select({
        id: growthSprints.id,
        name: growthSprints.name,
        startDate: growthSprints.startDate,
        endDate: growthSprints.endDate,
        frequency: growthSprints.frequency,
        status: growthSprints.status,
        tasks: sql<number>`count(${foundationalTasks.id})::int`,
        openTasks: sql<number>`count(${foundationalTasks.id}) filter (where ${inArray(foundationalTasks.status, [...OPEN_STATUSES])})::int`,
      })
      .from(growthSprints)
      .leftJoin(foundationalTasks, and(eq(foundationalTasks.sprintId, growthSprints.id), eq(foundationalTasks.brandId, growthSprints.brandId)))
      .where(eq(growthSprints.brandId, scope.brandId))
      .groupBy(growthSprints.id)
      .orderBy(asc(growthSprints.startDate), asc(growthSprints.id)),
  }));
  return rows;
}

type GenerateResult =
  | { status: "created"; count: number; year: number }
  /** The year already has sprints: nothing was added; ask, then call again with confirmOverlap. */
  | { status: "confirm"; existing: number; count: number; year: number };

export async function generateSprintsForYear(
  scope: BrandScope,
  input: { startDate: string; frequency: SprintFrequency; confirmOverlap: boolean },
): Promise<GenerateResult> {
  const year = generationYear(input.startDate);
  const sprints = generateSprints(input.startDate, input.frequency);
  if (sprints.length === 0) {
    throw new ActionError(
      `No sprint fits between ${formatDay(input.startDate)} and the end of ${year}. Choose an earlier start date or a shorter frequency.`,
    );
  }
  return withScope(scope, async (tx) => {
    const [existing] = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from growth_sprints
      where brand_id = ${scope.brandId}::uuid and start_date <= ${`${year}-12-31`}::date and end_date >= ${`${year}-01-01`}::date`);
    if ((existing?.n ?? 0) > 0 && !input.confirmOverlap) return { status: "confirm", existing: existing!.n, count: sprints.length, year };
    const created = await tx
      .insert(growthSprints)
      .values(sprints.map((s) => ({ ...s, brandId: scope.brandId, userId: scope.userId })))
      .returning({ id: growthSprints.id, name: growthSprints.name, startDate: growthSprints.startDate, endDate: growthSprints.endDate, status: growthSprints.status });
    await logScopeActivity(tx, scope, "create_sprints", `Created ${created.length} sprints for ${year}`, { year, frequency: input.frequency, startDate: input.startDate, count: created.length });
    await emitBrandEvent(tx, scope, "sprint_created", {
      year,
      frequency: input.frequency,
      count: created.length,
      sprints: created.map((s) => ({ id: s.id, name: s.name, start_date: s.startDate, end_date: s.endDate, status: s.status, frequency: input.frequency })),
    });
    return { status: "created", count: created.length, year };
  });
}

export async function updateSprint(scope: BrandScope, data: z.output<typeof updateSprintInput>): Promise<{ id: string; name: string }> {
  return withScope(scope, async (tx) => {
    const [before] = await tx
      .select({ name: growthSprints.name, startDate: growthSprints.startDate, endDate: growthSprints.endDate, status: growthSprints.status })
      .from(growthSprints)
      .where(and(eq(growthSprints.id, data.sprintId), eq(growthSprints.brandId, scope.brandId)));
    if (!before) throw new NotFoundError();
    await tx
      .update(growthSprints)
      .set({ name: data.name, startDate: data.startDate, endDate: data.endDate, status: data.status })
      .where(and(eq(growthSprints.id, data.sprintId), eq(growthSprints.brandId, scope.brandId)));
    const changes = (["name", "startDate", "endDate", "status"] as const).filter((k) => before[k] !== data[k]);
    await logScopeActivity(
      tx,
      scope,
      "update_sprint",
      `Updated sprint "${data.name}"`,
      { sprintId: data.sprintId, changes: Object.fromEntries(changes.map((k) => [k, { from: before[k], to: data[k] }])) },
    );
    return { id: data.sprintId, name: data.name };
  });
}

export async function deleteSprint(scope: BrandScope, sprintId: string): Promise<{ name: string; tasks: number }> {
  return withScope(scope, async (tx) => {
    const [count] = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from foundational_tasks where brand_id = ${scope.brandId}::uuid and sprint_id = ${sprintId}::uuid`);
    const [row] = await tx
      .delete(growthSprints)
      .where(and(eq(growthSprints.id, sprintId), eq(growthSprints.brandId, scope.brandId)))
      .returning({ name: growthSprints.name, startDate: growthSprints.startDate, endDate: growthSprints.endDate });
    if (!row) throw new NotFoundError();
    await logScopeActivity(tx, scope, "delete_sprint", `Deleted sprint "${row.name}"`, { sprintId, name: row.name, startDate: row.startDate, endDate: row.endDate, tasksWithoutSprint: count?.n ?? 0 });
    return { name: row.name, tasks: count?.n ?? 0 };
  });
}
