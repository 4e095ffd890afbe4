/**
 * Content briefs (/content-briefs): the list, one brief with everything its editor shows, edits,
 * status, assignment (a task made by the tasks module and linked back), the read-only share link
 * and the internal links suggested from the brand's latest crawl. Plain functions over a BrandScope,
 * so a seed can call them as well as the actions.
 */
import { and, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { contentBriefs, contentIdeas, contentPosts, foundationalTasks, growthSquad, personas, profiles, seoCrawlPages, seoCrawls } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { assertInBrand, NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { asSystem } from "@/lib/system";
import type { TaskStatus } from "@/lib/task-status";
import { createTasksInTx } from "@/modules/tasks/create";
import { listMembers } from "@/modules/team/queries";
import { rankInternalLinks, type LinkSuggestion } from "./links";
import { textFingerprint } from "@/modules/content/similarity";
import { briefText, type BriefDoc } from "./render";
import { hashShareToken, isWellFormedShareToken, newShareToken, shareExpiry, sharePath } from "./share";

export type BriefStatus = (typeof contentBriefs.$inferSelect)["status"];

export type BriefListRow = {
  id: string;
  title: string;
  keyword: string | null;
  status: BriefStatus;
  assigneeName: string | null;
  taskStatus: TaskStatus | null;
  updatedAt: Date;
};

export type BriefFilters = { status?: BriefStatus | null; q?: string | null; assignee?: string | null };

const personName = sql<string | null>`coalesce(nullif(${profiles.fullName}, ''), ${profiles.email})`;

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listBriefs(scope: BrandScope, filters: BriefFilters = {}): Promise<BriefListRow[]> {
  const where: SQL[] = [eq(contentBriefs.brandId, scope.brandId)];
  if (filters.status) where.push(eq(contentBriefs.status, filters.status));
  const q = filters.q?.trim();
  if (q) where.push(or(ilike(contentBriefs.title, `%${escapeLike(q)}%`), ilike(contentBriefs.keyword, `%${escapeLike(q)}%`))!);
  if (filters.assignee === "none") where.push(isNull(contentBriefs.assigneeId));
  else if (filters.assignee) where.push(eq(contentBriefs.assigneeId, filters.assignee));
  return withScope(scope, (tx) =>
    tx
      .select({
        id: contentBriefs.id,
        title: contentBriefs.title,
        keyword: contentBriefs.keyword,
        status: contentBriefs.status,
        assigneeName: personName,
        taskStatus: foundationalTasks.status,
        updatedAt: contentBriefs.updatedAt,
      })
      .from(contentBriefs)
      .leftJoin(profiles, eq(profiles.id, contentBriefs.assigneeId))
      .leftJoin(foundationalTasks, and(eq(foundationalTasks.id, contentBriefs.taskId), eq(foundationalTasks.brandId, contentBriefs.brandId)))
      .where(and(...where))
      .orderBy(desc(contentBriefs.updatedAt), desc(contentBriefs.id))
      .limit(500),
  );
}

export type BriefRow = typeof contentBriefs.$inferSelect;
export type BriefDetail = Omit<BriefRow, "shareTokenHash" | "simhash"> & {
  personaName: string | null;
  assigneeName: string | null;
  task: { id: string; title: string; status: TaskStatus } | null;
  share: { active: boolean; expiresAt: Date | null; expired: boolean };
  /** The URL the performance is read for: the brief's own, else a published post's written from it. */
  published: { url: string; at: Date; from: "brief" | "post" } | null;
};

export async function getBrief(scope: BrandScope, id: string, now = new Date()): Promise<BriefDetail | null> {
  const found = await withScope(scope, async (tx) => {
    const [row] = await tx
      .select({ brief: contentBriefs, personaName: personas.name, assigneeName: personName, taskTitle: foundationalTasks.title, taskStatus: foundationalTasks.status })
      .from(contentBriefs)
      .leftJoin(personas, and(eq(personas.id, contentBriefs.personaId), eq(personas.brandId, contentBriefs.brandId)))
      .leftJoin(profiles, eq(profiles.id, contentBriefs.assigneeId))
      .leftJoin(foundationalTasks, and(eq(foundationalTasks.id, contentBriefs.taskId), eq(foundationalTasks.brandId, contentBriefs.brandId)))
      .where(and(eq(contentBriefs.id, id), eq(contentBriefs.brandId, scope.brandId)));
    if (!row) return null;
    const [post] = row.brief.publishedUrl
      ? []
      : await tx
          .select({ url: contentPosts.publishedUrl, at: contentPosts.publishedAt })
          .from(contentPosts)
          .where(and(eq(contentPosts.brandId, scope.brandId), eq(contentPosts.briefId, id), sql`${contentPosts.publishedUrl} is not null`, sql`${contentPosts.publishedAt} is not null`))
          .orderBy(contentPosts.publishedAt)
          .limit(1);
    return { row, post };
  });
  if (!found) return null;
  const { row, post } = found;
  const { shareTokenHash, simhash: _simhash, ...brief } = row.brief;
  const b = row.brief;
  const published =
    b.publishedUrl && b.publishedAt ? { url: b.publishedUrl, at: b.publishedAt, from: "brief" as const } : post?.url && post.at ? { url: post.url, at: post.at, from: "post" as const } : null;
  return {
    ...brief,
    personaName: row.personaName,
    assigneeName: row.assigneeName,
    task: b.taskId && row.taskStatus ? { id: b.taskId, title: row.taskTitle ?? "", status: row.taskStatus } : null,
    share: { active: !!shareTokenHash && !!b.shareExpiresAt && b.shareExpiresAt > now, expiresAt: shareTokenHash ? b.shareExpiresAt : null, expired: !!shareTokenHash && !!b.shareExpiresAt && b.shareExpiresAt <= now },
    published,
  };
}

export function briefDoc(b: Pick<BriefRow, "title" | "keyword" | "intent" | "audience" | "angle" | "titleOptions" | "outline" | "questions" | "terms" | "internalLinks" | "sources" | "targetWords" | "cta"> & { personaName: string | null }): BriefDoc {
  return {
    title: b.title,
    keyword: b.keyword,
    intent: b.intent,
    audience: b.audience,
    personaName: b.personaName,
    angle: b.angle,
    titleOptions: b.titleOptions,
    outline: b.outline,
    questions: b.questions,
    terms: b.terms,
    internalLinks: b.internalLinks,
    sources: b.sources,
    targetWords: b.targetWords,
    cta: b.cta,
  };
}

/** The fields a person edits (the editor's Save), the publish date included. */
export type BriefPatch = Partial<
  Pick<BriefRow, "title" | "keyword" | "intent" | "audience" | "personaId" | "angle" | "titleOptions" | "outline" | "questions" | "terms" | "internalLinks" | "sources" | "targetWords" | "cta" | "publishedUrl" | "publishedAt"> & {
    outlineMethod: "ai" | "consensus" | "manual" | null;
  }
>;

export async function updateBrief(scope: BrandScope, id: string, patch: BriefPatch): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    if (patch.personaId) await assertInBrand(tx, scope, personas, [patch.personaId]);
    const set = { ...patch, ...(patch.title !== undefined ? { title: patch.title.trim() } : {}), updatedAt: new Date() };
    const [row] = await tx
      .update(contentBriefs)
      .set(set)
      .where(and(eq(contentBriefs.id, id), eq(contentBriefs.brandId, scope.brandId)))
      .returning();
    if (!row) throw new NotFoundError();
    // Kept current so other briefs, ideas and drafts (and other brands of the agency) find this one.
    const { simhash } = textFingerprint(briefText(row));
    if (simhash !== row.simhash) await tx.update(contentBriefs).set({ simhash }).where(and(eq(contentBriefs.id, id), eq(contentBriefs.brandId, scope.brandId)));
    return { id: row.id };
  });
}

