/**
 * The brand_data lists (keywords, personas, prompts, competitors): cleaning, bulk paste and CSV,
 * as pure functions shared by the browser (preview) and the server (which cleans again).
 */
import { parseCsv, toCsv } from "@/lib/csv";
import type { CompetitorEntry } from "@/db/schema/brands";

export const LIST_KINDS = ["keywords", "competitors", "personas", "prompts"] as const;
export type ListKind = (typeof LIST_KINDS)[number];

export type Competitor = { name: string; domain: string };
export type ListItems = { keywords: string[]; personas: string[]; prompts: string[]; competitors: Competitor[] };

export const LIST_LIMITS: Record<ListKind, { maxItems: number; maxLength: number }> = {
  keywords: { maxItems: 2000, maxLength: 200 },
  competitors: { maxItems: 500, maxLength: 120 },
  personas: { maxItems: 200, maxLength: 1000 },
  prompts: { maxItems: 500, maxLength: 2000 },
};

export const LIST_META: Record<ListKind, { title: string; singular: string; csvHeader: string[]; placeholder: string; pasteHint: string }> = {
  keywords: {
    title: "Keywords",
    singular: "keyword",
    csvHeader: ["keyword"],
    placeholder: "e.g. project management software",
    pasteHint: "One keyword per line.",
  },
  competitors: {
    title: "Competitors",
    singular: "competitor",
    csvHeader: ["name", "domain"],
    placeholder: "e.g. Acme",
    pasteHint: "One competitor per line: name, domain — e.g. “Acme, acme.com”. A line with only a domain works too.",
  },
  personas: {
    title: "Personas",
    singular: "persona",
    csvHeader: ["persona"],
    placeholder: "e.g. Marketing lead at a 50-person SaaS company",
    pasteHint: "One persona per line.",
  },
  prompts: {
    title: "Prompts",
    singular: "prompt",
    csvHeader: ["prompt"],
    placeholder: "e.g. Which tools help small agencies plan content?",
    pasteHint: "One prompt per line.",
  },
};

const DOMAIN_RE = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** "https://www.Acme.com/pricing?x" → "acme.com"; null when it is not a domain. */
export function normalizeDomain(raw: string): string | null {
  let s = raw.trim().toLowerCase();
  if (!s) return null;
  s = s.replace(/^[a-z][a-z0-9+.-]*:\/\//, "").replace(/^\/\//, "");
  s = s.split(/[/?#]/, 1)[0]!.replace(/:\d+$/, "").replace(/\.$/, "");
  s = s.replace(/^www\./, "");
  try {
    // Internationalised names become their ASCII (punycode) form.
    s = new URL(`http://${s}`).hostname;
  } catch {
    return null;
  }
  return DOMAIN_RE.test(s) ? s : null;
}

function clean(s: string, max: number): string {
  return s.replace(/\s+/g, " ").trim().slice(0, max);
}

/** Trimmed, blank-free, duplicate-free (case-insensitive, first wins), capped. */
export function cleanTextList(items: readonly string[], kind: Exclude<ListKind, "competitors">): string[] {
  const { maxItems, maxLength } = LIST_LIMITS[kind];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items) {
    const v = kind === "keywords" ? clean(raw, maxLength) : raw.trim().slice(0, maxLength);
    const key = v.toLowerCase();
    if (!v || seen.has(key)) continue;
    seen.add(key);
    out.push(v);
    if (out.length >= maxItems) break;
  }
  return out;
}

/** Competitors keep a name; the domain is normalised or left empty; duplicates by domain (else name) go. */
export function cleanCompetitors(items: readonly { name?: string; domain?: string }[]): Competitor[] {
  const { maxItems, maxLength } = LIST_LIMITS.competitors;
  const seen = new Set<string>();
  const out: Competitor[] = [];
  for (const raw of items) {
    const domain = normalizeDomain(raw.domain ?? "") ?? "";
    const name = clean(raw.name ?? "", maxLength) || domain;
    if (!name) continue;
    const key = domain || `name:${name.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ name, domain });
    if (out.length >= maxItems) break;
  }
  return out;
}

/** A competitor from one pasted line: "Acme, acme.com", "Acme<TAB>acme.com", "acme.com" or "Acme". */
export function parseCompetitorLine(line: string): { name: string; domain: string } | null {
  const t = line.trim();
  if (!t) return null;
  const cells = parseCsv(t, t.includes("\t") ? "\t" : t.includes(";") && !t.includes(",") ? ";" : ",")[0] ?? [t];
  const parts = cells.map((c) => c.trim()).filter(Boolean);
  if (parts.length >= 2) return { name: parts[0]!, domain: parts[1]! };
  const only = parts[0] ?? "";
  const domain = normalizeDomain(only);
  return domain && /\./.test(only) ? { name: domain, domain } : { name: only, domain: "" };
}

/** Lines pasted into the bulk box. */
export function parsePaste(kind: ListKind, text: string): { items: string[] | Competitor[]; invalid: string[] } {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  if (kind === "competitors") {
    const invalid: string[] = [];
    const items: { name: string; domain: string }[] = [];
    for (const line of lines) {
      const c = parseCompetitorLine(line);
      if (!c) continue;
      if (c.domain && !normalizeDomain(c.domain)) invalid.push(line);
      else items.push(c);
    }
    return { items: cleanCompetitors(items), invalid };
  }
  return { items: cleanTextList(lines, kind), invalid: [] };
}

/** A CSV file's rows; a first row equal to the export header is skipped. */
export function parseListCsv(kind: ListKind, text: string): { items: string[] | Competitor[]; invalid: string[] } {
  const rows = parseCsv(text);
  const header = LIST_META[kind].csvHeader;
  const first = rows[0]?.map((c) => c.trim().toLowerCase());
  const body = first && header.every((h, i) => first[i] === h) ? rows.slice(1) : rows;
  if (kind === "competitors") {
    const invalid: string[] = [];
    const items: { name: string; domain: string }[] = [];
    for (const r of body) {
      const name = (r[0] ?? "").trim();
      const domain = (r[1] ?? "").trim();
      if (!name && !domain) continue;
      if (domain && !normalizeDomain(domain)) invalid.push(r.join(", "));
      else items.push({ name, domain });
    }
    return { items: cleanCompetitors(items), invalid };
  }
  return { items: cleanTextList(body.map((r) => r[0] ?? ""), kind), invalid: [] };
}

export function listToCsv(kind: ListKind, items: readonly string[] | readonly Competitor[]): string {
  const header = LIST_META[kind].csvHeader;
  if (kind === "competitors") return toCsv([header, ...(items as Competitor[]).map((c) => [c.name, c.domain])]);
  return toCsv([header, ...(items as string[]).map((s) => [s])]);
}

export function fromStoredCompetitors(rows: readonly CompetitorEntry[] | null | undefined): Competitor[] {
  return (rows ?? []).map((c) => ({ name: c.name, domain: c.domain ?? "" }));
}

/** Moves one item; out-of-range moves leave the list as it is. */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
