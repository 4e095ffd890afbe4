/**
 * Interviewing a persona: the question is stored before the engine is asked, so an engine error, a
 * budget stop or a lost connection never loses it — the transcript shows it unanswered with a retry,
 * and the retry answers the last unanswered question. Every call is budget-checked first and metered
 * as personas.interview.
 */
import { and, desc, eq } from "drizzle-orm";
import { brands, personaInterviewMessages, personaInterviews, personaVersions, personas, personasBriefs } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { formatDate } from "@/lib/format";
import { AiError, generateAnswer } from "@/modules/ai/client";
import { groundingFor } from "@/modules/knowledge/grounding";
import { getBriefSettings, researchBudgetRefusal, resolveResearchEngine } from "@/modules/personas/engine";
import { readProfile } from "@/modules/personas/profile";
import { interviewPrompt, interviewSystemPrompt, type InterviewTurn } from "./prompt";
import type { InterviewMessage } from "./queries";

export const INTERVIEW_PURPOSE = "personas.interview";
const ANSWER_MAX_TOKENS = 700;
const GROUNDING_TOKENS = 1_200;

const titleFrom = (question: string) => {
  const t = question.replace(/\s+/g, " ").trim();
  return t.length > 60 ? `${t.slice(0, 57)}…` : t;
};

export async function startInterview(scope: BrandScope, personaId: string, title?: string): Promise<{ id: string; title: string }> {
  return withScope(scope, async (tx) => {
    const [persona] = await tx.select({ version: personas.version }).from(personas).where(and(eq(personas.id, personaId), eq(personas.brandId, scope.brandId)));
    if (!persona) throw new NotFoundError();
    const name = title?.trim() || `Interview of ${formatDate(new Date())}`;
    const [row] = await tx
      .insert(personaInterviews)
      .values({ brandId: scope.brandId, personaId, title: name, personaVersion: persona.version, createdBy: scope.userId })
      .returning({ id: personaInterviews.id });
    return { id: row!.id, title: name };
  });
}

export type AskResult = { interviewId: string; question: InterviewMessage | null; answer: InterviewMessage | null; error: string | null };

/** Stores the question (in a new interview when none is given), then asks the persona. */
export async function askPersona(scope: BrandScope, input: { personaId: string; interviewId?: string | null; question: string }): Promise<AskResult> {
  let interviewId = input.interviewId ?? null;
  if (!interviewId) interviewId = (await startInterview(scope, input.personaId, titleFrom(input.question))).id;
  const question = await withScope(scope, async (tx) => {
    const [iv] = await tx
      .select({ id: personaInterviews.id })
      .from(personaInterviews)
      .where(and(eq(personaInterviews.id, interviewId!), eq(personaInterviews.brandId, scope.brandId), eq(personaInterviews.personaId, input.personaId)));
    if (!iv) throw new NotFoundError();
    const [m] = await tx
      .insert(personaInterviewMessages)
      .values({ brandId: scope.brandId, interviewId: interviewId!, role: "interviewer", content: input.question, createdBy: scope.userId })
      .returning();
    await tx.update(personaInterviews).set({ updatedAt: new Date() }).where(eq(personaInterviews.id, interviewId!));
    return m!;
  });
  const outcome = await answerPending(scope, interviewId);
  return {
    interviewId,
    question: { id: question.id, role: "interviewer", content: question.content, citations: [], createdAt: question.createdAt.toISOString() },
    ...outcome,
  };
}

/** Answers the interview's last question when it has no answer yet (the retry after an error). */
export async function retryAnswer(scope: BrandScope, interviewId: string): Promise<AskResult> {
  return { interviewId, question: null, ...(await answerPending(scope, interviewId)) };
}

