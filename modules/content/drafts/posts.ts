/**
 * Posts as drafts: the one way a post comes into being (generated, from the agent, or added by a
 * writer) with its version 1 and its content score, saving text as a new version, restoring an old
 * version (as a new one, history is never rewritten), and the review: approve → selected, reject
 * with a reason (kept, never deleted). Plain functions over a BrandScope, so a seed can call them.
 */
import { and, desc, eq, inArray, max } from "drizzle-orm";
import { contentBriefs, contentPosts, contentPostVersions, CONTENT_POST_KINDS, profiles } from "@/db/schema";
import type { Tx } from "@/db/client";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { getContentSettings, type ContentSettings } from "../engine";
import { textFingerprint } from "../similarity";
import { countWords, plainText, scoreContent, type ContentScore, type ScoreBrief } from "./score";

export type PostKind = (typeof CONTENT_POST_KINDS)[number];
export type PostMethod = "ai" | "agent" | "manual";
export type BriefRow = typeof contentBriefs.$inferSelect;

export type NewPost = {
  briefId: string | null;
  generationId?: string | null;
  kind: PostKind;
  channel: string;
  title: string;
  bodyMd: string;
  method: PostMethod;
  engineKey?: string | null;
};

/** What the score compares a text with: the brief's terms, outline and length (else the kind's default) and the banned words. */
export function scoreBriefFor(brief: Pick<BriefRow, "terms" | "outline" | "targetWords"> | null, kind: PostKind, settings: ContentSettings): ScoreBrief {
  return {
    terms: brief?.terms ?? [],
    // A social cut-down has no sections: the outline is the article's, not the post's.
    outline: kind === "article" ? (brief?.outline ?? []) : [],
    targetWords: kind === "article" ? (brief?.targetWords ?? settings.defaultLengths.article) : settings.defaultLengths[kind],
    bannedWords: settings.bannedWords,
  };
}

/** The post's text as the near-duplicate check reads it (modules/content/similarity). */
export function postText(title: string, bodyMd: string): string {
  return `${title}\n${plainText(bodyMd)}`;
}

function textSimhash(title: string, bodyMd: string): string | null {
  return textFingerprint(postText(title, bodyMd)).simhash;
}

async function briefIn(tx: Tx, scope: BrandScope, briefId: string | null): Promise<BriefRow | null> {
  if (!briefId) return null;
  const [b] = await tx.select().from(contentBriefs).where(and(eq(contentBriefs.id, briefId), eq(contentBriefs.brandId, scope.brandId)));
  return b ?? null;
}

/** Creates a post with version 1 and its score, in `tx`. */
export async function createPostIn(tx: Tx, scope: BrandScope, post: NewPost, settings: ContentSettings, opts: { authorId?: string | null; note?: string } = {}): Promise<{ id: string; score: ContentScore }> {
  const brief = await briefIn(tx, scope, post.briefId);
  if (post.briefId && !brief) throw new NotFoundError();
  const title = post.title.trim() || brief?.title || "Untitled draft";
  const score = scoreContent(post.bodyMd, scoreBriefFor(brief, post.kind, settings));
  const [row] = await tx
    .insert(contentPosts)
    .values({
      brandId: scope.brandId,
      briefId: brief?.id ?? null,
      generationId: post.generationId ?? null,
      kind: post.kind,
      channel: post.channel,
      title,
      bodyMd: post.bodyMd,
      method: post.method,
      engineKey: post.engineKey ?? null,
      score: score.score,
      scoreDetails: score as unknown as Record<string, unknown>,
      simhash: textSimhash(title, post.bodyMd),
      createdBy: scope.userId,
    })
    .returning({ id: contentPosts.id });
  await tx.insert(contentPostVersions).values({ brandId: scope.brandId, postId: row!.id, version: 1, title, bodyMd: post.bodyMd, authorId: opts.authorId ?? null, note: opts.note ?? null });
  return { id: row!.id, score };
}

/** A writer's draft (pasted Markdown or an uploaded file's text): method "manual", version 1 by the writer. */
export async function addManualDraft(scope: BrandScope, d: { briefId: string | null; kind: PostKind; channel: string; title: string; bodyMd: string; note?: string }): Promise<{ id: string; score: number }> {
  if (!countWords(plainText(d.bodyMd))) throw new ActionError("The draft has no text. Paste the Markdown or upload a .md or .docx file.");
  const settings = await getContentSettings(scope);
  return withScope(scope, async (tx) => {
    const r = await createPostIn(tx, scope, { ...d, method: "manual" }, settings, { authorId: scope.userId, note: d.note ?? "Added by a writer" });
    await logScopeActivity(tx, scope, "content_post_added", `Added the draft "${d.title.trim() || "Untitled draft"}"`, { postId: r.id });
    return { id: r.id, score: r.score.score };
  });
}

async function lockedPost(tx: Tx, scope: BrandScope, postId: string) {
  const [p] = await tx
    .select()
    .from(contentPosts)
    .where(and(eq(contentPosts.id, postId), eq(contentPosts.brandId, scope.brandId)))
    .for("update");
  if (!p) throw new NotFoundError();
  return p;
}

