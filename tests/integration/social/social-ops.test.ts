/**
 * Social ops (issue #22): Social Media Settings save and validation (the agent's address lives in
 * Brand Basic Data and passes the outbound guard), the Channel Mix run as a social.channel-mix job
 * scored from the brand's own questionnaire, personas and tracked results (another brand's data
 * never moves its scores) with an AI summary from the brand's engine, and /sm-batch-jobs' list,
 * retry and cancel — each scoped to the brand.
 */
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { aiEngines, brandData, brandQuestionnaireSteps, socialChannelMixRuns, socialMedia, socialProfiles, socialProfileSnapshots, socialSettings } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { defineTask, enqueueJob, ensureJobQueues, JobRunner, listJobs, PermanentJobError } from "@/lib/jobs";
import { lastUserText } from "../../support/fake-openai";
import { selectBrand } from "../helpers/brand-context";
import { fakeOpenAIForFile } from "../helpers/fake-engine";
import { createBrand, createUser } from "../helpers/factories";
import { actAs } from "../helpers/session";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const settingsActions = await import("@/modules/social/settings/actions");
const mixActions = await import("@/modules/social/channel-mix/actions");
const jobActions = await import("@/modules/social/batch-jobs/actions");
const { CHANNEL_MIX_TASK, listChannelMixRuns } = await import("@/modules/social/channel-mix/runs");
const { listSocialJobs } = await import("@/modules/social/batch-jobs/queries");
const { logSocialJob } = await import("@/modules/social/batch-jobs/progress");
const { getSocialSettings } = await import("@/modules/social/settings/queries");

const fake = fakeOpenAIForFile((req) => ({
  content: lastUserText(req).includes("scored social channel mix") ? "Lead with LinkedIn: the audience are operations managers and the goal is leads." : "{}",
  promptTokens: 300,
  completionTokens: 60,
}));

// A social task of the test's own, to exercise failure, retry and cancel through the real runner.
const FLAKY_TASK = "social.test-flaky";
let flakyFails = true;
defineTask<{ brandId: string }>({
  name: FLAKY_TASK,
  maxAttempts: 1,
  handler: async () => {
    if (flakyFails) throw new PermanentJobError("The fake network said no.");
  },
});

beforeEach(() => actAs(null));
afterAll(() => {
  flakyFails = true;
});

const runJobs = (tasks: string[]) => new JobRunner({ workerId: `social-ops-${Math.random()}`, tasks }).runDueOnce();

async function ownerWithBrand(name: string) {
  const owner = await createUser();
  const brand = await createBrand(owner, name);
  await selectBrand(owner, brand.id);
  actAs(owner);
  return { owner, brand, scope: await scopeFor(owner, brand.id) };
}

const validSettings = {
  postingWindows: [
    { network: "linkedin" as const, weekday: 2, start: "09:00", end: "11:00" },
    { network: "instagram" as const, weekday: 5, start: "18:00", end: "20:30" },
  ],
  timeZone: "Europe/Berlin",
  approvalRequired: true,
  hashtagSets: [{ name: "Launch", tags: ["#launch", "productivity", "Launch"] }],
  bannedWords: ["synergy", "Synergy", " leverage "],
  engine: "ai" as const,
  engineKey: "",
  agentWebhookUrl: "",
};

