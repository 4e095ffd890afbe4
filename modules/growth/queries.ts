/**
 * Growth hacking reads and writes. Every function takes the BrandScope first and runs inside
 * withScope (RLS as growth_app); every write filters by `brand_id = scope.brandId`, checks that the
 * rows it references (pillar, owner, sprint, metric) belong to the same brand, and logs its
 * activity line in the same transaction.
 */
import { and, asc, desc, eq, inArray, max, ne, notInArray, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Tx } from "@/db/client";
import {
  foundationalTasks,
  growthCapacity,
  growthChannels,
  growthIdeas,
  growthKeyResults,
  growthLearnings,
  growthMetricValues,
  growthMetrics,
  growthObjectives,
  growthOnePagers,
  growthPillarMetrics,
  growthPillars,
  growthSettings,
  growthSprints,
  growthSquad,
} from "@/db/schema";
import type { TaskStatus } from "@/lib/task-status";
import {
  CHANNEL_KEYS,
  type ChannelKey,
  type ChannelRing,
  type FunnelStage,
  type IdeaStatus,
  type LearningOutcome,
  type MetricStage,
  type ScoringModel,
} from "@/db/schema/growth-enums";
import { ActionError } from "@/lib/action";
import { logActivity } from "@/lib/activity";
import { assertInBrand, NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { insertTasks, listGrowthSquad, type SquadMember } from "@/modules/tasks/queries";
import { squadMemberName } from "@/modules/squad/labels";
import { isoDay, pickCurrentSprint } from "@/modules/tasks/sprint-rule";
import type {
  captureIdeaInput,
  createExperimentTasksInput,
  createMetricInput,
  createPillarInput,
  planIdeaInput,
  recordLearningInput,
  recordMetricValueInput,
  saveOnePagerInput,
  scoreIdeaInput,
  setCapacityInput,
  updateChannelInput,
  updateIdeaInput,
  updateLearningInput,
  updateMetricInput,
  updatePillarInput,
} from "./inputs";
import { isUniqueViolation } from "@/db/errors";
import type { ModuleKey } from "@/lib/navigation/registry";
import { similarIdeas } from "./duplicates";
import { confidencePrior, priorKey, scoreFor, type ConfidencePrior } from "./scoring";
import { channelLabel, STATUS_LABELS } from "./labels";

export const GROWTH_MODULE: ModuleKey = "growth-hacking";
export const GROWTH_TASK_SOURCE = "growth_idea";

type Out<T extends z.ZodType> = z.output<T>;

// ─── access ──────────────────────────────────────────────────────────────────────────────────────

// ─── shared helpers ──────────────────────────────────────────────────────────────────────────────


async function log(tx: Tx, scope: BrandScope, actionType: string, userAction: string, payload: Record<string, unknown> = {}) {
  await logActivity(tx, { brandId: scope.brandId, userId: scope.userId, actionType, userAction, payload });
}


// ─── settings ────────────────────────────────────────────────────────────────────────────────────

async function readScoringModel(tx: Tx, scope: BrandScope): Promise<ScoringModel> {
  const [row] = await tx.select({ m: growthSettings.scoringModel }).from(growthSettings).where(eq(growthSettings.brandId, scope.brandId));
  return row?.m ?? "ice";
}

export async function setScoringModel(scope: BrandScope, model: ScoringModel): Promise<{ model: ScoringModel }> {
  return withScope(scope, async (tx) => {
    await tx
      .insert(growthSettings)
      .values({ brandId: scope.brandId, scoringModel: model })
      .onConflictDoUpdate({ target: growthSettings.brandId, set: { scoringModel: model, updatedAt: new Date() } });
    await log(tx, scope, "growth_scoring_model_set", `Set the prioritisation model to ${model.toUpperCase()}`, { model });
    return { model };
  });
}

// ─── squad & sprints (read through the tasks module) ─────────────────────────────────────────────

export type SprintSummary = { id: string; name: string; startDate: string; endDate: string; status: string; current: boolean };

async function readSprints(tx: Tx, scope: BrandScope): Promise<SprintSummary[]> {
  const rows = await tx
    .select({ id: growthSprints.id, name: growthSprints.name, startDate: growthSprints.startDate, endDate: growthSprints.endDate, status: growthSprints.status })
    .from(growthSprints)
    .where(eq(growthSprints.brandId, scope.brandId))
    .orderBy(asc(growthSprints.startDate), asc(growthSprints.id));
  const current = pickCurrentSprint(rows, isoDay());
  return rows.map((s) => ({ ...s, current: s.id === current?.id }));
}

// ─── metrics ─────────────────────────────────────────────────────────────────────────────────────

export type MetricValue = { id: string; date: string; value: number; source: string };
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

async function readMetrics(tx: Tx, scope: BrandScope): Promise<Metric[]> {
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

async function uniqueMetricName(tx: Tx, scope: BrandScope, name: string, exceptId?: string) {
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
    await log(tx, scope, "growth_metric_created", `Created metric "${data.name}"`, { metricId: row!.id, stage: data.stage });
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
    await log(tx, scope, "growth_metric_updated", `Updated metric "${data.name}"`, { metricId: id });
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
    await log(tx, scope, "growth_metric_deleted", `Deleted metric "${row.name}" and its values`, { metricId: id });
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
    await log(tx, scope, "growth_metric_value_recorded", `Recorded ${data.value} for "${metric.name}" on ${data.date}`, {
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
    await log(tx, scope, "growth_metric_value_deleted", `Deleted the metric value of ${row.date}`, row);
    return { id };
  });
}

// The file import (preview and upsert) lives in ./import; re-exported for callers of this module's queries.
export { importMetricValues, previewMetricValuesImport, type ImportResult } from "./import";

// ─── one-pager ───────────────────────────────────────────────────────────────────────────────────

export type KeyResult = { id: string; title: string; current: number | null; target: number | null; unit: string };
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
    await log(tx, scope, "growth_one_pager_saved", "Saved the growth one-pager", {
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
  const date = ns.currentDate ?? isoDay();
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

// ─── pillars ─────────────────────────────────────────────────────────────────────────────────────

export type Pillar = {
  id: string;
  name: string;
  objective: string;
  description: string;
  ownerId: string | null;
  ownerName: string | null;
  metricIds: string[];
};

async function readPillars(tx: Tx, scope: BrandScope): Promise<Pillar[]> {
  const rows = await tx
    .select({
      id: growthPillars.id,
      name: growthPillars.name,
      objective: growthPillars.objective,
      description: growthPillars.description,
      ownerId: growthPillars.ownerId,
      ownerName: growthSquad.name,
      ownerAlias: growthSquad.alias,
    })
    .from(growthPillars)
    .leftJoin(growthSquad, eq(growthSquad.id, growthPillars.ownerId))
    .where(eq(growthPillars.brandId, scope.brandId))
    .orderBy(asc(growthPillars.position), asc(growthPillars.createdAt));
  const links = await tx
    .select({ pillarId: growthPillarMetrics.pillarId, metricId: growthPillarMetrics.metricId })
    .from(growthPillarMetrics)
    .where(eq(growthPillarMetrics.brandId, scope.brandId));
  return rows.map(({ ownerAlias, ownerName, ...p }) => ({
    ...p,
    ownerName: ownerName ? squadMemberName({ name: ownerName, alias: ownerAlias }) : null,
    metricIds: links.filter((l) => l.pillarId === p.id).map((l) => l.metricId),
  }));
}

async function writePillarMetrics(tx: Tx, scope: BrandScope, pillarId: string, metricIds: string[]) {
  await tx.delete(growthPillarMetrics).where(and(eq(growthPillarMetrics.brandId, scope.brandId), eq(growthPillarMetrics.pillarId, pillarId)));
  const unique = [...new Set(metricIds)];
  if (unique.length) await tx.insert(growthPillarMetrics).values(unique.map((metricId) => ({ brandId: scope.brandId, pillarId, metricId })));
}

async function pillarRefs(tx: Tx, scope: BrandScope, data: Out<typeof createPillarInput>) {
  await assertInBrand(tx, scope, growthSquad, [data.ownerId]);
  await assertInBrand(tx, scope, growthMetrics, data.metricIds);
}

async function savePillar<T>(fn: () => Promise<T>, name: string): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (isUniqueViolation(e, "growth_pillars_brand_name_key")) throw new ActionError(`A pillar named "${name}" already exists.`);
    throw e;
  }
}

export async function createPillar(scope: BrandScope, data: Out<typeof createPillarInput>): Promise<{ id: string }> {
  return savePillar(
    () =>
      withScope(scope, async (tx) => {
        await pillarRefs(tx, scope, data);
        const [pos] = await tx.select({ p: max(growthPillars.position) }).from(growthPillars).where(eq(growthPillars.brandId, scope.brandId));
        const { metricIds, ...fields } = data;
        const [row] = await tx
          .insert(growthPillars)
          .values({ ...fields, brandId: scope.brandId, position: (pos?.p ?? -1) + 1 })
          .returning({ id: growthPillars.id });
        await writePillarMetrics(tx, scope, row!.id, metricIds);
        await log(tx, scope, "growth_pillar_created", `Created growth pillar "${data.name}"`, { pillarId: row!.id });
        return row!;
      }),
    data.name,
  );
}

export async function updatePillar(scope: BrandScope, data: Out<typeof updatePillarInput>): Promise<{ id: string }> {
  return savePillar(
    () =>
      withScope(scope, async (tx) => {
        await pillarRefs(tx, scope, data);
        const { id, metricIds, ...fields } = data;
        const [row] = await tx
          .update(growthPillars)
          .set(fields)
          .where(and(eq(growthPillars.id, id), eq(growthPillars.brandId, scope.brandId)))
          .returning({ id: growthPillars.id });
        if (!row) throw new NotFoundError();
        await writePillarMetrics(tx, scope, id, metricIds);
        await log(tx, scope, "growth_pillar_updated", `Updated growth pillar "${data.name}"`, { pillarId: id });
        return row;
      }),
    data.name,
  );
}

export async function deletePillar(scope: BrandScope, id: string): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    const [row] = await tx
      .delete(growthPillars)
      .where(and(eq(growthPillars.id, id), eq(growthPillars.brandId, scope.brandId)))
      .returning({ name: growthPillars.name });
    if (!row) throw new NotFoundError();
    await log(tx, scope, "growth_pillar_deleted", `Deleted growth pillar "${row.name}"`, { pillarId: id });
    return { id };
  });
}

