/**
 * Social publishing (/sm-posts-selected): the LinkedIn and Instagram clients against a loopback fake
 * answering their documented bodies, scheduling rules (per-network checks, approval required, a
 * connection for API publishing), and scheduled publishing through the job runner — once, including
 * after a restart in the middle and after retryable failures.
 */
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { apiCalls, contentPosts, foundationalTasks, socialConnections, socialPublications, socialSettings, webhookDeliveries, type SocialPublicationMedia } from "@/db/schema";
import { scopeFor, type BrandScope } from "@/lib/brand-scope";
import { JobRunner } from "@/lib/jobs";
import type { AuthUser } from "@/lib/auth/types";
import { FAKE_PUBLISH, startFakeSocialPublish, type FakeSocialPublish } from "@/tests/support/fake-social-publish";
import { actAs } from "../helpers/session";
import { selectBrand } from "../helpers/brand-context";
import { createBrand, createUser } from "../helpers/factories";
import "@/modules/webhooks/jobs";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const { createLinkedInPost, linkedInVideoStatus, listLinkedInPosts, uploadLinkedInDocument, uploadLinkedInImage, uploadLinkedInVideo } = await import("@/modules/social/publish/linkedin");
const { createInstagramContainer, instagramContainerStatus, publishInstagramContainer, instagramPermalink } = await import("@/modules/social/publish/instagram");
const { PublishFailure } = await import("@/modules/social/publish/http");
const { sealSocial } = await import("@/modules/social/connect/connection");
const { advancePublication, setRunDeps } = await import("@/modules/social/publish/run");
const { enqueueDuePublications, SOCIAL_PUBLISH_TASK, SOCIAL_PUBLISH_TICK_TASK } = await import("@/modules/social/publish/jobs");
const { publishDuePosts } = await import("@/modules/content/calendar/publish");
const actions = await import("@/modules/social/publish/actions");
const approvalActions = await import("@/modules/social/publish/approval-actions");
const { decideApproval, previewApproval } = await import("@/modules/content/calendar/approvals");

let fake: FakeSocialPublish;
const saved: Record<string, string | undefined> = {};
beforeAll(async () => {
  fake = await startFakeSocialPublish();
  const vars = { ...fake.env(), OUTBOUND_ALLOW_PRIVATE_HOSTS: [process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS, fake.host].filter(Boolean).join(","), WEBHOOK_URL_CONTENT_PUBLISHED: "https://hooks.example.test/published" };
  for (const [k, v] of Object.entries(vars)) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
});
afterAll(async () => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  await fake.close();
});
beforeEach(async () => {
  fake.reset();
  actAs(null);
  // Each test watches its own posts go out: earlier tests' unfinished publications (due, in other
  // brands) are closed so a runner here does not publish them.
  await getDb().update(socialPublications).set({ state: "failed", lastError: "closed by the test set-up" }).where(sql`${socialPublications.state} not in ('published','failed')`);
});
afterEach(() => setRunDeps({}));

async function world(opts: { connect?: ("linkedin" | "instagram")[] } = {}): Promise<{ user: AuthUser; brand: { id: string; name: string }; scope: BrandScope }> {
  const user = await createUser();
  const brand = await createBrand(user);
  await selectBrand(user, brand.id);
  for (const network of opts.connect ?? ["linkedin", "instagram"]) {
    const id = randomUUID();
    const token = network === "linkedin" ? FAKE_PUBLISH.linkedinToken : FAKE_PUBLISH.instagramToken;
    await getDb()
      .insert(socialConnections)
      .values({ id, brandId: brand.id, network, accountId: network === "linkedin" ? FAKE_PUBLISH.linkedinAuthor : FAKE_PUBLISH.igUserId, accountName: `${brand.name} on ${network}`, accessCiphertext: sealSocial(brand.id, id, "access", token), keyId: "test" });
  }
  return { user, brand, scope: await scopeFor(user, brand.id) };
}

