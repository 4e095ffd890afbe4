import { describe, expect, it } from "vitest";
import { parseDateCell, parseNumberCell } from "@/lib/import";
import { parseMetricValuesCsv } from "./csv";

describe("CSV cells", () => {
  it("parses dates and numbers as people write them", () => {
    expect(parseDateCell("2025-03-31")).toBe("2025-03-31");
    expect(parseDateCell("2025/3/1")).toBe("2025-03-01");
    expect(parseDateCell("2025-03")).toBe("2025-03-01");
    expect(parseDateCell("2025-02-30")).toBeNull();
    expect(parseDateCell("31/03/2025")).toBeNull();
    expect(parseNumberCell("1,234.5")).toBe(1234.5);
    expect(parseNumberCell("12,5")).toBe(12.5);
    expect(parseNumberCell("$ 1 200")).toBe(1200);
    expect(parseNumberCell("4.5%")).toBe(4.5);
    expect(parseNumberCell("-3")).toBe(-3);
    expect(parseNumberCell("n/a")).toBeNull();
    expect(parseNumberCell("")).toBeNull();
  });
});

describe("metric values import", () => {
  const metrics = ["Visitors", "Sign-ups", "Weekly active users"];

  it("reads the long layout (date, metric, value), matching names case-insensitively", () => {
    const r = parseMetricValuesCsv("Metric,Date,Value\nvisitors,2025-01-31,1000\nSIGN-UPS,2025-01-31,45\n", metrics);
    expect(r.layout).toBe("long");
    expect(r.errors).toEqual([]);
    expect(r.rows.map(({ metric, date, value }) => [metric, date, value])).toEqual([
      ["Sign-ups", "2025-01-31", 45],
      ["Visitors", "2025-01-31", 1000],
    ]);
  });

  it("reads the wide layout (date, then one column per metric) and skips empty cells", () => {
    const r = parseMetricValuesCsv("date,Visitors,Sign-ups\n2025-01-31,1000,45\n2025-02-28,1200,\n", metrics);
    expect(r.layout).toBe("wide");
    expect(r.rows).toHaveLength(3);
    expect(r.skipped).toBe(1);
  });

  it("reports bad cells (unknown metrics too) by row and column, keeps the good rows, and lets a later duplicate win", () => {
    const r = parseMetricValuesCsv(
      "date,metric,value\n2025-01-31,Visitors,10\n31/01/2025,Visitors,11\n2025-02-28,Visitors,abc\n2025-02-28,Churn,3\n2025-01-31,Visitors,12\n",
      metrics,
    );
    expect(r.rows.map((x) => [x.date, x.value, x.line])).toEqual([["2025-01-31", 12, 6]]);
    expect(r.errors.map((e) => [e.row, e.column])).toEqual([
      [3, "date"],
      [4, "value"],
      [5, "metric"],
    ]);
    expect(r.errors[2]!.message).toMatch(/No metric is named "Churn"/);
    expect(r.repeated).toBe(1);
  });

  it("explains what header it needs", () => {
    expect(parseMetricValuesCsv("when,how many\n2025-01-01,3", metrics).errors[0]!.message).toMatch(/header row needs "Date", "Metric", "Value"; or "Date", one of "Visitors"/);
    expect(parseMetricValuesCsv("date,Visitors\n", metrics).errors[0]!.message).toMatch(/no rows of data/);
  });
});
