"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { LoaderCircleIcon } from "lucide-react";
import { OptionSelect } from "@/components/ui/option-select";
import { Label } from "@/components/ui/label";

/** The project the page shows, kept in ?project= so a session link can be shared and survives a reload. */
export function ProjectPicker({ projects, value }: { projects: { id: string; name: string }[]; value: string }) {
  const router = useRouter();
  const [pending, startTransition] = React.useTransition();
  return (
    <div className="flex flex-wrap items-center gap-2" aria-busy={pending}>
      <Label htmlFor="fg-project">Project</Label>
      <OptionSelect
        id="fg-project"
        className="w-full sm:w-80"
        value={value}
        onValueChange={(id) => startTransition(() => router.push(`/contacting-fg?project=${id}`, { scroll: false }))}
        options={projects.map((p) => ({ value: p.id, label: p.name }))}
      />
      {pending ? <LoaderCircleIcon className="size-4 animate-spin text-muted-foreground" aria-label="Loading the project" /> : null}
    </div>
  );
}
