/**
 * The daily GA4 sync (issue #19) on the SEO hourly tick, against the loopback fake Google (OAuth and
 * the GA4 Data API's runReport with its documented body): brands with Analytics access and a chosen
 * property are queued once per day with their next time stored, the first run reads 90 days, later
 * runs read on from the last synced day (re-reading the two days GA4 may still be processing), a
 * sync already queued is not doubled, and /seo-analytics can say when it runs next and how it went.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { seoGa4Rows, seoSettings } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { cancelJob, JobRunner, listJobs } from "@/lib/jobs";
import { FAKE_GA4_DAY } from "@/tests/support/fake-google";
import { selectBrand } from "../helpers/brand-context";
import { createBrand, createUser } from "../helpers/factories";
import { withFakeGoogle } from "../helpers/seo-providers";
import { actAs } from "../helpers/session";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const g = await import("@/modules/integrations/actions");
const ga4 = await import("@/modules/integrations/ga4-actions");
const analytics = await import("@/modules/seo/analytics-actions");
const { SEO_GA4_SYNC_TASK } = await import("@/modules/seo/ga4-job");
const { enqueueDueGa4Syncs, getGa4Schedule, nextGa4Sync } = await import("@/modules/seo/ga4-schedule");

const fake = withFakeGoogle();
beforeEach(() => actAs(null));

const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);

async function connectedBrand(chooseProperty = true) {
  const owner = await createUser();
  const brand = await createBrand(owner);
  await selectBrand(owner, brand.id);
  actAs(owner);
  const started = await g.startGoogleConnectionAction({});
  if (!started.ok) throw new Error(started.error);
  const res = await fetch(started.data.url, { redirect: "manual" });
  const back = new URL(res.headers.get("location")!);
  const done = await g.completeGoogleConnectionAction({ code: back.searchParams.get("code")!, state: back.searchParams.get("state")! });
  if (!done.ok) throw new Error(done.error);
  if (chooseProperty) await ga4.chooseGa4PropertyAction({ property: "properties/250000001" });
  actAs(null);
  return { owner, brand, scope: await scopeFor(owner, brand.id) };
}

/**
 * Runs the queued GA4 syncs of `brandId` only. The job queue is shared by every test file of the run, and a runner
 * here would also take another file's queued GA4 sync and send it to this file's fake (an extra report request).
 */
async function runJobs(brandId: string) {
  const others = await listJobs(getDb(), sql`task = ${SEO_GA4_SYNC_TASK} and brand_id is distinct from ${brandId} and status = 'queued'`);
  for (const j of others) await cancelJob(getDb(), j.brandId ?? "", j.task, j.id);
  await new JobRunner({ workerId: `ga4-schedule-${Math.random()}`, tasks: [SEO_GA4_SYNC_TASK] }).runDueOnce();
}
const reportRanges = () =>
  fake()
    .requests.filter((r) => r.path.endsWith(":runReport"))
    .map((r) => (JSON.parse(r.body) as { dateRanges: { startDate: string; endDate: string }[] }).dateRanges[0]);

describe("daily GA4 sync", () => {
  it("queues brands with a property once a day and syncs incrementally from the last synced day", async () => {
    const { brand, scope } = await connectedBrand();
    const { brand: noProperty } = await connectedBrand(false);
    expect(await getGa4Schedule(scope)).toEqual({ nextAt: null, lastScheduled: null });
    // Brands of other test files in this database have GA4 properties too: their daily syncs would ask the
    // same fake, and they are not this test's subject.
    await getDb().execute(sql`
      insert into seo_settings (brand_id, next_ga4_sync_at)
      select brand_id, '2100-01-01'::timestamptz from google_connections where ga4_property is not null and brand_id <> ${brand.id}::uuid
      on conflict (brand_id) do update set next_ga4_sync_at = excluded.next_ga4_sync_at`);

    const now = new Date();
    const due = await enqueueDueGa4Syncs(now);
    expect(due).toContain(brand.id);
    expect(due).not.toContain(noProperty.id);
    const [settings] = await getDb().select().from(seoSettings).where(eq(seoSettings.brandId, brand.id));
    expect(settings!.nextGa4SyncAt).toEqual(nextGa4Sync(now));
    expect(settings!.nextGa4SyncAt!.getUTCHours()).toBe(6);
    // Not due again before that time.
    expect(await enqueueDueGa4Syncs(new Date(now.getTime() + 60_000))).not.toContain(brand.id);

    fake().requests.length = 0;
    await runJobs(brand.id);
    const yesterday = iso(new Date(Date.now() - DAY));
    // The first run reads 90 days, as "Sync Google Analytics" does.
    expect(reportRanges()).toEqual([{ startDate: iso(new Date(Date.now() - 90 * DAY)), endDate: yesterday }]);
    const rows = await getDb().select().from(seoGa4Rows).where(eq(seoGa4Rows.brandId, brand.id));
    expect(rows).toHaveLength(90 * FAKE_GA4_DAY.length);
    const first = await getGa4Schedule(scope);
    expect(first.lastScheduled).toMatchObject({ status: "succeeded", payload: { incremental: true, userId: null } });
    expect(first.nextAt).toEqual(nextGa4Sync(now));

    // The next day's tick: only the days from the last synced one on (two re-read) are asked.
    fake().requests.length = 0;
    const tomorrow = new Date(first.nextAt!.getTime() + 60_000);
    expect(await enqueueDueGa4Syncs(tomorrow)).toContain(brand.id);
    await runJobs(brand.id);
    expect(reportRanges()).toEqual([{ startDate: iso(new Date(Date.now() - 3 * DAY)), endDate: yesterday }]);
    expect(await getDb().select().from(seoGa4Rows).where(eq(seoGa4Rows.brandId, brand.id))).toHaveLength(90 * FAKE_GA4_DAY.length);
    expect((await getGa4Schedule(scope)).nextAt).toEqual(nextGa4Sync(tomorrow));
  });

  it("does not queue a second sync while one is queued, and a failed run says why", async () => {
    const { owner, brand, scope } = await connectedBrand();
    actAs(owner);
    expect(await analytics.syncGa4Action({ days: 7 })).toMatchObject({ ok: true, data: { alreadyRunning: false } });
    actAs(null);
    expect(await enqueueDueGa4Syncs()).toContain(brand.id);
    const queued = await listJobs(getDb(), sql`task = ${SEO_GA4_SYNC_TASK} and brand_id = ${brand.id}`);
    expect(queued.map((j) => j.payload.incremental ?? false)).toEqual([false]);
    await runJobs(brand.id);

    fake().ga4Access = false;
    const later = new Date((await getGa4Schedule(scope)).nextAt!.getTime() + 60_000);
    expect(await enqueueDueGa4Syncs(later)).toContain(brand.id);
    await runJobs(brand.id);
    fake().ga4Access = true;
    const { lastScheduled } = await getGa4Schedule(scope);
    expect(lastScheduled).toMatchObject({ status: "failed", attempts: 1 });
    expect(lastScheduled?.lastError).toMatch(/cannot read this Google Analytics property \(HTTP 403\)/);
  });
});
