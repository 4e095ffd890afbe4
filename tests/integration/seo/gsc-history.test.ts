/**
 * "Sync 16 months" (`seo.gsc_history`) through the job runner against the loopback Search Console: the
 * range walked in 28-day slices, newest first, each one Search Analytics query (query × page × date)
 * paged by startRow plus its date × device and date × country splits; the rows stored as the API sync stores them; a brand without a Google connection
 * fails at once with the words the page shows.
 */
import { describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { seoGscRows } from "@/db/schema";
import { JobRunner, listJobs } from "@/lib/jobs";
import { brandWithScope, connectSearchConsole, withFakeSeoProviders } from "../helpers/seo-providers";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const { GSC_HISTORY_TASK, enqueueHistorySync } = await import("@/modules/seo/declines/history-job");

const fake = withFakeSeoProviders({ searchConsole: true });

const day = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function runJob(brandId: string) {
  await new JobRunner({ workerId: `gsc-history-${brandId.slice(0, 8)}`, tasks: [GSC_HISTORY_TASK] }).runDueOnce();
  const [job] = await listJobs(getDb(), sql`task = ${GSC_HISTORY_TASK} and brand_id = ${brandId}`, 1);
  return job!;
}

describe("Search Console history sync", () => {
  it("walks the range in 28-day slices, newest first, one paged query each, and stores the rows", async () => {
    const { scope } = await brandWithScope();
    await connectSearchConsole(scope.brandId, "https://www.example.co.uk/");
    const before = fake().requests.length;
    await enqueueHistorySync(scope, 60);
    await expect(enqueueHistorySync(scope, 60)).rejects.toThrow(/already running/);
    expect((await runJob(scope.brandId)).status).toBe("succeeded");

    type Body = { startDate: string; endDate: string; dimensions: string[]; startRow: number; rowLimit: number };
    const asked = fake().requests.slice(before).filter((r) => r.path.endsWith("/searchAnalytics/query")).map((r) => r.body as Body);
    const queries = asked.filter((q) => q.dimensions.includes("query"));
    // Each slice is also asked by date × device and date × country, for /seo-analytics' splits.
    expect(asked.filter((q) => !q.dimensions.includes("query")).map((q) => [q.dimensions.join(","), q.startDate, q.endDate])).toEqual(
      queries.flatMap((q) => [["date,device", q.startDate, q.endDate], ["date,country", q.startDate, q.endDate]]),
    );
    // 60 days: 28 + 28 + 4, newest first, contiguous, ending two days ago (Search Console's lag).
    expect(queries.map((q) => [q.startDate, q.endDate])).toEqual([
      [day(queries[0]!.endDate, -27), queries[0]!.endDate],
      [day(queries[0]!.endDate, -55), day(queries[0]!.endDate, -28)],
      [day(queries[0]!.endDate, -59), day(queries[0]!.endDate, -56)],
    ]);
    expect(queries[0]!.endDate).toBe(new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10));
    for (const q of queries) expect(q).toMatchObject({ dimensions: ["query", "page", "date"], startRow: 0, rowLimit: 25_000 });
    const rows = await getDb().select().from(seoGscRows).where(and(eq(seoGscRows.brandId, scope.brandId), eq(seoGscRows.source, "gsc")));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.day !== null && (r.query !== null && r.page !== null) !== (r.device !== null || r.country !== null))).toBe(true);
  });

  it("fails at once, with what to do, when the brand has no Google connection", async () => {
    const { scope } = await brandWithScope();
    await enqueueHistorySync(scope, 28);
    const job = await runJob(scope.brandId);
    expect(job.status).toBe("failed");
    expect(job.lastError).toMatch(/Google/);
    expect(job.attempts).toBe(1);
  });
});
