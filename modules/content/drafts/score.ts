/**
 * The content score of a draft against its brief: pure, so the editor recomputes it on every
 * keystroke (client) and the server stores the same number with the post.
 *
 * Parts, each 0–100, weighted into one 0–100 score:
 * - terms (35 %): share of the brief's terms the text mentions (case- and accent-insensitive, whole words);
 * - headings (25 %): share of the brief's outline headings matched by a heading of the draft
 *   (most of a heading's significant words present in one of the draft's headings);
 * - length (20 %): 100 inside ±20 % of the target, falling linearly to 0 at half or double;
 * - readability (20 %): Flesch reading ease mapped so 60+ (plain English) scores 100.
 * Banned words found are listed and take 10 points each off the total (they must never ship).
 * A part the brief says nothing about (no terms, no outline, no target) counts as met and is labelled so.
 */

export type ScoreBrief = {
  terms: { term: string }[];
  outline: { level: number; text: string }[];
  targetWords: number | null;
  bannedWords: string[];
};

export type ContentScore = {
  score: number;
  terms: { covered: string[]; missing: string[]; part: number | null };
  headings: { matched: string[]; missing: string[]; extra: string[]; part: number | null };
  length: { words: number; target: number | null; part: number | null };
  readability: { fleschEase: number | null; label: string; part: number };
  banned: { found: string[] };
};

const WEIGHTS = { terms: 0.35, headings: 0.25, length: 0.2, readability: 0.2 };
const STOP = new Set(["a", "an", "and", "the", "of", "to", "in", "for", "on", "with", "how", "what", "why", "is", "are", "your", "you", "it", "its", "vs", "or", "by", "at", "from", "do", "does"]);

export function fold(s: string): string {
  return s.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Whether `text` (folded) contains `phrase` as whole words. */
function mentions(foldedText: string, phrase: string): boolean {
  const p = fold(phrase).trim();
  if (!p) return false;
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRe(p).replace(/\s+/g, "\\s+")}($|[^\\p{L}\\p{N}])`, "u").test(foldedText);
}

/** The Markdown's body text without code, link targets and markup. */
export function plainText(md: string): string {
  return md
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/`[^`]*`/g, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, "")
    .replace(/[*_~]/g, "");
}

export function markdownHeadings(md: string): { level: number; text: string }[] {
  const out: { level: number; text: string }[] = [];
  let fence = false;
  for (const line of md.split(/\r?\n/)) {
    if (/^\s*```/.test(line)) fence = !fence;
    if (fence) continue;
    const m = /^\s{0,3}(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (m) out.push({ level: m[1]!.length, text: m[2]!.replace(/[*_`]/g, "").trim() });
  }
  return out;
}

export function countWords(text: string): number {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;
}

/** English syllables by vowel groups (silent final e dropped); at least one per word. */
export function syllables(word: string): number {
  const w = fold(word).replace(/[^a-z]/g, "");
  if (!w) return 0;
  if (w.length <= 3) return 1;
  const groups = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, "").replace(/^y/, "").match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

/** Flesch reading ease (206.835 − 1.015 words/sentence − 84.6 syllables/word); null for no text. */
export function fleschReadingEase(text: string): number | null {
  const words = text.match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
  if (!words.length) return null;
  const sentences = Math.max(1, (text.match(/[.!?]+(\s|$)/g) ?? []).length + (text.trim() && !/[.!?]\s*$/.test(text.trim()) ? 1 : 0));
  const syl = words.reduce((t, w) => t + syllables(w), 0);
  return Math.round((206.835 - 1.015 * (words.length / sentences) - 84.6 * (syl / words.length)) * 10) / 10;
}

function readabilityLabel(ease: number | null): string {
  if (ease === null) return "No text yet";
  if (ease >= 70) return "Easy";
  if (ease >= 60) return "Plain English";
  if (ease >= 50) return "Fairly difficult";
  if (ease >= 30) return "Difficult";
  return "Very difficult";
}

function significant(s: string): string[] {
  return (fold(s).match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 1 && !STOP.has(w));
}

/** A draft heading matches an outline heading when it holds at least 60 % of its significant words. */
function headingMatches(outline: string, heading: string): boolean {
  const want = significant(outline);
  if (!want.length) return fold(outline).trim() === fold(heading).trim();
  const have = new Set(significant(heading));
  return want.filter((w) => have.has(w)).length / want.length >= 0.6;
}

function lengthPart(words: number, target: number): number {
  const r = words / target;
  if (r >= 0.8 && r <= 1.2) return 100;
  if (r < 0.8) return Math.max(0, Math.round(((r - 0.5) / 0.3) * 100));
  return Math.max(0, Math.round(((2 - r) / 0.8) * 100));
}

export function scoreContent(md: string, brief: ScoreBrief): ContentScore {
  const text = plainText(md);
  const folded = fold(text);
  const terms = [...new Set(brief.terms.map((t) => t.term.trim()).filter(Boolean))];
  const covered = terms.filter((t) => mentions(folded, t));
  const missingTerms = terms.filter((t) => !covered.includes(t));
  const termsPart = terms.length ? Math.round((covered.length / terms.length) * 100) : null;

  const draftHeadings = markdownHeadings(md);
  const outline = brief.outline.map((o) => o.text.trim()).filter(Boolean);
  const matched = outline.filter((o) => draftHeadings.some((h) => headingMatches(o, h.text)));
  const extra = draftHeadings.filter((h) => h.level > 1 && !outline.some((o) => headingMatches(o, h.text))).map((h) => h.text);
  const headingsPart = outline.length ? Math.round((matched.length / outline.length) * 100) : null;

  const words = countWords(text);
  const target = brief.targetWords && brief.targetWords > 0 ? brief.targetWords : null;
  const lenPart = target ? lengthPart(words, target) : null;

  const ease = fleschReadingEase(text);
  const readPart = ease === null ? 0 : Math.round(Math.min(100, Math.max(0, (ease / 60) * 100)));

  const banned = [...new Set(brief.bannedWords.map((w) => w.trim()).filter(Boolean))].filter((w) => mentions(folded, w));

  const parts = [
    [termsPart, WEIGHTS.terms],
    [headingsPart, WEIGHTS.headings],
    [lenPart, WEIGHTS.length],
    [readPart, WEIGHTS.readability],
  ] as const;
  // A part the brief does not define counts as met: a brief without terms cannot be missed on terms.
  const base = parts.reduce((t, [p, w]) => t + (p ?? 100) * w, 0);
  const score = words === 0 ? 0 : Math.max(0, Math.min(100, Math.round(base - banned.length * 10)));
  return {
    score,
    terms: { covered, missing: missingTerms, part: termsPart },
    headings: { matched, missing: outline.filter((o) => !matched.includes(o)), extra, part: headingsPart },
    length: { words, target, part: lenPart },
    readability: { fleschEase: ease, label: readabilityLabel(ease), part: readPart },
    banned: { found: banned },
  };
}
