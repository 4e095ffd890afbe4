/** The on-page audit's checks, in the order the page lists them, and the run over a whole crawl. */
import type { Check, Issue, SiteIndex, Severity } from "../types";
import { statusChecks } from "./status";
import { metaChecks } from "./meta";
import { indexingChecks } from "./indexing";
import { hreflangChecks } from "./hreflang";
import { contentChecks } from "./content";

export const CHECKS: Check[] = [...statusChecks, ...indexingChecks, ...metaChecks, ...hreflangChecks, ...contentChecks];
export const CHECK_BY_KEY = new Map(CHECKS.map((c) => [c.key, c]));

export function runChecks(site: SiteIndex): Issue[] {
  const issues: Issue[] = [];
  for (const page of site.pages) {
    for (const check of CHECKS) {
      for (const f of check.run(page, site)) {
        issues.push({ pageUrl: page.url, checkKey: check.key, severity: f.severity ?? check.severity, evidence: f.evidence, details: f.details ?? {} });
      }
    }
  }
  return issues;
}

export const SEVERITY_WEIGHT: Record<Severity, number> = { critical: 25, warning: 8, notice: 2 };

/** 100 minus the weight of each distinct failing check on the page (a page with 40 vague links is not 40 times worse). */
export function pageScore(issues: Issue[]): number {
  const worst = new Map<string, Severity>();
  for (const i of issues) if (!worst.has(i.checkKey)) worst.set(i.checkKey, i.severity);
  let score = 100;
  for (const s of worst.values()) score -= SEVERITY_WEIGHT[s];
  return Math.max(0, score);
}
