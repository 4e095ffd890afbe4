"use client";

import Link from "next/link";
import { EllipsisIcon, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";

export type RowAction = {
  label: React.ReactNode;
  icon?: LucideIcon;
  /** A link item (navigates) instead of `onSelect`. */
  href?: string;
  onSelect?: () => void;
  disabled?: boolean;
  destructive?: boolean;
};

/** `"separator"` draws a line; `null`/`false` entries are skipped, so conditional items stay inline. */
export type RowActionEntry = RowAction | "separator" | null | false;

/**
 * The "⋯" menu at the end of a list row. `label` names the row for screen readers ("More for …");
 * `title` repeats the row's name at the top of the menu where rows look alike.
 */
export function RowActionsMenu({
  label,
  title,
  actions,
  disabled,
  modal,
  className,
  triggerClassName,
}: {
  label: string;
  title?: string;
  actions: RowActionEntry[];
  disabled?: boolean;
  /** false where the row's dialogs open from the menu (Radix would return focus to a trigger that re-renders). */
  modal?: boolean;
  /** The menu's width, e.g. "w-48". */
  className?: string;
  triggerClassName?: string;
}) {
  return (
    <DropdownMenu modal={modal}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" className={triggerClassName} aria-label={label} disabled={disabled}>
          <EllipsisIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className={className}>
        {title ? <DropdownMenuLabel className="truncate">{title}</DropdownMenuLabel> : null}
        {actions.map((a, i) => {
          if (!a) return null;
          if (a === "separator") return <DropdownMenuSeparator key={i} />;
          const Icon = a.icon;
          const icon = Icon ? <Icon aria-hidden="true" /> : null;
          return a.href ? (
            <DropdownMenuItem key={i} asChild disabled={a.disabled} variant={a.destructive ? "destructive" : undefined}>
              <Link href={a.href}>
                {icon}
                {a.label}
              </Link>
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem key={i} onSelect={a.onSelect} disabled={a.disabled} variant={a.destructive ? "destructive" : undefined}>
              {icon}
              {a.label}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
