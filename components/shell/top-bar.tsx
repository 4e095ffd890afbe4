"use client";

import * as React from "react";
import { Separator } from "@/components/ui/separator";
import { SidebarTrigger } from "@/components/ui/sidebar";
import { SearchBox } from "./command-palette";
import { UserMenu } from "./user-menu";
import { useShell } from "./shell-context";

export function TopBar({ brandSwitcher }: { brandSwitcher: React.ReactNode }) {
  const { glyphs } = useShell();
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/70 md:px-4">
      <SidebarTrigger className="-ml-1" icon={glyphs.panelLeft} />
      <Separator orientation="vertical" className="mx-1 data-[orientation=vertical]:h-4" />
      <SearchBox className="max-w-sm min-w-0 flex-1" />
      <div className="ml-auto flex min-w-0 items-center gap-2">
        {brandSwitcher}
        <UserMenu />
      </div>
    </header>
  );
}
