import { formatDistanceStrict } from "date-fns";

/**
 * Dollar amounts everywhere in the app (AI spend, budgets, per-call cost). Client-safe: no server
 * imports. A single model call often costs a fraction of a cent, so sub-cent amounts keep up to six
 * decimals instead of rounding to "$0.00"; everything else has cents.
 */
export function formatUsd(v: number | null): string {
  if (v === null || !Number.isFinite(v)) return "—";
  if (v !== 0 && Math.abs(v) < 0.01) return `$${v.toFixed(6).replace(/0+$/, "")}`;
  return `$${v.toFixed(2)}`;
}

/*
 * Dates, times and numbers as text: the one formatting path for pages.
 *
 * A client component renders twice — on the server (Node: UTC, the server's locale) and again in
 * the browser while hydrating (the viewer's zone and locale). Text that depends on either differs
 * between the two, and React discards the server HTML with a hydration error (#418). The server
 * cannot know the viewer's zone while it renders, so:
 * - absolute times render in UTC and say so ("Nov 26, 2026, 14:05 UTC"), built from the UTC fields
 *   with fixed English month names, so no ICU or locale data can make the two sides differ;
 * - calendar days ("2026-11-26" columns: due dates, sprint ranges) have no zone and render as the
 *   day they name;
 * - numbers use one fixed locale (en-US grouping);
 * - relative times ("3 minutes ago") depend on "now", which also differs between server render and
 *   hydration: `formatRelative` takes "now" as an argument, and pages show them through
 *   components/ui/relative-time.tsx, which renders the UTC time first and the relative text after mount.
 */

export const FORMAT_LOCALE = "en-US";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const pad = (n: number) => String(n).padStart(2, "0");

export type Instant = Date | string | number;

function toDate(at: Instant): Date {
  return at instanceof Date ? at : new Date(at);
}

/** 1234.5 → "1,234.5" (at most two decimals unless `opts` says otherwise; a number is the most decimals); null and NaN → "—". */
export function formatNumber(value: number | null | undefined, opts: Intl.NumberFormatOptions | number = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  const o = typeof opts === "number" ? { maximumFractionDigits: opts } : opts;
  return new Intl.NumberFormat(FORMAT_LOCALE, { maximumFractionDigits: 2, ...o }).format(value);
}

/**
 * An amount in an ISO 4217 currency (paid-search figures are in the ad account's): "€1,234.50", "¥1,235".
 * `compact` drops the cents (axis ticks, big totals). Same fixed locale as every number, so server and
 * browser agree.
 */
export function formatMoney(value: number | null | undefined, currency: string, { compact = false }: { compact?: boolean } = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  const o: Intl.NumberFormatOptions = { style: "currency", currency };
  if (compact) Object.assign(o, { notation: Math.abs(value) >= 10_000 ? "compact" : "standard", maximumFractionDigits: Math.abs(value) >= 10_000 ? 1 : 0 });
  try {
    return new Intl.NumberFormat(FORMAT_LOCALE, o).format(value);
  } catch {
    // A code this runtime does not know: the figure with its code is still honest.
    return `${formatNumber(value)} ${currency}`;
  }
}

/** "Nov 26, 2026" (`year: false`: "Nov 26"), the UTC day of an instant. */
export function formatDate(at: Instant, { year = true }: { year?: boolean } = {}): string {
  const d = toDate(at);
  const day = `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
  return year ? `${day}, ${d.getUTCFullYear()}` : day;
}

/** "Nov 26, 2026, 14:05 UTC"; `seconds` adds ":09", `year: false` drops the year (tables of recent events). */
export function formatDateTime(at: Instant, { seconds = false, year = true }: { seconds?: boolean; year?: boolean } = {}): string {
  const d = toDate(at);
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}${seconds ? `:${pad(d.getUTCSeconds())}` : ""}`;
  return `${formatDate(d, { year })}, ${time} UTC`;
}

/**
 * A calendar day "2026-11-26" (a longer ISO string is cut to its day) → "Nov 26, 2026";
 * `year: false` → "Nov 26"; `weekday` → "Thu, Nov 26". No time zone: the day is the day named.
 */
export function formatDay(day: string, { year = true, weekday = false }: { year?: boolean; weekday?: boolean } = {}): string {
  const [y, m, dd] = day.slice(0, 10).split("-").map(Number);
  const d = new Date(Date.UTC(y!, m! - 1, dd!));
  const text = formatDate(d, { year });
  return weekday ? `${WEEKDAYS[d.getUTCDay()]}, ${text}` : text;
}

/**
 * "3 minutes ago", "in 2 hours", measured from `now` — never read here: the caller decides whose
 * clock, so server and browser can agree.
 */
export function formatRelative(at: Instant, now: Instant): string {
  return formatDistanceStrict(toDate(at), toDate(now), { addSuffix: true });
}

/**
 * A count with its noun, singular for exactly one: "1 open task", "3 open tasks", "0 tasks".
 * `many` for nouns that do not just take an "s" ("1 person", "2 people").
 */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

/**
 * A task's effort, given in minutes: "45 min", "1 h", "1.5 h", "9 h". Hours stay hours — an effort
 * is not turned into working days, whose length differs between teams.
 */
export function formatEffort(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  return `${Math.round((minutes / 60) * 100) / 100} h`;
}

/** "November 2026" from "2026-11" (a calendar month, no time zone). */
export function formatMonth(yyyyMm: string): string {
  const [y, m] = yyyyMm.split("-").map(Number);
  return `${MONTH_NAMES[m! - 1]} ${y}`;
}

/** 512 B, 1.5 KB, 2.0 MB. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

/** `part` of `whole` as a whole percentage ("37%"), one decimal under 1 % ("0.4%"), "0%" of nothing. */
export function formatShare(part: number, whole: number): string {
  if (!whole) return "0%";
  const p = (part / whole) * 100;
  return `${p < 1 && p > 0 ? p.toFixed(1) : Math.round(p)}%`;
}

/** 0.423 → "42.3%"; whole numbers drop the decimal. */
export function pct(ratio: number | null | undefined, digits = 1): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return "—";
  return `${formatNumber(ratio * 100, { maximumFractionDigits: digits })}%`;
}

/** "35–49%" for a Wilson interval. */
export function pctRange(low: number, high: number): string {
  return `${formatNumber(low * 100, { maximumFractionDigits: 0 })}–${formatNumber(high * 100, { maximumFractionDigits: 0 })}%`;
}

/** Sentiment −1..1 with its sign: "+0.42", "−0.10". */
export function signed(value: number, digits = 2): string {
  const s = Math.abs(value).toFixed(digits);
  return value > 0.0049 ? `+${s}` : value < -0.0049 ? `−${s}` : s;
}

/** A model's price per million tokens, with as many decimals as a tiny price needs ($0.40, $0.075). */
export function formatPrice(p: { inPerMTok: number; outPerMTok: number }): string {
  // Two decimals at least, up to the four the price columns keep.
  const n = (x: number) => `$${x.toFixed(4).replace(/(\.\d\d\d*?)0+$/, "$1")}`;
  return `${n(p.inPerMTok)} in · ${n(p.outPerMTok)} out per 1M tokens`;
}
