"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

const ALL = "__all__";

/** Filters a page by sprint through the URL (?sprint=id), so the view survives a reload. */
export function SprintFilter({ sprints, value }: { sprints: { id: string; name: string; current: boolean }[]; value: string | null }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  return (
    <Select
      value={value ?? ALL}
      onValueChange={(v) => {
        const next = new URLSearchParams(params.toString());
        if (v === ALL) next.delete("sprint");
        else next.set("sprint", v);
        router.replace(`${pathname}${next.size ? `?${next}` : ""}`, { scroll: false });
      }}
    >
      <SelectTrigger size="sm" className="w-56" aria-label="Filter by sprint">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>All sprints</SelectItem>
        {sprints.map((s) => (
          <SelectItem key={s.id} value={s.id}>
            {s.name}
            {s.current ? " (current)" : ""}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
