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
