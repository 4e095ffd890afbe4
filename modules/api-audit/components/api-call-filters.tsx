"use client";

import * as React from "react";
import { usePathname, useRouter } from "next/navigation";
import { XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { apiCallFiltersToSearch, type ApiCallFilters } from "../inputs";

const ALL = "__all";

/** Filters live in the URL: a filtered view can be shared, exported and survives a reload. */
export function ApiCallFiltersBar({ filters, providers }: { filters: ApiCallFilters; providers: string[] }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = React.useTransition();
  const apply = (patch: Partial<ApiCallFilters>) => {
    const next = { ...filters, ...patch, page: 1 };
    startTransition(() => router.push(`${pathname}${apiCallFiltersToSearch(next)}`, { scroll: false }));
  };
  const active = !!(filters.provider || filters.status || filters.from || filters.to);
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
        <Select value={filters.status ?? ALL} onValueChange={(v) => apply({ status: v === ALL ? undefined : (v as ApiCallFilters["status"]) })}>
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
      <Button variant="ghost" className="col-span-2 lg:col-span-1" disabled={!active || pending} onClick={() => apply({ provider: undefined, status: undefined, from: undefined, to: undefined })}>
        <XIcon aria-hidden="true" />
        Clear
      </Button>
    </div>
  );
}
