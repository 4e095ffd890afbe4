/** Prompts as CSV: the export's columns are the import's, so a file round-trips. */
import { parseCsv, toCsv } from "@/lib/csv";

export const PROMPT_CSV_HEADER = ["prompt", "topic", "tags", "country", "language", "active"] as const;

export type PromptCsvRow = { text: string; topic: string; tags: string[]; country: string; language: string; active: boolean };

export function promptsToCsv(rows: readonly PromptCsvRow[]): string {
  return toCsv([PROMPT_CSV_HEADER, ...rows.map((r) => [r.text, r.topic, r.tags.join("; "), r.country, r.language, r.active ? "yes" : "no"])]);
}

const HEADER_ALIASES: Record<string, (typeof PROMPT_CSV_HEADER)[number]> = {
  prompt: "prompt",
  prompts: "prompt",
  text: "prompt",
  question: "prompt",
  query: "prompt",
  topic: "topic",
  group: "topic",
  category: "topic",
  tags: "tags",
  tag: "tags",
  country: "country",
  market: "country",
  language: "language",
  lang: "language",
  active: "active",
  enabled: "active",
};

export type ParsedPrompts = { rows: PromptCsvRow[]; errors: string[] };

/**
 * Reads a prompt CSV. With a header row, columns are found by name (prompt/question/text, topic,
 * tags, country, language, active); without one, the first column is the prompt. Row problems are
 * reported by line number and the row is skipped; the others are kept.
 */
export function parsePromptsCsv(text: string): ParsedPrompts {
  const table = parseCsv(text.replace(/^\uFEFF/, "")).filter((r) => r.some((c) => c.trim()));
  if (!table.length) return { rows: [], errors: ["The file has no rows."] };
  const head = table[0]!.map((c) => HEADER_ALIASES[c.trim().toLowerCase()] ?? null);
  const hasHeader = head.includes("prompt");
  const col = (name: (typeof PROMPT_CSV_HEADER)[number]) => (hasHeader ? head.indexOf(name) : name === "prompt" ? 0 : -1);
  const at = (row: string[], name: (typeof PROMPT_CSV_HEADER)[number]) => {
    const i = col(name);
    return i >= 0 ? (row[i] ?? "").trim() : "";
  };
  const rows: PromptCsvRow[] = [];
  const errors: string[] = [];
  table.slice(hasHeader ? 1 : 0).forEach((row, i) => {
    const line = i + (hasHeader ? 2 : 1);
    const promptText = at(row, "prompt");
    if (promptText.length < 3) return errors.push(`Line ${line}: the prompt is empty or shorter than 3 characters.`);
    if (promptText.length > 500) return errors.push(`Line ${line}: the prompt is longer than 500 characters.`);
    const country = at(row, "country").toUpperCase();
    if (country && !/^[A-Z]{2}$/.test(country)) return errors.push(`Line ${line}: "${country}" is not a two-letter country code.`);
    const language = (at(row, "language") || "en").toLowerCase();
    if (!/^[a-z]{2}$/.test(language)) return errors.push(`Line ${line}: "${language}" is not a two-letter language code.`);
    const active = at(row, "active").toLowerCase();
    rows.push({
      text: promptText,
      topic: at(row, "topic").slice(0, 80),
      tags: [...new Set(at(row, "tags").split(/[;|]/).map((t) => t.trim().toLowerCase()).filter(Boolean))].slice(0, 10),
      country,
      language,
      active: !["no", "false", "0", "inactive", "off"].includes(active),
    });
  });
  return { rows, errors };
}