async function socialPost(brandId: string, channel: "linkedin" | "instagram", values: Partial<typeof contentPosts.$inferInsert> = {}): Promise<string> {
  const [row] = await getDb()
    .insert(contentPosts)
    .values({ brandId, kind: "social", channel, title: "Spring launch", bodyMd: "We launch (finally) on Monday #launch — thanks @team!", method: "manual", status: "selected", ...values })
    .returning({ id: contentPosts.id });
  return row!.id;
}

const post = async (id: string) => (await getDb().select().from(contentPosts).where(eq(contentPosts.id, id)))[0]!;
const publication = async (postId: string) => (await getDb().select().from(socialPublications).where(eq(socialPublications.postId, postId)))[0]!;
const creates = () => fake.requests.filter((r) => r.method === "POST" && r.path === "/rest/posts");
const igPublishes = () => fake.requests.filter((r) => r.method === "POST" && r.path.endsWith("/media_publish"));
const past = () => new Date(Date.now() - 60_000).toISOString();
const IMAGE = { url: "https://cdn.example.test/launch.jpg", kind: "image" as const, width: 1080, height: 1350 };

/** Schedules through the action (as the user), due a minute ago. */
async function schedule(user: AuthUser, postId: string, target: "api" | "webhook" | "reminder", media: SocialPublicationMedia[] = []) {
  actAs(user);
  const r = await actions.scheduleSocialPostAction({ postId, at: past(), target, media, format: null });
  actAs(null);
  return r;
}

function runner(id: string) {
  return new JobRunner({ workerId: id, tasks: [SOCIAL_PUBLISH_TASK, SOCIAL_PUBLISH_TICK_TASK], pollMs: 20 });
}

/** As a restarted deployment finds it: the dead process's lease over, its failed job due again. */
async function restart(postId: string) {
  const pub = await publication(postId);
  await getDb().update(socialPublications).set({ leaseUntil: new Date(Date.now() - 1000) }).where(eq(socialPublications.id, pub.id));
  await getDb().execute(sql`update pgboss.job set start_after = now() where name = ${SOCIAL_PUBLISH_TASK} and data->'payload'->>'publicationId' = ${pub.id} and state in ('retry','created')`);
}

