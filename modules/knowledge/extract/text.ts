/**
 * Plain text and Markdown. Text is paragraphs (blank-line separated); Markdown's ATX headings (`#`…
 * `######`) and setext headings (a line underlined with === or ---) open sections, and fenced code
 * is kept as it is (a `#` inside it is not a heading).
 */
import { ExtractError, type Extracted, type ExtractLimits, type Section } from "./types";

function tooLong(text: string, limits: ExtractLimits) {
  if (text.length > limits.maxTextChars) throw new ExtractError("The text is longer than one source may hold; split it into smaller files.", "too-large");
}

export function extractText(text: string, limits: ExtractLimits): Extracted {
  tooLong(text, limits);
  const body = text.replace(/\r\n?/g, "\n").trim();
  return { sections: body ? [{ headings: [], text: body, page: null }] : [], title: null, pages: null };
}

export function extractMarkdown(text: string, limits: ExtractLimits): Extracted {
  tooLong(text, limits);
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const sections: Section[] = [];
  const stack: { level: number; text: string }[] = [];
  let buf: string[] = [];
  let fence: string | null = null;
  let title: string | null = null;
  const flush = () => {
    const body = buf.join("\n").replace(/\n{3,}/g, "\n\n").trim();
    if (body) sections.push({ headings: stack.map((h) => h.text), text: body, page: null });
    buf = [];
  };
  const open = (level: number, raw: string) => {
    const text = raw.replace(/\s#+\s*$/, "").replace(/[*_`]/g, "").trim();
    flush();
    if (!text) return;
    while (stack.length && stack[stack.length - 1]!.level >= level) stack.pop();
    stack.push({ level, text });
    if (level === 1 && !title) title = text;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const f = /^\s{0,3}(```|~~~)/.exec(line);
    if (f) {
      fence = fence === null ? f[1]! : fence === f[1] ? null : fence;
      buf.push(line);
      continue;
    }
    if (fence !== null) {
      buf.push(line);
      continue;
    }
    const atx = /^\s{0,3}(#{1,6})\s+(.*)$/.exec(line);
    if (atx) {
      open(atx[1]!.length, atx[2]!);
      continue;
    }
    const next = lines[i + 1];
    if (line.trim() && next !== undefined && /^\s{0,3}(=+|-{2,})\s*$/.test(next) && !buf.at(-1)?.trim()) {
      open(next.trim().startsWith("=") ? 1 : 2, line);
      i++;
      continue;
    }
    buf.push(line);
  }
  flush();
  return { sections, title, pages: null };
}
