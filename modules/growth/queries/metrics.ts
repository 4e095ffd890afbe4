/** AARRR metrics and their values; the file import lives in ../import. */
import { and, asc, eq, max, ne, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { growthMetricValues, growthMetrics } from "@/db/schema";
import { logScopeActivity } from "@/lib/activity";
import type { MetricStage } from "@/db/schema/growth-enums";
import { ActionError } from "@/lib/action";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import type { createMetricInput, recordMetricValueInput, updateMetricInput } from "../inputs";
import { type Out } from "./shared";

type MetricValue = { id: string; date: string; value: number; source: string };
export type Metric = {
  id: string;
  name: string;
  definition: string;
  stage: MetricStage;
  unit: string;
  direction: "increase" | "decrease";
  target: number | null;
  targetDate: string | null;
  inFunnel: boolean;
  position: number;
  values: MetricValue[];
  latest: MetricValue | null;
};

export async function readMetrics(tx: Tx, scope: BrandScope): Promise<Metric[]> {
  const metrics = await tx
    .select()
    .from(growthMetrics)
    .where(eq(growthMetrics.brandId, scope.brandId))
    .orderBy(asc(growthMetrics.position), asc(growthMetrics.createdAt));
  const values = await tx
    .select({ id: growthMetricValues.id, metricId: growthMetricValues.metricId, date: growthMetricValues.date, value: growthMetricValues.value, source: growthMetricValues.source })
    .from(growthMetricValues)
    .where(eq(growthMetricValues.brandId, scope.brandId))
    .orderBy(asc(growthMetricValues.date));
  const byMetric = new Map<string, MetricValue[]>();
  for (const v of values) {
    const list = byMetric.get(v.metricId) ?? [];
    list.push({ id: v.id, date: v.date, value: v.value, source: v.source });
    byMetric.set(v.metricId, list);
  }
  return metrics.map((m) => {
    const vals = byMetric.get(m.id) ?? [];
    return {
      id: m.id,
      name: m.name,
      definition: m.definition,
      stage: m.stage,
      unit: m.unit,
      direction: m.direction,
      target: m.target,
      targetDate: m.targetDate,
      inFunnel: m.inFunnel,
      position: m.position,
      values: vals,
      latest: vals.at(-1) ?? null,
    };
  });
}

export async function listMetrics(scope: BrandScope): Promise<Metric[]> {
  return withScope(scope, (tx) => readMetrics(tx, scope));
}

export async function uniqueMetricName(tx: Tx, scope: BrandScope, name: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: growthMetrics.id })
    .from(growthMetrics)
    .where(
      and(
        eq(growthMetrics.brandId, scope.brandId),
        sql`lower(${growthMetrics.name}) = lower(${name})`,
        exceptId ? ne(growthMetrics.id, exceptId) : undefined,
      ),
    );
  if (clash) throw new ActionError(`A metric named "${name}" already exists. Use another name.`);
}

/** Funnel steps are one per stage: a metric joining the funnel takes the place of the stage's previous step. */
async function claimFunnelStep(tx: Tx, scope: BrandScope, stage: MetricStage, metricId?: string) {
  await tx
    .update(growthMetrics)
    .set({ inFunnel: false })
    .where(
      and(
        eq(growthMetrics.brandId, scope.brandId),
        eq(growthMetrics.stage, stage),
        eq(growthMetrics.inFunnel, true),
        metricId ? ne(growthMetrics.id, metricId) : undefined,
      ),
    );
}

