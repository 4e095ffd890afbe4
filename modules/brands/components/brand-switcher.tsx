"use client";

import { Button } from "@/components/ui/button";
import { LazyMenu } from "@/components/shell/lazy-menu";
import { useShell } from "@/components/shell/shell-context";
import { BrandInitial } from "./brand-initial";

const loadMenu = () => import("./brand-switcher-menu").then((m) => m.BrandSwitcherMenu);

/** Spec §2 brand selector: 12rem dropdown; owned brands carry an edit shortcut to /brand-setup. */
export function BrandSwitcher() {
  const { currentBrand, glyphs } = useShell();
  return (
    <LazyMenu
      load={loadMenu}
      trigger={
        <Button variant="outline" size="sm" className="h-8 max-w-[12rem] min-w-0 justify-start gap-2 px-2" aria-label="Switch brand">
          {currentBrand ? <BrandInitial name={currentBrand.name} /> : null}
          <span className="min-w-0 flex-1 truncate text-left">{currentBrand?.name ?? "Select a brand"}</span>
          <span aria-hidden="true" className="flex size-3.5 shrink-0 text-muted-foreground">
            {glyphs.chevronsUpDown}
          </span>
        </Button>
      }
    />
  );
}