describe("LinkedIn Posts API client", () => {
  it("creates a post with the versioned headers and the documented body; the URN comes from x-restli-id", async () => {
    const { brand } = await world();
    const r = await createLinkedInPost({ token: FAKE_PUBLISH.linkedinToken, author: FAKE_PUBLISH.linkedinAuthor }, { commentary: "Hello (world) #launch" }, { brandId: brand.id });
    expect(r.urn).toMatch(/^urn:li:share:\d+$/);
    expect(r.url).toBe(`https://www.linkedin.com/feed/update/${r.urn}/`);
    const [req] = creates();
    expect(req!.headers["linkedin-version"]).toMatch(/^\d{6}$/);
    expect(req!.headers["x-restli-protocol-version"]).toBe("2.0.0");
    expect(JSON.parse(req!.body)).toEqual({
      author: FAKE_PUBLISH.linkedinAuthor,
      commentary: "Hello \\(world\\) \\#launch",
      visibility: "PUBLIC",
      distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
      lifecycleState: "PUBLISHED",
      isReshareDisabledByAuthor: false,
    });
    const audit = await getDb().select().from(apiCalls).where(and(eq(apiCalls.brandId, brand.id), eq(apiCalls.provider, "linkedin")));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.path).toBe("/rest/posts");
    expect(await listLinkedInPosts({ token: FAKE_PUBLISH.linkedinToken, author: FAKE_PUBLISH.linkedinAuthor }, { brandId: brand.id })).toEqual([{ id: r.urn, commentary: "Hello \\(world\\) \\#launch", createdAt: expect.any(Number) }]);
  });

  it("uploads images first and references them (multiImage for several)", async () => {
    const { brand } = await world();
    const auth = { token: FAKE_PUBLISH.linkedinToken, author: FAKE_PUBLISH.linkedinAuthor };
    const a = await uploadLinkedInImage(auth, `${fake.baseUrl}/media/a.jpg`, { brandId: brand.id });
    const b = await uploadLinkedInImage(auth, `${fake.baseUrl}/media/b.jpg`, { brandId: brand.id });
    expect(a).toMatch(/^urn:li:image:/);
    expect(fake.requests.filter((r) => r.method === "PUT")).toHaveLength(2);
    await createLinkedInPost(auth, { commentary: "Two photos", imageUrns: [a, b] }, { brandId: brand.id });
    expect(JSON.parse(creates()[0]!.body).content).toEqual({ multiImage: { images: [{ id: a }, { id: b }] } });
  });

  it("uploads a video in the parts LinkedIn asks for, finalizes with their ETags in order, and reads its status", async () => {
    const { brand } = await world();
    const auth = { token: FAKE_PUBLISH.linkedinToken, author: FAKE_PUBLISH.linkedinAuthor };
    fake.setVideoPartBytes(1000);
    fake.setVideoProcessing(1);
    const urn = await uploadLinkedInVideo(auth, `${fake.baseUrl}/media/clip-2500.mp4`, { brandId: brand.id });
    expect(urn).toMatch(/^urn:li:video:/);
    const init = fake.requests.find((r) => r.path === "/rest/videos" && r.query.get("action") === "initializeUpload")!;
    expect(init.headers["linkedin-version"]).toMatch(/^\d{6}$/);
    expect(JSON.parse(init.body)).toEqual({ initializeUploadRequest: { owner: FAKE_PUBLISH.linkedinAuthor, fileSizeBytes: 2500, uploadCaptions: false, uploadThumbnail: false } });
    expect(fake.videos.get(urn)!.parts.map((q) => q.received)).toEqual([1000, 1000, 500]);
    const fin = fake.requests.find((r) => r.path === "/rest/videos" && r.query.get("action") === "finalizeUpload")!;
    expect(JSON.parse(fin.body)).toEqual({ finalizeUploadRequest: { video: urn, uploadToken: "", uploadedPartIds: fake.videos.get(urn)!.parts.map((q) => q.etag) } });
    expect(await linkedInVideoStatus(auth, urn, { brandId: brand.id })).toBe("PROCESSING");
    expect(await linkedInVideoStatus(auth, urn, { brandId: brand.id })).toBe("AVAILABLE");
    await createLinkedInPost(auth, { commentary: "Our roastery in 30 seconds", media: { id: urn, title: "Roastery tour" } }, { brandId: brand.id });
    expect(JSON.parse(creates()[0]!.body).content).toEqual({ media: { id: urn, title: "Roastery tour" } });
    // Every call is audited under LinkedIn, the parts included.
    const audit = await getDb().select({ path: apiCalls.path }).from(apiCalls).where(and(eq(apiCalls.brandId, brand.id), eq(apiCalls.provider, "linkedin")));
    expect(audit.filter((a) => a.path.startsWith("/upload/video/"))).toHaveLength(3);

    const doc = await uploadLinkedInDocument(auth, `${fake.baseUrl}/media/deck.pdf`, { brandId: brand.id });
    expect(doc).toMatch(/^urn:li:document:/);
    expect(fake.documents.get(doc)!.received).toBeGreaterThan(0);
    await expect(uploadLinkedInVideo(auth, `${fake.baseUrl}/missing.mp4`, { brandId: brand.id })).rejects.toMatchObject({ failure: { kind: "permanent", message: expect.stringContaining("could not be downloaded (HTTP 404)") } });
  });

  it("turns errors into clear retryable or permanent failures", async () => {
    const { brand } = await world();
    const bad = createLinkedInPost({ token: "expired", author: FAKE_PUBLISH.linkedinAuthor }, { commentary: "x" }, { brandId: brand.id });
    await expect(bad).rejects.toBeInstanceOf(PublishFailure);
    await expect(bad).rejects.toMatchObject({ failure: { kind: "permanent", message: "LinkedIn refused the token: Invalid access token. Reconnect LinkedIn on /integrations." } });
    fake.failNext("linkedin.create", { status: 429, body: { status: 429, message: "Resource level throttle limit" }, headers: { "retry-after": "120" } });
    await expect(createLinkedInPost({ token: FAKE_PUBLISH.linkedinToken, author: FAKE_PUBLISH.linkedinAuthor }, { commentary: "x" }, { brandId: brand.id })).rejects.toMatchObject({
      failure: { kind: "retryable", retryAfterMs: 120_000 },
    });
    const failed = await getDb().select().from(apiCalls).where(and(eq(apiCalls.brandId, brand.id), eq(apiCalls.ok, false)));
    expect(failed.map((f) => f.errorCode).sort()).toEqual(["http_401", "http_429"]);
  });
});

