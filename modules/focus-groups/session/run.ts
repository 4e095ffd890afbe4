/**
 * Starting, steering and executing focus-group sessions. A session is a row plus one durable job
 * (lib/jobs, task `fg.session`). The job walks the session's plan (./plan.ts, recomputed from the
 * snapshot) from the cursor: each step writes one turn with seq = step + 1 and moves the cursor in
 * the same transaction, guarded by the cursor's old value — so a crash or restart resumes at the
 * next turn and can neither repeat nor skip one, and a second job on the same session cannot both
 * write the same step.
 *
 * Steering is a status on the row, read by the job before each turn: `paused` and `cancelled` stop
 * it after the turn in flight; Resume queues a new job whose id the row records (an older job that
 * is still finishing sees it has been superseded and stops).
 */
import { randomInt } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { fgProjects, fgSessions, fgTurns, personas, type FgAnswer, type FgSessionCursor, type GuideQuestion } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { enqueueJob, RetryLaterError, wakeJobRunner } from "@/lib/jobs";
import { asSystem } from "@/lib/system";
import { readFile } from "@/lib/storage";
import { AiError, engineSeesImages, generateStructured, type AiImage } from "@/modules/ai/client";
import { loadEngine, type EngineWithKey } from "@/modules/ai/engines";
import { getBriefSettings, researchBudgetRefusal, resolveResearchEngine, type BriefSettings } from "@/modules/personas/engine";
import { readProfile } from "@/modules/personas/profile";
import { actingScope } from "@/modules/roles/acting";
import { FG_SESSION_TASK } from "./task";
import { getSessionInputs, listSessionParticipants, type SessionParticipant } from "./queries";
import { answerSchema, capWords, describeStimulus, optionsFor, planSession, stimuliFor, structuredPart, type ParsedAnswer, type SessionGuide, type SessionStep, type SnapshotStimulus } from "./plan";

export const FG_SESSION_PURPOSE = "fg.session";
const ACTIVE = ["queued", "running"] as const;
const MODERATOR_MAX_TOKENS = 300;
/** A turn's prompt (character sheet, stimulus, discussion) and reply, for refusing a start that could not pay for one. */
const TYPICAL_TURN = { promptChars: 4_000, outputTokens: 500 } as const;
/**
 * The largest image sent as an image: Anthropic's documented per-image API limit (OpenAI and Gemini
 * take 20 MB); a larger stored stimulus is described in text instead, and the turn says so.
 */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Image stimuli per turn (a variant group of images); more are described in text. */
const MAX_IMAGES_PER_TURN = 8;

export function newSeed(): number {
  return randomInt(1, 1_000_000);
}

type StartOptions = {
  projectId: string;
  name: string;
  /** Personas of the project's recruited participants; empty = all of them. */
  personaIds: string[];
  perSegment: boolean;
  seed: number | null;
};

/** Splits participants into one group per segment (quota, else persona segment), in name order. */
function bySegment(list: SessionParticipant[]): { segment: string | null; people: SessionParticipant[] }[] {
  const groups = new Map<string, SessionParticipant[]>();
  for (const p of list) {
    const key = p.segment ?? "";
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a === "" ? 1 : b === "" ? -1 : a.localeCompare(b))).map(([k, people]) => ({ segment: k || null, people }));
}

/**
 * Creates the sessions and their jobs in one transaction (all or none). Refuses up front what would
 * make every turn fail: no participants, no guide or one with problems, no engine, a spent budget.
 */
