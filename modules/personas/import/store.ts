/**
 * Storing an import: valid rows only, never a partial row. Re-importing is idempotent: a persona of
 * the same name (case-insensitive) and brief is updated (a new version when its profile changed),
 * not duplicated.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { personas, personaVersions } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { checkPersona, hasErrors } from "../consistency";
import { getBriefSettings } from "../engine";
import { effectiveBrief, loadBrief } from "../generate/start";
import { comparablePersonas, insertPersona } from "../generate/store";
import { parsePersonaImport, problemText, type ImportRow } from "./parse";

export type ImportPreviewRow = { label: string; name: string; action: "create" | "update" | "unchanged" | "error"; problems: string[]; summary: string };
export type ImportPreview = { format: "csv" | "json"; fileError: string | null; rows: ImportPreviewRow[]; counts: { create: number; update: number; unchanged: number; error: number } };

async function existingByName(scope: BrandScope, briefId: string | null): Promise<Map<string, { id: string; profile: Record<string, unknown>; version: number }>> {
  const rows = await withScope(scope, (tx) =>
    tx
      .select({ id: personas.id, name: personas.name, profile: personas.profile, version: personas.version })
      .from(personas)
      .where(and(eq(personas.brandId, scope.brandId), briefId ? eq(personas.briefId, briefId) : isNull(personas.briefId))),
  );
  return new Map(rows.map((r) => [r.name.trim().toLowerCase(), r]));
}

/** Key order does not count: jsonb stores keys in its own order. */
function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === "object") return Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical((v as Record<string, unknown>)[k])]));
  return v;
}
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

function classify(rows: ImportRow[], existing: Awaited<ReturnType<typeof existingByName>>): ImportPreviewRow[] {
  const seen = new Set<string>();
  return rows.map((r) => {
    const key = r.name.trim().toLowerCase();
    const problems = r.problems.map((p) => problemText(r, p));
    if (!problems.length && seen.has(key)) problems.push(`${r.label}, name: "${r.name}" appears earlier in the file; each name once.`);
    seen.add(key);
    if (problems.length || !r.profile) return { label: r.label, name: r.name, action: "error" as const, problems, summary: "" };
    const found = existing.get(key);
    const action = !found ? "create" : same(found.profile, r.profile) ? "unchanged" : "update";
    return { label: r.label, name: r.name, action, problems: [], summary: r.profile.summary };
  });
}

export async function previewImport(scope: BrandScope, input: { text: string; fileName?: string | null; briefId: string | null }): Promise<ImportPreview> {
  if (input.briefId) await loadBrief(scope, input.briefId);
  const parsed = parsePersonaImport(input.text, input.fileName);
  const rows = classify(parsed.rows, await existingByName(scope, input.briefId));
  const counts = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const r of rows) counts[r.action]++;
  return { format: parsed.format, fileError: parsed.fileError, rows, counts };
}

export async function importPersonas(scope: BrandScope, input: { text: string; fileName?: string | null; briefId: string | null }): Promise<{ created: number; updated: number; unchanged: number; errors: string[] }> {
  const brief = input.briefId ? await loadBrief(scope, input.briefId) : null;
  const eff = brief ? effectiveBrief(brief, await getBriefSettings(scope)) : null;
  const parsed = parsePersonaImport(input.text, input.fileName);
  if (parsed.fileError) throw new ActionError(parsed.fileError);
  const existing = await existingByName(scope, brief?.id ?? null);
  const preview = classify(parsed.rows, existing);
  const errors = preview.flatMap((r) => r.problems);
  let created = 0;
  let updated = 0;
  let unchanged = 0;
  await withScope(scope, async (tx) => {
    const others = await comparablePersonas(tx, scope, brief?.id ?? null);
    for (const [i, row] of parsed.rows.entries()) {
      const p = preview[i]!;
      if (p.action === "error" || !row.profile) continue;
      if (p.action === "unchanged") {
        unchanged++;
        continue;
      }
      const segment = eff?.segments.find((s) => s.key === row.segmentKey || s.name.toLowerCase() === row.segmentKey?.toLowerCase()) ?? null;
      const found = existing.get(row.name.trim().toLowerCase());
      const consistency = checkPersona(
        { name: row.name, profile: row.profile },
        eff ? { ageMin: eff.ageMin, ageMax: eff.ageMax, b2b: eff.b2b, requiredAttributes: eff.requiredAttributes, segmentAttributes: segment?.attributes, segmentName: segment?.name } : null,
        others.filter((o) => o.id !== found?.id),
      );
      if (found) {
        const version = found.version + 1;
        await tx
          .update(personas)
          .set({ profile: row.profile, version, consistency, flagged: hasErrors(consistency), segmentKey: segment?.key ?? row.segmentKey, updatedAt: sql`now()` })
          .where(and(eq(personas.id, found.id), eq(personas.brandId, scope.brandId)));
        await tx.insert(personaVersions).values({ brandId: scope.brandId, personaId: found.id, version, name: row.name, profile: row.profile, note: "Updated by import", changedBy: scope.userId });
        updated++;
      } else {
        await insertPersona(tx, scope, {
          name: row.name,
          profile: row.profile,
          briefId: brief?.id ?? null,
          segmentKey: segment?.key ?? row.segmentKey,
          source: "import",
          consistency,
          flagged: hasErrors(consistency),
          generation: { importedFrom: input.fileName ?? parsed.format.toUpperCase() },
          note: "Imported",
        });
        created++;
      }
    }
  });
  return { created, updated, unchanged, errors };
}
