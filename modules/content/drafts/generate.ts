/**
 * Generating drafts from a brief. A generation is a row plus one durable job (content.generate):
 * the job writes one post per target (article → blog, newsletter, social → LinkedIn and X) and
 * counts progress on the row, which the page polls — so progress survives a reload, and a resumed
 * job skips the targets it already wrote. Cancelling marks the row; the job stops before its next call.
 *
 * AI engine: before every call the month's content spend plus the worst case of that call is
 * checked against the content budget; a call that could exceed it is not made, and the generation
 * says so. Each draft is grounded in the brand's knowledge base (the settings' collections) and
 * stores its citations (purpose content.post, subject = post id).
 * External agent: the job posts the brief (signed) and the generation waits for the answer (agent.ts).
 */
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { contentGenerations } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { enqueueJob, RetryLaterError, wakeJobRunner } from "@/lib/jobs";
import { asSystem } from "@/lib/system";
import { AiError, generateStructured } from "@/modules/ai/client";
import type { EngineWithKey } from "@/modules/ai/engines";
import { groundingFor, storeCitations, type Citation } from "@/modules/knowledge/grounding";
import { getBrandContext } from "@/modules/questionnaire/queries";
import { actingScope } from "@/modules/roles/acting";
import { contentBudgetRefusal, EXTERNAL_AGENT_ENGINE, getContentSettings, resolveContentEngine, voiceInstructions, type ContentSettings } from "../engine";
import { AGENT_CALLBACK_PATH, agentJobData, briefOf, sendAgentJob, type AgentTarget } from "./agent";
import { createPostIn, postsOfGeneration, type BriefRow, type PostKind } from "./posts";

// Importing the task definition: whoever enqueues content.generate has its queue created at start.
import { CONTENT_GENERATE_TASK } from "./jobs";
export { CONTENT_GENERATE_TASK };
export const POST_CITATION_PURPOSE = "content.post";
/** Tokens of the brand's own material one draft may carry. */
const GROUNDING_TOKENS = 2_000;
const TERMINAL = new Set(["succeeded", "failed", "cancelled"]);

const CHANNEL_LABEL: Record<string, string> = { blog: "article", newsletter: "newsletter", linkedin: "LinkedIn post", x: "X post" };

/** What one generation writes: one post per kind, social as a LinkedIn and an X cut-down. */
export function targetsFor(kinds: PostKind[]): AgentTarget[] {
  const out: AgentTarget[] = [];
  for (const k of new Set(kinds)) {
    if (k === "article") out.push({ kind: "article", channel: "blog" });
    if (k === "newsletter") out.push({ kind: "newsletter", channel: "newsletter" });
    if (k === "social") out.push({ kind: "social", channel: "linkedin" }, { kind: "social", channel: "x" });
  }
  return out;
}

/**
 * Creates the generation and its job in one transaction. Refuses up front what would fail at once:
 * no engine (with what to connect), a brief of another brand, a budget already used up.
 */
export async function startGeneration(scope: BrandScope, d: { briefId: string; kinds: PostKind[] }, opts: { callbackOrigin: string }): Promise<{ generationId: string }> {
  const settings = await getContentSettings(scope);
  const engine = await resolveContentEngine(scope, settings);
  if (engine.kind === "none") throw new ActionError(engine.note);
  const brief = await briefOf(scope, d.briefId);
  if (!brief) throw new ActionError("That brief no longer exists. Reload the page and choose another.");
  if (engine.kind === "ai") {
    const refusal = await contentBudgetRefusal(scope, settings, engine.engine, 0, 0);
    if (refusal) throw new ActionError(`${refusal} Raise the budget in Content Marketing Settings (/cm-settings) or wait for next month.`);
  }
  const targets = targetsFor(d.kinds);
  const id = await withScope(scope, async (tx) => {
    const [row] = await tx
      .insert(contentGenerations)
      .values({
        brandId: scope.brandId,
        briefId: brief.id,
        kinds: [...new Set(d.kinds)],
        engineKey: engine.kind === "ai" ? engine.engine.key : EXTERNAL_AGENT_ENGINE,
        progress: { done: 0, total: targets.length, step: "Queued" },
        createdBy: scope.userId,
      })
      .returning({ id: contentGenerations.id });
    await enqueueJob(tx, CONTENT_GENERATE_TASK, { generationId: row!.id, callbackOrigin: opts.callbackOrigin }, { brandId: scope.brandId, singletonKey: `content.generate:${row!.id}` });
    await logScopeActivity(tx, scope, "content_generation_started", `Started generating drafts for "${brief.title}" with ${engine.label}`, { generationId: row!.id });
    return row!.id;
  });
  wakeJobRunner();
  return { generationId: id };
}

