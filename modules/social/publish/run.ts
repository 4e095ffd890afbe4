/**
 * Moves one social publication through its state machine (./state.ts) — the only code that talks
 * to the networks for a scheduled post. Each step claims the row (a lease, under a row lock), stores
 * what it is about to do, makes the call, and stores the outcome, so a process that dies at any
 * point leaves a row the next run can finish without publishing twice:
 *
 * - `sending` is stored (committed) before the create call. A later run that finds `sending` asks
 *   the network first (LinkedIn: the author's latest posts with this text; Instagram: the
 *   container's status_code — PUBLISHED means it went out) and only sends when nothing is there.
 * - Instagram's container id is stored as soon as it exists: a restart polls it instead of making
 *   a second container.
 * - Webhook and reminder publications do their delivery and the state change in one transaction.
 *
 * Held, not sent: posts not yet due, not scheduled any more, or waiting for the client's approval
 * (approval_status pending / changes_requested; with social settings' approvalRequired, anything
 * but approved).
 */
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { contentPosts, socialPublications, socialSettings } from "@/db/schema";
import { logActivity, logScopeActivity } from "@/lib/activity";
import { withScope } from "@/lib/brand-scope";
import type { OutboundClient } from "@/lib/http";
import { asSystem } from "@/lib/system";
import { contentPublishedData, NO_PUBLISH_ENDPOINT, PUBLISHABLE_APPROVALS } from "@/modules/content/calendar/publish";
import { actingScope } from "@/modules/roles/acting";
import { createTasksInTx } from "@/modules/tasks/create";
import { emitBrandEvent } from "@/modules/webhooks/emit";
import { getPublishCredentials } from "./connection";
import { PublishFailure, type CallContext } from "./http";
import { createInstagramContainer, instagramContainerStatus, instagramPermalink, listInstagramMedia, publishInstagramContainer, type InstagramAuth } from "./instagram";
import { createLinkedInPost, escapeCommentary, linkedInVideoStatus, listLinkedInPosts, uploadLinkedInDocument, uploadLinkedInImage, uploadLinkedInVideo, type LinkedInAuth, type LinkedInPostInput } from "./linkedin";
import { afterFailure, nextStep, PUBLISH_LEASE_MS, type Failure, type NextStep } from "./state";
import { instagramFormat } from "./validate";

type Pub = typeof socialPublications.$inferSelect;
type Post = typeof contentPosts.$inferSelect;

/** How long to wait before looking at an Instagram container that is still IN_PROGRESS. */
export const CONTAINER_POLL_MS = 15_000;
/** Reconciliation accepts a post on the network created this long before the send started (clock skew). */
const RECONCILE_SKEW_MS = 5 * 60_000;

export type RunOutcome =
  | { kind: "published"; url: string | null }
  | { kind: "failed"; error: string }
  | { kind: "waiting"; delayMs: number; reason: string }
  | { kind: "skipped"; reason: string };

/** Test seams: the outbound client (loopback guard), the clock, and a crash right after a network call. */
export type RunDeps = { client?: OutboundClient; now?: () => Date; jitter?: () => number; afterNetworkCall?: (step: string) => void | Promise<void> };
let deps: RunDeps = {};
export function setRunDeps(next: RunDeps): void {
  deps = next;
}
const now = () => deps.now?.() ?? new Date();

const system = <T>(reason: string, fn: (tx: Tx) => Promise<T>) => asSystem(reason, (db) => db.transaction(fn));

async function lockRow(tx: Tx, publicationId: string): Promise<{ pub: Pub; post: Post } | null> {
  const [pub] = await tx.select().from(socialPublications).where(eq(socialPublications.id, publicationId)).for("update");
  if (!pub) return null;
  const [post] = await tx.select().from(contentPosts).where(and(eq(contentPosts.id, pub.postId), eq(contentPosts.brandId, pub.brandId))).for("update");
  return post ? { pub, post } : null;
}

