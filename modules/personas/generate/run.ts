/**
 * Executing (or resuming) one persona generation run. The job walks the plan's pending slots; each
 * slot's persona, its version 1 and the slot's new status are written in one transaction guarded by
 * "the slot is still pending", so a slot marked done is never generated twice — not after a crash,
 * not by a second worker that took over a lost lease.
 *
 * Per slot: grounding (once per segment), a budget check before every call, up to 2 extra attempts
 * when the engine's answer does not validate, the consistency checks, one regeneration when they
 * find an error, and — still failing — the persona stored flagged with its issues.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { personaGenerationRuns, personasBriefs, type PersonaConsistency, type PlanSlot } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { asSystem } from "@/lib/system";
import { AiError, generateStructured } from "@/modules/ai/client";
import { loadEngine, type EngineWithKey } from "@/modules/ai/engines";
import { groundingFor, storeCitations, type Grounding } from "@/modules/knowledge/grounding";
import { actingScope } from "@/modules/roles/acting";
import { AGE_BAND_KEY, planSegments } from "../plan";
import { checkPersona, hasErrors, personaTokens, type ComparablePersona, type ConsistencyBrief, type ConsistencyIssue } from "../consistency";
import { getBriefSettings, researchBudgetRefusal, type BriefSettings } from "../engine";
import { generatedPersonaSchema, type GeneratedPersona } from "../profile";
import { PERSONA_MAX_TOKENS, PERSONA_SYSTEM, personaPrompt } from "./prompt";
import { effectiveBrief, type EffectiveBrief } from "./start";
import { comparablePersonas, insertPersona } from "./store";

export const GENERATE_PURPOSE = "personas.generate";
/** Tries per generation after the first when the engine's answer does not fit the schema. */
export const INVALID_OUTPUT_RETRIES = 2;
const GROUNDING_TOKENS = 800;
const TERMINAL = new Set(["succeeded", "failed", "cancelled", "budget"]);

type RunRow = typeof personaGenerationRuns.$inferSelect;

class BudgetStop extends Error {}
class SlotTaken extends Error {}
/** The engine refuses every call (key, model, account): generating on would only repeat the failure. */
class EngineStop extends Error {}

type Ctx = {
  scope: BrandScope;
  run: RunRow;
  brief: EffectiveBrief;
  settings: BriefSettings;
  engine: EngineWithKey;
  jobId: string;
  others: ComparablePersona[];
  usedNames: string[];
  grounding: Map<string, Grounding>;
};

async function readRun(scope: BrandScope, runId: string): Promise<RunRow | null> {
  const [row] = await withScope(scope, (tx) => tx.select().from(personaGenerationRuns).where(and(eq(personaGenerationRuns.id, runId), eq(personaGenerationRuns.brandId, scope.brandId))));
  return row ?? null;
}

async function finish(scope: BrandScope, runId: string, status: string, message: string | null): Promise<void> {
  await withScope(scope, (tx) =>
    tx
      .update(personaGenerationRuns)
      .set({ status: status as RunRow["status"], message, finishedAt: new Date() })
      .where(and(eq(personaGenerationRuns.id, runId), eq(personaGenerationRuns.brandId, scope.brandId), inArray(personaGenerationRuns.status, ["queued", "running"]))),
  );
}

async function groundingForSegment(ctx: Ctx, segmentKey: string, task: string): Promise<Grounding | null> {
  if (ctx.grounding.has(segmentKey)) return ctx.grounding.get(segmentKey)!;
  // No knowledge base (or a search that fails) still generates: from the brief alone.
  const g = await groundingFor(ctx.scope, { task, collections: ctx.brief.collectionIds.length ? ctx.brief.collectionIds : undefined, tokenBudget: GROUNDING_TOKENS, purpose: GENERATE_PURPOSE }).catch(() => null);
  if (g) ctx.grounding.set(segmentKey, g);
  return g;
}

/** One call, retried while the answer does not validate; counts every attempt. */
async function generateOnce(ctx: Ctx, prompt: string, attempts: { n: number }): Promise<{ value: GeneratedPersona | null; error: string | null; cost: number; model: string | null }> {
  let cost = 0;
  let lastError: string | null = null;
  for (let i = 0; i <= INVALID_OUTPUT_RETRIES; i++) {
    const refusal = await researchBudgetRefusal(ctx.scope, ctx.settings, ctx.engine, PERSONA_SYSTEM.length + prompt.length, PERSONA_MAX_TOKENS);
    if (refusal) throw new BudgetStop(refusal);
    attempts.n++;
    try {
      const r = await generateStructured(
        ctx.engine,
        { system: PERSONA_SYSTEM, prompt, schema: generatedPersonaSchema, name: "persona", maxOutputTokens: PERSONA_MAX_TOKENS },
        { scope: ctx.scope, purpose: GENERATE_PURPOSE, jobId: ctx.jobId, maxWaitMs: 60_000 },
      );
      return { value: r.value, error: null, cost: cost + (r.costUsd ?? 0), model: r.model };
    } catch (e) {
      if (!(e instanceof AiError)) throw e;
      cost += e.usage?.costUsd ?? 0;
      // Answered but unusable (invalid output): ask again. Anything else already had the client's own retries.
      if (e.usage) {
        lastError = e.message;
        continue;
      }
      if (!e.retryable) throw new EngineStop(e.message);
      return { value: null, error: e.message, cost, model: null };
    }
  }
  return { value: null, error: `No valid persona after ${INVALID_OUTPUT_RETRIES + 1} attempts: ${lastError ?? "the answer did not fit the persona schema."}`, cost, model: null };
}

