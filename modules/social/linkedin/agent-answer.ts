/**
 * The external agent's answer to a linkedin_content_ideas request: POSTed to
 * /api/social/linkedin/ideas/<generation id>, signed (Standard Webhooks) with the secret the request
 * was signed with — the endpoint's that receives linkedin_content_ideas, else the deployment's
 * WEBHOOK_SIGNING_SECRET (the brand_data.agent_process_sm_webhook_url case). The same checks as the
 * content agent's answer, in the same order and with the same receipts (content_agent_receipts):
 * request exists (404), signature fresh (401), body valid (400), request still waiting (409),
 * webhook-id new (401 replay).
 */
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { isUniqueViolation } from "@/db/errors";
import { contentGenerations, SOCIAL_IDEAS_GENERATION_KIND } from "@/db/schema";
import { logScopeActivity } from "@/lib/activity";
import { withScope } from "@/lib/brand-scope";
import { asSystem } from "@/lib/system";
import { AgentConflict, agentSigningSecrets, checkSignedAnswer, claimAgentAnswer, refuse, REPLAY, type InboundResult } from "@/modules/content/drafts/agent";
import { actingScope } from "@/modules/roles/acting";
import { LINKEDIN_IDEAS_EVENT } from "./engine";
import { insertIdeas } from "./ideas";

export const ideasAnswerInput = z.union([
  z.object({
    generation_id: z.string().uuid().optional(),
    ideas: z
      .array(
        z.object({
          title: z.string().trim().min(3, "Each idea needs a title").max(200),
          angle: z.string().trim().max(600).default(""),
          reason: z.string().trim().max(400).default(""),
          /** What the idea came from, in words (shown under the idea). */
          source_label: z.string().trim().max(300).default(""),
        }),
      )
      .min(1, "Send at least one idea")
      .max(30),
  }),
  z.object({ generation_id: z.string().uuid().optional(), error: z.string().trim().min(1).max(2_000) }),
]);

export async function acceptIdeasAnswer(generationId: string, headers: Headers, rawBody: string): Promise<InboundResult> {
  const [gen] = await asSystem("linkedin ideas callback: find the request it answers", (db) =>
    db
      .select({ id: contentGenerations.id, brandId: contentGenerations.brandId, status: contentGenerations.status, createdBy: contentGenerations.createdBy })
      .from(contentGenerations)
      .where(and(eq(contentGenerations.id, generationId), sql`${SOCIAL_IDEAS_GENERATION_KIND} = any(${contentGenerations.kinds})`)),
  );
  if (!gen) return refuse(404, "No LinkedIn ideas request with this id is waiting for an answer.");
  const secrets = await asSystem("linkedin ideas callback: the brand's signing secret", (db) => agentSigningSecrets(db, gen.brandId, LINKEDIN_IDEAS_EVENT));
  const checked = await checkSignedAnswer({ brandId: gen.brandId, generationId, secrets, headers, rawBody, schema: ideasAnswerInput });
  if ("status" in checked) return checked;
  const { msgId, parsed } = checked;
  if (gen.status !== "waiting_agent") return refuse(409, `This request is not waiting for the agent (it is ${gen.status}).`);
  const scope = await actingScope(gen.brandId, gen.createdBy, "social-media");
  if (!scope) return refuse(409, "Nobody who may write social posts for this brand is left to receive the answer.");
  try {
    return await withScope(scope, async (tx) => {
      if (!(await claimAgentAnswer(tx, { brandId: gen.brandId, generationId, msgId, error: "error" in parsed ? parsed.error : null, count: "error" in parsed ? 0 : parsed.ideas.length }))) throw new AgentConflict();
      if ("error" in parsed) return { status: 200, body: { ok: true, ideas: [] } };
      const r = await insertIdeas(
        tx,
        scope,
        parsed.ideas.map((i) => ({ title: i.title, angle: i.angle, reason: i.reason || "Suggested by the external agent.", source: "agent" as const, sourceLabel: i.source_label })),
        { styleProfileId: null, generationId },
      );
      await logScopeActivity(tx, scope, "linkedin_ideas_answered", `The external agent sent ${r.added.length} LinkedIn idea${r.added.length === 1 ? "" : "s"}`, { generationId, repeats: r.repeats });
      return { status: 200, body: { ok: true, ideas: r.added, repeats: r.repeats } };
    });
  } catch (e) {
    if (e instanceof AgentConflict) return refuse(409, "This request is not waiting for the agent any more.");
    if (isUniqueViolation(e, "content_agent_receipts_message_key")) return refuse(401, REPLAY);
    throw e;
  }
}