export async function startSessions(scope: BrandScope, opts: StartOptions): Promise<{ sessionIds: string[] }> {
  const [project] = await withScope(scope, (tx) => tx.select({ id: fgProjects.id }).from(fgProjects).where(and(eq(fgProjects.id, opts.projectId), eq(fgProjects.brandId, scope.brandId))));
  if (!project) throw new NotFoundError();
  const recruited = await listSessionParticipants(scope, opts.projectId);
  if (!recruited.length) throw new ActionError("This project has no recruited participants yet. Recruit personas on /recruiting-participants first.");
  const chosen = opts.personaIds.length ? recruited.filter((p) => opts.personaIds.includes(p.personaId)) : recruited;
  if (opts.personaIds.length && chosen.length !== new Set(opts.personaIds).size) throw new ActionError("Some of the chosen participants are no longer recruited for this project. Reload the page.");
  const { guide, stimuli } = await getSessionInputs(scope, opts.projectId);
  if (!guide) throw new ActionError("This project has no discussion guide yet. Write one on /preparing-inputs first.");
  if (guide.problems.length) throw new ActionError(`The discussion guide cannot run yet: ${guide.problems.join(" ")} Fix it on /preparing-inputs.`);
  const settings = await getBriefSettings(scope);
  const research = await resolveResearchEngine(scope, settings);
  if (research.kind === "none") throw new ActionError(research.note);
  const refusal = await researchBudgetRefusal(scope, settings, research.engine, TYPICAL_TURN.promptChars, TYPICAL_TURN.outputTokens);
  if (refusal) throw new ActionError(`${refusal} Raise the research budget on /personas-brief-settings or wait for next month.`);

  const groups = opts.perSegment ? bySegment(chosen) : [{ segment: null, people: chosen }];
  const seed = opts.seed ?? newSeed();
  const ids = await withScope(scope, async (tx) => {
    const out: string[] = [];
    for (const g of groups) {
      const participantIds = g.people.map((p) => p.personaId);
      const name = opts.perSegment ? `${opts.name} — ${g.segment ?? "No segment"}` : opts.name;
      out.push(await insertSession(tx, scope, { projectId: opts.projectId, name, participantIds, seed, guide: guide.guide, stimuli, engine: research.engine }));
    }
    // A checked ("ready") project is now running; a draft stays a draft (it moves one step at a time,
    // and only a person marks it ready).
    await tx
      .update(fgProjects)
      .set({ status: "running", updatedAt: new Date() })
      .where(and(eq(fgProjects.id, opts.projectId), eq(fgProjects.brandId, scope.brandId), eq(fgProjects.status, "ready")));
    return out;
  });
  wakeJobRunner();
  return { sessionIds: ids };
}

type Tx = Parameters<Parameters<typeof withScope>[1]>[0];

async function insertSession(
  tx: Tx,
  scope: BrandScope,
  s: { projectId: string; name: string; participantIds: string[]; seed: number; guide: SessionGuide; stimuli: SnapshotStimulus[]; engine: EngineWithKey },
): Promise<string> {
  const steps = planSession(s.guide, s.participantIds, s.seed);
  const [row] = await tx
    .insert(fgSessions)
    .values({
      brandId: scope.brandId,
      projectId: s.projectId,
      name: s.name.slice(0, 200),
      participantIds: s.participantIds,
      seed: s.seed,
      guide: s.guide,
      stimuli: s.stimuli as unknown as Record<string, unknown>[],
      cursor: { step: 0, questionId: steps[0]?.question.id ?? null, turn: 0 },
      totalSteps: steps.length,
      engineKey: s.engine.key,
      engineLabel: s.engine.label,
      model: s.engine.model,
      createdBy: scope.userId,
    })
    .returning({ id: fgSessions.id });
  const jobId = await enqueueJob(tx, FG_SESSION_TASK, { sessionId: row!.id }, { brandId: scope.brandId });
  await tx.update(fgSessions).set({ jobId }).where(and(eq(fgSessions.id, row!.id), eq(fgSessions.brandId, scope.brandId)));
  return row!.id;
}

/**
 * "Run again": the same snapshot (guide, stimuli, participants) with another seed, so the runs of a
 * project are repetitions of one test, comparable in the results, even if the guide changed since.
 */
export async function rerunSession(scope: BrandScope, sessionId: string, seed: number | null): Promise<{ sessionId: string }> {
  const [old] = await withScope(scope, (tx) => tx.select().from(fgSessions).where(and(eq(fgSessions.id, sessionId), eq(fgSessions.brandId, scope.brandId))));
  if (!old) throw new NotFoundError();
  const settings = await getBriefSettings(scope);
  const research = await resolveResearchEngine(scope, settings);
  if (research.kind === "none") throw new ActionError(research.note);
  const refusal = await researchBudgetRefusal(scope, settings, research.engine, TYPICAL_TURN.promptChars, TYPICAL_TURN.outputTokens);
  if (refusal) throw new ActionError(`${refusal} Raise the research budget on /personas-brief-settings or wait for next month.`);
  const next = seed ?? newSeed();
  const base = old.name.replace(/ · seed \d+$/, "");
  const id = await withScope(scope, (tx) =>
    insertSession(tx, scope, {
      projectId: old.projectId,
      name: `${base} · seed ${next}`,
      participantIds: old.participantIds,
      seed: next,
      guide: old.guide,
      stimuli: old.stimuli as unknown as SnapshotStimulus[],
      engine: research.engine,
    }),
  );
  wakeJobRunner();
  return { sessionId: id };
}

