import { describe, expect, it } from "vitest";
import { readRunReport, runReportAnswerSchema } from "./ga4";
import { ga4RowOf } from "../ga4-sync";

// The body Google documents for runReport, values as strings in header order.
const ANSWER = {
  dimensionHeaders: [{ name: "date" }, { name: "landingPage" }, { name: "deviceCategory" }, { name: "country" }],
  metricHeaders: [
    { name: "sessions", type: "TYPE_INTEGER" },
    { name: "engagedSessions", type: "TYPE_INTEGER" },
    { name: "keyEvents", type: "TYPE_FLOAT" },
  ],
  rows: [
    { dimensionValues: [{ value: "20260301" }, { value: "/" }, { value: "mobile" }, { value: "United States" }], metricValues: [{ value: "30" }, { value: "20" }, { value: "2.5" }] },
    { dimensionValues: [{ value: "(other)" }, { value: "(other)" }, { value: "(other)" }, { value: "(other)" }], metricValues: [{ value: "4" }, { value: "1" }, { value: "0" }] },
  ],
  rowCount: 2,
  metadata: { currencyCode: "USD", timeZone: "America/New_York" },
  kind: "analyticsData#runReport",
};

describe("GA4 runReport answer", () => {
  it("reads rows by header name and numbers from strings", () => {
    const r = readRunReport(runReportAnswerSchema.parse(ANSWER))!;
    expect(r.rowCount).toBe(2);
    expect(r.rows[0]).toEqual({ dimensions: { date: "20260301", landingPage: "/", deviceCategory: "mobile", country: "United States" }, metrics: { sessions: 30, engagedSessions: 20, keyEvents: 2.5 } });
  });

  it("turns rows into the store's rows, dropping the (other) row that has no date", () => {
    const r = readRunReport(runReportAnswerSchema.parse(ANSWER))!;
    expect(r.rows.map(ga4RowOf)).toEqual([{ day: "2026-03-01", landingPage: "/", device: "mobile", country: "United States", sessions: 30, engagedSessions: 20, keyEvents: 2.5 }, null]);
  });

  it("has no rows when the report is empty (Google leaves `rows` out) and refuses rows that do not match the headers", () => {
    expect(readRunReport(runReportAnswerSchema.parse({ dimensionHeaders: [{ name: "date" }], metricHeaders: [{ name: "sessions" }], rowCount: 0 }))).toEqual({ rows: [], rowCount: 0 });
    expect(readRunReport(runReportAnswerSchema.parse({ ...ANSWER, rows: [{ dimensionValues: [{ value: "20260301" }], metricValues: [{ value: "1" }] }] }))).toBeNull();
    expect(readRunReport(runReportAnswerSchema.parse({ ...ANSWER, rows: [{ ...ANSWER.rows[0], metricValues: [{ value: "x" }, { value: "1" }, { value: "1" }] }] }))).toBeNull();
  });
});
