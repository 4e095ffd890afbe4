import Link from "next/link";
import { TrendingDownIcon } from "lucide-react";
import { ToneBadge } from "@/components/ui/tone-badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatNumber, pct } from "@/lib/format";
import type { TopPage } from "../research/top-pages";

const num = (v: number | null) => (v === null ? "—" : formatNumber(v));

function Trend({ trend }: { trend: TopPage["trend"] }) {
  if (!trend) return <span className="text-muted-foreground">—</span>;
  if (trend.change === null) return <span className="text-muted-foreground">{trend.now ? "New" : "—"}</span>;
  const tone = trend.change > 0.05 ? "text-emerald-700 dark:text-emerald-300" : trend.change < -0.05 ? "text-red-700 dark:text-red-300" : "text-muted-foreground";
  return (
    <span className={`tabular-nums ${tone}`} title={`${trend.now} clicks vs ${trend.before} the 28 days before`}>
      {trend.change > 0 ? "+" : ""}
      {pct(trend.change, 0)}
    </span>
  );
}

/** The brand's own pages that already work: clicks (Search Console), sessions and conversions (GA4), trend, decay. */
export function ResearchTopPages({ pages }: { pages: TopPage[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <Table data-testid="top-pages">
        <TableHeader>
          <TableRow>
            <TableHead>Page</TableHead>
            <TableHead className="text-right">Clicks</TableHead>
            <TableHead className="text-right">Sessions</TableHead>
            <TableHead className="text-right">Conversions</TableHead>
            <TableHead className="text-right">Trend</TableHead>
            <TableHead>Decay</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {pages.map((p) => (
            <TableRow key={p.path}>
              <TableCell className="max-w-sm truncate font-medium" title={p.page}>
                {p.path}
              </TableCell>
              <TableCell className="text-right tabular-nums">{num(p.clicks)}</TableCell>
              <TableCell className="text-right tabular-nums">{num(p.sessions)}</TableCell>
              <TableCell className="text-right tabular-nums">{num(p.conversions)}</TableCell>
              <TableCell className="text-right">
                <Trend trend={p.trend} />
              </TableCell>
              <TableCell>
                {p.decaying ? (
                  <Link href={`/historical-declines?decline=${encodeURIComponent(p.decaying.id)}`} className="inline-flex items-center gap-1 hover:underline" data-testid="decaying-page">
                    <TrendingDownIcon className="size-3.5 text-red-700 dark:text-red-300" aria-hidden="true" />
                    <ToneBadge tone="bad">Decaying</ToneBadge>
                  </Link>
                ) : (
                  <span className="text-xs text-muted-foreground">—</span>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
