import { formatNumber } from "@/lib/format";
import { cn } from "@/lib/utils";

export type SegmentTableRow = {
  key: string;
  name: string;
  /** Percent of the brief; null for rows outside the brief's segments. */
  share: number | null;
  /** Personas the plan asks for; the column shows only when a row has it. */
  planned?: number;
  actual: number;
};

/**
 * Segments with their share and persona counts — the brief editor's live plan and the dashboard's
 * coverage read the same table. A row with fewer personas than planned is marked.
 */
export function SegmentTable({ rows, caption, rowTestId }: { rows: SegmentTableRow[]; caption: string; rowTestId?: string }) {
  const withPlan = rows.some((r) => r.planned !== undefined);
  const th = "py-1.5 text-right font-medium";
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b text-left text-xs text-muted-foreground">
          <th scope="col" className="py-1.5 font-medium">
            Segment
          </th>
          <th scope="col" className={th}>
            Share
          </th>
          {withPlan ? (
            <th scope="col" className={th}>
              Planned
            </th>
          ) : null}
          <th scope="col" className={th}>
            Personas
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const short = r.share !== null && r.planned !== undefined && r.actual < r.planned;
          return (
            <tr key={r.key} className="border-b last:border-0" data-testid={rowTestId}>
              <td className="max-w-0 truncate py-1.5 pr-2 sm:max-w-none">{r.name}</td>
              <td className="py-1.5 text-right text-muted-foreground tabular-nums">{r.share === null ? "—" : `${formatNumber(r.share)} %`}</td>
              {withPlan ? <td className="py-1.5 text-right text-muted-foreground tabular-nums">{r.share === null || r.planned === undefined ? "—" : formatNumber(r.planned)}</td> : null}
              <td className={cn("py-1.5 text-right font-medium tabular-nums", short && "text-amber-700 dark:text-amber-300")}>{formatNumber(r.actual)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
