/**
 * Google Analytics 4's report download ("Share this report → Download file → Download CSV", and the
 * same from Explorations). The file opens with a comment block, then one or more tables separated
 * by blank lines — the chart's data ("Nth day,Sessions", days counted from the start date) and the
 * report table:
 *
 *   # ----------------------------------------
 *   # Landing page
 *   # Account: Northwind
 *   # Property: Northwind Coffee – GA4
 *   # ----------------------------------------
 *   #
 *   # All Users
 *   # Start date: 20260101
 *   # End date: 20260331
 *   Nth day,Sessions
 *   0000,1204
 *   …
 *
 *   Landing page,Sessions,Engaged sessions,Key events,…
 *
 * Pure and client-safe: the comment block is read for the date range, property and account; each
 * table comes back as rows for the import kit, "Nth day" turned into a "Date" column.
 */
import { parseDelimited } from "@/lib/import";

export type Ga4Export = {
  title: string | null;
  account: string | null;
  property: string | null;
  /** yyyy-MM-dd, from "# Start date: 20260101". */
  startDate: string | null;
  endDate: string | null;
  tables: string[][][];
};

/** GA4's own first line: a comment of dashes. */
export function looksLikeGa4Export(text: string): boolean {
  const first = text.replace(/^\uFEFF/, "").trimStart().split("\n", 1)[0] ?? "";
  return /^#\s*-{8,}\s*$/.test(first.trim());
}

function day(compact: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(compact.trim());
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export function readGa4Export(text: string): Ga4Export {
  const lines = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n").split("\n");
  const out: Ga4Export = { title: null, account: null, property: null, startDate: null, endDate: null, tables: [] };
  const blocks: string[][] = [[]];
  let dashes = 0;
  for (const line of lines) {
    const t = line.trim();
    if (t.startsWith("#")) {
      const c = t.replace(/^#\s*/, "");
      if (/^-{8,}$/.test(c)) dashes++;
      else if (/^account:/i.test(c)) out.account = c.replace(/^account:\s*/i, "") || null;
      else if (/^property:/i.test(c)) out.property = c.replace(/^property:\s*/i, "") || null;
      else if (/^start date:/i.test(c)) out.startDate = day(c.replace(/^start date:\s*/i, ""));
      else if (/^end date:/i.test(c)) out.endDate = day(c.replace(/^end date:\s*/i, ""));
      else if (dashes === 1 && c && !out.title) out.title = c;
      // A comment ends a table too (Explorations put one between tabs).
      if (blocks.at(-1)!.length) blocks.push([]);
      continue;
    }
    if (!t.replace(/,/g, "")) {
      if (blocks.at(-1)!.length) blocks.push([]);
      continue;
    }
    blocks.at(-1)!.push(line);
  }
  for (const b of blocks) {
    if (!b.length) continue;
    const rows = parseDelimited(b.join("\n"), ",").rows.map((r) => r.map((c) => c.trim()));
    const header = rows[0] ?? [];
    const nth = header.findIndex((h) => /^nth day$/i.test(h));
    if (nth >= 0 && out.startDate) {
      const start = out.startDate;
      header[nth] = "Date";
      for (const r of rows.slice(1)) {
        const n = /^\d+$/.test(r[nth] ?? "") ? Number(r[nth]) : NaN;
        if (Number.isFinite(n)) r[nth] = addDays(start, n);
      }
    }
    out.tables.push(rows);
  }
  return out;
}
