/**
 * Performance Marketing Settings: one ppc_settings row per brand (the defaults while none is saved) and the
 * brand's ad-account connections, read only here — connecting happens on /integrations.
 */
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { brands, ppcConnections, ppcSettings } from "@/db/schema";
import type { PpcNetwork } from "@/db/schema/ppc";
import { logScopeActivity } from "@/lib/activity";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import type { Tx } from "@/db/client";
import { COUNTRIES } from "@/modules/brand-setup/locales";
import { CURRENCY_CODES, type savePpcSettingsInput } from "./inputs";

export type PpcSettings = {
  /** ISO 4217: every paid-search amount of the brand is in it. */
  currency: string;
  monthlyBudget: number | null;
  targetCpa: number | null;
  /** Conversion value ÷ cost (4 = 400 %). */
  targetRoas: number | null;
  negativeMinClicks: number;
  negativeMinCost: number;
  /** The market chosen for the brand-term wall, null = follow the brand's country. */
  marketOverride: string | null;
  /** The wall's market in effect: the chosen one, else the brand's country (null when neither is set). */
  market: string | null;
  brandWall: boolean;
  saved: boolean;
};

/** Matches the column defaults of ppc_settings. */
export const DEFAULT_PPC_SETTINGS = {
  currency: "USD",
  monthlyBudget: null,
  targetCpa: null,
  targetRoas: null,
  negativeMinClicks: 20,
  negativeMinCost: 50,
  marketOverride: null,
  brandWall: true,
} as const;

const num = (v: string | null) => (v === null ? null : Number(v));

function toSettings(row: typeof ppcSettings.$inferSelect | undefined, country: string | null): PpcSettings {
  if (!row) return { ...DEFAULT_PPC_SETTINGS, market: country, saved: false };
  return {
    currency: row.currency,
    monthlyBudget: num(row.monthlyBudget),
    targetCpa: num(row.targetCpa),
    targetRoas: num(row.targetRoas),
    negativeMinClicks: row.negativeMinClicks,
    negativeMinCost: Number(row.negativeMinCost),
    marketOverride: row.market,
    market: row.market ?? country,
    brandWall: row.brandWall,
    saved: true,
  };
}

async function readSettings(tx: Tx, scope: BrandScope) {
  const [row] = await tx.select().from(ppcSettings).where(eq(ppcSettings.brandId, scope.brandId));
  const [brand] = await tx.select({ country: brands.country }).from(brands).where(eq(brands.id, scope.brandId));
  const country = brand?.country ?? null;
  return { settings: toSettings(row, country), country };
}

/** The brand's paid-search settings, or the defaults when none are saved. Other ppc parts read these. */
export async function getPpcSettings(scope: BrandScope): Promise<PpcSettings> {
  return (await withScope(scope, (tx) => readSettings(tx, scope))).settings;
}

export type PpcConnectionSummary = {
  network: PpcNetwork;
  accountId: string | null;
  accountName: string;
  connectedAt: string;
  lastSyncAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
};

export type PpcSettingsPage = {
  settings: PpcSettings;
  /** The brand's own country (Brand Basic Data), the wall's market when none is chosen. */
  brandCountry: string | null;
  connections: PpcConnectionSummary[];
  /**
   * The form's choices, named on the server: the browser's Intl data can list other currencies or spell a
   * country differently, and text that differs between server render and hydration breaks the page.
   */
  currencies: string[];
  countries: { code: string; name: string }[];
};

export async function getPpcSettingsPage(scope: BrandScope): Promise<PpcSettingsPage> {
  return withScope(scope, async (tx) => {
    const { settings, country } = await readSettings(tx, scope);
    const rows = await tx
      .select({
        network: ppcConnections.network,
        accountId: ppcConnections.accountId,
        accountName: ppcConnections.accountName,
        connectedAt: ppcConnections.connectedAt,
        lastSyncAt: ppcConnections.lastSyncAt,
        lastError: ppcConnections.lastError,
        lastErrorAt: ppcConnections.lastErrorAt,
      })
      .from(ppcConnections)
      .where(eq(ppcConnections.brandId, scope.brandId))
      .orderBy(ppcConnections.network);
    return {
      settings,
      brandCountry: country,
      currencies: CURRENCY_CODES,
      countries: COUNTRIES,
      connections: rows.map((c) => ({
        ...c,
        connectedAt: c.connectedAt.toISOString(),
        lastSyncAt: c.lastSyncAt?.toISOString() ?? null,
        lastErrorAt: c.lastErrorAt?.toISOString() ?? null,
      })),
    };
  });
}

type SettingsData = z.output<typeof savePpcSettingsInput>;

const money = (v: number | null) => (v === null ? null : v.toFixed(2));

export async function savePpcSettings(scope: BrandScope, d: SettingsData): Promise<PpcSettings> {
  await withScope(scope, async (tx) => {
    const values = {
      currency: d.currency,
      monthlyBudget: money(d.monthlyBudget),
      targetCpa: money(d.targetCpa),
      targetRoas: money(d.targetRoas),
      negativeMinClicks: d.negativeMinClicks,
      // Required by the input: null never gets here.
      negativeMinCost: money(d.negativeMinCost) ?? String(DEFAULT_PPC_SETTINGS.negativeMinCost),
      market: d.market,
      brandWall: d.brandWall,
      updatedBy: scope.userId,
      updatedAt: new Date(),
    };
    await tx.insert(ppcSettings).values({ brandId: scope.brandId, ...values }).onConflictDoUpdate({ target: ppcSettings.brandId, set: values });
    await logScopeActivity(tx, scope, "ppc_settings_saved", "Saved the performance marketing settings", { currency: d.currency, monthlyBudget: d.monthlyBudget });
  });
  return getPpcSettings(scope);
}
