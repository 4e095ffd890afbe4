import type { ApiCallRow } from "./queries";

const HEADER = ["time_utc", "provider", "purpose", "method", "host", "path", "status", "ok", "error", "latency_ms", "bytes_out", "bytes_in", "retry", "cost_usd"];

/** A spreadsheet must not run a cell as a formula: values starting with = + - @ or a control are quoted as text. */
function cell(v: string | number | boolean | null): string {
  if (v === null) return "";
  let s = String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function apiCallsCsv(rows: ApiCallRow[]): string {
  const lines = [HEADER.join(",")];
  for (const r of rows) {
    lines.push(
      [
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
      ]
        .map(cell)
        .join(","),
    );
  }
  return lines.join("\r\n") + "\r\n";
}
