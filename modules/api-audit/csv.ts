import { toCsv } from "@/lib/csv";
import type { ApiCallRow } from "./queries";

const HEADER = ["time_utc", "provider", "purpose", "method", "host", "path", "status", "ok", "error", "latency_ms", "bytes_out", "bytes_in", "retry", "cost_usd"];

export function apiCallsCsv(rows: ApiCallRow[]): string {
  return toCsv([
    HEADER,
    ...rows.map((r) => [
      r.createdAt,
      r.provider,
      r.purpose,
      r.method,
      r.host,
      r.path,
      r.status,
      r.ok,
      r.errorCode ? `${r.errorCode}: ${r.errorMessage ?? ""}` : null,
      r.latencyMs,
      r.bytesOut,
      r.bytesIn,
      r.retry,
      r.costUsd === null ? null : r.costUsd.toFixed(6),
    ]),
  ]);
}
