/**
 * Past posts pasted on /training-linkedin: one post per block, blocks separated by a line of three
 * or more dashes. A block's last line may give its engagement as LinkedIn shows it
 * ("120 reactions · 30 comments · 5 reposts", or "likes: 120, comments: 30, shares: 5"); absent
 * numbers stay unknown (null), never zero.
 */
import type { SamplePost } from "./style";

const METRIC = /(\d[\d,.]*)\s*(k)?\s*(reactions?|likes?|comments?|reposts?|shares?)|(reactions?|likes?|comments?|reposts?|shares?)\s*[:=]\s*(\d[\d,.]*)\s*(k)?/gi;

function num(raw: string, k: string | undefined): number {
  const n = Number(raw.replace(/,/g, ""));
  return Math.round(k ? n * 1000 : n);
}

/** The engagement of a metrics line, or null when the line is text (it has words other than metrics). */
export function parseMetricsLine(line: string): Pick<SamplePost, "likes" | "comments" | "shares"> | null {
  const rest = line.replace(METRIC, "").replace(/[\s·•|,;:-]+/g, "");
  if (rest) return null;
  const out: { likes: number | null; comments: number | null; shares: number | null } = { likes: null, comments: null, shares: null };
  let found = false;
  for (const m of line.matchAll(METRIC)) {
    const value = m[1] !== undefined ? num(m[1], m[2]) : num(m[5]!, m[6]);
    const word = (m[3] ?? m[4]!).toLowerCase();
    found = true;
    if (word.startsWith("comment")) out.comments = value;
    else if (word.startsWith("repost") || word.startsWith("share")) out.shares = value;
    else out.likes = value;
  }
  return found ? out : null;
}

export function parsePastedPosts(text: string): SamplePost[] {
  return text
    .replace(/\r\n/g, "\n")
    .split(/^[ \t]*-{3,}[ \t]*$/m)
    .map((block) => {
      const lines = block.trim().split("\n");
      const metrics = lines.length > 1 ? parseMetricsLine(lines[lines.length - 1]!.trim()) : null;
      const body = (metrics ? lines.slice(0, -1) : lines).join("\n").trim();
      return { text: body, likes: metrics?.likes ?? null, comments: metrics?.comments ?? null, shares: metrics?.shares ?? null };
    })
    .filter((p) => p.text);
}
