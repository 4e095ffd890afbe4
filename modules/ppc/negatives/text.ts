/**
 * Negative lists as text and CSV, both ways. Text is Google Ads' own notation, one keyword a line: [exact],
 * "phrase", plain broad — what its shared-list editor accepts pasted. CSV has the columns Keyword and Match type
 * (also read: Google Ads Editor's "Criterion Type" values like "Negative Phrase"). Pure and client-safe.
 */
import type { PpcMatchType } from "@/db/schema/ppc";
import type { Negative } from "./match";

const TYPE_WORDS: Record<string, PpcMatchType> = { exact: "exact", phrase: "phrase", broad: "broad" };

/** One keyword in Google's notation → text and match type; null when blank. */
export function parseNotation(raw: string): Negative | null {
  const s = raw.trim();
  if (!s) return null;
  if (s.startsWith("[") && s.endsWith("]")) return clean(s.slice(1, -1), "exact");
  if (s.startsWith('"') && s.endsWith('"') && s.length >= 2) return clean(s.slice(1, -1), "phrase");
  return clean(s.replace(/^\+|\s\+/g, " "), "broad");
}

function clean(text: string, matchType: PpcMatchType): Negative | null {
  const t = text.replace(/\s+/g, " ").trim();
  return t ? { text: t, matchType } : null;
}

export function formatNotation(n: Negative): string {
  return n.matchType === "exact" ? `[${n.text}]` : n.matchType === "phrase" ? `"${n.text}"` : n.text;
}

function matchTypeOf(cell: string): PpcMatchType | null {
  const words = cell.toLowerCase().replace(/negative/g, "").trim();
  return TYPE_WORDS[words] ?? null;
}

/** Splits one CSV line (RFC 4180 quotes, comma / semicolon / tab separated). */
function csvCells(line: string, sep: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"' && cur === "") quoted = true;
    else if (c === sep) {
      out.push(cur);
      cur = "";
    } else cur += c;
  }
  out.push(cur);
  return out.map((c) => c.trim());
}

export type ParsedNegatives = { entries: Negative[]; refused: string[] };

/**
 * Reads pasted text or a CSV file. A first line naming a Keyword column makes it CSV (Match type / Criterion Type
 * column optional: without it the notation decides); otherwise every line is one keyword in Google's notation.
 */
export function parseNegatives(input: string): ParsedNegatives {
  const lines = input.replace(/^\uFEFF/, "").split(/\r?\n/);
  const first = lines[0] ?? "";
  const sep = first.includes("\t") ? "\t" : first.includes(";") && !first.includes(",") ? ";" : ",";
  const header = csvCells(first, sep).map((h) => h.toLowerCase());
  const kwCol = header.findIndex((h) => h === "keyword" || h === "negative keyword");
  const entries: Negative[] = [];
  const refused: string[] = [];
  if (kwCol < 0) {
    for (const line of lines) {
      const n = parseNotation(line);
      if (n) entries.push(n);
    }
    return { entries, refused };
  }
  const typeCol = header.findIndex((h) => h === "match type" || h === "criterion type");
  lines.slice(1).forEach((line, i) => {
    if (!line.trim()) return;
    const cells = csvCells(line, sep);
    const kw = cells[kwCol] ?? "";
    if (!kw.trim()) return;
    if (typeCol < 0 || !cells[typeCol]) {
      const n = parseNotation(kw);
      if (n) entries.push(n);
      return;
    }
    const type = matchTypeOf(cells[typeCol]!);
    const n = type ? clean(kw.replace(/^[["]|[\]"]$/g, ""), type) : null;
    if (n) entries.push(n);
    else refused.push(`Line ${i + 2}: "${cells[typeCol]}" is not a match type (Exact, Phrase or Broad).`);
  });
  return { entries, refused };
}

const csvCell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const TYPE_LABEL: Record<PpcMatchType, string> = { exact: "Exact", phrase: "Phrase", broad: "Broad" };

export function negativesToCsv(entries: readonly Negative[]): string {
  return ["Keyword,Match type", ...entries.map((e) => `${csvCell(e.text)},${TYPE_LABEL[e.matchType]}`)].join("\r\n") + "\r\n";
}

export function negativesToText(entries: readonly Negative[]): string {
  return entries.map(formatNotation).join("\n") + (entries.length ? "\n" : "");
}
