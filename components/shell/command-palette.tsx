"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { SearchIcon } from "lucide-react";
import { CommandDialog, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from "@/components/ui/command";
import { Kbd } from "@/components/ui/kbd";
import { cn } from "@/lib/utils";
import { getRoute, paletteEntries, type PaletteEntry } from "@/lib/navigation/registry";
import { NavIcon } from "./nav-icons";
import { paletteScore } from "./palette-filter";
import { useModKey, useShellDialog } from "./shell-context";

const PALETTE_TITLE = "Search for pages and features...";

/** Entries grouped by top-level section, in sidebar order (computed once: the registry is static). */
const GROUPS = (() => {
  const groups = new Map<string, PaletteEntry[]>();
  for (const entry of paletteEntries()) {
    const heading = entry.sectionKey === "top" ? "General" : entry.section;
    const list = groups.get(heading);
    if (list) list.push(entry);
    else groups.set(heading, [entry]);
  }
  return [...groups].map(([heading, entries]) => ({ heading, entries }));
})();

export function CommandPalette() {
  const router = useRouter();
  const [open, setOpen] = useShellDialog("palette");
  const [query, setQuery] = React.useState("");
  const inputRef = React.useRef<HTMLInputElement>(null);

  // Ctrl/Cmd+K toggles the palette from anywhere, text fields included (it is a navigation key).
  React.useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === "k" && (e.metaKey || e.ctrlKey) && !e.altKey && !e.shiftKey) {
        e.preventDefault();
        setOpen(!open);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [open, setOpen]);

  React.useEffect(() => {
    const onOpen = (e: Event) => {
      setQuery((e as CustomEvent<{ query?: string }>).detail?.query ?? "");
      setOpen(true);
    };
    window.addEventListener(OPEN_PALETTE_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_PALETTE_EVENT, onOpen);
  }, [setOpen]);

  const go = (path: string) => {
    setOpen(false);
    setQuery("");
    router.push(path);
  };

  return (
    <CommandDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) setQuery("");
      }}
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
      <CommandInput ref={inputRef} placeholder={PALETTE_TITLE} value={query} onValueChange={setQuery} aria-label={PALETTE_TITLE} />
      <CommandList>
        <CommandEmpty>No results found.</CommandEmpty>
        {GROUPS.map((group) => (
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

export const OPEN_PALETTE_EVENT = "growthos:open-palette";

/** The top bar's page search box (spec §2): looks like a field, opens the palette. */
export function SearchBox({ className }: { className?: string }) {
  const { mod } = useModKey();
  const openWith = (query = "") => window.dispatchEvent(new CustomEvent(OPEN_PALETTE_EVENT, { detail: { query } }));
  return (
    <div className={cn("relative w-full", className)}>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <input
        type="search"
        readOnly
        placeholder="I'm looking for..."
        aria-label="Search pages"
        aria-haspopup="dialog"
        onClick={() => openWith()}
        onKeyDown={(e) => {
          if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
            e.preventDefault();
            openWith(e.key);
          } else if (e.key === "Enter" || e.key === "ArrowDown") {
            e.preventDefault();
            openWith();
          }
        }}
        className="h-8 w-full cursor-pointer rounded-md border border-input bg-muted/40 pr-14 pl-8 text-sm shadow-xs outline-none placeholder:text-muted-foreground hover:bg-muted/70 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30"
      />
      <Kbd className="absolute top-1/2 right-2 -translate-y-1/2">{mod === "⌘" ? "⌘K" : "Ctrl K"}</Kbd>
    </div>
  );
}
