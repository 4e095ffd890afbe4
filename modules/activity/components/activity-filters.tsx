"use client";

import * as React from "react";
import { usePathname, useRouter } from "next/navigation";
import { XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { sortFromParam, sortToParam } from "@/lib/table/state";
import { actionLabel } from "../labels";
import { ACTIVITY_SORT_PRESETS, ACTIVITY_TABLE, activityToSearch, hasActivityFilters, type ActivityFilterValues, type ActivityTableState } from "../view-params";

const ALL = "__all";

/**
 * The log's filters as table URL state, so a filtered view can be shared, exported and survives a
 * reload. A change starts at page 1 and keeps the sort and page size.
 */
export function ActivityFiltersBar({ state, actions, people }: { state: ActivityTableState; actions: string[]; people: { id: string; name: string }[] }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = React.useTransition();
  const go = (patch: Partial<ActivityTableState>) => startTransition(() => router.push(`${pathname}${activityToSearch({ ...state, ...patch, page: 1 })}`, { scroll: false }));
  const apply = (patch: Partial<ActivityFilterValues>) => go({ filters: { ...state.filters, ...patch } });
  const { filters } = state;
  const sortValue = sortToParam(state.sort);
  return (
    <div className="grid grid-cols-1 gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end" aria-busy={pending}>
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor="filter-action">Action</Label>
        <Select value={filters.action ?? ALL} onValueChange={(v) => apply({ action: v === ALL ? undefined : v })}>
          <SelectTrigger id="filter-action" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent className="max-h-72">
            <SelectItem value={ALL}>All actions</SelectItem>
            {actions.map((a) => (
              <SelectItem key={a} value={a}>
                {actionLabel(a)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor="filter-user">Person</Label>
        <Select value={filters.user ?? ALL} onValueChange={(v) => apply({ user: v === ALL ? undefined : v })}>
          <SelectTrigger id="filter-user" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent className="max-h-72">
            <SelectItem value={ALL}>Everyone</SelectItem>
            {people.map((p) => (
              <SelectItem key={p.id} value={p.id}>
                {p.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor="filter-from">From</Label>
        <Input id="filter-from" type="date" value={filters.from ?? ""} max={filters.to} onChange={(e) => apply({ from: e.target.value || undefined })} className="lg:w-40" />
      </div>
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor="filter-to">To</Label>
        <Input id="filter-to" type="date" value={filters.to ?? ""} min={filters.from} onChange={(e) => apply({ to: e.target.value || undefined })} className="lg:w-40" />
      </div>
      {/* A phone shows the rows as cards with no header to click, so it sorts here. */}
      <div className="grid grid-cols-1 gap-1.5 md:hidden">
        <Label htmlFor="filter-sort">Sort</Label>
        <Select value={sortValue} onValueChange={(v) => go({ sort: sortFromParam(ACTIVITY_TABLE, v) ?? ACTIVITY_TABLE.defaultSort })}>
          <SelectTrigger id="filter-sort" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {ACTIVITY_SORT_PRESETS.map((p) => (
              <SelectItem key={p.value} value={p.value}>
                {p.label}
              </SelectItem>
            ))}
            {ACTIVITY_SORT_PRESETS.some((p) => p.value === sortValue) ? null : (
              <SelectItem value={sortValue}>{`${sortValue.replace(/^-/, "")}, ${state.sort.desc ? "descending" : "ascending"}`}</SelectItem>
            )}
          </SelectContent>
        </Select>
      </div>
      <Button variant="ghost" disabled={!hasActivityFilters(filters) || pending} onClick={() => go({ filters: {} })}>
        <XIcon aria-hidden="true" />
        Clear
      </Button>
    </div>
  );
}