/** Why a due-looking post must not go out now, or null. */
async function holdReason(tx: Tx, post: Post, at: Date): Promise<string | null> {
  if (post.status !== "scheduled") return `the post is ${post.status}, not scheduled`;
  if (!post.scheduledAt || post.scheduledAt > at) return "not due yet";
  if (!(PUBLISHABLE_APPROVALS as readonly string[]).includes(post.approvalStatus)) return "waiting for the client's approval";
  const [settings] = await tx.select({ approvalRequired: socialSettings.approvalRequired }).from(socialSettings).where(eq(socialSettings.brandId, post.brandId));
  if (settings?.approvalRequired && post.approvalStatus !== "approved") return "the brand requires the client's approval first";
  return null;
}

async function update(publicationId: string, set: Partial<typeof socialPublications.$inferInsert>): Promise<void> {
  await system("social publishing: store a publication's state", (tx) => tx.update(socialPublications).set(set).where(eq(socialPublications.id, publicationId)));
}

async function markPublished(pub: Pub, post: Post, result: { externalId: string | null; url: string | null; containerId?: string | null }, how: string): Promise<RunOutcome> {
  const at = now();
  await system("social publishing: record the live post", async (tx) => {
    await tx
      .update(socialPublications)
      .set({ state: "published", externalId: result.externalId, url: result.url, publishedAt: at, leaseUntil: null, lastError: null, ...(result.containerId !== undefined ? { containerId: result.containerId } : {}) })
      .where(eq(socialPublications.id, pub.id));
    await tx
      .update(contentPosts)
      .set({ status: "published", publishedAt: at, publishedUrl: result.url ?? post.publishedUrl })
      .where(and(eq(contentPosts.id, post.id), eq(contentPosts.brandId, post.brandId)));
    await logActivity(tx, { brandId: post.brandId, userId: null, actionType: "social_post_published", userAction: `Published "${post.title}" ${how}${result.url ? ` at ${result.url}` : ""}`, payload: { postId: post.id, publicationId: pub.id, url: result.url } });
  });
  return { kind: "published", url: result.url };
}

async function recordFailure(pub: Pub, post: Post, failure: Failure): Promise<RunOutcome> {
  const at = now();
  const next = afterFailure(pub, failure, at, deps.jitter?.() ?? Math.random());
  await system("social publishing: record a failed attempt", async (tx) => {
    // A retryable failure after the create call went out (timeout, 5xx) may have published: the row
    // stays `sending`, so the next attempt looks on the network before sending again.
    const state = next.state === "retry" && pub.state === "sending" ? "sending" : next.state;
    await tx.update(socialPublications).set({ ...next, state, leaseUntil: null }).where(eq(socialPublications.id, pub.id));
    if (next.state === "failed") {
      await logActivity(tx, { brandId: post.brandId, userId: null, actionType: "social_post_publish_failed", userAction: `Could not publish "${post.title}": ${next.lastError}`, payload: { postId: post.id, publicationId: pub.id } });
    }
  });
  return next.state === "failed" ? { kind: "failed", error: next.lastError } : { kind: "waiting", delayMs: next.nextAttemptAt!.getTime() - at.getTime(), reason: next.lastError };
}

async function crashPoint(step: string) {
  await deps.afterNetworkCall?.(step);
}

