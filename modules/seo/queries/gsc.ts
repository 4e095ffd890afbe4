/**
 * Search Console rows of a brand (the API or the Performance export), one row per source and
 * dimension set. A row whose figures did not change is left alone, so re-importing a file is a no-op.
 */
import { and, eq, inArray } from "drizzle-orm";
import { seoGscRows } from "@/db/schema";
import type { Tx } from "@/db/client";
import type { BrandScope } from "@/lib/brand-scope";
import type { SearchConsoleRow } from "../types";

/** The dimensions that name a row; a query row and a page row of the same text never collide. */
export function gscRowKey(source: "gsc" | "gsc_export", r: SearchConsoleRow): string {
  return JSON.stringify([source, r.query === null ? "page" : "query", r.date ?? "", r.query ?? "", r.page ?? "", r.country ?? "", r.device ?? ""]);
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

export async function upsertGscRows(tx: Tx, scope: BrandScope, source: "gsc" | "gsc_export", rows: readonly SearchConsoleRow[], fetchedAt: Date): Promise<{ added: number; updated: number; unchanged: number }> {
  const out = { added: 0, updated: 0, unchanged: 0 };
  const byKey = new Map(rows.map((r) => [gscRowKey(source, r), r]));
  const keys = [...byKey.keys()];
  for (let i = 0; i < keys.length; i += 1_000) {
    const part = keys.slice(i, i + 1_000);
    const existing = new Map(
      (await tx.select().from(seoGscRows).where(and(eq(seoGscRows.brandId, scope.brandId), inArray(seoGscRows.rowKey, part)))).map((r) => [r.rowKey, r]),
    );
    const inserts: (typeof seoGscRows.$inferInsert)[] = [];
    for (const key of part) {
      const r = byKey.get(key)!;
      const values = { clicks: r.clicks, impressions: r.impressions, ctr: round(r.ctr, 6), position: round(r.position, 2) };
      const old = existing.get(key);
      if (!old) {
        inserts.push({ brandId: scope.brandId, source, rowKey: key, day: r.date, query: r.query, page: r.page, country: r.country, device: r.device, ...values, fetchedAt });
        out.added++;
      } else if (old.clicks === values.clicks && old.impressions === values.impressions && Math.fround(old.ctr) === Math.fround(values.ctr) && Math.fround(old.position) === Math.fround(values.position)) {
        out.unchanged++;
      } else {
        await tx.update(seoGscRows).set({ ...values, fetchedAt }).where(and(eq(seoGscRows.id, old.id), eq(seoGscRows.brandId, scope.brandId)));
        out.updated++;
      }
    }
    if (inserts.length) await tx.insert(seoGscRows).values(inserts);
  }
  return out;
}
