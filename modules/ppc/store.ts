/**
 * The one writer of paid-search reports into the ppc tables, for file imports and API syncs alike.
 * Everything is an upsert on a natural key, so storing the same report again replaces its figures instead
 * of adding them: campaigns by (network, campaign key), ad groups by (campaign, ad group key), paid keywords
 * by (ad group, keyword, match type), campaign days by (campaign, day, span) and search terms by `row_key`.
 * Writes go in multi-row statements of CHUNK rows: a 100,000-row report is a hundred statements, not 100,000.
 */
import { createHash } from "node:crypto";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { ppcAdGroups, ppcCampaignDays, ppcCampaigns, ppcKeywords, ppcSearchTerms, seoKeywords, type PpcNetwork, type PpcSource } from "@/db/schema";
import { analyzeAfterBulkWrite } from "@/lib/system";
import { keywordKey } from "@/modules/seo/keyword-text";
import { upsertKeywords } from "@/modules/seo/queries/keywords";
import { bareKeywordText as bareKeyword } from "./keyword-text";
import type { CampaignRow, KeywordRow, PpcMetrics, PpcReport, SearchTermRow } from "./rows";

const CHUNK = 1_000;

export type StoreOptions = {
  source: PpcSource;
  /** The ppc_imports row the figures came with (import history); null when there is none. */
  importId: string | null;
  /** Who stored it (keywords new to the brand are credited to them); null for scheduled syncs. */
  userId?: string | null;
};

export type StoreCounts = {
  /** Report rows written (after rows repeating the same key were summed into one). */
  rowsStored: number;
  /** Of those, rows that were new; the others replaced the figures of a row stored before. */
  rowsAdded: number;
  /** Report rows that repeated another row's key (a segmented export) and were summed into it. */
  rowsMerged: number;
  campaigns: number;
  adGroups: number;
  /** seo_keywords rows the report added to the brand's keyword store. */
  keywordsAdded: number;
};

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** A campaign's key: the network's id when the report has it, otherwise its lower-cased name. */
export function campaignKeyOf(row: { campaign: string; campaignExternalId?: string | null }): string {
  return row.campaignExternalId?.trim() || row.campaign.trim().toLowerCase();
}

export function adGroupKeyOf(row: { adGroup: string; adGroupExternalId?: string | null }): string {
  return row.adGroupExternalId?.trim() || row.adGroup.trim().toLowerCase();
}

/**
 * The identity of a search term row: a re-import of the same report hits the same keys. The stored ad group (and
 * campaign) stand for the placement, so an API sync (ids) and an export (names) of the same rows meet too.
 */
/**
 * One spelling per search-term match type whatever said it: Google's export "Phrase match (close variant)", the API's
 * NEAR_PHRASE (already "phrase (close variant)") and Microsoft's "Phrase" → "phrase (close variant)" / "phrase".
 */
export function termMatchOf(raw: string | null | undefined): string | null {
  const s = raw?.trim().toLowerCase().replace(/\s+match\b/, "").replace(/\s+/g, " ");
  return s || null;
}

export function searchTermRowKey(row: SearchTermRow, campaignId: string, adGroupId: string): string {
  const parts = [
    row.network,
    campaignId,
    adGroupId,
    keywordKey(row.term),
    keywordKey(bareKeyword(row.keywordText ?? "")),
    termMatchOf(row.matchType) ?? "",
    row.from,
    row.to,
  ];
  return createHash("sha256").update(parts.join("\u001f")).digest("base64url");
}

const money = (n: number) => (Math.round(n * 100) / 100).toFixed(2);
const count = (n: number) => Math.round(n);

function addMetrics<T extends PpcMetrics>(into: T, from: PpcMetrics): void {
  into.cost += from.cost;
  into.clicks += from.clicks;
  into.impressions += from.impressions;
  into.conversions += from.conversions;
  into.conversionValue += from.conversionValue;
}

/** Rows with the same key (a report segmented by device or network) become one row with their sums; later rows' attributes win. */
function sumByKey<T extends PpcMetrics>(rows: readonly T[], key: (r: T) => string): { rows: Map<string, T>; merged: number } {
  const out = new Map<string, T>();
  for (const r of rows) {
    const k = key(r);
    const had = out.get(k);
    if (!had) {
      out.set(k, { ...r });
      continue;
    }
    const sum = { ...r, cost: had.cost, clicks: had.clicks, impressions: had.impressions, conversions: had.conversions, conversionValue: had.conversionValue };
    addMetrics(sum, r);
    out.set(k, sum);
  }
  return { rows: out, merged: rows.length - out.size };
}

