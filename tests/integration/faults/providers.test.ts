/**
 * Issue #27, provider faults: an AI engine (a SAIO run), a SERP provider (a rank check) and a social
 * network (a LinkedIn refresh) that hang, answer 500s, answer cut-off JSON or a 50 MB body. Each
 * time the step fails with a reason a person can act on, nothing is charged for what was not
 * delivered, the process stays responsive (event-loop delay sampled while the step runs), and the
 * same step succeeds once the provider is healthy again. Every fault goes through the real outbound
 * client to a real socket (tests/support/fault-proxy.ts in front of the documented fakes).
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { aiEngines, apiCalls, brands, saioRuns, socialProfiles } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { JobRunner } from "@/lib/jobs";
import { resetCallSlots } from "@/modules/ai/rate-limit";
import { FAULTS, startFaultProxy, throughProxy, type Fault, type FaultProxy } from "@/tests/support/fault-proxy";
import { startFakeOpenAI, type FakeOpenAI } from "@/tests/support/fake-openai";
import { fakeSeoEnv, startFakeSeoProviders, type FakeSeoProviders } from "@/tests/support/fake-seo-providers";
import { fakeSocialEnv, startFakeSocial, type FakeSocial } from "@/tests/support/fake-social";
import { selectBrand } from "../helpers/brand-context";
import { createBrand, createUser } from "../helpers/factories";
import { actAs } from "../helpers/session";
import { withEnv } from "../helpers/seo-providers";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const saio = await import("@/modules/saio/actions");
const { SAIO_RUN_TASK } = await import("@/modules/saio/jobs");
const rankActions = await import("@/modules/seo/rank-actions");
const { SEO_RANK_CHECK_TASK } = await import("@/modules/seo/jobs");
const { getRankCheckProgress } = await import("@/modules/seo/queries/rankings");
const { runRankCheck } = await import("@/modules/seo/rank-check");
const connect = await import("@/modules/social/connect/actions");
const { refreshProfile } = await import("@/modules/social/refresh");

/** Every outbound call gives up after this long, so a hanging provider costs a test seconds, not minutes. */
const TIMEOUT_S = 1;
/** The longest the event loop may stall while a faulty answer is handled. */
const MAX_STALL_MS = 300;

let ai: FakeOpenAI, seo: FakeSeoProviders, social: FakeSocial;
let aiProxy: FaultProxy, seoProxy: FaultProxy, socialProxy: FaultProxy;

beforeAll(async () => {
  ai = await startFakeOpenAI(() => ({ content: "Acme PM and Trello are both good choices.", promptTokens: 1_000, completionTokens: 1_000 }), 0);
  seo = await startFakeSeoProviders();
  social = await startFakeSocial();
  [aiProxy, seoProxy, socialProxy] = await Promise.all([startFaultProxy(ai.baseUrl), startFaultProxy(seo.baseUrl), startFaultProxy(social.baseUrl)]);
});
withEnv(() => ({
  ...fakeSeoEnv(seoProxy.origin),
  ...fakeSocialEnv(socialProxy.origin),
  OUTBOUND_ALLOW_PRIVATE_HOSTS: [aiProxy.host, seoProxy.host, socialProxy.host].join(","),
  OUTBOUND_MAX_TIMEOUT_SECONDS: String(TIMEOUT_S),
}));
afterAll(async () => {
  await Promise.all([aiProxy, seoProxy, socialProxy, ai, seo, social].map((x) => x?.close()));
});
beforeEach(() => {
  actAs(null);
  resetCallSlots();
  seo.reset();
  social.reset();
  for (const p of [aiProxy, seoProxy, socialProxy]) p.fault = "pass";
});

/** Runs `step` while sampling the event loop; returns its result and the longest stall seen. */
async function responsive<T>(step: () => Promise<T>): Promise<{ result: T; stallMs: number; ms: number }> {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  const started = Date.now();
  try {
    const result = await step();
    return { result, stallMs: h.max / 1e6, ms: Date.now() - started };
  } finally {
    h.disable();
  }
}

async function charged(brandId: string): Promise<number> {
  const [row] = await getDb().execute<{ total: string }>(sql`select coalesce(sum(cost_usd), 0)::text as total from api_calls where brand_id = ${brandId}`);
  return Number(row!.total);
}

const failedCalls = (brandId: string) =>
  getDb().select({ errorCode: apiCalls.errorCode, status: apiCalls.status, ok: apiCalls.ok }).from(apiCalls).where(and(eq(apiCalls.brandId, brandId), eq(apiCalls.ok, false)));

async function owner(name: string) {
  const user = await createUser();
  const brand = await createBrand(user, name);
  await getDb().update(brands).set({ website: "https://acmepm.io" }).where(eq(brands.id, brand.id));
  await selectBrand(user, brand.id);
  actAs(user);
  return { user, brand, scope: await scopeFor(user, brand.id) };
}

/** What a person reads for each fault, whichever provider it came from. */
const REASON: Record<Exclude<Fault, "pass">, RegExp> = {
  hang: /did not answer in time|no answer in time|timed out|within/i,
  "500": /HTTP 500|server error/i,
  malformed: /not valid JSON|not the documented shape|unexpected format/i,
  huge: /more than \d+ MB|larger than \d+ MB/i,
};

const figures: string[] = [];
afterAll(() => {
  if (figures.length) console.log(`[faults] provider faults (timeout ${TIMEOUT_S} s):\n  ${figures.join("\n  ")}`);
});