describe("social media settings", () => {
  it("saves windows, approval, hashtag sets, banned words and the writer; the agent's URL goes to Brand Basic Data", async () => {
    const { brand, scope } = await ownerWithBrand("Settings Saver");
    expect(await getSocialSettings(scope)).toMatchObject({ saved: false, timeZone: "UTC", postingWindows: [] });
    expect(await settingsActions.saveSocialSettingsAction(validSettings)).toEqual({ ok: true, data: { windows: 2 } });
    const s = await getSocialSettings(scope);
    expect(s).toMatchObject({ saved: true, timeZone: "Europe/Berlin", approvalRequired: true, bannedWords: ["synergy", "leverage"], engine: "ai", engineKey: null });
    expect(s.hashtagSets).toEqual([{ name: "Launch", tags: ["launch", "productivity"] }]);
    expect(s.postingWindows.map((w) => w.network)).toEqual(["instagram", "linkedin"]);

    // The agent writes: its public https address is stored in brand_data.agent_process_sm_webhook_url.
    const agent = { ...validSettings, engine: "agent" as const, agentWebhookUrl: "https://93.184.215.14/social" };
    expect(await settingsActions.saveSocialSettingsAction(agent)).toMatchObject({ ok: true });
    const [data] = await getDb().select({ url: brandData.agentProcessSmWebhookUrl }).from(brandData).where(eq(brandData.brandId, brand.id));
    expect(data!.url).toBe("https://93.184.215.14/social");
    expect((await getSocialSettings(scope)).engine).toBe("agent");
  });

  it("refuses bad input with a specific message and keeps what was saved", async () => {
    const { brand } = await ownerWithBrand("Settings Validator");
    await settingsActions.saveSocialSettingsAction(validSettings);
    const before = await getDb().select().from(socialSettings).where(eq(socialSettings.brandId, brand.id));
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ postingWindows: [{ network: "linkedin", weekday: 1, start: "11:00", end: "10:00" }] }, "postingWindows.0.end", /end after it starts/],
      [{ postingWindows: [{ network: "linkedin", weekday: 1, start: "9am", end: "10:00" }] }, "postingWindows.0.start", /24-hour time/],
      [{ timeZone: "Mars/Olympus" }, "timeZone", /time zone/],
      [{ hashtagSets: [{ name: "Bad", tags: ["two words"] }] }, "hashtagSets.0.tags.0", /letters, digits and underscores/],
      [{ hashtagSets: [{ name: "A", tags: ["x"] }, { name: "a", tags: ["y"] }] }, "hashtagSets", /same name/],
      [{ engine: "agent", agentWebhookUrl: "" }, "agentWebhookUrl", /webhook URL/],
      [{ agentWebhookUrl: "http://agent.example.com/x" }, "agentWebhookUrl", /https:\/\//],
    ];
    for (const [patch, field, message] of cases) {
      const r = await settingsActions.saveSocialSettingsAction({ ...validSettings, ...patch });
      expect(r.ok, JSON.stringify(patch)).toBe(false);
      if (!r.ok) expect(r.fieldErrors?.[field]?.[0], JSON.stringify(r)).toMatch(message);
    }
    // The SSRF guard refuses a private address, and the settings row is left as it was.
    const privateUrl = await settingsActions.saveSocialSettingsAction({ ...validSettings, agentWebhookUrl: "https://10.0.0.5/hook" });
    expect(privateUrl).toMatchObject({ ok: false, error: expect.stringMatching(/^The agent's webhook URL cannot be used: /) });
    const unknownEngine = await settingsActions.saveSocialSettingsAction({ ...validSettings, engineKey: "not-an-engine" });
    expect(unknownEngine).toMatchObject({ ok: false, error: expect.stringContaining("no longer connected") });
    expect(await getDb().select().from(socialSettings).where(eq(socialSettings.brandId, brand.id))).toEqual(before);
    const [data] = await getDb().select({ url: brandData.agentProcessSmWebhookUrl }).from(brandData).where(eq(brandData.brandId, brand.id));
    expect(data!.url).toBeNull();
  });
});

async function seedB2B(brandId: string) {
  const db = getDb();
  await db.insert(brandQuestionnaireSteps).values([
    { brandId, step: "offer", answers: { offer_summary: "Route planning software", business_model: "B2B" }, completedAt: new Date() },
    { brandId, step: "audience", answers: { primary_audience: "Operations managers at mid-size logistics companies" }, completedAt: new Date() },
    { brandId, step: "goals", answers: { goals: ["200 qualified leads a quarter"] }, completedAt: new Date() },
    { brandId, step: "channels", answers: { current_channels: ["Organic social"], best_channel: "LinkedIn posts by the CEO" }, completedAt: new Date() },
    { brandId, step: "budget", answers: { monthly_budget: "1,000 – 5,000", team_capacity: "One marketer, 6 hours a week" }, completedAt: new Date() },
  ]);
  const today = new Date();
  const [profile] = await db
    .insert(socialProfiles)
    .values({ brandId, network: "linkedin", handle: `own-${brandId.slice(0, 8)}`, isOwn: true, followers: 1100 })
    .returning({ id: socialProfiles.id });
  await db.insert(socialProfileSnapshots).values([
    { brandId, profileId: profile!.id, takenOn: new Date(today.getTime() - 60 * 86_400_000).toISOString().slice(0, 10), followers: 1000 },
    { brandId, profileId: profile!.id, takenOn: today.toISOString().slice(0, 10), followers: 1100 },
  ]);
  await db.insert(socialMedia).values(
    [0, 1, 2].map((i) => ({ brandId, profileId: profile!.id, network: "linkedin" as const, externalId: `post-${i}`, mediaType: "text" as const, publishedAt: new Date(today.getTime() - (i + 1) * 86_400_000), likes: 30, comments: 5, shares: 1, source: "import" as const })),
  );
}

describe("channel mix", () => {
  it("runs as a social job: scores from the brand's own data, logs its steps, writes the AI summary, and keeps each run", async () => {
    const { brand, scope } = await ownerWithBrand("Route Co Mix");
    await seedB2B(brand.id);
    // Another brand with a B2C questionnaire and a great Instagram must not move this brand's scores.
    const other = await createBrand(await createUser(), "Other Mix Brand");
    await getDb().insert(brandQuestionnaireSteps).values({ brandId: other.id, step: "offer", answers: { business_model: "B2C" } });

    const started = await mixActions.runChannelMixAction({});
    expect(started).toMatchObject({ ok: true, data: { alreadyRunning: false } });
    expect(await mixActions.runChannelMixAction({})).toMatchObject({ ok: true, data: { alreadyRunning: true } });
    expect((await listChannelMixRuns(scope))[0]).toMatchObject({ status: "queued", results: [] });

    await runJobs([CHANNEL_MIX_TASK]);
    const [run] = await listChannelMixRuns(scope);
    expect(run).toMatchObject({ status: "done", narrativeNote: "No AI engine is connected: the scores and reasons below are the whole result. Connect one on /integrations for a written summary.", narrative: null });
    const linkedin = run!.results[0]!;
    expect(linkedin).toMatchObject({ network: "linkedin", tier: "invest", postsPerWeek: 3, hoursPerWeek: 3.3 });
    expect(linkedin.factors.audience).toBe(100);
    // 36 interactions per post on 1,100 followers = 3.27 %; 1,000 → 1,100 followers.
    expect(linkedin.reasons[2]).toContain("engagement 3.3% per post against a typical 2.0% over 3 posts");
    expect(linkedin.reasons[2]).toContain("followers up 10.0% (1,000 → 1,100)");
    expect(linkedin.reasons[3]).toContain("named as the channel that works best");
    expect(run!.inputs).toMatchObject({ businessModel: "B2B", teamHours: 6 });
    expect(run!.capacity).toMatch(/more than the 6 hours the team has/);

    const jobs = await listSocialJobs(scope);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ task: CHANNEL_MIX_TASK, label: "Channel Mix analysis", status: "succeeded", progress: { done: 3, total: 3 }, canRetry: false, canCancel: false });
    expect(jobs[0]!.logs.map((l) => l.message)).toEqual([
      "Reading the questionnaire, personas and the brand's own social results",
      "Scored 6 networks: invest in LinkedIn",
      "Done",
    ]);

    // With an engine the second run carries a written summary, and the first stays to compare.
    await getDb().insert(aiEngines).values({ brandId: brand.id, label: "Local llama", provider: "openai-compatible", model: "llama3.1", baseUrl: fake().baseUrl, isDefault: true });
    await mixActions.runChannelMixAction({});
    await runJobs([CHANNEL_MIX_TASK]);
    const runs = await listChannelMixRuns(scope);
    expect(runs).toHaveLength(2);
    expect(runs[0]).toMatchObject({ status: "done", narrative: "Lead with LinkedIn: the audience are operations managers and the goal is leads.", narrativeNote: "Written by Local llama" });
    expect(lastUserText(fake().requests.at(-1)!)).toContain("LinkedIn: score");

    // The other brand sees none of it.
    const otherOwner = await createUser();
    const otherBrand = await createBrand(otherOwner, "Third Mix Brand");
    const otherScope = await scopeFor(otherOwner, otherBrand.id);
    expect(await listChannelMixRuns(otherScope)).toEqual([]);
    expect(await listSocialJobs(otherScope)).toEqual([]);
    expect(await getDb().select().from(socialChannelMixRuns).where(eq(socialChannelMixRuns.brandId, otherBrand.id))).toEqual([]);
  });
});