function consistencyBrief(ctx: Ctx, slot: PlanSlot): ConsistencyBrief {
  const segment = ctx.brief.segments.find((s) => s.key === slot.segmentKey) ?? null;
  return {
    ageMin: ctx.brief.ageMin,
    ageMax: ctx.brief.ageMax,
    b2b: ctx.brief.b2b,
    requiredAttributes: ctx.brief.requiredAttributes,
    segmentAttributes: segment?.attributes ?? {},
    segmentName: segment?.name ?? null,
    ageBand: slot.attributes[AGE_BAND_KEY] ?? null,
  };
}

type SlotOutcome = {
  slot: PlanSlot;
  persona: GeneratedPersona | null;
  consistency: PersonaConsistency | null;
  regenerated: boolean;
  cost: number;
  model: string | null;
  grounding: Grounding | null;
};

async function generateSlot(ctx: Ctx, slot: PlanSlot): Promise<SlotOutcome> {
  const segment = planSegments(ctx.brief).find((s) => s.key === slot.segmentKey) ?? null;
  const task = [ctx.brief.audience, segment?.name, segment?.description].filter(Boolean).join(" ");
  const grounding = await groundingForSegment(ctx, slot.segmentKey ?? "general", task);
  const attempts = { n: 0 };
  const base = { segment, slot, usedNames: ctx.usedNames, grounding: grounding?.promptContext ?? "" };
  let cost = 0;
  let model: string | null = null;
  let fix: ConsistencyIssue[] | undefined;
  let regenerated = false;
  for (let round = 0; round < 2; round++) {
    const r = await generateOnce(ctx, personaPrompt({ brief: ctx.brief, ...base, fix }), attempts);
    cost += r.cost;
    model = r.model ?? model;
    if (!r.value) return { slot: { ...slot, status: "failed", attempts: attempts.n, error: r.error }, persona: null, consistency: null, regenerated, cost, model, grounding };
    const consistency = checkPersona(r.value, consistencyBrief(ctx, slot), ctx.others);
    if (!hasErrors(consistency)) return { slot: { ...slot, status: "done", attempts: attempts.n, error: null }, persona: r.value, consistency, regenerated, cost, model, grounding };
    if (round === 1) return { slot: { ...slot, status: "flagged", attempts: attempts.n, error: null }, persona: r.value, consistency, regenerated, cost, model, grounding };
    regenerated = true;
    fix = consistency.issues.filter((i) => i.severity === "error");
  }
  throw new Error("unreachable");
}

/** Stores the outcome of one slot: its persona's id (null for a failed slot), or false when the slot was no longer pending (another worker took it). */
async function storeSlot(ctx: Ctx, o: SlotOutcome): Promise<string | null | false> {
  const { scope, run } = ctx;
  return withScope(scope, async (tx) => {
    let personaId: string | null = null;
    if (o.persona) {
      personaId = await insertPersona(tx, scope, {
        name: o.persona.name,
        profile: o.persona.profile,
        briefId: run.briefId,
        segmentKey: o.slot.segmentKey,
        source: "generated",
        runId: run.id,
        consistency: o.consistency,
        flagged: o.slot.status === "flagged",
        generation: {
          engineKey: ctx.engine.key,
          engineLabel: ctx.engine.label,
          model: o.model ?? ctx.engine.model,
          slot: { index: o.slot.index, segmentKey: o.slot.segmentKey, attributes: o.slot.attributes },
          grounding: (o.grounding?.citations ?? []).map((c) => ({ sourceId: c.sourceId, title: c.sourceTitle, chunkId: c.chunkId })),
          attempts: o.slot.attempts ?? 1,
        },
        note: run.mode === "simple" ? "Generated on /personas-simple" : "Generated from the brief",
      });
    }
    const slot: PlanSlot = { ...o.slot, personaId };
    const updated = await tx
      .update(personaGenerationRuns)
      .set({
        plan: sql`jsonb_set(${personaGenerationRuns.plan}, ${`{${o.slot.index}}`}::text[], ${JSON.stringify(slot)}::jsonb)`,
        done: sql`${personaGenerationRuns.done} + ${slot.status === "done" ? 1 : 0}`,
        failed: sql`${personaGenerationRuns.failed} + ${slot.status === "failed" ? 1 : 0}`,
        flagged: sql`${personaGenerationRuns.flagged} + ${slot.status === "flagged" ? 1 : 0}`,
        regenerated: sql`${personaGenerationRuns.regenerated} + ${o.regenerated ? 1 : 0}`,
        costUsd: sql`${personaGenerationRuns.costUsd} + ${o.cost.toFixed(6)}::numeric`,
      })
      .where(
        and(
          eq(personaGenerationRuns.id, run.id),
          eq(personaGenerationRuns.brandId, scope.brandId),
          sql`${personaGenerationRuns.plan} -> ${o.slot.index}::int ->> 'status' = 'pending'`,
          inArray(personaGenerationRuns.status, ["queued", "running"]),
        ),
      )
      .returning({ id: personaGenerationRuns.id });
    // Throwing rolls the persona back with the transaction: the slot is someone else's, or the run was cancelled.
    if (!updated.length) throw new SlotTaken();
    return personaId;
  }).catch((e: unknown) => {
    if (e instanceof SlotTaken) return false;
    throw e;
  });
}

