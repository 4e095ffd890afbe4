/**
 * What /personas and /personas-simple show: the briefs to choose from, the brand's runs (history),
 * and one run with the personas it made, planned vs actual per segment and the flagged ones.
 */
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { personaGenerationRuns, personas, personasBriefs, type BriefSegment, type PersonaConsistency, type PlanSlot } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { compareToPlan, planSegments } from "../plan";
import { readProfile } from "../profile";

export type BriefChoice = { id: string; name: string; segments: BriefSegment[]; ageMin: number | null; ageMax: number | null; b2b: boolean; personas: number };

export async function listBriefChoices(scope: BrandScope): Promise<BriefChoice[]> {
  return withScope(scope, async (tx) => {
    const briefs = await tx
      .select({ id: personasBriefs.id, name: personasBriefs.name, segments: personasBriefs.segments, ageMin: personasBriefs.ageMin, ageMax: personasBriefs.ageMax, b2b: personasBriefs.b2b })
      .from(personasBriefs)
      .where(eq(personasBriefs.brandId, scope.brandId))
      .orderBy(desc(personasBriefs.createdAt));
    const counts = await tx
      .select({ briefId: personas.briefId, n: count() })
      .from(personas)
      .where(and(eq(personas.brandId, scope.brandId), eq(personas.status, "active")))
      .groupBy(personas.briefId);
    const byBrief = new Map(counts.map((c) => [c.briefId, c.n]));
    return briefs.map((b) => ({ ...b, personas: byBrief.get(b.id) ?? 0 }));
  });
}

export type RunSummary = {
  id: string;
  mode: string;
  briefId: string | null;
  briefName: string | null;
  prompt: string | null;
  requested: number;
  status: string;
  done: number;
  failed: number;
  flagged: number;
  regenerated: number;
  message: string | null;
  engineLabel: string | null;
  costUsd: number;
  createdAt: Date;
  finishedAt: Date | null;
};

const runColumns = {
  id: personaGenerationRuns.id,
  mode: personaGenerationRuns.mode,
  briefId: personaGenerationRuns.briefId,
  briefName: personasBriefs.name,
  prompt: personaGenerationRuns.prompt,
  requested: personaGenerationRuns.requested,
  status: personaGenerationRuns.status,
  done: personaGenerationRuns.done,
  failed: personaGenerationRuns.failed,
  flagged: personaGenerationRuns.flagged,
  regenerated: personaGenerationRuns.regenerated,
  message: personaGenerationRuns.message,
  engineLabel: personaGenerationRuns.engineLabel,
  costUsd: personaGenerationRuns.costUsd,
  createdAt: personaGenerationRuns.createdAt,
  finishedAt: personaGenerationRuns.finishedAt,
};

export async function listRuns(scope: BrandScope, opts: { mode?: "brief" | "simple"; limit?: number } = {}): Promise<RunSummary[]> {
  const rows = await withScope(scope, (tx) =>
    tx
      .select(runColumns)
      .from(personaGenerationRuns)
      .leftJoin(personasBriefs, and(eq(personasBriefs.id, personaGenerationRuns.briefId), eq(personasBriefs.brandId, scope.brandId)))
      .where(and(eq(personaGenerationRuns.brandId, scope.brandId), opts.mode ? eq(personaGenerationRuns.mode, opts.mode) : undefined))
      .orderBy(desc(personaGenerationRuns.createdAt))
      .limit(opts.limit ?? 20),
  );
  return rows.map((r) => ({ ...r, costUsd: Number(r.costUsd) }));
}

export type RunPersona = { id: string; name: string; segmentKey: string | null; flagged: boolean; summary: string; age: number | null; occupation: string | null; location: string | null; issues: PersonaConsistency["issues"] };

export type RunView = RunSummary & {
  active: boolean;
  /** The slot being generated now (the first pending one of a running run). */
  current: PlanSlot | null;
  plan: PlanSlot[];
  segments: { key: string | null; name: string; planned: number; actual: number }[];
  personas: RunPersona[];
  failures: { index: number; segmentName: string; error: string }[];
};

