import { ToneBadge } from "@/components/ui/tone-badge";
import type { BrandVsBrandRow, OtherBrand } from "../../queries/competitor-keywords";
import { BrandPicker } from "./brand-picker";
import { DashedNote } from "../dashed-note";
import { KeywordTable } from "./keyword-table";

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
        <DashedNote>You are a member of no other brand with SEO, so there is nothing to compare with.</DashedNote>
      ) : (
        <>
          <BrandPicker brands={brands} value={other?.id ?? null} />
          {other && rows ? (
            rows.length === 0 ? (
              <DashedNote>
                {brandName} and {other.name} target no keyword in common.
              </DashedNote>
            ) : (
              <KeywordTable
                rows={rows}
                columns={[
                  { head: brandName, headClassName: "text-right", cellClassName: "text-right", cell: (r) => <Pos p={r.a.position} ahead={r.ahead === "a"} /> },
                  { head: other.name, headClassName: "text-right", cellClassName: "text-right", cell: (r) => <Pos p={r.b.position} ahead={r.ahead === "b"} /> },
                ]}
              />
            )
          ) : null}
        </>
      )}
    </section>
  );
}
