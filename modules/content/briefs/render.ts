/**
 * A brief as a document: what a writer receives, whichever way (Markdown export, DOCX export, the
 * read-only share page). One shape, `BriefDoc`, holds only what is meant to leave the brand — never
 * assignee, task, share token or performance — so no export can carry more than the brief.
 */
import type { ContentLink, ContentOutlineItem, ContentSource, ContentTerm } from "@/db/schema/content";

export type BriefDoc = {
  title: string;
  keyword: string | null;
  intent: string | null;
  audience: string;
  personaName: string | null;
  angle: string;
  titleOptions: string[];
  outline: ContentOutlineItem[];
  questions: string[];
  terms: ContentTerm[];
  internalLinks: ContentLink[];
  sources: ContentSource[];
  targetWords: number | null;
  cta: string;
};

export const INTENT_LABEL: Record<string, string> = {
  informational: "Informational",
  commercial: "Commercial",
  transactional: "Transactional",
  navigational: "Navigational",
};

/** The brief's facts as label/value pairs, in reading order, empty ones left out. */
export function briefFacts(b: BriefDoc): [string, string][] {
  const audience = [b.personaName, b.audience.trim()].filter(Boolean).join(" — ");
  const facts: [string, string | null][] = [
    ["Keyword", b.keyword],
    ["Search intent", b.intent ? (INTENT_LABEL[b.intent] ?? b.intent) : null],
    ["Audience", audience || null],
    ["Angle", b.angle.trim() || null],
    ["Length", b.targetWords ? `about ${b.targetWords.toLocaleString("en-US")} words` : null],
    ["Call to action", b.cta.trim() || null],
  ];
  return facts.filter((f): f is [string, string] => !!f[1]);
}

/** One line of Markdown never breaks the document: no line breaks, no leading heading/list marks. */
function inline(s: string): string {
  return s.replace(/\s+/g, " ").trim().replace(/^([#>*+-]|\d+\.)\s/, "\\$1 ");
}

function linkText(s: string): string {
  return inline(s).replace(/[[\]]/g, (c) => `\\${c}`);
}

function linkUrl(u: string): string {
  const code: Record<string, string> = { "(": "%28", ")": "%29" };
  return u.trim().replace(/[()\s]/g, (c) => code[c] ?? encodeURIComponent(c));
}

export function briefToMarkdown(b: BriefDoc): string {
  const out: string[] = [`# ${inline(b.title)}`, ""];
  for (const [label, value] of briefFacts(b)) out.push(`- **${label}:** ${inline(value)}`);
  if (briefFacts(b).length) out.push("");
  const section = (title: string, lines: string[]) => {
    if (!lines.length) return;
    out.push(`## ${title}`, "", ...lines, "");
  };
  section("Title options", b.titleOptions.map((t) => `- ${inline(t)}`));
  section(
    "Outline",
    b.outline.flatMap((o) => {
      // Under "## Outline": the article's H2s are ###, its H3s ####.
      const head = `${o.level === 3 ? "####" : "###"} ${inline(o.text)}`;
      return o.notes?.trim() ? [head, "", inline(o.notes), ""] : [head, ""];
    }),
  );
  section("Questions to answer", b.questions.map((q) => `- ${inline(q)}`));
  section("Terms to include", b.terms.map((t) => `- ${inline(t.term)}${t.count ? ` (about ${t.count}×)` : ""}`));
  section("Internal links to add", b.internalLinks.map((l) => `- [${linkText(l.anchor || l.url)}](${linkUrl(l.url)})${l.reason ? ` — ${inline(l.reason)}` : ""}`));
  section("Sources to cite", b.sources.map((s) => `- [${linkText(s.title || s.url)}](${linkUrl(s.url)})`));
  return `${out.join("\n").replace(/\n{3,}/g, "\n\n").trimEnd()}\n`;
}

/** The brief's words as one text: what the near-duplicate check fingerprints (simhash once ≥ 50 words). */
export function briefText(b: Pick<BriefDoc, "title" | "keyword" | "angle" | "audience" | "titleOptions" | "outline" | "questions" | "terms">): string {
  return [b.title, b.keyword ?? "", b.angle, b.audience, ...b.titleOptions, ...b.outline.map((o) => o.text), ...b.questions, ...b.terms.map((t) => t.term)].filter((s) => s.trim()).join("\n");
}

/** A file name for an export: the title as words, never a path. */
export function exportFileName(title: string, ext: "md" | "docx"): string {
  const base = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase()
    .slice(0, 80);
  return `${base || "content-brief"}-brief.${ext}`;
}
