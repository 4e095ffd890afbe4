/**
 * Backlinks for agencies without DataForSEO Backlinks: a Semrush Backlinks export of the brand or of
 * a competitor becomes that target's profile of the day (referring domains, anchors, new and lost
 * links counted from the rows), and the link gap is recomputed. All or nothing: a file with a problem,
 * or links to a domain that is neither the brand's nor a competitor's, imports nothing.
 */
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { buildPreview, countNoun, problemsMessage, validateTable, type ImportIssue, type ImportOutcome, type ImportPreview } from "@/lib/import";
import { readImportSource, type ImportSource } from "@/lib/import/source";
import { profileFromLinks } from "../analysis/backlinks";
import { SEO_IMPORT_MAX_BYTES } from "../inputs";
import { BACKLINKS_MAX_COMPETITORS, recomputeLinkGap, storeBacklinkProfile } from "../queries/backlinks";
import { getBrandDomains } from "../queries/domains";
import { backlinkRecords, semrushBacklinksSpec, type BacklinkRecord } from "./backlinks-spec";

const NOUN = { one: "backlink", many: "backlinks" };

async function read(scope: BrandScope, source: ImportSource) {
  const table = await readImportSource(source, SEO_IMPORT_MAX_BYTES);
  const validation = validateTable(table.rows, [semrushBacklinksSpec]);
  const records = backlinkRecords(validation);
  const domains = await getBrandDomains(scope);
  const known = new Set([...domains.own, ...domains.competitors.slice(0, BACKLINKS_MAX_COMPETITORS)]);
  const byTarget = new Map<string, BacklinkRecord[]>();
  for (const r of records) byTarget.set(r.target, [...(byTarget.get(r.target) ?? []), r]);
  const errors: ImportIssue[] = [];
  for (const [target, rows] of byTarget) {
    if (known.has(target)) continue;
    errors.push({
      row: rows[0]!.row,
      column: "Target url",
      message: `${countNoun(rows.length, NOUN)} point to ${target}, which is neither the brand's website nor one of its competitors${domains.own.length ? ` (${[...known].join(", ")})` : ""}. Add it as a competitor under SEO Settings, or export the backlinks of the right domain.`,
    });
  }
  return { table, validation, byTarget, errors, own: domains.own };
}

export async function previewBacklinksImport(scope: BrandScope, source: ImportSource): Promise<ImportPreview> {
  const { table, validation, byTarget, errors, own } = await read(scope, source);
  const notes = [...byTarget].map(([target, rows]) => {
    const p = profileFromLinks(rows.map((r) => r.link));
    return `${own.includes(target) ? "The brand" : "Competitor"} ${target}: ${countNoun(p.summary.backlinks, { one: "live backlink", many: "live backlinks" })} from ${countNoun(p.summary.referringDomains, { one: "referring domain", many: "referring domains" })}${rows.length > p.summary.backlinks ? `, ${rows.length - p.summary.backlinks} lost` : ""}.`;
  });
  return buildPreview(table, validation, { ready: [...byTarget.values()].reduce((n, rows) => n + rows.length, 0), noun: NOUN, notes, errors });
}

/** Each target in the file becomes its profile of today (replacing today's earlier one); `added` counts the backlinks read. */
export async function importBacklinksFile(scope: BrandScope, source: ImportSource): Promise<ImportOutcome> {
  const { table, validation, byTarget, errors } = await read(scope, source);
  const all = [...table.problems, ...validation.errors, ...errors];
  if (all.length) throw new ActionError(problemsMessage(all));
  if (!byTarget.size) throw new ActionError("Nothing was imported: the file has no backlinks.");
  const fetchedAt = new Date();
  for (const [target, rows] of byTarget) await storeBacklinkProfile(scope, target, "semrush_import", profileFromLinks(rows.map((r) => r.link)), fetchedAt);
  await recomputeLinkGap(scope);
  const targets = [...byTarget.keys()];
  const links = [...byTarget.values()].reduce((n, r) => n + r.length, 0);
  await withScope(scope, (tx) => logScopeActivity(tx, scope, "seo_backlinks_imported", `Imported a Semrush Backlinks export for ${targets.join(", ")} (${countNoun(links, NOUN)})`, { targets, links }));
  return { added: links, updated: 0, unchanged: 0 };
}
