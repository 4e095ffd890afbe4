"use client";

import * as React from "react";
import { Kbd } from "@/components/ui/kbd";
import { cn } from "@/lib/utils";
import { useModKey, useShell, useShellDialog } from "./shell-context";

type PaletteDialogComponent = (typeof import("./palette-dialog"))["PaletteDialog"];

let paletteModule: Promise<PaletteDialogComponent> | undefined;

/** The palette's code (cmdk, every page's icon) is fetched on the first sign the user wants it. */
function loadPalette(): Promise<PaletteDialogComponent> {
  paletteModule ??= import("./palette-dialog").then(
    (m) => m.PaletteDialog,
    (e: unknown) => {
      paletteModule = undefined;
      throw e;
    },
  );
  return paletteModule;
}

function preloadPalette() {
  loadPalette().catch(() => {
    // Reported when opening it.
  });
}

export function CommandPalette() {
  const [open, setOpen] = useShellDialog("palette");
  const [query, setQuery] = React.useState("");
  const [Dialog, setDialog] = React.useState<PaletteDialogComponent | null>(null);

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

  const wanted = open && !Dialog;
  React.useEffect(() => {
    if (!wanted) return;
    let alive = true;
    loadPalette().then(
      (component) => {
        if (alive) setDialog(() => component);
      },
      (e: unknown) => {
        console.error("Could not load the search palette", e);
        if (alive) setOpen(false);
      },
    );
    // Keys typed while the code arrives belong in the search field, as they would once it is open.
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === "Escape") setOpen(false);
      else if (e.key === "Backspace") setQuery((q) => q.slice(0, -1));
      else if (e.key.length === 1) setQuery((q) => q + e.key);
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKeyDown, true);
    return () => {
      alive = false;
      window.removeEventListener("keydown", onKeyDown, true);
    };
  }, [wanted, setOpen]);

  if (!Dialog) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) setQuery("");
      }}
      query={query}
      onQueryChange={setQuery}
    />
  );
}

export const OPEN_PALETTE_EVENT = "growthos:open-palette";

/** The top bar's page search box (spec §2): looks like a field, opens the palette. */
export function SearchBox({ className }: { className?: string }) {
  const { mod } = useModKey();
  const { glyphs } = useShell();
  const openWith = (query = "") => window.dispatchEvent(new CustomEvent(OPEN_PALETTE_EVENT, { detail: { query } }));
  return (
    <div className={cn("relative w-full", className)}>
      <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 flex size-4 -translate-y-1/2 text-muted-foreground">
        {glyphs.search}
      </span>
      <input
        type="search"
        readOnly
        placeholder="I'm looking for..."
        aria-label="Search pages"
        aria-haspopup="dialog"
        onPointerEnter={preloadPalette}
        onFocus={preloadPalette}
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
