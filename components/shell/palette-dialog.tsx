"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { CommandDialog, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from "@/components/ui/command";
import { getRoute, paletteEntries, type PaletteEntry } from "@/lib/navigation/registry";
import type { ModuleAccess } from "@/lib/permissions";
import { NavIcon } from "./nav-icons";
import { paletteScore } from "./palette-filter";
import { useShell } from "./shell-context";

export const PALETTE_TITLE = "Search for pages and features...";

/** The entries the role may open, grouped by top-level section, in sidebar order. */
function paletteGroups(access: ModuleAccess | null): { heading: string; entries: PaletteEntry[] }[] {
  const groups = new Map<string, PaletteEntry[]>();
  for (const entry of paletteEntries(access)) {
    const heading = entry.sectionKey === "top" ? "General" : entry.section;
    const list = groups.get(heading);
    if (list) list.push(entry);
    else groups.set(heading, [entry]);
  }
  return [...groups].map(([heading, entries]) => ({ heading, entries }));
}

/** The palette itself (cmdk and every page's icon), loaded when it first opens: see CommandPalette. */
export function PaletteDialog({
  open,
  onOpenChange,
  query,
  onQueryChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  query: string;
  onQueryChange: (query: string) => void;
}) {
  const router = useRouter();
  const inputRef = React.useRef<HTMLInputElement>(null);
  const { access } = useShell();
  const groups = React.useMemo(() => paletteGroups(access), [access]);

  const go = (path: string) => {
    onOpenChange(false);
    router.push(path);
  };

  return (
    <CommandDialog
      open={open}
      onOpenChange={onOpenChange}
      title={PALETTE_TITLE}
      description="Type the name of a page or module, then press Enter to go there."
      className="sm:max-w-xl"
      showCloseButton={false}
      commandProps={{ filter: (value, search, keywords = []) => paletteScore(keywords[0] ?? value, [value, ...keywords.slice(1)], search) }}
      onOpenAutoFocus={(e) => {
        // Radix would select the field's text: a letter typed in the search box must stay, caret after it.
        e.preventDefault();
        const input = inputRef.current;
        input?.focus();
        input?.setSelectionRange(input.value.length, input.value.length);
      }}
    >
      <CommandInput ref={inputRef} placeholder={PALETTE_TITLE} value={query} onValueChange={onQueryChange} aria-label={PALETTE_TITLE} />
      <CommandList>
        <CommandEmpty>No results found.</CommandEmpty>
        {groups.map((group) => (
          <CommandGroup key={group.heading} heading={group.heading}>
            {group.entries.map((entry) => (
              <CommandItem key={entry.path} value={entry.path} keywords={[entry.label, entry.section, ...entry.keywords]} onSelect={() => go(entry.path)}>
                <NavIcon name={getRoute(entry.path)!.icon} />
                <span className="truncate">{entry.label}</span>
                {entry.group ? <span className="ml-auto shrink-0 truncate pl-2 text-xs text-muted-foreground">{entry.group}</span> : null}
              </CommandItem>
            ))}
          </CommandGroup>
        ))}
      </CommandList>
    </CommandDialog>
  );
}