export const BRIEF_STATUS_LABEL: Record<BriefStatus, string> = { draft: "Draft", ready: "Ready", in_writing: "In writing", done: "Done" };

export async function setBriefStatus(scope: BrandScope, id: string, status: BriefStatus): Promise<{ id: string; status: BriefStatus }> {
  return withScope(scope, async (tx) => {
    const [row] = await tx
      .update(contentBriefs)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(contentBriefs.id, id), eq(contentBriefs.brandId, scope.brandId)))
      .returning({ id: contentBriefs.id, title: contentBriefs.title });
    if (!row) throw new NotFoundError();
    await logScopeActivity(tx, scope, "content_brief_status", `Marked the content brief "${row.title}" ${BRIEF_STATUS_LABEL[status].toLowerCase()}`, { briefId: id, status });
    return { id, status };
  });
}

export async function deleteBrief(scope: BrandScope, id: string): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    const [row] = await tx
      .delete(contentBriefs)
      .where(and(eq(contentBriefs.id, id), eq(contentBriefs.brandId, scope.brandId)))
      .returning({ id: contentBriefs.id, title: contentBriefs.title });
    if (!row) throw new NotFoundError();
    await logScopeActivity(tx, scope, "content_brief_deleted", `Deleted the content brief "${row.title}"`, { briefId: id });
    return { id };
  });
}

