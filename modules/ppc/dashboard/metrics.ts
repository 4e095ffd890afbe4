/**
 * The paid-search dashboard's arithmetic, free of the database: periods, spreading a multi-day report row
 * over its days, daily/weekly series, KPIs with change, budget pace and the week's biggest movers.
 * Days are yyyy-MM-dd strings (lib/calendar-day), money is in the brand's currency.
 */
import { addDays, daysBetween, lastDayOfMonth, parseDay, weekdayOf } from "@/lib/calendar-day";

export type Totals = { cost: number; clicks: number; impressions: number; conversions: number; conversionValue: number };

/** A ppc_campaign_days row: `day` is the first day of `spanDays` days the figures cover. */
export type CampaignDay = Totals & { campaignId: string; day: string; spanDays: number };

export const ZERO: Totals = { cost: 0, clicks: 0, impressions: 0, conversions: 0, conversionValue: 0 };

/** The same spans as /search-keywords' periods (7d, 30d, 90d), so a link from here lands on the same figures. */
export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export type Granularity = "day" | "week";
/** What the spend chart stacks: networks, or the top campaigns. */
export type Split = "network" | "campaign";

export type Range = { from: string; to: string };

/** The selected period ending on `end`, and the one of the same length just before it (for the change). */
export function periodRanges(days: number, end: string): { current: Range; previous: Range } {
  const from = addDays(end, -(days - 1));
  return { current: { from, to: end }, previous: { from: addDays(from, -days), to: addDays(from, -1) } };
}

export const defaultGranularity = (days: DashboardPeriod): Granularity => (days === 90 ? "week" : "day");

/** ?days=, ?by= and ?split= of the URL: 30 days, daily (weekly for 90 days) and by network unless asked. */
export function parseDashboardParams(params: Record<string, string | string[] | undefined>): { days: DashboardPeriod; by: Granularity; split: Split } {
  const one = (k: string) => (Array.isArray(params[k]) ? params[k][0] : params[k]);
  const d = Number(one("days"));
  const days = (DASHBOARD_PERIODS as readonly number[]).includes(d) ? (d as DashboardPeriod) : 30;
  const by = one("by");
  return { days, by: by === "day" || by === "week" ? by : defaultGranularity(days), split: one("split") === "campaign" ? "campaign" : "network" };
}

export function add(a: Totals, b: Totals, share = 1): Totals {
  return {
    cost: a.cost + b.cost * share,
    clicks: a.clicks + b.clicks * share,
    impressions: a.impressions + b.impressions * share,
    conversions: a.conversions + b.conversions * share,
    conversionValue: a.conversionValue + b.conversionValue * share,
  };
}

/**
 * The days of `range` a row covers, each with its even share of the row (a 30-day export row counts 1/30 a
 * day): a period report and a daily one then add up the same way. Days outside the range are left out.
 */
export function spreadOverDays(row: { day: string; spanDays: number }, range: Range): { day: string; share: number }[] {
  const span = Math.max(1, row.spanDays);
  const first = row.day > range.from ? row.day : range.from;
  const lastOfRow = addDays(row.day, span - 1);
  const last = lastOfRow < range.to ? lastOfRow : range.to;
  if (first > last) return [];
  const out: { day: string; share: number }[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) out.push({ day: d, share: 1 / span });
  return out;
}

/** The share of a row that falls inside a range (0 when none). */
export function shareInRange(row: { day: string; spanDays: number }, range: Range): number {
  const span = Math.max(1, row.spanDays);
  const first = row.day > range.from ? row.day : range.from;
  const lastOfRow = addDays(row.day, span - 1);
  const last = lastOfRow < range.to ? lastOfRow : range.to;
  return first > last ? 0 : (daysBetween(first, last) + 1) / span;
}

/** Monday of the day's ISO week: the key of a weekly bucket. */
export function weekStart(day: string): string {
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}

