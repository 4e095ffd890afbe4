/**
 * The brands SAIO looks for in answers: the brand itself ("own": its name, SAIO aliases, website and
 * extra domains) and each competitor of Brand Basic Data (name, domain, SAIO aliases). Keys are
 * stable across runs as long as a competitor keeps its name: "own", or "c:" + the lower-cased name.
 */
import { eq } from "drizzle-orm";
import { saioSettings } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { getBrandProfile } from "@/modules/brand-setup/queries";
import { detectMentions, normalizeDomain, type TrackedBrand } from "./analysis";

export const OWN_KEY = "own";

function competitorKey(name: string): string {
  return `c:${name.trim().toLowerCase()}`;
}

export type SaioSettings = {
  aliases: string[];
  domains: string[];
  competitorAliases: Record<string, string[]>;
  monthlyBudgetUsd: number | null;
  aiSentiment: boolean;
  panelOptIn: boolean;
};

export const DEFAULT_SETTINGS: SaioSettings = { aliases: [], domains: [], competitorAliases: {}, monthlyBudgetUsd: null, aiSentiment: true, panelOptIn: false };

export async function getSaioSettings(scope: BrandScope): Promise<SaioSettings> {
  const [row] = await withScope(scope, (tx) => tx.select().from(saioSettings).where(eq(saioSettings.brandId, scope.brandId)));
  if (!row) return DEFAULT_SETTINGS;
  return {
    aliases: row.aliases,
    domains: row.domains,
    competitorAliases: row.competitorAliases,
    monthlyBudgetUsd: row.monthlyBudgetUsd == null ? null : Number(row.monthlyBudgetUsd),
    aiSentiment: row.aiSentiment,
    panelOptIn: row.panelOptIn,
  };
}

export type TrackedSet = { brandName: string; industry: string | null; keywords: string[]; brands: TrackedBrand[]; settings: SaioSettings };

/** The tracked brands from a profile and settings; pure, so runs and tests build them the same way. */
function buildTracked(
  profile: { name: string; website: string | null; lists: { competitors: { name: string; domain: string }[] } },
  settings: SaioSettings,
): TrackedBrand[] {
  const ownDomains = [profile.website, ...settings.domains].map((d) => (d ? normalizeDomain(d) : null)).filter((d): d is string => !!d);
  const own: TrackedBrand = { id: OWN_KEY, name: profile.name, aliases: settings.aliases, domains: [...new Set(ownDomains)], own: true };
  const competitors = profile.lists.competitors.map((c): TrackedBrand => {
    const domain = c.domain ? normalizeDomain(c.domain) : null;
    return { id: competitorKey(c.name), name: c.name, aliases: settings.competitorAliases[c.name.trim().toLowerCase()] ?? [], domains: domain ? [domain] : [], own: false };
  });
  return [own, ...competitors];
}

export async function getTrackedSet(scope: BrandScope): Promise<TrackedSet | null> {
  const [profile, settings] = await Promise.all([getBrandProfile(scope), getSaioSettings(scope)]);
  if (!profile) return null;
  return { brandName: profile.name, industry: profile.industry, keywords: profile.lists.keywords, brands: buildTracked(profile, settings), settings };
}

/** The prompt names the brand itself (its name or an alias). */
export function isBranded(tracked: TrackedSet | null, text: string): boolean {
  const own = tracked?.brands.filter((b) => b.own) ?? [];
  return own.length > 0 && detectMentions(text, own).length > 0;
}
