/**
 * What /cm-posts-suggested reads: the posts under review (filterable: suggested, rejected with their
 * reasons, all), the running and recent generations with their progress, the briefs to generate
 * from, and the open post with its brief (for the live score), versions and citations.
 */
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { contentBriefs, contentGenerations, contentPosts, SOCIAL_IDEAS_GENERATION_KIND } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { listCitations, type StoredCitation } from "@/modules/knowledge/grounding";
import { getContentSettings } from "../engine";
import { POST_CITATION_PURPOSE } from "./generate";
import { findNearDuplicates, type NearDuplicates } from "../similarity";
import { listPostVersions, postText, scoreBriefFor, type PostKind, type VersionRow } from "./posts";
import type { ScoreBrief } from "./score";

export const POST_FILTERS = ["suggested", "rejected", "selected", "all"] as const;
export type PostFilter = (typeof POST_FILTERS)[number];

export type PostListRow = {
  id: string;
  title: string;
  kind: PostKind;
  channel: string;
  method: string;
  status: string;
  score: number | null;
  rejectReason: string | null;
  briefId: string | null;
  briefTitle: string | null;
  createdAt: Date;
};

export type GenerationRow = {
  id: string;
  briefTitle: string | null;
  kinds: string[];
  engineKey: string;
  status: string;
  progress: { done: number; total: number; step?: string };
  error: string | null;
  costUsd: number | null;
  createdAt: Date;
};

export type OpenPost = {
  post: PostListRow & { bodyMd: string; engineKey: string | null };
  scoreBrief: ScoreBrief;
  versions: VersionRow[];
  citations: StoredCitation[];
  duplicates: NearDuplicates;
};

export type DraftsPage = {
  filter: PostFilter;
  posts: PostListRow[];
  counts: Record<PostFilter, number>;
  generations: GenerationRow[];
  briefs: { id: string; title: string; status: string }[];
  open: OpenPost | null;
};

const LIST_LIMIT = 200;

export function parsePostFilter(v: unknown): PostFilter {
  return typeof v === "string" && (POST_FILTERS as readonly string[]).includes(v) ? (v as PostFilter) : "suggested";
}

export async function getDraftsPage(scope: BrandScope, opts: { filter: PostFilter; postId: string | null }): Promise<DraftsPage> {
  const where: SQL[] = [eq(contentPosts.brandId, scope.brandId)];
  if (opts.filter !== "all") where.push(eq(contentPosts.status, opts.filter));
  const [posts, statusRows, generations, briefs] = await withScope(scope, (tx) =>
    Promise.all([
      tx
        .select({
          id: contentPosts.id,
          title: contentPosts.title,
          kind: contentPosts.kind,
          channel: contentPosts.channel,
          method: contentPosts.method,
          status: contentPosts.status,
          score: contentPosts.score,
          rejectReason: contentPosts.rejectReason,
          briefId: contentPosts.briefId,
          briefTitle: contentBriefs.title,
          createdAt: contentPosts.createdAt,
        })
        .from(contentPosts)
        .leftJoin(contentBriefs, and(eq(contentBriefs.id, contentPosts.briefId), eq(contentBriefs.brandId, scope.brandId)))
        .where(and(...where))
        .orderBy(desc(contentPosts.createdAt))
        .limit(LIST_LIMIT),
      tx.select({ status: contentPosts.status }).from(contentPosts).where(eq(contentPosts.brandId, scope.brandId)),
      tx
        .select({
          id: contentGenerations.id,
          briefTitle: contentBriefs.title,
          kinds: contentGenerations.kinds,
          engineKey: contentGenerations.engineKey,
          status: contentGenerations.status,
          progress: contentGenerations.progress,
          error: contentGenerations.error,
          costUsd: contentGenerations.costUsd,
          createdAt: contentGenerations.createdAt,
        })
        .from(contentGenerations)
        .leftJoin(contentBriefs, and(eq(contentBriefs.id, contentGenerations.briefId), eq(contentBriefs.brandId, scope.brandId)))
        // LinkedIn idea requests to the agent share the generations table; they show on /linkedin-content-ideas.
        .where(and(eq(contentGenerations.brandId, scope.brandId), sql`not (${SOCIAL_IDEAS_GENERATION_KIND} = any(${contentGenerations.kinds}))`))
        .orderBy(desc(contentGenerations.createdAt))
        .limit(5),
      tx
        .select({ id: contentBriefs.id, title: contentBriefs.title, status: contentBriefs.status })
        .from(contentBriefs)
        .where(eq(contentBriefs.brandId, scope.brandId))
        .orderBy(desc(contentBriefs.updatedAt))
        .limit(200),
    ]),
  );
  const counts: Record<PostFilter, number> = { suggested: 0, rejected: 0, selected: 0, all: statusRows.length };
  for (const r of statusRows) if (r.status === "suggested" || r.status === "rejected" || r.status === "selected") counts[r.status]++;
  return {
    filter: opts.filter,
    posts,
    counts,
    generations: generations.map((g) => ({ ...g, costUsd: g.costUsd === null ? null : Number(g.costUsd) })),
    briefs,
    open: opts.postId ? await getOpenPost(scope, opts.postId) : null,
  };
}

