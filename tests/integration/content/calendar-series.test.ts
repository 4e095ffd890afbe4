/**
 * Recurring slots of the content calendar: created through the action (bad rules answered field by
 * field), a slot filled with a post (scheduled at the slot's time in the rule's zone), a day off the
 * rule or a taken slot refused, moving the post frees the slot, another brand's rule not found, and
 * the ICS feed carrying the rule as an RRULE with the filled slot as an EXDATE.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { contentPosts, contentSeriesSlots } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { actAs } from "../helpers/session";
import { selectBrand } from "../helpers/brand-context";
import { createBrand, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const actions = await import("@/modules/content/calendar/series-actions");
const { scheduleContentPostAction } = await import("@/modules/content/calendar/actions");
const { listSeries } = await import("@/modules/content/calendar/series");
const { createFeed } = await import("@/modules/content/calendar/feeds");
const feedRoute = await import("@/app/api/content-calendar/[token]/route");

beforeEach(() => actAs(null));

async function world() {
  const user = await createUser();
  const brand = await createBrand(user);
  await selectBrand(user, brand.id);
  return { user, brand, scope: await scopeFor(user, brand.id) };
}

async function post(brandId: string, title = "Newsletter #1"): Promise<string> {
  const [row] = await getDb()
    .insert(contentPosts)
    .values({ brandId, kind: "newsletter", channel: "newsletter", title, bodyMd: "Hello.", method: "manual", status: "selected" })
    .returning({ id: contentPosts.id });
  return row!.id;
}

const weekly = { title: "Weekly newsletter", kind: "newsletter" as const, channel: "newsletter", frequency: "weekly" as const, interval: 1, weekdays: [2], startDate: "2026-03-01", time: "09:00", timeZone: "Europe/Berlin", untilDate: null, count: 12 };

describe("recurring slots", () => {
  it("refuses a rule that says nothing or two things, field by field", async () => {
    const { user } = await world();
    actAs(user);
    const r = await actions.createContentSeriesAction({ ...weekly, title: " ", weekdays: [], untilDate: "2026-06-01", timeZone: "Mars/Olympus", interval: 60 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.fieldErrors ?? {}).sort()).toEqual(["count", "interval", "timeZone", "title", "weekdays"]);
  });

  it("fills a slot at 09:00 Berlin across the DST change, refuses other days and taken slots, frees it on a move", async () => {
    const { user, brand } = await world();
    actAs(user);
    const created = await actions.createContentSeriesAction(weekly);
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const seriesId = created.data.id;
    const [a, b] = [await post(brand.id), await post(brand.id, "Newsletter #2")];

    // Tue 24 Mar (CET, +1) and Tue 31 Mar (CEST, +2): both 09:00 on the wall clock.
    expect(await actions.fillContentSeriesSlotAction({ seriesId, day: "2026-03-24", postId: a })).toEqual({ ok: true, data: { scheduledAt: "2026-03-24T08:00:00.000Z" } });
    expect(await actions.fillContentSeriesSlotAction({ seriesId, day: "2026-03-31", postId: b })).toEqual({ ok: true, data: { scheduledAt: "2026-03-31T07:00:00.000Z" } });
    expect(await actions.fillContentSeriesSlotAction({ seriesId, day: "2026-03-25", postId: b })).toEqual({ ok: false, error: '"Weekly newsletter" has no slot on 2026-03-25.' });
    expect(await actions.fillContentSeriesSlotAction({ seriesId, day: "2026-03-24", postId: b })).toEqual({ ok: false, error: 'That slot already holds "Newsletter #1". Move that post first.' });
    // The 13th Tuesday is past COUNT=12 (3 Mar is the first).
    expect(await actions.fillContentSeriesSlotAction({ seriesId, day: "2026-05-26", postId: b })).toMatchObject({ ok: false });

    const [series] = await listSeries(await scopeFor(user, brand.id));
    expect(series!.filled).toEqual({ "2026-03-24": a, "2026-03-31": b });

    // Moving the post frees its slot.
    expect(await scheduleContentPostAction({ postId: a, at: "2026-03-26T10:00:00.000Z" })).toMatchObject({ ok: true });
    expect(await getDb().select().from(contentSeriesSlots).where(eq(contentSeriesSlots.postId, a))).toEqual([]);
  });

  it("another brand's rule and posts are not found", async () => {
    const mine = await world();
    const theirs = await world();
    actAs(theirs.user);
    const created = await actions.createContentSeriesAction(weekly);
    if (!created.ok) throw new Error(created.error);
    const theirPost = await post(theirs.brand.id);
    actAs(mine.user);
    const myPost = await post(mine.brand.id);
    expect(await actions.fillContentSeriesSlotAction({ seriesId: created.data.id, day: "2026-03-24", postId: myPost })).toMatchObject({ ok: false, error: expect.stringMatching(/not found/i) });
    expect(await actions.deleteContentSeriesAction({ seriesId: created.data.id })).toMatchObject({ ok: false, error: expect.stringMatching(/not found/i) });
    const own = await actions.createContentSeriesAction(weekly);
    if (!own.ok) throw new Error(own.error);
    expect(await actions.fillContentSeriesSlotAction({ seriesId: own.data.id, day: "2026-03-24", postId: theirPost })).toMatchObject({ ok: false, error: expect.stringMatching(/not found/i) });
    expect(await listSeries(mine.scope)).toHaveLength(1);
  });

  it("the ICS feed holds the rule as an RRULE in its zone, with the filled slot as an EXDATE and the post as its own event", async () => {
    const { user, brand, scope } = await world();
    actAs(user);
    const created = await actions.createContentSeriesAction(weekly);
    if (!created.ok) throw new Error(created.error);
    const id = await post(brand.id);
    await actions.fillContentSeriesSlotAction({ seriesId: created.data.id, day: "2026-03-10", postId: id });
    const feed = await createFeed(scope);
    const res = await feedRoute.GET(new Request(`http://x.test/api/content-calendar/${feed.token}.ics`), { params: Promise.resolve({ token: `${feed.token}.ics` }) });
    const body = await res.text();
    expect(body).toContain("SUMMARY:[newsletter] Weekly newsletter (open slot)\r\n");
    expect(body).toContain("DTSTART;TZID=Europe/Berlin:20260303T090000\r\n");
    expect(body).toContain("RRULE:FREQ=WEEKLY;BYDAY=TU;WKST=MO;COUNT=12\r\n");
    expect(body).toContain("EXDATE;TZID=Europe/Berlin:20260310T090000\r\n");
    expect(body).toContain("DTSTART:20260310T080000Z\r\n");
    expect(body).toContain(`UID:${created.data.id}@series.content.growth-os\r\n`);
  });
});
