"use client";

import * as React from "react";
import Link from "next/link";
import { ArchiveIcon, ArchiveRestoreIcon, ColumnsIcon, SearchIcon, UsersRoundIcon, XIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { UNKNOWN_BRIEF } from "@/components/shell/sidebar-personas";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { EmptyState } from "@/components/ui/empty";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/option-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { formatDate, plural } from "@/lib/format";
import { cn } from "@/lib/utils";
import { setPersonasStatusAction } from "../../card/actions";
import { ExportPersonasMenu } from "@/modules/personas/card/components/persona-actions";
import { PersonaAvatar } from "@/components/personas/persona-avatar";
import { PERSONA_SOURCES, PersonaArchivedBadge, PersonaFlaggedBadge, PersonaSourceBadge } from "../../components/persona-badges";
import { comparePersonas, filterPersonas, type PersonaFilters } from "../compare";
import type { BriefOption, PersonaListItem } from "../queries";

const ALL = "all";

export function MyPersonasView({ brandId, canEdit, personas, briefs }: { brandId: string; canEdit: boolean; personas: PersonaListItem[]; briefs: BriefOption[] }) {
  const { run, isBusy } = useAction({ brandId });
  const [filters, setFilters] = React.useState<PersonaFilters>({ brief: "", segment: "", source: "", status: "active", text: "" });
  const [selected, setSelected] = React.useState<string[]>([]);
  const [comparing, setComparing] = React.useState<[string, string] | null>(null);
  const set = (patch: Partial<PersonaFilters>) => setFilters((f) => ({ ...f, ...patch }));

  const visible = React.useMemo(() => filterPersonas(personas, filters), [personas, filters]);
  // A selection only ever holds personas still on the page (after archive, a refresh drops them).
  const byId = React.useMemo(() => new Map(personas.map((p) => [p.id, p])), [personas]);
  const chosen = selected.filter((id) => byId.has(id));
  const chosenRows = chosen.map((id) => byId.get(id)!);
  const allArchived = chosenRows.length > 0 && chosenRows.every((p) => p.status === "archived");

  const segmentOptions = React.useMemo(() => {
    const seen = new Map<string, string>();
    for (const b of briefs) if (!filters.brief || b.id === filters.brief) for (const s of b.segments) seen.set(s.key, s.name);
    for (const p of personas) if (p.segmentKey && !seen.has(p.segmentKey)) seen.set(p.segmentKey, p.segment ?? p.segmentKey);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [briefs, personas, filters.brief]);
  const sourceOptions = React.useMemo(
    () => [...new Set(personas.map((p) => p.source))].map((s) => ({ value: s, label: PERSONA_SOURCES[s]?.[1] ?? s })),
    [personas],
  );

  const toggle = (id: string, on: boolean) => setSelected((s) => (on ? [...new Set([...s, id])] : s.filter((x) => x !== id)));
  const allVisibleChosen = visible.length > 0 && visible.every((p) => chosen.includes(p.id));
  const filtered = filters.text || filters.brief || filters.segment || filters.source;

  const changeStatus = (status: "active" | "archived") =>
    void run(setPersonasStatusAction, { ids: chosen, status }, {
      key: "status",
      success: (d) => `${plural(d.changed, "persona")} ${status === "archived" ? "archived" : "restored"}`,
      onSuccess: () => {
        setSelected([]);
        setComparing(null);
      },
    });

  const compared = comparing ? ([byId.get(comparing[0]), byId.get(comparing[1])] as const) : null;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 md:flex-row md:flex-wrap md:items-center">
        <div className="relative md:w-64">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            type="search"
            aria-label="Search personas"
            placeholder="Search occupation, location, goals…"
            className="pl-8"
            value={filters.text}
            onChange={(e) => set({ text: e.target.value })}
          />
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <OptionSelect
            aria-label="Brief"
            className="w-full sm:w-44"
            value={filters.brief || ALL}
            onValueChange={(v) => set({ brief: v === ALL ? "" : v, segment: "" })}
            first={{ value: ALL, label: "All briefs" }}
            options={[...briefs.map((b) => ({ value: b.id, label: b.name })), { value: "none", label: UNKNOWN_BRIEF }]}
          />
          <OptionSelect
            aria-label="Segment"
            className="w-full sm:w-44"
            value={filters.segment || ALL}
            onValueChange={(v) => set({ segment: v === ALL ? "" : v })}
            first={{ value: ALL, label: "All segments" }}
            options={segmentOptions}
          />
          <OptionSelect
            aria-label="Source"
            className="w-full sm:w-40"
            value={filters.source || ALL}
            onValueChange={(v) => set({ source: v === ALL ? "" : v })}
            first={{ value: ALL, label: "All sources" }}
            options={sourceOptions}
          />
          <ToggleGroup
            type="single"
            variant="outline"
            size="sm"
            className="col-span-2 w-full sm:w-auto"
            value={filters.status}
            onValueChange={(v) => v && set({ status: v as PersonaFilters["status"] })}
            aria-label="Status"
          >
            <ToggleGroupItem value="active" className="flex-1 sm:flex-none">
              Active
            </ToggleGroupItem>
            <ToggleGroupItem value="archived" className="flex-1 sm:flex-none">
              Archived
            </ToggleGroupItem>
            <ToggleGroupItem value="all" className="flex-1 sm:flex-none">
              All
            </ToggleGroupItem>
          </ToggleGroup>
        </div>
      </div>

      {chosen.length ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/40 px-3 py-2" role="region" aria-label="Selected personas">
          <span className="mr-auto text-sm font-medium tabular-nums">{plural(chosen.length, "persona")} selected</span>
          <Button size="sm" variant="outline" disabled={chosen.length !== 2} title={chosen.length !== 2 ? "Select exactly two personas to compare" : undefined} onClick={() => setComparing([chosen[0]!, chosen[1]!])}>
            <ColumnsIcon aria-hidden="true" />
            Compare
          </Button>
          {canEdit ? (
            <Button size="sm" variant="outline" disabled={isBusy("status")} onClick={() => changeStatus(allArchived ? "active" : "archived")}>
              {allArchived ? <ArchiveRestoreIcon aria-hidden="true" /> : <ArchiveIcon aria-hidden="true" />}
              {allArchived ? "Restore" : "Archive"}
            </Button>
          ) : null}
          <ExportPersonasMenu brandId={brandId} ids={chosen} />
          <Button size="sm" variant="ghost" onClick={() => setSelected([])}>
            <XIcon aria-hidden="true" />
            Clear
          </Button>
        </div>
      ) : null}

      {compared && compared[0] && compared[1] ? <ComparePanel a={compared[0]} b={compared[1]} onClose={() => setComparing(null)} /> : null}

      {visible.length === 0 ? (
        <EmptyState
          icon={UsersRoundIcon}
          title={filtered ? "No persona matches these filters" : filters.status === "archived" ? "No archived personas" : "No active personas"}
          action={
            filtered ? (
              <Button size="sm" variant="outline" onClick={() => set({ text: "", brief: "", segment: "", source: "" })}>
                Clear filters
              </Button>
            ) : undefined
          }
        >
          {filtered ? "Try fewer words or another brief, segment or source." : "Archived personas appear under Archived; restore them from there."}
        </EmptyState>
      ) : (
        <div className="rounded-lg border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead className="w-10">
                  <Checkbox
                    aria-label="Select all shown personas"
                    checked={allVisibleChosen ? true : chosen.some((id) => visible.some((p) => p.id === id)) ? "indeterminate" : false}
                    onCheckedChange={(v) => setSelected((s) => (v === true ? [...new Set([...s, ...visible.map((p) => p.id)])] : s.filter((id) => !visible.some((p) => p.id === id))))}
                  />
                </TableHead>
                <TableHead className="md:w-2/5">Persona</TableHead>
                <TableHead className="hidden md:table-cell">Brief</TableHead>
                <TableHead className="hidden lg:table-cell">Segment</TableHead>
                <TableHead className="hidden sm:table-cell">Source</TableHead>
                <TableHead className="hidden md:table-cell">Created</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {visible.map((p) => {
                const facts = [p.profile.occupation, p.profile.location].filter(Boolean).join(" · ");
                const on = chosen.includes(p.id);
                return (
                  <TableRow key={p.id} data-state={on ? "selected" : undefined} data-testid="persona-row">
                    <TableCell className="align-top">
                      <Checkbox aria-label={`Select ${p.name}`} checked={on} onCheckedChange={(v) => toggle(p.id, v === true)} />
                    </TableCell>
                    <TableCell className="max-w-0 whitespace-normal">
                      <div className="flex min-w-0 items-start gap-3">
                        <PersonaAvatar id={p.id} name={p.name} size="sm" />
                        <div className="min-w-0 space-y-0.5">
                          <Link href={`/personas/${p.id}`} className="block truncate font-medium underline-offset-4 hover:underline">
                            {p.name}
                          </Link>
                          {facts ? <p className="truncate text-xs text-muted-foreground">{facts}</p> : null}
                          <p className="truncate text-xs text-muted-foreground md:hidden">{p.briefName ?? UNKNOWN_BRIEF}</p>
                          {p.flagged || p.status === "archived" ? (
                            <div className="flex flex-wrap gap-1 pt-0.5">
                              {p.flagged ? <PersonaFlaggedBadge /> : null}
                              {p.status === "archived" ? <PersonaArchivedBadge /> : null}
                            </div>
                          ) : null}
                        </div>
                      </div>
                    </TableCell>
                    <TableCell className="hidden align-top md:table-cell">
                      <span className={cn(!p.briefName && "text-muted-foreground")}>{p.briefName ?? UNKNOWN_BRIEF}</span>
                    </TableCell>
                    <TableCell className="hidden align-top lg:table-cell">{p.segment ?? <span className="text-muted-foreground">—</span>}</TableCell>
                    <TableCell className="hidden align-top sm:table-cell">
                      <PersonaSourceBadge source={p.source} />
                    </TableCell>
                    <TableCell className="hidden align-top text-muted-foreground tabular-nums md:table-cell">{formatDate(p.createdAt)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
      <p className="text-xs text-muted-foreground tabular-nums">
        {visible.length === personas.length ? plural(personas.length, "persona") : `${visible.length} of ${plural(personas.length, "persona")}`}
      </p>
    </div>
  );
}

function ComparePanel({ a, b, onClose }: { a: PersonaListItem; b: PersonaListItem; onClose: () => void }) {
  const rows = comparePersonas(a, b);
  const differing = rows.filter((r) => r.differs).length;
  return (
    <section className="rounded-lg border" aria-labelledby="compare-title" data-testid="compare-panel">
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <div className="min-w-0">
          <h2 id="compare-title" className="text-sm font-semibold">
            Comparing {a.name} and {b.name}
          </h2>
          <p className="text-xs text-muted-foreground">
            {plural(differing, "field")} differ{differing === 1 ? "s" : ""}; differences are highlighted.
          </p>
        </div>
        <Button size="sm" variant="ghost" onClick={onClose}>
          <XIcon aria-hidden="true" />
          Close
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-x-4 border-b px-4 py-3 sm:grid-cols-[10rem_1fr_1fr]">
        <span className="hidden sm:block" />
        {[a, b].map((p) => (
          <Link key={p.id} href={`/personas/${p.id}`} className="flex min-w-0 items-center gap-2 font-medium underline-offset-4 hover:underline">
            <PersonaAvatar id={p.id} name={p.name} size="sm" />
            <span className="truncate">{p.name}</span>
          </Link>
        ))}
      </div>
      <dl className="divide-y">
        {rows.map((r) => (
          <div key={r.key} className="grid grid-cols-2 gap-x-4 gap-y-1 px-4 py-2.5 sm:grid-cols-[10rem_1fr_1fr]" data-differs={r.differs || undefined}>
            <dt className={cn("col-span-2 text-xs text-muted-foreground sm:col-span-1 sm:text-sm", r.differs && "font-medium text-foreground")}>{r.label}</dt>
            {[r.left, r.right].map((side, i) => (
              <dd key={i} className="min-w-0 text-sm break-words">
                {side.length === 0 ? (
                  <span className="text-muted-foreground">—</span>
                ) : side.length === 1 && !["goals", "pains", "objections", "channels", "decisionCriteria", "mediaHabits", "values"].includes(r.key) ? (
                  <Mark on={!side[0]!.shared}>{side[0]!.text}</Mark>
                ) : (
                  <ul className="space-y-1">
                    {side.map((x, j) => (
                      <li key={j}>
                        <Mark on={!x.shared}>{x.text}</Mark>
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A highlighted difference: amber tint, readable in light and dark. */
function Mark({ on, children }: { on: boolean; children: React.ReactNode }) {
  if (!on) return <span>{children}</span>;
  return <mark className="rounded-sm bg-amber-500/15 px-1 text-amber-900 decoration-clone dark:text-amber-200">{children}</mark>;
}
