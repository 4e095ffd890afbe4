/**
 * The measured voice of a LinkedIn author: from past posts (text plus engagement when known) it
 * computes the length distribution, the hook type of each first line, the structure (lines,
 * paragraphs, lists), emoji and hashtag use, the recurring topics and what performed best. Pure
 * functions: training, the writer's prompt and the tests all read the same numbers.
 */
import type { StyleFeatures, StyleProfileBody } from "@/db/schema";
import { isStopWord, normalisedWords, stem } from "@/modules/content/similarity";
import { charCount, classifyHook, EMOJI, firstLine, HOOK_LABEL, type HookType } from "./hooks";

export { charCount, classifyHook, firstLine, HOOK_LABEL, HOOK_TYPES, type HookType } from "./hooks";

const HASHTAG = /(?:^|\s)#([\p{L}\p{N}_]+)/gu;
const LIST_LINE = /^\s*(?:[-*•▪️✅✔️👉→➡️]|\d{1,2}[.)]|\p{Extended_Pictographic})\s*/u;

export type SamplePost = { text: string; likes?: number | null; comments?: number | null; shares?: number | null };

function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return 0;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return Math.round(sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo));
}

function topCounts(counts: Map<string, number>, n: number): string[] {
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, n)
    .map(([k]) => k);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Likes + comments + shares, or null when the source gave none of them (unknown is not zero). */
export function engagementOf(p: SamplePost): number | null {
  const parts = [p.likes, p.comments, p.shares].filter((v): v is number => typeof v === "number");
  return parts.length ? parts.reduce((a, b) => a + b, 0) : null;
}

/** Every measured feature of a set of posts; empty posts are ignored. */
export function computeStyleFeatures(posts: SamplePost[]): StyleFeatures {
  const texts = posts.filter((p) => p.text.trim());
  const n = texts.length;
  const lengths = texts.map((p) => charCount(p.text.trim())).sort((a, b) => a - b);
  const hookCounts = new Map<string, number>();
  const emojiCounts = new Map<string, number>();
  const tagCounts = new Map<string, number>();
  const topicDocs = new Map<string, { n: number; forms: Map<string, number> }>();
  let lines = 0;
  let paragraphs = 0;
  let withList = 0;
  let shortLines = 0;
  let withEmoji = 0;
  let emojiTotal = 0;
  let withTags = 0;
  let tagTotal = 0;
  for (const p of texts) {
    const text = p.text.trim();
    const hook = classifyHook(firstLine(text));
    hookCounts.set(hook, (hookCounts.get(hook) ?? 0) + 1);
    const nonEmpty = text.split(/\r?\n/).filter((l) => l.trim());
    lines += nonEmpty.length;
    shortLines += nonEmpty.filter((l) => charCount(l.trim()) <= 60).length;
    paragraphs += text.split(/\r?\n\s*\r?\n/).filter((b) => b.trim()).length;
    if (nonEmpty.filter((l) => LIST_LINE.test(l)).length >= 2) withList++;
    const emojis = text.match(EMOJI) ?? [];
    if (emojis.length) withEmoji++;
    emojiTotal += emojis.length;
    for (const e of emojis) emojiCounts.set(e, (emojiCounts.get(e) ?? 0) + 1);
    const tags = [...text.matchAll(HASHTAG)].map((m) => `#${m[1]!.toLowerCase()}`);
    if (tags.length) withTags++;
    tagTotal += tags.length;
    for (const t of tags) tagCounts.set(t, (tagCounts.get(t) ?? 0) + 1);
    // Topics: words that recur across posts (by stem), shown in their most frequent spelling.
    const seen = new Set<string>();
    for (const w of normalisedWords(text.replace(HASHTAG, " "))) {
      if (w.length < 4 || isStopWord(w) || /^\d+$/.test(w)) continue;
      const key = stem(w);
      const entry = topicDocs.get(key) ?? { n: 0, forms: new Map<string, number>() };
      entry.forms.set(w, (entry.forms.get(w) ?? 0) + 1);
      if (!seen.has(key)) {
        entry.n++;
        seen.add(key);
      }
      topicDocs.set(key, entry);
    }
  }
  const minDocs = n >= 4 ? 2 : 1;
  const topics = [...topicDocs.entries()]
    .filter(([, v]) => v.n >= minDocs)
    .sort((a, b) => b[1].n - a[1].n || a[0].localeCompare(b[0]))
    .slice(0, 8)
    .map(([, v]) => topCounts(v.forms, 1)[0]!);
  const scored = texts.map((p) => ({ p, e: engagementOf(p) })).filter((x): x is { p: SamplePost; e: number } => x.e !== null);
  const best = scored
    .sort((a, b) => b.e - a.e)
    .slice(0, 3)
    .map(({ p, e }) => ({ firstLine: firstLine(p.text).slice(0, 200), engagement: e, hook: classifyHook(firstLine(p.text)), chars: charCount(p.text.trim()) }));
  return {
    samples: n,
    length: { min: lengths[0] ?? 0, p25: quantile(lengths, 0.25), median: quantile(lengths, 0.5), p75: quantile(lengths, 0.75), max: lengths[n - 1] ?? 0 },
    hooks: [...hookCounts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([type, c]) => ({ type, share: round2(c / n) })),
    structure: {
      avgLines: n ? round2(lines / n) : 0,
      avgParagraphs: n ? round2(paragraphs / n) : 0,
      listShare: n ? round2(withList / n) : 0,
      shortLineShare: lines ? round2(shortLines / lines) : 0,
    },
    emoji: { postsWithEmojiShare: n ? round2(withEmoji / n) : 0, perPost: n ? round2(emojiTotal / n) : 0, top: topCounts(emojiCounts, 5) },
    hashtags: { postsWithHashtagsShare: n ? round2(withTags / n) : 0, perPost: n ? round2(tagTotal / n) : 0, top: topCounts(tagCounts, 5) },
    topics,
    bestPerformers: best,
    engagementKnown: scored.length,
  };
}