const metricsOf = (r: PpcMetrics) => ({
  cost: money(r.cost),
  clicks: count(r.clicks),
  impressions: count(r.impressions),
  conversions: money(r.conversions),
  conversionValue: money(r.conversionValue),
});

const excludedMetrics = {
  cost: sql`excluded.cost`,
  clicks: sql`excluded.clicks`,
  impressions: sql`excluded.impressions`,
  conversions: sql`excluded.conversions`,
  conversionValue: sql`excluded.conversion_value`,
};

/** An upsert's row was inserted, not updated: an updated row version carries the updating transaction in xmax. */
const INSERTED = sql<boolean>`(xmax = 0)`;

type AnyRow = CampaignRow | KeywordRow | SearchTermRow;
const campaignRef = (r: { network: PpcNetwork; campaign: string; campaignExternalId?: string | null }) => `${r.network}\u001f${campaignKeyOf(r)}`;
const adGroupRef = (r: KeywordRow | SearchTermRow) => `${campaignRef(r)}\u001f${adGroupKeyOf(r)}`;

/**
 * The stored key each given entity is to be upserted under. Exports without ids key by lower-cased name, API rows
 * and exports with an ID column by id: a name meets the entity stored under its id (and an id adopts the entity
 * first stored under its name), so one campaign never becomes two because two reports differ in their columns.
 */
type Keyed = { key: string; name: string; externalId: string | null };
type StoredKey = { id: string; key: string; externalId: string | null; lowerName: string };
async function resolveKeys<T extends Keyed>(items: T[], stored: StoredKey[], adopt: (id: string, key: string) => Promise<void>): Promise<void> {
  const byKey = new Map(stored.map((s) => [s.key, s]));
  const byName = new Map<string, StoredKey>();
  for (const s of stored) if (!byName.has(s.lowerName) || s.externalId) byName.set(s.lowerName, s);
  for (const item of items) {
    if (byKey.has(item.key)) continue;
    const named = byName.get(item.name.toLowerCase());
    if (!named) continue;
    if (!item.externalId) item.key = named.key;
    else if (!named.externalId) {
      await adopt(named.id, item.key);
      byKey.delete(named.key);
      named.key = item.key;
      named.externalId = item.externalId;
      byKey.set(item.key, named);
    }
  }
}

/** One spelling per status whatever said it: the API's ENABLED, the export's "Enabled", Microsoft's "active" → "Enabled"/"Active". */
function statusOf(raw: string | null | undefined): string | null {
  const s = raw?.trim();
  return s ? s.charAt(0).toUpperCase() + s.slice(1).toLowerCase() : null;
}

