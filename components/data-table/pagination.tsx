"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { Pager } from "@/components/ui/pager";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { pageCountOf, type TableSpec, type TableState } from "@/lib/table/state";

/** The pager of a server-paged table and its page-size choice; both change only the URL. */
export function DataTablePagination({
  state,
  spec,
  total,
  shown,
  noun,
  href,
}: {
  state: TableState;
  spec: TableSpec;
  total: number;
  shown: number;
  noun: string;
  href: (patch: Partial<TableState>) => string;
}) {
  const router = useRouter();
  const [pending, startTransition] = React.useTransition();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2" aria-busy={pending}>
      {/* Room for the count and both page links on one line; on a phone the page size wraps below. */}
      <div className="min-w-[18rem] flex-1">
        <Pager page={state.page} pageCount={pageCountOf(total, state.size)} total={total} shown={shown} pageSize={state.size} href={(page) => href({ page })} noun={noun} />
      </div>
      {total > spec.pageSizes[0]! ? (
        <label className="flex items-center gap-2 text-sm text-muted-foreground">
          <span>Per page</span>
          <Select
            value={String(state.size)}
            // A new size starts at the first page: the old page number points at other rows.
            onValueChange={(v) => startTransition(() => router.push(href({ size: Number(v), page: 1 }), { scroll: false }))}
          >
            <SelectTrigger size="sm" className="w-20" aria-label="Rows per page">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {spec.pageSizes.map((n) => (
                <SelectItem key={n} value={String(n)}>
                  {n}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </label>
      ) : null}
    </div>
  );
}