const pct = (share: number) => `${Math.round(share * 100)}%`;

/**
 * The editable profile as the measurement suggests it — used when training finds no AI engine, and
 * as the starting point the AI summary refines. Every field is plain text the person can change.
 */
export function profileFromFeatures(f: StyleFeatures): Omit<StyleProfileBody, "features"> {
  const hooks = f.hooks.filter((h) => h.share >= 0.15).map((h) => h.type);
  const best = f.bestPerformers[0];
  return {
    voice: f.samples
      ? `Posts of about ${f.length.median} characters (half between ${f.length.p25} and ${f.length.p75}), ${f.structure.avgParagraphs} paragraphs on average${f.structure.listShare >= 0.3 ? ", often with a list" : ""}.${best ? ` The best-performing post opened with a ${HOOK_LABEL[best.hook as HookType]?.toLowerCase() ?? best.hook} hook.` : ""}`
      : "",
    toneWords: [],
    targetChars: f.length.median || 1200,
    preferredHooks: hooks.length ? hooks : f.hooks.slice(0, 2).map((h) => h.type),
    structure: f.samples
      ? `${f.structure.shortLineShare >= 0.6 ? "Short lines, one idea per line" : "Full paragraphs"}; ${f.structure.avgParagraphs} paragraphs${f.structure.listShare >= 0.3 ? "; lists in " + pct(f.structure.listShare) + " of posts" : ""}.`
      : "",
    emoji: f.emoji.postsWithEmojiShare ? `Emoji in ${pct(f.emoji.postsWithEmojiShare)} of posts (${f.emoji.perPost} per post${f.emoji.top.length ? `, mostly ${f.emoji.top.slice(0, 3).join(" ")}` : ""}).` : f.samples ? "No emoji." : "",
    hashtags: f.hashtags.postsWithHashtagsShare
      ? `Hashtags in ${pct(f.hashtags.postsWithHashtagsShare)} of posts (${f.hashtags.perPost} per post${f.hashtags.top.length ? `: ${f.hashtags.top.slice(0, 3).join(" ")}` : ""}).`
      : f.samples
        ? "No hashtags."
        : "",
    topics: f.topics,
    dos: [],
    donts: [],
  };
}

/** The style as the writer's system prompt states it. */
export function styleInstructions(p: StyleProfileBody): string {
  const lines = [
    p.voice && `Voice: ${p.voice}`,
    p.toneWords.length ? `Tone: ${p.toneWords.join(", ")}.` : "",
    `Length: about ${p.targetChars} characters (LinkedIn allows at most 3,000).`,
    p.preferredHooks.length ? `Hooks that work for this author: ${p.preferredHooks.map((h) => HOOK_LABEL[h as HookType] ?? h).join(", ")}.` : "",
    p.structure && `Structure: ${p.structure}`,
    p.emoji && `Emoji: ${p.emoji}`,
    p.hashtags && `Hashtags: ${p.hashtags}`,
    p.topics.length ? `Usual topics: ${p.topics.join(", ")}.` : "",
    p.dos.length ? `Do: ${p.dos.join("; ")}.` : "",
    p.donts.length ? `Don't: ${p.donts.join("; ")}.` : "",
  ];
  return lines.filter(Boolean).join("\n");
}
