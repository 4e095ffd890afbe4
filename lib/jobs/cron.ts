/**
 * Five-field cron expressions (minute hour day-of-month month day-of-week), evaluated in UTC.
 * Supports `*`, lists, ranges, steps (`*\/15`, `1-10/2`) and 7 as Sunday. As in Vixie cron, when
 * both day fields are restricted a day matches if either does.
 */
export class CronError extends Error {}

type Field = { values: Set<number>; any: boolean };
export type Cron = { minute: Field; hour: Field; dom: Field; month: Field; dow: Field; source: string };

const LIMITS: [number, number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];

function parseField(text: string, [min, max]: [number, number], name: string): Field {
  const values = new Set<number>();
  for (const part of text.split(",")) {
    const m = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!m) throw new CronError(`Invalid ${name} field "${text}".`);
    const step = m[4] ? Number(m[4]) : 1;
    let lo = min;
    let hi = max;
    if (m[1] !== "*") {
      lo = Number(m[2]);
      hi = m[3] !== undefined ? Number(m[3]) : m[4] ? max : lo;
    }
    if (step < 1 || lo < min || hi > max || lo > hi) throw new CronError(`Out of range ${name} field "${text}".`);
    for (let v = lo; v <= hi; v += step) values.add(v);
  }
  return { values, any: text === "*" };
}

export function parseCron(expr: string): Cron {
  const parts = expr.trim().split(/\s+/);
  if (parts.length !== 5) throw new CronError(`A cron expression has 5 fields (got "${expr}").`);
  const names = ["minute", "hour", "day-of-month", "month", "day-of-week"];
  const [minute, hour, dom, month, dow] = parts.map((p, i) => parseField(p, LIMITS[i]!, names[i]!)) as [Field, Field, Field, Field, Field];
  if (dow.values.has(7)) dow.values.add(0);
  return { minute, hour, dom, month, dow, source: expr };
}

function dayMatches(c: Cron, d: Date): boolean {
  const domOk = c.dom.values.has(d.getUTCDate());
  const dowOk = c.dow.values.has(d.getUTCDay());
  if (c.dom.any && c.dow.any) return true;
  if (c.dom.any) return dowOk;
  if (c.dow.any) return domOk;
  return domOk || dowOk;
}

/** The first matching minute strictly after `after`. */
export function nextRun(cron: Cron | string, after: Date): Date {
  const c = typeof cron === "string" ? parseCron(cron) : cron;
  const d = new Date(after.getTime());
  d.setUTCSeconds(0, 0);
  d.setUTCMinutes(d.getUTCMinutes() + 1);
  const limit = after.getTime() + 5 * 366 * 24 * 3600 * 1000;
  while (d.getTime() <= limit) {
    if (!c.month.values.has(d.getUTCMonth() + 1)) {
      d.setUTCMonth(d.getUTCMonth() + 1, 1);
      d.setUTCHours(0, 0, 0, 0);
      continue;
    }
    if (!dayMatches(c, d)) {
      d.setUTCDate(d.getUTCDate() + 1);
      d.setUTCHours(0, 0, 0, 0);
      continue;
    }
    if (!c.hour.values.has(d.getUTCHours())) {
      d.setUTCHours(d.getUTCHours() + 1, 0, 0, 0);
      continue;
    }
    if (!c.minute.values.has(d.getUTCMinutes())) {
      d.setUTCMinutes(d.getUTCMinutes() + 1, 0, 0);
      continue;
    }
    return d;
  }
  throw new CronError(`"${c.source}" never matches.`);
}