// ─── channels ────────────────────────────────────────────────────────────────────────────────────

export type Channel = {
  channel: ChannelKey;
  ring: ChannelRing;
  position: number;
  ideas: string;
  testCost: number | null;
  testResults: string;
  cac: number | null;
  updatedAt: Date | null;
};

/** All 19 channels: stored notes where they exist, else the outer ring in the book's order. */
async function readChannels(tx: Tx, scope: BrandScope): Promise<Channel[]> {
  const rows = await tx.select().from(growthChannels).where(eq(growthChannels.brandId, scope.brandId));
  const byKey = new Map(rows.map((r) => [r.channel, r]));
  const all = CHANNEL_KEYS.map((key, i): Channel => {
    const r = byKey.get(key);
    return r
      ? { channel: key, ring: r.ring, position: r.position, ideas: r.ideas, testCost: r.testCost, testResults: r.testResults, cac: r.cac, updatedAt: r.updatedAt }
      : { channel: key, ring: "outer", position: 1000 + i, ideas: "", testCost: null, testResults: "", cac: null, updatedAt: null };
  });
  return all.sort((a, b) => a.position - b.position || CHANNEL_KEYS.indexOf(a.channel) - CHANNEL_KEYS.indexOf(b.channel));
}

export async function listChannels(scope: BrandScope): Promise<Channel[]> {
  return withScope(scope, (tx) => readChannels(tx, scope));
}

