import type { Check, Finding, LinkFact, PageFacts } from "../types";

/** A crawled page of the site that answered 200 with HTML: the pages the on-page checks judge. */
export function htmlPage(p: PageFacts): p is PageFacts & { html: NonNullable<PageFacts["html"]> } {
  return !p.external && p.status === 200 && p.html !== null;
}

export const clip = (s: string, n = 160) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

const escapeAttr = (s: string) => s.replace(/"/g, "&quot;");

export function anchorEvidence(l: LinkFact): string {
  return `<a href="${escapeAttr(clip(l.href, 200))}">${clip(l.text, 80)}</a>`;
}

export function statusText(p: PageFacts | undefined): string {
  if (!p) return "not crawled";
  if (p.status === null) return p.fetchError ? `no answer (${p.fetchError})` : "no answer";
  return `HTTP ${p.status}`;
}

/** Shorthand for a check with one finding or none. */
export function one(evidence: string | null, details?: Record<string, unknown>): Finding[] {
  return evidence === null ? [] : [{ evidence, details }];
}

export const defineChecks = (checks: Check[]) => checks;
