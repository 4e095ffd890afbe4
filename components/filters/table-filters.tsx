"use client";

import * as React from "react";
import { usePathname, useRouter } from "next/navigation";
import { XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/ui/option-select";
import { hasTableFilters, sortFromParam, sortToParam, tableStateToSearch, type TableFilters, type TableSpec, type TableState } from "@/lib/table/state";
import { cn } from "@/lib/utils";

/** The select value that stands for "no filter" (Radix Select has no empty value). */
const ALL = "__all";

/**
 * A server-paged table's filters as URL state, so a filtered view can be shared, exported and
 * survives a reload: `go` opens the patched state at page 1 (sort and page size kept), `apply`
 * patches the filters.
 */
export function useTableFilters<F extends TableFilters>(spec: TableSpec, state: TableState<F>) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = React.useTransition();
  const go = (patch: Partial<TableState<F>>) =>
    startTransition(() => router.push(`${pathname}${tableStateToSearch(spec, { ...state, ...patch, page: 1 })}`, { scroll: false }));
  const apply = (patch: Partial<F>) => go({ filters: { ...state.filters, ...patch } });
  return { pending, go, apply };
}

/** A labelled filter select whose first choice clears the filter. */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  allLabel,
  options,
  className,
  contentClassName = "max-h-72",
}: {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  className?: string;
  contentClassName?: string;
}) {
  return (
    <div className={cn("grid min-w-0 gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <OptionSelect
        id={id}
        value={value ?? ALL}
        onValueChange={(v) => onChange(v === ALL ? undefined : v)}
        first={{ value: ALL, label: allLabel }}
        options={options}
        contentClassName={contentClassName}
      />
    </div>
  );
}

/** From and To as whole days (`YYYY-MM-DD`); each bounds the other. */
export function DayRangeFilters({ from, to, onChange }: { from?: string; to?: string; onChange: (patch: { from?: string; to?: string }) => void }) {
  return (
    <>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="filter-from">From</Label>
        <Input id="filter-from" type="date" value={from ?? ""} max={to} onChange={(e) => onChange({ from: e.target.value || undefined })} className="lg:w-40" />
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="filter-to">To</Label>
        <Input id="filter-to" type="date" value={to ?? ""} min={from} onChange={(e) => onChange({ to: e.target.value || undefined })} className="lg:w-40" />
      </div>
    </>
  );
}

/**
 * The sort menu for where the rows are cards with no header row to click (a phone). A sort from the
 * URL that is not a preset stays selectable under its own name.
 */
export function SortPresetSelect({
  spec,
  state,
  presets,
  onSort,
  className,
}: {
  spec: TableSpec;
  state: TableState<TableFilters>;
  presets: readonly { value: string; label: string }[];
  onSort: (sort: TableState["sort"]) => void;
  className?: string;
}) {
  const sortValue = sortToParam(state.sort);
  const options = presets.some((p) => p.value === sortValue)
    ? presets
    : [...presets, { value: sortValue, label: `${sortValue.replace(/^-/, "")}, ${state.sort.desc ? "descending" : "ascending"}` }];
  return (
    <div className={cn("grid min-w-0 gap-1.5", className)}>
      <Label htmlFor="filter-sort">Sort</Label>
      <OptionSelect id="filter-sort" value={sortValue} onValueChange={(v) => onSort(sortFromParam(spec, v) ?? spec.defaultSort)} options={options} />
    </div>
  );
}

/** Clears every filter; disabled while none is set or a change is on its way. */
export function ClearFiltersButton({ spec, filters, pending, onClear, className }: { spec: TableSpec; filters: TableFilters; pending: boolean; onClear: () => void; className?: string }) {
  return (
    <Button variant="ghost" className={className} disabled={!hasTableFilters(spec, filters) || pending} onClick={onClear}>
      <XIcon aria-hidden="true" />
      Clear
    </Button>
  );
}