/** The brief's page inside the app: where a task's description links back to. */
export function briefPath(id: string): string {
  return `/content-briefs?brief=${id}`;
}

export type AssignResult = { taskId: string | null; created: boolean; inSquad: boolean; assigneeName: string | null };

/**
 * Assigns the brief to one of the brand's people. The first assignment creates a task through the
 * tasks module (linked in task_id, its description linking back to the brief); a later one moves
 * that task to the new person. A person who is not in the Growth Squad cannot hold a task: the task
 * is then left unassigned and the answer says so. Unassigning keeps the task and its history.
 */
export async function assignBrief(scope: BrandScope, id: string, profileId: string | null): Promise<AssignResult> {
  let assigneeName: string | null = null;
  if (profileId) {
    const member = (await listMembers(scope)).find((m) => m.userId === profileId);
    if (!member) throw new NotFoundError();
    assigneeName = member.fullName?.trim() || member.email;
  }
  return withScope(scope, async (tx) => {
    const [brief] = await tx
      .select({ id: contentBriefs.id, title: contentBriefs.title, keyword: contentBriefs.keyword, taskId: contentBriefs.taskId, status: contentBriefs.status })
      .from(contentBriefs)
      .where(and(eq(contentBriefs.id, id), eq(contentBriefs.brandId, scope.brandId)));
    if (!brief) throw new NotFoundError();
    if (!profileId) {
      await tx.update(contentBriefs).set({ assigneeId: null, updatedAt: new Date() }).where(and(eq(contentBriefs.id, id), eq(contentBriefs.brandId, scope.brandId)));
      return { taskId: brief.taskId, created: false, inSquad: false, assigneeName: null };
    }
    const [squad] = await tx
      .select({ id: growthSquad.id })
      .from(growthSquad)
      .where(and(eq(growthSquad.brandId, scope.brandId), eq(growthSquad.userId, profileId)))
      .orderBy(growthSquad.createdAt)
      .limit(1);
    const squadId = squad?.id ?? null;
    let taskId = brief.taskId;
    let created = false;
    const [existing] = taskId
      ? await tx.select({ id: foundationalTasks.id }).from(foundationalTasks).where(and(eq(foundationalTasks.id, taskId), eq(foundationalTasks.brandId, scope.brandId)))
      : [];
    if (existing) {
      await tx.update(foundationalTasks).set({ assignedTo: squadId, updatedAt: new Date() }).where(and(eq(foundationalTasks.id, existing.id), eq(foundationalTasks.brandId, scope.brandId)));
    } else {
      const [task] = await createTasksInTx(
        tx,
        scope,
        [
          {
            title: `Write: ${brief.title}`.slice(0, 200),
            description: [
              `Write the piece described in the content brief "${brief.title}"${brief.keyword ? ` (keyword: ${brief.keyword})` : ""}.`,
              `Brief: ${briefPath(id)}`,
              squadId ? null : `Assigned to ${assigneeName} on the brief; add them to the Growth Squad (/growth-squad) to assign the task too.`,
            ]
              .filter(Boolean)
              .join("\n"),
            assignedTo: squadId,
            sprintId: null,
            sourceType: "content_brief",
            sourceData: { content_brief_id: id },
          },
        ],
        { activity: "each" },
      );
      taskId = task!.id;
      created = true;
    }
    await tx
      .update(contentBriefs)
      .set({ assigneeId: profileId, taskId, status: brief.status === "draft" || brief.status === "ready" ? "in_writing" : brief.status, updatedAt: new Date() })
      .where(and(eq(contentBriefs.id, id), eq(contentBriefs.brandId, scope.brandId)));
    await logScopeActivity(tx, scope, "content_brief_assigned", `Assigned the content brief "${brief.title}" to ${assigneeName}`, { briefId: id, taskId });
    return { taskId, created, inSquad: !!squadId, assigneeName };
  });
}

