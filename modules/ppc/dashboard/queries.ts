/**
 * /performance-marketing-dashboard's data: the brand's campaign days (ppc_campaign_days, multi-day report rows
 * spread evenly) for the period, the one before it, the month so far and the last two weeks, and the search
 * terms that cost money without converting. One scoped transaction; the arithmetic is in ./metrics.
 */
import { and, eq, sql } from "drizzle-orm";
import { ppcCampaignDays, ppcCampaigns, ppcSearchTerms } from "@/db/schema";
import type { PpcNetwork } from "@/db/schema/ppc";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { addDays, today } from "@/lib/calendar-day";
import { formatMoney, formatNumber } from "@/lib/format";
import { getPpcSettings, type PpcSettings } from "../settings/queries";
import { PPC_NETWORK_LABELS } from "../labels";
import {
  budgetPace,
  buildSeries,
  change,
  cpa,
  monthStart,
  periodRanges,
  roas,
  totalsIn,
  weeklyMovers,
  type CampaignDay,
  type DashboardPeriod,
  type Granularity,
  type Mover,
  type Pace,
  type Range,
  type SeriesPoint,
  type Split,
  type Totals,
} from "./metrics";

export type Kpi = { now: number | null; before: number | null; change: number | null };

export type CampaignSummary = Totals & { id: string; name: string; network: PpcNetwork; cpa: number | null; roas: number | null; share: number };

export type WastedTerm = { term: string; cost: number; clicks: number };

export type PpcDashboard = {
  settings: PpcSettings;
  /** Anything imported or synced at all (else the page shows how to start). */
  hasData: boolean;
  /** The period's last day: the latest day with figures, up to today. */
  latestDay: string | null;
  days: DashboardPeriod;
  by: Granularity;
  split: Split;
  range: Range;
  previous: Range;
  kpis: { cost: Kpi; clicks: Kpi; conversions: Kpi; cpa: Kpi; roas: Kpi };
  series: SeriesPoint[];
  /** The stacked series' keys with their labels, in legend order. */
  seriesKeys: { key: string; label: string }[];
  campaigns: CampaignSummary[];
  networks: (Totals & { network: PpcNetwork; label: string; cpa: number | null; roas: number | null })[];
  pace: Pace | null;
  /** The last 7 days against the 7 before. */
  movers: Mover[];
  week: Range;
  wasted: { total: number; terms: number; top: WastedTerm[] };
};

const kpi = (now: number | null, before: number | null): Kpi => ({ now, before, change: change(now, before) });
const STACKED_CAMPAIGNS = 5;

async function wastedSpend(scope: BrandScope, range: Range) {
  // A report row's cost counts by the share of its period inside the range, like campaign days; its
  // conversions count whole, since "no conversion" is about the term, not the day.
  const overlap = sql`(least(${ppcSearchTerms.periodTo}, ${range.to}::date) - greatest(${ppcSearchTerms.periodFrom}, ${range.from}::date) + 1)::numeric / (${ppcSearchTerms.periodTo} - ${ppcSearchTerms.periodFrom} + 1)`;
  return withScope(scope, async (tx) => {
    const terms = tx
      .select({
        termKey: ppcSearchTerms.termKey,
        term: sql<string>`min(${ppcSearchTerms.term})`.as("term"),
        cost: sql<string>`sum(${ppcSearchTerms.cost} * ${overlap})`.as("cost"),
        clicks: sql<string>`sum(${ppcSearchTerms.clicks} * ${overlap})`.as("clicks"),
      })
      .from(ppcSearchTerms)
      .where(and(eq(ppcSearchTerms.brandId, scope.brandId), sql`${ppcSearchTerms.periodFrom} <= ${range.to}::date`, sql`${ppcSearchTerms.periodTo} >= ${range.from}::date`))
      .groupBy(ppcSearchTerms.termKey)
      .having(sql`sum(${ppcSearchTerms.conversions}) = 0 and sum(${ppcSearchTerms.cost} * ${overlap}) > 0`)
      .as("terms");
    const [top, [sum]] = await Promise.all([
      tx.select({ term: terms.term, cost: terms.cost, clicks: terms.clicks }).from(terms).orderBy(sql`${terms.cost} desc`, terms.term).limit(8),
      tx.select({ total: sql<string>`coalesce(sum(${terms.cost}), 0)`, terms: sql<number>`count(*)::int` }).from(terms),
    ]);
    return {
      total: Number(sum?.total ?? 0),
      terms: sum?.terms ?? 0,
      top: top.map((t) => ({ term: t.term, cost: Number(t.cost), clicks: Math.round(Number(t.clicks)) })),
    };
  });
}

/**
 * The last day the brand has figures for, up to today: periods count back from it, as /search-keywords' do,
 * so last quarter's import still shows. Null when nothing is stored.
 */
async function latestDay(scope: BrandScope, todayDay: string): Promise<string | null> {
  const [r] = await withScope(scope, (tx) =>
    tx.execute<{ day: string | null }>(sql`
      select greatest(
        (select max(${ppcCampaignDays.day} + ${ppcCampaignDays.spanDays}::int - 1) from ${ppcCampaignDays} where ${ppcCampaignDays.brandId} = ${scope.brandId}::uuid),
        (select max(${ppcSearchTerms.periodTo}) from ${ppcSearchTerms} where ${ppcSearchTerms.brandId} = ${scope.brandId}::uuid)
      )::text as day`),
  );
  // least() would skip a null and answer today for a brand with no figures at all.
  const day = r?.day ?? null;
  return day && day > todayDay ? todayDay : day;
}