describe("an AI engine that fails (SAIO run)", () => {
  it.each(FAULTS)("%s: the answer fails with the reason, nothing is charged, a healthy engine then answers", async (fault) => {
    const { brand } = await owner(`AI ${fault}`);
    const [engine] = await getDb()
      .insert(aiEngines)
      .values({ brandId: brand.id, label: "Faulty model", provider: "openai-compatible", model: "test-model", baseUrl: throughProxy(ai.baseUrl, aiProxy), isDefault: true, priceInPerMTok: "1000", priceOutPerMTok: "1000" })
      .returning({ id: aiEngines.id });
    const added = await saio.createSaioPromptsAction({ texts: ["Which project management tool is best for agencies?"], topic: "Tools" });
    expect(added.ok).toBe(true);
    const promptIds = (await getDb().execute<{ id: string }>(sql`select id from saio_prompts where brand_id = ${brand.id}`)).map((p) => p.id);

    aiProxy.fault = fault;
    const started = await saio.startSaioRunAction({ promptIds, engineKeys: [engine!.id], samples: 1 });
    expect(started.ok).toBe(true);
    const { stallMs, ms } = await responsive(() => new JobRunner({ workerId: `faults-ai-${fault}`, tasks: [SAIO_RUN_TASK], pollMs: 20 }).runDueOnce());
    const [run] = await getDb().select().from(saioRuns).where(eq(saioRuns.brandId, brand.id));
    expect(run).toMatchObject({ status: "failed", done: 0, failed: 1 });
    expect(run!.message).toMatch(REASON[fault]);
    expect(await charged(brand.id)).toBe(0);
    expect(stallMs).toBeLessThan(MAX_STALL_MS);
    figures.push(`AI ${fault}: failed in ${ms} ms, longest stall ${Math.round(stallMs)} ms, ${aiProxy.faulted} faulty answers so far — "${run!.message}"`);

    aiProxy.fault = "pass";
    const again = await saio.startSaioRunAction({ promptIds, engineKeys: [engine!.id], samples: 1 });
    expect(again.ok).toBe(true);
    await new JobRunner({ workerId: `faults-ai-${fault}-ok`, tasks: [SAIO_RUN_TASK], pollMs: 20 }).runDueOnce();
    const [ok] = await getDb().select().from(saioRuns).where(and(eq(saioRuns.brandId, brand.id), eq(saioRuns.id, again.ok ? again.data.runId : "")));
    expect(ok).toMatchObject({ status: "succeeded", done: 1 });
    expect(await charged(brand.id)).toBe(2);
  });
});

describe("a SERP provider that fails (rank check)", () => {
  it.each(FAULTS)("%s: the check fails with the reason, nothing is charged, the next check works", async (fault) => {
    const { brand, scope } = await owner(`SEO ${fault}`);
    const tracked = await rankActions.trackNewSeoKeywordsAction({ text: `project management ${fault}` });
    expect(tracked.ok).toBe(true);

    seoProxy.fault = fault;
    expect(await rankActions.checkSeoRanksNowAction({})).toMatchObject({ ok: true });
    const { stallMs, ms } = await responsive(() => new JobRunner({ workerId: `faults-seo-${fault}`, tasks: [SEO_RANK_CHECK_TASK], pollMs: 20 }).runDueOnce());
    const progress = await getRankCheckProgress(scope);
    const reason = progress.job?.lastError ?? "";
    expect(reason).toMatch(REASON[fault]);
    expect(await charged(brand.id)).toBe(0);
    expect((await failedCalls(brand.id)).length).toBeGreaterThan(0);
    expect(stallMs).toBeLessThan(MAX_STALL_MS);
    figures.push(`SEO ${fault}: failed in ${ms} ms, longest stall ${Math.round(stallMs)} ms — "${reason}"`);

    seoProxy.fault = "pass";
    expect(await runRankCheck(scope)).toMatchObject({ checked: 1, failed: 0 });
    expect(await charged(brand.id)).toBeGreaterThan(0);
  });
});

describe("a social network that fails (LinkedIn refresh)", () => {
  it.each(FAULTS)("%s: the refresh fails with the reason on the profile and keeps what was stored", async (fault) => {
    const { brand, scope } = await owner(`Social ${fault}`);
    const started = await connect.startSocialConnectionAction({ network: "linkedin" });
    if (!started.ok) throw new Error(started.error);
    const consent = await fetch(started.data.url, { redirect: "manual" });
    const back = new URL(consent.headers.get("location")!);
    const done = await connect.completeSocialConnectionAction({ network: "linkedin", code: back.searchParams.get("code")!, state: back.searchParams.get("state")! });
    expect(done.ok).toBe(true);
    const [own] = await getDb().select().from(socialProfiles).where(eq(socialProfiles.brandId, brand.id));
    expect(await refreshProfile(scope, own!.id)).toMatchObject({ ok: true });
    const [before] = await getDb().select().from(socialProfiles).where(eq(socialProfiles.id, own!.id));

    socialProxy.fault = fault;
    const { result, stallMs, ms } = await responsive(() => refreshProfile(scope, own!.id));
    expect(result).toMatchObject({ ok: false });
    const [after] = await getDb().select().from(socialProfiles).where(eq(socialProfiles.id, own!.id));
    expect(after).toMatchObject({ lastStatus: "error", followers: before!.followers });
    expect(after!.lastError).toMatch(REASON[fault]);
    expect(stallMs).toBeLessThan(MAX_STALL_MS);
    figures.push(`Social ${fault}: failed in ${ms} ms, longest stall ${Math.round(stallMs)} ms — "${after!.lastError}"`);
  });
});
