import { describe, expect, it } from "vitest";
import { bannedWordsFound, isValidTimeZone, nextPostingSlot } from "./rules";

describe("bannedWordsFound", () => {
  it("finds whole words case-insensitively, once each, in list order", () => {
    expect(bannedWordsFound("Synergy is great. SYNERGY again, and leverage.", ["leverage", "synergy", "Synergy"])).toEqual(["leverage", "synergy"]);
  });
  it("does not match inside other words", () => {
    expect(bannedWordsFound("Start the artisan party", ["art", "party"])).toEqual(["party"]);
  });
  it("matches phrases across any whitespace and hashtags", () => {
    expect(bannedWordsFound("A game\nchanger for #growth hackers", ["game changer", "#growth", "growth hack"])).toEqual(["game changer", "#growth"]);
  });
  it("handles accents and ignores blank entries", () => {
    expect(bannedWordsFound("Ein günstiges Angebot", ["", "  ", "Günstiges"])).toEqual(["Günstiges"]);
    expect(bannedWordsFound("", ["x"])).toEqual([]);
  });
  it("treats regex characters literally", () => {
    expect(bannedWordsFound("Costs $5 (only)", ["$5", "(only)", "c.sts"])).toEqual(["$5", "(only)"]);
  });
});

describe("nextPostingSlot", () => {
  // 2026-11-26 is a Thursday (weekday 4).
  const thu = (iso: string) => new Date(`2026-11-26T${iso}Z`);

  it("returns the moment itself inside a window, rounded up to the minute", () => {
    const w = [{ weekday: 4, start: "09:00", end: "11:00" }];
    expect(nextPostingSlot(w, thu("09:30:20"), "UTC")?.toISOString()).toBe("2026-11-26T09:31:00.000Z");
  });
  it("moves to the next window's start, later the same day or on a later weekday", () => {
    const w = [
      { weekday: 4, start: "14:00", end: "15:00" },
      { weekday: 1, start: "08:00", end: "09:00" },
    ];
    expect(nextPostingSlot(w, thu("10:00:00"), "UTC")?.toISOString()).toBe("2026-11-26T14:00:00.000Z");
    expect(nextPostingSlot(w, thu("15:00:00"), "UTC")?.toISOString()).toBe("2026-11-30T08:00:00.000Z");
  });
  it("wraps a full week to the same weekday", () => {
    const w = [{ weekday: 4, start: "08:00", end: "09:00" }];
    expect(nextPostingSlot(w, thu("09:00:00"), "UTC")?.toISOString()).toBe("2026-12-03T08:00:00.000Z");
  });
  it("reads windows in the brand's time zone", () => {
    // 09:00 in Berlin (UTC+1 in November) is 08:00 UTC; Thursday 23:30 UTC is already Friday in Berlin.
    const w = [{ weekday: 5, start: "09:00", end: "10:00" }];
    expect(nextPostingSlot(w, thu("23:30:00"), "Europe/Berlin")?.toISOString()).toBe("2026-11-27T08:00:00.000Z");
    expect(nextPostingSlot([{ weekday: 4, start: "09:00", end: "10:00" }], thu("12:00:00"), "America/New_York")?.toISOString()).toBe("2026-11-26T14:00:00.000Z");
  });
  it("follows daylight saving changes", () => {
    // Berlin switches to summer time on 2027-03-28 (Sunday); Monday 09:00 is then 07:00 UTC.
    const w = [{ weekday: 1, start: "09:00", end: "10:00" }];
    expect(nextPostingSlot(w, new Date("2027-03-27T12:00:00Z"), "Europe/Berlin")?.toISOString()).toBe("2027-03-29T07:00:00.000Z");
  });
  it("answers null without usable windows or with an unknown zone", () => {
    expect(nextPostingSlot([], thu("10:00:00"), "UTC")).toBeNull();
    expect(nextPostingSlot([{ weekday: 4, start: "11:00", end: "10:00" }], thu("10:00:00"), "UTC")).toBeNull();
    expect(nextPostingSlot([{ weekday: 4, start: "9", end: "10:00" }], thu("10:00:00"), "UTC")).toBeNull();
    expect(nextPostingSlot([{ weekday: 4, start: "09:00", end: "10:00" }], thu("10:00:00"), "Mars/Base")).toBeNull();
    expect(isValidTimeZone("Europe/Lisbon")).toBe(true);
  });
});