async function answerPending(scope: BrandScope, interviewId: string): Promise<{ answer: InterviewMessage | null; error: string | null }> {
  const ctx = await withScope(scope, async (tx) => {
    const [iv] = await tx
      .select({ personaId: personaInterviews.personaId, personaVersion: personaInterviews.personaVersion, name: personas.name, profile: personas.profile, version: personas.version, briefId: personas.briefId, brandName: brands.name })
      .from(personaInterviews)
      .innerJoin(personas, and(eq(personas.id, personaInterviews.personaId), eq(personas.brandId, personaInterviews.brandId)))
      .innerJoin(brands, eq(brands.id, personaInterviews.brandId))
      .where(and(eq(personaInterviews.id, interviewId), eq(personaInterviews.brandId, scope.brandId)));
    if (!iv) throw new NotFoundError();
    // The version the interview started with answers it, so a later edit cannot change a persona mid-conversation.
    let name = iv.name;
    let profile = iv.profile;
    if (iv.personaVersion !== iv.version) {
      const [v] = await tx.select({ name: personaVersions.name, profile: personaVersions.profile }).from(personaVersions).where(and(eq(personaVersions.personaId, iv.personaId), eq(personaVersions.brandId, scope.brandId), eq(personaVersions.version, iv.personaVersion)));
      if (v) ({ name, profile } = v);
    }
    const [brief] = iv.briefId ? await tx.select({ collectionIds: personasBriefs.collectionIds }).from(personasBriefs).where(and(eq(personasBriefs.id, iv.briefId), eq(personasBriefs.brandId, scope.brandId))) : [];
    const messages = await tx
      .select({ role: personaInterviewMessages.role, content: personaInterviewMessages.content })
      .from(personaInterviewMessages)
      .where(and(eq(personaInterviewMessages.brandId, scope.brandId), eq(personaInterviewMessages.interviewId, interviewId)))
      .orderBy(desc(personaInterviewMessages.createdAt), desc(personaInterviewMessages.id))
      .limit(60);
    return { name, profile: readProfile(profile), brandName: iv.brandName, briefCollections: brief?.collectionIds ?? [], turns: messages.reverse() as InterviewTurn[] };
  });
  const last = ctx.turns.at(-1);
  if (!last || last.role !== "interviewer") throw new ActionError("Every question of this interview has an answer already. Ask another question.");
  const settings = await getBriefSettings(scope);
  const engine = await resolveResearchEngine(scope, settings);
  if (engine.kind === "none") return { answer: null, error: engine.note };
  const collections = ctx.briefCollections.length ? ctx.briefCollections : settings.collectionIds;
  let grounding;
  try {
    grounding = await groundingFor(scope, { task: `${last.content} ${ctx.profile.summary}`, collections: collections.length ? collections : undefined, tokenBudget: GROUNDING_TOKENS, purpose: `${INTERVIEW_PURPOSE}.grounding` });
  } catch (e) {
    // The knowledge base is a help, not a precondition: the persona answers from its profile alone.
    console.error("[personas.interview] grounding failed", e);
    grounding = { promptContext: "", citations: [] };
  }
  const system = interviewSystemPrompt({ personaName: ctx.name, profile: ctx.profile, brandName: ctx.brandName, grounding: grounding.promptContext });
  const prompt = interviewPrompt(ctx.turns.slice(0, -1), last.content, ctx.name);
  const refusal = await researchBudgetRefusal(scope, settings, engine.engine, system.length + prompt.length, ANSWER_MAX_TOKENS);
  if (refusal) return { answer: null, error: refusal };
  let text: string;
  let usage: { tokensIn: number | null; tokensOut: number | null };
  try {
    const r = await generateAnswer(engine.engine, { system, prompt, maxOutputTokens: ANSWER_MAX_TOKENS }, { scope, purpose: INTERVIEW_PURPOSE, retries: 1 });
    text = r.text.trim();
    usage = r;
  } catch (e) {
    const why = e instanceof AiError ? e.message : e instanceof Error ? e.message : String(e);
    if (!(e instanceof AiError)) console.error("[personas.interview]", e);
    return { answer: null, error: `${engine.label} could not answer: ${why}` };
  }
  if (!text) return { answer: null, error: `${engine.label} gave an empty answer. Try again.` };
  const citations = grounding.citations.map((c) => ({ sourceId: c.sourceId, title: c.heading ? `${c.sourceTitle} › ${c.heading}` : c.sourceTitle, chunkId: c.chunkId }));
  const saved = await withScope(scope, async (tx) => {
    const [m] = await tx
      .insert(personaInterviewMessages)
      .values({ brandId: scope.brandId, interviewId, role: "persona", content: text, citations, tokensIn: usage.tokensIn, tokensOut: usage.tokensOut })
      .returning();
    await tx.update(personaInterviews).set({ updatedAt: new Date(), engineLabel: engine.label }).where(and(eq(personaInterviews.id, interviewId), eq(personaInterviews.brandId, scope.brandId)));
    return m!;
  });
  return { answer: { id: saved.id, role: "persona", content: saved.content, citations: saved.citations, createdAt: saved.createdAt.toISOString() }, error: null };
}

export async function renameInterview(scope: BrandScope, interviewId: string, title: string): Promise<{ id: string; title: string }> {
  return withScope(scope, async (tx) => {
    const rows = await tx.update(personaInterviews).set({ title, updatedAt: new Date() }).where(and(eq(personaInterviews.id, interviewId), eq(personaInterviews.brandId, scope.brandId))).returning({ id: personaInterviews.id });
    if (!rows.length) throw new NotFoundError();
    return { id: interviewId, title };
  });
}

export async function deleteInterview(scope: BrandScope, interviewId: string): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    const rows = await tx.delete(personaInterviews).where(and(eq(personaInterviews.id, interviewId), eq(personaInterviews.brandId, scope.brandId))).returning({ id: personaInterviews.id });
    if (!rows.length) throw new NotFoundError();
    return { id: interviewId };
  });
}
