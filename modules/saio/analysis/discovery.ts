/**
 * Brands and products that answers name but the brand does not track (input of /dynamic-competitor-classification).
 *
 * Where names are read: list items, headings, bold (**X** / __X__), link texts, and in tables the entity column
 * (a "Brand"/"Company"/"Vendor"… column, else the first column when its header names things — "Tool", "Shoe",
 * "Service"…; in feature-comparison tables such as "| Feature | Asana | Trello |" the header cells are the entries).
 * A name is a run of capitalised or camel-case words joined by a space or hyphen (eBay, ClickUp, "Blue Bottle",
 * "Kiprun KD900", "Monday.com"); a possessive or punctuation ends it; generic words are trimmed from both ends
 * ("Best Trello Alternatives" → "Trello", "Zoho CRM" → "Zoho"), except name openers like "New" ("New Balance").
 * Evidence: a capitalised word at the start of a sentence, list item, or after ":"/dash ("– Lightweight and
 * stable") proposes nothing unless it is an entry title (bold, link, list item that is just a name, table entry,
 * numbered heading) or appears mid-sentence in a name slot. Title Case headings count only through their title.
 * Dropped: tracked brands and their products (the name starts with a tracked name or alias, contains none of its
 * own but maps to a tracked domain — "Hokas", "Peet" — or follows a tracked name somewhere: "Hoka Clifton 9"
 * makes "Clifton" Hoka's), opts.exclude, generic-only names, units ("100MB").
 * Merging: case/diacritic-insensitive; a name that extends another discovered name merges into it
 * ("Saucony Axon" → "Saucony"), its spellings kept in `variants`. Display name: the most frequent spelling.
 * Ranking: answers, then occurrences, then name.
 */
import { extractUrls, normalizeDomain } from "./citations";
import { type TrackedBrand, atSentenceStart, inNameSlot, mentionSpans } from "./mentions";
import { GENERIC_WORDS, escapeRegExp, foldKey } from "./text";

export type Candidate = {
  name: string;
  /** Occurrences over the answers that propose it (prose mentions included). */
  count: number;
  /** Answers that propose it. */
  answers: number;
  /** Domains seen in those answers whose host contains the name. */
  domains: string[];
  /** Short context snippets (≤ 3, from different answers). */
  examples: string[];
  /** Other spellings and longer product names merged into this one. */
  variants: string[];
  /** Answers where it is an entry of a list, table or numbered-heading sequence. */
  listAnswers: number;
  /** Answers where it is an entry of a list whose entries include a tracked brand. */
  withTrackedInList: number;
  /** Names of the tracked brands it was listed with. */
  peers: string[];
  /** One context per answer: the list it is an entry of, else the line that names it (for rule classification). */
  contexts: { text: string; list: boolean }[];
};

type Range = { start: number; end: number };
/** block: the list, table or numbered-heading sequence the entry belongs to; null for a lone heading. */
type Title = Range & { block: number | null };
type Occurrence = { key: string; surface: string; start: number; evidence: boolean };

const LIST_ITEM = /^(\s*)(?:[-+*•]|\d{1,3}[.)])\s+/;
const HEADING = /^\s{0,3}(#{1,6})\s+/;
const NUMBERED = /^\s*(?:\*\*|__)?\d{1,3}[.)]\s+/;
const TABLE_ROW = /^\s*\|/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;

