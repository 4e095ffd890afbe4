/**
 * Social Media Settings: the brand's social defaults (one social_settings row, the defaults when
 * none is saved), its connected accounts (read only; connecting happens on /integrations), and the
 * external agent's address, which lives in Brand Basic Data (brand_data.agent_process_sm_webhook_url).
 */
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { brandData, socialConnections, socialSettings } from "@/db/schema";
import type { SocialHashtagSet, SocialNetwork, SocialPostingWindow } from "@/db/schema/social";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { listEngines } from "@/modules/ai/engines";
import { setAgentWebhookUrlInTx } from "@/modules/brand-setup/queries";
import { assertAgentUrl } from "@/modules/content/settings/queries";
import type { saveSocialSettingsInput } from "./inputs";

export type SocialSettings = {
  postingWindows: SocialPostingWindow[];
  timeZone: string;
  approvalRequired: boolean;
  hashtagSets: SocialHashtagSet[];
  bannedWords: string[];
  engine: "ai" | "agent";
  engineKey: string | null;
  saved: boolean;
};

export const DEFAULT_SOCIAL_SETTINGS: SocialSettings = {
  postingWindows: [],
  timeZone: "UTC",
  approvalRequired: false,
  hashtagSets: [],
  bannedWords: [],
  engine: "ai",
  engineKey: null,
  saved: false,
};

/** The brand's social settings, or the defaults when none are saved. Other social parts read these. */
export async function getSocialSettings(scope: BrandScope): Promise<SocialSettings> {
  const [row] = await withScope(scope, (tx) => tx.select().from(socialSettings).where(eq(socialSettings.brandId, scope.brandId)));
  if (!row) return DEFAULT_SOCIAL_SETTINGS;
  return {
    postingWindows: row.postingWindows,
    timeZone: row.timeZone,
    approvalRequired: row.approvalRequired,
    hashtagSets: row.hashtagSets,
    bannedWords: row.bannedWords,
    engine: row.engine === "agent" ? "agent" : "ai",
    engineKey: row.engineKey,
    saved: true,
  };
}

export type SocialConnectionSummary = {
  network: SocialNetwork;
  accountName: string;
  accountId: string;
  connectedAt: string;
  expiresAt: string | null;
  lastError: string | null;
};

export type SocialSettingsPage = {
  settings: SocialSettings;
  agentWebhookUrl: string | null;
  engines: { key: string; label: string; detail: string; usable: boolean }[];
  connections: SocialConnectionSummary[];
};

export async function getSocialSettingsPage(scope: BrandScope): Promise<SocialSettingsPage> {
  const [settings, engines, rest] = await Promise.all([
    getSocialSettings(scope),
    listEngines(scope),
    withScope(scope, async (tx) => {
      const [data] = await tx.select({ url: brandData.agentProcessSmWebhookUrl }).from(brandData).where(eq(brandData.brandId, scope.brandId));
      const connections = await tx
        .select({
          network: socialConnections.network,
          accountName: socialConnections.accountName,
          accountId: socialConnections.accountId,
          connectedAt: socialConnections.connectedAt,
          expiresAt: socialConnections.accessExpiresAt,
          lastError: socialConnections.lastError,
        })
        .from(socialConnections)
        .where(eq(socialConnections.brandId, scope.brandId))
        .orderBy(socialConnections.network);
      return { url: data?.url ?? null, connections };
    }),
  ]);
  return {
    settings,
    agentWebhookUrl: rest.url,
    engines: engines.map((e) => ({ key: e.key, label: e.label, detail: `${e.providerName} · ${e.model}${e.isDefault ? " · default" : ""}`, usable: e.enabled && !e.problem })),
    connections: rest.connections.map((c) => ({
      network: c.network,
      accountName: c.accountName,
      accountId: c.accountId,
      connectedAt: c.connectedAt.toISOString(),
      expiresAt: c.expiresAt?.toISOString() ?? null,
      lastError: c.lastError,
    })),
  };
}

type SettingsData = z.output<typeof saveSocialSettingsInput>;

/** Saves the settings row and the agent's address together: either both change or neither does. */
export async function saveSocialSettings(scope: BrandScope, d: SettingsData): Promise<SocialSettings> {
  if (d.agentWebhookUrl) await assertAgentUrl(d.agentWebhookUrl);
  if (d.engineKey) {
    const engines = await listEngines(scope);
    if (!engines.some((e) => e.key === d.engineKey)) throw new ActionError("That AI engine is no longer connected. Choose another, or connect one on /integrations.");
  }
  await withScope(scope, async (tx) => {
    const values = {
      postingWindows: [...d.postingWindows].sort((a, b) => a.network.localeCompare(b.network) || a.weekday - b.weekday || a.start.localeCompare(b.start)),
      timeZone: d.timeZone,
      approvalRequired: d.approvalRequired,
      hashtagSets: d.hashtagSets,
      bannedWords: d.bannedWords,
      engine: d.engine,
      engineKey: d.engineKey,
      updatedBy: scope.userId,
      updatedAt: new Date(),
    };
    await tx.insert(socialSettings).values({ brandId: scope.brandId, ...values }).onConflictDoUpdate({ target: socialSettings.brandId, set: values });
    await setAgentWebhookUrlInTx(tx, scope, d.agentWebhookUrl);
    await logScopeActivity(tx, scope, "social_settings_saved", "Saved the social media settings", { windows: d.postingWindows.length, approvalRequired: d.approvalRequired });
  });
  return getSocialSettings(scope);
}
