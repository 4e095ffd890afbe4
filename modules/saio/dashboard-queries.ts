/**
 * Extra reads for /saio-dashboard beside getDashboard: the engines that answered (for the engine
 * filter, which must list engines even while one is selected) and 95 % intervals for the two
 * metrics that are means rather than proportions (position, sentiment), where Wilson does not apply.
 */
import { and, desc, eq, gte, sql } from "drizzle-orm";
import { saioAnswers } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";

export type AnsweredEngine = { key: string; label: string; answers: number };

/** Engines with stored answers in the last `days` days, most answers first. */
export async function listAnsweredEngines(scope: BrandScope, days: number): Promise<AnsweredEngine[]> {
  const since = new Date(Date.now() - days * 86_400_000);
  const rows = await withScope(scope, (tx) =>
    tx
      .select({ key: saioAnswers.engineKey, label: sql<string>`max(${saioAnswers.engineLabel})`, answers: sql<number>`count(*)::int` })
      .from(saioAnswers)
      .where(and(eq(saioAnswers.brandId, scope.brandId), eq(saioAnswers.ok, true), gte(saioAnswers.createdAt, since)))
      .groupBy(saioAnswers.engineKey)
      .orderBy(desc(sql`count(*)`)),
  );
  return rows.map((r) => ({ key: r.key, label: r.label, answers: r.answers }));
}

/** A mean with its 95 % normal-approximation interval; low/high are null below two values. */
export type MeanInterval = { value: number; low: number | null; high: number | null; n: number };

function meanInterval(avg: number | null, sd: number | null, n: number, min: number, max: number): MeanInterval | null {
  if (avg === null || n === 0) return null;
  if (n < 2 || sd === null) return { value: avg, low: null, high: null, n };
  const half = (1.96 * sd) / Math.sqrt(n);
  return { value: avg, low: Math.max(min, avg - half), high: Math.min(max, avg + half), n };
}

/**
 * Average position of the first own mention (1 = named first) and sentiment toward the brand
 * (−1..1) over the period, each with its interval. Same answer filter as getDashboard.
 */
export async function getMeanIntervals(scope: BrandScope, days: number, engineKey?: string): Promise<{ position: MeanInterval | null; sentiment: MeanInterval | null }> {
  const since = new Date(Date.now() - days * 86_400_000);
  const [row] = await withScope(scope, (tx) =>
    tx
      .select({
        posAvg: sql<number | null>`avg(${saioAnswers.ownPosition})::float8`,
        posSd: sql<number | null>`stddev_samp(${saioAnswers.ownPosition})::float8`,
        posN: sql<number>`count(${saioAnswers.ownPosition})::int`,
        sentAvg: sql<number | null>`avg(${saioAnswers.sentiment})::float8`,
        sentSd: sql<number | null>`stddev_samp(${saioAnswers.sentiment})::float8`,
        sentN: sql<number>`count(${saioAnswers.sentiment})::int`,
      })
      .from(saioAnswers)
      .where(
        and(
          eq(saioAnswers.brandId, scope.brandId),
          eq(saioAnswers.ok, true),
          gte(saioAnswers.createdAt, since),
          engineKey ? eq(saioAnswers.engineKey, engineKey) : undefined,
        ),
      ),
  );
  if (!row) return { position: null, sentiment: null };
  return {
    position: meanInterval(row.posAvg, row.posSd, row.posN, 1, Number.POSITIVE_INFINITY),
    sentiment: meanInterval(row.sentAvg, row.sentSd, row.sentN, -1, 1),
  };
}
