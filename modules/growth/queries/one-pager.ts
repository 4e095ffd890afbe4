/** The growth one-pager: North Star, objectives and key results. */
import { and, asc, desc, eq, notInArray } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { growthKeyResults, growthMetricValues, growthMetrics, growthObjectives, growthOnePagers } from "@/db/schema";
import { logScopeActivity } from "@/lib/activity";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { today } from "@/lib/calendar-day";
import type { saveOnePagerInput } from "../inputs";
import { type Metric, readMetrics, uniqueMetricName } from "./metrics";
import { type Out } from "./shared";

type KeyResult = { id: string; title: string; current: number | null; target: number | null; unit: string };
export type Objective = { id: string; title: string; keyResults: KeyResult[] };
export type OnePager = {
  mission: string;
  targetCustomer: string;
  valueProposition: string;
  constraints: string;
  currentFocus: string;
  updatedAt: Date | null;
  northStar: Metric | null;
  objectives: Objective[];
};

async function readObjectives(tx: Tx, scope: BrandScope): Promise<Objective[]> {
  const objectives = await tx
    .select({ id: growthObjectives.id, title: growthObjectives.title })
    .from(growthObjectives)
    .where(eq(growthObjectives.brandId, scope.brandId))
    .orderBy(asc(growthObjectives.position), asc(growthObjectives.createdAt));
  const krs = await tx
    .select({
      id: growthKeyResults.id,
      objectiveId: growthKeyResults.objectiveId,
      title: growthKeyResults.title,
      current: growthKeyResults.current,
      target: growthKeyResults.target,
      unit: growthKeyResults.unit,
    })
    .from(growthKeyResults)
    .where(eq(growthKeyResults.brandId, scope.brandId))
    .orderBy(asc(growthKeyResults.position), asc(growthKeyResults.createdAt));
  return objectives.map((o) => ({ ...o, keyResults: krs.filter((k) => k.objectiveId === o.id).map(({ objectiveId: _o, ...k }) => k) }));
}

async function readOnePager(tx: Tx, scope: BrandScope, metrics?: Metric[]): Promise<OnePager> {
  const [row] = await tx.select().from(growthOnePagers).where(eq(growthOnePagers.brandId, scope.brandId));
  const all = metrics ?? (await readMetrics(tx, scope));
  return {
    mission: row?.mission ?? "",
    targetCustomer: row?.targetCustomer ?? "",
    valueProposition: row?.valueProposition ?? "",
    constraints: row?.constraints ?? "",
    currentFocus: row?.currentFocus ?? "",
    updatedAt: row?.updatedAt ?? null,
    northStar: all.find((m) => m.stage === "north_star") ?? null,
    objectives: await readObjectives(tx, scope),
  };
}

export async function getOnePager(scope: BrandScope): Promise<OnePager> {
  return withScope(scope, (tx) => readOnePager(tx, scope));
}

export async function saveOnePager(scope: BrandScope, data: Out<typeof saveOnePagerInput>): Promise<{ saved: true }> {
  return withScope(scope, async (tx) => {
    const fields = {
      mission: data.mission,
      targetCustomer: data.targetCustomer,
      valueProposition: data.valueProposition,
      constraints: data.constraints,
      currentFocus: data.currentFocus,
      updatedBy: scope.userId,
    };
    await tx
      .insert(growthOnePagers)
      .values({ brandId: scope.brandId, ...fields })
      .onConflictDoUpdate({ target: growthOnePagers.brandId, set: { ...fields, updatedAt: new Date() } });

    if (data.northStar) await saveNorthStar(tx, scope, data.northStar);
    await saveObjectives(tx, scope, data.objectives);
    await logScopeActivity(tx, scope, "growth_one_pager_saved", "Saved the growth one-pager", {
      northStar: data.northStar?.name ?? null,
      objectives: data.objectives.length,
    });
    return { saved: true as const };
  });
}