export async function getRunView(scope: BrandScope, runId: string): Promise<RunView | null> {
  return withScope(scope, async (tx) => {
    const [run] = await tx
      .select({ ...runColumns, plan: personaGenerationRuns.plan, segments: personasBriefs.segments })
      .from(personaGenerationRuns)
      .leftJoin(personasBriefs, and(eq(personasBriefs.id, personaGenerationRuns.briefId), eq(personasBriefs.brandId, scope.brandId)))
      .where(and(eq(personaGenerationRuns.id, runId), eq(personaGenerationRuns.brandId, scope.brandId)));
    if (!run) return null;
    const made = await tx
      .select({ id: personas.id, name: personas.name, segmentKey: personas.segmentKey, flagged: personas.flagged, profile: personas.profile, consistency: personas.consistency })
      .from(personas)
      .where(and(eq(personas.brandId, scope.brandId), eq(personas.runId, runId)))
      .orderBy(asc(personas.createdAt));
    const segs = planSegments({ segments: run.segments ?? [] });
    const nameOf = (key: string | null) => segs.find((s) => s.key === key)?.name ?? (key ?? "No segment");
    const active = run.status === "queued" || run.status === "running";
    const { plan, segments: _omit, ...summary } = run;
    return {
      ...summary,
      costUsd: Number(run.costUsd),
      active,
      current: run.status === "running" ? (plan.find((s) => s.status === "pending") ?? null) : null,
      plan,
      segments: compareToPlan(plan, made).map((c) => ({ key: c.segmentKey, name: nameOf(c.segmentKey), planned: c.planned, actual: c.actual })),
      personas: made.map((p) => {
        const profile = readProfile(p.profile);
        return { id: p.id, name: p.name, segmentKey: p.segmentKey, flagged: p.flagged, summary: profile.summary, age: profile.age, occupation: profile.occupation, location: profile.location, issues: p.consistency?.issues ?? [] };
      }),
      failures: plan.filter((s) => s.status === "failed").map((s) => ({ index: s.index, segmentName: nameOf(s.segmentKey), error: s.error ?? "No reason recorded." })),
    };
  });
}

/** The run a page opens on: the one asked for, else the brand's newest of that mode. */
export async function pickRun(scope: BrandScope, runId: string | undefined, mode: "brief" | "simple"): Promise<RunView | null> {
  if (runId && /^[0-9a-f-]{36}$/i.test(runId)) {
    const r = await getRunView(scope, runId);
    if (r) return r;
  }
  const [latest] = await withScope(scope, (tx) =>
    tx
      .select({ id: personaGenerationRuns.id })
      .from(personaGenerationRuns)
      .where(and(eq(personaGenerationRuns.brandId, scope.brandId), eq(personaGenerationRuns.mode, mode)))
      .orderBy(desc(personaGenerationRuns.createdAt))
      .limit(1),
  );
  return latest ? getRunView(scope, latest.id) : null;
}

/**
 * The seed of the next run's plan: stable while the page refreshes (the plan shown does not reshuffle
 * under the reader), new after each run (two runs of a brief get different mixes). The run stores the
 * plan made with this seed, so what was shown is what is generated.
 */
export function planSeed(brandId: string, latestRunId: string | null): number {
  let h = 2166136261;
  for (const ch of `${brandId}:${latestRunId ?? ""}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return (h >>> 0) % 2 ** 31;
}

/** Whether a run of the brand (either mode) is queued or running: the server starts one at a time. */
export async function hasActiveRun(scope: BrandScope): Promise<boolean> {
  const [row] = await withScope(scope, (tx) =>
    tx
      .select({ id: personaGenerationRuns.id })
      .from(personaGenerationRuns)
      .where(and(eq(personaGenerationRuns.brandId, scope.brandId), inArray(personaGenerationRuns.status, ["queued", "running"])))
      .limit(1),
  );
  return !!row;
}
