"use client";

import * as React from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { BanIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { DataTableBulkBar } from "@/components/data-table/bulk-bar";
import { DataTable, selectColumn } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { formatMoney, formatNumber, pct, plural } from "@/lib/format";
import { tableColumn } from "@/lib/table/columns";
import { tableStateToSearch } from "@/lib/table/state";
import { cn } from "@/lib/utils";
import { addNgramNegativesAction } from "../actions";
import { NGRAM_TABLE, type NgramRow, type NgramTableState } from "../view";
import { NegativeCandidateBadge } from "./negative-candidate-badge";

/** A figure with its name on phones, where the table's header row is hidden and rows are cards. */
function Metric({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <span className="whitespace-nowrap">
      <span className="text-xs text-muted-foreground lg:hidden">{label} </span>
      {children}
    </span>
  );
}

function columns(currency: string, canEdit: boolean) {
  const money = (v: number | null) => formatMoney(v, currency);
  const column = tableColumn<NgramRow>;
  const num = { headerClassName: "text-right", cellClassName: "text-right tabular-nums" };
  return [
    ...(canEdit ? [selectColumn<NgramRow>({ noun: "n-gram", label: (r) => r.gram })] : []),
    column(
      "gram",
      "N-gram",
      (r) => (
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="font-medium break-words" data-testid="ngram-text">
            {r.gram}
          </span>
          <span className="text-xs text-muted-foreground">{r.n}-gram</span>
          {r.negativeCandidate ? <NegativeCandidateBadge /> : null}
        </div>
      ),
      { alwaysVisible: true, cellClassName: "basis-full lg:basis-auto lg:min-w-56" },
    ),
    column("terms", "Terms", (r) => <Metric label="Terms">{formatNumber(r.terms)}</Metric>, num),
    column("cost", "Cost", (r) => <Metric label="Cost">{money(r.cost)}</Metric>, num),
    column("clicks", "Clicks", (r) => <Metric label="Clicks">{formatNumber(r.clicks)}</Metric>, num),
    column("impressions", "Impr.", (r) => <Metric label="Impr.">{formatNumber(r.impressions)}</Metric>, { ...num, defaultHidden: true }),
    column("conversions", "Conv.", (r) => <Metric label="Conv.">{formatNumber(r.conversions)}</Metric>, num),
    column("cpa", "CPA", (r) => <Metric label="CPA">{money(r.cpa)}</Metric>, num),
    column("convRate", "Conv. rate", (r) => <Metric label="Conv. rate">{r.conversionRate === null ? "—" : pct(r.conversionRate)}</Metric>, num),
    column("value", "Conv. value", (r) => <Metric label="Conv. value">{money(r.conversionValue)}</Metric>, { ...num, defaultHidden: true }),
  ];
}

function NegativeBar({ selected, rows, brandId, clear }: { selected: string[]; rows: NgramRow[]; brandId: string; clear: () => void }) {
  const { run, pending, isBusy } = useAction({ brandId });
  const grams = rows.filter((r) => selected.includes(r.id)).map((r) => r.gram);
  const add = (matchType: "exact" | "phrase") =>
    run(addNgramNegativesAction, { grams, matchType }, {
      key: matchType,
      success: (d) => `${plural(d.added, "negative")} added to “${d.listName}”${d.skipped ? ` (${d.skipped} already there)` : ""}.`,
      onSuccess: clear,
    });
  return (
    <DataTableBulkBar count={selected.length} pending={pending} onClear={clear}>
      <Button size="sm" variant="outline" disabled={pending} onClick={() => add("exact")}>
        <BanIcon aria-hidden="true" />
        {isBusy("exact") ? "Adding…" : "Add as negative (exact)"}
      </Button>
      <Button size="sm" variant="outline" disabled={pending} onClick={() => add("phrase")}>
        <BanIcon aria-hidden="true" />
        {isBusy("phrase") ? "Adding…" : "Add as negative (phrase)"}
      </Button>
    </DataTableBulkBar>
  );
}

/** Filters as links (n size, candidates only) and a text search: the URL is the table's state. */
function Filters({ state, extraParams, candidates }: { state: NgramTableState; extraParams?: Record<string, string | undefined>; candidates: number }) {
  const pathname = usePathname();
  const href = (filters: Partial<NgramTableState["filters"]>) => `${pathname}${tableStateToSearch(NGRAM_TABLE, { ...state, page: 1, filters: { ...state.filters, ...filters } }, extraParams)}`;
  const chip = (active: boolean) => cn("rounded-md border px-2.5 py-1 text-[13px] font-medium", active ? "border-primary bg-primary text-primary-foreground" : "hover:bg-muted");
  return (
    <div className="flex flex-wrap items-center gap-2">
      <nav aria-label="N-gram size" className="flex flex-wrap gap-1">
        {[undefined, "1", "2", "3", "4"].map((n) => (
          <Link key={n ?? "all"} href={href({ n: n as NgramTableState["filters"]["n"] })} className={chip(state.filters.n === n)} aria-current={state.filters.n === n ? "true" : undefined}>
            {n ? `${n}-grams` : "All"}
          </Link>
        ))}
      </nav>
      <Link href={href({ candidates: state.filters.candidates ? undefined : "yes" })} className={chip(!!state.filters.candidates)} aria-pressed={!!state.filters.candidates}>
        Negative candidates ({formatNumber(candidates)})
      </Link>
      <form action={pathname} className="flex items-center gap-1">
        {Object.entries({ ...extraParams, n: state.filters.n, candidates: state.filters.candidates }).map(([k, v]) => (v ? <input key={k} type="hidden" name={k} value={v} /> : null))}
        <Input name="q" defaultValue={state.filters.q ?? ""} placeholder="Find an n-gram" aria-label="Find an n-gram" className="h-8 w-44" />
      </form>
    </div>
  );
}

export function NgramTable({ brandId, rows, total, candidates, state, currency, canEdit, extraParams }: {
  brandId: string;
  rows: NgramRow[];
  total: number;
  candidates: number;
  state: NgramTableState;
  currency: string;
  canEdit: boolean;
  extraParams?: Record<string, string | undefined>;
}) {
  const cols = React.useMemo(() => columns(currency, canEdit), [currency, canEdit]);
  return (
    <DataTable
      tableId="ppc-ngrams"
      caption="N-grams of the search terms"
      columns={cols}
      rows={rows}
      getRowId={(r) => r.id}
      spec={NGRAM_TABLE}
      state={state}
      extraParams={extraParams}
      total={total}
      noun="n-gram"
      toolbar={<Filters state={state} extraParams={extraParams} candidates={candidates} />}
      bulkActions={canEdit ? (selected, clear) => <NegativeBar selected={selected} rows={rows} brandId={brandId} clear={clear} /> : undefined}
      headerClassName="hidden lg:table-header-group"
      cellClassName="lg:px-3 lg:py-2"
      rowClassName="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 lg:table-row lg:p-0"
      rowProps={(r) => ({ "data-testid": "ngram-row", "data-gram": r.gram, "data-candidate": r.negativeCandidate ? "yes" : undefined, className: r.negativeCandidate ? "bg-red-500/5" : undefined })}
    />
  );
}
