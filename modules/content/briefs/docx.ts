/**
 * A brief as a Word document (the `docx` package): the same sections as the Markdown export, with
 * real Word headings (Heading 1–3, so the navigation pane shows the outline) and links as hyperlinks.
 */
import { Document, ExternalHyperlink, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import { briefFacts, type BriefDoc } from "./render";

const bullet = (children: (TextRun | ExternalHyperlink)[]) => new Paragraph({ children, bullet: { level: 0 } });
const link = (text: string, url: string) => new ExternalHyperlink({ link: url, children: [new TextRun({ text, style: "Hyperlink" })] });
const safeUrl = (u: string) => (/^https?:\/\//i.test(u.trim()) ? u.trim() : null);

export function briefToDocxDocument(b: BriefDoc): Document {
  const children: Paragraph[] = [new Paragraph({ text: b.title, heading: HeadingLevel.HEADING_1 })];
  for (const [label, value] of briefFacts(b)) children.push(new Paragraph({ children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)] }));
  const section = (title: string, items: Paragraph[]) => {
    if (!items.length) return;
    children.push(new Paragraph({ text: title, heading: HeadingLevel.HEADING_2 }), ...items);
  };
  section("Title options", b.titleOptions.map((t) => bullet([new TextRun(t)])));
  section(
    "Outline",
    b.outline.flatMap((o) => {
      const head = new Paragraph({ text: o.text, heading: o.level === 3 ? HeadingLevel.HEADING_4 : HeadingLevel.HEADING_3 });
      return o.notes?.trim() ? [head, new Paragraph({ children: [new TextRun({ text: o.notes.trim(), italics: true })] })] : [head];
    }),
  );
  section("Questions to answer", b.questions.map((q) => bullet([new TextRun(q)])));
  section("Terms to include", b.terms.map((t) => bullet([new TextRun(t.count ? `${t.term} (about ${t.count}×)` : t.term)])));
  section(
    "Internal links to add",
    b.internalLinks.map((l) => {
      const url = safeUrl(l.url);
      const text = l.anchor || l.url;
      return bullet([url ? link(text, url) : new TextRun(text), ...(l.reason ? [new TextRun(` — ${l.reason}`)] : [])]);
    }),
  );
  section(
    "Sources to cite",
    b.sources.map((s) => {
      const url = safeUrl(s.url);
      return bullet([url ? link(s.title || s.url, url) : new TextRun(s.title || s.url)]);
    }),
  );
  return new Document({ title: b.title, creator: "Growth OS", sections: [{ children }] });
}

export async function briefToDocx(b: BriefDoc): Promise<Uint8Array> {
  return new Uint8Array(await Packer.toBuffer(briefToDocxDocument(b)));
}
