import Link from "next/link";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateTime, formatNumber } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { RunSummary } from "../queries";
import { RunStatusBadge } from "./run-status";

/** The brand's generation runs, newest first; the open one is marked. */
export function RunHistory({ runs, openId, basePath }: { runs: RunSummary[]; openId: string | null; basePath: "/personas" | "/personas-simple" }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Started</TableHead>
            <TableHead className="hidden sm:table-cell">From</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Personas</TableHead>
            <TableHead className="hidden text-right sm:table-cell">Flagged</TableHead>
            <TableHead className="hidden text-right sm:table-cell">Failed</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {runs.map((r) => (
            <TableRow key={r.id} className={cn(r.id === openId && "bg-muted/50")}>
              <TableCell>
                <Link href={`${basePath}?run=${r.id}`} aria-current={r.id === openId ? "true" : undefined} className="font-medium underline-offset-2 hover:underline">
                  {formatDateTime(r.createdAt)}
                </Link>
              </TableCell>
              <TableCell className="hidden max-w-64 truncate sm:table-cell">{r.mode === "simple" ? `“${r.prompt}”` : (r.briefName ?? "Deleted brief")}</TableCell>
              <TableCell>
                <RunStatusBadge status={r.status} />
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatNumber(r.done + r.flagged)} / {formatNumber(r.requested)}
              </TableCell>
              <TableCell className="hidden text-right tabular-nums sm:table-cell">{formatNumber(r.flagged)}</TableCell>
              <TableCell className="hidden text-right tabular-nums sm:table-cell">{formatNumber(r.failed)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
