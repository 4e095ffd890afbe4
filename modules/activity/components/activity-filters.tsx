"use client";

import { ClearFiltersButton, DayRangeFilters, FilterSelect, SortPresetSelect, useTableFilters } from "@/components/filters/table-filters";
import { actionLabel } from "../labels";
import { ACTIVITY_SORT_PRESETS, ACTIVITY_TABLE, type ActivityFilterValues, type ActivityTableState } from "../view-params";

/**
 * The log's filters as table URL state, so a filtered view can be shared, exported and survives a
 * reload. A change starts at page 1 and keeps the sort and page size.
 */
export function ActivityFiltersBar({ state, actions, people }: { state: ActivityTableState; actions: string[]; people: { id: string; name: string }[] }) {
  const { pending, go, apply } = useTableFilters<ActivityFilterValues>(ACTIVITY_TABLE, state);
  const { filters } = state;
  return (
    <div className="grid grid-cols-1 gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end" aria-busy={pending}>
      <FilterSelect
        id="filter-action"
        label="Action"
        allLabel="All actions"
        value={filters.action}
        onChange={(action) => apply({ action })}
        options={actions.map((a) => ({ value: a, label: actionLabel(a) }))}
      />
      <FilterSelect
        id="filter-user"
        label="Person"
        allLabel="Everyone"
        value={filters.user}
        onChange={(user) => apply({ user })}
        options={people.map((p) => ({ value: p.id, label: p.name }))}
      />
      <DayRangeFilters from={filters.from} to={filters.to} onChange={apply} />
      {/* A phone shows the rows as cards with no header to click, so it sorts here. */}
      <SortPresetSelect className="md:hidden" spec={ACTIVITY_TABLE} state={state} presets={ACTIVITY_SORT_PRESETS} onSort={(sort) => go({ sort })} />
      <ClearFiltersButton spec={ACTIVITY_TABLE} filters={filters} pending={pending} onClear={() => go({ filters: {} })} />
    </div>
  );
}
