/**
 * Where a webhook goes (spec §7, extended by issue 6):
 * 1. the brand's newest active endpoint that receives the type;
 * 2. linkedin_content_ideas: the brand's brand_data.agent_process_sm_webhook_url;
 * 3. other types: the deployment address for the type — WEBHOOK_URL_<TYPE>, else
 *    WEBHOOK_FALLBACK_ACTIVITY_LOG_URL for activity_log, else WEBHOOK_FALLBACK_URL;
 * 4. none: a logged warning and nothing sent (spec §8).
 * Auth types (no brand yet) only use step 3.
 */
import { and, desc, eq, or, sql } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { env, type Env } from "@/lib/env";
import { brandData, webhookSettings } from "@/db/schema";
import { envVarForType } from "./event-types";

export type Target = "endpoint" | "fallback" | "brand_data";

type DeploymentWebhookEnv = Pick<Env, "WEBHOOK_URLS" | "WEBHOOK_FALLBACK_URL" | "WEBHOOK_FALLBACK_ACTIVITY_LOG_URL">;

export function deploymentUrlFor(type: string, source: DeploymentWebhookEnv = env()): string | null {
  const own = source.WEBHOOK_URLS[envVarForType(type)];
  if (own) return own;
  if (type === "activity_log") return source.WEBHOOK_FALLBACK_ACTIVITY_LOG_URL || null;
  return source.WEBHOOK_FALLBACK_URL || null;
}

/** Where deployment-level addresses come from, for messages and the integrations page. */
export function deploymentSourceFor(type: string, source: DeploymentWebhookEnv = env()): string | null {
  if (source.WEBHOOK_URLS[envVarForType(type)]) return envVarForType(type);
  if (type === "activity_log") return source.WEBHOOK_FALLBACK_ACTIVITY_LOG_URL ? "WEBHOOK_FALLBACK_ACTIVITY_LOG_URL" : null;
  return source.WEBHOOK_FALLBACK_URL ? "WEBHOOK_FALLBACK_URL" : null;
}

export function deploymentSigningSecrets(source: Pick<Env, "WEBHOOK_SIGNING_SECRET"> = env()): string[] {
  return source.WEBHOOK_SIGNING_SECRET ? [source.WEBHOOK_SIGNING_SECRET] : [];
}

/** The newest active endpoint of the brand that receives `type`, or null. */
async function findEndpointFor(executor: Executor, brandId: string, type: string): Promise<{ id: string } | null> {
  const rows = await executor
    .select({ id: webhookSettings.id })
    .from(webhookSettings)
    .where(
      and(
        eq(webhookSettings.brandId, brandId),
        eq(webhookSettings.isActive, true),
        or(eq(webhookSettings.webhookType, type), sql`${type} = any(${webhookSettings.eventTypes})`),
      ),
    )
    .orderBy(desc(webhookSettings.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function brandAgentUrl(executor: Executor, brandId: string): Promise<string | null> {
  const rows = await executor
    .select({ url: brandData.agentProcessSmWebhookUrl })
    .from(brandData)
    .where(eq(brandData.brandId, brandId));
  return rows[0]?.url?.trim() || null;
}

type Resolution = { target: Target; endpointId: string | null } | null;

export async function resolveBrandTarget(executor: Executor, brandId: string, type: string): Promise<Resolution> {
  const endpoint = await findEndpointFor(executor, brandId, type);
  if (endpoint) return { target: "endpoint", endpointId: endpoint.id };
  if (type === "linkedin_content_ideas") {
    return (await brandAgentUrl(executor, brandId)) ? { target: "brand_data", endpointId: null } : null;
  }
  return deploymentUrlFor(type) ? { target: "fallback", endpointId: null } : null;
}
