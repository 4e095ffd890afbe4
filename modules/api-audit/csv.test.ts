import { describe, expect, it } from "vitest";
import { apiCallsCsv } from "./csv";
import type { ApiCallRow } from "./queries";

const row = (patch: Partial<ApiCallRow> = {}): ApiCallRow => ({
  id: "1",
  createdAt: "2026-03-01T10:00:00.000Z",
  provider: "webhook",
  purpose: "webhook.task_created",
  method: "POST",
  host: "hooks.example.com",
  path: "/in",
  status: 200,
  ok: true,
  errorCode: null,
  errorMessage: null,
  latencyMs: 120,
  bytesIn: 2,
  bytesOut: 300,
  retry: 0,
  costUsd: null,
  byJob: true,
  ...patch,
});

describe("api calls CSV", () => {
  it("writes a header and one line per call", () => {
    const csv = apiCallsCsv([row(), row({ status: null, ok: false, errorCode: "timeout", errorMessage: "No answer, in time", costUsd: 0.0021 })]);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("time_utc,provider,purpose,method,host,path,status,ok,error,latency_ms,bytes_out,bytes_in,retry,cost_usd");
    expect(lines[1]).toBe("2026-03-01T10:00:00.000Z,webhook,webhook.task_created,POST,hooks.example.com,/in,200,true,,120,300,2,0,");
    expect(lines[2]).toContain(',false,"timeout: No answer, in time",');
    expect(lines[2]!.endsWith(",0.002100")).toBe(true);
  });

  it("neutralises spreadsheet formulas", () => {
    expect(apiCallsCsv([row({ purpose: "=HYPERLINK(\"x\")" })])).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