/** Stops a generation: the job stops before its next call; an agent's late answer is refused. */
export async function cancelGeneration(scope: BrandScope, generationId: string): Promise<void> {
  const rows = await withScope(scope, (tx) =>
    tx
      .update(contentGenerations)
      .set({ status: "cancelled", updatedAt: new Date() })
      .where(and(eq(contentGenerations.id, generationId), eq(contentGenerations.brandId, scope.brandId), inArray(contentGenerations.status, ["queued", "running", "waiting_agent"])))
      .returning({ id: contentGenerations.id }),
  );
  if (!rows.length) {
    const [g] = await withScope(scope, (tx) => tx.select({ status: contentGenerations.status }).from(contentGenerations).where(and(eq(contentGenerations.id, generationId), eq(contentGenerations.brandId, scope.brandId))));
    if (!g) throw new ActionError("That generation no longer exists.");
    throw new ActionError(`This generation has already ${g.status === "cancelled" ? "been cancelled" : g.status}.`);
  }
}

const draftSchema = z.object({
  title: z.string().min(1).max(300),
  body_markdown: z.string().min(1),
  /** The numbers of the brand-material passages ([1], [2] …) the draft draws on. */
  sources: z.array(z.number().int()).max(20).optional(),
});

function kindInstructions(t: AgentTarget, words: number): string {
  if (t.kind === "article") return `Write a blog article of about ${words} words in Markdown: an H1 title line is not needed (give the title separately); use the outline's headings as ## and ### headings.`;
  if (t.kind === "newsletter") return `Write a newsletter issue of about ${words} words in Markdown: a short greeting, the key points, one clear call to action.`;
  if (t.channel === "x") return `Write a post for X (Twitter) cut down from the brief: at most 270 characters, no hashtags unless essential.`;
  return `Write a LinkedIn post of about ${words} words cut down from the brief: a hook in the first line, short paragraphs, the call to action at the end.`;
}

/** The brief as the prompt states it: outline, questions, terms, links, sources and CTA. */
export function briefPrompt(brief: BriefRow | null, settings: ContentSettings): string {
  if (!brief) return "";
  const lines = [`Brief: ${brief.title}`];
  if (brief.keyword) lines.push(`Main keyword: ${brief.keyword}`);
  if (brief.intent) lines.push(`Search intent: ${brief.intent}`);
  if (brief.audience) lines.push(`Audience: ${brief.audience}`);
  if (brief.angle) lines.push(`Angle: ${brief.angle}`);
  if (brief.outline.length) lines.push(`Outline:\n${brief.outline.map((o) => `${o.level === 3 ? "  ###" : "##"} ${o.text}${o.notes ? ` — ${o.notes}` : ""}`).join("\n")}`);
  if (brief.questions.length) lines.push(`Questions to answer:\n${brief.questions.map((q) => `- ${q}`).join("\n")}`);
  if (brief.terms.length) lines.push(`Terms to include: ${brief.terms.map((t) => t.term).join(", ")}`);
  if (brief.internalLinks.length) lines.push(`Internal links to add (Markdown links):\n${brief.internalLinks.map((l) => `- [${l.anchor}](${l.url})`).join("\n")}`);
  if (brief.sources.length) lines.push(`Sources to cite:\n${brief.sources.map((s) => `- ${s.title}: ${s.url}`).join("\n")}`);
  const cta = brief.cta || settings.defaultCtas[0];
  if (cta) lines.push(`Call to action: ${cta}`);
  return lines.join("\n\n");
}