export async function updateChannel(scope: BrandScope, data: Out<typeof updateChannelInput>): Promise<{ channel: ChannelKey }> {
  return withScope(scope, async (tx) => {
    const channels = await readChannels(tx, scope);
    const current = channels.find((c) => c.channel === data.channel)!;
    const ring = data.ring ?? current.ring;
    // A channel moved to another ring goes to the end of it.
    const position =
      ring === current.ring ? current.position : Math.max(-1, ...channels.filter((c) => c.ring === ring).map((c) => Math.min(c.position, 999))) + 1;
    const next = {
      ring,
      position: Math.min(position, 999),
      ideas: data.ideas ?? current.ideas,
      testCost: data.testCost === undefined ? current.testCost : data.testCost,
      testResults: data.testResults ?? current.testResults,
      cac: data.cac === undefined ? current.cac : data.cac,
    };
    await tx
      .insert(growthChannels)
      .values({ brandId: scope.brandId, channel: data.channel, ...next })
      .onConflictDoUpdate({ target: [growthChannels.brandId, growthChannels.channel], set: { ...next, updatedAt: new Date() } });
    const moved = ring !== current.ring ? ` to the ${ring} ring` : "";
    await log(tx, scope, "growth_channel_updated", `Updated ${channelLabel(data.channel)}${moved}`, { channel: data.channel, ring });
    return { channel: data.channel };
  });
}

