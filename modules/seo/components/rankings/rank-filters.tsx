"use client";

import * as React from "react";
import { usePathname, useRouter } from "next/navigation";
import { SearchIcon } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/ui/option-select";
import { sortFromParam, sortToParam } from "@/lib/table/state";
import { RANK_TABLE, rankingsToSearch, whereParam, type RankTableState } from "@/modules/seo/rank-view";

const SORTS = [
  { value: "position", label: "Best position first" },
  { value: "-change", label: "Biggest gains first" },
  { value: "change", label: "Biggest drops first" },
  { value: "-volume", label: "Most searched first" },
  { value: "keyword", label: "Keyword A–Z" },
];

/** Search, the location and device of the view, and (on phones) the sort: all URL state. */
export function RankFilters({ state, places, location, device }: { state: RankTableState; places: { location: string; device: string }[]; location: string; device: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = React.useTransition();
  const [q, setQ] = React.useState(state.filters.q ?? "");
  const go = (patch: Partial<RankTableState>) => startTransition(() => router.push(`${pathname}${rankingsToSearch({ ...state, ...patch, page: 1 })}`, { scroll: false }));
  const sortValue = sortToParam(state.sort);
  return (
    <div className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[1fr_16rem]" aria-busy={pending}>
      <form
        className="grid min-w-0 gap-1.5"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          go({ filters: { ...state.filters, q: q.trim() || undefined } });
        }}
      >
        <Label htmlFor="rank-q">Keyword</Label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input id="rank-q" type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Filter keywords, press Enter" className="pl-8" />
        </div>
      </form>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="rank-where">Location and device</Label>
        <OptionSelect
          id="rank-where"
          value={whereParam(location, device)}
          onValueChange={(v) => go({ filters: { ...state.filters, where: v === whereParam(places[0]!.location, places[0]!.device) ? undefined : v } })}
          options={places.map((p, i) => ({ value: whereParam(p.location, p.device), label: `${p.location} · ${p.device}${i === 0 ? " (default)" : ""}` }))}
        />
      </div>
      <div className="grid min-w-0 gap-1.5 sm:col-span-2 lg:hidden">
        <Label htmlFor="rank-sort">Sort</Label>
        <OptionSelect
          id="rank-sort"
          value={SORTS.some((s) => s.value === sortValue) ? sortValue : "position"}
          onValueChange={(v) => go({ sort: sortFromParam(RANK_TABLE, v) ?? RANK_TABLE.defaultSort })}
          options={SORTS}
        />
      </div>
    </div>
  );
}