export const bucketOf = (day: string, by: Granularity) => (by === "week" ? weekStart(day) : day);

/** Cost per conversion; null when nothing converted (an undefined CPA, not an infinite one). */
export const cpa = (t: Pick<Totals, "cost" | "conversions">): number | null => (t.conversions > 0 ? t.cost / t.conversions : null);
/** Conversion value per unit of cost; null when nothing was spent. */
export const roas = (t: Pick<Totals, "cost" | "conversionValue">): number | null => (t.cost > 0 ? t.conversionValue / t.cost : null);
/** Relative change from `before` to `now`; null when there is no base to compare with. */
export const change = (now: number | null, before: number | null): number | null => (now === null || before === null || before === 0 ? null : (now - before) / before);

export type SeriesPoint = Totals & { date: string; cpa: number | null; roas: number | null; byKey: Record<string, number> };

/**
 * Daily or weekly points over the whole range (empty buckets included, so gaps read as zero spend), with the
 * cost of each bucket split by `keyOf(row)` (network or campaign) for stacked charts.
 */
export function buildSeries(rows: CampaignDay[], range: Range, by: Granularity, keyOf: (row: CampaignDay) => string): SeriesPoint[] {
  const buckets = new Map<string, SeriesPoint>();
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) {
    const key = bucketOf(d, by);
    if (!buckets.has(key)) buckets.set(key, { date: key, ...ZERO, cpa: null, roas: null, byKey: {} });
  }
  for (const row of rows) {
    const k = keyOf(row);
    for (const { day, share } of spreadOverDays(row, range)) {
      const p = buckets.get(bucketOf(day, by))!;
      Object.assign(p, add(p, row, share));
      p.byKey[k] = (p.byKey[k] ?? 0) + row.cost * share;
    }
  }
  return [...buckets.values()].map((p) => ({ ...p, cpa: cpa(p), roas: roas(p) }));
}

/** Totals of the rows inside a range, by key (campaign id) and overall. */
export function totalsIn(rows: CampaignDay[], range: Range): { total: Totals; byCampaign: Map<string, Totals> } {
  let total = ZERO;
  const byCampaign = new Map<string, Totals>();
  for (const row of rows) {
    const share = shareInRange(row, range);
    if (!share) continue;
    total = add(total, row, share);
    byCampaign.set(row.campaignId, add(byCampaign.get(row.campaignId) ?? ZERO, row, share));
  }
  return { total, byCampaign };
}

export type Pace = {
  budget: number;
  /** Spent from the first of the month through today. */
  spent: number;
  /** What the budget allows by today: budget × days elapsed ÷ days in the month. */
  expected: number;
  elapsedShare: number;
  /** Month-end spend if the month goes on at its average daily rate so far. */
  projected: number;
  /** "over": projected beyond the budget by more than 5 %; "under": below 90 % of it. */
  status: "over" | "under" | "on_track";
  daysInMonth: number;
  dayOfMonth: number;
};

/** The month's spend against its budget. Today counts as elapsed: the figures of today are in (or on their way). */
export function budgetPace(budget: number, spent: number, todayDay: string): Pace {
  const d = parseDay(todayDay);
  const daysInMonth = lastDayOfMonth(d.getUTCFullYear(), d.getUTCMonth());
  const dayOfMonth = d.getUTCDate();
  const elapsedShare = dayOfMonth / daysInMonth;
  const projected = (spent / dayOfMonth) * daysInMonth;
  const status = projected > budget * 1.05 ? "over" : projected < budget * 0.9 ? "under" : "on_track";
  return { budget, spent, expected: budget * elapsedShare, elapsedShare, projected, status, daysInMonth, dayOfMonth };
}

export const monthStart = (todayDay: string) => `${todayDay.slice(0, 8)}01`;