/** Another brand's session answers exactly like a missing one (never "it has ended"). */
async function assertSessionExists(scope: BrandScope, sessionId: string): Promise<void> {
  const [row] = await withScope(scope, (tx) => tx.select({ id: fgSessions.id }).from(fgSessions).where(and(eq(fgSessions.id, sessionId), eq(fgSessions.brandId, scope.brandId))));
  if (!row) throw new NotFoundError();
}

export async function pauseSession(scope: BrandScope, sessionId: string): Promise<void> {
  const rows = await withScope(scope, (tx) =>
    tx
      .update(fgSessions)
      .set({ status: "paused" })
      .where(and(eq(fgSessions.id, sessionId), eq(fgSessions.brandId, scope.brandId), inArray(fgSessions.status, [...ACTIVE])))
      .returning({ id: fgSessions.id }),
  );
  if (!rows.length) await assertSessionExists(scope, sessionId);
  if (!rows.length) throw new ActionError("Only a queued or running session can be paused. Reload the page to see where it is.");
}

/** Queues a new job from the cursor: after a pause, a budget stop (once raised) or a failed turn. */
export async function resumeSession(scope: BrandScope, sessionId: string): Promise<void> {
  const [row] = await withScope(scope, (tx) => tx.select({ status: fgSessions.status, engineKey: fgSessions.engineKey }).from(fgSessions).where(and(eq(fgSessions.id, sessionId), eq(fgSessions.brandId, scope.brandId))));
  if (!row) throw new NotFoundError();
  if (!["paused", "budget", "failed"].includes(row.status)) throw new ActionError("Only a paused, stopped or failed session can be resumed.");
  const engine = row.engineKey ? await loadEngine(scope, row.engineKey) : null;
  if (!engine) throw new ActionError("The AI engine this session ran on is no longer available. Start a new session with the engine chosen in /personas-brief-settings.");
  const settings = await getBriefSettings(scope);
  const refusal = await researchBudgetRefusal(scope, settings, engine, TYPICAL_TURN.promptChars, TYPICAL_TURN.outputTokens);
  if (refusal) throw new ActionError(`${refusal} Raise the research budget on /personas-brief-settings, then resume.`);
  await withScope(scope, async (tx) => {
    const [moved] = await tx
      .update(fgSessions)
      .set({ status: "queued", message: null, finishedAt: null })
      .where(and(eq(fgSessions.id, sessionId), eq(fgSessions.brandId, scope.brandId), inArray(fgSessions.status, ["paused", "budget", "failed"])))
      .returning({ id: fgSessions.id });
    if (!moved) throw new ActionError("This session changed meanwhile. Reload the page.");
    const jobId = await enqueueJob(tx, FG_SESSION_TASK, { sessionId }, { brandId: scope.brandId });
    await tx.update(fgSessions).set({ jobId }).where(and(eq(fgSessions.id, sessionId), eq(fgSessions.brandId, scope.brandId)));
  });
  wakeJobRunner();
}

export async function cancelSession(scope: BrandScope, sessionId: string): Promise<void> {
  const rows = await withScope(scope, (tx) =>
    tx
      .update(fgSessions)
      .set({ status: "cancelled", finishedAt: new Date() })
      .where(and(eq(fgSessions.id, sessionId), eq(fgSessions.brandId, scope.brandId), inArray(fgSessions.status, ["queued", "running", "paused", "budget"])))
      .returning({ id: fgSessions.id }),
  );
  if (!rows.length) await assertSessionExists(scope, sessionId);
  if (!rows.length) throw new ActionError("This session has already ended.");
}

// ——— The job ———

type SessionRow = typeof fgSessions.$inferSelect;
type Said = { seq: number; speaker: "moderator" | "participant"; personaId: string | null; questionId: string | null; content: string };
type Persona = { id: string; name: string; sheet: string };

