/**
 * Duplicate detection for the idea backlog: titles are reduced to sets of meaningful word stems and
 * two ideas are flagged when the sets are equal or overlap by at least 60 % (Jaccard). Cheap enough
 * for a backlog of a few thousand ideas, and deliberately a flag, never a block: near-duplicates are
 * often variants worth keeping.
 */
const STOPWORDS = new Set(
  "a an the to for of on in with and or our we us by at from into via is are be will new add more use using get let make your their its it this that as than".split(" "),
);

const DUPLICATE_THRESHOLD = 0.6;

export function titleTokens(title: string): Set<string> {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !STOPWORDS.has(w));
  // A light stem so "emails"/"email" and "referrals"/"referral" meet.
  return new Set(words.map((w) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w)));
}

export function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared += 1;
  return shared / (a.size + b.size - shared);
}

type TitledIdea = { id: string; title: string };

/** Ideas whose title is close to `title` (excluding `excludeId`), most similar first. */
export function similarIdeas<T extends TitledIdea>(title: string, ideas: readonly T[], excludeId?: string): T[] {
  const mine = titleTokens(title);
  return ideas
    .filter((i) => i.id !== excludeId)
    .map((i) => ({ i, s: similarity(mine, titleTokens(i.title)) }))
    .filter(({ s }) => s >= DUPLICATE_THRESHOLD)
    .sort((x, y) => y.s - x.s)
    .map(({ i }) => i);
}

/** For every idea with look-alikes, the ids of those look-alikes. */
export function duplicateMap(ideas: readonly TitledIdea[]): Map<string, string[]> {
  const tokens = ideas.map((i) => titleTokens(i.title));
  const out = new Map<string, string[]>();
  for (let x = 0; x < ideas.length; x++) {
    for (let y = x + 1; y < ideas.length; y++) {
      if (similarity(tokens[x]!, tokens[y]!) < DUPLICATE_THRESHOLD) continue;
      const a = ideas[x]!.id;
      const b = ideas[y]!.id;
      out.set(a, [...(out.get(a) ?? []), b]);
      out.set(b, [...(out.get(b) ?? []), a]);
    }
  }
  return out;
}
