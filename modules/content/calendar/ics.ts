/**
 * A minimal RFC 5545 writer for the brand's calendar feed (VCALENDAR of VEVENTs). Written here
 * rather than with ical-generator: the feed needs five properties per event, and owning the ~60
 * lines keeps the byte-level rules (CRLF, 75-octet folding without splitting a UTF-8 character,
 * TEXT escaping, UTC times) visible and unit-tested, with no dependency to follow.
 */
import { firstSlot, icsLocal, seriesRrule, type SeriesRule } from "./recurrence";

export type IcsEvent = {
  /** Stable per post: a calendar app updates the same event when the post moves. */
  uid: string;
  start: Date;
  /** Defaults to start + 30 minutes. */
  end?: Date;
  summary: string;
  description?: string;
  url?: string | null;
  /** Last change of the post (SEQUENCE-free updates rely on DTSTAMP/LAST-MODIFIED). */
  updatedAt?: Date;
  status?: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
  /**
   * A recurring slot: DTSTART in the rule's time zone (TZID, so the wall-clock time survives DST;
   * the IANA name by reference, RFC 7809, as Google, Outlook and Apple read it), the RRULE, DURATION
   * instead of DTEND, and an EXDATE per slot a post already fills (the post is its own event).
   */
  recurrence?: { rule: SeriesRule; exdates: readonly string[] };
};

/** 20260305T091500Z: DATE-TIME in UTC (form #2 of RFC 5545 §3.3.5). */
export function icsUtc(d: Date): string {
  return d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** TEXT escaping (§3.3.11): backslash, semicolon, comma, and line breaks as \n. */
export function icsText(s: string): string {
  return s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets (§3.1): continuation lines start with one space, which counts
 * toward their 75. Splits only between characters, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  let limit = 75;
  for (const ch of line) {
    const n = encoder.encode(ch).length;
    if (octets + n > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      limit = 74; // the leading space of a continuation line is one of its 75 octets
    }
    current += ch;
    octets += n;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const MINUTES_30 = 30 * 60_000;

export function buildIcs(opts: { name: string; prodId?: string; events: readonly IcsEvent[]; now?: Date }): string {
  const stamp = icsUtc(opts.now ?? new Date());
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${opts.prodId ?? "-//Growth OS//Content calendar//EN"}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${icsText(opts.name)}`,
  ];
  for (const e of opts.events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${e.uid}`,
      `DTSTAMP:${stamp}`,
    );
    const rec = e.recurrence;
    const first = rec ? firstSlot(rec.rule) : null;
    if (rec && first) {
      const tz = `TZID=${rec.rule.timeZone}`;
      lines.push(`DTSTART;${tz}:${icsLocal(first.day, rec.rule.time)}`, "DURATION:PT30M", `RRULE:${seriesRrule(rec.rule)}`);
      for (const day of rec.exdates) lines.push(`EXDATE;${tz}:${icsLocal(day, rec.rule.time)}`);
    } else {
      lines.push(`DTSTART:${icsUtc(e.start)}`, `DTEND:${icsUtc(e.end ?? new Date(e.start.getTime() + MINUTES_30))}`);
    }
    lines.push(`SUMMARY:${icsText(e.summary)}`);
    if (e.description) lines.push(`DESCRIPTION:${icsText(e.description)}`);
    // URI values are not TEXT: no escaping, but a line break would end the property.
    if (e.url) lines.push(`URL:${e.url.replace(/[\r\n]/g, "")}`);
    if (e.updatedAt) lines.push(`LAST-MODIFIED:${icsUtc(e.updatedAt)}`);
    if (e.status) lines.push(`STATUS:${e.status}`);
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