/** Sets the order of the given channels inside a ring (each listed channel is moved into it). */
export async function rankChannels(scope: BrandScope, ring: ChannelRing, order: ChannelKey[]): Promise<{ ring: ChannelRing }> {
  return withScope(scope, async (tx) => {
    for (const [position, channel] of order.entries()) {
      await tx
        .insert(growthChannels)
        .values({ brandId: scope.brandId, channel, ring, position })
        .onConflictDoUpdate({ target: [growthChannels.brandId, growthChannels.channel], set: { ring, position, updatedAt: new Date() } });
    }
    await log(tx, scope, "growth_channels_ranked", `Ranked the ${ring} ring: ${order.map(channelLabel).join(", ")}`, { ring, order });
    return { ring };
  });
}

// ─── ideas ───────────────────────────────────────────────────────────────────────────────────────

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

async function readIdeas(tx: Tx, scope: BrandScope, where?: SQL): Promise<Idea[]> {
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

export async function listIdeas(scope: BrandScope): Promise<Idea[]> {
  return withScope(scope, (tx) => readIdeas(tx, scope));
}

async function ideaRefs(tx: Tx, scope: BrandScope, data: { pillarId: string | null; ownerId: string | null }) {
  await assertInBrand(tx, scope, growthPillars, [data.pillarId]);
  await assertInBrand(tx, scope, growthSquad, [data.ownerId]);
}

async function getIdeaRow(tx: Tx, scope: BrandScope, id: string) {
  const [row] = await tx.select().from(growthIdeas).where(and(eq(growthIdeas.id, id), eq(growthIdeas.brandId, scope.brandId)));
  if (!row) throw new NotFoundError();
  return row;
}

export type CapturedIdea = { id: string; title: string; duplicates: { id: string; title: string; status: IdeaStatus }[] };

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
    await log(tx, scope, "growth_idea_captured", `Captured idea "${data.title}"`, { ideaId: row!.id });
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
    await log(tx, scope, "growth_idea_updated", `Updated idea "${data.title}"`, { ideaId: id });
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
    const today = isoDay();
    const patch: Partial<typeof growthIdeas.$inferInsert> = { status };
    if (status === "running" && !idea.startedAt) patch.startedAt = today;
    if (status === "done" && !idea.completedAt) patch.completedAt = today;
    if (status === "idea" || status === "prioritised" || status === "discarded") patch.sprintId = null;
    await tx.update(growthIdeas).set(patch).where(and(eq(growthIdeas.id, id), eq(growthIdeas.brandId, scope.brandId)));
    await log(tx, scope, "growth_idea_status_changed", `Moved "${idea.title}" to ${STATUS_LABELS[status]}`, { ideaId: id, from: idea.status, to: status });
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
    await log(tx, scope, "growth_idea_deleted", `Deleted idea "${idea.title}"`, { ideaId: id });
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
    await log(tx, scope, "growth_idea_scored", `Scored "${idea.title}"${score !== null ? `: ${model.toUpperCase()} ${score}` : ""}`, {
      ideaId: id,
      model,
      score,
      ...fields,
    });
    return { id, score, status };
  });
}

// ─── prioritisation ──────────────────────────────────────────────────────────────────────────────

export type LearningFact = { ideaId: string; outcome: LearningOutcome; channel: ChannelKey | null; stage: FunnelStage | null; pillarId: string | null };

async function readLearningFacts(tx: Tx, scope: BrandScope): Promise<LearningFact[]> {
  return tx
    .select({ ideaId: growthLearnings.ideaId, outcome: growthLearnings.outcome, channel: growthIdeas.channel, stage: growthIdeas.stage, pillarId: growthIdeas.pillarId })
    .from(growthLearnings)
    .innerJoin(growthIdeas, eq(growthIdeas.id, growthLearnings.ideaId))
    .where(eq(growthLearnings.brandId, scope.brandId));
}

/** Confidence priors per channel|stage bucket, from the brand's learnings. */
export function priorsFrom(facts: readonly LearningFact[]): Record<string, ConfidencePrior> {
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

// ─── planning ────────────────────────────────────────────────────────────────────────────────────

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
    await log(tx, scope, "growth_idea_planned", `Planned "${idea.title}" into ${sprint?.name ?? "a sprint"}`, {
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
    await log(tx, scope, "growth_idea_unplanned", `Took "${idea.title}" out of its sprint`, { ideaId: id });
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
    await log(tx, scope, "growth_capacity_set", `Set sprint capacity to ${data.capacity} person-months`, data);
    return data;
  });
}

