/**
 * Content posts as the public REST API reads them (/api/v1/content/items and /api/v1/social/posts):
 * cursor-paginated (keyset on created_at, id — newest first) and one by id. A social post is a
 * content post of kind "social" on a network the publisher knows, with its publication (how and
 * when it goes out, and what came of it).
 */
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { contentPosts, socialPublications, type SocialPublicationMedia } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";

export type Keyset = { value: string; id: string };

const exactTs = sql<string>`to_char(${contentPosts.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export type ApiContentItem = {
  id: string;
  briefId: string | null;
  kind: string;
  channel: string;
  title: string;
  bodyMd: string;
  method: string;
  status: string;
  rejectReason: string | null;
  score: number | null;
  approvalStatus: string;
  scheduledAt: string | null;
  publishedAt: string | null;
  publishedUrl: string | null;
  ownerId: string | null;
  createdAt: string;
  updatedAt: string;
};

export type ApiPublication = {
  target: string;
  state: string;
  format: string | null;
  media: SocialPublicationMedia[];
  attempts: number;
  url: string | null;
  lastError: string | null;
  publishedAt: string | null;
};

export type ApiSocialPost = ApiContentItem & { publication: ApiPublication | null };

function toItem(p: typeof contentPosts.$inferSelect): ApiContentItem {
  return {
    id: p.id,
    briefId: p.briefId,
    kind: p.kind,
    channel: p.channel,
    title: p.title,
    bodyMd: p.bodyMd,
    method: p.method,
    status: p.status,
    rejectReason: p.rejectReason,
    score: p.score,
    approvalStatus: p.approvalStatus,
    scheduledAt: iso(p.scheduledAt),
    publishedAt: iso(p.publishedAt),
    publishedUrl: p.publishedUrl,
    ownerId: p.ownerId,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

function toPublication(s: typeof socialPublications.$inferSelect | null): ApiPublication | null {
  if (!s) return null;
  return { target: s.target, state: s.state, format: s.format, media: s.media, attempts: s.attempts, url: s.url, lastError: s.lastError, publishedAt: iso(s.publishedAt) };
}

export type ContentFilter = { status?: string; kind?: string; channel?: string };

function where(scope: BrandScope, f: ContentFilter, after: Keyset | null, extra: SQL[] = []): SQL {
  const p = contentPosts;
  const parts: (SQL | undefined)[] = [eq(p.brandId, scope.brandId), ...extra];
  if (f.status) parts.push(eq(p.status, f.status as (typeof p.$inferSelect)["status"]));
  if (f.kind) parts.push(eq(p.kind, f.kind as (typeof p.$inferSelect)["kind"]));
  if (f.channel) parts.push(eq(p.channel, f.channel));
  if (after) parts.push(sql`(${p.createdAt}, ${p.id}) < (${after.value}::timestamptz, ${after.id}::uuid)`);
  return and(...parts)!;
}

export async function listContentItemsPage(scope: BrandScope, f: ContentFilter, page: { limit: number; after: Keyset | null }): Promise<{ rows: ApiContentItem[]; keys: Keyset[] }> {
  const rows = await withScope(scope, (tx) =>
    tx
      .select({ p: contentPosts, key: exactTs })
      .from(contentPosts)
      .where(where(scope, f, page.after))
      .orderBy(sql`${contentPosts.createdAt} desc`, sql`${contentPosts.id} desc`)
      .limit(page.limit + 1),
  );
  return { rows: rows.map((r) => toItem(r.p)), keys: rows.map((r) => ({ value: r.key, id: r.p.id })) };
}

export async function getContentItem(scope: BrandScope, id: string): Promise<ApiContentItem | null> {
  const [row] = await withScope(scope, (tx) => tx.select().from(contentPosts).where(and(eq(contentPosts.brandId, scope.brandId), eq(contentPosts.id, id))));
  return row ? toItem(row) : null;
}

/** The networks a social post can be scheduled on (modules/social/publish). */
const SOCIAL_NETWORKS = ["linkedin", "instagram"];

function socialOnly(): SQL[] {
  return [eq(contentPosts.kind, "social"), inArray(contentPosts.channel, SOCIAL_NETWORKS)];
}

export async function listSocialPostsPage(scope: BrandScope, f: Omit<ContentFilter, "kind">, page: { limit: number; after: Keyset | null }): Promise<{ rows: ApiSocialPost[]; keys: Keyset[] }> {
  const rows = await withScope(scope, (tx) =>
    tx
      .select({ p: contentPosts, s: socialPublications, key: exactTs })
      .from(contentPosts)
      .leftJoin(socialPublications, and(eq(socialPublications.postId, contentPosts.id), eq(socialPublications.brandId, contentPosts.brandId)))
      .where(where(scope, f, page.after, socialOnly()))
      .orderBy(sql`${contentPosts.createdAt} desc`, sql`${contentPosts.id} desc`)
      .limit(page.limit + 1),
  );
  return { rows: rows.map((r) => ({ ...toItem(r.p), publication: toPublication(r.s) })), keys: rows.map((r) => ({ value: r.key, id: r.p.id })) };
}

export async function getSocialPost(scope: BrandScope, id: string): Promise<ApiSocialPost | null> {
  const [row] = await withScope(scope, (tx) =>
    tx
      .select({ p: contentPosts, s: socialPublications })
      .from(contentPosts)
      .leftJoin(socialPublications, and(eq(socialPublications.postId, contentPosts.id), eq(socialPublications.brandId, contentPosts.brandId)))
      .where(and(eq(contentPosts.brandId, scope.brandId), eq(contentPosts.id, id), ...socialOnly())),
  );
  return row ? { ...toItem(row.p), publication: toPublication(row.s) } : null;
}
