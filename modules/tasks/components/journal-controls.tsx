"use client";

import * as React from "react";
import { usePathname, useRouter } from "next/navigation";
import { DownloadIcon, PrinterIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectSeparator, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import type { MemberOption } from "../queries";
import { journalToSearch, type JournalFilters } from "../view-params";

const ALL = "__all";

/** The journal's period, bucket size and person; in the URL so a report can be shared and reprinted. */
export function JournalControls({ filters, squad }: { filters: JournalFilters; squad: MemberOption[] }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = React.useTransition();
  const go = (patch: Partial<JournalFilters>) => {
    const next = { ...filters, ...patch };
    if (!next.assignee) delete next.assignee;
    startTransition(() => router.push(`${pathname}${journalToSearch(next)}`, { scroll: false }));
  };
  return (
    <div className="grid grid-cols-2 gap-3 rounded-xl border bg-card p-4 sm:flex sm:flex-wrap sm:items-end print:hidden" aria-busy={pending}>
      <div className="grid gap-1.5">
        <Label htmlFor="journal-from">From</Label>
        <Input id="journal-from" type="date" value={filters.from} max={filters.to} onChange={(e) => e.target.value && go({ from: e.target.value })} className="sm:w-40" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="journal-to">To</Label>
        <Input id="journal-to" type="date" value={filters.to} min={filters.from} onChange={(e) => e.target.value && go({ to: e.target.value })} className="sm:w-40" />
      </div>
      <div className="grid gap-1.5">
        <span className="text-sm leading-none font-medium" id="journal-by">
          Per
        </span>
        <ToggleGroup type="single" variant="outline" value={filters.by} onValueChange={(v) => v && go({ by: v as JournalFilters["by"] })} aria-labelledby="journal-by">
          <ToggleGroupItem value="day">Day</ToggleGroupItem>
          <ToggleGroupItem value="week">Week</ToggleGroupItem>
        </ToggleGroup>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="journal-person">Person</Label>
        <Select value={filters.assignee ?? ALL} onValueChange={(v) => go({ assignee: v === ALL ? undefined : v })}>
          <SelectTrigger id="journal-person" className="w-full sm:w-48">
            <SelectValue />
          </SelectTrigger>
          <SelectContent className="max-h-72">
            <SelectItem value={ALL}>Everyone</SelectItem>
            <SelectItem value="none">Unassigned</SelectItem>
            {squad.length ? <SelectSeparator /> : null}
            {squad.map((m) => (
              <SelectItem key={m.id} value={m.id}>
                {m.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="col-span-2 flex gap-2 sm:ml-auto">
        <Button variant="outline" onClick={() => window.print()} className="flex-1 sm:flex-none">
          <PrinterIcon aria-hidden="true" />
          Print
        </Button>
        <Button asChild variant="outline" className="flex-1 sm:flex-none">
          <a href={`/tasks-journal/export${journalToSearch(filters)}`} download>
            <DownloadIcon aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </div>
    </div>
  );
}
