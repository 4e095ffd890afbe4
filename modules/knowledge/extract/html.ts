/**
 * HTML → sections: h1–h6 open sections (a deeper heading nests under the shallower ones before it),
 * block elements end paragraphs, and what is not the page's content (script, style, nav, footer,
 * forms, embedded media) is dropped. htmlparser2 streams, so depth costs no recursion; a page nested
 * deeper than any real page is refused all the same, as a sign of a hostile or broken document.
 */
import { Parser } from "htmlparser2";
import { ExtractError, type Extracted, type ExtractLimits, type Section } from "./types";

const DROP = new Set(["script", "style", "noscript", "template", "nav", "footer", "svg", "math", "iframe", "object", "embed", "form", "button", "select", "canvas", "audio", "video", "head"]);
const BLOCK = new Set(["p", "div", "section", "article", "main", "header", "aside", "li", "ul", "ol", "dl", "dt", "dd", "table", "tr", "blockquote", "pre", "figure", "figcaption", "br", "hr", "address", "details", "summary"]);
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"]);
const HEADING = /^h([1-6])$/;

export function extractHtml(html: string, limits: ExtractLimits): Extracted {
  const sections: Section[] = [];
  const stack: { level: number; text: string }[] = [];
  let paragraphs: string[] = [];
  let line = "";
  let heading: { level: number; text: string } | null = null;
  let title: string | null = null;
  let inTitle = false;
  let titleText = "";
  let dropDepth = 0;
  let depth = 0;
  let chars = 0;
  let tooDeep = false;
  // <td>/<th> separate cells on one line.
  const endLine = () => {
    const t = line.replace(/\s+/g, " ").trim();
    if (t) paragraphs.push(t);
    line = "";
  };
  const flush = () => {
    endLine();
    if (paragraphs.length) sections.push({ headings: stack.map((h) => h.text), text: paragraphs.join("\n\n"), page: null });
    paragraphs = [];
  };

  const parser = new Parser(
    {
      onopentag(name) {
        if (!VOID.has(name)) depth++;
        if (depth > limits.maxHtmlDepth) {
          tooDeep = true;
          parser.pause();
          return;
        }
        if (name === "title" && !title) inTitle = true;
        if (dropDepth || DROP.has(name)) {
          if (!VOID.has(name)) dropDepth++;
          return;
        }
        const h = HEADING.exec(name);
        if (h) {
          flush();
          heading = { level: Number(h[1]), text: "" };
        } else if (BLOCK.has(name)) endLine();
        else if (name === "td" || name === "th") line += " ";
      },
      ontext(text) {
        if (inTitle) titleText += text;
        if (dropDepth) return;
        chars += text.length;
        if (heading) heading.text += text;
        else line += text;
      },
      onclosetag(name, implied) {
        if (!VOID.has(name)) depth = Math.max(0, depth - 1);
        if (name === "title") inTitle = false;
        if (dropDepth) {
          if (!VOID.has(name)) dropDepth--;
          return;
        }
        void implied;
        const h = HEADING.exec(name);
        if (h && heading) {
          const text = heading.text.replace(/\s+/g, " ").trim();
          const level = heading.level;
          heading = null;
          if (text) {
            while (stack.length && stack[stack.length - 1]!.level >= level) stack.pop();
            stack.push({ level, text });
          }
        } else if (BLOCK.has(name)) endLine();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  if (!tooDeep) parser.end();
  if (tooDeep) throw new ExtractError(`The page nests its elements more than ${limits.maxHtmlDepth} levels deep, which no readable page does, so it was not read.`, "too-complex");
  if (chars > limits.maxTextChars) throw new ExtractError("The page holds more text than one source may; split it into smaller pages.", "too-large");
  flush();
  title = titleText.replace(/\s+/g, " ").trim() || null;
  return { sections, title, pages: null };
}
