/**
 * Due dates written the way people say them in meetings ("by Friday", "next Tuesday", "by 12 Dec",
 * "end of the week", "tomorrow", "in two weeks"), resolved against the meeting's date.
 *
 * Readings chosen where speech is ambiguous: a bare weekday ("by Friday") is the first such day
 * after the meeting; "this Friday" may be the meeting day itself; "next Friday" is the Friday of the
 * following Monday–Sunday week; a day and month without a year is the next such date on or after
 * the meeting; "end of the week" is its Friday; "next week" its Monday.
 */
import { addDays, lastDayOfMonth, parseDay, toDay, weekdayOf } from "@/lib/calendar-day";

type DueMatch = { date: string; text: string; index: number; length: number };

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH_RE = "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const LEAD = "(?:(?:by|before|on|until|till|due|for|no later than|latest by|at the latest by)\\s+)?(?:the\\s+)?";

const mondayOf = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7));

function dayInYear(year: number, month: number, day: number): string | null {
  if (day < 1 || day > lastDayOfMonth(year, month)) return null;
  return toDay(new Date(Date.UTC(year, month, day)));
}

/** Day and month without a year: this year's, or next year's once this year's has passed. */
function nextDayMonth(ref: string, month: number, day: number, year?: number): string | null {
  if (year !== undefined) return dayInYear(year, month, day);
  const y = parseDay(ref).getUTCFullYear();
  // 29 February waits for the next leap year.
  for (let i = 0; i <= 8; i++) {
    const candidate = dayInYear(y + i, month, day);
    if (candidate && candidate >= ref) return candidate;
  }
  return null;
}

type Rule = { re: RegExp; resolve: (m: RegExpExecArray, ref: string) => string | null };

const RULES: Rule[] = [
  { re: /\b(\d{4})-(\d{2})-(\d{2})\b/, resolve: (m) => dayInYear(Number(m[1]), Number(m[2]) - 1, Number(m[3])) },
  {
    re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?\\s+${MONTH_RE}(?:,?\\s+(\\d{4}))?\\b`, "i"),
    resolve: (m, ref) => nextDayMonth(ref, MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase()), Number(m[1]), m[3] ? Number(m[3]) : undefined),
  },
  {
    re: new RegExp(`\\b${MONTH_RE}\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?\\b`, "i"),
    resolve: (m, ref) => nextDayMonth(ref, MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()), Number(m[2]), m[3] ? Number(m[3]) : undefined),
  },
  { re: /\bend of (?:the )?next week\b/i, resolve: (_m, ref) => addDays(mondayOf(ref), 11) },
  { re: /\b(?:end of (?:the |this )?week|eow)\b/i, resolve: (_m, ref) => (weekdayOf(ref) === 6 || weekdayOf(ref) === 0 ? addDays(mondayOf(ref), 11) : addDays(mondayOf(ref), 4)) },
  { re: /\b(?:end of (?:the |this )?month|eom)\b/i, resolve: (_m, ref) => { const d = parseDay(ref); return dayInYear(d.getUTCFullYear(), d.getUTCMonth(), lastDayOfMonth(d.getUTCFullYear(), d.getUTCMonth())); } },
  { re: /\bnext month\b/i, resolve: (_m, ref) => { const d = parseDay(ref); return toDay(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1))); } },
  { re: /\bnext (monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i, resolve: (m, ref) => addDays(mondayOf(ref), 7 + ((WEEKDAYS.indexOf(m[1]!.toLowerCase()) + 6) % 7)) },
  {
    re: /\bthis (monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i,
    resolve: (m, ref) => addDays(ref, (WEEKDAYS.indexOf(m[1]!.toLowerCase()) - weekdayOf(ref) + 7) % 7),
  },
  {
    re: /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i,
    resolve: (m, ref) => addDays(ref, ((WEEKDAYS.indexOf(m[1]!.toLowerCase()) - weekdayOf(ref) + 6) % 7) + 1),
  },
  { re: /\bnext week\b/i, resolve: (_m, ref) => addDays(mondayOf(ref), 7) },
  {
    re: /\b(?:in|within)\s+(\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten)\s+(day|week)s?\b/i,
    resolve: (m, ref) => {
      const n = NUMBER_WORDS[m[1]!.toLowerCase()] ?? Number(m[1]);
      return addDays(ref, m[2]!.toLowerCase() === "week" ? n * 7 : n);
    },
  },
  { re: /\btomorrow\b/i, resolve: (_m, ref) => addDays(ref, 1) },
  { re: /\b(?:today|tonight|end of (?:the )?day|eod|cob|close of business)\b/i, resolve: (_m, ref) => ref },
];

const STRONG_LEAD = /^(?:by|before|due|until|till|no later than|latest by|at the latest by)\s/i;

/**
 * The due date mentioned in `text`, with the phrase to cut from a title (its "by"/"before"/"on"
 * included). A date after "by", "before", "due" or "until" wins over one merely mentioned ("as
 * discussed today, … by Friday" is due Friday); among equals the earliest in the sentence.
 */
export function findDueDate(text: string, ref: string): DueMatch | null {
  let best: (DueMatch & { strong: boolean }) | null = null;
  for (const rule of RULES) {
    const re = new RegExp(`${LEAD}${rule.re.source}`, rule.re.flags.includes("i") ? "gi" : "g");
    for (const m of text.matchAll(re)) {
      // Re-run the rule on the matched phrase to get its own groups (the lead adds none).
      const inner = rule.re.exec(m[0]);
      const date = inner ? rule.resolve(inner, ref) : null;
      if (!date) continue;
      const strong = STRONG_LEAD.test(m[0]);
      const candidate = { date, text: m[0].trim(), index: m.index, length: m[0].length, strong };
      if (best === null || (strong && !best.strong) || (strong === best.strong && m.index < best.index)) best = candidate;
    }
  }
  if (!best) return null;
  const { strong: _strong, ...match } = best;
  return match;
}
