/**
 * A writer's file as Markdown: .md/.markdown/.txt as they are, .docx through the knowledge base's
 * extractor (mammoth → headings kept), rebuilt as Markdown headings and paragraphs. Writers work in
 * Google Docs: File → Download → Microsoft Word (.docx) is the path the demo uses.
 */
import { ActionError } from "@/lib/action";
import { DEFAULT_LIMITS, ExtractError, extractDocument, type Section } from "@/modules/knowledge/extract";

export { DRAFT_FILE_ACCEPT } from "./import-file-accept";
const MAX_BYTES = 10 * 1024 * 1024;

/** Sections (each with its heading path) as Markdown: a heading line for each level that changed. */
export function sectionsToMarkdown(sections: Section[], baseLevel = 1): string {
  const out: string[] = [];
  let path: string[] = [];
  for (const s of sections) {
    let same = 0;
    while (same < path.length && same < s.headings.length && path[same] === s.headings[same]) same++;
    for (let i = same; i < s.headings.length; i++) out.push(`${"#".repeat(Math.min(6, i + baseLevel))} ${s.headings[i]}`);
    path = s.headings;
    if (s.text.trim()) out.push(s.text.trim());
  }
  return out.join("\n\n");
}

export async function draftFromFile(name: string, bytes: Uint8Array): Promise<{ title: string; bodyMd: string }> {
  const lower = name.toLowerCase();
  const base = name.replace(/\.[^.]+$/, "").replace(/[-_]+/g, " ").trim();
  if (bytes.length > MAX_BYTES) throw new ActionError("The file is larger than 10 MB. Paste the text instead, or split it.");
  if (/\.(md|markdown|txt)$/.test(lower)) {
    const text = new TextDecoder("utf-8").decode(bytes).replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n").trim();
    if (!text) throw new ActionError("The file is empty.");
    // A newsletter draft names its subject on the first line ("Subject: …"): that is the post's title.
    const subject = /^subject:\s*(.+)$/i.exec(text.split("\n", 1)[0]!)?.[1]?.trim();
    if (subject) return { title: subject, bodyMd: text.replace(/^.*\n*/, "").trim() };
    const h1 = /^#\s+(.+)$/m.exec(text)?.[1]?.trim();
    // The H1 becomes the post's title; the body keeps the rest.
    return { title: h1 ?? base, bodyMd: h1 ? text.replace(/^#\s+.+\n*/m, "").trim() : text };
  }
  if (!lower.endsWith(".docx")) throw new ActionError("Upload a Markdown (.md) or Word (.docx) file. From Google Docs: File → Download → Microsoft Word (.docx).");
  try {
    const out = await extractDocument(bytes, name, null, { ...DEFAULT_LIMITS, maxBytes: MAX_BYTES });
    // The extractor sniffs the bytes: a file named .docx that is not one must not come in as garbage text.
    if (out.kind !== "docx") throw new ActionError("The file is not a Word document (.docx). From Google Docs: File → Download → Microsoft Word (.docx).");
    const title = out.title ?? base;
    // The document's title heading is the post's title, not a heading of its body.
    const sections = out.sections.map((s) => (s.headings[0] === title ? { ...s, headings: s.headings.slice(1) } : s));
    const md = sectionsToMarkdown(sections, 2).trim();
    if (!md) throw new ActionError("The Word document holds no text.");
    return { title, bodyMd: md };
  } catch (e) {
    if (e instanceof ExtractError) throw new ActionError(e.message);
    throw e;
  }
}
