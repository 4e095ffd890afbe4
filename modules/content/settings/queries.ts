/**
 * Content Marketing Settings: saving the brand's content defaults (one row per brand, upserted) and
 * what the settings page shows next to them — the engines to choose from, the knowledge-base
 * collections, and this month's content spend against the budget.
 */
import { and, eq } from "drizzle-orm";
import { contentSettings, knowledgeCollections } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { checkUrl, OutboundBlockedError } from "@/lib/http";
import { listEngines } from "@/modules/ai/engines";
import { contentSpendUsd, EXTERNAL_AGENT_ENGINE, getContentSettings, type ContentSettings } from "../engine";
import type { saveContentSettingsInput } from "./inputs";
import type { z } from "zod";

type SettingsData = z.output<typeof saveContentSettingsInput>;

/** The agent's address must pass the outbound guard (public http(s)); a host that does not resolve yet may be saved. */
export async function assertAgentUrl(url: string): Promise<void> {
  try {
    await checkUrl(url);
  } catch (e) {
    if (e instanceof OutboundBlockedError && e.kind === "refused") throw new ActionError(`The agent's webhook URL cannot be used: ${e.message}`);
    if (!(e instanceof OutboundBlockedError)) throw e;
  }
}

export async function saveContentSettings(scope: BrandScope, d: SettingsData): Promise<ContentSettings> {
  if (d.agentWebhookUrl) await assertAgentUrl(d.agentWebhookUrl);
  if (d.engineKey === EXTERNAL_AGENT_ENGINE && !d.agentWebhookUrl) throw new ActionError("Add the external agent's webhook URL to use the external agent.");
  if (d.engineKey && d.engineKey !== EXTERNAL_AGENT_ENGINE) {
    const engines = await listEngines(scope);
    if (!engines.some((e) => e.key === d.engineKey)) throw new ActionError("That AI engine is no longer connected. Choose another, or connect one on /integrations.");
  }
  await withScope(scope, async (tx) => {
    const collections = d.collectionIds.length
      ? await tx.select({ id: knowledgeCollections.id }).from(knowledgeCollections).where(eq(knowledgeCollections.brandId, scope.brandId))
      : [];
    const own = new Set(collections.map((c) => c.id));
    // Another brand's collection id is dropped, never stored: grounding must only read this brand.
    const collectionIds = d.collectionIds.filter((id) => own.has(id));
    const values = {
      toneOfVoice: d.toneOfVoice,
      bannedWords: d.bannedWords,
      defaultLengths: d.defaultLengths,
      defaultCtas: d.defaultCtas,
      collectionIds,
      engineKey: d.engineKey,
      monthlyBudgetUsd: d.monthlyBudgetUsd === null ? null : d.monthlyBudgetUsd.toFixed(2),
      agentWebhookUrl: d.agentWebhookUrl,
      updatedAt: new Date(),
    };
    await tx
      .insert(contentSettings)
      .values({ brandId: scope.brandId, ...values })
      .onConflictDoUpdate({ target: contentSettings.brandId, set: values, where: and(eq(contentSettings.brandId, scope.brandId)) });
    await logScopeActivity(tx, scope, "content_settings_saved", "Saved the content marketing settings", {});
  });
  return getContentSettings(scope);
}

export type ContentSettingsPage = {
  settings: ContentSettings;
  engines: { key: string; label: string; detail: string; usable: boolean }[];
  collections: { id: string; name: string }[];
  spendUsd: number;
};

export async function getContentSettingsPage(scope: BrandScope): Promise<ContentSettingsPage> {
  const [settings, engines, collections, spendUsd] = await Promise.all([
    getContentSettings(scope),
    listEngines(scope),
    withScope(scope, (tx) =>
      tx.select({ id: knowledgeCollections.id, name: knowledgeCollections.name }).from(knowledgeCollections).where(eq(knowledgeCollections.brandId, scope.brandId)).orderBy(knowledgeCollections.name),
    ),
    contentSpendUsd(scope),
  ]);
  return {
    settings,
    engines: engines.map((e) => ({ key: e.key, label: e.label, detail: `${e.providerName} · ${e.model}${e.isDefault ? " · default" : ""}`, usable: e.enabled && !e.problem })),
    collections,
    spendUsd,
  };
}
