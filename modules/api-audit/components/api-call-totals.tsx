import { ActivityIcon, AlertTriangleIcon, CoinsIcon, TimerIcon } from "lucide-react";
import type { MonthTotals, ProviderTotals, Totals } from "../queries";
import { formatUsd, formatNumber } from "@/lib/format";
import { formatMonth, formatShare } from "@/lib/format";

function Stat({ icon, label, value, note, alert }: { icon: React.ReactNode; label: string; value: string; note?: string; alert?: boolean }) {
  return (
    <div className="grid content-start gap-1 rounded-xl border bg-card p-4">
      <p className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
        {icon}
        {label}
      </p>
      <p className={`text-2xl font-semibold tracking-tight tabular-nums ${alert ? "text-red-700 dark:text-red-300" : ""}`}>{value}</p>
      {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
    </div>
  );
}

export function ApiCallStats({ overall }: { overall: Totals }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="api-call-stats">
      <Stat icon={<ActivityIcon className="size-3.5" aria-hidden="true" />} label="Calls" value={formatNumber(overall.calls)} />
      <Stat
        icon={<AlertTriangleIcon className="size-3.5" aria-hidden="true" />}
        label="Failed"
        value={formatNumber(overall.failed)}
        note={`${formatShare(overall.failed, overall.calls)} of calls`}
        alert={overall.failed > 0}
      />
      <Stat icon={<CoinsIcon className="size-3.5" aria-hidden="true" />} label="Cost" value={formatUsd(overall.costUsd)} note="As reported or priced per provider" />
      <Stat icon={<TimerIcon className="size-3.5" aria-hidden="true" />} label="Average latency" value={`${formatNumber(overall.avgLatencyMs)} ms`} />
    </div>
  );
}

function TotalsTable({ caption, first, rows }: { caption: string; first: string; rows: { key: string; label: React.ReactNode; t: Totals }[] }) {
  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      <table className="w-full text-sm">
        <caption className="border-b px-4 py-2.5 text-left text-sm font-semibold">{caption}</caption>
        <thead className="border-b bg-muted/40 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">{first}</th>
            <th scope="col" className="px-4 py-2 text-right font-medium">Calls</th>
            <th scope="col" className="px-4 py-2 text-right font-medium">Failed</th>
            <th scope="col" className="px-4 py-2 text-right font-medium">Cost</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((r) => (
            <tr key={r.key}>
              <td className="px-4 py-2">{r.label}</td>
              <td className="px-4 py-2 text-right tabular-nums">{formatNumber(r.t.calls)}</td>
              <td className={`px-4 py-2 text-right tabular-nums ${r.t.failed ? "text-red-700 dark:text-red-300" : "text-muted-foreground"}`}>
                {formatNumber(r.t.failed)}
              </td>
              <td className="px-4 py-2 text-right tabular-nums">{formatUsd(r.t.costUsd)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The per-brand cost ledger: totals per provider and per calendar month (UTC) of the filtered calls. */
export function ApiCallTotals({ byProvider, byMonth }: { byProvider: ProviderTotals[]; byMonth: MonthTotals[] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TotalsTable
        caption="By provider"
        first="Provider"
        rows={byProvider.map((p) => ({ key: p.provider, label: <span className="font-medium">{p.provider}</span>, t: p }))}
      />
      <TotalsTable caption="By month" first="Month" rows={byMonth.map((m) => ({ key: m.month, label: formatMonth(m.month), t: m }))} />
    </div>
  );
}
