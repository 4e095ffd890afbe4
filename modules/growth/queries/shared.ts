/**
 * Growth hacking reads and writes, one file per section (one-pager, pillars, channels, ideas, …). Every
 * function takes the BrandScope first and runs inside withScope (RLS as growth_app); every write filters by
 * `brand_id = scope.brandId`, checks that the rows it references (pillar, owner, sprint, metric) belong to
 * the same brand, and logs its activity line in the same transaction. This file holds what the sections share.
 */
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Tx } from "@/db/client";
import { growthSprints } from "@/db/schema";
import type { BrandScope } from "@/lib/brand-scope";
import { today } from "@/lib/calendar-day";
import { pickCurrentSprint } from "@/modules/tasks/sprint-rule";
import type { ModuleKey } from "@/lib/navigation/registry";

export const GROWTH_MODULE: ModuleKey = "growth-hacking";
export const GROWTH_TASK_SOURCE = "growth_idea";

export type Out<T extends z.ZodType> = z.output<T>;

// ─── squad & sprints (read through the tasks module) ─────────────────────────────────────────────

export type SprintSummary = { id: string; name: string; startDate: string; endDate: string; status: string; current: boolean };

export async function readSprints(tx: Tx, scope: BrandScope): Promise<SprintSummary[]> {
  const rows = await tx
    .select({ id: growthSprints.id, name: growthSprints.name, startDate: growthSprints.startDate, endDate: growthSprints.endDate, status: growthSprints.status })
    .from(growthSprints)
    .where(eq(growthSprints.brandId, scope.brandId))
    .orderBy(asc(growthSprints.startDate), asc(growthSprints.id));
  const current = pickCurrentSprint(rows, today());
  return rows.map((s) => ({ ...s, current: s.id === current?.id }));
}
