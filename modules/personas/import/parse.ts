/**
 * Persona files → rows ready to store, with every problem named by its row and field. Pure and
 * client-safe, so the preview the user checks is the parse the import stores.
 *
 * JSON: an array of personas, or our own export (`{ version: 1, personas: [...] }`); each item is
 * `{ name, profile: {...} }` or `{ name, summary, age, ... }` flat. CSV: a header row whose names are
 * recognised case- and punctuation-insensitively (name, summary, age, gender, location, occupation,
 * company, industry, company size, role, income, education, goals, pains, objections, channels,
 * buying role, decision criteria, media habits, values, backstory, quote, segment); list cells
 * separate items with ";" or "|"; any other column becomes an attribute of the persona.
 */
import type { PersonaProfile } from "@/db/schema";
import { isBlankRow, parseDelimited, type Delimiter } from "@/lib/import/delimited";
import { EMPTY_PROFILE, personaProfileSchema } from "../profile";

export const IMPORT_MAX_ROWS = 1000;

export type ImportProblem = { field: string | null; message: string };
export type ImportRow = {
  /** "Row 3" (the spreadsheet row) or "Item 2" (the JSON array position). */
  label: string;
  name: string;
  segmentKey: string | null;
  profile: PersonaProfile | null;
  problems: ImportProblem[];
};
export type ParsedImport = { format: "csv" | "json"; rows: ImportRow[]; fileError: string | null };

const LIST_FIELDS = ["goals", "pains", "objections", "channels", "decisionCriteria", "mediaHabits", "values"] as const;
const TEXT_FIELDS = ["gender", "location", "occupation", "income", "education", "buyingRole"] as const;

/** Header spellings → the field they fill. */
const HEADERS: Record<string, string> = {
  name: "name",
  personaname: "name",
  summary: "summary",
  description: "summary",
  age: "age",
  gender: "gender",
  location: "location",
  city: "location",
  occupation: "occupation",
  job: "occupation",
  jobtitle: "occupation",
  company: "company.name",
  companyname: "company.name",
  industry: "company.industry",
  companyindustry: "company.industry",
  companysize: "company.size",
  size: "company.size",
  role: "company.role",
  companyrole: "company.role",
  income: "income",
  education: "education",
  goals: "goals",
  pains: "pains",
  painpoints: "pains",
  objections: "objections",
  channels: "channels",
  buyingrole: "buyingRole",
  decisioncriteria: "decisionCriteria",
  mediahabits: "mediaHabits",
  values: "values",
  backstory: "backstory",
  quote: "quote",
  segment: "segment",
  segmentkey: "segment",
};

const headerKey = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, "");

export function splitList(v: unknown): string[] {
  if (Array.isArray(v)) return v.map((x) => String(x).trim()).filter(Boolean);
  if (typeof v !== "string") return [];
  return v
    .split(/[;|\n]/)
    .map((x) => x.trim())
    .filter(Boolean);
}

function text(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  const s = String(v).trim();
  return s ? s : null;
}

/** A loose record (a JSON item or a CSV row by field) → a profile, or the problems that stop it. */
function toRow(label: string, raw: Record<string, unknown>): ImportRow {
  const problems: ImportProblem[] = [];
  const nested = raw.profile && typeof raw.profile === "object" && !Array.isArray(raw.profile) ? (raw.profile as Record<string, unknown>) : null;
  const src: Record<string, unknown> = nested ? { ...nested } : { ...raw };
  const name = text(raw.name) ?? "";
  if (!name) problems.push({ field: "name", message: "The name is empty." });
  else if (name.length > 120) problems.push({ field: "name", message: "The name is longer than 120 characters." });

  let age: number | null = null;
  const ageRaw = text(src.age);
  if (ageRaw !== null) {
    const n = Number(ageRaw);
    if (!Number.isInteger(n)) problems.push({ field: "age", message: `"${ageRaw}" is not a whole number.` });
    else age = n;
  }
  const companyRaw = src.company && typeof src.company === "object" ? (src.company as Record<string, unknown>) : null;
  const company = {
    name: text(companyRaw?.name ?? src["company.name"] ?? (typeof src.company === "string" ? src.company : null)),
    industry: text(companyRaw?.industry ?? src["company.industry"]),
    size: text(companyRaw?.size ?? src["company.size"]),
    role: text(companyRaw?.role ?? src["company.role"]),
  };
  const attributes: Record<string, string> = {};
  if (src.attributes && typeof src.attributes === "object" && !Array.isArray(src.attributes)) {
    for (const [k, v] of Object.entries(src.attributes as Record<string, unknown>)) if (text(v) !== null) attributes[k] = String(v).trim();
  }
  const candidate: Record<string, unknown> = {
    ...EMPTY_PROFILE,
    summary: text(src.summary) ?? "",
    age,
    company: Object.values(company).some((v) => v !== null) ? company : null,
    backstory: text(src.backstory) ?? "",
    quote: text(src.quote) ?? "",
    attributes,
  };
  for (const f of TEXT_FIELDS) candidate[f] = text(src[f]);
  for (const f of LIST_FIELDS) candidate[f] = splitList(src[f]);

  const parsed = personaProfileSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.join(".") || null;
      const message = field === "summary" && !candidate.summary ? "The summary is empty." : issue.message;
      if (!problems.some((p) => p.field === field)) problems.push({ field, message });
    }
  }
  return { label, name, segmentKey: text(src.segmentKey ?? src.segment ?? raw.segmentKey), profile: problems.length || !parsed.success ? null : parsed.data, problems };
}

