/**
 * Splitting a document into passages for search and grounding, on its structure: a chunk never
 * spans two sections (so its heading path is exact), paragraphs are kept whole where they fit,
 * a paragraph too long for one chunk is split at sentences (and a sentence too long at token
 * boundaries). Consecutive chunks of one section share `overlapTokens` of text, so a sentence cut
 * at a boundary is still found with its context. Token counts are the o200k tokenizer's (OpenAI's
 * current models; gpt-tokenizer): no chunk's content is over `maxTokens`.
 */
import { countTokens as count, decode, encode } from "gpt-tokenizer";
import { DEFAULT_CHUNKING, type ChunkOptions } from "./chunk-options";
import type { Section } from "./extract/types";

export type Chunk = { position: number; heading: string; page: number | null; content: string; tokens: number };

export { DEFAULT_CHUNKING, type ChunkOptions } from "./chunk-options";

export const HEADING_SEPARATOR = " › ";

// User text is data: "<|endoftext|>" in a document is counted as plain text, not refused.
const PLAIN = { disallowedSpecial: new Set<string>() };

export function countTokens(text: string): number {
  return count(text, PLAIN);
}

/** Splits `text` into pieces of at most `max` tokens at token boundaries (for runs without sentence breaks). */
function byTokens(text: string, max: number): string[] {
  const ids = encode(text, PLAIN);
  const out: string[] = [];
  for (let i = 0; i < ids.length; i += max) {
    const piece = decode(ids.slice(i, i + max)).trim();
    if (piece) out.push(piece);
  }
  return out;
}

/** A paragraph as units of at most `max` tokens: itself, or groups of its sentences, or token windows. */
function units(paragraph: string, max: number): { text: string; tokens: number }[] {
  const t = countTokens(paragraph);
  if (t <= max) return [{ text: paragraph, tokens: t }];
  const out: { text: string; tokens: number }[] = [];
  let cur = "";
  let curTokens = 0;
  const push = () => {
    if (cur) out.push({ text: cur, tokens: countTokens(cur) });
    cur = "";
    curTokens = 0;
  };
  for (const sentence of paragraph.split(/(?<=[.!?。！？])\s+/)) {
    const st = countTokens(sentence);
    if (st > max) {
      push();
      for (const piece of byTokens(sentence, max)) out.push({ text: piece, tokens: countTokens(piece) });
      continue;
    }
    // +1: the space joining two sentences may be a token of its own.
    if (cur && curTokens + 1 + st > max) push();
    cur = cur ? `${cur} ${sentence}` : sentence;
    curTokens += (curTokens ? 1 : 0) + st;
  }
  push();
  // A joined group can count one or two tokens more than its parts; split such a group again by tokens.
  return out.flatMap((u) => (u.tokens <= max ? [u] : byTokens(u.text, max).map((p) => ({ text: p, tokens: countTokens(p) }))));
}

/** The last ~`n` tokens of `text`, starting at a word boundary. */
export function tail(text: string, n: number): string {
  if (n <= 0) return "";
  const ids = encode(text, PLAIN);
  if (ids.length <= n) return text;
  const t = decode(ids.slice(ids.length - n));
  const space = t.search(/\s/);
  return (space >= 0 ? t.slice(space) : t).trim();
}

export function chunkSections(sections: readonly Section[], opts: ChunkOptions = DEFAULT_CHUNKING): Chunk[] {
  const { maxTokens } = opts;
  const overlap = Math.max(0, Math.min(opts.overlapTokens, Math.floor(maxTokens / 2)));
  // Every unit leaves room for the overlap carried in front of it.
  const unitMax = Math.max(1, maxTokens - overlap - 2);
  const chunks: Chunk[] = [];
  for (const section of sections) {
    const heading = section.headings.map((h) => h.trim()).filter(Boolean).join(HEADING_SEPARATOR);
    const paras = section.text
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean)
      .flatMap((p) => units(p, unitMax));
    let parts: string[] = [];
    let tokens = 0;
    let carried = false;
    const emit = () => {
      if (!parts.length || (carried && parts.length === 1)) return;
      let content = parts.join("\n\n");
      let exact = countTokens(content);
      // Joining can cost a token or two more than the parts' sum; drop words from the front of the overlap then.
      while (exact > maxTokens && carried && parts[0]) {
        parts[0] = parts[0].split(/\s+/).slice(1).join(" ");
        if (!parts[0]) parts.shift();
        content = parts.join("\n\n");
        exact = countTokens(content);
      }
      chunks.push({ position: chunks.length, heading, page: section.page, content, tokens: exact });
    };
    for (const u of paras) {
      if (parts.length && tokens + 2 + u.tokens > maxTokens) {
        emit();
        const prev = chunks.at(-1)!.content;
        const o = tail(prev, overlap);
        parts = o ? [o] : [];
        tokens = o ? countTokens(o) : 0;
        carried = !!o;
      }
      parts.push(u.text);
      tokens += (parts.length > 1 ? 2 : 0) + u.tokens;
    }
    emit();
  }
  return chunks;
}
