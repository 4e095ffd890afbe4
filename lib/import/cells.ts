/**
 * Cell parsers for import column specs: each turns the text of one non-empty cell into a value or a
 * message saying what is wrong with it and how to write it. Client-safe.
 */

export type CellResult<T> = { ok: true; value: T } | { ok: false; message: string };
export type CellParser<T> = (raw: string) => CellResult<T>;

const ok = <T>(value: T): CellResult<T> => ({ ok: true, value });
const bad = (message: string): CellResult<never> => ({ ok: false, message });

/** yyyy-MM-dd of a valid calendar date (also yyyy/MM/dd, and yyyy-MM for a month's first day), or null. */
export function parseDateCell(raw: string): string | null {
  const s = raw.trim().replace(/T00:00(:00(\.0+)?)?Z?$/, "");
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
  let day = m?.[3];
  if (!m) {
    m = /^(\d{4})[-/](\d{1,2})$/.exec(s);
    day = "1";
  }
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(day)];
  const dt = new Date(Date.UTC(y, mo - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== mo - 1 || dt.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, "0")}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/**
 * A finite number, or null. Accepts a currency sign, a % sign, spaces, thousands commas
 * ("1,234.5") or a decimal comma ("12,5").
 */
export function parseNumberCell(raw: string): number | null {
  let s = raw.trim().replace(/[\s_\u00a0]/g, "").replace(/^[$€£¥]|[$€£¥%]$/g, "").replace(/%$/, "");
  if (s === "") return null;
  if (/^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) s = s.replace(/,/g, "");
  else if (/^[-+]?\d+,\d+$/.test(s)) s = s.replace(",", ".");
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

const TRUE = ["yes", "y", "true", "1", "active", "on", "enabled"];
const FALSE = ["no", "n", "false", "0", "inactive", "off", "disabled"];

export const cells = {
  text: (o: { min?: number; max?: number; what?: string } = {}): CellParser<string> => (raw) => {
    const v = raw.trim();
    const what = o.what ?? "The text";
    if (o.min && v.length < o.min) return bad(`${what} is shorter than ${o.min} characters.`);
    if (o.max && v.length > o.max) return bad(`${what} is longer than ${o.max} characters.`);
    return ok(v);
  },
  date: (): CellParser<string> => (raw) => {
    const v = parseDateCell(raw);
    return v ? ok(v) : bad(`"${raw.trim()}" is not a date. Use yyyy-MM-dd, e.g. 2025-03-31.`);
  },
  number: (): CellParser<number> => (raw) => {
    const v = parseNumberCell(raw);
    return v === null ? bad(`"${raw.trim()}" is not a number.`) : ok(v);
  },
  boolean: (): CellParser<boolean> => (raw) => {
    const v = raw.trim().toLowerCase();
    if (TRUE.includes(v)) return ok(true);
    if (FALSE.includes(v)) return ok(false);
    return bad(`"${raw.trim()}" is not yes or no.`);
  },
  /** One of `values`, matched like headers are (case, spaces and punctuation ignored); yields the canonical spelling. */
  oneOf: (values: readonly string[], unknown: (raw: string) => string): CellParser<string> => {
    const byKey = new Map(values.map((v) => [normalizeHeader(v), v]));
    return (raw) => {
      const v = byKey.get(normalizeHeader(raw));
      return v === undefined ? bad(unknown(raw.trim())) : ok(v);
    };
  },
  pattern: (re: RegExp, message: (raw: string) => string, map: (s: string) => string = (s) => s): CellParser<string> => (raw) => {
    const v = map(raw.trim());
    return re.test(v) ? ok(v) : bad(message(raw.trim()));
  },
  list: (o: { separator: RegExp; max?: number; map?: (s: string) => string }): CellParser<string[]> => (raw) =>
    ok([...new Set(raw.split(o.separator).map((t) => (o.map ? o.map(t.trim()) : t.trim())).filter(Boolean))].slice(0, o.max ?? 100)),
};

/** Header (and name) matching ignores case, accents, spaces and punctuation: "Sign-ups" = "sign ups" = "SIGNUPS". */
export function normalizeHeader(s: string): string {
  return s.normalize("NFKD").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}