function parseJson(textIn: string): ParsedImport {
  let data: unknown;
  try {
    data = JSON.parse(textIn);
  } catch (e) {
    return { format: "json", rows: [], fileError: `The file is not valid JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
  const items = Array.isArray(data) ? data : data && typeof data === "object" && Array.isArray((data as { personas?: unknown }).personas) ? (data as { personas: unknown[] }).personas : null;
  if (!items) return { format: "json", rows: [], fileError: 'The JSON must be an array of personas or an export of the form { "version": 1, "personas": [...] }.' };
  if (items.length > IMPORT_MAX_ROWS) return { format: "json", rows: [], fileError: `The file holds ${items.length} personas; import at most ${IMPORT_MAX_ROWS} at once.` };
  return {
    format: "json",
    fileError: items.length ? null : "The file holds no personas.",
    rows: items.map((item, i) =>
      item && typeof item === "object" && !Array.isArray(item)
        ? toRow(`Item ${i + 1}`, item as Record<string, unknown>)
        : { label: `Item ${i + 1}`, name: "", segmentKey: null, profile: null, problems: [{ field: null, message: "Not a persona object." }] },
    ),
  };
}

/** The delimiter of the header line: list cells may hold ";" or "|", the header never does. */
function headerDelimiter(textIn: string): Delimiter {
  const first = textIn.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  const counts = ([",", "\t", ";"] as const).map((d) => [d, first.split(d).length - 1] as const);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![1] > 0 ? [...counts].sort((a, b) => b[1] - a[1])[0]![0] : ",";
}

function parseCsvText(textIn: string): ParsedImport {
  const table = parseDelimited(textIn, headerDelimiter(textIn));
  const [header, ...body] = table.rows;
  if (!header || isBlankRow(header)) return { format: "csv", rows: [], fileError: "The file is empty." };
  const fields = header.map((h) => HEADERS[headerKey(h)] ?? null);
  if (!fields.includes("name")) return { format: "csv", rows: [], fileError: `The CSV needs a "name" column in its header row (found: ${header.map((h) => h.trim()).filter(Boolean).join(", ") || "nothing"}).` };
  if (table.problems.length) return { format: "csv", rows: [], fileError: `Row ${table.problems[0]!.row}: ${table.problems[0]!.message}` };
  const rows: ImportRow[] = [];
  body.forEach((cells, i) => {
    if (isBlankRow(cells)) return;
    const rec: Record<string, unknown> = {};
    const attributes: Record<string, string> = {};
    header.forEach((h, c) => {
      const v = cells[c] ?? "";
      const f = fields[c];
      if (f) rec[f] = v;
      else if (h.trim() && v.trim()) attributes[h.trim()] = v.trim();
    });
    rec.attributes = attributes;
    rows.push(toRow(`Row ${i + 2}`, rec));
  });
  if (rows.length > IMPORT_MAX_ROWS) return { format: "csv", rows: [], fileError: `The file holds ${rows.length} personas; import at most ${IMPORT_MAX_ROWS} at once.` };
  return { format: "csv", rows, fileError: rows.length ? null : "The file has a header row but no personas." };
}

/** JSON when the text starts like JSON (or the file is named .json), CSV otherwise. */
export function parsePersonaImport(textIn: string, fileName?: string | null): ParsedImport {
  const trimmed = textIn.replace(/^\uFEFF/, "").trimStart();
  if (!trimmed) return { format: fileName?.toLowerCase().endsWith(".json") ? "json" : "csv", rows: [], fileError: "The file is empty." };
  if (fileName?.toLowerCase().endsWith(".json") || trimmed.startsWith("[") || trimmed.startsWith("{")) return parseJson(trimmed);
  return parseCsvText(textIn);
}

/** "Row 3, age: "abc" is not a whole number." */
export function problemText(row: Pick<ImportRow, "label">, p: ImportProblem): string {
  return `${row.label}${p.field ? `, ${p.field}` : ""}: ${p.message}`;
}
