/**
 * The Semrush Backlink Analytics "Backlinks" export (CSV or XLSX), recognised by its header row:
 * Page ascore, Source title, Source url, Target url, Anchor, External links, Internal links, Nofollow,
 * Sponsored, Ugc, Text, Frame, Form, Image, Sitewide, First seen, Last seen, New link, Lost link.
 * One row is one backlink; the target's domain comes from each row's Target url, so one file can hold
 * the brand's links or a competitor's. Pure and client-safe.
 */
import { cells, parseDateCell, type CellParser, type ImportSpec, type ImportValidation } from "@/lib/import";
import type { Backlink } from "../analysis/backlinks";
import { registrableDomain } from "../providers/domain";

const ok = <T>(value: T) => ({ ok: true as const, value });
const bad = (message: string) => ({ ok: false as const, message });

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** "2026-03-05", "2026-03-05 14:02:11 UTC" or "Mar 5, 2026" → "2026-03-05". */
export function backlinkDate(raw: string): string | null {
  const s = raw.trim();
  const head = /^(\d{4}-\d{1,2}-\d{1,2})(?:[ T].*)?$/.exec(s);
  if (head) return parseDateCell(head[1]!);
  const named = /^([A-Za-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})$/.exec(s);
  if (named) {
    const m = MONTHS.indexOf(named[1]!.toLowerCase());
    return m < 0 ? null : parseDateCell(`${named[3]}-${m + 1}-${named[2]}`);
  }
  return parseDateCell(s);
}

const dateCell: CellParser<string> = (raw) => {
  const d = backlinkDate(raw);
  return d ? ok(d) : bad(`"${raw.trim()}" is not a date such as 2026-03-05.`);
};

const urlCell = (what: string): CellParser<string> => (raw) => {
  const s = raw.trim();
  try {
    const u = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(s) ? s : `http://${s}`);
    if ((u.protocol === "http:" || u.protocol === "https:") && registrableDomain(u.href)) return ok(u.href);
  } catch {
    // reported below
  }
  return bad(`${what} "${s.slice(0, 80)}" is not a web address.`);
};

const flag = cells.boolean();

export const semrushBacklinksSpec: ImportSpec = {
  kind: "seo.semrush_backlinks",
  label: "Semrush Backlinks export",
  maxRows: 200_000,
  requireOneOf: ["firstSeen", "pageAscore", "lostLink"],
  columns: [
    { field: "pageAscore", label: "Page ascore", aliases: ["Page AS", "Authority Score"], parse: cells.number() },
    { field: "sourceTitle", label: "Source title", parse: cells.text({ max: 2000 }) },
    { field: "sourceUrl", label: "Source url", required: true, parse: urlCell("The source URL") },
    { field: "targetUrl", label: "Target url", required: true, parse: urlCell("The target URL") },
    { field: "anchor", label: "Anchor", parse: cells.text({ max: 2000 }) },
    { field: "nofollow", label: "Nofollow", parse: flag },
    { field: "firstSeen", label: "First seen", parse: dateCell },
    { field: "lastSeen", label: "Last seen", parse: dateCell },
    { field: "newLink", label: "New link", parse: flag },
    { field: "lostLink", label: "Lost link", parse: flag },
  ],
};

export type BacklinkRecord = { row: number; target: string; link: Backlink };

const iso = (day: unknown) => (typeof day === "string" ? `${day}T00:00:00.000Z` : null);

/** The backlinks of a validated Semrush table, each with its target's registrable domain. */
export function backlinkRecords(v: ImportValidation): BacklinkRecord[] {
  if (v.spec?.kind !== semrushBacklinksSpec.kind) return [];
  return v.rows.map(({ row, values }) => {
    const urlFrom = values.sourceUrl as string;
    const urlTo = values.targetUrl as string;
    const lost = values.lostLink === true;
    return {
      row,
      target: registrableDomain(urlTo),
      link: {
        domainFrom: registrableDomain(urlFrom),
        urlFrom,
        urlTo,
        anchor: typeof values.anchor === "string" && values.anchor.trim() ? values.anchor.trim() : null,
        firstSeen: iso(values.firstSeen),
        // Semrush's "Last seen" of a lost link is the last crawl that still found it: the nearest it has to a lost date.
        lostDate: lost ? (iso(values.lastSeen) ?? iso(values.firstSeen)) : null,
        dofollow: typeof values.nofollow === "boolean" ? !values.nofollow : null,
      },
    };
  });
}
