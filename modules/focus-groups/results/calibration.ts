/**
 * Calibration: the real outcome of a tested stimulus (an ad's CTR, a launch's conversion rate) next
 * to what the synthetic group predicted, and across the agency — every brand of the same owner that
 * the user can open — a correction factor per industry and metric: the mean of actual ÷ predicted
 * with its sample size. The predicted number is always a 0..1 preference: the stimulus's choice share
 * where it was an option of a choice question, else its mean rating rescaled to 0..1, so factors of
 * different projects are comparable.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { brands, fgOutcomes, fgStimuli } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { NotFoundError, withScope, withUserTx, type BrandScope } from "@/lib/brand-scope";
import type { ProjectResults } from "./compute";

export type Prediction = { value: number; basis: string };

/** What the synthetic group predicted for a stimulus, or null when no question measured it. */
export function predictionFor(results: ProjectResults, stimulusId: string): Prediction | null {
  for (const q of results.questions) {
    const share = q.shares.find((s) => s.stimulusId === stimulusId);
    if (share) return { value: share.share.estimate, basis: `share choosing it on "${q.question.text}"` };
  }
  const rated = results.questions.filter((q) => q.rating && q.stimulus?.id === stimulusId);
  if (rated.length) {
    const q = rated[0]!;
    const { min, max } = q.rating!.scale;
    return { value: max > min ? (q.rating!.interval.estimate - min) / (max - min) : 0, basis: `mean rating on "${q.question.text}", rescaled to 0–1` };
  }
  return null;
}

export type OutcomeRow = { id: string; stimulusId: string | null; stimulusLabel: string | null; metric: string; predicted: number; actual: number; industry: string | null; note: string | null; createdAt: Date };

export async function listOutcomes(scope: BrandScope, projectId: string): Promise<OutcomeRow[]> {
  const rows = await withScope(scope, (tx) =>
    tx
      .select({
        id: fgOutcomes.id,
        stimulusId: fgOutcomes.stimulusId,
        stimulusLabel: fgStimuli.label,
        metric: fgOutcomes.metric,
        predicted: fgOutcomes.predicted,
        actual: fgOutcomes.actual,
        industry: fgOutcomes.industry,
        note: fgOutcomes.note,
        createdAt: fgOutcomes.createdAt,
      })
      .from(fgOutcomes)
      .leftJoin(fgStimuli, and(eq(fgStimuli.id, fgOutcomes.stimulusId), eq(fgStimuli.brandId, scope.brandId)))
      .where(and(eq(fgOutcomes.brandId, scope.brandId), eq(fgOutcomes.projectId, projectId)))
      .orderBy(desc(fgOutcomes.createdAt)),
  );
  return rows.map((r) => ({ ...r, predicted: Number(r.predicted), actual: Number(r.actual) }));
}

export async function recordOutcome(
  scope: BrandScope,
  results: ProjectResults,
  input: { projectId: string; stimulusId: string; metric: string; actual: number; note?: string | null },
): Promise<{ id: string; predicted: number; basis: string }> {
  const prediction = predictionFor(results, input.stimulusId);
  if (!prediction) throw new ActionError("No question of the chosen sessions measured this stimulus, so there is no prediction to compare with. Pick a stimulus that was rated or offered as a choice.");
  if (prediction.value <= 0) throw new ActionError("The synthetic group predicted 0 for this stimulus; a ratio against 0 cannot calibrate anything.");
  return withScope(scope, async (tx) => {
    const [stim] = await tx.select({ id: fgStimuli.id }).from(fgStimuli).where(and(eq(fgStimuli.id, input.stimulusId), eq(fgStimuli.brandId, scope.brandId), eq(fgStimuli.projectId, input.projectId)));
    if (!stim) throw new NotFoundError();
    const [brand] = await tx.select({ industry: brands.industry }).from(brands).where(eq(brands.id, scope.brandId));
    const [row] = await tx
      .insert(fgOutcomes)
      .values({
        brandId: scope.brandId,
        projectId: input.projectId,
        stimulusId: input.stimulusId,
        metric: input.metric,
        predicted: prediction.value.toFixed(6),
        actual: input.actual.toString(),
        industry: brand?.industry?.trim() || null,
        note: [prediction.basis, input.note?.trim()].filter(Boolean).join(" · "),
        recordedBy: scope.userId,
      })
      .returning({ id: fgOutcomes.id });
    return { id: row!.id, predicted: prediction.value, basis: prediction.basis };
  });
}

export async function deleteOutcome(scope: BrandScope, outcomeId: string): Promise<void> {
  const gone = await withScope(scope, (tx) => tx.delete(fgOutcomes).where(and(eq(fgOutcomes.id, outcomeId), eq(fgOutcomes.brandId, scope.brandId))).returning({ id: fgOutcomes.id }));
  if (!gone.length) throw new NotFoundError();
}

export type CalibrationFactor = { industry: string | null; metric: string; factor: number; n: number };

/**
 * Correction factors across the agency: outcomes of every brand owned by this brand's owner that the
 * user can open (row-level security hides the rest), grouped by industry and metric (case-insensitive).
 * Only aggregates leave this function, never another brand's rows.
 */
export async function agencyFactors(scope: BrandScope): Promise<CalibrationFactor[]> {
  const rows = await withUserTx(scope.user, (tx) =>
    tx.execute<{ industry: string | null; metric: string; factor: string; n: number }>(sql`
      select o.industry, min(o.metric) as metric, avg(o.actual / o.predicted)::text as factor, count(*)::int as n
      from ${fgOutcomes} o
      join ${brands} b on b.id = o.brand_id
      where b.user_id = (select user_id from ${brands} where id = ${scope.brandId}::uuid)
        and o.predicted > 0
      group by o.industry, lower(btrim(o.metric))
      order by count(*) desc, min(o.metric)`),
  );
  return rows.map((r) => ({ industry: r.industry, metric: r.metric, factor: Number(r.factor), n: r.n }));
}

/** The factors that apply to this brand: its industry's first, then the others (marked by industry). */
export async function factorsForBrand(scope: BrandScope): Promise<{ industry: string | null; own: CalibrationFactor[]; other: CalibrationFactor[] }> {
  const [brand] = await withScope(scope, (tx) => tx.select({ industry: brands.industry }).from(brands).where(eq(brands.id, scope.brandId)));
  const industry = brand?.industry?.trim() || null;
  const all = await agencyFactors(scope);
  return { industry, own: all.filter((f) => f.industry === industry), other: all.filter((f) => f.industry !== industry) };
}