export async function createMetric(scope: BrandScope, data: Out<typeof createMetricInput>): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    await uniqueMetricName(tx, scope, data.name);
    if (data.stage === "north_star") {
      const [existing] = await tx
        .select({ name: growthMetrics.name })
        .from(growthMetrics)
        .where(and(eq(growthMetrics.brandId, scope.brandId), eq(growthMetrics.stage, "north_star")));
      if (existing) throw new ActionError(`The North Star is already "${existing.name}". A brand has one North Star Metric: edit it instead.`);
    }
    const [stageInfo] = await tx
      .select({ pos: max(growthMetrics.position), funnel: sql<number>`count(*) filter (where ${growthMetrics.inFunnel})::int` })
      .from(growthMetrics)
      .where(and(eq(growthMetrics.brandId, scope.brandId), eq(growthMetrics.stage, data.stage)));
    // The first metric of a stage becomes its funnel step, so the funnel fills itself as stages get metrics.
    const inFunnel = data.stage !== "north_star" && (data.inFunnel || Number(stageInfo?.funnel ?? 0) === 0);
    if (inFunnel) await claimFunnelStep(tx, scope, data.stage);
    const [row] = await tx
      .insert(growthMetrics)
      .values({ ...data, inFunnel, brandId: scope.brandId, position: (stageInfo?.pos ?? -1) + 1 })
      .returning({ id: growthMetrics.id });
    await logScopeActivity(tx, scope, "growth_metric_created", `Created metric "${data.name}"`, { metricId: row!.id, stage: data.stage });
    return row!;
  });
}

export async function updateMetric(scope: BrandScope, data: Out<typeof updateMetricInput>): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    const [current] = await tx
      .select({ stage: growthMetrics.stage })
      .from(growthMetrics)
      .where(and(eq(growthMetrics.id, data.id), eq(growthMetrics.brandId, scope.brandId)));
    if (!current) throw new NotFoundError();
    if ((current.stage === "north_star") !== (data.stage === "north_star")) {
      throw new ActionError(
        current.stage === "north_star"
          ? "The North Star Metric stays the North Star. Create a new metric for an AARRR stage instead."
          : "A brand has one North Star Metric: set it on the one-pager or create it as a new metric.",
      );
    }
    await uniqueMetricName(tx, scope, data.name, data.id);
    const inFunnel = data.stage !== "north_star" && data.inFunnel;
    if (inFunnel) await claimFunnelStep(tx, scope, data.stage, data.id);
    const { id, ...fields } = data;
    await tx
      .update(growthMetrics)
      .set({ ...fields, inFunnel })
      .where(and(eq(growthMetrics.id, id), eq(growthMetrics.brandId, scope.brandId)));
    await logScopeActivity(tx, scope, "growth_metric_updated", `Updated metric "${data.name}"`, { metricId: id });
    return { id };
  });
}

export async function deleteMetric(scope: BrandScope, id: string): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    const [row] = await tx
      .delete(growthMetrics)
      .where(and(eq(growthMetrics.id, id), eq(growthMetrics.brandId, scope.brandId)))
      .returning({ name: growthMetrics.name });
    if (!row) throw new NotFoundError();
    await logScopeActivity(tx, scope, "growth_metric_deleted", `Deleted metric "${row.name}" and its values`, { metricId: id });
    return { id };
  });
}

export async function recordMetricValue(scope: BrandScope, data: Out<typeof recordMetricValueInput>): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    const [metric] = await tx
      .select({ name: growthMetrics.name })
      .from(growthMetrics)
      .where(and(eq(growthMetrics.id, data.metricId), eq(growthMetrics.brandId, scope.brandId)));
    if (!metric) throw new NotFoundError();
    const [row] = await tx
      .insert(growthMetricValues)
      .values({ brandId: scope.brandId, metricId: data.metricId, date: data.date, value: data.value, source: "manual", createdBy: scope.userId })
      .onConflictDoUpdate({
        target: [growthMetricValues.brandId, growthMetricValues.metricId, growthMetricValues.date],
        set: { value: data.value, source: "manual", updatedAt: new Date() },
      })
      .returning({ id: growthMetricValues.id });
    await logScopeActivity(tx, scope, "growth_metric_value_recorded", `Recorded ${data.value} for "${metric.name}" on ${data.date}`, {
      metricId: data.metricId,
      date: data.date,
      value: data.value,
    });
    return row!;
  });
}

export async function deleteMetricValue(scope: BrandScope, id: string): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    const [row] = await tx
      .delete(growthMetricValues)
      .where(and(eq(growthMetricValues.id, id), eq(growthMetricValues.brandId, scope.brandId)))
      .returning({ metricId: growthMetricValues.metricId, date: growthMetricValues.date });
    if (!row) throw new NotFoundError();
    await logScopeActivity(tx, scope, "growth_metric_value_deleted", `Deleted the metric value of ${row.date}`, row);
    return { id };
  });
}
