import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { Interval, Metrics } from "../../analysis";
import { formatNumber, pct, pctRange } from "@/lib/format";

/** A proportion as a bar with its 95 % interval as a lighter band behind the fill. */
function ShareBar({ interval, className }: { interval: Interval; className?: string }) {
  return (
    <span className={`relative block h-1.5 overflow-hidden rounded-full bg-muted ${className ?? ""}`} aria-hidden="true">
      {interval.n ? (
        <>
          <span className="absolute inset-y-0 rounded-full bg-primary/20" style={{ left: `${interval.low * 100}%`, width: `${Math.max(0, interval.high - interval.low) * 100}%` }} />
          <span className="absolute inset-y-0 left-0 rounded-full bg-primary" style={{ width: `${interval.value * 100}%` }} />
        </>
      ) : null}
    </span>
  );
}

function ShareCell({ interval }: { interval: Interval }) {
  if (!interval.n) return <span className="text-muted-foreground">—</span>;
  return (
    <div className="min-w-28 space-y-1">
      <div className="flex items-baseline justify-between gap-2 tabular-nums">
        <span className="font-medium">{pct(interval.value)}</span>
        <span className="text-xs text-muted-foreground">{pctRange(interval.low, interval.high)}</span>
      </div>
      <ShareBar interval={interval} />
    </div>
  );
}

function PlainShare({ interval }: { interval: Interval }) {
  if (!interval.n) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="tabular-nums" title={`95% CI ${pctRange(interval.low, interval.high)} · n = ${interval.n}`}>
      {pct(interval.value)}
    </span>
  );
}

type Row = { key: string; label: string; metrics: Metrics };

/**
 * Engines or topics side by side. Visibility carries its interval visibly because small groups
 * (one engine, ten answers) are exactly where a raw percentage misleads.
 */
export function BreakdownTable({ rows, first, testId }: { rows: Row[]; first: string; testId: string }) {
  return (
    <Table data-testid={testId}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="pl-6">{first}</TableHead>
          <TableHead className="text-right">Answers</TableHead>
          <TableHead>Visibility (95% CI)</TableHead>
          <TableHead className="text-right">Share of voice</TableHead>
          <TableHead className="text-right">Avg. position</TableHead>
          <TableHead className="pr-6 text-right">Citation share</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.key}>
            <TableCell className="max-w-64 truncate pl-6 font-medium" title={r.label}>
              {r.label}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatNumber(r.metrics.answers, 0)}</TableCell>
            <TableCell>
              <ShareCell interval={r.metrics.visibility} />
            </TableCell>
            <TableCell className="text-right">
              <PlainShare interval={r.metrics.shareOfVoice} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{r.metrics.avgPosition === null ? <span className="text-muted-foreground">—</span> : `#${formatNumber(r.metrics.avgPosition, 1)}`}</TableCell>
            <TableCell className="pr-6 text-right">
              <PlainShare interval={r.metrics.citationShare} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
