"use client";

import * as React from "react";
import { usePathname, useRouter } from "next/navigation";
import { LoaderCircleIcon } from "lucide-react";
import { OptionSelect } from "@/components/ui/option-select";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { PERIODS, type Period } from "../../dashboard-terms";

const ALL = "__all";

/** Period and engine live in the URL (?days=, ?engine=), so a view can be shared and survives a reload. */
export function DashboardFilters({ days, engine, engines }: { days: Period; engine: string | null; engines: { key: string; label: string }[] }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = React.useTransition();
  const apply = (next: { days: number; engine: string | null }) => {
    const q = new URLSearchParams();
    if (next.days !== 30) q.set("days", String(next.days));
    if (next.engine) q.set("engine", next.engine);
    const s = q.toString();
    startTransition(() => router.push(s ? `${pathname}?${s}` : pathname, { scroll: false }));
  };
  return (
    <div className="flex flex-wrap items-center gap-2" aria-busy={pending}>
      <ToggleGroup
        type="single"
        variant="outline"
        size="sm"
        value={String(days)}
        onValueChange={(v) => v && apply({ days: Number(v), engine })}
        aria-label="Period"
      >
        {PERIODS.map((p) => (
          <ToggleGroupItem key={p} value={String(p)} aria-label={`Last ${p} days`} className="tabular-nums">
            {p}d
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
      <OptionSelect
        size="sm" className="w-48 max-w-[calc(100vw-12rem)]" aria-label="AI engine" value={engine ?? ALL} onValueChange={(v) => apply({ days, engine: v === ALL ? null : v })} first={{ value: ALL, label: "All engines" }}
        options={engines.map((e) => ({ value: e.key, label: e.label }))}
      />
      {pending ? <LoaderCircleIcon className="size-4 animate-spin text-muted-foreground" aria-label="Updating" /> : null}
    </div>
  );
}
