/**
 * A bulk write refreshes the planner's statistics of the tables it grew at once (lib/system
 * analyzeAfterBulkWrite), so the page opened right after an import is planned for the rows it has;
 * a small write leaves that to autovacuum / the embedded owner's maintenance.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { activityLogs } from "@/db/schema";
import { analyzeAfterBulkWrite, BULK_WRITE_ROWS } from "@/lib/system";

async function lastAnalyze(): Promise<string | null> {
  const rows = await getDb().execute<{ at: string | null }>(
    "select greatest(last_analyze, last_autoanalyze)::text as at from pg_stat_user_tables where relname = 'activity_logs'",
  );
  return rows[0]?.at ?? null;
}

describe("analyzeAfterBulkWrite", () => {
  it("analyzes the tables after a bulk write, not after a small one", async () => {
    const before = await lastAnalyze();
    await analyzeAfterBulkWrite([activityLogs], BULK_WRITE_ROWS - 1);
    expect(await lastAnalyze()).toBe(before);
    await analyzeAfterBulkWrite([activityLogs], BULK_WRITE_ROWS);
    await expect.poll(lastAnalyze, { timeout: 10_000 }).not.toBe(before);
  });
});
