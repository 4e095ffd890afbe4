import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { BriefSegment, PlanSlot } from "@/db/schema";
import { formatNumber } from "@/lib/format";
import { cn } from "@/lib/utils";
import { AGE_BAND_KEY, planSegments } from "../../plan";

/** Per segment: how many slots it gets and the attribute mix they carry (value × count). */
export function summarisePlan(plan: readonly PlanSlot[], segments: readonly BriefSegment[]): { key: string | null; name: string; planned: number; mix: string[] }[] {
  const segs = planSegments({ segments: [...segments] });
  const rows = new Map<string | null, { key: string | null; name: string; planned: number; values: Map<string, Map<string, number>> }>();
  for (const slot of plan) {
    let row = rows.get(slot.segmentKey);
    if (!row) rows.set(slot.segmentKey, (row = { key: slot.segmentKey, name: segs.find((s) => s.key === slot.segmentKey)?.name ?? slot.segmentKey ?? "No segment", planned: 0, values: new Map() }));
    row.planned++;
    for (const [k, v] of Object.entries(slot.attributes)) {
      const byValue = row.values.get(k) ?? new Map<string, number>();
      byValue.set(v, (byValue.get(v) ?? 0) + 1);
      row.values.set(k, byValue);
    }
  }
  return [...rows.values()].map((r) => ({
    key: r.key,
    name: r.name,
    planned: r.planned,
    mix: [...r.values].map(
      ([k, byValue]) =>
        `${k === AGE_BAND_KEY ? "Age" : k[0]!.toUpperCase() + k.slice(1)}: ${[...byValue]
          .sort(([a], [b]) => a.localeCompare(b, undefined, { numeric: true }))
          .map(([v, n]) => (byValue.size === 1 ? v : `${v} ×${n}`))
          .join(", ")}`,
    ),
  }));
}

/** The sampling plan, before generation (planned only) or after it (planned vs actual). */
export function PlanTable({ rows, actual }: { rows: { key: string | null; name: string; planned: number; mix?: string[] }[]; actual?: Map<string | null, number> }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Segment</TableHead>
            <TableHead className="text-right">Planned</TableHead>
            {actual ? <TableHead className="text-right">Actual</TableHead> : null}
            {rows.some((r) => r.mix) ? <TableHead className="hidden min-w-64 sm:table-cell">Attribute mix</TableHead> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => {
            const got = actual?.get(r.key) ?? 0;
            return (
              <TableRow key={r.key ?? "none"}>
                <TableCell className="font-medium whitespace-normal">
                  {r.name}
                  {/* On a phone the mix sits under the segment: a third column would not fit. */}
                  {r.mix ? <MixList mix={r.mix} className="mt-1 font-normal sm:hidden" /> : null}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(r.planned)}</TableCell>
                {actual ? <TableCell className={got < r.planned ? "text-right tabular-nums text-amber-700 dark:text-amber-300" : "text-right tabular-nums"}>{formatNumber(got)}</TableCell> : null}
                {r.mix ? (
                  <TableCell className="hidden whitespace-normal sm:table-cell">
                    <MixList mix={r.mix} />
                  </TableCell>
                ) : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

function MixList({ mix, className }: { mix: string[]; className?: string }) {
  return (
    <ul className={cn("grid gap-0.5 text-xs text-muted-foreground", className)}>
      {mix.map((m) => (
        <li key={m}>{m}</li>
      ))}
    </ul>
  );
}
