import { describe, expect, it } from "vitest";
import { buildIcs } from "./ics";
import { describeSeries, expandSeries, firstSlot, seriesRrule, slotOn, zonedInstant, type SeriesRule } from "./recurrence";

const rule = (r: Partial<SeriesRule> & Pick<SeriesRule, "frequency">): SeriesRule => ({
  interval: 1,
  weekdays: [],
  monthDay: null,
  startDate: "2026-01-01",
  time: "09:00",
  timeZone: "Europe/Berlin",
  untilDate: null,
  count: null,
  ...r,
});
const iso = (slots: { at: Date }[]) => slots.map((s) => s.at.toISOString());
const range = (a: string, b: string) => [new Date(a), new Date(b)] as const;

// 2026-01-06 is a Tuesday. Europe/Berlin: summer time from 29 Mar 2026 02:00 to 25 Oct 2026 03:00.
describe("content calendar recurrence", () => {
  it("weekly newsletter every Tuesday 09:00 stays at 09:00 Berlin time across daylight saving", () => {
    const r = rule({ frequency: "weekly", weekdays: [2] });
    expect(iso(expandSeries(r, ...range("2026-03-20T00:00:00Z", "2026-04-01T00:00:00Z")))).toEqual(["2026-03-24T08:00:00.000Z", "2026-03-31T07:00:00.000Z"]);
    expect(iso(expandSeries(r, ...range("2026-10-20T00:00:00Z", "2026-11-01T00:00:00Z")))).toEqual(["2026-10-20T07:00:00.000Z", "2026-10-27T08:00:00.000Z"]);
  });

  it("another zone: New York's change (8 Mar 2026) moves the UTC time, not the wall clock", () => {
    const r = rule({ frequency: "daily", startDate: "2026-03-07", time: "18:30", timeZone: "America/New_York", count: 3 });
    expect(iso(expandSeries(r, ...range("2026-01-01T00:00:00Z", "2026-12-31T00:00:00Z")))).toEqual(["2026-03-07T23:30:00.000Z", "2026-03-08T22:30:00.000Z", "2026-03-09T22:30:00.000Z"]);
    // 18:30 in New York on 7 Mar is already 8 Mar in UTC: the day is the zone's day.
    expect(expandSeries(r, ...range("2026-03-07T20:00:00Z", "2026-03-08T00:00:00Z")).map((s) => s.day)).toEqual(["2026-03-07"]);
  });

  it("a time in the spring-forward gap moves forward; a time that occurs twice takes the first", () => {
    expect(zonedInstant("2026-03-29", "02:30", "Europe/Berlin").toISOString()).toBe("2026-03-29T01:30:00.000Z"); // 03:30 CEST
    expect(zonedInstant("2026-10-25", "02:30", "Europe/Berlin").toISOString()).toBe("2026-10-25T00:30:00.000Z"); // 02:30 CEST, not CET
    expect(zonedInstant("2026-07-01", "00:00", "UTC").toISOString()).toBe("2026-07-01T00:00:00.000Z");
    expect(zonedInstant("2026-01-15", "09:00", "Asia/Kolkata").toISOString()).toBe("2026-01-15T03:30:00.000Z");
  });

  it("monthly on the 31st falls on each month's last day; the interval counts months from the start", () => {
    const r = rule({ frequency: "monthly", monthDay: 31, startDate: "2028-01-01", timeZone: "UTC" });
    expect(expandSeries(r, ...range("2028-01-01T00:00:00Z", "2028-05-01T00:00:00Z")).map((s) => s.day)).toEqual(["2028-01-31", "2028-02-29", "2028-03-31", "2028-04-30"]);
    const quarterly = rule({ frequency: "monthly", interval: 3, monthDay: 30, startDate: "2026-11-15", timeZone: "UTC" });
    expect(expandSeries(quarterly, ...range("2026-11-01T00:00:00Z", "2027-12-31T00:00:00Z")).map((s) => s.day)).toEqual(["2026-11-30", "2027-02-28", "2027-05-30", "2027-08-30", "2027-11-30"]);
  });

  it("daily with an interval, until a date or a count", () => {
    const everyOther = rule({ frequency: "daily", interval: 2, startDate: "2026-01-30", untilDate: "2026-02-05", timeZone: "UTC" });
    expect(expandSeries(everyOther, ...range("2026-01-01T00:00:00Z", "2026-12-31T00:00:00Z")).map((s) => s.day)).toEqual(["2026-01-30", "2026-02-01", "2026-02-03", "2026-02-05"]);
    const fiveWeekdays = rule({ frequency: "weekly", weekdays: [1, 2, 3, 4, 5], startDate: "2026-01-09", count: 5, timeZone: "UTC" }); // a Friday
    expect(expandSeries(fiveWeekdays, ...range("2026-01-12T00:00:00Z", "2026-12-31T00:00:00Z")).map((s) => s.day)).toEqual(["2026-01-12", "2026-01-13", "2026-01-14", "2026-01-15"]);
    expect(slotOn(fiveWeekdays, "2026-01-15")?.day).toBe("2026-01-15");
    expect(slotOn(fiveWeekdays, "2026-01-16")).toBeNull(); // the sixth
    expect(slotOn(fiveWeekdays, "2026-01-10")).toBeNull(); // a Saturday
  });

  it("every other week on Tuesday counts weeks from the start's week", () => {
    const r = rule({ frequency: "weekly", interval: 2, weekdays: [2], startDate: "2026-01-07" }); // a Wednesday: its Tuesday is gone
    expect(expandSeries(r, ...range("2026-01-01T00:00:00Z", "2026-02-10T00:00:00Z")).map((s) => s.day)).toEqual(["2026-01-20", "2026-02-03"]);
    expect(firstSlot(r)?.day).toBe("2026-01-20");
  });

  it("writes the same rule as an RRULE", () => {
    expect(seriesRrule(rule({ frequency: "weekly", weekdays: [2] }))).toBe("FREQ=WEEKLY;BYDAY=TU;WKST=MO");
    expect(seriesRrule(rule({ frequency: "weekly", interval: 2, weekdays: [5, 1], count: 10 }))).toBe("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR;WKST=MO;COUNT=10");
    expect(seriesRrule(rule({ frequency: "monthly", monthDay: 31 }))).toBe("FREQ=MONTHLY;BYMONTHDAY=-1");
    expect(seriesRrule(rule({ frequency: "monthly", monthDay: 30, interval: 3 }))).toBe("FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=28,29,30;BYSETPOS=-1");
    expect(seriesRrule(rule({ frequency: "monthly", monthDay: 15 }))).toBe("FREQ=MONTHLY;BYMONTHDAY=15");
    // UNTIL is the until day's slot in UTC (09:00 CEST = 07:00Z).
    expect(seriesRrule(rule({ frequency: "daily", untilDate: "2026-06-30" }))).toBe("FREQ=DAILY;UNTIL=20260630T070000Z");
    expect(describeSeries(rule({ frequency: "weekly", weekdays: [2], count: 10 }))).toBe("Weekly on Tue at 09:00 (Europe/Berlin), 10 times");
    expect(describeSeries(rule({ frequency: "daily", interval: 3, untilDate: "2026-06-30" }))).toBe("Every 3 days at 09:00 (Europe/Berlin), until 2026-06-30");
  });

  it("in the ICS feed: DTSTART with TZID on the first slot, the RRULE, and EXDATEs for filled slots", () => {
    const r = rule({ frequency: "weekly", weekdays: [2], startDate: "2026-01-01", count: 4 });
    const ics = buildIcs({
      name: "Brand",
      now: new Date("2026-01-01T00:00:00Z"),
      events: [{ uid: "s1@series", start: firstSlot(r)!.at, summary: "Newsletter (slot)", recurrence: { rule: r, exdates: ["2026-01-13"] } }],
    });
    const lines = ics.split("\r\n");
    expect(lines).toContain("DTSTART;TZID=Europe/Berlin:20260106T090000");
    expect(lines).toContain("DURATION:PT30M");
    expect(lines.some((l) => l.startsWith("DTEND"))).toBe(false);
    expect(lines).toContain("RRULE:FREQ=WEEKLY;BYDAY=TU;WKST=MO;COUNT=4");
    expect(lines).toContain("EXDATE;TZID=Europe/Berlin:20260113T090000");
    expect(lines.filter((l) => l.startsWith("DTSTART"))).toHaveLength(1);
  });
});