/** Header of a column that holds brand names. */
const BRAND_COLUMN = new Set("brand brands company companies maker manufacturer roaster vendor vendors provider providers".split(" "));
/** Header words of a first column that lists things (rather than features). */
const ENTITY_HEADERS = new Set(
  `tool tools service services product products name names crm crms option options app apps platform platforms model
   models software solution solutions alternative alternatives pick picks shoe shoes coffee coffees bean beans
   subscription subscriptions roaster roasters brand brands company companies vendor vendors provider providers
   competitor competitors retailer retailers store stores`.split(/\s+/),
);
/** Generic-looking words that open real names and are not trimmed when another name word follows. */
const NAME_OPENERS = new Set("new north south east west general american united national standard royal first global".split(" "));
/** More generic labels seen in answers, on top of GENERIC_WORDS. */
const MORE_GENERIC = new Set(
  `quality availability durability performance reliability usability design comfort grip taste flavor flavour aroma
   freshness convenience onboarding security scalability customization customisation automations forever style
   world ppm saml sso scim gdpr hipaa soc iso hr llm gpt ceo cto vp`.split(/\s+/),
);
const UNIT = /^\d+(?:\.\d+)?(?:k|m|x|mb|gb|tb|kb|px|mm|cm|km|mi|oz|g|kg|lb|lbs|ml|h|hrs|min|ms|st|nd|rd|th|am|pm)$/i;

const NAME_TOKEN = /^(?:\p{Lu}|\p{Ll}+\p{Lu}|\d+\p{L})[\p{L}\p{N}.+&-]*$/u;
const DOMAIN_TOKEN = /^[\p{L}\p{N}-]+\.(?:com|io|co|app|so|ai|net|org|dev|me|tv)$/iu;
const CONTINUATION = /^(?:\d+(?:\.\d+)?|[IVX]+|&|\+|v\d+)$/;

function isNameToken(tok: string, first: boolean): boolean {
  if (UNIT.test(tok)) return false;
  return NAME_TOKEN.test(tok) || DOMAIN_TOKEN.test(tok) || (!first && CONTINUATION.test(tok));
}