export type Mover = {
  campaignId: string;
  name: string;
  kind: "started" | "stopped" | "spend" | "conversions" | "cpa";
  /** How much the change weighs, in currency, to rank campaigns against each other. */
  weight: number;
  now: number | null;
  before: number | null;
  sentence: string;
};

type Fmt = { money: (v: number) => string; count: (v: number) => string };

const pctText = (ratio: number) => `${Math.round(Math.abs(ratio) * 100)} %`;

/**
 * The campaigns that moved most between last week and this week, each with its biggest change as a plain
 * sentence. Changes weigh in money so they compare: a spend change is itself; a change in conversions
 * weighs at the account's cost per conversion; a CPA change weighs by the conversions it applies to.
 * Moves under 10 % are not news.
 */
export function weeklyMovers(thisWeek: Map<string, Totals>, lastWeek: Map<string, Totals>, names: Map<string, string>, fmt: Fmt, limit = 5): Mover[] {
  const all = add([...thisWeek.values()].reduce((a, b) => add(a, b), ZERO), [...lastWeek.values()].reduce((a, b) => add(a, b), ZERO));
  const accountCpa = cpa(all) ?? 0;
  const out: Mover[] = [];
  for (const id of new Set([...thisWeek.keys(), ...lastWeek.keys()])) {
    const now = thisWeek.get(id) ?? ZERO;
    const before = lastWeek.get(id) ?? ZERO;
    const name = names.get(id) ?? "A campaign";
    const candidates: Mover[] = [];
    if (before.cost === 0 && now.cost > 0) {
      candidates.push({ campaignId: id, name, kind: "started", weight: now.cost, now: now.cost, before: 0, sentence: `${name} started spending: ${fmt.money(now.cost)} this week, nothing the week before.` });
    } else if (now.cost === 0 && before.cost > 0) {
      candidates.push({ campaignId: id, name, kind: "stopped", weight: before.cost, now: 0, before: before.cost, sentence: `${name} stopped spending: nothing this week, ${fmt.money(before.cost)} the week before.` });
    } else if (before.cost > 0) {
      const r = (now.cost - before.cost) / before.cost;
      if (Math.abs(r) >= 0.1)
        candidates.push({
          campaignId: id,
          name,
          kind: "spend",
          weight: Math.abs(now.cost - before.cost),
          now: now.cost,
          before: before.cost,
          sentence: `${name} spent ${fmt.money(now.cost)} this week, ${pctText(r)} ${r > 0 ? "more" : "less"} than the week before (${fmt.money(before.cost)}).`,
        });
    }
    const dConv = now.conversions - before.conversions;
    if (dConv !== 0 && (before.conversions === 0 || Math.abs(dConv / before.conversions) >= 0.1)) {
      candidates.push({
        campaignId: id,
        name,
        kind: "conversions",
        weight: Math.abs(dConv) * accountCpa,
        now: now.conversions,
        before: before.conversions,
        sentence: `${name} got ${fmt.count(now.conversions)} ${now.conversions === 1 ? "conversion" : "conversions"} this week, ${dConv > 0 ? "up" : "down"} from ${fmt.count(before.conversions)}.`,
      });
    }
    const cNow = cpa(now);
    const cBefore = cpa(before);
    if (cNow !== null && cBefore !== null && Math.abs((cNow - cBefore) / cBefore) >= 0.1) {
      candidates.push({
        campaignId: id,
        name,
        kind: "cpa",
        weight: Math.abs(cNow - cBefore) * Math.min(now.conversions, before.conversions),
        now: cNow,
        before: cBefore,
        sentence: `${name}'s cost per conversion ${cNow > cBefore ? "rose" : "fell"} from ${fmt.money(cBefore)} to ${fmt.money(cNow)}.`,
      });
    }
    const top = candidates.sort((a, b) => b.weight - a.weight)[0];
    if (top && top.weight > 0) out.push(top);
  }
  return out.sort((a, b) => b.weight - a.weight || a.name.localeCompare(b.name)).slice(0, limit);
}