async function upsertCampaigns(tx: Tx, brandId: string, rows: readonly AnyRow[], source: PpcSource): Promise<Map<string, string>> {
  type Campaign = Keyed & { refs: string[]; network: PpcNetwork; status: string | null; channel: string | null; dailyBudget: string | null };
  const byRef = new Map<string, Campaign>();
  for (const r of rows) {
    // Only a campaign row's status is the campaign's (a keyword row's status is the keyword's).
    const c: Partial<CampaignRow> = "spanDays" in r ? r : {};
    const ref = campaignRef(r);
    const had = byRef.get(ref);
    byRef.set(ref, {
      refs: [ref],
      network: r.network,
      key: campaignKeyOf(r),
      name: r.campaign.trim(),
      externalId: r.campaignExternalId?.trim() || had?.externalId || null,
      status: statusOf(c.status) ?? had?.status ?? null,
      channel: c.channel ?? had?.channel ?? null,
      dailyBudget: c.dailyBudget != null ? money(c.dailyBudget) : (had?.dailyBudget ?? null),
    });
  }
  for (const network of new Set([...byRef.values()].map((c) => c.network))) {
    const items = [...byRef.values()].filter((c) => c.network === network);
    const stored: StoredKey[] = [];
    for (const part of chunks(items)) {
      stored.push(
        ...(await tx
          .select({ id: ppcCampaigns.id, key: ppcCampaigns.campaignKey, externalId: ppcCampaigns.externalId, lowerName: sql<string>`lower(${ppcCampaigns.name})` })
          .from(ppcCampaigns)
          .where(and(eq(ppcCampaigns.brandId, brandId), eq(ppcCampaigns.network, network), or(inArray(ppcCampaigns.campaignKey, part.map((c) => c.key)), inArray(sql`lower(${ppcCampaigns.name})`, part.map((c) => c.name.toLowerCase())))))),
      );
    }
    await resolveKeys(items, stored, async (id, key) => {
      await tx.update(ppcCampaigns).set({ campaignKey: key, externalId: key, updatedAt: sql`now()` }).where(eq(ppcCampaigns.id, id));
    });
  }
  // Two refs resolved to one stored campaign are one row of the upsert.
  const byKey = new Map<string, Campaign>();
  for (const c of byRef.values()) {
    const k = `${c.network}\u001f${c.key}`;
    const had = byKey.get(k);
    if (had) had.refs.push(...c.refs);
    else byKey.set(k, c);
  }
  const ids = new Map<string, string>();
  for (const part of chunks([...byKey.values()])) {
    // Attributes a report does not carry (a search term report has no status) keep what an earlier report said.
    const stored = await tx
      .insert(ppcCampaigns)
      .values(part.map((c) => ({ brandId, network: c.network, campaignKey: c.key, externalId: c.externalId, name: c.name, status: c.status, channel: c.channel, dailyBudget: c.dailyBudget, source })))
      .onConflictDoUpdate({
        target: [ppcCampaigns.brandId, ppcCampaigns.network, ppcCampaigns.campaignKey],
        set: {
          name: sql`excluded.name`,
          externalId: sql`coalesce(excluded.external_id, ${ppcCampaigns.externalId})`,
          status: sql`coalesce(excluded.status, ${ppcCampaigns.status})`,
          channel: sql`coalesce(excluded.channel, ${ppcCampaigns.channel})`,
          dailyBudget: sql`coalesce(excluded.daily_budget, ${ppcCampaigns.dailyBudget})`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: ppcCampaigns.id, network: ppcCampaigns.network, key: ppcCampaigns.campaignKey });
    for (const s of stored) for (const ref of byKey.get(`${s.network}\u001f${s.key}`)!.refs) ids.set(ref, s.id);
  }
  return ids;
}

async function upsertAdGroups(tx: Tx, brandId: string, rows: readonly (KeywordRow | SearchTermRow)[], campaigns: Map<string, string>): Promise<Map<string, string>> {
  type AdGroup = Keyed & { refs: string[]; campaignId: string };
  const byRef = new Map<string, AdGroup>();
  for (const r of rows) {
    const ref = adGroupRef(r);
    byRef.set(ref, { refs: [ref], campaignId: campaigns.get(campaignRef(r))!, key: adGroupKeyOf(r), name: r.adGroup.trim(), externalId: r.adGroupExternalId?.trim() || byRef.get(ref)?.externalId || null });
  }
  const all = [...byRef.values()];
  const stored: (StoredKey & { campaignId: string })[] = [];
  for (const part of chunks([...new Set(all.map((g) => g.campaignId))])) {
    stored.push(
      ...(await tx
        .select({ id: ppcAdGroups.id, campaignId: ppcAdGroups.campaignId, key: ppcAdGroups.adGroupKey, externalId: ppcAdGroups.externalId, lowerName: sql<string>`lower(${ppcAdGroups.name})` })
        .from(ppcAdGroups)
        .where(and(eq(ppcAdGroups.brandId, brandId), inArray(ppcAdGroups.campaignId, part)))),
    );
  }
  for (const campaignId of new Set(all.map((g) => g.campaignId))) {
    await resolveKeys(
      all.filter((g) => g.campaignId === campaignId),
      stored.filter((s) => s.campaignId === campaignId),
      async (id, key) => {
        await tx.update(ppcAdGroups).set({ adGroupKey: key, externalId: key, updatedAt: sql`now()` }).where(eq(ppcAdGroups.id, id));
      },
    );
  }
  const byKey = new Map<string, AdGroup>();
  for (const g of all) {
    const k = `${g.campaignId}\u001f${g.key}`;
    const had = byKey.get(k);
    if (had) had.refs.push(...g.refs);
    else byKey.set(k, g);
  }
  const ids = new Map<string, string>();
  for (const part of chunks([...byKey.values()])) {
    const rowsStored = await tx
      .insert(ppcAdGroups)
      .values(part.map((g) => ({ brandId, campaignId: g.campaignId, adGroupKey: g.key, externalId: g.externalId, name: g.name })))
      .onConflictDoUpdate({
        target: [ppcAdGroups.brandId, ppcAdGroups.campaignId, ppcAdGroups.adGroupKey],
        set: { name: sql`excluded.name`, externalId: sql`coalesce(excluded.external_id, ${ppcAdGroups.externalId})`, updatedAt: sql`now()` },
      })
      .returning({ id: ppcAdGroups.id, campaignId: ppcAdGroups.campaignId, key: ppcAdGroups.adGroupKey });
    for (const s of rowsStored) for (const ref of byKey.get(`${s.campaignId}\u001f${s.key}`)!.refs) ids.set(ref, s.id);
  }
  return ids;
}

async function storeCampaignDays(tx: Tx, brandId: string, rows: readonly CampaignRow[], campaigns: Map<string, string>, importId: string | null) {
  const { rows: byKey, merged } = sumByKey(rows, (r) => `${campaignRef(r)}\u001f${r.day}\u001f${r.spanDays}`);
  let added = 0;
  for (const part of chunks([...byKey.values()])) {
    const stored = await tx
      .insert(ppcCampaignDays)
      .values(part.map((r) => ({ brandId, campaignId: campaigns.get(campaignRef(r))!, day: r.day, spanDays: r.spanDays, ...metricsOf(r), importId })))
      .onConflictDoUpdate({
        target: [ppcCampaignDays.brandId, ppcCampaignDays.campaignId, ppcCampaignDays.day, ppcCampaignDays.spanDays],
        set: { ...excludedMetrics, importId: sql`excluded.import_id`, updatedAt: sql`now()` },
      })
      .returning({ added: INSERTED });
    added += stored.filter((r) => r.added).length;
  }
  return { stored: byKey.size, added, merged };
}

async function storeKeywords(tx: Tx, brandId: string, userId: string | null, rows: readonly KeywordRow[], adGroups: Map<string, string>, source: PpcSource) {
  let keywordsAdded = 0;
  const keywordIds = new Map<string, string>();
  for (const network of new Set(rows.map((r) => r.network))) {
    // The keyword store's source names where a keyword first came from: the ad network here.
    const { ids, added } = await upsertKeywords(tx, { brandId, userId }, rows.filter((r) => r.network === network).map((r) => ({ keyword: bareKeyword(r.keyword) })), network);
    keywordsAdded += added;
    for (const [k, id] of ids) keywordIds.set(k, id);
  }
  const usable = rows.filter((r) => keywordIds.has(keywordKey(bareKeyword(r.keyword))));
  const { rows: byKey, merged } = sumByKey(usable, (r) => `${adGroupRef(r)}\u001f${keywordKey(bareKeyword(r.keyword))}\u001f${r.matchType}`);
  let added = 0;
  for (const part of chunks([...byKey.values()])) {
    const stored = await tx
      .insert(ppcKeywords)
      .values(
        part.map((r) => ({
          brandId,
          keywordId: keywordIds.get(keywordKey(bareKeyword(r.keyword)))!,
          adGroupId: adGroups.get(adGroupRef(r))!,
          matchType: r.matchType,
          externalId: r.externalId ?? null,
          status: statusOf(r.status),
          qualityScore: r.qualityScore != null && r.qualityScore >= 1 && r.qualityScore <= 10 ? Math.round(r.qualityScore) : null,
          maxCpc: r.maxCpc != null ? money(r.maxCpc) : null,
          source,
          ...metricsOf(r),
          metricsFrom: r.from,
          metricsTo: r.to,
          createdBy: userId,
        })),
      )
      .onConflictDoUpdate({
        target: [ppcKeywords.brandId, ppcKeywords.adGroupId, ppcKeywords.keywordId, ppcKeywords.matchType],
        set: {
          ...excludedMetrics,
          externalId: sql`coalesce(excluded.external_id, ${ppcKeywords.externalId})`,
          status: sql`coalesce(excluded.status, ${ppcKeywords.status})`,
          qualityScore: sql`coalesce(excluded.quality_score, ${ppcKeywords.qualityScore})`,
          maxCpc: sql`coalesce(excluded.max_cpc, ${ppcKeywords.maxCpc})`,
          metricsFrom: sql`excluded.metrics_from`,
          metricsTo: sql`excluded.metrics_to`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ added: INSERTED });
    added += stored.filter((r) => r.added).length;
  }
  return { stored: byKey.size, added, merged: merged + rows.length - usable.length, keywordsAdded };
}

async function storeSearchTerms(tx: Tx, brandId: string, rows: readonly SearchTermRow[], campaigns: Map<string, string>, adGroups: Map<string, string>, importId: string | null) {
  const { rows: byKey, merged } = sumByKey(rows, (r) => searchTermRowKey(r, campaigns.get(campaignRef(r))!, adGroups.get(adGroupRef(r))!));
  let added = 0;
  for (const part of chunks([...byKey.entries()])) {
    const stored = await tx
      .insert(ppcSearchTerms)
      .values(
        part.map(([rowKey, r]) => {
          const keywordText = r.keywordText ? bareKeyword(r.keywordText) : null;
          return {
            brandId,
            network: r.network,
            campaignId: campaigns.get(campaignRef(r))!,
            adGroupId: adGroups.get(adGroupRef(r))!,
            term: r.term.replace(/\s+/g, " ").trim(),
            termKey: keywordKey(r.term),
            keywordText: keywordText || null,
            matchType: termMatchOf(r.matchType),
            periodFrom: r.from,
            periodTo: r.to,
            ...metricsOf(r),
            rowKey,
            importId,
          };
        }),
      )
      .onConflictDoUpdate({
        target: [ppcSearchTerms.brandId, ppcSearchTerms.rowKey],
        set: { ...excludedMetrics, term: sql`excluded.term`, importId: sql`excluded.import_id` },
      })
      .returning({ added: INSERTED });
    added += stored.filter((r) => r.added).length;
  }
  return { stored: byKey.size, added, merged };
}

/**
 * Stores a report for a brand inside the caller's transaction (run it in `withScope` for a person, or as the
 * system for a scheduled sync). Rows without a term, keyword or campaign name are the reader's business:
 * they must not reach here. After the transaction commits, call `analyzeAfterStore(counts)`.
 */
export async function storeReport(tx: Tx, brandId: string, report: PpcReport, opts: StoreOptions): Promise<StoreCounts> {
  const { source, importId } = opts;
  const userId = opts.userId ?? null;
  if (!report.rows.length) return { rowsStored: 0, rowsAdded: 0, rowsMerged: 0, campaigns: 0, adGroups: 0, keywordsAdded: 0 };
  const campaigns = await upsertCampaigns(tx, brandId, report.rows, source);
  if (report.kind === "campaign") {
    const r = await storeCampaignDays(tx, brandId, report.rows, campaigns, importId);
    return { rowsStored: r.stored, rowsAdded: r.added, rowsMerged: r.merged, campaigns: campaigns.size, adGroups: 0, keywordsAdded: 0 };
  }
  const adGroups = await upsertAdGroups(tx, brandId, report.rows, campaigns);
  if (report.kind === "keyword") {
    const r = await storeKeywords(tx, brandId, userId, report.rows, adGroups, source);
    return { rowsStored: r.stored, rowsAdded: r.added, rowsMerged: r.merged, campaigns: campaigns.size, adGroups: adGroups.size, keywordsAdded: r.keywordsAdded };
  }
  const r = await storeSearchTerms(tx, brandId, report.rows, campaigns, adGroups, importId);
  return { rowsStored: r.stored, rowsAdded: r.added, rowsMerged: r.merged, campaigns: campaigns.size, adGroups: adGroups.size, keywordsAdded: 0 };
}

/** Refreshes the planner's statistics after a big store (outside the transaction: ANALYZE needs the table owner). */
export function analyzeAfterStore(counts: StoreCounts): Promise<void> {
  return analyzeAfterBulkWrite([ppcSearchTerms, ppcKeywords, ppcCampaignDays, ppcAdGroups, ppcCampaigns, seoKeywords], counts.rowsStored + counts.keywordsAdded);
}
