/**
 * SAIO prompts from a file: the preview and the write, both reading the file on the server through
 * the import kit. All or nothing (a file with a problem imports nothing), then an upsert on the
 * natural key lower(btrim(text)): new prompts are added, a prompt whose file columns differ is
 * updated (columns the file does not have are left alone), the rest is unchanged — so importing
 * the same file again changes nothing.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { saioPrompts } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { buildPreview, countNoun, problemsMessage, validateTable, type ImportOutcome, type ImportPreview } from "@/lib/import";
import { readImportSource, type ImportSource } from "@/lib/import/source";
import { promptImportSpec, promptKey, promptsOf, PROMPT_NOUN, withDefaults, type PromptCsvRow, type PromptImportRow } from "./csv";
import { CSV_MAX_BYTES, PROMPTS_PER_BRAND } from "./inputs";
import { getTrackedSet, isBranded } from "./tracked";

async function read(source: ImportSource) {
  const table = await readImportSource(source, CSV_MAX_BYTES);
  const validation = validateTable(table.rows, [promptImportSpec]);
  return { table, validation, prompts: promptsOf(validation), errors: [...table.problems, ...validation.errors] };
}

export async function previewPromptsImport(_scope: BrandScope, source: ImportSource): Promise<ImportPreview> {
  const r = await read(source);
  const notes = r.prompts.repeated ? [`${countNoun(r.prompts.repeated, { one: "row repeats", many: "rows repeat" })} a prompt: the later row wins`] : [];
  return buildPreview(r.table, r.validation, { ready: r.prompts.rows.length, noun: PROMPT_NOUN, notes });
}

const FIELDS = ["topic", "tags", "country", "language", "active"] as const;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export async function importPrompts(scope: BrandScope, source: ImportSource): Promise<ImportOutcome> {
  const { prompts, errors } = await read(source);
  if (errors.length) throw new ActionError(problemsMessage(errors));
  if (!prompts.rows.length) throw new ActionError("Nothing was imported: the file has no prompts.");
  const tracked = await getTrackedSet(scope);
  return withScope(scope, async (tx) => {
    const keys = prompts.rows.map((p) => promptKey(p.text));
    const existing = new Map(
      (
        await tx
          .select({ id: saioPrompts.id, text: saioPrompts.text, topic: saioPrompts.topic, tags: saioPrompts.tags, country: saioPrompts.country, language: saioPrompts.language, active: saioPrompts.active })
          .from(saioPrompts)
          .where(and(eq(saioPrompts.brandId, scope.brandId), inArray(sql`lower(btrim(${saioPrompts.text}))`, keys)))
      ).map((p) => [promptKey(p.text), p]),
    );
    const fresh: PromptImportRow[] = [];
    const changes: { id: string; set: Partial<PromptCsvRow> }[] = [];
    for (const p of prompts.rows) {
      const old = existing.get(promptKey(p.text));
      if (!old) {
        fresh.push(p);
        continue;
      }
      const set: Partial<PromptCsvRow> = {};
      for (const f of FIELDS) if (p[f] !== undefined && !same(p[f], old[f])) Object.assign(set, { [f]: p[f] });
      if (Object.keys(set).length) changes.push({ id: old.id, set });
    }
    if (fresh.length) {
      const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(saioPrompts).where(eq(saioPrompts.brandId, scope.brandId))) as [{ count: number }];
      if (count + fresh.length > PROMPTS_PER_BRAND) {
        throw new ActionError(`A brand can track up to ${PROMPTS_PER_BRAND.toLocaleString("en")} prompts; it has ${count} and the file adds ${fresh.length}. Remove some first.`);
      }
      await tx.insert(saioPrompts).values(
        fresh.map((p) => ({ ...withDefaults(p), brandId: scope.brandId, branded: isBranded(tracked, p.text), source: "import", createdBy: scope.userId })),
      );
    }
    for (const c of changes) {
      await tx
        .update(saioPrompts)
        .set({ ...c.set, updatedAt: new Date() })
        .where(and(eq(saioPrompts.id, c.id), eq(saioPrompts.brandId, scope.brandId)));
    }
    const outcome = { added: fresh.length, updated: changes.length, unchanged: prompts.rows.length - fresh.length - changes.length };
    if (outcome.added || outcome.updated) {
      await logScopeActivity(
        tx,
        scope,
        "saio_prompts_imported",
        `Imported ${countNoun(prompts.rows.length, PROMPT_NOUN)} (${outcome.added} added, ${outcome.updated} updated, ${outcome.unchanged} unchanged)`,
        outcome,
      );
    }
    return outcome;
  });
}
