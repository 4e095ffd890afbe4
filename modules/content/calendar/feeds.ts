/**
 * The brand's secret calendar feed (ICS). One live feed per brand: creating a new one revokes the
 * old (its URL stops working at once); only the token's sha-256 is kept, so the URL is shown once.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import { brands, contentCalendarFeeds, contentPosts } from "@/db/schema";
import { logScopeActivity } from "@/lib/activity";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { hashLinkToken, isLinkToken, newLinkToken } from "@/lib/crypto/link-token";
import { asSystem } from "@/lib/system";
import { buildIcs, type IcsEvent } from "./ics";
import { firstSlot } from "./recurrence";
import { listSeriesIn } from "./series";

export function feedPath(token: string): string {
  return `/api/content-calendar/${token}.ics`;
}

export async function getFeedStatus(scope: BrandScope): Promise<{ active: boolean; createdAt: string | null }> {
  const [row] = await withScope(scope, (tx) =>
    tx
      .select({ createdAt: contentCalendarFeeds.createdAt })
      .from(contentCalendarFeeds)
      .where(and(eq(contentCalendarFeeds.brandId, scope.brandId), isNull(contentCalendarFeeds.revokedAt))),
  );
  return { active: !!row, createdAt: row?.createdAt.toISOString() ?? null };
}

/** A new feed URL; any earlier one stops working. */
export async function createFeed(scope: BrandScope): Promise<{ token: string; path: string }> {
  const token = newLinkToken();
  await withScope(scope, async (tx) => {
    await tx.update(contentCalendarFeeds).set({ revokedAt: new Date() }).where(and(eq(contentCalendarFeeds.brandId, scope.brandId), isNull(contentCalendarFeeds.revokedAt)));
    await tx.insert(contentCalendarFeeds).values({ brandId: scope.brandId, tokenHash: hashLinkToken(token), createdBy: scope.userId });
    await logScopeActivity(tx, scope, "content_calendar_feed_created", "Created a new calendar feed URL (the previous one stopped working)");
  });
  return { token, path: feedPath(token) };
}

export async function revokeFeed(scope: BrandScope): Promise<void> {
  await withScope(scope, async (tx) => {
    await tx.update(contentCalendarFeeds).set({ revokedAt: new Date() }).where(and(eq(contentCalendarFeeds.brandId, scope.brandId), isNull(contentCalendarFeeds.revokedAt)));
    await logScopeActivity(tx, scope, "content_calendar_feed_revoked", "Turned off the calendar feed");
  });
}

/**
 * The ICS text for a feed token, or null for an unknown, malformed or revoked token. Holds the
 * brand's scheduled and published posts (UID = post id, stable across moves); no body, no comments —
 * and each recurring slot as one event with its RRULE, the slots posts fill left out (EXDATE).
 */
export async function feedIcs(token: string, origin: string, now = new Date()): Promise<string | null> {
  const raw = token.endsWith(".ics") ? token.slice(0, -4) : token;
  if (!isLinkToken(raw)) return null;
  return asSystem("calendar feed: a calendar app has no session, the feed token authorizes", async (db) => {
    const [feed] = await db
      .select({ brandId: contentCalendarFeeds.brandId })
      .from(contentCalendarFeeds)
      .where(and(eq(contentCalendarFeeds.tokenHash, hashLinkToken(raw)), isNull(contentCalendarFeeds.revokedAt)));
    if (!feed) return null;
    const [brand] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, feed.brandId));
    const posts = await db
      .select({
        id: contentPosts.id,
        title: contentPosts.title,
        channel: contentPosts.channel,
        status: contentPosts.status,
        scheduledAt: contentPosts.scheduledAt,
        publishedUrl: contentPosts.publishedUrl,
        updatedAt: contentPosts.updatedAt,
      })
      .from(contentPosts)
      .where(and(eq(contentPosts.brandId, feed.brandId), inArray(contentPosts.status, ["scheduled", "published"])))
      .orderBy(contentPosts.scheduledAt)
      .limit(5000);
    const series = await listSeriesIn(db, feed.brandId);
    const slots: IcsEvent[] = series.flatMap((s) => {
      const first = firstSlot(s);
      if (!first) return [];
      return [{ uid: `${s.id}@series.content.growth-os`, start: first.at, summary: `[${s.channel}] ${s.title} (open slot)`, description: "Recurring slot: fill it with a post on the content calendar", url: `${origin}/cm-posts-selected`, status: "TENTATIVE" as const, recurrence: { rule: s, exdates: Object.keys(s.filled).sort() } }];
    });
    return buildIcs({
      name: `${brand?.name ?? "Brand"} — content calendar`,
      now,
      events: [
        ...posts
        .filter((p) => p.scheduledAt)
        .map((p) => ({
          uid: `${p.id}@content.growth-os`,
          start: p.scheduledAt!,
          summary: `[${p.channel}] ${p.title}`,
          description: p.status === "published" ? "Published" : "Scheduled",
          url: p.publishedUrl ?? `${origin}/cm-posts-selected?post=${p.id}`,
          updatedAt: p.updatedAt,
          status: "CONFIRMED" as const,
        })),
        ...slots,
      ],
    });
  });
}
