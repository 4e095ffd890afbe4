/** Growth pillars and the pages that show them. */
import { and, asc, eq, max } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { growthMetrics, growthPillarMetrics, growthPillars, growthSquad } from "@/db/schema";
import { logScopeActivity } from "@/lib/activity";
import { ActionError } from "@/lib/action";
import { assertInBrand, NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { listGrowthSquad, type SquadMember } from "@/modules/squad/queries";
import { squadMemberName } from "@/modules/squad/labels";
import type { createPillarInput, updatePillarInput } from "../inputs";
import { isUniqueViolation } from "@/db/errors";
import { type Idea, readIdeas } from "./ideas";
import { type Metric, readMetrics } from "./metrics";
import { type Out } from "./shared";

export type Pillar = {
  id: string;
  name: string;
  objective: string;
  description: string;
  ownerId: string | null;
  ownerName: string | null;
  metricIds: string[];
};

export async function readPillars(tx: Tx, scope: BrandScope): Promise<Pillar[]> {
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
        await logScopeActivity(tx, scope, "growth_pillar_created", `Created growth pillar "${data.name}"`, { pillarId: row!.id });
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
        await logScopeActivity(tx, scope, "growth_pillar_updated", `Updated growth pillar "${data.name}"`, { pillarId: id });
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
    await logScopeActivity(tx, scope, "growth_pillar_deleted", `Deleted growth pillar "${row.name}"`, { pillarId: id });
    return { id };
  });
}

type PillarsPageData = { pillars: Pillar[]; squad: SquadMember[]; metrics: Metric[] };
export async function getPillarsPage(scope: BrandScope): Promise<PillarsPageData> {
  return withScope(scope, async (tx) => ({
    pillars: await readPillars(tx, scope),
    squad: await listGrowthSquad(scope, tx),
    metrics: await readMetrics(tx, scope),
  }));
}

type PillarsOverviewData = { pillars: Pillar[]; metrics: Metric[]; ideas: Idea[] };
export async function getPillarsOverview(scope: BrandScope): Promise<PillarsOverviewData> {
  return withScope(scope, async (tx) => ({
    pillars: await readPillars(tx, scope),
    metrics: await readMetrics(tx, scope),
    ideas: await readIdeas(tx, scope),
  }));
}