function characterSheet(name: string, stored: Record<string, unknown>): string {
  const p = readProfile(stored);
  const line = (label: string, v: string | null | undefined) => (v ? `- ${label}: ${v}` : null);
  const list = (label: string, v: string[]) => (v.length ? `- ${label}: ${v.join("; ")}` : null);
  const company = p.company ? [p.company.role, p.company.name, p.company.industry, p.company.size ? `${p.company.size} people` : null].filter(Boolean).join(", ") : null;
  return [
    `Name: ${name}`,
    line("Summary", p.summary),
    line("Age", p.age === null ? null : String(p.age)),
    line("Gender", p.gender),
    line("Location", p.location),
    line("Occupation", p.occupation),
    line("Company", company),
    line("Income", p.income),
    line("Education", p.education),
    list("Goals", p.goals),
    list("Pains", p.pains),
    list("Objections", p.objections),
    list("Values", p.values),
    list("Decision criteria", p.decisionCriteria),
    list("Channels", p.channels),
    list("Media habits", p.mediaHabits),
    line("Buying role", p.buyingRole),
    ...Object.entries(p.attributes).map(([k, v]) => line(k, v)),
    line("Backstory", p.backstory),
    line("In their own words", p.quote ? `"${p.quote}"` : null),
  ]
    .filter(Boolean)
    .join("\n");
}

function questionFrame(q: GuideQuestion, options: string[]): string {
  if (q.kind === "rating" && q.scale) {
    const ends = [q.scale.minLabel ? `${q.scale.min} = ${q.scale.minLabel}` : null, q.scale.maxLabel ? `${q.scale.max} = ${q.scale.maxLabel}` : null].filter(Boolean).join(", ");
    return `Give a whole-number rating from ${q.scale.min} to ${q.scale.max}${ends ? ` (${ends})` : ""}, and say why.`;
  }
  if (q.kind === "choice") return `Choose exactly one of: ${options.map((o) => `"${o}"`).join(", ")} — and say why.`;
  if (q.kind === "ranking") return `Rank all of these, best first: ${options.map((o) => `"${o}"`).join(", ")} — and say why.`;
  return "";
}

function discussion(said: Said[], questionId: string, names: Map<string, string>, me: string | null): string {
  const lines = said
    .filter((t) => t.questionId === questionId)
    .map((t) => (t.speaker === "moderator" ? `Moderator: ${t.content}` : `${t.personaId === me ? "You" : (names.get(t.personaId ?? "") ?? "A participant")}: ${t.content}`));
  return lines.join("\n");
}

/** The step's turn, computed (with an engine call for participants and probes). */
async function produceTurn(
  step: SessionStep,
  ctx: { scope: BrandScope; session: SessionRow; engine: EngineWithKey; jobId: string; settings: BriefSettings; people: Map<string, Persona>; names: Map<string, string>; said: Said[]; stimuli: SnapshotStimulus[] },
): Promise<
  | { ok: true; speaker: "moderator" | "participant"; personaId: string | null; content: string; answer: FgAnswer | null; imageDelivery: ImageDelivery | null; tokensIn: number | null; tokensOut: number | null; costUsd: number }
  | { ok: false; budget: string }
