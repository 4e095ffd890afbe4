/**
 * Pure social posting rules the writers and the scheduler share: which banned words a text uses, and
 * the next moment inside the brand's posting windows. No I/O; the time zone is an IANA name.
 */
import type { SocialPostingWindow } from "@/db/schema/social";

const WORD_CHAR = /[\p{L}\p{N}_]/u;

/**
 * The banned words (or phrases) that appear in `text` as whole words, case-insensitively, in the
 * order of `words`, each once, spelled as the list spells it. "art" is not found in "start"; a
 * phrase matches across any run of whitespace; "#growth" matches the hashtag.
 */
export function bannedWordsFound(text: string, words: readonly string[]): string[] {
  const haystack = text.normalize("NFC").toLocaleLowerCase();
  const found: string[] = [];
  const seen = new Set<string>();
  for (const raw of words) {
    const word = raw.trim();
    const key = word.normalize("NFC").toLocaleLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const pattern = key
      .split(/\s+/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("\\s+");
    const re = new RegExp(pattern, "gu");
    for (let m = re.exec(haystack); m; m = re.exec(haystack)) {
      const before = haystack[m.index - 1];
      const after = haystack[m.index + m[0].length];
      const startsWord = WORD_CHAR.test(key[0]!);
      const endsWord = WORD_CHAR.test(key[key.length - 1]!);
      if ((!startsWord || !before || !WORD_CHAR.test(before)) && (!endsWord || !after || !WORD_CHAR.test(after))) {
        found.push(word);
        break;
      }
    }
  }
  return found;
}

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function parseHhmm(value: string): number | null {
  const m = HHMM.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

type LocalParts = { year: number; month: number; day: number; weekday: number; minutes: number };

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

function localParts(at: Date, tz: string): LocalParts {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: tz,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    weekday: "short",
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "0";
  return {
    year: Number(get("year")),
    month: Number(get("month")),
    day: Number(get("day")),
    weekday: WEEKDAYS[get("weekday")] ?? 0,
    minutes: Number(get("hour")) * 60 + Number(get("minute")),
  };
}

/** The instant a local wall-clock time in `tz` names (a time skipped by a DST jump moves forward). */
function zonedToUtc(year: number, month: number, day: number, minutes: number, tz: string): Date {
  const guess = Date.UTC(year, month - 1, day, Math.floor(minutes / 60), minutes % 60);
  let at = guess;
  for (let i = 0; i < 3; i++) {
    const p = localParts(new Date(at), tz);
    const shown = Date.UTC(p.year, p.month - 1, p.day, Math.floor(p.minutes / 60), p.minutes % 60);
    const diff = guess - shown;
    if (diff === 0) break;
    at += diff;
  }
  return new Date(at);
}

/**
 * The earliest minute at or after `after` that falls inside one of `windows` (local weekday and
 * "HH:MM"–"HH:MM" in `tz`, end exclusive), or null when no window is usable. Inside a window the
 * answer is `after` itself (rounded up to the whole minute); otherwise the start of the next window.
 * Callers pass the windows of one network.
 */
export function nextPostingSlot(windows: readonly Pick<SocialPostingWindow, "weekday" | "start" | "end">[], after: Date, tz: string): Date | null {
  const usable = windows
    .map((w) => ({ weekday: w.weekday, start: parseHhmm(w.start), end: parseHhmm(w.end) }))
    .filter((w): w is { weekday: number; start: number; end: number } => w.start !== null && w.end !== null && w.end > w.start && w.weekday >= 0 && w.weekday <= 6);
  if (!usable.length || !isValidTimeZone(tz)) return null;
  const minute = new Date(Math.ceil(after.getTime() / 60_000) * 60_000);
  const now = localParts(minute, tz);
  let best: Date | null = null;
  for (let offset = 0; offset <= 7; offset++) {
    const dayUtc = new Date(Date.UTC(now.year, now.month - 1, now.day + offset));
    const weekday = (now.weekday + offset) % 7;
    for (const w of usable) {
      if (w.weekday !== weekday) continue;
      const y = dayUtc.getUTCFullYear();
      const m = dayUtc.getUTCMonth() + 1;
      const d = dayUtc.getUTCDate();
      const start = zonedToUtc(y, m, d, w.start, tz);
      const end = zonedToUtc(y, m, d, w.end, tz);
      const candidate = minute >= start && minute < end ? minute : start >= minute ? start : null;
      if (candidate && (!best || candidate < best)) best = candidate;
    }
    if (best) return best;
  }
  return best;
}
