"use client";

import * as React from "react";
import { usePathname, useRouter } from "next/navigation";
import { OptionSelect } from "@/components/ui/option-select";
import { Label } from "@/components/ui/label";

const YEAR = 60 * 60 * 24 * 365;

/** The project the page works on; the choice goes into the address (shareable) and is remembered per brand. */
export function ProjectPicker({ brandId, projects, value }: { brandId: string; projects: { id: string; name: string }[]; value: string | null }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = React.useTransition();
  const remember = React.useCallback((id: string) => {
    document.cookie = `fg-project-${brandId}=${encodeURIComponent(id)}; path=/; max-age=${YEAR}; samesite=lax`;
  }, [brandId]);
  // The project shown is remembered even when it came from a link rather than the picker.
  React.useEffect(() => {
    if (value) remember(value);
  }, [value, remember]);
  return (
    <div className="flex w-full flex-col gap-1.5 sm:w-auto sm:flex-row sm:items-center sm:gap-3">
      <Label htmlFor="fg-project" className="shrink-0 text-muted-foreground">
        Project
      </Label>
      <OptionSelect
        id="fg-project"
        className="w-full sm:w-72"
        value={value ?? ""}
        placeholder="Choose a project"
        disabled={pending}
        aria-busy={pending || undefined}
        options={projects.map((p) => ({ value: p.id, label: p.name }))}
        onValueChange={(id) => {
          remember(id);
          startTransition(() => router.push(`${pathname}?project=${id}`));
        }}
      />
    </div>
  );
}
