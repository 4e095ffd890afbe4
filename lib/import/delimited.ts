/**
 * CSV/TSV text → rows, through papaparse (RFC 4180 quoting, quoted line breaks, delimiter guessed
 * from the file). Client-safe.
 *
 * Row `i` of the result is spreadsheet row `i + 1`: blank lines are kept (as `[""]`) so a row number
 * in an error is the number the user sees when they open the file in a spreadsheet program. A quoted
 * line break stays inside its cell, as it does there.
 */
import Papa from "papaparse";

export type Delimiter = "," | ";" | "\t" | "|";

export const DELIMITER_NAMES: Record<Delimiter, string> = { ",": "comma", ";": "semicolon", "\t": "tab", "|": "pipe" };

export type DelimitedTable = { rows: string[][]; delimiter: Delimiter; problems: { row: number; message: string }[] };

const GUESS: Delimiter[] = [",", ";", "\t", "|"];

export function parseDelimited(text: string, delimiter?: Delimiter): DelimitedTable {
  // One kind of line end: papaparse takes the first one it sees for the whole file, and pasted text
  // (or a file edited on two systems) can mix them. Line breaks inside quoted cells become \n too.
  const src = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  // The delimiter is papaparse's guess over the first rows with blank lines skipped (a blank line
  // or the file's final newline would otherwise count as a one-column row and spoil the guess).
  const guessed = delimiter ?? (Papa.parse<string[]>(src, { delimiter: "", delimitersToGuess: GUESS, newline: "\n", skipEmptyLines: "greedy", preview: 20 }).meta.delimiter as Delimiter);
  const used: Delimiter = GUESS.includes(guessed) ? guessed : ",";
  const result = Papa.parse<string[]>(src, { delimiter: used, newline: "\n", skipEmptyLines: false, header: false, dynamicTyping: false });
  const rows = result.data;
  // papaparse reads the newline that ends the file as the start of one more, empty row.
  if (rows.length && src.endsWith("\n")) {
    const last = rows[rows.length - 1]!;
    if (last.length === 1 && last[0] === "") rows.pop();
  }
  const problems = result.errors
    // A one-column file has no delimiter to find; that is not a problem of the file.
    .filter((e) => e.code !== "UndetectableDelimiter" && e.type !== "FieldMismatch")
    .map((e) => ({
      row: (e.row ?? 0) + 1,
      message: e.code === "MissingQuotes" ? "A quoted cell is never closed: a quote (\") is missing." : e.message,
    }));
  return { rows, delimiter: used, problems };
}

/** A row with nothing but empty cells (blank lines, trailing delimiters). */
export function isBlankRow(row: readonly string[]): boolean {
  return row.every((c) => c.trim() === "");
}
