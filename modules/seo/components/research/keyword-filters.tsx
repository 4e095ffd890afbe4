"use client";

import * as React from "react";
import { usePathname, useRouter } from "next/navigation";
import { SearchIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/ui/option-select";
import { DataTableSortSelect } from "@/components/data-table/sort-select";
import type { GroupOption } from "../../queries/research";
import {
  hasKeywordFilters,
  KEYWORD_SORT_PRESETS,
  KEYWORD_TABLE,
  keywordsToSearch,
  POSITION_BANDS,
  SEARCH_INTENTS,
  SOURCE_LABELS,
  type KeywordFilterValues,
  type KeywordTableState,
} from "../../research-view";

const ALL = "__all";

/** A labelled URL filter over a list of options, led by its "any" choice. */
function UrlSelect({ id, label, value, onChange, options, all }: { id: string; label: string; value: string | undefined; onChange: (v: string | undefined) => void; options: { value: string; label: string }[]; all: string }) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <OptionSelect id={id} value={value ?? ALL} onValueChange={(v) => onChange(v === ALL ? undefined : v)} options={options} first={{ value: ALL, label: all }} contentClassName="max-h-72" />
    </div>
  );
}

/** Two number fields of a range, applied when the person leaves a field or presses Enter. */
function RangeFields({ label, idPrefix, min, max, bound, onChange }: { label: string; idPrefix: string; min?: string; max?: string; bound?: number; onChange: (min: string | undefined, max: string | undefined) => void }) {
  const [lo, setLo] = React.useState(min ?? "");
  const [hi, setHi] = React.useState(max ?? "");
  const [prev, setPrev] = React.useState(`${min}|${max}`);
  if (prev !== `${min}|${max}`) {
    setPrev(`${min}|${max}`);
    setLo(min ?? "");
    setHi(max ?? "");
  }
  const commit = () => {
    if ((lo || undefined) !== min || (hi || undefined) !== max) onChange(lo.trim() || undefined, hi.trim() || undefined);
  };
  const field = (id: string, v: string, set: (v: string) => void, aria: string, placeholder: string) => (
    <Input
      id={id}
      type="number"
      inputMode="numeric"
      min={0}
      max={bound}
      value={v}
      aria-label={aria}
      placeholder={placeholder}
      onChange={(e) => set(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === "Enter" && commit()}
      className="min-w-0 px-2"
    />
  );
  return (
    <fieldset className="grid min-w-0 gap-1.5">
      <legend className="mb-1.5 text-sm leading-none font-medium">{label}</legend>
      <div className="flex items-center gap-1.5">
        {field(`${idPrefix}-min`, lo, setLo, `${label} from`, "Min")}
        <span aria-hidden="true" className="text-muted-foreground">
          –
        </span>
        {field(`${idPrefix}-max`, hi, setHi, `${label} to`, "Max")}
      </div>
    </fieldset>
  );
}

/**
 * The keyword table's filters as URL state (lib/table): a filtered view is a link that can be saved,
 * shared and exported. A change starts at page 1 and keeps the sort and page size.
 */
export function KeywordFiltersBar({ state, groups }: { state: KeywordTableState; groups: GroupOption[] }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = React.useTransition();
  const go = (patch: Partial<KeywordTableState>) => startTransition(() => router.push(`${pathname}${keywordsToSearch({ ...state, ...patch, page: 1 })}`, { scroll: false }));
  const apply = (patch: Partial<KeywordFilterValues>) => go({ filters: { ...state.filters, ...patch } });
  const { filters } = state;
  const [q, setQ] = React.useState(filters.q ?? "");
  const [prevQ, setPrevQ] = React.useState(filters.q);
  if (prevQ !== filters.q) {
    setPrevQ(filters.q);
    setQ(filters.q ?? "");
  }
  const [tag, setTag] = React.useState(filters.tag ?? "");
  const [prevTag, setPrevTag] = React.useState(filters.tag);
  if (prevTag !== filters.tag) {
    setPrevTag(filters.tag);
    setTag(filters.tag ?? "");
  }
  return (
    <div className="grid gap-3 rounded-xl border bg-card p-4" aria-busy={pending} data-testid="keyword-filters">
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          apply({ q: q.trim() || undefined });
        }}
      >
        <Label htmlFor="filter-q" className="sr-only">
          Search keywords
        </Label>
        <Input id="filter-q" type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Keyword contains…" className="min-w-0 flex-1" />
        <Button type="submit" variant="secondary">
          <SearchIcon aria-hidden="true" />
          Search
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        <RangeFields label="Volume" idPrefix="filter-volume" min={filters.vmin} max={filters.vmax} onChange={(vmin, vmax) => apply({ vmin, vmax })} />
        <RangeFields label="Difficulty" idPrefix="filter-difficulty" min={filters.dmin} max={filters.dmax} bound={100} onChange={(dmin, dmax) => apply({ dmin, dmax })} />
        <UrlSelect
          id="filter-intent"
          label="Intent"
          value={filters.intent}
          all="Any intent"
          options={SEARCH_INTENTS.map((i) => ({ value: i, label: i[0]!.toUpperCase() + i.slice(1) }))}
          onChange={(v) => apply({ intent: v as KeywordFilterValues["intent"] })}
        />
        <UrlSelect
          id="filter-position"
          label="Position"
          value={filters.pos}
          all="Any position"
          options={Object.entries(POSITION_BANDS).map(([value, b]) => ({ value, label: b.label }))}
          onChange={(v) => apply({ pos: v as KeywordFilterValues["pos"] })}
        />
        <UrlSelect
          id="filter-tracked"
          label="Tracked"
          value={filters.tracked}
          all="Tracked or not"
          options={[
            { value: "yes", label: "Tracked" },
            { value: "no", label: "Not tracked" },
          ]}
          onChange={(v) => apply({ tracked: v as KeywordFilterValues["tracked"] })}
        />
        <UrlSelect
          id="filter-group"
          label="Group"
          value={filters.group}
          all="Any group"
          options={[{ value: "none", label: "In no group" }, ...groups.map((g) => ({ value: g.id, label: g.name }))]}
          onChange={(v) => apply({ group: v })}
        />
        <UrlSelect
          id="filter-source"
          label="Source"
          value={filters.source}
          all="Any source"
          options={Object.entries(SOURCE_LABELS).map(([value, label]) => ({ value, label }))}
          onChange={(v) => apply({ source: v })}
        />
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor="filter-tag">Tag</Label>
          <Input
            id="filter-tag"
            value={tag}
            placeholder="Exact tag"
            onChange={(e) => setTag(e.target.value)}
            onBlur={() => (tag.trim() || undefined) !== filters.tag && apply({ tag: tag.trim() || undefined })}
            onKeyDown={(e) => e.key === "Enter" && apply({ tag: tag.trim() || undefined })}
          />
        </div>
        {/* Below lg the rows are cards with no header to click, so they sort here. */}
        <div className="grid min-w-0 gap-1.5 lg:hidden">
          <Label htmlFor="filter-sort">Sort</Label>
          <DataTableSortSelect id="filter-sort" spec={KEYWORD_TABLE} sort={state.sort} presets={KEYWORD_SORT_PRESETS} label={(s) => `${s.id}, ${s.desc ? "descending" : "ascending"}`} onSort={(sort) => go({ sort })} />
        </div>
        <div className="flex items-end">
          <Button variant="ghost" className="w-full" disabled={!hasKeywordFilters(filters) || pending} onClick={() => go({ filters: {} })}>
            <XIcon aria-hidden="true" />
            Clear filters
          </Button>
        </div>
      </div>
    </div>
  );
}
