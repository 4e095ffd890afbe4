/**
 * The brand's SEO settings (/seo-settings). A brand without a row has the defaults of the table,
 * which getSeoSettings returns without writing.
 */
import { eq } from "drizzle-orm";
import { seoSettings, type SeoProviderChoice } from "@/db/schema";
import { logActivity } from "@/lib/activity";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { nextRankCheck } from "../schedule";
import type { SeoDevice } from "../types";

export type SeoSettings = {
  location: string;
  language: string;
  device: SeoDevice;
  providers: SeoProviderChoice;
  rankCheckFrequency: "daily" | "weekly" | "off";
  rankCheckHour: number;
  dropAlertPlaces: number;
  serpOverlapMin: number;
  monthlyBudgetUsd: number | null;
  competitorDomains: string[];
  nextRankCheckAt: Date | null;
  lastRankCheckAt: Date | null;
};

export const DEFAULT_SEO_SETTINGS: SeoSettings = {
  location: "United States",
  language: "en",
  device: "desktop",
  providers: { serp: null, keywordData: null },
  rankCheckFrequency: "daily",
  rankCheckHour: 5,
  dropAlertPlaces: 5,
  serpOverlapMin: 3,
  monthlyBudgetUsd: null,
  competitorDomains: [],
  nextRankCheckAt: null,
  lastRankCheckAt: null,
};

export function settingsFromRow(row: typeof seoSettings.$inferSelect | undefined): SeoSettings {
  if (!row) return { ...DEFAULT_SEO_SETTINGS };
  return {
    location: row.location,
    language: row.language,
    device: row.device as SeoDevice,
    providers: row.providers,
    rankCheckFrequency: row.rankCheckFrequency as SeoSettings["rankCheckFrequency"],
    rankCheckHour: row.rankCheckHour,
    dropAlertPlaces: row.dropAlertPlaces,
    serpOverlapMin: row.serpOverlapMin,
    monthlyBudgetUsd: row.monthlyBudgetUsd === null ? null : Number(row.monthlyBudgetUsd),
    competitorDomains: row.competitorDomains,
    nextRankCheckAt: row.nextRankCheckAt,
    lastRankCheckAt: row.lastRankCheckAt,
  };
}

export async function getSeoSettings(scope: BrandScope): Promise<SeoSettings> {
  const [row] = await withScope(scope, (tx) => tx.select().from(seoSettings).where(eq(seoSettings.brandId, scope.brandId)));
  return settingsFromRow(row);
}

export type SeoSettingsUpdate = Omit<SeoSettings, "nextRankCheckAt" | "lastRankCheckAt">;

/** Saves the settings; a changed schedule moves the next rank check to its next time. */
export async function updateSeoSettings(scope: BrandScope, next: SeoSettingsUpdate): Promise<void> {
  const domains = [...new Set(next.competitorDomains.map((d) => d.trim().toLowerCase().replace(/^https?:\/\//, "").replace(/^www\./, "").replace(/\/.*$/, "")).filter(Boolean))];
  const values = {
    location: next.location,
    language: next.language,
    device: next.device,
    providers: next.providers,
    rankCheckFrequency: next.rankCheckFrequency,
    rankCheckHour: next.rankCheckHour,
    dropAlertPlaces: next.dropAlertPlaces,
    serpOverlapMin: next.serpOverlapMin,
    monthlyBudgetUsd: next.monthlyBudgetUsd === null ? null : next.monthlyBudgetUsd.toFixed(2),
    competitorDomains: domains,
  };
  await withScope(scope, async (tx) => {
    const [old] = await tx.select().from(seoSettings).where(eq(seoSettings.brandId, scope.brandId));
    const scheduleChanged = !old || old.rankCheckFrequency !== values.rankCheckFrequency || old.rankCheckHour !== values.rankCheckHour;
    const set = { ...values, ...(scheduleChanged ? { nextRankCheckAt: nextRankCheck(values.rankCheckFrequency, values.rankCheckHour, new Date()) } : {}) };
    await tx.insert(seoSettings).values({ brandId: scope.brandId, ...set }).onConflictDoUpdate({ target: seoSettings.brandId, set });
    await logActivity(tx, { brandId: scope.brandId, userId: scope.userId, actionType: "seo_settings_updated", userAction: "Updated the SEO settings", payload: {} });
  });
}