async function appendVersion(tx: Tx, scope: BrandScope, post: typeof contentPosts.$inferSelect, title: string, bodyMd: string, settings: ContentSettings, note: string | null) {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: max(contentPostVersions.version) })
    .from(contentPostVersions)
    .where(and(eq(contentPostVersions.postId, post.id), eq(contentPostVersions.brandId, scope.brandId)));
  const version = (n ?? 0) + 1;
  const brief = await briefIn(tx, scope, post.briefId);
  const score = scoreContent(bodyMd, scoreBriefFor(brief, post.kind, settings));
  await tx.insert(contentPostVersions).values({ brandId: scope.brandId, postId: post.id, version, title, bodyMd, authorId: scope.userId, note });
  await tx
    .update(contentPosts)
    .set({ title, bodyMd, score: score.score, scoreDetails: score as unknown as Record<string, unknown>, simhash: textSimhash(title, bodyMd), updatedAt: new Date() })
    .where(and(eq(contentPosts.id, post.id), eq(contentPosts.brandId, scope.brandId)));
  return { version, score: score.score };
}

/** Saves the editor's text as a new version (nothing is written when it did not change). */
export async function savePostText(scope: BrandScope, d: { postId: string; title: string; bodyMd: string; note?: string | null }): Promise<{ version: number | null; score: number | null }> {
  const settings = await getContentSettings(scope);
  return withScope(scope, async (tx) => {
    const post = await lockedPost(tx, scope, d.postId);
    const title = d.title.trim() || post.title;
    if (title === post.title && d.bodyMd === post.bodyMd) return { version: null, score: post.score };
    return appendVersion(tx, scope, post, title, d.bodyMd, settings, d.note?.trim() || null);
  });
}

/** Restores an earlier version as a new version (the history stays as it was). */
export async function restorePostVersion(scope: BrandScope, d: { postId: string; versionId: string }): Promise<{ version: number; score: number }> {
  const settings = await getContentSettings(scope);
  return withScope(scope, async (tx) => {
    const post = await lockedPost(tx, scope, d.postId);
    const [v] = await tx
      .select()
      .from(contentPostVersions)
      .where(and(eq(contentPostVersions.id, d.versionId), eq(contentPostVersions.postId, post.id), eq(contentPostVersions.brandId, scope.brandId)));
    if (!v) throw new NotFoundError();
    return appendVersion(tx, scope, post, v.title, v.bodyMd, settings, `Restored version ${v.version}`);
  });
}

/** Approve: suggested (or a rejected one reconsidered) → selected, ready for the calendar. */
export async function approvePost(scope: BrandScope, postId: string): Promise<void> {
  await withScope(scope, async (tx) => {
    const post = await lockedPost(tx, scope, postId);
    if (post.status !== "suggested" && post.status !== "rejected") throw new ActionError(`This post is already ${post.status}; only suggested or rejected posts can be approved.`);
    await tx
      .update(contentPosts)
      .set({ status: "selected", rejectReason: null, updatedAt: new Date() })
      .where(and(eq(contentPosts.id, postId), eq(contentPosts.brandId, scope.brandId)));
    await logScopeActivity(tx, scope, "content_post_approved", `Approved the post "${post.title}"`, { postId });
  });
}

/** Reject with a reason: the post stays (filterable under "Rejected") so the team learns from it. */
export async function rejectPost(scope: BrandScope, postId: string, reason: string): Promise<void> {
  await withScope(scope, async (tx) => {
    const post = await lockedPost(tx, scope, postId);
    if (post.status !== "suggested" && post.status !== "selected") throw new ActionError(`This post is already ${post.status}; only suggested or selected posts can be rejected.`);
    await tx
      .update(contentPosts)
      .set({ status: "rejected", rejectReason: reason, updatedAt: new Date() })
      .where(and(eq(contentPosts.id, postId), eq(contentPosts.brandId, scope.brandId)));
    await logScopeActivity(tx, scope, "content_post_rejected", `Rejected the post "${post.title}": ${reason}`, { postId, reason });
  });
}

export type VersionRow = { id: string; version: number; title: string; bodyMd: string; authorName: string | null; note: string | null; createdAt: Date };

export async function listPostVersions(scope: BrandScope, postId: string): Promise<VersionRow[]> {
  return withScope(scope, (tx) =>
    tx
      .select({
        id: contentPostVersions.id,
        version: contentPostVersions.version,
        title: contentPostVersions.title,
        bodyMd: contentPostVersions.bodyMd,
        authorName: profiles.fullName,
        note: contentPostVersions.note,
        createdAt: contentPostVersions.createdAt,
      })
      .from(contentPostVersions)
      .leftJoin(profiles, eq(profiles.id, contentPostVersions.authorId))
      .where(and(eq(contentPostVersions.postId, postId), eq(contentPostVersions.brandId, scope.brandId)))
      .orderBy(desc(contentPostVersions.version)),
  );
}

/** Posts of one generation already written (a resumed job skips them). */
export async function postsOfGeneration(tx: Tx, scope: BrandScope, generationId: string): Promise<{ kind: string; channel: string }[]> {
  return tx
    .select({ kind: contentPosts.kind, channel: contentPosts.channel })
    .from(contentPosts)
    .where(and(eq(contentPosts.brandId, scope.brandId), inArray(contentPosts.generationId, [generationId])));
}