describe("social batch jobs", () => {
  it("lists only the brand's social jobs; retries a failed one and cancels a queued one; another brand's job is not found", async () => {
    await ensureJobQueues([FLAKY_TASK, CHANNEL_MIX_TASK]);
    const { brand: otherBrand, scope: otherScope } = await ownerWithBrand("Other Jobs Brand");
    const { brand, scope } = await ownerWithBrand("Jobs Brand");
    const db = getDb();
    const failing = (await enqueueJob(db, FLAKY_TASK, { brandId: brand.id }, { brandId: brand.id }))!;
    const foreign = (await enqueueJob(db, FLAKY_TASK, { brandId: otherBrand.id }, { brandId: otherBrand.id }))!;
    await logSocialJob(scope, { id: failing, task: FLAKY_TASK }, { message: "Fetched 2 of 5 posts", done: 2, total: 5 });

    await runJobs([FLAKY_TASK]);
    let [job] = await listSocialJobs(scope);
    expect(job).toMatchObject({ id: failing, status: "failed", lastError: "The fake network said no.", canRetry: true, progress: { done: 2, total: 5 } });
    expect(job!.label).toBe("Test flaky");
    expect((await listSocialJobs(scope, { status: "succeeded" })).length).toBe(0);

    // Another brand's job answers "not found", and stays as it was.
    expect(await jobActions.retrySocialJobAction({ jobId: foreign })).toMatchObject({ ok: false, error: expect.stringMatching(/^Not found/) });
    expect(await jobActions.cancelSocialJobAction({ jobId: foreign })).toMatchObject({ ok: false, error: expect.stringMatching(/^Not found/) });
    expect((await listJobs(db, sql`id = ${foreign}`))[0]!.status).toBe("failed");
    expect((await listSocialJobs(otherScope)).map((j) => j.id)).toEqual([foreign]);

    // Cancelling a failed job is refused with why; retrying it runs it again.
    expect(await jobActions.cancelSocialJobAction({ jobId: failing })).toEqual({ ok: false, error: "This job has already failed: there is nothing to cancel." });
    flakyFails = false;
    expect(await jobActions.retrySocialJobAction({ jobId: failing })).toEqual({ ok: true, data: { jobId: failing } });
    [job] = await listSocialJobs(scope);
    expect(job).toMatchObject({ status: "queued", canCancel: true });
    await runJobs([FLAKY_TASK]);
    [job] = await listSocialJobs(scope);
    expect(job).toMatchObject({ status: "succeeded", canRetry: false });
    expect(await jobActions.retrySocialJobAction({ jobId: failing })).toEqual({ ok: false, error: "This job finished successfully: there is nothing to retry." });

    // A queued job is cancelled and never runs; it can be retried from there.
    const queued = (await enqueueJob(db, FLAKY_TASK, { brandId: brand.id }, { brandId: brand.id, delayMs: 3_600_000 }))!;
    expect(await jobActions.cancelSocialJobAction({ jobId: queued })).toEqual({ ok: true, data: { jobId: queued } });
    expect((await listSocialJobs(scope, { status: "cancelled" })).map((j) => j.id)).toEqual([queued]);
    expect(await jobActions.retrySocialJobAction({ jobId: queued })).toEqual({ ok: true, data: { jobId: queued } });
    expect((await listSocialJobs(scope, { status: "queued" })).map((j) => j.id)).toEqual([queued]);
  });
});
