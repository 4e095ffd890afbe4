/**
 * Building the search: which text-search configurations to parse the query in, and how the
 * query is cleaned. Pure functions (unit-tested); the SQL that uses them is in ./search.ts.
 */

/** A Postgres text-search configuration name as pg_ts_config spells them ('english', 'german', 'simple'). */
const CONFIG_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export const MAX_QUERY_LENGTH = 300;

/** What the page says where the database cannot store vectors (Debian's PostgreSQL 15). */
export const NO_PGVECTOR_NOTE = "This database has no pgvector: search uses full text only.";

/** The query as searched: whitespace collapsed, control characters dropped, length capped. */
export function normalizeQuery(raw: string): string {
  return raw.replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH);
}

/**
 * The configurations a brand's chunks are indexed in: each chunk's tsvector was built in its
 * source's language, and a query only matches stems made by the same configuration. Parsing the
 * query once per configuration and asking `ts_config = c AND tsv @@ query(c)` keeps every branch
 * on the GIN index (a per-row `websearch_to_tsquery(ts_config, …)` could not use it). 'simple' is
 * always included: it is the column default. Unknown-looking names are dropped, duplicates folded.
 */
export function searchConfigs(languages: (string | null | undefined)[]): string[] {
  const out = new Set<string>(["simple"]);
  for (const l of languages) {
    const name = (l ?? "").trim().toLowerCase();
    if (CONFIG_NAME.test(name)) out.add(name);
  }
  return [...out].sort();
}

/**
 * A task description as a query that matches any of its words (websearch syntax `a OR b`): a
 * feature asking for grounding describes what it writes about, and a passage sharing some of those
 * words is relevant — ts_rank_cd then prefers passages that share more. Quotes and minus signs are
 * dropped so the task cannot become a phrase or an exclusion.
 */
export function anyWordQuery(task: string): string {
  const words = normalizeQuery(task.replace(/["-]+/g, " "))
    .split(" ")
    .filter((w) => w && w.toLowerCase() !== "or");
  return [...new Set(words)].join(" OR ");
}

/** Private-use markers around highlighted words: never HTML, so a snippet is rendered as text. */
export const HIGHLIGHT_START = "\uE000";
export const HIGHLIGHT_STOP = "\uE001";

/** Splits a ts_headline snippet into plain and highlighted parts, for rendering without HTML. */
export function highlightParts(snippet: string): { text: string; hit: boolean }[] {
  const parts: { text: string; hit: boolean }[] = [];
  let rest = snippet;
  while (rest) {
    const a = rest.indexOf(HIGHLIGHT_START);
    if (a < 0) {
      parts.push({ text: rest, hit: false });
      break;
    }
    if (a > 0) parts.push({ text: rest.slice(0, a), hit: false });
    const b = rest.indexOf(HIGHLIGHT_STOP, a + 1);
    const end = b < 0 ? rest.length : b;
    const hit = rest.slice(a + 1, end);
    if (hit) parts.push({ text: hit, hit: true });
    rest = b < 0 ? "" : rest.slice(b + 1);
  }
  return parts;
}

/** A vector as pgvector's text input ('[0.1,0.2]'); non-finite numbers are refused. */
export function vectorLiteral(v: number[]): string {
  if (!v.length || v.some((x) => !Number.isFinite(x))) throw new Error("A vector must be a non-empty list of finite numbers.");
  return `[${v.join(",")}]`;
}