async function saveNorthStar(tx: Tx, scope: BrandScope, ns: NonNullable<Out<typeof saveOnePagerInput>["northStar"]>) {
  const [existing] = await tx
    .select({ id: growthMetrics.id })
    .from(growthMetrics)
    .where(and(eq(growthMetrics.brandId, scope.brandId), eq(growthMetrics.stage, "north_star")));
  await uniqueMetricName(tx, scope, ns.name, existing?.id);
  const fields = { name: ns.name, definition: ns.definition, unit: ns.unit, direction: ns.direction, target: ns.target, targetDate: ns.targetDate };
  let metricId = existing?.id;
  if (metricId) {
    await tx.update(growthMetrics).set(fields).where(and(eq(growthMetrics.id, metricId), eq(growthMetrics.brandId, scope.brandId)));
  } else {
    const [row] = await tx
      .insert(growthMetrics)
      .values({ ...fields, brandId: scope.brandId, stage: "north_star", inFunnel: false })
      .returning({ id: growthMetrics.id });
    metricId = row!.id;
  }
  if (ns.current === null) return;
  const [latest] = await tx
    .select({ date: growthMetricValues.date, value: growthMetricValues.value })
    .from(growthMetricValues)
    .where(and(eq(growthMetricValues.brandId, scope.brandId), eq(growthMetricValues.metricId, metricId)))
    .orderBy(desc(growthMetricValues.date))
    .limit(1);
  // An unchanged current value is not a new measurement.
  if (latest && latest.value === ns.current && (ns.currentDate === null || ns.currentDate === latest.date)) return;
  const date = ns.currentDate ?? today();
  await tx
    .insert(growthMetricValues)
    .values({ brandId: scope.brandId, metricId, date, value: ns.current, source: "one_pager", createdBy: scope.userId })
    .onConflictDoUpdate({
      target: [growthMetricValues.brandId, growthMetricValues.metricId, growthMetricValues.date],
      set: { value: ns.current, source: "one_pager", updatedAt: new Date() },
    });
}

/**
 * Replaces the brand's objectives and key results with the submitted list. Rows with an id are
 * updated and must exist in this brand (else not found, like any other foreign id); rows without
 * one are new; rows left out are deleted.
 */
async function saveObjectives(tx: Tx, scope: BrandScope, objectives: Out<typeof saveOnePagerInput>["objectives"]) {
  const existing = await tx.select({ id: growthObjectives.id }).from(growthObjectives).where(eq(growthObjectives.brandId, scope.brandId));
  const existingIds = new Set(existing.map((o) => o.id));
  const krExisting = await tx
    .select({ id: growthKeyResults.id, objectiveId: growthKeyResults.objectiveId })
    .from(growthKeyResults)
    .where(eq(growthKeyResults.brandId, scope.brandId));
  for (const o of objectives) {
    if (o.id && !existingIds.has(o.id)) throw new NotFoundError();
    for (const kr of o.keyResults) if (kr.id && !krExisting.some((k) => k.id === kr.id && k.objectiveId === o.id)) throw new NotFoundError();
  }
  const keep: string[] = [];
  for (const [i, o] of objectives.entries()) {
    let objectiveId: string;
    if (o.id) {
      objectiveId = o.id;
      await tx
        .update(growthObjectives)
        .set({ title: o.title, position: i })
        .where(and(eq(growthObjectives.id, o.id), eq(growthObjectives.brandId, scope.brandId)));
    } else {
      const [row] = await tx.insert(growthObjectives).values({ brandId: scope.brandId, title: o.title, position: i }).returning({ id: growthObjectives.id });
      objectiveId = row!.id;
    }
    keep.push(objectiveId);
    const keepKr: string[] = [];
    for (const [j, kr] of o.keyResults.entries()) {
      const fields = { title: kr.title, current: kr.current, target: kr.target, unit: kr.unit, position: j };
      if (kr.id) {
        keepKr.push(kr.id);
        await tx.update(growthKeyResults).set(fields).where(and(eq(growthKeyResults.id, kr.id), eq(growthKeyResults.brandId, scope.brandId)));
      } else {
        const [row] = await tx
          .insert(growthKeyResults)
          .values({ ...fields, brandId: scope.brandId, objectiveId })
          .returning({ id: growthKeyResults.id });
        keepKr.push(row!.id);
      }
    }
    await tx
      .delete(growthKeyResults)
      .where(
        and(
          eq(growthKeyResults.brandId, scope.brandId),
          eq(growthKeyResults.objectiveId, objectiveId),
          keepKr.length ? notInArray(growthKeyResults.id, keepKr) : undefined,
        ),
      );
  }
  await tx
    .delete(growthObjectives)
    .where(and(eq(growthObjectives.brandId, scope.brandId), keep.length ? notInArray(growthObjectives.id, keep) : undefined));
}

type OnePagerPageData = { onePager: OnePager };
export async function getOnePagerPage(scope: BrandScope): Promise<OnePagerPageData> {
  return withScope(scope, async (tx) => ({ onePager: await readOnePager(tx, scope) }));
}
