/**
 * Reading and removing a brand's sample data (issue #17 §7). The rows are the ones sample_rows
 * lists for the brand (modules/sample-data/seed.ts records them as it makes them), so removal
 * deletes exactly those and nothing anyone made since. All of it runs as the user, through the
 * tenant wall.
 */
import { and, eq, sql } from "drizzle-orm";
import { sampleRows, seoSerps } from "@/db/schema";
import type { Tx } from "@/db/client";
import { logScopeActivity } from "@/lib/activity";
import { asSystem } from "@/lib/system";
import { deleteFile } from "@/lib/storage";
import { accessTo, withScope, type BrandScope, type ReadBatch } from "@/lib/brand-scope";
import type { AuthUser } from "@/lib/auth/types";
import { atLeast } from "@/lib/permissions";

/** Removing sample data is brand administration: owners and admins. */
export const SAMPLE_DATA_MODULE = "brand-settings";

export type SampleDataState = { present: boolean; canRemove: boolean };

export async function getSampleDataState(scope: BrandScope): Promise<SampleDataState> {
  const rows = await withScope(scope, (tx) => tx.select({ id: sampleRows.rowId }).from(sampleRows).where(eq(sampleRows.brandId, scope.brandId)).limit(1));
  return sampleDataState(scope, rows.length > 0);
}

/**
 * Whether the user's saved current brand has sample rows, as one read of the shell's batch
 * (modules/navigation/shell.ts): the banner's question is asked on every page, and a transaction of
 * its own cost every request three more round trips. Same brand row and snapshot the batch mints
 * the scope from; under RLS, a brand the user cannot see has none.
 */
export function currentBrandHasSampleRows(batch: ReadBatch, user: Pick<AuthUser, "id">): Promise<boolean> {
  return batch
    .execute<{ present: boolean }>(sql`
      select exists (select 1 from ${sampleRows}
        where ${sampleRows.brandId} = (select cn.brand_id from current_navigation cn where cn.user_id = ${user.id}::uuid)) as "present"`)
    .then((rows) => rows[0]?.present === true);
}

/** The banner's state for a brand whose sample rows were (or were not) found. */
export async function sampleDataState(scope: BrandScope, present: boolean): Promise<SampleDataState> {
  return { present, canRemove: present && atLeast(await accessTo(scope, SAMPLE_DATA_MODULE), "edit") };
}

/** Tables that may hold sample rows: public tables with an id and a brand_id (names come from the catalog, never from a row). */
async function knownTables(tx: Tx): Promise<Set<string>> {
  const rows = await tx.execute<{ table_name: string }>(sql`
    select c.table_name from information_schema.columns c
    where c.table_schema = 'public' and c.column_name in ('id', 'brand_id')
    group by c.table_name having count(*) = 2`);
  return new Set(rows.map((r) => r.table_name));
}

type RemovedSampleData = { removed: number };

/** Stored files (lib/storage) go through deleteFile, which also removes bytes kept in a bucket. */
const FILES_TABLE = "storage_objects";

export async function removeSampleData(scope: BrandScope): Promise<RemovedSampleData> {
  const out = await withScope(scope, async (tx) => {
    const marked = await tx
      .select({ table: sampleRows.tableName, n: sql<number>`count(*)::int` })
      .from(sampleRows)
      .where(eq(sampleRows.brandId, scope.brandId))
      .groupBy(sampleRows.tableName);
    const files = (
      await tx
        .select({ id: sampleRows.rowId })
        .from(sampleRows)
        .where(and(eq(sampleRows.brandId, scope.brandId), eq(sampleRows.tableName, FILES_TABLE)))
    ).map((f) => f.id);
    const known = await knownTables(tx);
    let pending = marked.filter((m) => known.has(m.table) && m.table !== FILES_TABLE).map((m) => m.table);
    let removed = 0;
    // Rows that others point at with a restricting key go once what points at them is gone: retry
    // the refused tables until a pass removes nothing more (each delete in its own savepoint).
    for (let pass = 0; pending.length && pass < 10; pass++) {
      const refused: string[] = [];
      for (const table of pending) {
        try {
          const rows = await tx.transaction((sp) =>
            sp.execute(sql`
              delete from ${sql.identifier(table)} t using sample_rows s
              where s.brand_id = ${scope.brandId}::uuid and s.table_name = ${table} and t.id = s.row_id and t.brand_id = ${scope.brandId}::uuid
              returning t.id`),
          );
          removed += rows.length;
        } catch (e) {
          const err = e as { code?: string; cause?: { code?: string } };
          if ((err.code ?? err.cause?.code) !== "23503") throw e;
          refused.push(table);
        }
      }
      if (refused.length === pending.length) throw new Error(`Sample rows in ${refused.join(", ")} are still referenced.`);
      pending = refused;
    }
    await tx.delete(sampleRows).where(and(eq(sampleRows.brandId, scope.brandId)));
    await logScopeActivity(tx, scope, "sample_data_removed", `Removed the sample data (${removed + files.length} rows)`, { removed: removed + files.length });
    return { removed, files };
  });
  // Once nothing points at them any more: each file's row and its bytes, wherever the driver keeps them.
  let removed = out.removed;
  for (const id of out.files) if (await deleteFile(scope, id)) removed++;
  // The sample SERP lives in the shared cache (written by the system role only), kept to this brand.
  removed += await asSystem("sample data: remove the brand's sample SERPs from the shared cache", async (db) => (await db.delete(seoSerps).where(eq(seoSerps.sampleBrandId, scope.brandId)).returning({ id: seoSerps.id })).length);
  return { removed };
}
