/**
 * What a person does with ideas: accept one (its brief is made by createBrief, the one way a brief
 * comes into being), reject one with a reason (kept, never deleted), reopen a rejected one, merge
 * several into one (the others point at it), add one by hand. Plain functions on a BrandScope, so a
 * seed can call them as well as the actions.
 */
import { and, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { contentBriefs, contentIdeas } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { keywordKey } from "@/modules/seo/keyword-text";
import { createBriefIn } from "../briefs/create";
import { findNearDuplicates, textFingerprint, type NearDuplicates } from "../similarity";
import { brandTermsFor, scoreCandidate } from "./generate";

/**
 * The brief of an accepted idea; accepting twice returns the same brief. When the brand already has
 * a brief for the idea's keyword that no idea owns yet (e.g. saved from /getting-proper-structure),
 * the idea joins that brief instead of starting a second one on the same topic.
 */
export async function acceptIdea(scope: BrandScope, id: string): Promise<{ briefId: string; created: boolean; linked: boolean }> {
  return withScope(scope, async (tx) => {
    const [idea] = await tx
      .select()
      .from(contentIdeas)
      .where(and(eq(contentIdeas.id, id), eq(contentIdeas.brandId, scope.brandId)))
      .for("update");
    if (!idea) throw new NotFoundError();
    const [existing] = await tx
      .select({ id: contentBriefs.id })
      .from(contentBriefs)
      .where(and(eq(contentBriefs.brandId, scope.brandId), eq(contentBriefs.ideaId, id)))
      .limit(1);
    if (existing) return { briefId: existing.id, created: false, linked: false };
    if (idea.status === "merged") throw new ActionError("This idea was merged into another one. Create the brief from that idea.");
    if (idea.status === "rejected") throw new ActionError("This idea is rejected. Reopen it first to create its brief.");
    const orphan = idea.keyword ? await briefOfKeywordWithoutIdea(tx, scope, idea.keyword) : null;
    if (orphan) {
      await tx
        .update(contentBriefs)
        .set({
          ideaId: idea.id,
          ...(orphan.angle.trim() ? {} : { angle: idea.summary }),
          // A question idea is one of the questions the brief answers.
          ...(idea.origin === "question" && !orphan.questions.includes(idea.title) ? { questions: [...orphan.questions, idea.title] } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(contentBriefs.id, orphan.id), eq(contentBriefs.brandId, scope.brandId)));
      await tx.update(contentIdeas).set({ status: "accepted", updatedAt: sql`now()` }).where(and(eq(contentIdeas.id, idea.id), eq(contentIdeas.brandId, scope.brandId)));
      await logScopeActivity(tx, scope, "content_idea_linked", `Linked the idea "${idea.title}" to the existing brief "${orphan.title}" (same keyword)`, { briefId: orphan.id, ideaId: idea.id });
      return { briefId: orphan.id, created: false, linked: true };
    }
    const brief = await createBriefIn(tx, scope, {
      title: idea.title,
      ideaId: idea.id,
      keyword: idea.keyword,
      keywordGroupId: idea.keywordGroupId,
      angle: idea.summary,
      questions: idea.origin === "question" ? [idea.title] : [],
      intent: idea.origin === "question" ? "informational" : null,
    });
    return { briefId: brief.id, created: true, linked: false };
  });
}

/** The brand's most recently changed brief for this keyword (same keyword key) that no idea owns. */
async function briefOfKeywordWithoutIdea(tx: Tx, scope: BrandScope, keyword: string) {
  const key = keywordKey(keyword);
  const rows = await tx
    .select({ id: contentBriefs.id, title: contentBriefs.title, keyword: contentBriefs.keyword, angle: contentBriefs.angle, questions: contentBriefs.questions })
    .from(contentBriefs)
    .where(and(eq(contentBriefs.brandId, scope.brandId), isNull(contentBriefs.ideaId), isNotNull(contentBriefs.keyword)))
    .orderBy(desc(contentBriefs.updatedAt))
    .for("update");
  return rows.find((r) => keywordKey(r.keyword!) === key) ?? null;
}

async function setStatus(scope: BrandScope, id: string, from: string[], set: Partial<typeof contentIdeas.$inferInsert>, refusal: (status: string) => string): Promise<void> {
  return withScope(scope, async (tx) => {
    const [idea] = await tx
      .select({ status: contentIdeas.status })
      .from(contentIdeas)
      .where(and(eq(contentIdeas.id, id), eq(contentIdeas.brandId, scope.brandId)))
      .for("update");
    if (!idea) throw new NotFoundError();
    if (!from.includes(idea.status)) throw new ActionError(refusal(idea.status));
    await tx
      .update(contentIdeas)
      .set({ ...set, updatedAt: sql`now()` })
      .where(and(eq(contentIdeas.id, id), eq(contentIdeas.brandId, scope.brandId)));
  });
}

export async function rejectIdea(scope: BrandScope, id: string, reason: string): Promise<void> {
  await withScope(scope, async (tx) => {
    const [idea] = await tx
      .update(contentIdeas)
      .set({ status: "rejected", rejectReason: reason, updatedAt: sql`now()` })
      .where(and(eq(contentIdeas.id, id), eq(contentIdeas.brandId, scope.brandId), eq(contentIdeas.status, "new")))
      .returning({ title: contentIdeas.title });
    if (!idea) {
      const [row] = await tx.select({ status: contentIdeas.status }).from(contentIdeas).where(and(eq(contentIdeas.id, id), eq(contentIdeas.brandId, scope.brandId)));
      if (!row) throw new NotFoundError();
      throw new ActionError(row.status === "accepted" ? "This idea already has a brief; it cannot be rejected." : row.status === "rejected" ? "This idea is already rejected." : "This idea was merged into another one.");
    }
    await logScopeActivity(tx, scope, "content_idea_rejected", `Rejected the content idea "${idea.title}"`, { ideaId: id, reason });
  });
}

export async function reopenIdea(scope: BrandScope, id: string): Promise<void> {
  await setStatus(scope, id, ["rejected"], { status: "new", rejectReason: null }, (s) => (s === "new" ? "This idea is already open." : "Only a rejected idea can be reopened."));
}

/** Keeps `intoId`; the other ideas become "merged" pointing at it, and it takes the best score of them all. */
export async function mergeIdeas(scope: BrandScope, ids: string[], intoId: string): Promise<{ merged: number }> {
  const unique = [...new Set(ids)];
  return withScope(scope, async (tx) => {
    const rows = await tx
      .select({ id: contentIdeas.id, title: contentIdeas.title, status: contentIdeas.status, score: contentIdeas.score, summary: contentIdeas.summary })
      .from(contentIdeas)
      .where(and(eq(contentIdeas.brandId, scope.brandId), inArray(contentIdeas.id, unique)))
      .for("update");
    if (rows.length !== unique.length) throw new NotFoundError();
    const into = rows.find((r) => r.id === intoId)!;
    const others = rows.filter((r) => r.id !== intoId);
    if (into.status === "merged") throw new ActionError(`"${into.title}" was itself merged into another idea; keep a different one.`);
    const blocked = others.find((r) => r.status === "accepted" || r.status === "merged");
    if (blocked) throw new ActionError(blocked.status === "accepted" ? `"${blocked.title}" already has a brief; keep it, or leave it out of the merge.` : `"${blocked.title}" is already merged.`);
    await tx
      .update(contentIdeas)
      .set({ status: "merged", mergedIntoId: intoId, updatedAt: sql`now()` })
      .where(and(eq(contentIdeas.brandId, scope.brandId), inArray(contentIdeas.id, others.map((o) => o.id))));
    const note = `Also covers: ${others.map((o) => `"${o.title}"`).join(", ")}.`;
    await tx
      .update(contentIdeas)
      .set({
        summary: into.summary ? `${into.summary}\n${note}` : note,
        score: Math.max(into.score, ...others.map((o) => o.score)),
        updatedAt: sql`now()`,
      })
      .where(and(eq(contentIdeas.id, intoId), eq(contentIdeas.brandId, scope.brandId)));
    await logScopeActivity(tx, scope, "content_ideas_merged", `Merged ${others.length} content idea${others.length === 1 ? "" : "s"} into "${into.title}"`, { intoId, ids: others.map((o) => o.id) });
    return { merged: others.length };
  });
}

export type NewIdea = { title: string; summary?: string; keyword?: string | null };

/** A person's own idea, scored like the others, with its near-duplicates so the form can warn at once. */
export async function addIdea(scope: BrandScope, idea: NewIdea): Promise<{ id: string; nearDuplicates: NearDuplicates }> {
  const title = idea.title.trim();
  const summary = idea.summary?.trim() ?? "";
  const keyword = idea.keyword?.trim() || null;
  const terms = await brandTermsFor(scope);
  const id = await withScope(scope, async (tx) => {
    const [figures] = keyword
      ? await tx.execute<{ volume: number | null; difficulty: number | null; intent: string | null; id: string; group_id: string | null }>(sql`
          select id, volume, difficulty, intent, group_id from seo_keywords where brand_id = ${scope.brandId}::uuid and keyword_key = ${keywordKey(keyword)}`)
      : [];
    const { score, parts } = scoreCandidate(
      { origin: "manual", title, keyword, volume: figures?.volume == null ? null : Number(figures.volume), difficulty: figures?.difficulty ?? null, intent: figures?.intent ?? null },
      terms,
    );
    const [row] = await tx
      .insert(contentIdeas)
      .values({
        brandId: scope.brandId,
        title,
        summary,
        origin: "manual",
        originKey: null,
        reason: "Added by hand.",
        score,
        scoreParts: parts,
        keyword,
        keywordId: figures?.id ?? null,
        keywordGroupId: figures?.group_id ?? null,
        simhash: textFingerprint(`${title} ${summary}`).simhash,
        createdBy: scope.userId,
      })
      .returning({ id: contentIdeas.id });
    await logScopeActivity(tx, scope, "content_idea_added", `Added the content idea "${title}"`, { ideaId: row!.id });
    return row!.id;
  });
  return { id, nearDuplicates: await findNearDuplicates(scope, { kind: "idea", text: title, excludeId: id }) };
}
