"use client";

import { ClearFiltersButton, DayRangeFilters, FilterSelect, SortPresetSelect, useTableFilters } from "@/components/filters/table-filters";
import { API_CALL_SORT_PRESETS, API_CALL_TABLE, type ApiCallFilterValues, type ApiCallTableState } from "../view-params";

const STATUS_OPTIONS = [
  { value: "ok", label: "Succeeded (2xx)" },
  { value: "failed", label: "Failed" },
] as const;

/**
 * The ledger's filters as table URL state: a filtered view can be shared, exported and survives a
 * reload. A change starts at page 1 and keeps the sort and page size.
 */
export function ApiCallFiltersBar({ state, providers }: { state: ApiCallTableState; providers: string[] }) {
  const { pending, go, apply } = useTableFilters<ApiCallFilterValues>(API_CALL_TABLE, state);
  const { filters } = state;
  return (
    <div className="grid grid-cols-2 gap-3 rounded-xl border bg-card p-4 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end" aria-busy={pending}>
      <FilterSelect
        id="filter-provider"
        label="Provider"
        allLabel="All providers"
        value={filters.provider}
        onChange={(provider) => apply({ provider })}
        options={providers.map((p) => ({ value: p, label: p }))}
      />
      <FilterSelect
        id="filter-status"
        label="Status"
        allLabel="All calls"
        contentClassName=""
        value={filters.status}
        onChange={(status) => apply({ status: status as ApiCallFilterValues["status"] })}
        options={STATUS_OPTIONS}
      />
      <DayRangeFilters from={filters.from} to={filters.to} onChange={apply} />
      {/* Below lg the rows are cards with no header to click, so they sort here. */}
      <SortPresetSelect className="col-span-2 lg:hidden" spec={API_CALL_TABLE} state={state} presets={API_CALL_SORT_PRESETS} onSort={(sort) => go({ sort })} />
      <ClearFiltersButton className="col-span-2 lg:col-span-1" spec={API_CALL_TABLE} filters={filters} pending={pending} onClear={() => go({ filters: {} })} />
    </div>
  );
}
