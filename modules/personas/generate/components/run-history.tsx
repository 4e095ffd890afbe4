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
            <TableHead>From</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Personas</TableHead>
            <TableHead className="text-right">Flagged</TableHead>
            <TableHead className="text-right">Failed</TableHead>
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
              <TableCell className="max-w-64 truncate">{r.mode === "simple" ? `“${r.prompt}”` : (r.briefName ?? "Deleted brief")}</TableCell>
              <TableCell>
                <RunStatusBadge status={r.status} />
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatNumber(r.done + r.flagged)} / {formatNumber(r.requested)}
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatNumber(r.flagged)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatNumber(r.failed)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
