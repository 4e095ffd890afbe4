import { createHash } from "node:crypto";
import type { BriefDetail } from "./queries";

/**
 * The editor's React key: a digest of the fields it edits, so a refresh that changed them (a save,
 * Draft with AI) starts the form from the new values, while one that did not (status, assignee,
 * share, export) keeps what is being typed.
 */
export function briefEditorKey(b: BriefDetail): string {
  const fields = [b.title, b.keyword, b.intent, b.personaId, b.audience, b.angle, b.titleOptions, b.outline, b.outlineMethod, b.questions, b.terms, b.internalLinks, b.sources, b.targetWords, b.cta, b.publishedUrl, b.publishedAt];
  return createHash("sha1").update(JSON.stringify(fields)).digest("hex").slice(0, 16);
}