> {
  const { session, engine } = ctx;
  const guide = session.guide;
  const q = step.question;
  if (step.kind === "ask") {
    // Verbatim: every session and every run hears the same words, so their answers stay comparable.
    return { ok: true, speaker: "moderator", personaId: null, content: q.text, answer: null, imageDelivery: null, tokensIn: null, tokensOut: null, costUsd: 0 };
  }
  const cap = guide.turnWordCap;
  const maxOutputTokens = Math.ceil(cap * 2) + 200;
  const call = async <T>(system: string, prompt: string, schema: z.ZodType<T>, name: string, maxTokens: number, images: AiImage[] = []) => {
    // An image costs tokens like ~1,000 characters of text on every provider's tile pricing (≈ 765 tokens for a 1024² tile).
    const refusal = await researchBudgetRefusal(ctx.scope, ctx.settings, engine, system.length + prompt.length + images.length * 4_000, maxTokens);
    if (refusal) return { refusal } as const;
    let extra = 0;
    // One more try when the answer broke the question's shape (a rating off the scale): models vary.
    for (let attempt = 1; ; attempt++) {
      try {
        const r = await generateStructured(engine, { system, prompt, images, schema, name, maxOutputTokens: maxTokens }, { scope: ctx.scope, purpose: FG_SESSION_PURPOSE, jobId: ctx.jobId, maxWaitMs: 60_000 });
        return { r, extra } as const;
      } catch (e) {
        if (!(e instanceof AiError) || e.retryable || !e.usage || attempt >= 2) throw e;
        extra += e.usage.costUsd ?? 0;
      }
    }
  };

  if (step.kind === "probe") {
    const system = [
      "You moderate a market-research focus group. Stay neutral: never praise, lead or sell; ask one short, open follow-up at a time.",
      guide.moderatorInstructions ? `The researcher's instructions for you:\n${guide.moderatorInstructions}` : null,
    ]
      .filter(Boolean)
      .join("\n\n");
    const prompt = [
      `The question was: "${q.text}"`,
      `What was said:\n${discussion(ctx.said, q.id, ctx.names, null)}`,
      `The guide's probes for this question:\n${q.probes.filter((p) => p.trim()).map((p) => `- ${p}`).join("\n")}`,
      "Ask the group the one probe that best deepens this discussion, in one or two sentences, in your own words. You may address a participant by name.",
    ].join("\n\n");
    const out = await call(system, prompt, z.object({ text: z.string().trim().min(1) }), "moderator_probe", MODERATOR_MAX_TOKENS);
    if ("refusal" in out) return { ok: false, budget: out.refusal! };
    return { ok: true, speaker: "moderator", personaId: null, content: capWords(out.r.value.text, 80).text, answer: null, imageDelivery: null, tokensIn: out.r.tokensIn, tokensOut: out.r.tokensOut, costUsd: (out.r.costUsd ?? 0) + out.extra };
  }

  const me = ctx.people.get(step.participantId);
  if (!me) throw new ActionError("A participant's persona was deleted during the session.");
  const shown = stimuliFor(q, ctx.stimuli, me.id, session.participantIds, session.seed);
  const options = optionsFor(q, shown);
  const structured = step.kind === "answer";
  const schema = structured ? answerSchema(q, options) : answerSchema({ ...q, kind: "open" }, options);
  const system = [
    `You are ${me.name}, a participant in a market-research focus group. Stay in character throughout: answer as this person would, from their own life, goals, worries and habits — never as an AI assistant, and never mention being synthetic. Speak in the first person, plainly, as in a real conversation. React to what the others said when you agree or disagree, by name.`,
    `Who you are:\n${me.sheet}`,
  ].join("\n\n");
  const others = discussion(ctx.said, q.id, ctx.names, me.id);
  const pictures = await imagesFor(ctx.scope, engine, shown);
  const prompt = [
    shown.length ? `Shown to you:\n${shown.map((s) => describeStimulus(s, pictures.attached.get(s.id) ?? null)).join("\n")}` : null,
    `The discussion so far on this question (react to the others):\n${others || "(nobody has spoken yet)"}`,
    step.kind === "answer" ? `The moderator asks: "${q.text}"\n${questionFrame(q, options)}`.trim() : `Answer the moderator's follow-up question (the last line above).`,
    `Answer in at most ${guide.turnWordCap} words; anything longer is cut off at ${guide.turnWordCap} words.`,
  ]
    .filter(Boolean)
    .join("\n\n");
  const out = await call(system, prompt, schema as z.ZodType<ParsedAnswer>, "participant_answer", maxOutputTokens, pictures.images);
  if ("refusal" in out) return { ok: false, budget: out.refusal! };
  const capped = capWords(out.r.value.text, cap);
  return {
    ok: true,
    speaker: "participant",
    personaId: me.id,
    content: capped.text,
    answer: structured ? structuredPart(q, out.r.value) : null,
    imageDelivery: pictures.delivery,
    tokensIn: out.r.tokensIn,
    tokensOut: out.r.tokensOut,
    costUsd: (out.r.costUsd ?? 0) + out.extra,
  };
}

export type ImageDelivery = "image" | "text" | "mixed";

