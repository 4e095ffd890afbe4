"use client";

import * as React from "react";
import { usePathname, useRouter } from "next/navigation";
import { XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { sortFromParam, sortToParam } from "@/lib/table/state";
import { API_CALL_SORT_PRESETS, API_CALL_TABLE, apiCallsToSearch, hasApiCallFilters, type ApiCallFilterValues, type ApiCallTableState } from "../view-params";

const ALL = "__all";

/**
 * The ledger's filters as table URL state: a filtered view can be shared, exported and survives a
 * reload. A change starts at page 1 and keeps the sort and page size.
 */
export function ApiCallFiltersBar({ state, providers }: { state: ApiCallTableState; providers: string[] }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = React.useTransition();
  const go = (patch: Partial<ApiCallTableState>) => startTransition(() => router.push(`${pathname}${apiCallsToSearch({ ...state, ...patch, page: 1 })}`, { scroll: false }));
  const apply = (patch: Partial<ApiCallFilterValues>) => go({ filters: { ...state.filters, ...patch } });
  const { filters } = state;
  const sortValue = sortToParam(state.sort);
  return (
    <div className="grid grid-cols-2 gap-3 rounded-xl border bg-card p-4 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end" aria-busy={pending}>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="filter-provider">Provider</Label>
        <Select value={filters.provider ?? ALL} onValueChange={(v) => apply({ provider: v === ALL ? undefined : v })}>
          <SelectTrigger id="filter-provider" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent className="max-h-72">
            <SelectItem value={ALL}>All providers</SelectItem>
            {providers.map((p) => (
              <SelectItem key={p} value={p}>
                {p}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="filter-status">Status</Label>
        <Select value={filters.status ?? ALL} onValueChange={(v) => apply({ status: v === ALL ? undefined : (v as ApiCallFilterValues["status"]) })}>
          <SelectTrigger id="filter-status" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All calls</SelectItem>
            <SelectItem value="ok">Succeeded (2xx)</SelectItem>
            <SelectItem value="failed">Failed</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="filter-from">From</Label>
        <Input id="filter-from" type="date" value={filters.from ?? ""} max={filters.to} onChange={(e) => apply({ from: e.target.value || undefined })} className="lg:w-40" />
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="filter-to">To</Label>
        <Input id="filter-to" type="date" value={filters.to ?? ""} min={filters.from} onChange={(e) => apply({ to: e.target.value || undefined })} className="lg:w-40" />
      </div>
      {/* Below lg the rows are cards with no header to click, so they sort here. */}
      <div className="col-span-2 grid min-w-0 gap-1.5 lg:hidden">
        <Label htmlFor="filter-sort">Sort</Label>
        <Select value={sortValue} onValueChange={(v) => go({ sort: sortFromParam(API_CALL_TABLE, v) ?? API_CALL_TABLE.defaultSort })}>
          <SelectTrigger id="filter-sort" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {API_CALL_SORT_PRESETS.map((p) => (
              <SelectItem key={p.value} value={p.value}>
                {p.label}
              </SelectItem>
            ))}
            {API_CALL_SORT_PRESETS.some((p) => p.value === sortValue) ? null : (
              <SelectItem value={sortValue}>{`${sortValue.replace(/^-/, "")}, ${state.sort.desc ? "descending" : "ascending"}`}</SelectItem>
            )}
          </SelectContent>
        </Select>
      </div>
      <Button variant="ghost" className="col-span-2 lg:col-span-1" disabled={!hasApiCallFilters(filters) || pending} onClick={() => go({ filters: {} })}>
        <XIcon aria-hidden="true" />
        Clear
      </Button>
    </div>
  );
}
