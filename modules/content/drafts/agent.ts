/**
 * The external agent: generation handed to an outside system by webhook (spec §7's original door),
 * next to the built-in AI engines. Contract in docs/content-external-agent.md.
 *
 * Out: the brief as a JSON job in the brand webhook envelope (type content_generation_requested),
 * POSTed through lib/http to the agent URL of Content Marketing Settings and signed exactly like
 * the brand's webhooks (Standard Webhooks; webhook-id = msg_<generation id without dashes>).
 * In: the agent POSTs its drafts to the callback URL of the job, signed with the same secret;
 * the signature (5-minute timestamp tolerance), the webhook-id (a replay is refused) and the body
 * are checked before anything is written.
 *
 * The secret is the brand's, resolved as for every content_generation_requested webhook: the
 * brand's newest active endpoint receiving that type (its current secret, and the previous one
 * during a rotation's overlap), else the deployment's WEBHOOK_SIGNING_SECRET.
 */
import { and, eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { z } from "zod";
import type { Executor } from "@/db/client";
import { isUniqueViolation } from "@/db/errors";
import { contentAgentReceipts, contentBriefs, contentGenerations, webhookSettings } from "@/db/schema";
import { logScopeActivity } from "@/lib/activity";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { open } from "@/lib/crypto/secret-box";
import { outbound, type OutboundClient } from "@/lib/http";
import { asSystem } from "@/lib/system";
import { actingScope } from "@/modules/roles/acting";
import { postSigned, secretAad } from "@/modules/webhooks/deliver";
import { brandEnvelope } from "@/modules/webhooks/emit";
import { deploymentSigningSecrets, resolveBrandTarget } from "@/modules/webhooks/resolve";
import { messageIdFor } from "@/modules/webhooks/signing";
import { getContentSettings, type ContentSettings } from "../engine";
import { createPostIn, type BriefRow, type PostKind } from "./posts";

export const AGENT_EVENT = "content_generation_requested";
export const AGENT_CALLBACK_PATH = "/api/content/agent";

export const NO_SECRET_NOTE =
  "The external agent needs the brand's webhook signing secret: add a webhook endpoint that receives content_generation_requested in Settings → Webhooks (its secret signs the jobs and the agent's answers), or set WEBHOOK_SIGNING_SECRET for the deployment.";

/** The secrets the brand signs `type` (default content_generation_requested) with (newest first); empty = none configured. */
export async function agentSigningSecrets(executor: Executor, brandId: string, type: string = AGENT_EVENT): Promise<string[]> {
  // The same resolution as every brand webhook of this type (modules/webhooks/resolve).
  const resolved = await resolveBrandTarget(executor, brandId, type);
  if (resolved?.target !== "endpoint" || !resolved.endpointId) return deploymentSigningSecrets();
  const id = resolved.endpointId;
  const [e] = await executor
    .select({ secret: webhookSettings.secretCiphertext, previous: webhookSettings.previousSecretCiphertext, previousUntil: webhookSettings.previousSecretExpiresAt })
    .from(webhookSettings)
    .where(and(eq(webhookSettings.id, id), eq(webhookSettings.brandId, brandId)));
  if (!e?.secret) return deploymentSigningSecrets();
  const secrets = [open(e.secret, secretAad(id))];
  if (e.previous && e.previousUntil && e.previousUntil.getTime() > Date.now()) secrets.push(open(e.previous, secretAad(id)));
  return secrets;
}

export type AgentTarget = { kind: PostKind; channel: string };

/** The job's `data`: everything the agent needs to write, and where to answer. */
export function agentJobData(generationId: string, brief: BriefRow | null, targets: AgentTarget[], settings: ContentSettings, callbackUrl: string): Record<string, unknown> {
  return {
    generation_id: generationId,
    callback_url: callbackUrl,
    targets: targets.map((t) => ({ kind: t.kind, channel: t.channel, target_words: t.kind === "article" ? (brief?.targetWords ?? settings.defaultLengths.article) : settings.defaultLengths[t.kind] })),
    brief: brief
      ? {
          id: brief.id,
          title: brief.title,
          keyword: brief.keyword,
          intent: brief.intent,
          audience: brief.audience,
          angle: brief.angle,
          title_options: brief.titleOptions,
          outline: brief.outline,
          questions: brief.questions,
          terms: brief.terms.map((t) => t.term),
          internal_links: brief.internalLinks,
          sources: brief.sources,
          target_words: brief.targetWords,
          cta: brief.cta || settings.defaultCtas[0] || "",
        }
      : null,
    voice: { tone_of_voice: settings.toneOfVoice, banned_words: settings.bannedWords, default_ctas: settings.defaultCtas },
  };
}

/** Sends the job; returns null when the agent took it (2xx), else what went wrong and whether a retry may help. */
export async function sendAgentJob(
  scope: BrandScope,
  d: { generationId: string; url: string; data: Record<string, unknown>; jobId?: string | null; retry?: number },
  client: OutboundClient = outbound,
): Promise<{ error: string; retryable: boolean } | null> {
  const secrets = await withScope(scope, (tx) => agentSigningSecrets(tx, scope.brandId));
  if (!secrets.length) return { error: NO_SECRET_NOTE, retryable: false };
  const body = JSON.stringify(brandEnvelope(AGENT_EVENT, scope.brandId, d.data));
  const r = await postSigned(client, { url: d.url, secrets }, messageIdFor(d.generationId), body, {
    brandId: scope.brandId,
    jobId: d.jobId ?? null,
    provider: "webhook",
    purpose: "content.agent",
    retry: d.retry ?? 0,
  });
  if (r.statusCode !== null && r.statusCode >= 200 && r.statusCode < 300) return null;
  const host = (() => {
    try {
      return new URL(d.url).host;
    } catch {
      return d.url;
    }
  })();
  if (r.statusCode === null) return { error: `The external agent at ${host} could not be reached: ${r.error}. Check the agent's webhook URL in Content Marketing Settings (/cm-settings).`, retryable: !/blocked|refused/i.test(r.error ?? "") };
  const said = r.excerpt ? ` It said: "${r.excerpt.slice(0, 200)}"` : "";
  return {
    error: `The external agent at ${host} refused the job (HTTP ${r.statusCode}).${said} Check the agent, or its URL in Content Marketing Settings (/cm-settings).`,
    retryable: r.statusCode >= 500 || r.statusCode === 429,
  };
}

export const agentAnswerInput = z.union([
  z.object({
    generation_id: z.string().uuid().optional(),
    posts: z
      .array(
        z.object({
          kind: z.enum(["article", "newsletter", "social"]),
          channel: z.string().trim().min(1).max(40).optional(),
          title: z.string().trim().min(1, "Each post needs a title").max(300),
          body_markdown: z.string().min(1, "Each post needs a body").max(200_000),
        }),
      )
      .min(1, "Send at least one post")
      .max(20),
  }),
  z.object({ generation_id: z.string().uuid().optional(), error: z.string().trim().min(1).max(2_000) }),
]);

export type InboundResult = { status: number; body: Record<string, unknown> };

export const refuse = (status: number, error: string): InboundResult => ({ status, body: { error } });

/**
 * The Standard Webhooks check of an agent's answer (5-minute timestamp tolerance) against the
 * brand's secrets: null when it is signed by one of them, else the refusal to send back.
 * Shared by every agent round trip (content drafts here, LinkedIn ideas in modules/social).
 */
export function verifySignedAnswer(secrets: string[], headers: Headers, rawBody: string): InboundResult | null {
  const signed = { "webhook-id": headers.get("webhook-id") ?? "", "webhook-timestamp": headers.get("webhook-timestamp") ?? "", "webhook-signature": headers.get("webhook-signature") ?? "" };
  if (!signed["webhook-id"] || !signed["webhook-timestamp"] || !signed["webhook-signature"]) return refuse(401, "Missing Standard Webhooks headers: webhook-id, webhook-timestamp and webhook-signature are required.");
  const verified = secrets.some((s) => {
    try {
      new Webhook(s).verify(rawBody, signed);
      return true;
    } catch {
      return false;
    }
  });
  return verified ? null : refuse(401, "Invalid signature or timestamp: sign the exact body with the brand's webhook secret, with a timestamp within 5 minutes.");
}

/**
 * Everything an agent's answer must pass before its generation is looked at: the signature (401),
 * a JSON body valid under `schema` (400) whose generation_id, if any, is the URL's (400), and a
 * webhook-id not accepted before for the brand (401 replay). Returns the refusal, or the message
 * id and the parsed body. The receipt itself is written with the answer's rows (unique key).
 */
export async function checkSignedAnswer<T extends { generation_id?: string }>(d: {
  brandId: string;
  generationId: string;
  secrets: string[];
  headers: Headers;
  rawBody: string;
  schema: z.ZodType<T>;
}): Promise<InboundResult | { msgId: string; parsed: T }> {
  const bad = verifySignedAnswer(d.secrets, d.headers, d.rawBody);
  if (bad) return bad;
  const msgId = d.headers.get("webhook-id") ?? "";
  let parsed: T;
  try {
    const r = d.schema.safeParse(JSON.parse(d.rawBody));
    if (!r.success) return refuse(400, `Invalid answer: ${r.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`).slice(0, 3).join("; ")}`);
    parsed = r.data;
  } catch {
    return refuse(400, "Invalid answer: the body is not JSON.");
  }
  if (parsed.generation_id && parsed.generation_id !== d.generationId) return refuse(400, "Invalid answer: generation_id does not match the URL.");
  const [seen] = await asSystem("agent callback: was this message accepted before", (db) =>
    db.select({ id: contentAgentReceipts.id }).from(contentAgentReceipts).where(and(eq(contentAgentReceipts.brandId, d.brandId), eq(contentAgentReceipts.messageId, msgId))),
  );
  if (seen) return refuse(401, REPLAY);
  return { msgId, parsed };
}

/**
 * The agent's answer for one generation. Order matters: the generation must exist (404), the
 * signature must be the brand's and fresh (401), the body valid (400), the generation still waiting
 * (409), and the webhook-id new (401 replay) — checked by a unique key in the transaction that
 * writes the posts, so two copies of one message can never both be accepted.
 */
export async function acceptAgentAnswer(generationId: string, headers: Headers, rawBody: string): Promise<InboundResult> {
  const [gen] = await asSystem("content agent callback: find the generation it answers", (db) =>
    db.select({ id: contentGenerations.id, brandId: contentGenerations.brandId, status: contentGenerations.status, createdBy: contentGenerations.createdBy, briefId: contentGenerations.briefId, engineKey: contentGenerations.engineKey }).from(contentGenerations).where(eq(contentGenerations.id, generationId)),
  );
  if (!gen) return refuse(404, "No generation with this id is waiting for an answer.");
  const secrets = await asSystem("content agent callback: the brand's signing secret", (db) => agentSigningSecrets(db, gen.brandId));
  const checked = await checkSignedAnswer({ brandId: gen.brandId, generationId, secrets, headers, rawBody, schema: agentAnswerInput });
  if ("status" in checked) return checked;
  const { msgId, parsed } = checked;
  if (gen.status !== "waiting_agent") return refuse(409, `This generation is not waiting for the agent (it is ${gen.status}).`);
  const scope = await actingScope(gen.brandId, gen.createdBy, "content-marketing");
  if (!scope) return refuse(409, "Nobody who may write content for this brand is left to receive the answer.");
  const settings = await getContentSettings(scope);
  try {
    return await withScope(scope, async (tx) => {
      if (!(await claimAgentAnswer(tx, { brandId: gen.brandId, generationId, msgId, error: "error" in parsed ? parsed.error : null, count: "error" in parsed ? 0 : parsed.posts.length }))) throw new AgentConflict();
      if ("error" in parsed) return { status: 200, body: { ok: true, posts: [] } };
      const ids: string[] = [];
      for (const p of parsed.posts) {
        const channel = p.channel ?? (p.kind === "article" ? "blog" : p.kind === "newsletter" ? "newsletter" : "linkedin");
        const r = await createPostIn(tx, scope, { briefId: gen.briefId, generationId, kind: p.kind, channel, title: p.title, bodyMd: p.body_markdown, method: "agent", engineKey: gen.engineKey }, settings, { note: "Written by the external agent" });
        ids.push(r.id);
      }
      await logScopeActivity(tx, scope, "content_generation_answered", `The external agent answered with ${ids.length} draft${ids.length === 1 ? "" : "s"}`, { generationId });
      return { status: 200, body: { ok: true, posts: ids } };
    });
  } catch (e) {
    if (e instanceof AgentConflict) return refuse(409, "This generation is not waiting for the agent any more.");
    if (isUniqueViolation(e, "content_agent_receipts_message_key")) return refuse(401, REPLAY);
    throw e;
  }
}

/** Thrown inside an answer's transaction when its generation stopped waiting (answered meanwhile): 409. */
export class AgentConflict extends Error {}

/**
 * Inside the transaction that writes an agent's answer: records its webhook-id (a unique key, so a
 * replayed copy fails with content_agent_receipts_message_key) and moves the generation from
 * waiting_agent to succeeded with `count` results, or to failed with the agent's error. False when
 * it no longer waits: the caller answers 409.
 */
export async function claimAgentAnswer(tx: Executor, d: { brandId: string; generationId: string; msgId: string; error: string | null; count: number }): Promise<boolean> {
  await tx.insert(contentAgentReceipts).values({ brandId: d.brandId, generationId: d.generationId, messageId: d.msgId });
  const [claimed] = await tx
    .update(contentGenerations)
    .set(
      d.error !== null
        ? { status: "failed", error: `The external agent reported: ${d.error}`, updatedAt: new Date() }
        : { status: "succeeded", progress: { done: d.count, total: d.count, step: "Answered by the external agent" }, updatedAt: new Date() },
    )
    .where(and(eq(contentGenerations.id, d.generationId), eq(contentGenerations.brandId, d.brandId), eq(contentGenerations.status, "waiting_agent")))
    .returning({ id: contentGenerations.id });
  return !!claimed;
}

export const REPLAY = "Replay refused: a message with this webhook-id was already accepted.";

/** The brief a generation writes from, for the job payload. */
export async function briefOf(scope: BrandScope, briefId: string | null): Promise<BriefRow | null> {
  if (!briefId) return null;
  const [b] = await withScope(scope, (tx) => tx.select().from(contentBriefs).where(and(eq(contentBriefs.id, briefId), eq(contentBriefs.brandId, scope.brandId))));
  return b ?? null;
}
