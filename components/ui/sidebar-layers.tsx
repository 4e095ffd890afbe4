"use client";

import * as React from "react";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { SIDEBAR_WIDTH_MOBILE } from "./sidebar-state";

/** The sidebar on phones: a sheet from the side (loaded by sidebar.tsx on first open). */
export function MobileSidebarSheet({
  open,
  onOpenChange,
  side,
  children,
  ...props
}: React.ComponentProps<typeof Sheet> & { side: "left" | "right"; children: React.ReactNode }) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange} {...props}>
      <SheetContent
        data-sidebar="sidebar"
        data-slot="sidebar"
        data-mobile="true"
        className="w-(--sidebar-width) bg-sidebar p-0 text-sidebar-foreground [&>button]:hidden"
        style={{ "--sidebar-width": SIDEBAR_WIDTH_MOBILE } as React.CSSProperties}
        side={side}
      >
        <SheetHeader className="sr-only">
          <SheetTitle>Sidebar</SheetTitle>
          <SheetDescription>Displays the mobile sidebar.</SheetDescription>
        </SheetHeader>
        <div className="flex h-full w-full flex-col">{children}</div>
      </SheetContent>
    </Sheet>
  );
}

/** A collapsed rail item's label, to its right (loaded by sidebar.tsx once the rail collapses). */
export function SidebarTooltip({ content, children }: { content: React.ComponentProps<typeof TooltipContent>; children: React.ReactElement }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right" align="center" {...content} />
    </Tooltip>
  );
}