describe("Instagram content publishing client", () => {
  const auth = { token: FAKE_PUBLISH.instagramToken, igUserId: FAKE_PUBLISH.igUserId };

  it("container → FINISHED → media_publish → permalink", async () => {
    const { brand } = await world();
    const ctx = { brandId: brand.id };
    const container = await createInstagramContainer(auth, { caption: "Spring #launch", media: [IMAGE], format: "feed" }, ctx);
    expect(fake.containers.get(container)!.params).toMatchObject({ image_url: IMAGE.url, caption: "Spring #launch" });
    expect(await instagramContainerStatus(auth, container, ctx)).toBe("FINISHED");
    const media = await publishInstagramContainer(auth, container, ctx);
    expect(await instagramPermalink(auth, media, ctx)).toMatch(/^https:\/\/www\.instagram\.com\/p\//);
    expect(await instagramContainerStatus(auth, container, ctx)).toBe("PUBLISHED");
  });

  it("builds a carousel from item containers and a reel as REELS", async () => {
    const { brand } = await world();
    const ctx = { brandId: brand.id };
    const carousel = await createInstagramContainer(auth, { caption: "Three", media: [IMAGE, IMAGE, { url: "https://cdn.example.test/v.mp4", kind: "video", width: 1080, height: 1350 }], format: "carousel" }, ctx);
    const parent = fake.containers.get(carousel)!.params;
    expect(parent.media_type).toBe("CAROUSEL");
    const children = parent.children!.split(",");
    expect(children).toHaveLength(3);
    expect(children.map((c) => fake.containers.get(c)!.params.is_carousel_item)).toEqual(["true", "true", "true"]);
    expect(fake.containers.get(children[2]!)!.params).toMatchObject({ media_type: "VIDEO", video_url: "https://cdn.example.test/v.mp4" });
    const reel = await createInstagramContainer(auth, { caption: "Reel", media: [{ url: "https://cdn.example.test/r.mp4", kind: "video", width: 1080, height: 1920 }], format: "reel" }, ctx);
    expect(fake.containers.get(reel)!.params).toMatchObject({ media_type: "REELS", video_url: "https://cdn.example.test/r.mp4" });
  });

  it("an invalid token is permanent and says to reconnect", async () => {
    const { brand } = await world();
    await expect(createInstagramContainer({ ...auth, token: "nope" }, { caption: "", media: [IMAGE], format: "feed" }, { brandId: brand.id })).rejects.toMatchObject({
      failure: { kind: "permanent", message: expect.stringContaining("Reconnect Instagram") },
    });
  });
});

describe("scheduling a social post", () => {
  it("checks the network's rules, the connection and the brand's approval setting", async () => {
    const { user, brand } = await world({ connect: ["linkedin"] });
    const ig = await socialPost(brand.id, "instagram");
    expect(await schedule(user, ig, "webhook")).toEqual({ ok: false, error: "Add an image or a video: Instagram posts need media." });
    expect(await schedule(user, ig, "api", [IMAGE])).toEqual({ ok: false, error: "Instagram is not connected for this brand. Connect it on /integrations, or choose Publish via webhook or Remind me." });
    const li = await socialPost(brand.id, "linkedin", { bodyMd: "a".repeat(3001) });
    expect(await schedule(user, li, "api")).toMatchObject({ ok: false, error: expect.stringContaining("LinkedIn allows 3,000") });
    // Nothing was scheduled by the refusals.
    expect((await post(ig)).status).toBe("selected");
    expect(await getDb().select().from(socialPublications).where(eq(socialPublications.brandId, brand.id))).toEqual([]);

    await getDb().insert(socialSettings).values({ brandId: brand.id, approvalRequired: true });
    const ok = await socialPost(brand.id, "linkedin");
    expect(await schedule(user, ok, "api")).toMatchObject({ ok: false, error: expect.stringContaining("requires the client's approval") });
    await getDb().update(contentPosts).set({ approvalStatus: "approved" }).where(eq(contentPosts.id, ok));
    expect(await schedule(user, ok, "api")).toMatchObject({ ok: true });
    expect(await post(ok)).toMatchObject({ status: "scheduled" });
    expect(await publication(ok)).toMatchObject({ target: "api", state: "scheduled", network: "linkedin" });
  });

  it("asks the client from the social calendar: the public page shows the network, text and media; once approved it schedules", async () => {
    const { user, brand } = await world({ connect: ["linkedin"] });
    const other = await world({ connect: [] });
    const early = await socialPost(brand.id, "linkedin", { title: "Scheduled with media" });
    expect(await schedule(user, early, "webhook", [IMAGE])).toMatchObject({ ok: true });
    await getDb().insert(socialSettings).values({ brandId: brand.id, approvalRequired: true });
    const id = await socialPost(brand.id, "linkedin", { title: "Needs the client" });
    expect(await schedule(user, id, "api")).toMatchObject({ ok: false, error: expect.stringContaining("requires the client's approval") });

    actAs(user);
    // The calendar names the post's brand; another brand's id is refused like any stranger's.
    expect(await approvalActions.createSocialApprovalLinkAction({ brandId: other.brand.id, postIds: [id], days: 7 } as never)).toMatchObject({ ok: false, error: expect.stringMatching(/^Not found/) });
    const link = await approvalActions.createSocialApprovalLinkAction({ brandId: brand.id, postIds: [id, early], days: 7 } as never);
    actAs(null);
    if (!link.ok) throw new Error(link.error);
    expect(link.data.url).toMatch(/\/content-approval\/[^/]+$/);
    expect((await post(id)).approvalStatus).toBe("pending");

    const view = await previewApproval(link.data.token);
    if (view.status !== "ok") throw new Error(view.status);
    expect(view.posts.map((p) => ({ id: p.id, kind: p.kind, channel: p.channel, bodyMd: p.bodyMd, media: p.media }))).toEqual([
      { id, kind: "social", channel: "linkedin", bodyMd: "We launch (finally) on Monday #launch — thanks @team!", media: [] },
      { id: early, kind: "social", channel: "linkedin", bodyMd: "We launch (finally) on Monday #launch — thanks @team!", media: [IMAGE] },
    ]);

    await decideApproval(link.data.token, { postId: id, decision: "approved", reviewerName: "Clara Client" });
    expect((await post(id)).approvalStatus).toBe("approved");
    expect(await schedule(user, id, "api")).toMatchObject({ ok: true });
    expect(await publication(id)).toMatchObject({ target: "api", state: "scheduled" });

    actAs(user);
    expect(await approvalActions.revokeSocialApprovalLinkAction({ brandId: brand.id, approvalId: link.data.id } as never)).toMatchObject({ ok: true });
    actAs(null);
    expect(await previewApproval(link.data.token)).toEqual({ status: "invalid" });
  });

  it("another brand's post is not found, and a content post is not a social post", async () => {
    const { user } = await world();
    const other = await world();
    const theirs = await socialPost(other.brand.id, "linkedin");
    actAs(user);
    expect(await actions.scheduleSocialPostAction({ postId: theirs, at: past(), target: "api", media: [], format: null })).toMatchObject({ ok: false, error: expect.stringMatching(/^Not found/) });
    expect(await actions.scheduleSocialPostAction({ brandId: other.brand.id, postId: theirs, at: past(), target: "api", media: [], format: null } as never)).toMatchObject({ ok: false, error: expect.stringMatching(/^Not found/) });
    actAs(null);
    expect((await post(theirs)).status).toBe("selected");
  });
});

describe("publishing at the time through the job runner", () => {
  it("publishes a due LinkedIn post once and records its URL", async () => {
    const { user, brand } = await world();
    const id = await socialPost(brand.id, "linkedin");
    expect(await schedule(user, id, "api")).toMatchObject({ ok: true });
    expect(await enqueueDuePublications()).toBe(1);
    expect(await enqueueDuePublications()).toBe(0); // one job per publication
    await runner("li-1").runDueOnce();
    const p = await post(id);
    expect(p.status).toBe("published");
    expect(p.publishedUrl).toMatch(/^https:\/\/www\.linkedin\.com\/feed\/update\/urn:li:share:\d+\/$/);
    expect(await publication(id)).toMatchObject({ state: "published", externalId: expect.stringMatching(/^urn:li:share:/), url: p.publishedUrl });
    // The content tick never sends a social post with a publication to the content webhook.
    await publishDuePosts();
    expect(await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.brandId, brand.id))).toEqual([]);
    await enqueueDuePublications();
    await runner("li-2").runDueOnce();
    expect(creates()).toHaveLength(1);
  });

  it("a restart right after LinkedIn accepted the post publishes it once (reconciled, not re-sent)", async () => {
    const { user, brand } = await world();
    const id = await socialPost(brand.id, "linkedin");
    await schedule(user, id, "api");
    setRunDeps({ afterNetworkCall: () => { throw new Error("process killed"); } });
    await enqueueDuePublications();
    await runner("doomed").runDueOnce();
    expect(fake.linkedinPosts).toHaveLength(1);
    expect(await publication(id)).toMatchObject({ state: "sending" });
    expect((await post(id)).status).toBe("scheduled");

    setRunDeps({});
    await restart(id);
    await enqueueDuePublications();
    await runner("heir").runDueOnce();
    expect(creates()).toHaveLength(1);
    expect(await publication(id)).toMatchObject({ state: "published", externalId: fake.linkedinPosts[0]!.id });
    expect((await post(id)).publishedUrl).toBe(`https://www.linkedin.com/feed/update/${fake.linkedinPosts[0]!.id}/`);
  });

  it("a restart after Instagram's media_publish publishes once; one before it publishes once too", async () => {
    const { user, brand } = await world();
    const late = await socialPost(brand.id, "instagram", { bodyMd: "Late crash #spring" });
    await schedule(user, late, "api", [IMAGE]);
    setRunDeps({ afterNetworkCall: (step) => { if (step === "instagram.publish") throw new Error("process killed"); } });
    await enqueueDuePublications();
    await runner("doomed").runDueOnce();
    expect(fake.igMedia).toHaveLength(1);
    setRunDeps({});
    await restart(late);
    await enqueueDuePublications();
    await runner("heir").runDueOnce();
    expect(igPublishes()).toHaveLength(1);
    expect(await publication(late)).toMatchObject({ state: "published", externalId: fake.igMedia[0]!.id, url: fake.igMedia[0]!.permalink });

    const early = await socialPost(brand.id, "instagram", { bodyMd: "Early crash #spring" });
    await schedule(user, early, "api", [IMAGE]);
    setRunDeps({ afterNetworkCall: (step) => { if (step === "instagram.container") throw new Error("process killed"); } });
    await enqueueDuePublications();
    await runner("doomed-2").runDueOnce();
    expect(await publication(early)).toMatchObject({ state: "container", containerId: expect.any(String) });
    setRunDeps({});
    await restart(early);
    await enqueueDuePublications();
    await runner("heir-2").runDueOnce();
    // The stored container is reused, not a second one made.
    expect(fake.requests.filter((r) => r.method === "POST" && r.path.endsWith(`/${FAKE_PUBLISH.igUserId}/media`))).toHaveLength(2);
    expect(igPublishes()).toHaveLength(2);
    expect(fake.igMedia.map((m) => m.caption)).toEqual(["Early crash #spring", "Late crash #spring"]);
  });

  it("retries a retryable failure with backoff, and gives a permanent one a clear error", async () => {
    const { user, brand } = await world();
    const id = await socialPost(brand.id, "linkedin");
    await schedule(user, id, "api");
    fake.failNext("linkedin.create", { status: 503, body: { status: 503, message: "Service Unavailable" } });
    const t0 = Date.now();
    setRunDeps({ now: () => new Date(t0), jitter: () => 0.5 });
    const pub = await publication(id);
    expect(await advancePublication(pub.id)).toEqual({ kind: "waiting", delayMs: 60_000, reason: "LinkedIn answered 503: Service Unavailable." });
    // The send may have landed (a 5xx after the request went out): it stays `sending`, to be looked up first.
    expect(await publication(id)).toMatchObject({ state: "sending", attempts: 1, lastError: "LinkedIn answered 503: Service Unavailable." });
    expect(await advancePublication(pub.id)).toMatchObject({ kind: "waiting", reason: "backing off" });
    setRunDeps({ now: () => new Date(t0 + 61_000) });
    expect(await advancePublication(pub.id)).toMatchObject({ kind: "published" });
    expect(fake.linkedinPosts).toHaveLength(1);
    expect(fake.requests.filter((r) => r.method === "GET" && r.path === "/rest/posts")).toHaveLength(1);

    const denied = await socialPost(brand.id, "linkedin", { bodyMd: "Denied" });
    await schedule(user, denied, "api");
    fake.failNext("linkedin.create", { status: 403, body: { status: 403, message: "Not enough permissions to access: partnerApiPostsExternal.CREATE" } });
    setRunDeps({});
    expect(await advancePublication((await publication(denied)).id)).toEqual({
      kind: "failed",
      error: "LinkedIn refused the post: Not enough permissions to access: partnerApiPostsExternal.CREATE. The connected account needs the w_organization_social (or w_member_social) permission.",
    });
    expect((await post(denied)).status).toBe("scheduled");
  });

  it("waits for an Instagram container still processing, then publishes", async () => {
    const { user, brand } = await world();
    const id = await socialPost(brand.id, "instagram");
    await schedule(user, id, "api", [IMAGE]);
    fake.setProcessingPolls(1);
    const pubId = (await publication(id)).id;
    expect(await advancePublication(pubId)).toMatchObject({ kind: "waiting", reason: "Instagram is still processing the media" });
    expect(await advancePublication(pubId)).toMatchObject({ kind: "published", url: expect.stringMatching(/^https:\/\/www\.instagram\.com\/p\//) });
    expect(igPublishes()).toHaveLength(1);
  });

  it("publishes a LinkedIn video once it is processed, uploading it once, and a document post with its title", async () => {
    const { user, brand } = await world({ connect: ["linkedin"] });
    fake.setVideoPartBytes(1000);
    fake.setVideoProcessing(1);
    const id = await socialPost(brand.id, "linkedin", { title: "Roastery tour" });
    expect(await schedule(user, id, "api", [{ url: `${fake.baseUrl}/media/tour-2200.mp4`, kind: "video" }])).toMatchObject({ ok: true });
    const pubId = (await publication(id)).id;
    expect(await advancePublication(pubId)).toMatchObject({ kind: "waiting", reason: "LinkedIn is still processing the video" });
    const waiting = await publication(id);
    expect(waiting).toMatchObject({ state: "container", containerId: expect.stringMatching(/^urn:li:video:/) });
    expect(creates()).toHaveLength(0);
    expect(await advancePublication(pubId)).toMatchObject({ kind: "published", url: expect.stringMatching(/^https:\/\/www\.linkedin\.com\/feed\/update\/urn:li:share:/) });
    expect(fake.requests.filter((r) => r.path === "/rest/videos" && r.query.get("action") === "initializeUpload")).toHaveLength(1);
    expect(fake.linkedinPosts).toHaveLength(1);
    expect(fake.linkedinPosts[0]!.body.content).toEqual({ media: { id: waiting.containerId, title: "Roastery tour" } });

    const deck = await socialPost(brand.id, "linkedin", { title: "Our 2027 coffee report" });
    expect(await schedule(user, deck, "api", [{ url: `${fake.baseUrl}/media/report.pdf`, kind: "document" }])).toMatchObject({ ok: true });
    expect(await advancePublication((await publication(deck)).id)).toMatchObject({ kind: "published" });
    expect(fake.linkedinPosts[0]!.body.content).toEqual({ media: { id: expect.stringMatching(/^urn:li:document:/), title: "Our 2027 coffee report" } });
    expect((await post(deck)).status).toBe("published");
  });

  it("a video LinkedIn cannot process fails with what to check, and posts nothing", async () => {
    const { user, brand } = await world({ connect: ["linkedin"] });
    fake.setVideoProcessing(0, true);
    const id = await socialPost(brand.id, "linkedin");
    await schedule(user, id, "api", [{ url: `${fake.baseUrl}/media/broken-900.mp4`, kind: "video" }]);
    expect(await advancePublication((await publication(id)).id)).toEqual({ kind: "failed", error: expect.stringContaining("LinkedIn could not process the video (PROCESSING_FAILED)") });
    expect(await publication(id)).toMatchObject({ state: "failed", containerId: null });
    expect(creates()).toHaveLength(0);
  });

  it("holds a post waiting for the client's approval", async () => {
    const { user, brand } = await world();
    const id = await socialPost(brand.id, "linkedin");
    await schedule(user, id, "api");
    await getDb().update(contentPosts).set({ approvalStatus: "pending" }).where(eq(contentPosts.id, id));
    expect(await advancePublication((await publication(id)).id)).toEqual({ kind: "skipped", reason: "waiting for the client's approval" });
    expect(creates()).toHaveLength(0);
  });

  it("webhook and reminder publications deliver once", async () => {
    const { user, brand } = await world({ connect: [] });
    const hook = await socialPost(brand.id, "linkedin", { title: "Via webhook" });
    const remind = await socialPost(brand.id, "instagram", { title: "Remind me" });
    expect(await schedule(user, hook, "webhook")).toMatchObject({ ok: true });
    expect(await schedule(user, remind, "reminder", [IMAGE])).toMatchObject({ ok: true });
    await enqueueDuePublications();
    await runner("deliver").runDueOnce();
    await advancePublication((await publication(hook)).id);
    await advancePublication((await publication(remind)).id);
    const deliveries = await getDb().select().from(webhookDeliveries).where(and(eq(webhookDeliveries.brandId, brand.id), eq(webhookDeliveries.eventType, "content_published")));
    expect(deliveries).toHaveLength(1);
    expect((await post(hook)).status).toBe("published");
    const tasks = await getDb().select().from(foundationalTasks).where(eq(foundationalTasks.brandId, brand.id));
    expect(tasks.map((t) => t.title)).toEqual(["Post on Instagram: Remind me"]);
    expect(await publication(remind)).toMatchObject({ state: "published", taskId: tasks[0]!.id });
    // A reminder is not the post going live: it stays scheduled until someone marks it published.
    expect((await post(remind)).status).toBe("scheduled");
  });
});
