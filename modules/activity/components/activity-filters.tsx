"use client";

import * as React from "react";
import { usePathname, useRouter } from "next/navigation";
import { XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { filtersToSearch, type ActivityFilters } from "../inputs";
import { actionLabel } from "../labels";

const ALL = "__all";

/** Filters live in the URL, so a filtered view can be shared and survives a reload. */
export function ActivityFiltersBar({ filters, actions, people }: { filters: ActivityFilters; actions: string[]; people: { id: string; name: string }[] }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = React.useTransition();
  const apply = (patch: Partial<ActivityFilters>) => {
    const next = { ...filters, ...patch, page: 1 };
    startTransition(() => router.push(`${pathname}${filtersToSearch(next)}`, { scroll: false }));
  };
  const active = !!(filters.action || filters.user || filters.from || filters.to);
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
      <Button variant="ghost" disabled={!active || pending} onClick={() => apply({ action: undefined, user: undefined, from: undefined, to: undefined })}>
        <XIcon aria-hidden="true" />
        Clear
      </Button>
    </div>
  );
}
