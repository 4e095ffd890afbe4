"use client";

import * as React from "react";
import { usePathname, useRouter } from "next/navigation";
import { SearchIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/ui/option-select";
import { tableStateToSearch, type TableSpec } from "@/lib/table/state";
import type { FilterOptions } from "../queries";
import { NETWORK_LABELS, ORGANIC_WIN_LABEL, PPC_PERIODS, type PpcFilterValues, type PpcTableState, type SearchKeywordTab } from "../view";

const ALL = "__all";

function UrlSelect({ id, label, value, onChange, options, all }: { id: string; label: string; value: string | undefined; onChange: (v: string | undefined) => void; options: { value: string; label: string }[]; all: string }) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <OptionSelect id={id} value={value ?? ALL} onValueChange={(v) => onChange(v === ALL ? undefined : v)} options={options} first={{ value: ALL, label: all }} contentClassName="max-h-72" />
    </div>
  );
}

/** A number typed into a field, applied when the person leaves it or presses Enter (not per keystroke). */
function NumberField({ id, label, value, onChange }: { id: string; label: string; value: string | undefined; onChange: (v: string | undefined) => void }) {
  const [v, setV] = React.useState(value ?? "");
  const [prev, setPrev] = React.useState(value);
  if (prev !== value) {
    setPrev(value);
    setV(value ?? "");
  }
  const commit = () => (v.trim() || undefined) !== value && onChange(v.trim() || undefined);
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="number" inputMode="numeric" min={0} value={v} onChange={(e) => setV(e.target.value)} onBlur={commit} onKeyDown={(e) => e.key === "Enter" && commit()} />
    </div>
  );
}

/**
 * The filters of both tables as URL state (lib/table): a change starts at page 1 and keeps the tab,
 * sort and page size. Text and numbers apply on Enter or when the field is left.
 */
export function PpcFiltersBar({ tab, spec, state, options }: { tab: SearchKeywordTab; spec: TableSpec; state: PpcTableState; options: FilterOptions }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = React.useTransition();
  const f = state.filters;
  const apply = (patch: Partial<PpcFilterValues>) =>
    startTransition(() => router.push(`${pathname}${tableStateToSearch(spec, { ...state, filters: { ...f, ...patch }, page: 1 }, { tab: tab === "keywords" ? undefined : tab })}`, { scroll: false }));
  const [q, setQ] = React.useState(f.q ?? "");
  const [prevQ, setPrevQ] = React.useState(f.q);
  if (prevQ !== f.q) {
    setPrevQ(f.q);
    setQ(f.q ?? "");
  }
  const adGroups = options.adGroups.filter((g) => !f.campaign || g.campaignId === f.campaign);
  return (
    <div className="grid gap-3 rounded-xl border bg-card p-4" aria-busy={pending} data-testid="ppc-filters">
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          apply({ q: q.trim() || undefined });
        }}
      >
        <Label htmlFor="ppc-q" className="sr-only">
          {tab === "terms" ? "Search term contains" : "Keyword contains"}
        </Label>
        <Input id="ppc-q" type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={tab === "terms" ? "Search term contains…" : "Keyword contains…"} className="min-w-0 flex-1" />
        <Button type="submit" variant="secondary">
          <SearchIcon aria-hidden="true" />
          Search
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {tab === "terms" ? (
          <UrlSelect id="ppc-period" label="Period" value={f.period} onChange={(v) => apply({ period: v as PpcFilterValues["period"] })} options={Object.entries(PPC_PERIODS).map(([value, p]) => ({ value, label: p.label }))} all="All imported" />
        ) : null}
        <UrlSelect id="ppc-network" label="Network" value={f.network} onChange={(v) => apply({ network: v as PpcFilterValues["network"] })} options={Object.entries(NETWORK_LABELS).map(([value, label]) => ({ value, label }))} all="All networks" />
        <UrlSelect id="ppc-campaign" label="Campaign" value={f.campaign} onChange={(v) => apply({ campaign: v, adgroup: undefined })} options={options.campaigns.map((c) => ({ value: c.id, label: c.name }))} all="All campaigns" />
        <UrlSelect
          id="ppc-adgroup"
          label="Ad group"
          value={f.adgroup}
          onChange={(v) => apply({ adgroup: v })}
          options={[...(tab === "keywords" ? [{ value: "planned", label: "Planned (no ad group yet)" }] : []), ...adGroups.map((g) => ({ value: g.id, label: g.name }))]}
          all="All ad groups"
        />
        <UrlSelect
          id="ppc-match"
          label="Match type"
          value={f.match}
          onChange={(v) => apply({ match: v as PpcFilterValues["match"] })}
          options={[
            { value: "exact", label: "Exact" },
            { value: "phrase", label: "Phrase" },
            { value: "broad", label: "Broad" },
          ]}
          all="All match types"
        />
        <NumberField id="ppc-minclicks" label="Min. clicks" value={f.minclicks} onChange={(v) => apply({ minclicks: v })} />
        <NumberField id="ppc-mincost" label="Min. cost" value={f.mincost} onChange={(v) => apply({ mincost: v })} />
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <label className="flex items-center gap-2">
          <Checkbox checked={!!f.noconv} onCheckedChange={(v) => apply({ noconv: v === true ? "1" : undefined })} />
          No conversions
        </label>
        <label className="flex items-center gap-2">
          <Checkbox checked={!!f.organic} onCheckedChange={(v) => apply({ organic: v === true ? "top3" : undefined })} />
          {ORGANIC_WIN_LABEL} (organic #1–3)
        </label>
      </div>
    </div>
  );
}
