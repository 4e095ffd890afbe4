"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { CheckIcon, PencilIcon, PlusIcon } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { MenuComponent } from "@/components/shell/lazy-menu";
import { useShell, type ShellBrand } from "@/components/shell/shell-context";
import { splitByOwnership } from "../brand-list";
import { BrandInitial } from "./brand-initial";
import { useBrandActions } from "./use-brand-actions";

/** The brand switcher's menu, loaded on first use (brand-switcher.tsx). */
export const BrandSwitcherMenu: MenuComponent = ({ open, onOpenChange, trigger }) => {
  const router = useRouter();
  const { brands, currentBrand, setOpenDialog } = useShell();
  const { selectBrand } = useBrandActions();
  const { owned, participating } = splitByOwnership(brands);

  const edit = async (brand: ShellBrand) => {
    onOpenChange(false);
    // /brand-setup edits the current brand, so make this one current first.
    if (await selectBrand(brand.id)) router.push("/brand-setup");
  };

  const item = (b: ShellBrand, editable: boolean) => (
    <DropdownMenuItem key={b.id} onSelect={() => void selectBrand(b.id)} className="group/brand pr-1" data-brand-id={b.id}>
      <BrandInitial name={b.name} />
      <span className="min-w-0 flex-1 truncate">{b.name}</span>
      {!editable ? <span className="shrink-0 text-[11px] text-muted-foreground">{b.roleName}</span> : null}
      {b.id === currentBrand?.id ? <CheckIcon className="size-3.5 shrink-0" aria-label="Current brand" /> : null}
      {editable ? (
        <button
          type="button"
          aria-label={`Edit ${b.name}`}
          title="Edit brand"
          className="flex size-6 shrink-0 items-center justify-center rounded-sm text-muted-foreground opacity-70 outline-none hover:bg-background hover:text-foreground hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring"
          onPointerDown={(e) => e.stopPropagation()}
          onClick={(e) => {
            e.preventDefault();
            e.stopPropagation();
            void edit(b);
          }}
        >
          <PencilIcon className="size-3.5" />
        </button>
      ) : null}
    </DropdownMenuItem>
  );

  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        {owned.length > 0 ? (
          <DropdownMenuGroup>
            <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">Brands You Own</DropdownMenuLabel>
            {owned.map((b) => item(b, true))}
          </DropdownMenuGroup>
        ) : null}
        {participating.length > 0 ? (
          <>
            {owned.length > 0 ? <DropdownMenuSeparator /> : null}
            <DropdownMenuGroup>
              <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">Brands You Participate</DropdownMenuLabel>
              {participating.map((b) => item(b, false))}
            </DropdownMenuGroup>
          </>
        ) : null}
        {brands.length > 0 ? <DropdownMenuSeparator /> : null}
        <DropdownMenuItem onSelect={() => setOpenDialog("createBrand")}>
          <PlusIcon />
          New Brand
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
};