async function setProgress(scope: BrandScope, id: string, set: Partial<typeof contentGenerations.$inferInsert>): Promise<boolean> {
  const rows = await withScope(scope, (tx) =>
    tx
      .update(contentGenerations)
      .set({ ...set, updatedAt: new Date() })
      // Never overwrite a cancel that landed meanwhile.
      .where(and(eq(contentGenerations.id, id), eq(contentGenerations.brandId, scope.brandId), inArray(contentGenerations.status, ["queued", "running"])))
      .returning({ id: contentGenerations.id }),
  );
  return rows.length > 0;
}

function citedBy(named: number[] | undefined, all: Citation[]): Citation[] {
  const picked = (named ?? []).map((n) => all.find((c) => c.n === n)).filter((c): c is Citation => !!c);
  return picked.length ? picked : all;
}

type ExecuteOptions = { jobId: string; attempt?: number; maxAttempts?: number; signal?: AbortSignal };

/** The job: executes (or resumes) one generation. */
export async function executeGeneration(generationId: string, callbackOrigin: string, opts: ExecuteOptions): Promise<void> {
  const [head] = await asSystem("content generation job: read the generation it executes", (db) => db.select().from(contentGenerations).where(eq(contentGenerations.id, generationId)));
  if (!head || TERMINAL.has(head.status) || head.status === "waiting_agent") return;
  const scope = await actingScope(head.brandId, head.createdBy, "content-marketing");
  if (!scope) {
    await asSystem("content generation job: fail a generation nobody may run any more", (db) =>
      db
        .update(contentGenerations)
        .set({ status: "failed", error: "Neither the person who started this generation nor the brand owner may write content any more." })
        .where(and(eq(contentGenerations.id, generationId), eq(contentGenerations.brandId, head.brandId), inArray(contentGenerations.status, ["queued", "running"]))),
    );
    return;
  }
  if (!(await setProgress(scope, generationId, { status: "running" }))) return;
  const settings = await getContentSettings(scope);
  const brief = await briefOf(scope, head.briefId);
  const targets = targetsFor(head.kinds as PostKind[]);
  const fail = (error: string) => setProgress(scope, generationId, { status: "failed", error });

  if (head.engineKey === EXTERNAL_AGENT_ENGINE) {
    if (!settings.agentWebhookUrl) return void (await fail("The external agent has no webhook address any more. Add it in Content Marketing Settings (/cm-settings) and generate again."));
    await setProgress(scope, generationId, { progress: { done: 0, total: targets.length, step: "Sending the brief to the external agent" } });
    const callbackUrl = `${callbackOrigin.replace(/\/$/, "")}${AGENT_CALLBACK_PATH}/${generationId}`;
    const problem = await sendAgentJob(scope, { generationId, url: settings.agentWebhookUrl, data: agentJobData(generationId, brief, targets, settings, callbackUrl), jobId: opts.jobId, retry: (opts.attempt ?? 1) - 1 });
    if (problem) {
      if (problem.retryable && (opts.attempt ?? 1) < (opts.maxAttempts ?? 1)) {
        await setProgress(scope, generationId, { progress: { done: 0, total: targets.length, step: `Retrying: ${problem.error}` } });
        throw new RetryLaterError(problem.error);
      }
      return void (await fail(problem.error));
    }
    await setProgress(scope, generationId, { status: "waiting_agent", progress: { done: 0, total: targets.length, step: "Waiting for the external agent's answer" } });
    await withScope(scope, (tx) => logScopeActivity(tx, scope, "content_generation_requested", `Sent the brief "${brief?.title ?? ""}" to the external agent`, { generationId }));
    return;
  }

  const resolved = await resolveContentEngine(scope, { ...settings, engineKey: head.engineKey });
  if (resolved.kind !== "ai") return void (await fail(resolved.kind === "none" ? resolved.note : "The engine of this generation is not an AI engine."));
  const engine: EngineWithKey = resolved.engine;
  const written = new Set((await withScope(scope, (tx) => postsOfGeneration(tx, scope, generationId))).map((p) => `${p.kind}|${p.channel}`));
  const context = await getBrandContext(scope);
  const briefText = briefPrompt(brief, settings);
  const grounding = await groundingFor(scope, {
    task: [brief?.title, brief?.keyword, ...(brief?.terms ?? []).slice(0, 8).map((t) => t.term)].filter(Boolean).join(" ") || (brief?.title ?? ""),
    collections: settings.collectionIds.length ? settings.collectionIds : undefined,
    tokenBudget: GROUNDING_TOKENS,
    purpose: "content.grounding",
  }).catch(() => null);
  const system = [
    "You are the content writer of this brand. Write original, accurate, useful copy in the brand's voice. Reply with the title, the body in Markdown, and in \"sources\" the numbers of the brand-material passages you drew on.",
    voiceInstructions(settings),
    context,
    grounding?.promptContext ?? "",
  ]
    .filter(Boolean)
    .join("\n\n");
  let cost = Number(head.costUsd ?? 0);
  let done = written.size;
  for (const t of targets) {
    if (written.has(`${t.kind}|${t.channel}`)) continue;
    if (opts.signal?.aborted) throw new RetryLaterError("The worker stopped; the generation resumes where it was.");
    const label = CHANNEL_LABEL[t.channel] ?? t.kind;
    if (!(await setProgress(scope, generationId, { progress: { done, total: targets.length, step: `Writing the ${label}` } }))) return; // cancelled
    const words = t.kind === "article" ? (brief?.targetWords ?? settings.defaultLengths.article) : settings.defaultLengths[t.kind];
    const prompt = `${kindInstructions(t, words)}\n\n${briefText}`;
    const maxOutputTokens = Math.min(12_000, Math.ceil(words * 1.6) + 400);
    const refusal = await contentBudgetRefusal(scope, settings, engine, system.length + prompt.length, maxOutputTokens);
    if (refusal) {
      await fail(`${refusal} ${done} of ${targets.length} drafts were written. Raise the budget in Content Marketing Settings (/cm-settings) or wait for next month.`);
      return;
    }
    try {
      const r = await generateStructured(engine, { system, prompt, schema: draftSchema, name: "content_draft", maxOutputTokens }, { scope, purpose: "content.draft", jobId: opts.jobId, maxWaitMs: 60_000 });
      cost += r.costUsd ?? 0;
      const postId = await withScope(scope, async (tx) => {
        const p = await createPostIn(tx, scope, { briefId: head.briefId, generationId, kind: t.kind, channel: t.channel, title: r.value.title, bodyMd: r.value.body_markdown, method: "ai", engineKey: engine.key }, settings, { note: `Written by ${engine.label}` });
        return p.id;
      });
      if (grounding?.citations.length) await storeCitations(scope, POST_CITATION_PURPOSE, [{ subject: postId, citations: citedBy(r.value.sources, grounding.citations) }]);
      done++;
      await setProgress(scope, generationId, { costUsd: cost.toFixed(6), progress: { done, total: targets.length, step: done === targets.length ? "Done" : `Wrote the ${label}` } });
    } catch (e) {
      if (!(e instanceof AiError)) throw e;
      cost += e.usage?.costUsd ?? 0;
      await setProgress(scope, generationId, { costUsd: cost.toFixed(6) });
      await fail(`${e.message} ${done} of ${targets.length} drafts were written.`);
      return;
    }
  }
  await setProgress(scope, generationId, { status: "succeeded", progress: { done, total: targets.length, step: "Done" } });
}
