/**
 * Recurring slots of the brand's content calendar: create, list, delete, and fill one slot with a
 * selected post (the post is scheduled at the slot's time and the slot closes). Plain functions on a
 * BrandScope, like ./posts, so a seed can call them as the actions do.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { contentCalendarSeries, contentPosts, contentSeriesSlots } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import type { Database, Tx } from "@/db/client";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import type { createSeriesInput } from "./inputs";
import { schedulePost } from "./posts";
import { describeSeries, slotOn, type SeriesRule } from "./recurrence";

export type CalendarSeries = SeriesRule & {
  id: string;
  title: string;
  kind: string;
  channel: string;
  /** Filled slots: day → post id. */
  filled: Record<string, string>;
};

/** At most this many recurring slots per brand (each is expanded on every calendar render). */
export const MAX_SERIES = 50;

function toRule(row: typeof contentCalendarSeries.$inferSelect): SeriesRule {
  return {
    frequency: row.frequency,
    interval: row.interval,
    weekdays: row.weekdays,
    monthDay: row.monthDay,
    startDate: row.startDate,
    time: row.time,
    timeZone: row.timeZone,
    untilDate: row.untilDate,
    count: row.count,
  };
}

async function seriesRows(tx: Tx | Database, brandId: string) {
  const rows = await tx.select().from(contentCalendarSeries).where(eq(contentCalendarSeries.brandId, brandId)).orderBy(asc(contentCalendarSeries.createdAt));
  const slots = rows.length
    ? await tx
        .select({ seriesId: contentSeriesSlots.seriesId, day: contentSeriesSlots.day, postId: contentSeriesSlots.postId })
        .from(contentSeriesSlots)
        .where(and(eq(contentSeriesSlots.brandId, brandId), inArray(contentSeriesSlots.seriesId, rows.map((r) => r.id))))
    : [];
  return rows.map(
    (r): CalendarSeries => ({
      ...toRule(r),
      id: r.id,
      title: r.title,
      kind: r.kind,
      channel: r.channel,
      filled: Object.fromEntries(slots.filter((s) => s.seriesId === r.id).map((s) => [s.day, s.postId])),
    }),
  );
}

export async function listSeries(scope: BrandScope): Promise<CalendarSeries[]> {
  return withScope(scope, (tx) => seriesRows(tx, scope.brandId));
}

/** Used by the ICS feed, which runs as the system for a feed token's brand. */
export { seriesRows as listSeriesIn };

export async function createSeries(scope: BrandScope, input: z.output<typeof createSeriesInput>): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    const existing = await tx.select({ id: contentCalendarSeries.id }).from(contentCalendarSeries).where(eq(contentCalendarSeries.brandId, scope.brandId));
    if (existing.length >= MAX_SERIES) throw new ActionError(`A brand has at most ${MAX_SERIES} recurring slots. Delete one you no longer use first.`);
    const [row] = await tx
      .insert(contentCalendarSeries)
      .values({ ...input, brandId: scope.brandId, createdBy: scope.userId })
      .returning({ id: contentCalendarSeries.id });
    await logScopeActivity(tx, scope, "content_series_created", `Added the recurring slot "${input.title}" (${describeSeries(input)})`, { seriesId: row!.id });
    return { id: row!.id };
  });
}

/** Deletes the rule; posts that filled its slots stay scheduled where they are. */
export async function deleteSeries(scope: BrandScope, seriesId: string): Promise<void> {
  await withScope(scope, async (tx) => {
    const [row] = await tx
      .delete(contentCalendarSeries)
      .where(and(eq(contentCalendarSeries.id, seriesId), eq(contentCalendarSeries.brandId, scope.brandId)))
      .returning({ title: contentCalendarSeries.title });
    if (!row) throw new NotFoundError();
    await logScopeActivity(tx, scope, "content_series_deleted", `Deleted the recurring slot "${row.title}"`, { seriesId });
  });
}

/**
 * Puts a selected (or scheduled) post into one slot of a rule: scheduled at the slot's time, and
 * the slot marked filled. A day the rule does not fall on, or a slot another post holds, is refused.
 */
export async function fillSlot(scope: BrandScope, seriesId: string, day: string, postId: string): Promise<{ scheduledAt: string }> {
  const [series] = await withScope(scope, (tx) =>
    tx
      .select()
      .from(contentCalendarSeries)
      .where(and(eq(contentCalendarSeries.id, seriesId), eq(contentCalendarSeries.brandId, scope.brandId))),
  );
  if (!series) throw new NotFoundError();
  const slot = slotOn(toRule(series), day);
  if (!slot) throw new ActionError(`"${series.title}" has no slot on ${day}.`);
  const [taken] = await withScope(scope, (tx) =>
    tx
      .select({ postId: contentSeriesSlots.postId, title: contentPosts.title })
      .from(contentSeriesSlots)
      .innerJoin(contentPosts, eq(contentPosts.id, contentSeriesSlots.postId))
      .where(and(eq(contentSeriesSlots.brandId, scope.brandId), eq(contentSeriesSlots.seriesId, seriesId), eq(contentSeriesSlots.day, day))),
  );
  if (taken && taken.postId !== postId) throw new ActionError(`That slot already holds "${taken.title}". Move that post first.`);
  // schedulePost checks the post (this brand's, selected or scheduled) and frees any slot it held.
  const { scheduledAt } = await schedulePost(scope, postId, slot.at);
  await withScope(scope, (tx) => tx.insert(contentSeriesSlots).values({ brandId: scope.brandId, seriesId, day, postId }).onConflictDoNothing());
  return { scheduledAt: scheduledAt! };
}