/** Webhook (content_published) or reminder (a task now): the delivery and the state in one transaction. */
async function deliver(publicationId: string): Promise<RunOutcome> {
  const claimed = await system("social publishing: claim a webhook/reminder publication", (tx) => lockRow(tx, publicationId));
  if (!claimed) return { kind: "skipped", reason: "gone" };
  const { pub, post } = claimed;
  const actor = pub.target === "reminder" ? await actingScope(pub.brandId, pub.createdBy ?? post.ownerId, "tasks") : null;
  if (pub.target === "reminder" && !actor) return recordFailure(pub, post, { kind: "permanent", message: "Nobody who may create tasks in this brand could be found to remind." });
  const run = async (tx: Tx): Promise<RunOutcome> => {
    const locked = await lockRow(tx, publicationId);
    if (!locked || locked.pub.state === "published" || locked.pub.state === "failed") return { kind: "skipped", reason: "already done" };
    const hold = await holdReason(tx, locked.post, now());
    if (hold) return { kind: "skipped", reason: hold };
    const at = now();
    let taskId: string | null = null;
    let how: string;
    if (pub.target === "webhook") {
      const sent = await emitBrandEvent(tx, { brandId: post.brandId }, "content_published", contentPublishedData(locked.post, "publish", "schedule"), { warnWhenUnrouted: false });
      if (!sent) throw new PublishFailure({ kind: "permanent", message: NO_PUBLISH_ENDPOINT });
      how = "through the content_published webhook";
    } else {
      const [task] = await createTasksInTx(
        tx,
        actor!,
        [
          {
            title: `Post on ${post.channel === "instagram" ? "Instagram" : "LinkedIn"}: ${post.title}`.slice(0, 200),
            description: `It is time to publish this ${post.channel} post (scheduled for ${post.scheduledAt?.toISOString()}). Copy the text below, post it, then use Mark published on SM Posts to be scheduled with its URL.\n\n${post.bodyMd}`,
            priority: "High",
            assignedTo: null,
            sprintId: null,
            dueDate: at.toISOString().slice(0, 10),
            sourceType: "social_post",
            sourceData: { post_id: post.id, publication_id: pub.id },
          },
        ],
        { activity: "none" },
      );
      taskId = task!.id;
      how = "as a reminder task";
    }
    await tx.update(socialPublications).set({ state: "published", publishedAt: at, taskId, leaseUntil: null, lastError: null }).where(eq(socialPublications.id, pub.id));
    if (pub.target === "webhook") await tx.update(contentPosts).set({ status: "published", publishedAt: at }).where(and(eq(contentPosts.id, post.id), eq(contentPosts.brandId, post.brandId)));
    if (actor) await logScopeActivity(tx, actor, "social_post_reminder", `Reminder task created to post "${post.title}" ${how}`, { postId: post.id, publicationId: pub.id, taskId });
    else await logActivity(tx, { brandId: post.brandId, userId: null, actionType: "social_post_published", userAction: `Sent "${post.title}" ${how} at its scheduled time`, payload: { postId: post.id, publicationId: pub.id } });
    return { kind: "published", url: null };
  };
  try {
    return actor ? await withScope(actor, run) : await system("social publishing: webhook delivery and state in one transaction", run);
  } catch (e) {
    if (e instanceof PublishFailure) return recordFailure(pub, post, e.failure);
    throw e;
  }
}

function ctxFor(pub: Pub, jobId: string | null): CallContext {
  return { brandId: pub.brandId, jobId, retry: pub.attempts, client: deps.client };
}

