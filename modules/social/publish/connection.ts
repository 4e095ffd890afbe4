/**
 * The access the publisher needs, through the connection module's one door to a network's token
 * (modules/social/connect/connection.ts socialAccessToken: sealed tokens, LinkedIn refresh, the
 * connection's last error kept for /integrations). Publishing runs in a job: it acts as the person
 * who scheduled the post, else the brand owner (modules/roles/acting), with Social Media access.
 */
import { inArray } from "drizzle-orm";
import { socialConnections, type SocialNetwork } from "@/db/schema";
import { asSystem } from "@/lib/system";
import { actingScope } from "@/modules/roles/acting";
import { networkConfigured, socialAccessToken } from "../connect/connection";
import { PublishFailure } from "./http";

export type PublishCredentials = { network: SocialNetwork; accountId: string; accountName: string; accessToken: string };

/** The brand's token and account for `network`, or a permanent failure saying what to do. */
export async function getPublishCredentials(brandId: string, network: SocialNetwork, actorId: string | null, jobId: string | null): Promise<PublishCredentials> {
  const scope = await actingScope(brandId, actorId, "social-media", "view");
  if (!scope) throw new PublishFailure({ kind: "permanent", message: "Nobody with Social Media access to this brand could be found to publish as." });
  const access = await socialAccessToken(scope, network, { jobId });
  if (!access.ok) throw new PublishFailure({ kind: access.failure.kind === "unreachable" || access.failure.kind === "rate_limited" || access.failure.kind === "provider_error" ? "retryable" : "permanent", message: access.failure.message });
  return { network, accountId: access.value.accountId, accountName: access.value.accountName, accessToken: access.value.accessToken };
}

/** Whether API publishing can work for the brand's network: the deployment has the app and the brand a connection. */
export async function canPublishThroughApi(brandId: string, network: SocialNetwork): Promise<boolean> {
  return networkConfigured(network) && (await connectedAccounts([brandId])).some((a) => a.network === network);
}

/** The connected account of each network of some brands, without tokens (previews, clash checks). */
export async function connectedAccounts(brandIds: readonly string[]): Promise<{ brandId: string; network: SocialNetwork; accountId: string; accountName: string }[]> {
  if (brandIds.length === 0) return [];
  return asSystem("social calendar: which account each visible brand posts from (no tokens)", (db) =>
    db
      .select({ brandId: socialConnections.brandId, network: socialConnections.network, accountId: socialConnections.accountId, accountName: socialConnections.accountName })
      .from(socialConnections)
      .where(inArray(socialConnections.brandId, [...brandIds])),
  );
}
