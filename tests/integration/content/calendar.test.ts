/**
 * The content calendar (/cm-posts-selected): scheduling, client approval links (work, expire, are
 * revoked, never reach another post or brand), publishing through the webhook once (the client's
 * comment never in the payload), Mark published onto the brief, the ICS feed and the CSV export.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { contentApprovalDecisions, contentBriefs, contentPosts, webhookDeliveries } from "@/db/schema";
import { scopeFor, type BrandScope } from "@/lib/brand-scope";
import type { AuthUser } from "@/lib/auth/types";
import { actAs } from "../helpers/session";
import { selectBrand } from "../helpers/brand-context";
import { addMember, createBrand, createUser } from "../helpers/factories";
import "@/modules/webhooks/jobs";
import "@/modules/content/calendar/jobs";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const actions = await import("@/modules/content/calendar/actions");
const { createApprovalLink, decideApproval, previewApproval, revokeApprovalLink } = await import("@/modules/content/calendar/approvals");
const { publishDuePosts, markPublished } = await import("@/modules/content/calendar/publish");
const { createFeed, revokeFeed } = await import("@/modules/content/calendar/feeds");
const { listCalendarPosts } = await import("@/modules/content/calendar/posts");
const feedRoute = await import("@/app/api/content-calendar/[token]/route");
const exportRoute = await import("@/app/(shell)/cm-posts-selected/export/route");

const SECRET_COMMENT = "Internal: the CEO hates the word synergy";

beforeAll(() => {
  process.env.WEBHOOK_URL_CONTENT_PUBLISHED = "https://hooks.example.test/published";
  process.env.WEBHOOK_URL_CONTENT_APPROVAL_DECIDED = "https://hooks.example.test/approval";
});
afterAll(() => {
  delete process.env.WEBHOOK_URL_CONTENT_PUBLISHED;
  delete process.env.WEBHOOK_URL_CONTENT_APPROVAL_DECIDED;
});
beforeEach(() => actAs(null));

async function world(): Promise<{ user: AuthUser; brand: { id: string; name: string }; scope: BrandScope }> {
  const user = await createUser();
  const brand = await createBrand(user);
  await selectBrand(user, brand.id);
  return { user, brand, scope: await scopeFor(user, brand.id) };
}

async function post(brandId: string, values: Partial<typeof contentPosts.$inferInsert> = {}): Promise<string> {
  const [row] = await getDb()
    .insert(contentPosts)
    .values({ brandId, kind: "article", channel: "blog", title: "How to plan a launch", bodyMd: "Plan, then launch.", method: "manual", status: "selected", ...values })
    .returning({ id: contentPosts.id });
  return row!.id;
}

const row = async (id: string) => (await getDb().select().from(contentPosts).where(eq(contentPosts.id, id)))[0]!;
const deliveries = (brandId: string, type: string) =>
  getDb().select().from(webhookDeliveries).where(and(eq(webhookDeliveries.brandId, brandId), eq(webhookDeliveries.eventType, type)));

describe("scheduling", () => {
  it("schedules, reschedules and takes a post off the calendar; another brand's post is not found", async () => {
    const { user, brand } = await world();
    const other = await world();
    const id = await post(brand.id);
    const foreign = await post(other.brand.id);
    actAs(user);
    expect(await actions.scheduleContentPostAction({ postId: id, at: "2026-12-01T09:00:00.000Z" })).toMatchObject({ ok: true });
    expect(await row(id)).toMatchObject({ status: "scheduled", scheduledAt: new Date("2026-12-01T09:00:00.000Z") });
    expect(await actions.scheduleContentPostAction({ postId: id, at: "2026-12-03T14:30:00+01:00" })).toMatchObject({ ok: true });
    expect((await row(id)).scheduledAt).toEqual(new Date("2026-12-03T13:30:00.000Z"));
    expect(await actions.scheduleContentPostAction({ postId: id, at: null })).toMatchObject({ ok: true });
    expect(await row(id)).toMatchObject({ status: "selected", scheduledAt: null });
    const refused = await actions.scheduleContentPostAction({ postId: foreign, at: "2026-12-01T09:00:00.000Z" });
    expect(refused).toMatchObject({ ok: false });
    expect((await row(foreign)).scheduledAt).toBeNull();
    expect(await actions.scheduleContentPostAction({ postId: id, at: "tomorrow" })).toMatchObject({ ok: false, error: "Pick a date and time." });
  });

  it("refuses to schedule a suggested post, and lists only selected/scheduled/published posts", async () => {
    const { user, brand, scope } = await world();
    const suggested = await post(brand.id, { status: "suggested", title: "Not yet selected" });
    await post(brand.id, { status: "rejected", title: "Rejected one" });
    const selected = await post(brand.id);
    actAs(user);
    expect(await actions.scheduleContentPostAction({ postId: suggested, at: "2026-12-01T09:00:00.000Z" })).toMatchObject({ ok: false, error: expect.stringMatching(/Only selected posts/) });
    expect((await listCalendarPosts(scope)).map((p) => p.id)).toEqual([selected]);
  });

  it("sets an owner from the brand's members only", async () => {
    const { user, brand } = await world();
    const member = await createUser({ fullName: "Mia Member" });
    await addMember(brand.id, member, "member", user);
    const stranger = await createUser();
    const id = await post(brand.id);
    actAs(user);
    expect(await actions.setContentPostOwnerAction({ postId: id, ownerId: member.id })).toMatchObject({ ok: true });
    expect((await row(id)).ownerId).toBe(member.id);
    expect(await actions.setContentPostOwnerAction({ postId: id, ownerId: stranger.id })).toMatchObject({ ok: false, error: "The owner must be a member of this brand." });
  });
});

describe("client approval by link", () => {
  it("shows the link's posts signed out, records the decision, the name and the internal comment, and emits content_approval_decided", async () => {
    const { user, brand, scope } = await world();
    const a = await post(brand.id, { title: "Post A", scheduledAt: new Date("2026-12-01T09:00:00Z"), status: "scheduled" });
    const b = await post(brand.id, { title: "Post B" });
    const notInLink = await post(brand.id, { title: "Post C" });
    actAs(user);
    const made = await actions.createContentApprovalLinkAction({ postIds: [a, b], days: 7, title: "December" });
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect(made.data.url).toMatch(/\/content-approval\/[A-Za-z0-9_-]{43}$/);
    expect((await row(a)).approvalStatus).toBe("pending");
    actAs(null);

    const token = made.data.token;
    const view = await previewApproval(token);
    expect(view).toMatchObject({ status: "ok", brandName: brand.name, title: "December" });
    if (view.status !== "ok") return;
    expect(view.posts.map((p) => p.title)).toEqual(["Post A", "Post B"]);

    await decideApproval(token, { postId: a, decision: "approved", reviewerName: "Clara Client", comment: SECRET_COMMENT });
    expect((await row(a)).approvalStatus).toBe("approved");
    const [decision] = await getDb().select().from(contentApprovalDecisions).where(eq(contentApprovalDecisions.postId, a));
    expect(decision).toMatchObject({ decision: "approved", reviewerName: "Clara Client", comment: SECRET_COMMENT });
    const [emitted] = await deliveries(brand.id, "content_approval_decided");
    expect(emitted!.payload).toMatchObject({ data: { post_id: a, decision: "approved", reviewer_name: "Clara Client" } });
    const listed = (await listCalendarPosts(scope)).find((p) => p.id === a)!;
    expect(listed).toMatchObject({ approvalStatus: "approved", decision: { decision: "approved", reviewerName: "Clara Client", comment: SECRET_COMMENT } });

    await expect(decideApproval(token, { postId: b, decision: "changes_requested", comment: "" })).rejects.toThrow(/Say what should change/);
    await decideApproval(token, { postId: b, decision: "changes_requested", comment: "Shorter intro" });
    expect((await row(b)).approvalStatus).toBe("changes_requested");
    // The token is for its own posts only: a post of the same brand outside the link is refused.
    await expect(decideApproval(token, { postId: notInLink, decision: "approved" })).rejects.toThrow(/not part of this approval link/);
    expect((await row(notInLink)).approvalStatus).toBe("none");
  });

  it("cannot reach another brand's post, and a link for another brand's post cannot be made", async () => {
    const { user, brand } = await world();
    const other = await world();
    const mine = await post(brand.id);
    const theirs = await post(other.brand.id, { title: "Their secret post" });
    actAs(user);
    expect(await actions.createContentApprovalLinkAction({ postIds: [mine, theirs] })).toMatchObject({ ok: false, error: expect.stringMatching(/no longer exist/) });
    const made = await actions.createContentApprovalLinkAction({ postIds: [mine] });
    if (!made.ok) throw new Error(made.error);
    actAs(null);
    await expect(decideApproval(made.data.token, { postId: theirs, decision: "approved" })).rejects.toThrow(/not part of this approval link/);
    expect((await row(theirs)).approvalStatus).toBe("none");
    const view = await previewApproval(made.data.token);
    expect(JSON.stringify(view)).not.toContain("Their secret post");
  });

  it("expires, and a revoked or made-up token shows nothing", async () => {
    const { brand, scope } = await world();
    const id = await post(brand.id, { title: "Expiring post" });
    const past = new Date(Date.now() - 3 * 86_400_000);
    const expired = await createApprovalLink(scope, { postIds: [id], days: 1 }, past);
    expect(await previewApproval(expired.token)).toEqual({ status: "expired" });
    await expect(decideApproval(expired.token, { postId: id, decision: "approved" })).rejects.toThrow(/expired/);

    const live = await createApprovalLink(scope, { postIds: [id] });
    expect((await previewApproval(live.token)).status).toBe("ok");
    await revokeApprovalLink(scope, live.id);
    expect(await previewApproval(live.token)).toEqual({ status: "invalid" });
    await expect(decideApproval(live.token, { postId: id, decision: "approved" })).rejects.toThrow(/not valid/);
    expect(await previewApproval("x".repeat(43))).toEqual({ status: "invalid" });
    expect(await previewApproval("../../etc")).toEqual({ status: "invalid" });
    expect((await row(id)).approvalStatus).toBe("pending");
  });

  it("the public action is rate limited: past the limit it says to wait and saves nothing, even with a good token", async () => {
    const { approvalLimiter, DECISIONS_PER_WINDOW } = await import("@/modules/content/calendar/approval-limit");
    approvalLimiter().reset();
    try {
      const { brand, scope } = await world();
      const id = await post(brand.id);
      const link = await createApprovalLink(scope, { postIds: [id] });
      // Guessing links from one connection spends its bucket.
      for (let i = 0; i < DECISIONS_PER_WINDOW; i++) {
        expect(await actions.decideContentApprovalAction({ token: `${i}`.padStart(43, "g"), postId: id, decision: "approved" })).toEqual({ ok: false, error: "This approval link is not valid." });
      }
      const limited = await actions.decideContentApprovalAction({ token: link.token, postId: id, decision: "approved", comment: "Fine by me" });
      expect(limited).toEqual({ ok: false, error: expect.stringMatching(/^Too many decisions in a short time\. Nothing was saved: wait \d+ seconds/) });
      expect(await getDb().select().from(contentApprovalDecisions).where(eq(contentApprovalDecisions.postId, id))).toEqual([]);
    } finally {
      approvalLimiter().reset();
    }
  });

  it("the public action answers bad input and bad tokens with a message, never a throw", async () => {
    expect(await actions.decideContentApprovalAction({ token: "nope", postId: "not-a-uuid", decision: "approved" })).toMatchObject({ ok: false });
    expect(await actions.decideContentApprovalAction({ token: "y".repeat(43), postId: crypto.randomUUID(), decision: "approved" })).toEqual({ ok: false, error: "This approval link is not valid." });
  });
});

describe("publishing", () => {
  it("Publish via webhook sends title, body, channel, time, brief and url — never the client's comment — and only once", async () => {
    const { user, brand, scope } = await world();
    const id = await post(brand.id, { status: "scheduled", scheduledAt: new Date("2026-12-05T10:00:00Z") });
    const link = await createApprovalLink(scope, { postIds: [id] });
    await decideApproval(link.token, { postId: id, decision: "approved", reviewerName: "Clara", comment: SECRET_COMMENT });
    actAs(user);
    expect(await actions.publishContentPostAction({ postId: id })).toMatchObject({ ok: true });
    expect(await actions.publishContentPostAction({ postId: id })).toMatchObject({ ok: false, error: "This post is already published." });
    const sent = await deliveries(brand.id, "content_published");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.payload).toMatchObject({
      type: "content_published",
      data: { action: "publish", post_id: id, title: "How to plan a launch", body_md: "Plan, then launch.", channel: "blog", scheduled_at: "2026-12-05T10:00:00.000Z", brief_id: null, url: null },
    });
    expect(JSON.stringify(sent[0]!.payload)).not.toContain(SECRET_COMMENT);
    expect(await row(id)).toMatchObject({ status: "published" });
  });

  it("without a content_published endpoint, Publish via webhook says what to connect and changes nothing", async () => {
    const { user, brand } = await world();
    const id = await post(brand.id);
    delete process.env.WEBHOOK_URL_CONTENT_PUBLISHED;
    try {
      actAs(user);
      expect(await actions.publishContentPostAction({ postId: id })).toMatchObject({ ok: false, error: expect.stringMatching(/Settings → Webhooks/) });
      expect((await row(id)).status).toBe("selected");
    } finally {
      process.env.WEBHOOK_URL_CONTENT_PUBLISHED = "https://hooks.example.test/published";
    }
  });

  it("the tick sends due, approved (or not-asked) posts once; pending, changes-requested and future posts wait", async () => {
    const { brand, scope } = await world();
    const due = new Date(Date.now() - 60_000);
    const notAsked = await post(brand.id, { status: "scheduled", scheduledAt: due, title: "Not asked" });
    const approved = await post(brand.id, { status: "scheduled", scheduledAt: due, approvalStatus: "approved", title: "Approved" });
    const pending = await post(brand.id, { status: "scheduled", scheduledAt: due, approvalStatus: "pending", title: "Pending" });
    const changes = await post(brand.id, { status: "scheduled", scheduledAt: due, approvalStatus: "changes_requested", title: "Changes" });
    const future = await post(brand.id, { status: "scheduled", scheduledAt: new Date(Date.now() + 3_600_000), title: "Future" });
    const decided = await createApprovalLink(scope, { postIds: [approved] });
    await decideApproval(decided.token, { postId: approved, decision: "approved", comment: SECRET_COMMENT });

    await publishDuePosts();
    await publishDuePosts();
    const sent = await deliveries(brand.id, "content_published");
    expect(sent.map((d) => (d.payload as { data: { post_id: string } }).data.post_id).sort()).toEqual([notAsked, approved].sort());
    expect(sent.every((d) => (d.payload as { data: { trigger: string } }).data.trigger === "schedule")).toBe(true);
    expect(JSON.stringify(sent.map((d) => d.payload))).not.toContain(SECRET_COMMENT);
    for (const id of [pending, changes, future]) expect((await row(id)).status).toBe("scheduled");
    expect((await row(notAsked)).status).toBe("published");
  });

  it("Mark published sets the live URL on the post and on its brief when the post is the brief's article", async () => {
    const { user, brand, scope } = await world();
    const [brief] = await getDb().insert(contentBriefs).values({ brandId: brand.id, title: "Launch brief" }).returning({ id: contentBriefs.id });
    const article = await post(brand.id, { briefId: brief!.id });
    const social = await post(brand.id, { briefId: brief!.id, kind: "social", channel: "linkedin" });
    actAs(user);
    expect(await actions.markContentPostPublishedAction({ postId: social, url: "https://linkedin.example/p/1" })).toMatchObject({ ok: true });
    expect((await getDb().select().from(contentBriefs).where(eq(contentBriefs.id, brief!.id)))[0]!.publishedUrl).toBeNull();
    expect(await actions.markContentPostPublishedAction({ postId: article, url: "javascript:alert(1)" })).toMatchObject({ ok: false });
    expect(await actions.markContentPostPublishedAction({ postId: article, url: "https://acme.example/blog/launch" })).toMatchObject({ ok: true });
    expect(await row(article)).toMatchObject({ status: "published", publishedUrl: "https://acme.example/blog/launch" });
    const [b] = await getDb().select().from(contentBriefs).where(eq(contentBriefs.id, brief!.id));
    expect(b).toMatchObject({ publishedUrl: "https://acme.example/blog/launch" });
    expect(b!.publishedAt).not.toBeNull();
    await markPublished(scope, article, "https://acme.example/blog/launch-2");
    expect((await row(article)).publishedUrl).toBe("https://acme.example/blog/launch-2");
  });
});

describe("ICS feed and CSV", () => {
  it("serves text/calendar for a live token only, with the brand's scheduled posts and no other brand's", async () => {
    const { brand, scope } = await world();
    const other = await world();
    await post(brand.id, { status: "scheduled", scheduledAt: new Date("2026-12-24T08:00:00Z"), title: "Holiday, special; edition" });
    await post(brand.id, { title: "Unscheduled" });
    await post(other.brand.id, { status: "scheduled", scheduledAt: new Date("2026-12-24T08:00:00Z"), title: "Other brand post" });
    const feed = await createFeed(scope);
    const get = (token: string) => feedRoute.GET(new Request(`http://x.test/api/content-calendar/${token}`), { params: Promise.resolve({ token }) });
    const res = await get(`${feed.token}.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const body = await res.text();
    expect(body).toContain("BEGIN:VCALENDAR\r\n");
    expect(body).toContain("DTSTART:20261224T080000Z\r\n");
    expect(body).toContain("SUMMARY:[blog] Holiday\\, special\\; edition\r\n");
    expect(body).not.toContain("Unscheduled");
    expect(body).not.toContain("Other brand post");

    const replaced = await createFeed(scope);
    expect((await get(feed.token)).status).toBe(404);
    expect((await get(replaced.token)).status).toBe(200);
    await revokeFeed(scope);
    expect((await get(replaced.token)).status).toBe(404);
    expect((await get("not-a-token")).status).toBe(404);
  });

  it("exports the calendar as CSV through the shared helper, without the client's comment", async () => {
    const { user, brand, scope } = await world();
    const id = await post(brand.id, { status: "scheduled", scheduledAt: new Date("2026-12-24T08:00:00Z"), title: "=cmd|' /C calc'!A0" });
    const link = await createApprovalLink(scope, { postIds: [id] });
    await decideApproval(link.token, { postId: id, decision: "approved", comment: SECRET_COMMENT });
    actAs(user);
    const res = await exportRoute.GET(new Request("http://x.test/cm-posts-selected/export"));
    expect(res.status).toBe(200);
    const csv = await res.text();
    expect(csv).toContain("Scheduled (UTC),Title,Channel");
    expect(csv).toContain("2026-12-24T08:00:00.000Z,'=cmd|' /C calc'!A0,blog,article,scheduled,Approved");
    expect(csv).not.toContain(SECRET_COMMENT);
  });
});
