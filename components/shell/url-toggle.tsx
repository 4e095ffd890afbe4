"use client";

import * as React from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { LoaderCircleIcon } from "lucide-react";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";

export type UrlToggleOption = { value: string; label: React.ReactNode; ariaLabel?: string };

/**
 * One choice of a page kept in its URL (?<param>=), so a view can be shared and survives a reload. The default
 * leaves the URL clean; any ?page= goes, since another choice means another first page.
 */
export function UrlToggle({ param, value, fallback, options, label }: { param: string; value: string; fallback: string; options: readonly UrlToggleOption[]; label: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [pending, startTransition] = React.useTransition();
  const apply = (next: string) => {
    const q = new URLSearchParams(params.toString());
    q.delete("page");
    if (next === fallback) q.delete(param);
    else q.set(param, next);
    const s = q.toString();
    startTransition(() => router.push(s ? `${pathname}?${s}` : pathname, { scroll: false }));
  };
  return (
    <div className="flex items-center gap-2" aria-busy={pending}>
      <ToggleGroup type="single" variant="outline" size="sm" value={value} onValueChange={(v) => v && apply(v)} aria-label={label}>
        {options.map((o) => (
          <ToggleGroupItem key={o.value} value={o.value} aria-label={o.ariaLabel} className="tabular-nums">
            {o.label}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
      {pending ? <LoaderCircleIcon className="size-4 animate-spin text-muted-foreground" aria-label="Updating" /> : null}
    </div>
  );
}
