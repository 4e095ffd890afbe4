"use client";

import { ClearFiltersButton, FilterSelect, SortPresetSelect, useTableFilters } from "@/components/filters/table-filters";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CAUSE_FILTERS, COMPARISON_LABEL, SIGNAL_LABEL } from "@/modules/seo/declines/view";
import { DECLINE_TABLE, type DeclineFilterValues, type DeclineTableState } from "@/modules/seo/declines/view-params";

const SORT_PRESETS = [
  { value: "-lost", label: "Most clicks lost" },
  { value: "-window", label: "Newest window" },
  { value: "window", label: "Oldest window" },
  { value: "key", label: "Page or query A–Z" },
];

/** The declines' filters as URL state: a filtered view is a link and survives a reload. */
export function DeclinesFilters({ state }: { state: DeclineTableState }) {
  const { pending, go, apply } = useTableFilters<DeclineFilterValues>(DECLINE_TABLE, state);
  const { filters } = state;
  const applyQ = (raw: string) => {
    const q = raw.trim() || undefined;
    if (q !== filters.q) apply({ q });
  };
  return (
    <div
      className="grid grid-cols-2 gap-3 rounded-xl border bg-card p-4 lg:grid-cols-[minmax(0,1.5fr)_repeat(4,minmax(0,1fr))_auto] lg:items-end"
      aria-busy={pending}
    >
      <div className="col-span-2 grid gap-1.5 lg:col-span-1">
        <Label htmlFor="filter-q">Page or query</Label>
        {/* Keyed on the URL's value, so clearing the filters empties the field too. */}
        <Input key={filters.q ?? ""} id="filter-q" name="q" type="search" defaultValue={filters.q ?? ""} placeholder="e.g. cold-brew" onBlur={(e) => applyQ(e.target.value)} onKeyDown={(e) => e.key === "Enter" && (e.preventDefault(), applyQ(e.currentTarget.value))} />
      </div>
      <FilterSelect id="filter-entity" label="Pages or queries" allLabel="Both" contentClassName="" value={filters.entity} onChange={(v) => apply({ entity: v as DeclineFilterValues["entity"] })} options={[{ value: "page", label: "Pages" }, { value: "query", label: "Queries" }]} />
      <FilterSelect id="filter-signal" label="Type" allLabel="Any decline" contentClassName="" value={filters.signal} onChange={(v) => apply({ signal: v as DeclineFilterValues["signal"] })} options={Object.entries(SIGNAL_LABEL).map(([value, label]) => ({ value, label }))} />
      <FilterSelect id="filter-cause" label="Likely cause" allLabel="Any cause" contentClassName="" value={filters.cause} onChange={(v) => apply({ cause: v as DeclineFilterValues["cause"] })} options={CAUSE_FILTERS} />
      <FilterSelect id="filter-comparison" label="Compared with" allLabel="Both" contentClassName="" value={filters.comparison} onChange={(v) => apply({ comparison: v as DeclineFilterValues["comparison"] })} options={Object.entries(COMPARISON_LABEL).map(([value, label]) => ({ value, label }))} />
      <SortPresetSelect className="col-span-2 lg:hidden" spec={DECLINE_TABLE} state={state} presets={SORT_PRESETS} onSort={(sort) => go({ sort })} />
      <ClearFiltersButton className="col-span-2 lg:col-span-1" spec={DECLINE_TABLE} filters={filters} pending={pending} onClear={() => go({ filters: {} })} />
    </div>
  );
}