/**
 * The stored bytes of the image stimuli a participant is shown, when the engine sees images; the
 * others (a text-only engine, a file that was deleted or is too large) are described in text.
 * `attached` numbers each attached stimulus as the prompt refers to it; `delivery` is recorded on the turn.
 */
async function imagesFor(scope: BrandScope, engine: EngineWithKey, shown: readonly SnapshotStimulus[]): Promise<{ images: AiImage[]; attached: Map<string, number>; delivery: ImageDelivery | null }> {
  const pictures = shown.filter((s) => s.kind === "image");
  const images: AiImage[] = [];
  const attached = new Map<string, number>();
  if (!pictures.length) return { images, attached, delivery: null };
  if (engineSeesImages(engine)) {
    for (const s of pictures) {
      if (!s.fileId || images.length >= MAX_IMAGES_PER_TURN) continue;
      const stored = await readFile(scope, s.fileId);
      if (!stored || stored.bytes.length > MAX_IMAGE_BYTES) continue;
      images.push({ bytes: stored.bytes, mediaType: stored.file.contentType });
      attached.set(s.id, images.length);
    }
  }
  const delivery: ImageDelivery = images.length === 0 ? "text" : images.length === pictures.length ? "image" : "mixed";
  return { images, attached, delivery };
}

async function setStatus(brandId: string, sessionId: string, status: string, message: string | null, from: readonly string[] = ["running"]): Promise<void> {
  await asSystem("focus-group session job: record how the run ended", (db) =>
    db
      .update(fgSessions)
      .set({ status: status as SessionRow["status"], message, finishedAt: new Date() })
      .where(and(eq(fgSessions.id, sessionId), eq(fgSessions.brandId, brandId), inArray(fgSessions.status, [...from] as SessionRow["status"][]))),
  );
}

/** Thrown inside the turn's transaction when another run moved the cursor first: roll the turn back. */
class CursorMoved extends Error {}

/**
 * The job: executes (or resumes) one session from its cursor. `attempt`/`maxAttempts` let a
 * transient engine failure be retried by the runner, and the session marked failed on the last try.
 */
export async function executeSession(sessionId: string, jobId: string, signal?: AbortSignal, attempt = 1, maxAttempts = 1): Promise<void> {
  try {
    await runSession(sessionId, jobId, signal, attempt, maxAttempts);
  } catch (e) {
    // The runner retries; on its last try the session must not stay "running" with nobody running it.
    if (!(e instanceof RetryLaterError) && attempt >= maxAttempts) {
      const [head] = await asSystem("focus-group session job: find the brand of a session that crashed", (db) => db.select({ brandId: fgSessions.brandId }).from(fgSessions).where(eq(fgSessions.id, sessionId)));
      if (head) await setStatus(head.brandId, sessionId, "failed", `The session stopped on an unexpected error (${e instanceof Error ? e.message.slice(0, 200) : String(e)}). Resume to continue from the last turn.`, ACTIVE);
    }
    throw e;
  }
}