/** The job: executes (or resumes) one run. */
export async function executeGeneration(runId: string, jobId: string, signal?: AbortSignal, opts: { finalAttempt?: boolean } = {}): Promise<void> {
  const [head] = await asSystem("Persona generation job: read the run it executes", (db) => db.select().from(personaGenerationRuns).where(eq(personaGenerationRuns.id, runId)));
  if (!head || TERMINAL.has(head.status)) return;
  const scope = await actingScope(head.brandId, head.createdBy, "personas");
  if (!scope) {
    await asSystem("Persona generation job: fail a run nobody may run any more", (db) =>
      db
        .update(personaGenerationRuns)
        .set({ status: "failed", message: "Neither the person who started this generation nor the brand owner may generate personas any more.", finishedAt: new Date() })
        .where(and(eq(personaGenerationRuns.id, runId), eq(personaGenerationRuns.brandId, head.brandId), inArray(personaGenerationRuns.status, ["queued", "running"]))),
    );
    return;
  }
  // Conditional: a cancel landing between the read above and this write must not turn back into "running".
  const started = await withScope(scope, (tx) =>
    tx
      .update(personaGenerationRuns)
      .set({ status: "running", startedAt: head.startedAt ?? new Date() })
      .where(and(eq(personaGenerationRuns.id, runId), eq(personaGenerationRuns.brandId, scope.brandId), inArray(personaGenerationRuns.status, ["queued", "running"])))
      .returning({ id: personaGenerationRuns.id }),
  );
  if (!started.length) return;

  const settings = await getBriefSettings(scope);
  const [briefRow] = head.briefId ? await withScope(scope, (tx) => tx.select().from(personasBriefs).where(and(eq(personasBriefs.id, head.briefId!), eq(personasBriefs.brandId, scope.brandId)))) : [];
  if (head.mode === "brief" && !briefRow) return finish(scope, runId, "failed", "The brief of this generation was deleted.");
  const engine = head.engineKey ? await loadEngine(scope, head.engineKey) : null;
  if (!engine) return finish(scope, runId, "failed", `The AI engine ${head.engineLabel ?? ""} was removed or can no longer be called. Choose another on /personas-brief-settings and generate again.`.replace("  ", " "));

  const others = await withScope(scope, (tx) => comparablePersonas(tx, scope, head.briefId));
  const ctx: Ctx = { scope, run: head, brief: effectiveBrief(briefRow ?? null, settings, head.prompt), settings, engine, jobId, others, usedNames: others.map((o) => o.name), grounding: new Map() };

  try {
    for (const planned of head.plan) {
      if (planned.status !== "pending") continue;
      if (signal?.aborted) return; // the runner is stopping: the next worker resumes from here
      const now = await readRun(scope, runId);
      if (!now || now.status !== "running") return;
      if (now.plan[planned.index]?.status !== "pending") continue;
      const outcome = await generateSlot(ctx, planned);
      const personaId = await storeSlot(ctx, outcome);
      if (personaId && outcome.persona) {
        ctx.others.push({ id: personaId, name: outcome.persona.name, tokens: personaTokens(outcome.persona) });
        ctx.usedNames.push(outcome.persona.name);
        if (outcome.grounding?.citations.length) await storeCitations(scope, GENERATE_PURPOSE, [{ subject: personaId, citations: outcome.grounding.citations }]);
      }
    }
  } catch (e) {
    if (e instanceof BudgetStop) return finish(scope, runId, "budget", `${e.message} Generation stopped; the personas generated so far are kept. Raise the budget on /personas-brief-settings to generate the rest.`);
    if (e instanceof EngineStop) return finish(scope, runId, "failed", e.message);
    // The job runs again and resumes; after its last attempt the run must not stay "running" and block the next one.
    if (opts.finalAttempt) await finish(scope, runId, "failed", `Generation stopped on an unexpected error (${e instanceof Error ? e.message : String(e)}). The personas generated so far are kept; start a new generation for the rest.`);
    throw e;
  }
  const end = await readRun(scope, runId);
  if (!end || end.status !== "running") return;
  const made = end.done + end.flagged;
  const parts = [end.failed ? `${end.failed} of ${end.requested} could not be generated` : null, end.flagged ? `${end.flagged} flagged by the consistency checks` : null].filter(Boolean);
  await finish(scope, runId, made === 0 ? "failed" : "succeeded", parts.length ? `${parts.join("; ")}.` : null);
}
