import { getDb } from "@/db/client";
import { contentCalendarSeries, contentPosts } from "@/db/schema";
import * as s from "@/modules/content/calendar/series-actions";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// Recurring slots on /cm-posts-selected: deleting and filling name one of brand A's rules (and A's
// posts), which only A's editors may touch; creating acts on the caller's current brand.
const editors = ["owner", "member"] as const;
const anyBrand = ["owner", "member", "outsider"] as const;

const rule = { title: "Weekly newsletter", kind: "newsletter" as const, channel: "newsletter", frequency: "weekly" as const, interval: 1, weekdays: [2], startDate: "2026-01-06", time: "09:00", timeZone: "Europe/Berlin" };

async function seriesInA(w: MatrixWorld): Promise<string> {
  const [r] = await getDb()
    .insert(contentCalendarSeries)
    .values({ ...rule, brandId: w.a.id })
    .returning({ id: contentCalendarSeries.id });
  return r!.id;
}

async function postInA(w: MatrixWorld): Promise<string> {
  const [p] = await getDb()
    .insert(contentPosts)
    .values({ brandId: w.a.id, kind: "newsletter", channel: "newsletter", title: `Post of ${w.a.name}`, bodyMd: "Body.", method: "manual", status: "selected" })
    .returning({ id: contentPosts.id });
  return p!.id;
}

export default defineMatrix([
  { action: "createContentSeries", call: s.createContentSeriesAction, allow: anyBrand, input: () => ({ ...rule, weekdays: [2] }) },
  { action: "deleteContentSeries", call: s.deleteContentSeriesAction, allow: editors, input: async (w) => ({ seriesId: await seriesInA(w) }) },
  { action: "fillContentSeriesSlot", call: s.fillContentSeriesSlotAction, allow: editors, input: async (w) => ({ seriesId: await seriesInA(w), day: "2026-01-13", postId: await postInA(w) }) },
]);