async function linkedIn(pub: Pub, post: Post, step: NextStep, jobId: string | null): Promise<RunOutcome> {
  const creds = await getPublishCredentials(pub.brandId, "linkedin", pub.createdBy, jobId);
  const auth: LinkedInAuth = { token: creds.accessToken, author: creds.accountId };
  const ctx = ctxFor(pub, jobId);
  if (step.kind === "reconcile") {
    const since = (pub.sendingSince?.getTime() ?? 0) - RECONCILE_SKEW_MS;
    const text = escapeCommentary(post.bodyMd);
    const found = (await listLinkedInPosts(auth, ctx)).find((p) => p.commentary === text && (p.createdAt === null || p.createdAt >= since));
    if (found) return markPublished(pub, post, { externalId: found.id, url: `https://www.linkedin.com/feed/update/${found.id}/` }, "on LinkedIn (found after an interrupted send)");
  }
  const input: LinkedInPostInput = { commentary: post.bodyMd };
  const video = pub.media.find((m) => m.kind === "video");
  const document = pub.media.find((m) => m.kind === "document");
  if (video) {
    // Uploaded once: the URN is kept as the publication's container while LinkedIn processes it.
    const urn = pub.containerId ?? (await uploadLinkedInVideo(auth, video.url, ctx));
    if (!pub.containerId) {
      await update(pub.id, { state: "container", containerId: urn });
      await crashPoint("linkedin.video");
    }
    const status = await linkedInVideoStatus(auth, urn, ctx);
    if (status === "PROCESSING") {
      await update(pub.id, { leaseUntil: null });
      return { kind: "waiting", delayMs: CONTAINER_POLL_MS, reason: "LinkedIn is still processing the video" };
    }
    if (status !== "AVAILABLE") {
      await update(pub.id, { containerId: null });
      throw new PublishFailure(
        status === "PROCESSING_FAILED"
          ? { kind: "permanent", message: "LinkedIn could not process the video (PROCESSING_FAILED). Check it is an MP4 of 3 seconds to 30 minutes with an aspect ratio between 1:2.4 and 2.4:1, then try publishing again." }
          : { kind: "retryable", message: "LinkedIn did not receive the whole video (WAITING_UPLOAD); it will be uploaded again." },
      );
    }
    input.media = { id: urn, title: post.title };
  }
  await update(pub.id, { state: "sending", sendingSince: now() });
  if (document) {
    const urn = pub.containerId ?? (await uploadLinkedInDocument(auth, document.url, ctx));
    if (!pub.containerId) await update(pub.id, { containerId: urn });
    input.media = { id: urn, title: post.title };
  }
  if (!video && !document) {
    input.imageUrns = [];
    for (const m of pub.media.filter((x) => x.kind === "image")) input.imageUrns.push(await uploadLinkedInImage(auth, m.url, ctx));
  }
  const created = await createLinkedInPost(auth, input, ctx);
  await crashPoint("linkedin.create");
  return markPublished(pub, post, { externalId: created.urn, url: created.url }, "on LinkedIn");
}

async function instagram(pub: Pub, post: Post, step: NextStep, jobId: string | null): Promise<RunOutcome> {
  const creds = await getPublishCredentials(pub.brandId, "instagram", pub.createdBy, jobId);
  const auth: InstagramAuth = { token: creds.accessToken, igUserId: creds.accountId };
  const ctx = ctxFor(pub, jobId);
  let containerId = pub.containerId;
  if (!containerId) {
    containerId = await createInstagramContainer(auth, { caption: post.bodyMd, media: pub.media, format: instagramFormat({ media: pub.media, format: (pub.format as "feed" | "carousel" | "reel" | null) ?? null }) }, ctx);
    await update(pub.id, { state: "container", containerId });
    await crashPoint("instagram.container");
  }
  const status = await instagramContainerStatus(auth, containerId, ctx);
  if (status === "IN_PROGRESS") {
    await update(pub.id, { leaseUntil: null });
    return { kind: "waiting", delayMs: CONTAINER_POLL_MS, reason: "Instagram is still processing the media" };
  }
  if (status === "EXPIRED") {
    await update(pub.id, { state: "retry", containerId: null });
    throw new PublishFailure({ kind: "retryable", message: "Instagram's media container expired before it was published; a new one will be made." });
  }
  if (status === "ERROR") {
    await update(pub.id, { containerId: null });
    throw new PublishFailure({ kind: "permanent", message: "Instagram could not process the media (container status ERROR). Check the files are public, in a supported format and within the size limits." });
  }
  if (status === "PUBLISHED") {
    // A media_publish went through before the process stopped: find the media, never publish again.
    const found = (await listInstagramMedia(auth, ctx)).find((m) => m.caption === post.bodyMd);
    return markPublished(pub, post, { externalId: found?.id ?? null, url: found?.permalink ?? null }, "on Instagram (found after an interrupted publish)");
  }
  await update(pub.id, { state: "sending", sendingSince: now() });
  const mediaId = await publishInstagramContainer(auth, containerId, ctx);
  await crashPoint("instagram.publish");
  const url = await instagramPermalink(auth, mediaId, ctx).catch(() => null);
  return markPublished(pub, post, { externalId: mediaId, url }, "on Instagram");
}

