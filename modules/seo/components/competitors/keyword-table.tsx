import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatNumber } from "@/lib/format";

export type KeywordColumn<R> = { head: React.ReactNode; cell: (row: R) => React.ReactNode; headClassName?: string; cellClassName?: string };

/** The competitor pages' keyword lists: keyword and volume first, then the columns of each list (positions, actions). */
export function KeywordTable<R extends { keyword: string; volume: number | null }>({ rows, columns }: { rows: R[]; columns: KeywordColumn<R>[] }) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Keyword</TableHead>
            <TableHead className="text-right">Volume</TableHead>
            {columns.map((c, i) => (
              <TableHead key={i} className={c.headClassName}>
                {c.head}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.keyword}>
              <TableCell className="font-medium whitespace-normal">{r.keyword}</TableCell>
              <TableCell className="text-right tabular-nums">{formatNumber(r.volume)}</TableCell>
              {columns.map((c, i) => (
                <TableCell key={i} className={c.cellClassName}>
                  {c.cell(r)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

