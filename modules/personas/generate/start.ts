/**
 * Starting a persona generation: the plan is computed and stored on the run row, and the run's job
 * is enqueued in the same transaction (both or neither). What would fail every call is refused up
 * front: no engine, a used-up research budget, a brief that is not the brand's.
 */
import { and, eq, inArray } from "drizzle-orm";
import { personaGenerationRuns, personasBriefs, type PersonaAttributeKey, type PlanSlot } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { enqueueJob, wakeJobRunner } from "@/lib/jobs";
import { getBriefSettings, researchBudgetRefusal, resolveResearchEngine, type BriefSettings } from "../engine";
import { planPersonas } from "../plan";
import { PERSONAS_GENERATE_TASK } from "./jobs";
import { PERSONA_MAX_TOKENS } from "./prompt";

export type BriefRow = typeof personasBriefs.$inferSelect;

/** The brief as generation uses it: its own frame, the brand's settings where it leaves one open. */
export type EffectiveBrief = {
  id: string | null;
  name: string | null;
  audience: string;
  segments: BriefRow["segments"];
  constraints: string;
  decision: string;
  country: string | null;
  language: string | null;
  ageMin: number;
  ageMax: number;
  b2b: boolean;
  requiredAttributes: PersonaAttributeKey[];
  collectionIds: string[];
};

export function effectiveBrief(brief: BriefRow | null, settings: BriefSettings, prompt?: string | null): EffectiveBrief {
  if (!brief) {
    return {
      id: null,
      name: null,
      audience: prompt ?? "",
      segments: [],
      constraints: "",
      decision: "",
      country: settings.country,
      language: settings.language,
      ageMin: settings.ageMin,
      ageMax: settings.ageMax,
      b2b: settings.b2b,
      requiredAttributes: settings.requiredAttributes,
      collectionIds: settings.collectionIds,
    };
  }
  return {
    id: brief.id,
    name: brief.name,
    audience: brief.audience,
    segments: brief.segments,
    constraints: brief.constraints,
    decision: brief.decision,
    country: brief.country ?? settings.country,
    language: brief.language ?? settings.language,
    ageMin: brief.ageMin ?? settings.ageMin,
    ageMax: brief.ageMax ?? settings.ageMax,
    b2b: brief.b2b,
    requiredAttributes: (brief.requiredAttributes.length ? brief.requiredAttributes : settings.requiredAttributes) as PersonaAttributeKey[],
    collectionIds: brief.collectionIds.length ? brief.collectionIds : settings.collectionIds,
  };
}

export async function loadBrief(scope: BrandScope, briefId: string): Promise<BriefRow> {
  const [brief] = await withScope(scope, (tx) => tx.select().from(personasBriefs).where(and(eq(personasBriefs.id, briefId), eq(personasBriefs.brandId, scope.brandId))));
  if (!brief) throw new ActionError("This brief no longer exists. Choose another one or write one on /personas-brief.");
  return brief;
}

/** The plan a run of `count` personas from this brief would store (the same seed gives the same plan). */
export function planFor(brief: EffectiveBrief, count: number, seed: number): PlanSlot[] {
  return planPersonas({ segments: brief.segments, ageMin: brief.ageMin, ageMax: brief.ageMax, b2b: brief.b2b }, count, seed);
}

/** A run of this brand still going (queued or running) blocks a second one: one engine, one budget, one progress bar. */
async function assertNoActiveRun(scope: BrandScope): Promise<void> {
  const [active] = await withScope(scope, (tx) =>
    tx
      .select({ id: personaGenerationRuns.id })
      .from(personaGenerationRuns)
      .where(and(eq(personaGenerationRuns.brandId, scope.brandId), inArray(personaGenerationRuns.status, ["queued", "running"])))
      .limit(1),
  );
  if (active) throw new ActionError("A generation is already running for this brand. Wait for it to finish or cancel it first.");
}

export async function startGeneration(
  scope: BrandScope,
  opts: { mode: "brief"; briefId: string; count: number; seed?: number } | { mode: "simple"; prompt: string; count: number; seed?: number },
): Promise<{ runId: string; planned: number }> {
  const settings = await getBriefSettings(scope);
  const brief = opts.mode === "brief" ? await loadBrief(scope, opts.briefId) : null;
  const engine = await resolveResearchEngine(scope, settings);
  if (engine.kind === "none") throw new ActionError(engine.note);
  const refusal = await researchBudgetRefusal(scope, settings, engine.engine, 4_000, PERSONA_MAX_TOKENS);
  if (refusal) throw new ActionError(`${refusal} Raise the budget on /personas-brief-settings or wait for next month.`);
  await assertNoActiveRun(scope);
  const eff = effectiveBrief(brief, settings, opts.mode === "simple" ? opts.prompt : null);
  // A seed per run: two runs of the same brief get different mixes, and the stored plan is what the job follows.
  const seed = opts.seed ?? Math.floor(Math.random() * 2 ** 31);
  const plan = planFor(eff, opts.count, seed);
  const runId = await withScope(scope, async (tx) => {
    const [run] = await tx
      .insert(personaGenerationRuns)
      .values({
        brandId: scope.brandId,
        briefId: brief?.id ?? null,
        mode: opts.mode,
        prompt: opts.mode === "simple" ? opts.prompt : null,
        requested: opts.count,
        plan,
        engineKey: engine.engine.key,
        engineLabel: engine.label,
        createdBy: scope.userId,
      })
      .returning({ id: personaGenerationRuns.id });
    const jobId = await enqueueJob(tx, PERSONAS_GENERATE_TASK, { runId: run!.id }, { brandId: scope.brandId, singletonKey: `personas.generate:${run!.id}` });
    await tx.update(personaGenerationRuns).set({ jobId }).where(and(eq(personaGenerationRuns.id, run!.id), eq(personaGenerationRuns.brandId, scope.brandId)));
    return run!.id;
  });
  wakeJobRunner();
  return { runId, planned: plan.length };
}

/** Stops a queued or running run; the job sees it before its next persona. */
export async function cancelGeneration(scope: BrandScope, runId: string): Promise<{ cancelled: boolean }> {
  return withScope(scope, async (tx) => {
    const [run] = await tx.select({ status: personaGenerationRuns.status }).from(personaGenerationRuns).where(and(eq(personaGenerationRuns.id, runId), eq(personaGenerationRuns.brandId, scope.brandId)));
    if (!run) throw new ActionError("This generation no longer exists.");
    const updated = await tx
      .update(personaGenerationRuns)
      .set({ status: "cancelled", message: "Cancelled. The personas generated so far are kept.", finishedAt: new Date() })
      .where(and(eq(personaGenerationRuns.id, runId), eq(personaGenerationRuns.brandId, scope.brandId), inArray(personaGenerationRuns.status, ["queued", "running"])))
      .returning({ id: personaGenerationRuns.id });
    if (!updated.length) throw new ActionError("This generation has already finished.");
    return { cancelled: true };
  });
}