/**
 * One step of the publication: returns what happened. Throws only on unexpected errors (the job
 * runner retries the job; the row's state and lease make the retry safe).
 */
export async function advancePublication(publicationId: string, opts: { jobId?: string | null } = {}): Promise<RunOutcome> {
  const at = now();
  type Claim = { skip: string } | { wait: string; until: number } | { pub: Pub; post: Post; step: NextStep };
  const claim = await system("social publishing: claim a due publication", async (tx): Promise<Claim> => {
    const locked = await lockRow(tx, publicationId);
    if (!locked) return { skip: "gone" };
    const { pub, post } = locked;
    if (post.status === "published" && pub.state !== "published") {
      // Published by hand (Mark published / Publish via webhook on the calendar): never send it too.
      await tx.update(socialPublications).set({ state: "published", url: post.publishedUrl, publishedAt: post.publishedAt ?? at, leaseUntil: null }).where(eq(socialPublications.id, pub.id));
      return { skip: "published by hand" };
    }
    const step = nextStep(pub, at);
    if (step.kind === "done") return { skip: "done" };
    if (step.kind === "wait") return { wait: step.reason, until: [pub.leaseUntil, pub.nextAttemptAt].filter((d): d is Date => !!d && d > at).map((d) => d.getTime())[0] ?? at.getTime() + 1000 };
    const hold = await holdReason(tx, post, at);
    if (hold) return { skip: hold };
    if (step.kind !== "deliver") await tx.update(socialPublications).set({ leaseUntil: new Date(at.getTime() + PUBLISH_LEASE_MS) }).where(eq(socialPublications.id, pub.id));
    return { pub, post, step };
  });
  if ("skip" in claim) return { kind: "skipped", reason: claim.skip };
  if ("wait" in claim) return { kind: "waiting", delayMs: Math.max(1000, claim.until - at.getTime()), reason: claim.wait };
  const { pub, post, step } = claim;
  if (step.kind === "deliver") return deliver(pub.id);
  try {
    return pub.network === "linkedin" ? await linkedIn(pub, post, step, opts.jobId ?? null) : await instagram(pub, post, step, opts.jobId ?? null);
  } catch (e) {
    if (e instanceof PublishFailure) {
      const [fresh] = await asSystem("social publishing: re-read after a failure", (db) => db.select().from(socialPublications).where(eq(socialPublications.id, pub.id)));
      // A failure before anything reached the network leaves nothing to reconcile: back to retry.
      return recordFailure(fresh ?? pub, post, e.failure);
    }
    throw e;
  }
}

/** Publications whose post is due now and that are not finished (what the tick hands to jobs). */
export async function duePublications(at = now(), limit = 200): Promise<{ id: string; brandId: string }[]> {
  return asSystem("social publishing tick: due publications of every brand", (db) =>
    db
      .select({ id: socialPublications.id, brandId: socialPublications.brandId })
      .from(socialPublications)
      .innerJoin(contentPosts, eq(contentPosts.id, socialPublications.postId))
      .where(
        and(
          sql`${socialPublications.state} not in ('published','failed')`,
          eq(contentPosts.status, "scheduled"),
          lte(contentPosts.scheduledAt, at),
          or(isNull(socialPublications.nextAttemptAt), lte(socialPublications.nextAttemptAt, at)),
          or(isNull(socialPublications.leaseUntil), lte(socialPublications.leaseUntil, at)),
        ),
      )
      .orderBy(contentPosts.scheduledAt)
      .limit(limit),
  );
}