export async function getOpenPost(scope: BrandScope, postId: string): Promise<OpenPost | null> {
  const [row] = await withScope(scope, (tx) =>
    tx
      .select({ post: contentPosts, brief: contentBriefs })
      .from(contentPosts)
      .leftJoin(contentBriefs, and(eq(contentBriefs.id, contentPosts.briefId), eq(contentBriefs.brandId, scope.brandId)))
      .where(and(eq(contentPosts.id, postId), eq(contentPosts.brandId, scope.brandId))),
  );
  if (!row) return null;
  const p = row.post;
  const [settings, versions, citations, duplicates] = await Promise.all([
    getContentSettings(scope),
    listPostVersions(scope, postId),
    listCitations(scope, POST_CITATION_PURPOSE, [postId]),
    findNearDuplicates(scope, { kind: "post", text: postText(p.title, p.bodyMd), title: p.title, excludeId: p.id }),
  ]);
  // A draft is meant to resemble its own brief and the other cut-downs of that brief: not a duplicate.
  const siblings = p.briefId
    ? new Set((await withScope(scope, (tx) => tx.select({ id: contentPosts.id }).from(contentPosts).where(and(eq(contentPosts.brandId, scope.brandId), eq(contentPosts.briefId, p.briefId!))))).map((r) => r.id))
    : new Set<string>();
  const own = duplicates.own.filter((d) => !(d.kind === "brief" && d.id === p.briefId) && !(d.kind === "post" && siblings.has(d.id)));
  return {
    post: {
      id: p.id,
      title: p.title,
      kind: p.kind,
      channel: p.channel,
      method: p.method,
      status: p.status,
      score: p.score,
      rejectReason: p.rejectReason,
      briefId: p.briefId,
      briefTitle: row.brief?.title ?? null,
      createdAt: p.createdAt,
      bodyMd: p.bodyMd,
      engineKey: p.engineKey,
    },
    scoreBrief: scoreBriefFor(row.brief, p.kind, settings),
    versions,
    citations,
    duplicates: { ...duplicates, own },
  };
}

/** A generation's state (tests, polling). */
export async function getGeneration(scope: BrandScope, generationId: string) {
  const [g] = await withScope(scope, (tx) => tx.select().from(contentGenerations).where(and(eq(contentGenerations.id, generationId), eq(contentGenerations.brandId, scope.brandId))));
  return g ?? null;
}

export async function postsOfGenerations(scope: BrandScope, ids: string[]) {
  if (!ids.length) return [];
  return withScope(scope, (tx) => tx.select().from(contentPosts).where(and(eq(contentPosts.brandId, scope.brandId), inArray(contentPosts.generationId, ids))));
}