async function runSession(sessionId: string, jobId: string, signal: AbortSignal | undefined, attempt: number, maxAttempts: number): Promise<void> {
  const [head] = await asSystem("focus-group session job: read the session it executes", (db) => db.select().from(fgSessions).where(eq(fgSessions.id, sessionId)));
  if (!head || !ACTIVE.includes(head.status as (typeof ACTIVE)[number]) || head.jobId !== jobId) return;
  const scope = await actingScope(head.brandId, head.createdBy, "focus-groups");
  if (!scope) {
    await setStatus(head.brandId, sessionId, "failed", "Neither the person who started this session nor the brand owner may run focus groups any more.", ACTIVE);
    return;
  }
  // Conditional: a pause or cancel landing between the read above and this write wins.
  const started = await withScope(scope, (tx) =>
    tx
      .update(fgSessions)
      .set({ status: "running", startedAt: head.startedAt ?? new Date() })
      .where(and(eq(fgSessions.id, sessionId), eq(fgSessions.brandId, scope.brandId), inArray(fgSessions.status, [...ACTIVE]), eq(fgSessions.jobId, jobId)))
      .returning({ id: fgSessions.id }),
  );
  if (!started.length) return;
  const engine = head.engineKey ? await loadEngine(scope, head.engineKey) : null;
  if (!engine) {
    await setStatus(scope.brandId, sessionId, "failed", "The AI engine this session ran on was removed. Start a new session with another engine.");
    return;
  }
  const settings = await getBriefSettings(scope);
  const personaRows = await withScope(scope, (tx) =>
    tx
      .select({ id: personas.id, name: personas.name, profile: personas.profile })
      .from(personas)
      .where(and(eq(personas.brandId, scope.brandId), inArray(personas.id, head.participantIds.length ? head.participantIds : ["00000000-0000-0000-0000-000000000000"]))),
  );
  const people = new Map(personaRows.map((p) => [p.id, { id: p.id, name: p.name, sheet: characterSheet(p.name, p.profile) }]));
  const names = new Map(personaRows.map((p) => [p.id, p.name]));
  const said: Said[] = (
    await withScope(scope, (tx) =>
      tx
        .select({ seq: fgTurns.seq, speaker: fgTurns.speaker, personaId: fgTurns.personaId, questionId: fgTurns.questionId, content: fgTurns.content })
        .from(fgTurns)
        .where(and(eq(fgTurns.brandId, scope.brandId), eq(fgTurns.sessionId, sessionId)))
        .orderBy(asc(fgTurns.seq)),
    )
  ).map((t) => ({ ...t, speaker: t.speaker as Said["speaker"] }));
  const steps = planSession(head.guide, head.participantIds, head.seed);
  const stimuli = head.stimuli as unknown as SnapshotStimulus[];

  for (let step = head.cursor.step; step < steps.length; step++) {
    if (signal?.aborted) return; // the runner is stopping: the next worker resumes from the cursor
    const [now] = await withScope(scope, (tx) => tx.select({ status: fgSessions.status, jobId: fgSessions.jobId, cursor: fgSessions.cursor }).from(fgSessions).where(and(eq(fgSessions.id, sessionId), eq(fgSessions.brandId, scope.brandId))));
    if (!now || now.status !== "running" || now.jobId !== jobId || now.cursor.step !== step) return;
    const s = steps[step]!;
    let turn: Awaited<ReturnType<typeof produceTurn>>;
    try {
      turn = await produceTurn(s, { scope, session: head, engine, jobId, settings, people, names, said, stimuli });
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      if (e instanceof AiError && e.retryable && attempt < maxAttempts) throw new RetryLaterError(message);
      await setStatus(scope.brandId, sessionId, "failed", `Turn ${step + 1} of ${steps.length} failed: ${message} Resume to try this turn again.`);
      return;
    }
    if (!turn.ok) {
      await setStatus(scope.brandId, sessionId, "budget", `${turn.budget} Raise the research budget on /personas-brief-settings, then resume.`);
      return;
    }
    const seq = step + 1;
    const nextQuestion = steps[step + 1]?.question.id ?? s.question.id;
    const cursor: FgSessionCursor = { step: step + 1, questionId: nextQuestion, turn: seq };
    const written = await withScope(scope, async (tx) => {
      const inserted = await tx
        .insert(fgTurns)
        .values({
          brandId: scope.brandId,
          sessionId,
          seq,
          speaker: turn.speaker,
          personaId: turn.personaId,
          questionId: s.question.id,
          stimulusId: s.question.stimulusId ?? null,
          content: turn.content,
          answer: turn.answer,
          imageDelivery: turn.imageDelivery,
          tokensIn: turn.tokensIn,
          tokensOut: turn.tokensOut,
        })
        .onConflictDoNothing()
        .returning({ id: fgTurns.id });
      if (!inserted.length) throw new CursorMoved();
      const moved = await tx
        .update(fgSessions)
        .set({ cursor, costUsd: sql`${fgSessions.costUsd} + ${turn.costUsd}` })
        .where(and(eq(fgSessions.id, sessionId), eq(fgSessions.brandId, scope.brandId), sql`(${fgSessions.cursor}->>'step')::int = ${step}`))
        .returning({ id: fgSessions.id });
      if (!moved.length) throw new CursorMoved();
      return true;
    }).catch((e: unknown) => {
      if (e instanceof CursorMoved) return false;
      throw e;
    });
    if (!written) return; // another run wrote this step: it carries on from here
    said.push({ seq, speaker: turn.speaker, personaId: turn.personaId, questionId: s.question.id, content: turn.content });
  }
  await setStatus(scope.brandId, sessionId, "succeeded", null);
}
