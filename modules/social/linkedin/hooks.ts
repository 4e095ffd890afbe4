/**
 * The first line of a LinkedIn post and its hook type, and how LinkedIn counts characters. Pure and
 * free of server imports: the review page's client components use it as the server does.
 */

export const HOOK_TYPES = ["question", "quote", "contrarian", "announcement", "list", "how-to", "statistic", "story", "statement"] as const;
export type HookType = (typeof HOOK_TYPES)[number];

export const HOOK_LABEL: Record<HookType, string> = {
  question: "Question",
  quote: "Quote",
  contrarian: "Contrarian take",
  announcement: "Announcement",
  list: "List promise",
  "how-to": "How-to",
  statistic: "Number or statistic",
  story: "Personal story",
  statement: "Bold statement",
};

export const EMOJI = /\p{Extended_Pictographic}/gu;

/** The first non-empty line: what shows before "…see more" and decides whether anyone reads on. */
export function firstLine(text: string): string {
  return (
    text
      .split(/\r?\n/)
      .map((l) => l.trim())
      .find(Boolean) ?? ""
  );
}

/**
 * The hook type of a first line. Checked in order of how specific the signal is: a quote or a
 * question mark beats words, a contrarian or announcement phrase beats a number, a number beats
 * "I" (a story that opens with a number is read as the number).
 */
export function classifyHook(line: string): HookType {
  const l = line.trim().replace(EMOJI, "").trim();
  const lower = l.toLowerCase();
  if (/^["“”«„'‘]/.test(l)) return "quote";
  if (/\?\s*$/.test(l) || /^(why|what|how|who|when|where|is|are|do|does|did|can|should|would|have you|ever)\b.*\?/.test(lower)) return "question";
  if (/^(unpopular opinion|hot take|controversial|stop\b|forget\b|don'?t\b|never\b|most people|everyone (is|says)|nobody)|\b(is dead|is overrated|myth|is a lie|(everyone|you are|you're|most people are) wrong about)\b/.test(lower)) return "contrarian";
  if (/^(excited|thrilled|proud|happy to|delighted|big news|we('re| are) (hiring|launching|excited)|today we|introducing|announcing|new:)/.test(lower)) return "announcement";
  if (/^(\d{1,2}|three|four|five|six|seven|eight|nine|ten)(\s+[\p{L}-]+){0,2}?\s+(ways?|lessons?|things?|tips?|mistakes?|steps?|reasons?|rules?|habits?|tools?|ideas?|questions?|signs?)\b/u.test(lower) || /^here (are|is) (the )?(\d+|my|our)/.test(lower)) return "list";
  if (/^(how (to|i|we)|here'?s how|the (simple )?way to|a guide to|step[- ]by[- ]step)/.test(lower)) return "how-to";
  if (/\d/.test(l) && /(\d+\s?%|\$\s?\d|€\s?\d|\d[\d,.]*\s?(k|m|x|million|billion|percent|hours?|days?|years?|months?|customers|users|people))/i.test(l)) return "statistic";
  if (/^(i|i'?ve|i'?m|i was|my|last (week|month|year)|yesterday|this morning|(\d+|two|three|ten) years ago|when i|in \d{4})\b/.test(lower)) return "story";
  return "statement";
}

/** LinkedIn's limit counts characters; we count Unicode code points so an emoji is one. */
export function charCount(text: string): number {
  return [...text].length;
}