export async function loadPpcDashboard(scope: BrandScope, opts: { days: DashboardPeriod; by: Granularity; split: Split }, todayDay = today()): Promise<PpcDashboard> {
  const latest = await latestDay(scope, todayDay);
  const end = latest ?? todayDay;
  const { current, previous } = periodRanges(opts.days, end);
  const week: Range = { from: addDays(end, -6), to: end };
  const lastWeek: Range = { from: addDays(end, -13), to: addDays(end, -7) };
  // Budget pace is about the calendar month we are in, whatever the data's last day.
  const month: Range = { from: monthStart(todayDay), to: todayDay };
  const earliest = [previous.from, lastWeek.from, month.from].sort()[0]!;

  const [settings, data, wasted] = await Promise.all([
    getPpcSettings(scope),
    withScope(scope, async (tx) => {
      const campaigns = await tx.select({ id: ppcCampaigns.id, name: ppcCampaigns.name, network: ppcCampaigns.network }).from(ppcCampaigns).where(eq(ppcCampaigns.brandId, scope.brandId));
      const days = campaigns.length
        ? await tx
            .select({
              campaignId: ppcCampaignDays.campaignId,
              day: ppcCampaignDays.day,
              spanDays: ppcCampaignDays.spanDays,
              cost: ppcCampaignDays.cost,
              clicks: ppcCampaignDays.clicks,
              impressions: ppcCampaignDays.impressions,
              conversions: ppcCampaignDays.conversions,
              conversionValue: ppcCampaignDays.conversionValue,
            })
            .from(ppcCampaignDays)
            // The brand_id, day index bounds the scan; a row starting up to a year early may still reach in.
            .where(
              and(
                eq(ppcCampaignDays.brandId, scope.brandId),
                sql`${ppcCampaignDays.day} <= ${todayDay}::date`,
                sql`${ppcCampaignDays.day} >= ${addDays(earliest, -366)}::date`,
                sql`${ppcCampaignDays.day} + ${ppcCampaignDays.spanDays}::int - 1 >= ${earliest}::date`,
              ),
            )
        : [];
      return { campaigns, days };
    }),
    wastedSpend(scope, current),
  ]);

  const rows: CampaignDay[] = data.days.map((r) => ({
    campaignId: r.campaignId,
    day: r.day,
    spanDays: r.spanDays,
    cost: Number(r.cost),
    clicks: r.clicks,
    impressions: r.impressions,
    conversions: Number(r.conversions),
    conversionValue: Number(r.conversionValue),
  }));
  const campaignById = new Map(data.campaigns.map((c) => [c.id, c]));
  const now = totalsIn(rows, current);
  const before = totalsIn(rows, previous);

  const campaigns: CampaignSummary[] = [...now.byCampaign.entries()]
    .map(([id, t]) => {
      const c = campaignById.get(id)!;
      return { id, name: c.name, network: c.network, ...t, cpa: cpa(t), roas: roas(t), share: now.total.cost > 0 ? t.cost / now.total.cost : 0 };
    })
    .sort((a, b) => b.cost - a.cost || a.name.localeCompare(b.name));

  const networkOf = (r: CampaignDay) => campaignById.get(r.campaignId)?.network ?? "google_ads";
  const byNetwork = new Map<PpcNetwork, Totals>();
  for (const c of campaigns) {
    const t = byNetwork.get(c.network);
    byNetwork.set(c.network, t ? { cost: t.cost + c.cost, clicks: t.clicks + c.clicks, impressions: t.impressions + c.impressions, conversions: t.conversions + c.conversions, conversionValue: t.conversionValue + c.conversionValue } : c);
  }
  const networks = [...byNetwork.entries()].map(([network, t]) => ({
    network,
    label: PPC_NETWORK_LABELS[network],
    cost: t.cost,
    clicks: t.clicks,
    impressions: t.impressions,
    conversions: t.conversions,
    conversionValue: t.conversionValue,
    cpa: cpa(t),
    roas: roas(t),
  }));

  // Stacked spend: by network, or the period's top campaigns with the rest as "Other".
  const stacked = new Set(campaigns.slice(0, STACKED_CAMPAIGNS).map((c) => c.id));
  const keyOf = opts.split === "campaign" ? (r: CampaignDay) => (stacked.has(r.campaignId) ? `c${[...stacked].indexOf(r.campaignId)}` : "other") : (r: CampaignDay) => networkOf(r);
  const seriesKeys =
    opts.split === "campaign"
      ? [...[...stacked].map((id, i) => ({ key: `c${i}`, label: campaignById.get(id)!.name })), ...(campaigns.length > STACKED_CAMPAIGNS ? [{ key: "other", label: "Other campaigns" }] : [])]
      : networks.map((n) => ({ key: n.network, label: n.label }));

  const monthSpent = totalsIn(rows, month).total.cost;
  const money = (v: number) => formatMoney(v, settings.currency);
  const count = (v: number) => formatNumber(v, 1);
  const names = new Map(data.campaigns.map((c) => [c.id, c.name]));

  return {
    settings,
    hasData: latest !== null,
    latestDay: latest,
    days: opts.days,
    by: opts.by,
    split: opts.split,
    range: current,
    previous,
    kpis: {
      cost: kpi(now.total.cost, before.total.cost),
      clicks: kpi(now.total.clicks, before.total.clicks),
      conversions: kpi(now.total.conversions, before.total.conversions),
      cpa: kpi(cpa(now.total), cpa(before.total)),
      roas: kpi(roas(now.total), roas(before.total)),
    },
    series: buildSeries(rows, current, opts.by, keyOf),
    seriesKeys,
    campaigns,
    networks,
    pace: settings.monthlyBudget ? budgetPace(settings.monthlyBudget, monthSpent, todayDay) : null,
    movers: weeklyMovers(totalsIn(rows, week).byCampaign, totalsIn(rows, lastWeek).byCampaign, names, { money, count }),
    week,
    wasted,
  };
}