/** Creates (or replaces) the share link; the token is returned once and never stored. */
export async function shareBrief(scope: BrandScope, id: string, days: number, now = new Date()): Promise<{ path: string; expiresAt: Date }> {
  const token = newShareToken();
  const expiresAt = shareExpiry(days, now);
  await withScope(scope, async (tx) => {
    const [row] = await tx
      .update(contentBriefs)
      .set({ shareTokenHash: hashShareToken(token), shareExpiresAt: expiresAt })
      .where(and(eq(contentBriefs.id, id), eq(contentBriefs.brandId, scope.brandId)))
      .returning({ title: contentBriefs.title });
    if (!row) throw new NotFoundError();
    await logScopeActivity(tx, scope, "content_brief_shared", `Created a read-only link to the content brief "${row.title}"`, { briefId: id, expiresAt: expiresAt.toISOString() });
  });
  return { path: sharePath(token), expiresAt };
}

export async function revokeBriefShare(scope: BrandScope, id: string): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    const [row] = await tx
      .update(contentBriefs)
      .set({ shareTokenHash: null, shareExpiresAt: null })
      .where(and(eq(contentBriefs.id, id), eq(contentBriefs.brandId, scope.brandId)))
      .returning({ title: contentBriefs.title });
    if (!row) throw new NotFoundError();
    await logScopeActivity(tx, scope, "content_brief_unshared", `Revoked the read-only link to the content brief "${row.title}"`, { briefId: id });
    return { id };
  });
}

export type SharedBrief = { status: "ok"; brief: BriefDoc; expiresAt: Date } | { status: "invalid" } | { status: "expired" };

/**
 * What a share link shows, read without a session: the token is the permission. Only the brief's
 * document fields leave (BriefDoc) — no ids, assignee, task or anything else of the brand. A revoked
 * or replaced link finds no row ("invalid"); an expired one says so.
 */
export async function readSharedBrief(token: string, now = new Date()): Promise<SharedBrief> {
  if (!isWellFormedShareToken(token)) return { status: "invalid" };
  const hash = hashShareToken(token);
  const row = await asSystem("shared brief link: the token is the permission", async (db) => {
    const [r] = await db
      .select({
        brief: contentBriefs,
        personaName: personas.name,
      })
      .from(contentBriefs)
      .leftJoin(personas, and(eq(personas.id, contentBriefs.personaId), eq(personas.brandId, contentBriefs.brandId)))
      .where(eq(contentBriefs.shareTokenHash, hash));
    return r ?? null;
  });
  if (!row || !row.brief.shareExpiresAt) return { status: "invalid" };
  if (row.brief.shareExpiresAt <= now) return { status: "expired" };
  return { status: "ok", brief: briefDoc({ ...row.brief, personaName: row.personaName }), expiresAt: row.brief.shareExpiresAt };
}

