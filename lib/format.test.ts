import { afterEach, describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDay, formatMoney, formatNumber, formatPrice, formatRelative, formatUsd, pct, pctRange, signed } from "./format";

describe("formatUsd", () => {
  it("shows cents, keeps sub-cent call costs readable and marks a missing cost", () => {
    expect(formatUsd(0)).toBe("$0.00");
    expect(formatUsd(5)).toBe("$5.00");
    expect(formatUsd(1234.567)).toBe("$1234.57");
    expect(formatUsd(0.0042)).toBe("$0.0042");
    expect(formatUsd(0.00000123)).toBe("$0.000001");
    expect(formatUsd(null)).toBe("—");
  });
});

describe("dates, times and numbers render the same wherever they are formatted", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });
  // 23:30 UTC on Nov 25 is already Nov 26 at UTC+14 and still Nov 25 at UTC-8.
  const late = new Date("2026-11-25T23:30:05Z");

  it("renders instants in UTC, labelled, whatever the process time zone", () => {
    for (const tz of ["UTC", "Pacific/Kiritimati", "America/Los_Angeles"]) {
      process.env.TZ = tz;
      expect(formatDateTime(late), tz).toBe("Nov 25, 2026, 23:30 UTC");
      expect(formatDateTime(late.toISOString(), { seconds: true, year: false }), tz).toBe("Nov 25, 23:30:05 UTC");
      expect(formatDate(late.getTime()), tz).toBe("Nov 25, 2026");
      expect(formatDate(late, { year: false }), tz).toBe("Nov 25");
    }
  });

  it("renders calendar days as the day they name", () => {
    for (const tz of ["Pacific/Kiritimati", "America/Los_Angeles"]) {
      process.env.TZ = tz;
      expect(formatDay("2026-03-01"), tz).toBe("Mar 1, 2026");
      expect(formatDay("2026-03-01", { year: false, weekday: true }), tz).toBe("Sun, Mar 1");
      expect(formatDay("2026-12-31T00:00:00Z", { year: false }), tz).toBe("Dec 31");
    }
  });

  it("measures relative times from the given now, never the clock", () => {
    expect(formatRelative(late, new Date("2026-11-25T23:33:05Z"))).toBe("3 minutes ago");
    expect(formatRelative("2026-11-26T01:30:05Z", late)).toBe("in 2 hours");
  });

  it("groups numbers one way", () => {
    expect(formatNumber(1234567.891)).toBe("1,234,567.89");
    expect(formatNumber(0.5, { style: "percent" })).toBe("50%");
    expect(formatNumber(1234.56, 0)).toBe("1,235");
    expect(formatNumber(3.14159, 1)).toBe("3.1");
    expect(formatNumber(Number.NaN)).toBe("—");
    expect(formatNumber(null)).toBe("—");
  });
});

describe("shares, signs and model prices", () => {
  it("writes ratios as percentages, intervals as ranges and sentiment with its sign", () => {
    expect(pct(0.423)).toBe("42.3%");
    expect(pct(0.5)).toBe("50%");
    expect(pct(null)).toBe("—");
    expect(pctRange(0.354, 0.491)).toBe("35–49%");
    expect(signed(0.42)).toBe("+0.42");
    expect(signed(-0.1)).toBe("−0.10");
    expect(signed(0.001)).toBe("0.00");
  });

  it("keeps the decimals a small per-token price needs", () => {
    expect(formatPrice({ inPerMTok: 0.4, outPerMTok: 0.075 })).toBe("$0.40 in · $0.075 out per 1M tokens");
    expect(formatPrice({ inPerMTok: 3, outPerMTok: 15 })).toBe("$3.00 in · $15.00 out per 1M tokens");
  });
});

describe("formatMoney", () => {
  it("writes an amount in the account's currency, compact for ticks, and marks a missing one", () => {
    expect(formatMoney(1234.5, "EUR")).toBe("€1,234.50");
    expect(formatMoney(1234.5, "JPY")).toBe("¥1,235");
    expect(formatMoney(1234.5, "USD", { compact: true })).toBe("$1,235");
    expect(formatMoney(123_456, "GBP", { compact: true })).toBe("£123.5K");
    expect(formatMoney(null, "USD")).toBe("—");
    expect(formatMoney(Number.NaN, "USD")).toBe("—");
  });
});
