"use client";

import { ClearFiltersButton, FilterSelect, SortPresetSelect, useTableFilters } from "@/components/filters/table-filters";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { IDEAS_TABLE, ORIGIN_LABELS, STATUS_FILTERS, type IdeasFilters, type IdeasTableState } from "../ideas/view-params";

const SORT_PRESETS = [
  { value: "-score", label: "Best score" },
  { value: "-created", label: "Newest" },
  { value: "title", label: "Title A–Z" },
];

/** The ideas' filters as URL state: by origin, by status (rejected and merged only when asked for), by text. */
export function IdeasFilters({ state }: { state: IdeasTableState }) {
  const { pending, go, apply } = useTableFilters<IdeasFilters>(IDEAS_TABLE, state);
  const { filters } = state;
  const applyQ = (raw: string) => {
    const q = raw.trim() || undefined;
    if (q !== filters.q) apply({ q });
  };
  return (
    <div className="grid grid-cols-2 gap-3 rounded-xl border bg-card p-4 lg:grid-cols-[minmax(0,1.5fr)_repeat(2,minmax(0,1fr))_auto] lg:items-end" aria-busy={pending}>
      <div className="col-span-2 grid gap-1.5 lg:col-span-1">
        <Label htmlFor="filter-q">Search ideas</Label>
        <Input
          key={filters.q ?? ""}
          id="filter-q"
          name="q"
          type="search"
          defaultValue={filters.q ?? ""}
          placeholder="Title, summary or keyword"
          onBlur={(e) => applyQ(e.target.value)}
          onKeyDown={(e) => e.key === "Enter" && (e.preventDefault(), applyQ(e.currentTarget.value))}
        />
      </div>
      <FilterSelect id="filter-origin" label="Origin" allLabel="Every origin" value={filters.origin} onChange={(v) => apply({ origin: v })} options={Object.entries(ORIGIN_LABELS).map(([value, label]) => ({ value, label }))} />
      <FilterSelect id="filter-status" label="Status" allLabel="New and accepted" contentClassName="" value={filters.status} onChange={(v) => apply({ status: v })} options={STATUS_FILTERS} />
      <SortPresetSelect className="col-span-2 lg:hidden" spec={IDEAS_TABLE} state={state} presets={SORT_PRESETS} onSort={(sort) => go({ sort })} />
      <ClearFiltersButton className="col-span-2 lg:col-span-1" spec={IDEAS_TABLE} filters={filters} pending={pending} onClear={() => go({ filters: {} })} />
    </div>
  );
}
