"use client";

import * as React from "react";
import { usePathname, useRouter } from "next/navigation";
import { OptionSelect } from "@/components/ui/option-select";
import { cn } from "@/lib/utils";

const ALL = "__all";

/** A filter kept in the URL: choosing sets `param` (and goes back to page 1). */
export function UrlSelect({
  label,
  param,
  value,
  allLabel,
  options,
  search,
  className,
}: {
  label: string;
  param: string;
  value: string | undefined;
  allLabel: string;
  options: { value: string; label: string }[];
  search: Record<string, string | undefined>;
  className?: string;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = React.useTransition();
  return (
    <OptionSelect
      value={value ?? ALL}
      onValueChange={(v) => {
        const q = new URLSearchParams(Object.entries(search).filter((e): e is [string, string] => !!e[1]));
        q.delete("page");
        if (v === ALL) q.delete(param);
        else q.set(param, v);
        startTransition(() => router.push(`${pathname}${q.size ? `?${q}` : ""}`, { scroll: false }));
      }}
      first={{ value: ALL, label: allLabel }}
      options={options}
      size="sm"
      aria-label={label}
      aria-busy={pending}
      className={cn("w-full min-w-0 sm:w-auto sm:max-w-56", value ? "border-primary/40 bg-primary/5 font-medium dark:bg-primary/10" : "text-muted-foreground", className)}
      contentClassName="max-h-72"
    />
  );
}
