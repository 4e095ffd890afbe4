/**
 * Prompts as CSV: the export's columns are the import's, so a file round-trips. The import goes
 * through the import kit (`@/lib/import`): columns found by header name (prompt/question/query/
 * text, topic, tags, country, language, active; case, spaces and punctuation ignored), or a plain
 * list with the prompt in the first column. The natural key is the prompt text (any case).
 */
import { toCsv } from "@/lib/csv";
import { cells, parseDelimited, validateTable, type ImportIssue, type ImportSpec, type ImportValidation } from "@/lib/import";

const PROMPT_CSV_HEADER = ["prompt", "topic", "tags", "country", "language", "active"] as const;
export const PROMPT_NOUN = { one: "prompt", many: "prompts" };
const PROMPT_IMPORT_MAX_ROWS = 1_000;

export type PromptCsvRow = { text: string; topic: string; tags: string[]; country: string; language: string; active: boolean };

export function promptsToCsv(rows: readonly PromptCsvRow[]): string {
  return toCsv([PROMPT_CSV_HEADER, ...rows.map((r) => [r.text, r.topic, r.tags.join("; "), r.country, r.language, r.active ? "yes" : "no"])]);
}

export const promptImportSpec: ImportSpec = {
  kind: "saio.prompts",
  label: "SAIO prompts",
  columns: [
    { field: "text", label: "Prompt", aliases: ["prompts", "text", "question", "query", "search query"], required: true, parse: cells.text({ min: 3, max: 500, what: "The prompt" }) },
    { field: "topic", label: "Topic", aliases: ["group", "category"], parse: (raw) => ({ ok: true, value: raw.trim().slice(0, 80) }) },
    { field: "tags", label: "Tags", aliases: ["tag", "labels"], parse: cells.list({ separator: /[;|]/, max: 10, map: (t) => t.toLowerCase() }) },
    { field: "country", label: "Country", aliases: ["market", "region"], parse: cells.pattern(/^[A-Z]{2}$/, (raw) => `"${raw}" is not a two-letter country code (e.g. US, DE).`, (s) => s.toUpperCase()) },
    { field: "language", label: "Language", aliases: ["lang", "locale"], parse: cells.pattern(/^[a-z]{2}$/, (raw) => `"${raw}" is not a two-letter language code (e.g. en, de).`, (s) => s.toLowerCase()) },
    { field: "active", label: "Active", aliases: ["enabled", "tracked"], parse: cells.boolean() },
  ],
  headerless: ["text"],
  maxRows: PROMPT_IMPORT_MAX_ROWS,
};

/** A row of the file: only the columns the file has (an update leaves the others as they are). */
export type PromptImportRow = Partial<PromptCsvRow> & { text: string; row: number };

/** The file's prompts by natural key (a later row for the same text wins). */
export function promptsOf(v: ImportValidation): { rows: PromptImportRow[]; repeated: number } {
  const byKey = new Map<string, PromptImportRow>();
  let repeated = 0;
  for (const r of v.rows) {
    const p = { ...(r.values as Partial<PromptCsvRow>), row: r.row } as PromptImportRow;
    const key = promptKey(p.text);
    if (byKey.has(key)) repeated++;
    byKey.set(key, p);
  }
  return { rows: [...byKey.values()], repeated };
}

/** The natural key, as the unique index has it: lower(btrim(text)). */
export const promptKey = (text: string) => text.trim().toLowerCase();

/** A new prompt's values: what the file says, defaults for the columns it does not have. */
export function withDefaults(p: PromptImportRow): PromptCsvRow {
  return { text: p.text, topic: p.topic ?? "", tags: p.tags ?? [], country: p.country ?? "", language: p.language ?? "en", active: p.active ?? true };
}

/** Pasted text → prompts with defaults and problems by row and column (the server reads uploads through `@/lib/import/source`). */
export function parsePromptsCsv(text: string): { rows: PromptCsvRow[]; errors: ImportIssue[] } {
  const t = parseDelimited(text);
  const v = validateTable(t.rows, [promptImportSpec]);
  return { rows: promptsOf(v).rows.map(withDefaults), errors: [...t.problems.map((p) => ({ ...p, column: null })), ...v.errors] };
}
