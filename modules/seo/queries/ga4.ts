/**
 * GA4 organic-search rows of a brand (the Data API or a report download), one row per source,
 * dimension set and dimension values. A row whose figures did not change is left alone, so syncing
 * or importing the same period again is a no-op.
 */
import { and, eq, inArray } from "drizzle-orm";
import { seoGa4Rows } from "@/db/schema";
import type { Tx } from "@/db/client";
import type { BrandScope } from "@/lib/brand-scope";

export type Ga4Source = "ga4" | "ga4_export";
export type Ga4Row = { day: string | null; landingPage: string | null; device: string | null; country: string | null; sessions: number; engagedSessions: number; keyEvents: number };

/** The dimension set a row belongs to, in a fixed order: "date,landingPage,device,country", "date", "landingPage"… */
export function ga4Dims(r: Pick<Ga4Row, "day" | "landingPage" | "device" | "country">): string {
  return [r.day !== null && "date", r.landingPage !== null && "landingPage", r.device !== null && "device", r.country !== null && "country"].filter(Boolean).join(",") || "total";
}

export function ga4RowKey(source: Ga4Source, r: Ga4Row): string {
  return JSON.stringify([source, ga4Dims(r), r.day ?? "", r.landingPage ?? "", r.device ?? "", r.country ?? ""]);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export async function upsertGa4Rows(tx: Tx, scope: BrandScope, source: Ga4Source, rows: readonly Ga4Row[], fetchedAt: Date): Promise<{ added: number; updated: number; unchanged: number }> {
  const out = { added: 0, updated: 0, unchanged: 0 };
  const byKey = new Map<string, Ga4Row>();
  // Two rows of one key (a landing page with and without a trailing query string cut off) add up.
  for (const r of rows) {
    const key = ga4RowKey(source, r);
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...seen, sessions: seen.sessions + r.sessions, engagedSessions: seen.engagedSessions + r.engagedSessions, keyEvents: seen.keyEvents + r.keyEvents } : r);
  }
  const keys = [...byKey.keys()];
  for (let i = 0; i < keys.length; i += 1_000) {
    const part = keys.slice(i, i + 1_000);
    const existing = new Map((await tx.select().from(seoGa4Rows).where(and(eq(seoGa4Rows.brandId, scope.brandId), inArray(seoGa4Rows.rowKey, part)))).map((r) => [r.rowKey, r]));
    const inserts: (typeof seoGa4Rows.$inferInsert)[] = [];
    for (const key of part) {
      const r = byKey.get(key)!;
      const values = { sessions: Math.round(r.sessions), engagedSessions: Math.round(r.engagedSessions), keyEvents: round2(r.keyEvents) };
      const old = existing.get(key);
      if (!old) {
        inserts.push({ brandId: scope.brandId, source, dims: ga4Dims(r), rowKey: key, day: r.day, landingPage: r.landingPage, device: r.device, country: r.country, ...values, fetchedAt });
        out.added++;
      } else if (old.sessions === values.sessions && old.engagedSessions === values.engagedSessions && Math.fround(old.keyEvents) === Math.fround(values.keyEvents)) {
        out.unchanged++;
      } else {
        await tx.update(seoGa4Rows).set({ ...values, fetchedAt }).where(and(eq(seoGa4Rows.id, old.id), eq(seoGa4Rows.brandId, scope.brandId)));
        out.updated++;
      }
    }
    if (inserts.length) await tx.insert(seoGa4Rows).values(inserts);
  }
  return out;
}
