/**
 * Path patterns (`/tasks/[brandId]/[taskId]`) matched against addresses. Client-safe and free of
 * the route table, so the sidebar can resolve the current page from the small list the server
 * hands it instead of shipping the whole registry (registry.ts uses the same code on the server).
 */

export type Compiled<T> = { entry: T; regex: RegExp; names: string[] };

function isDynamic(pattern: string): boolean {
  return pattern.includes("[");
}

/** Static patterns first, so /personas never matches /personas/[id] and vice versa. */
export function compilePatterns<T>(entries: readonly T[], patternOf: (entry: T) => string): Compiled<T>[] {
  return entries
    .map((entry) => {
      const names: string[] = [];
      const source = patternOf(entry)
        .split("/")
        .map((seg) => {
          const m = /^\[(\w+)\]$/.exec(seg);
          if (!m) return seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
          names.push(m[1]!);
          return "([^/]+)";
        })
        .join("/");
      return { entry, regex: new RegExp(`^${source}$`), names, dynamic: isDynamic(patternOf(entry)) };
    })
    .sort((a, b) => Number(a.dynamic) - Number(b.dynamic))
    .map(({ entry, regex, names }) => ({ entry, regex, names }));
}

function safeDecode(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

/** The first pattern a pathname (no query; a trailing slash is ignored) matches, with its decoded segment values. */
export function matchPath<T>(compiled: readonly Compiled<T>[], pathname: string): { entry: T; clean: string; values: string[]; params: Record<string, string> } | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  for (const c of compiled) {
    const hit = c.regex.exec(clean);
    if (!hit) continue;
    const values = hit.slice(1).map(safeDecode);
    return { entry: c.entry, clean, values, params: Object.fromEntries(c.names.map((n, i) => [n, values[i]!])) };
  }
  return null;
}

/** Fills a pattern's `[name]` segments in order. */
export function fillPath(pattern: string, values: readonly string[]): string {
  let i = 0;
  return pattern
    .split("/")
    .map((seg) => (/^\[\w+\]$/.test(seg) ? encodeURIComponent(values[i++] ?? "") : seg))
    .join("/");
}

/** One spelling of a page: its pattern, the canonical path it stands for and the sidebar section holding it. */
export type Spelling<S extends string = string> = { pattern: string; path: string; section: S | null; alias: boolean };

/**
 * The spellings list as the sidebar receives it on every request: one string instead of ~140 objects
 * (12.7 KB of RSC payload, sent again with every page, became ~3 KB). Space-separated, in the list's
 * order (it decides between overlapping patterns): `@section` (`@` alone: none) sets the section of
 * the entries after it; an entry is a page's canonical path followed by its aliases, `|`-separated.
 * Patterns contain neither spaces, `|` nor a leading `@`.
 */
export function packSpellings<S extends string>(spellings: readonly Spelling<S>[]): string {
  const out: string[] = [];
  let section: S | null | undefined;
  let entry: string[] | null = null;
  for (const s of spellings) {
    if (s.section !== section) {
      section = s.section;
      out.push(`@${section ?? ""}`);
      entry = null;
    }
    if (s.alias && entry && entry[0] === s.path) {
      entry.push(s.pattern);
      out[out.length - 1] = entry.join("|");
      continue;
    }
    // An alias without its canonical just before it (never in the registry's order) stays exact.
    entry = s.alias ? [s.path, `!${s.pattern}`] : [s.pattern];
    out.push(entry.join("|"));
    if (s.alias) entry = null;
  }
  return out.join(" ");
}

/** The inverse of packSpellings. */
export function unpackSpellings<S extends string>(packed: string): Spelling<S>[] {
  const list: Spelling<S>[] = [];
  let section: S | null = null;
  for (const token of packed.split(" ")) {
    if (!token) continue;
    if (token.startsWith("@")) {
      section = (token.slice(1) || null) as S | null;
      continue;
    }
    const [path, ...aliases] = token.split("|") as [string, ...string[]];
    if (aliases[0]?.startsWith("!")) {
      list.push({ pattern: aliases[0].slice(1), path, section, alias: true });
      continue;
    }
    list.push({ pattern: path, path, section, alias: false });
    for (const pattern of aliases) list.push({ pattern, path, section, alias: true });
  }
  return list;
}