// ─── experiment tasks ────────────────────────────────────────────────────────────────────────────

export type ExperimentTask = {
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
    await log(tx, scope, "growth_experiment_tasks_created", `Created ${created.length} task${created.length === 1 ? "" : "s"} for "${idea.title}"`, {
      ideaId: idea.id,
      taskIds: created.map((t) => t.id),
    });
    return { ids: created.map((t) => t.id) };
  });
}

// ─── learnings ───────────────────────────────────────────────────────────────────────────────────

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

async function readLearnings(tx: Tx, scope: BrandScope, limit?: number): Promise<Learning[]> {
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
    const today = isoDay();
    await tx
      .update(growthIdeas)
      .set({ status: "done", completedAt: idea.completedAt ?? today, startedAt: idea.startedAt ?? today })
      .where(and(eq(growthIdeas.id, ideaId), eq(growthIdeas.brandId, scope.brandId)));
    await log(tx, scope, "growth_learning_recorded", `Recorded a ${data.outcome} for "${idea.title}"`, { ideaId, learningId: row!.id, outcome: data.outcome });
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
    await log(tx, scope, "growth_learning_updated", `Updated a learning (${data.outcome})`, { learningId: id, ideaId: row.ideaId });
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
    await log(tx, scope, "growth_learning_deleted", "Deleted a learning; its experiment is running again", { learningId: id, ideaId: row.ideaId });
    return { id };
  });
}

// ─── page loaders (one transaction each) ─────────────────────────────────────────────────────────

export type OnePagerPageData = { onePager: OnePager };
export async function getOnePagerPage(scope: BrandScope): Promise<OnePagerPageData> {
  return withScope(scope, async (tx) => ({ onePager: await readOnePager(tx, scope) }));
}

export type PillarsPageData = { pillars: Pillar[]; squad: SquadMember[]; metrics: Metric[] };
export async function getPillarsPage(scope: BrandScope): Promise<PillarsPageData> {
  return withScope(scope, async (tx) => ({
    pillars: await readPillars(tx, scope),
    squad: await listGrowthSquad(scope, tx),
    metrics: await readMetrics(tx, scope),
  }));
}

export type PillarsOverviewData = { pillars: Pillar[]; metrics: Metric[]; ideas: Idea[] };
export async function getPillarsOverview(scope: BrandScope): Promise<PillarsOverviewData> {
  return withScope(scope, async (tx) => ({
    pillars: await readPillars(tx, scope),
    metrics: await readMetrics(tx, scope),
    ideas: await readIdeas(tx, scope),
  }));
}

export type ChannelsPageData = { channels: Channel[]; ideas: Pick<Idea, "id" | "channel" | "status" | "outcome">[] };
export async function getChannelsPage(scope: BrandScope): Promise<ChannelsPageData> {
  return withScope(scope, async (tx) => ({
    channels: await readChannels(tx, scope),
    ideas: (await readIdeas(tx, scope)).map(({ id, channel, status, outcome }) => ({ id, channel, status, outcome })),
  }));
}

export type BacklogData = { ideas: Idea[]; pillars: Pick<Pillar, "id" | "name">[]; squad: SquadMember[]; model: ScoringModel };
export async function getBacklog(scope: BrandScope): Promise<BacklogData> {
  return withScope(scope, async (tx) => ({
    ideas: await readIdeas(tx, scope),
    pillars: (await readPillars(tx, scope)).map(({ id, name }) => ({ id, name })),
    squad: await listGrowthSquad(scope, tx),
    model: await readScoringModel(tx, scope),
  }));
}

export type DashboardData = {
  model: ScoringModel;
  northStar: Metric | null;
  ideas: Idea[];
  sprints: SprintSummary[];
  learnings: Learning[];
  metricsCount: number;
  channels: Channel[];
};
export async function getDashboard(scope: BrandScope): Promise<DashboardData> {
  return withScope(scope, async (tx) => {
    const metrics = await readMetrics(tx, scope);
    return {
      model: await readScoringModel(tx, scope),
      northStar: metrics.find((m) => m.stage === "north_star") ?? null,
      ideas: await readIdeas(tx, scope),
      sprints: await readSprints(tx, scope),
      learnings: await readLearnings(tx, scope),
      metricsCount: metrics.length,
      channels: await readChannels(tx, scope),
    };
  });
}
