/**
 * "Fetch from DataForSEO Backlinks" as a durable job (issue #19) against the loopback fake with its
 * documented bodies: the action checks what would stop it at once and queues one job per brand; the
 * job runner fetches and stores every domain and the link gap; the progress (domains done, the gap)
 * and the outcome are read back from the job row and the store, as a reload would; a provider failure
 * fails the job with the provider's words, keeping what was fetched before it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { seoBacklinkProfiles } from "@/db/schema";
import { JobRunner, listJobs } from "@/lib/jobs";
import { dataForSeoError, fakeSeoEnv, fixture } from "@/tests/support/fake-seo-providers";
import { selectBrand } from "../helpers/brand-context";
import { createUser } from "../helpers/factories";
import { seoBrand } from "../helpers/seo-brand";
import { withFakeSeoProviders } from "../helpers/seo-providers";
import { actAs } from "../helpers/session";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const actions = await import("@/modules/seo/backlinks-actions");
const { SEO_BACKLINKS_FETCH_TASK, latestBacklinksFetch } = await import("@/modules/seo/backlinks-job");

const fake = withFakeSeoProviders();
// The job reads the deployment's DataForSEO login, as the app does: point it at the fake.
const saved: Record<string, string | undefined> = {};
beforeAll(() => {
  for (const [k, v] of Object.entries(fakeSeoEnv(fake().baseUrl))) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
});
afterAll(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});
beforeEach(() => actAs(null));

const BRAND = "https://www.stridelab.example";
const RIVALS = ["sportsshoes.com", "runnersneed.com"];
const runJobs = () => new JobRunner({ workerId: `backlinks-job-${Math.random()}`, tasks: [SEO_BACKLINKS_FETCH_TASK] }).runDueOnce();

async function ownerOf(name: string, rivals = RIVALS) {
  const owner = await createUser();
  const scope = await seoBrand(owner, name, BRAND, rivals);
  await selectBrand(owner, scope.brandId);
  actAs(owner);
  return scope;
}

describe("backlinks fetch as a job", () => {
  it("queues one fetch per brand, runs it in the job runner, and shows its progress and outcome after a reload", async () => {
    const scope = await ownerOf("Stride Lab Job");
    expect(await latestBacklinksFetch(scope)).toBeNull();
    expect(await actions.fetchBacklinksAction({})).toEqual({ ok: true, data: { ok: true, value: { jobId: expect.any(String), alreadyRunning: false, domains: 3 } } });
    expect(await actions.fetchBacklinksAction({})).toMatchObject({ ok: true, data: { ok: true, value: { jobId: null, alreadyRunning: true } } });
    // Nothing was asked inside the request.
    expect(fake().requests).toHaveLength(0);
    expect(await latestBacklinksFetch(scope)).toMatchObject({ job: { status: "queued" }, total: 3, done: 0, fetched: 0, gapDone: false });

    await runJobs();
    expect(fake().requests.filter((r) => r.path.startsWith("/v3/backlinks/"))).toHaveLength(13);
    const state = await latestBacklinksFetch(scope);
    expect(state, JSON.stringify(state)).toMatchObject({ job: { status: "succeeded", payload: { targets: ["stridelab.example", ...RIVALS] } }, total: 3, done: 3, fetched: 3, gapDone: true });
    const profiles = await getDb().select().from(seoBacklinkProfiles).where(eq(seoBacklinkProfiles.brandId, scope.brandId));
    expect(profiles.map((p) => p.target).sort()).toEqual(["runnersneed.com", "sportsshoes.com", "stridelab.example"]);

    // A second fetch the same day pays nothing: the run reads today's answers back.
    fake().reset();
    await actions.fetchBacklinksAction({});
    await runJobs();
    expect(fake().requests).toHaveLength(0);
    expect(await latestBacklinksFetch(scope)).toMatchObject({ job: { status: "succeeded" }, done: 3, fetched: 0, gapDone: true });
  });

  it("fails the job with the provider's words, keeping the domains fetched before the failure", async () => {
    const scope = await ownerOf("Stride Lab Failing");
    // The brand's four calls answer; the first competitor's summary says the subscription is missing.
    const own = (endpoint: string) => ({ json: fixture(`dataforseo-backlinks-${endpoint}-live.stridelab.example`) });
    fake().next(own("summary"), own("referring-domains"), own("backlinks"), own("anchors"), { json: dataForSeoError(40204, "Access denied. Visit Plans and Subscriptions to activate your subscription and get access to this API: https://app.dataforseo.com/backlinks-subscription", "task") });
    await actions.fetchBacklinksAction({});
    await runJobs();
    const state = await latestBacklinksFetch(scope);
    expect(state).toMatchObject({ job: { status: "failed", attempts: 1 }, total: 3, done: 1, fetched: 1, gapDone: false });
    expect(state?.job.lastError).toMatch(/^Backlinks API not enabled on this DataForSEO account \(40204\)/);
  });

  it("says at once, without queueing, what stops a fetch", async () => {
    const scope = await ownerOf("Stride Lab Alone", []);
    expect(await actions.fetchBacklinksAction({})).toMatchObject({ ok: true, data: { ok: false, failure: { kind: "not_configured", message: expect.stringContaining("No competitor has a domain") } } });
    expect(await listJobs(getDb(), sql`task = ${SEO_BACKLINKS_FETCH_TASK} and brand_id = ${scope.brandId}`)).toEqual([]);
  });
});
