/**
 * Reading meeting minutes and transcripts into plain text lines ("Speaker: what they said" where a
 * speaker is known). Pure, so it runs in tests and in the browser preview alike; .docx goes
 * through ./docx (server only).
 */
import type { TranscriptSource } from "@/db/schema/meeting-minutes";

/** Stored text is capped: a two-hour meeting transcript is ~120,000 characters. */
export const TRANSCRIPT_MAX_CHARS = 200_000;
/** Uploads are capped below the server-action body limit (2 MB) with room for base64. */
export const TRANSCRIPT_MAX_FILE_BYTES = 1_000_000;

const UPLOAD_EXTENSIONS = ["txt", "md", "vtt", "docx"] as const;
export type UploadFormat = (typeof UPLOAD_EXTENSIONS)[number];

export function formatOfFile(fileName: string): UploadFormat | null {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  if (ext === "markdown") return "md";
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(ext ?? "") ? (ext as UploadFormat) : null;
}

/** Line endings, a byte-order mark, trailing spaces and runs of blank lines. */
export function normalizeText(text: string): string {
  return text
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const TIMING = /^(?:\d{1,2}:)?\d{2}:\d{2}[.,]\d{3}\s+-->\s+(?:\d{1,2}:)?\d{2}:\d{2}[.,]\d{3}/;

function decodeEntities(s: string): string {
  return s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&nbsp;/g, " ").replace(/&amp;/g, "&");
}

/**
 * WebVTT captions → one line per speaker turn. Cue numbers, timings, NOTE/STYLE/REGION blocks and
 * markup go; `<v Name>` voices (and "Name: " prefixes, as Zoom and Teams write them) become the
 * speaker, and consecutive cues of one speaker are joined, because captions cut sentences apart.
 */
export function vttToText(vtt: string): string {
  const blocks = normalizeText(vtt).split(/\n\s*\n/);
  const turns: { speaker: string | null; text: string }[] = [];
  for (const block of blocks) {
    const lines = block.split("\n");
    if (/^(WEBVTT|NOTE|STYLE|REGION)\b/.test(lines[0] ?? "")) continue;
    const t = lines.findIndex((l) => TIMING.test(l.trim()));
    if (t === -1) continue;
    let raw = lines.slice(t + 1).join(" ").trim();
    if (!raw) continue;
    let speaker: string | null = null;
    const voice = /<v(?:\.[^\s>]+)*\s+([^>]+)>/.exec(raw);
    if (voice) speaker = voice[1]!.trim();
    raw = decodeEntities(raw.replace(/<[^>]+>/g, "")).replace(/\s+/g, " ").trim();
    if (!speaker) {
      const prefixed = /^([A-Z][\p{L}'’.-]*(?: [A-Z][\p{L}'’.-]*){0,3}):\s+(.*)$/u.exec(raw);
      if (prefixed) {
        speaker = prefixed[1]!;
        raw = prefixed[2]!;
      }
    }
    if (!raw) continue;
    const last = turns.at(-1);
    if (last && last.speaker === speaker) last.text = `${last.text} ${raw}`;
    else turns.push({ speaker, text: raw });
  }
  return turns.map((t) => (t.speaker ? `${t.speaker}: ${t.text}` : t.text)).join("\n");
}

/** The stored text of a pasted or uploaded (non-docx) transcript. */
export function textOf(content: string, source: Exclude<TranscriptSource, "docx">): string {
  return source === "vtt" || (source === "paste" && /^WEBVTT\b/.test(content.replace(/^\uFEFF/, "").trimStart())) ? vttToText(content) : normalizeText(content);
}