function isPureName(s: string): boolean {
  const toks = s.trim().split(/\s+/);
  return toks.length <= 6 && toks.every((t, i) => isNameToken(t.replace(/['’]s?$/, ""), i === 0));
}

function isGeneric(tok: string): boolean {
  const k = foldKey(tok);
  if (k.length < 2 || GENERIC_WORDS.has(k) || MORE_GENERIC.has(k)) return true;
  const parts = k.split("-");
  return parts.length > 1 && (isGeneric(parts[0] ?? "") || isGeneric(parts[parts.length - 1] ?? ""));
}

const SMALL_WORDS = new Set("a an and as at but by for in of on or the to vs via with".split(" "));

function isTitleCase(heading: string): boolean {
  const words = heading.replace(/[*_`#[\]()]/g, " ").split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  return words.length > 1 && words.every((w) => /^\p{Lu}/u.test(w) || SMALL_WORDS.has(w.toLowerCase()));
}

/** Name runs inside a range: name tokens joined by one space or hyphen; punctuation or a possessive ends a run. */
function namesIn(text: string, from: number, to: number): { surface: string; start: number }[] {
  const out: { surface: string; start: number }[] = [];
  const slice = text.slice(from, to);
  let run: { tok: string; start: number; end: number }[] = [];
  const flush = () => {
    while (run.length && isGeneric(run[0]!.tok) && !(run.length > 1 && NAME_OPENERS.has(foldKey(run[0]!.tok)))) run.shift();
    while (run.length && (run.length === 1 ? isGeneric(run[0]!.tok) || CONTINUATION.test(run[0]!.tok) : isGeneric(run[run.length - 1]!.tok) && !CONTINUATION.test(run[run.length - 1]!.tok))) run.pop();
    if (run.length) {
      const start = from + run[0]!.start;
      out.push({ surface: text.slice(start, from + run[run.length - 1]!.end), start });
    }
    run = [];
  };
  let prevEnd = -1;
  let broken = true;
  for (const m of slice.matchAll(/[\p{L}\p{N}&+][\p{L}\p{N}'’.&+-]*/gu)) {
    const raw = m[0];
    const tok = raw.replace(/['’]s$|['’]$/, "").replace(/[.-]+$/, "");
    const joined = !broken && /^(?: |-)$/.test(slice.slice(prevEnd, m.index));
    if (!joined) flush();
    if (tok && isNameToken(tok, run.length === 0)) run.push({ tok, start: m.index, end: m.index + tok.length });
    else flush();
    prevEnd = m.index + raw.length;
    broken = tok !== raw;
  }
  flush();
  return out;
}

/** Start/end of the leading title of an entry: bold, link text, or a pure name before " – ", ":", ",", " (". */
function entryTitle(text: string, from: number, to: number): Range | null {
  const body = text.slice(from, to);
  const lead = /^\s*/.exec(body)?.[0].length ?? 0;
  const rest = body.slice(lead);
  const bold = /^(\*\*|__)(.+?)\1/.exec(rest);
  const link = bold ? null : /^\[([^\]]+)\]\(/.exec(rest);
  let start = from + lead;
  let title: string;
  if (bold) {
    start += 2;
    title = (bold[2] ?? "").split(/\s+[–—-]\s+|:\s|\s\(/)[0] ?? "";
  } else if (link) {
    start += 1;
    title = link[1] ?? "";
  } else {
    title = rest.split(/\s+[–—-]\s+|:|,|\s\(|\.\s|\.$/)[0] ?? "";
  }
  title = title.replace(/[:.\s*_]+$/, "");
  if (!title || !isPureName(title)) return null;
  return { start, end: start + title.length };
}

/** Cell ranges of a table row (absolute offsets, pipes excluded). */
function cellsOf(text: string, lineStart: number, lineEnd: number): Range[] {
  const line = text.slice(lineStart, lineEnd);
  const first = line.indexOf("|");
  const cells: Range[] = [];
  let start = first + 1;
  for (let i = start; i <= line.length; i++) {
    if (i === line.length || line[i] === "|") {
      if (i > start || i < line.length) cells.push({ start: lineStart + start, end: lineStart + i });
      start = i + 1;
    }
  }
  if (cells.length && !text.slice(cells[cells.length - 1]!.start, cells[cells.length - 1]!.end).trim()) cells.pop();
  return cells;
}

type Structure = { slots: Range[]; titles: Title[]; blocks: Map<number, Range> };

/** Where names are read (slots) and the entries of lists, tables and numbered-heading sequences (titles). */
function structure(text: string): Structure {
  const slots: Range[] = [];
  const titles: Title[] = [];
  const blocks = new Map<number, Range>();
  let block = 0;
  let current: "list" | "table" | null = null;
  let table: { row: number; entityColumn: number | null } = { row: 0, entityColumn: null };
  let headingBlock: { level: number; id: number } | null = null;
  const open = (kind: "list" | "table", start: number, end: number) => {
    if (current !== kind) {
      block += 1;
      current = kind;
      table = { row: 0, entityColumn: null };
      blocks.set(block, { start, end });
    }
    blocks.get(block)!.end = end;
  };
  const cellText = (c: Range) => text.slice(c.start, c.end).replace(/[*_`]/g, "").trim();

  let lineStart = 0;
  for (const t of text.split("\n")) {
    const start = lineStart;
    const end = start + t.length;
    lineStart = end + 1;
    const heading = HEADING.exec(t);
    const item = LIST_ITEM.exec(t);
    if (heading) {
      current = null;
      const level = heading[1]!.length;
      const bodyStart = start + heading[0].length;
      slots.push({ start: bodyStart, end });
      const numbered = NUMBERED.exec(t.slice(heading[0].length));
      if (numbered) {
        if (!headingBlock || headingBlock.level !== level) {
          block += 1;
          headingBlock = { level, id: block };
          blocks.set(block, { start, end });
        }
        blocks.get(headingBlock.id)!.end = end;
        const title = entryTitle(text, bodyStart + numbered[0].length, end);
        if (title) titles.push({ ...title, block: headingBlock.id });
      } else {
        if (headingBlock && level <= headingBlock.level) headingBlock = null;
        const title = entryTitle(text, bodyStart, end);
        if (title) titles.push({ ...title, block: null });
      }
      continue;
    }
    if (headingBlock && t.trim()) blocks.get(headingBlock.id)!.end = end;
    if (item) {
      open("list", start, end);
      slots.push({ start: start + item[0].length, end });
      const title = entryTitle(text, start + item[0].length, end);
      if (title) titles.push({ ...title, block });
      continue;
    }
    if (TABLE_ROW.test(t)) {
      open("table", start, end);
      if (TABLE_SEPARATOR.test(t)) continue;
      table.row += 1;
      const cells = cellsOf(text, start, end);
      if (table.row === 1) {
        const headers = cells.map((c) => foldKey(cellText(c)));
        const brandColumn = headers.findIndex((h) => BRAND_COLUMN.has(h));
        const first = headers[0] ?? "";
        table.entityColumn =
          brandColumn !== -1 ? brandColumn : first === "" || first.split(/\s+/).some((w) => ENTITY_HEADERS.has(w)) ? 0 : null;
        // Feature-comparison table: the compared things are the header cells.
        if (table.entityColumn === null) {
          for (const c of cells.slice(1)) {
            slots.push(c);
            const title = entryTitle(text, c.start, c.end);
            if (title) titles.push({ ...title, block });
          }
        }
        continue;
      }
      const cell = table.entityColumn === null ? undefined : cells[table.entityColumn];
      if (cell) {
        slots.push(cell);
        const title = entryTitle(text, cell.start, cell.end);
        if (title) titles.push({ ...title, block });
      }
      continue;
    }
    if (!t.trim()) continue; // blank lines do not end a list or table
    if (current === "list" && /^(?:\s{2,}|\t)/.test(t)) {
      blocks.get(block)!.end = end; // indented continuation of an item
      slots.push({ start, end });
      continue;
    }
    current = null;
  }
  for (const m of text.matchAll(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g)) slots.push({ start: m.index + 2, end: m.index + m[0].length - 2 });
  for (const m of text.matchAll(/\[([^\]\n]+)\]\(/g)) slots.push({ start: m.index + 1, end: m.index + 1 + (m[1]?.length ?? 0) });
  return { slots, titles, blocks };
}

function tokensOf(name: string): string[] {
  return foldKey(name)
    .split(/[\s-]+/)
    .map((t) => t.replace(/'s?$/, ""))
    .filter(Boolean);
}

const compact = (s: string) => foldKey(s).replace(/[^a-z0-9]/g, "");

function prefixLength(tokens: string[], prefix: string[]): number {
  return prefix.length > 0 && prefix.length <= tokens.length && prefix.every((t, i) => tokens[i] === t) ? prefix.length : 0;
}

/** A host belongs to a name when its labels (TLD dropped) contain the whole name, or its main label starts it. */
function domainBelongs(domain: string, name: string): boolean {
  const c = compact(name);
  if (c.length < 2) return false;
  const withoutTld = domain.split(".").slice(0, -1);
  const main = withoutTld[withoutTld.length - 1] ?? "";
  return withoutTld.join("").replace(/[^a-z0-9]/g, "").includes(c) || (main.length >= 4 && c.startsWith(main));
}

/** Length (in tokens) of the tracked/excluded name the candidate starts with; -1 when it is tracked otherwise; 0 if not. */
function trackedMatcher(brands: TrackedBrand[], exclude: string[]) {
  const terms = [...brands.flatMap((b) => [b.name, ...b.aliases]), ...exclude];
  const names = terms.map(tokensOf).filter((t) => t.length);
  const compacts = new Set(terms.map(compact));
  const domains = brands.flatMap((b) => b.domains.map((d) => normalizeDomain(d) ?? "")).filter(Boolean);
  return (candidate: string): number => {
    const toks = tokensOf(candidate);
    const prefix = Math.max(0, ...names.map((n) => prefixLength(toks, n)));
    if (prefix) return prefix;
    const c = compact(candidate);
    if (compacts.has(c) || domains.includes(foldKey(candidate))) return -1;
    return c.length >= 3 && domains.some((d) => domainBelongs(d, candidate)) ? -1 : 0;
  };
}

function snippet(text: string, start: number, length: number): string {
  const from = Math.max(0, start - 60);
  const to = Math.min(text.length, start + length + 60);
  const body = text
    .slice(from, to)
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/[*_#>|`[\]]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return `${from > 0 ? "…" : ""}${body}${to < text.length ? "…" : ""}`;
}

function domainsIn(text: string): string[] {
  const out = new Set<string>();
  for (const url of extractUrls(text)) {
    const d = normalizeDomain(url);
    if (d) out.add(d);
  }
  for (const m of text.matchAll(/(?<![\w@/.-])(?:[a-z0-9-]+\.)+(?:com|io|co|app|so|ai|net|org|dev|me|tv|shop|store|coffee|run)\b/gi)) {
    const d = normalizeDomain(m[0]);
    if (d) out.add(d);
  }
  return [...out];
}

type Scan = { text: string; structure: Structure; trackedByBlock: Map<number, Set<string>>; occurrences: Occurrence[]; domains: string[] };

function scan(text: string, brands: TrackedBrand[], tracked: (name: string) => number, productHeads: Set<string>): Scan {
  const st = structure(text);
  const spans = mentionSpans(text, brands);
  const trackedByBlock = new Map<number, Set<string>>();
  for (const t of st.titles) {
    if (t.block === null) continue;
    for (const s of spans) {
      if (s.start < t.start || s.start >= t.end) continue;
      const set = trackedByBlock.get(t.block) ?? new Set<string>();
      set.add(s.brandId);
      trackedByBlock.set(t.block, set);
    }
  }
  const occurrences: Occurrence[] = [];
  const seen = new Set<number>();
  for (const slot of st.slots) {
    for (const { surface, start } of namesIn(text, slot.start, slot.end)) {
      if (seen.has(start)) continue;
      seen.add(start);
      const trackedPrefix = tracked(surface);
      if (trackedPrefix !== 0) {
        // "Hoka Clifton 9": what follows a tracked name is its product.
        const tail = trackedPrefix > 0 ? tokensOf(surface)[trackedPrefix] : undefined;
        if (tail && !isGeneric(tail)) productHeads.add(tail);
        continue;
      }
      const after = spans.find((s) => /^(?:['’]s?)?\s$/.test(text.slice(s.end, start)));
      if (after) {
        productHeads.add(tokensOf(surface)[0] ?? "");
        continue;
      }
      const title = st.titles.some((t) => start >= t.start && start < t.end);
      const ls = text.lastIndexOf("\n", start - 1) + 1;
      const le = text.indexOf("\n", start);
      const line = text.slice(ls, le === -1 ? text.length : le);
      const heading = HEADING.exec(line);
      const evidence = heading
        ? title || (!isTitleCase(line.slice(heading[0].length)) && !atSentenceStart(text, start))
        : title || !atSentenceStart(text, start);
      occurrences.push({ key: tokensOf(surface).join(" "), surface, start, evidence: evidence || (inNameSlot(text, start) && !heading) });
    }
  }
  return { text, structure: st, trackedByBlock, occurrences, domains: domainsIn(text) };
}

type Acc = {
  spellings: Map<string, number>;
  order: string[];
  count: number;
  answers: number;
  domains: Set<string>;
  examples: string[];
  listAnswers: number;
  withTrackedInList: number;
  peers: Set<string>;
  contexts: { text: string; list: boolean }[];
};

export function discoverCandidates(texts: string[], brands: TrackedBrand[], opts: { exclude?: string[] } = {}): Candidate[] {
  const tracked = trackedMatcher(brands, opts.exclude ?? []);
  const productHeads = new Set<string>();
  const scans = texts.filter((t) => t.trim()).map((t) => scan(t, brands, tracked, productHeads));

  // Longer names merge into the shortest discovered name they extend.
  const keys = new Set(scans.flatMap((s) => s.occurrences.filter((o) => o.evidence).map((o) => o.key)));
  const canonical = new Map<string, string>();
  for (const key of keys) {
    const toks = key.split(" ");
    let best = key;
    for (let n = 1; n < toks.length; n++) {
      const prefix = toks.slice(0, n).join(" ");
      if (keys.has(prefix)) {
        best = prefix;
        break;
      }
    }
    canonical.set(key, best);
  }

  const brandName = new Map(brands.map((b) => [b.id, b.name]));
  const acc = new Map<string, Acc>();
  for (const { text, structure: st, trackedByBlock, occurrences, domains } of scans) {
    const byKey = new Map<string, Occurrence[]>();
    for (const o of occurrences) {
      const key = canonical.get(o.key);
      if (!key) continue; // never seen as evidence anywhere
      byKey.set(key, [...(byKey.get(key) ?? []), o]);
    }
    for (const [key, occ] of byKey) {
      const first = occ.find((o) => o.evidence);
      if (!first || productHeads.has(key.split(" ")[0] ?? "")) continue;
      const a: Acc = acc.get(key) ?? {
        spellings: new Map(),
        order: [],
        count: 0,
        answers: 0,
        domains: new Set(),
        examples: [],
        listAnswers: 0,
        withTrackedInList: 0,
        peers: new Set(),
        contexts: [],
      };
      acc.set(key, a);
      for (const o of occ) {
        if (!a.spellings.has(o.surface)) a.order.push(o.surface);
        a.spellings.set(o.surface, (a.spellings.get(o.surface) ?? 0) + (o.key === key ? 1 : 0));
      }
      const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${key.split(" ").map(escapeRegExp).join("[\\s-]+")}(?![\\p{L}\\p{N}])`, "giu");
      a.count += Math.max(occ.length, [...foldKey(text).matchAll(pattern)].length);
      a.answers += 1;
      for (const d of domains) if (domainBelongs(d, key)) a.domains.add(d);
      if (a.examples.length < 3) a.examples.push(snippet(text, first.start, first.surface.length));

      const entryBlocks = [
        ...new Set(st.titles.filter((t) => t.block !== null && occ.some((o) => o.start >= t.start && o.start < t.end)).map((t) => t.block!)),
      ];
      if (entryBlocks.length) a.listAnswers += 1;
      const peers = entryBlocks.flatMap((b) => [...(trackedByBlock.get(b) ?? [])]);
      if (peers.length) a.withTrackedInList += 1;
      for (const p of peers) a.peers.add(brandName.get(p) ?? p);
      if (a.contexts.length < 25) {
        const range = entryBlocks[0] !== undefined ? st.blocks.get(entryBlocks[0]) : undefined;
        if (range) a.contexts.push({ text: text.slice(range.start, range.end).slice(0, 600), list: true });
        else {
          const ls = text.lastIndexOf("\n", first.start) + 1;
          const le = text.indexOf("\n", first.start);
          a.contexts.push({ text: text.slice(ls, le === -1 ? text.length : le).slice(0, 400), list: false });
        }
      }
    }
  }

  return [...acc.entries()]
    .map(([key, a]) => {
      // Display the most frequent exact spelling of the canonical name; longer product names become variants.
      const exact = a.order.filter((s) => tokensOf(s).join(" ") === key);
      let name = exact[0] ?? a.order[0] ?? key;
      for (const s of exact) if ((a.spellings.get(s) ?? 0) > (a.spellings.get(name) ?? 0)) name = s;
      return {
        name,
        count: a.count,
        answers: a.answers,
        domains: [...a.domains],
        examples: a.examples,
        variants: a.order.filter((s) => s !== name),
        listAnswers: a.listAnswers,
        withTrackedInList: a.withTrackedInList,
        peers: [...a.peers],
        contexts: a.contexts,
      };
    })
    .sort((x, y) => y.answers - x.answers || y.count - x.count || x.name.localeCompare(y.name));
}