/** The brand's most recent succeeded crawl's indexable pages that answered 200. */
export async function latestCrawlPages(scope: BrandScope): Promise<{ crawledAt: Date | null; pages: { url: string; title: string | null; h1s: string[] }[] }> {
  return withScope(scope, async (tx) => {
    const [crawl] = await tx
      .select({ id: seoCrawls.id, finishedAt: seoCrawls.finishedAt, createdAt: seoCrawls.createdAt })
      .from(seoCrawls)
      .where(and(eq(seoCrawls.brandId, scope.brandId), eq(seoCrawls.status, "succeeded")))
      .orderBy(desc(sql`coalesce(${seoCrawls.finishedAt}, ${seoCrawls.createdAt})`))
      .limit(1);
    if (!crawl) return { crawledAt: null, pages: [] };
    const pages = await tx
      .select({ url: seoCrawlPages.url, title: seoCrawlPages.title, h1s: seoCrawlPages.h1s })
      .from(seoCrawlPages)
      .where(
        and(
          eq(seoCrawlPages.brandId, scope.brandId),
          eq(seoCrawlPages.crawlId, crawl.id),
          eq(seoCrawlPages.external, false),
          eq(seoCrawlPages.statusCode, 200),
          eq(seoCrawlPages.indexable, true),
        ),
      )
      .limit(5_000);
    return { crawledAt: crawl.finishedAt ?? crawl.createdAt, pages };
  });
}

export type LinkSuggestions = { crawledAt: Date | null; items: LinkSuggestion[] };

/** Internal links for the brief from the latest crawl, minus the ones it already has and its own URL. */
export async function suggestInternalLinks(scope: BrandScope, b: Pick<BriefRow, "keyword" | "title" | "outline" | "internalLinks" | "publishedUrl">): Promise<LinkSuggestions> {
  const { crawledAt, pages } = await latestCrawlPages(scope);
  const exclude = [...b.internalLinks.map((l) => l.url), ...(b.publishedUrl ? [b.publishedUrl] : [])];
  return { crawledAt, items: rankInternalLinks({ keyword: b.keyword, title: b.title, outline: b.outline }, pages, { exclude, limit: 8 }) };
}

export type EditorOptions = {
  personas: { id: string; name: string }[];
  people: { id: string; name: string; inSquad: boolean }[];
  ideas: { id: string; title: string; keyword: string | null }[];
};

/** Personas, the brand's people (and whether each can hold a task) and ideas a brief can start from. */
export async function getEditorOptions(scope: BrandScope): Promise<EditorOptions> {
  const members = await listMembers(scope);
  const rows = await withScope(scope, async (tx) => ({
    personas: await tx.select({ id: personas.id, name: personas.name }).from(personas).where(eq(personas.brandId, scope.brandId)).orderBy(personas.name),
    squad: members.length
      ? await tx
          .select({ userId: growthSquad.userId })
          .from(growthSquad)
          .where(and(eq(growthSquad.brandId, scope.brandId), inArray(growthSquad.userId, members.map((m) => m.userId))))
      : [],
    ideas: await tx
      .select({ id: contentIdeas.id, title: contentIdeas.title, keyword: contentIdeas.keyword })
      .from(contentIdeas)
      .where(
        and(
          eq(contentIdeas.brandId, scope.brandId),
          inArray(contentIdeas.status, ["new", "accepted"]),
          sql`not exists (select 1 from ${contentBriefs} cb where cb.brand_id = ${contentIdeas.brandId} and cb.idea_id = ${contentIdeas.id})`,
        ),
      )
      .orderBy(desc(contentIdeas.score), contentIdeas.title)
      .limit(200),
  }));
  const inSquad = new Set(rows.squad.map((s) => s.userId));
  return {
    personas: rows.personas,
    people: members.map((m) => ({ id: m.userId, name: m.fullName?.trim() || m.email, inSquad: inSquad.has(m.userId) })),
    ideas: rows.ideas,
  };
}

/** A brief's title must say what it is: a readable error instead of a blank row. */
export function cleanTitle(title: string): string {
  const t = title.replace(/\s+/g, " ").trim();
  if (!t) throw new ActionError("Give the brief a title.");
  return t;
}
