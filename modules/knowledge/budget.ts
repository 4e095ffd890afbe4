/** Packing passages into a prompt's token budget (pure; used by ./grounding.ts). */

/** Tokens of a line of framing text (the chunk header): the ~4 characters per token rule. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

export function chunkHeader(n: number, c: { sourceTitle: string; heading: string }): string {
  return `[${n}] ${c.sourceTitle}${c.heading ? ` › ${c.heading}` : ""}`;
}

/**
 * Takes chunks best first while they fit: a chunk that does not fit is skipped (a later, smaller
 * one may), so the budget is never exceeded and the best chunk that fits is always first.
 */
export function packWithinBudget<T extends { tokens: number; sourceTitle: string; heading: string }>(ranked: T[], tokenBudget: number): { items: T[]; tokens: number } {
  const items: T[] = [];
  let used = 0;
  for (const c of ranked) {
    const cost = c.tokens + estimateTokens(chunkHeader(items.length + 1, c)) + 1;
    if (used + cost > tokenBudget) continue;
    items.push(c);
    used += cost;
  }
  return { items, tokens: used };
}
