import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ToneBadge } from "@/components/ui/tone-badge";
import { formatNumber } from "@/lib/format";
import type { BrandVsBrandRow, OtherBrand } from "../../queries/competitor-keywords";
import { BrandPicker } from "./brand-picker";

function Pos({ p, ahead }: { p: number | null; ahead: boolean }) {
  if (p === null) return <span className="text-xs text-muted-foreground">Not ranking</span>;
  return <ToneBadge tone={ahead ? "ok" : "idle"}>#{p}</ToneBadge>;
}

/** Keywords two brands the user manages both target: where the agency competes with itself. */
export function BrandVsBrand({ brandName, brands, other, rows }: { brandName: string; brands: OtherBrand[]; other: OtherBrand | null; rows: BrandVsBrandRow[] | null }) {
  return (
    <section aria-labelledby="brand-vs-brand" className="flex flex-col gap-3">
      <div>
        <h2 id="brand-vs-brand" className="text-base font-semibold">
          Brand vs brand inside the agency
        </h2>
        <p className="text-sm text-muted-foreground">Keywords {brandName} and another brand you manage both target, with each one&apos;s latest position. Only brands you are a member of are listed.</p>
      </div>
      {brands.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">You are a member of no other brand with SEO, so there is nothing to compare with.</p>
      ) : (
        <>
          <BrandPicker brands={brands} value={other?.id ?? null} />
          {other && rows ? (
            rows.length === 0 ? (
              <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
                {brandName} and {other.name} target no keyword in common.
              </p>
            ) : (
              <div className="overflow-x-auto rounded-md border">
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>Keyword</TableHead>
                      <TableHead className="text-right">Volume</TableHead>
                      <TableHead className="text-right">{brandName}</TableHead>
                      <TableHead className="text-right">{other.name}</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {rows.map((r) => (
                      <TableRow key={r.keyword}>
                        <TableCell className="font-medium whitespace-normal">{r.keyword}</TableCell>
                        <TableCell className="text-right tabular-nums">{formatNumber(r.volume)}</TableCell>
                        <TableCell className="text-right">
                          <Pos p={r.a.position} ahead={r.ahead === "a"} />
                        </TableCell>
                        <TableCell className="text-right">
                          <Pos p={r.b.position} ahead={r.ahead === "b"} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            )
          ) : null}
        </>
      )}
    </section>
  );
}
