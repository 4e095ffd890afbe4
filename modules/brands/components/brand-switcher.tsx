"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { CheckIcon, ChevronsUpDownIcon, PencilIcon, PlusIcon } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Button } from "@/components/ui/button";
import { useShell, type ShellBrand } from "@/components/shell/shell-context";
import { cn } from "@/lib/utils";
import { roleLabel, splitByOwnership } from "../brand-list";
import { useBrandActions } from "./use-brand-actions";

function BrandInitial({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("flex size-5 shrink-0 items-center justify-center rounded-[5px] bg-primary text-[10px] font-semibold text-primary-foreground", className)}
    >
      {[...name.trim()][0]?.toUpperCase() ?? "B"}
    </span>
  );
}

/** Spec §2 brand selector: 12rem dropdown; owned brands carry an edit shortcut to /brand-setup. */
export function BrandSwitcher() {
  const router = useRouter();
  const { brands, currentBrand, setOpenDialog } = useShell();
  const { selectBrand } = useBrandActions();
  const { owned, participating } = splitByOwnership(brands);
  const [menuOpen, setMenuOpen] = React.useState(false);

  const edit = async (brand: ShellBrand) => {
    setMenuOpen(false);
    // /brand-setup edits the current brand, so make this one current first.
    if (await selectBrand(brand.id)) router.push("/brand-setup");
  };

  const item = (b: ShellBrand, editable: boolean) => (
    <DropdownMenuItem key={b.id} onSelect={() => void selectBrand(b.id)} className="group/brand pr-1" data-brand-id={b.id}>
      <BrandInitial name={b.name} />
      <span className="min-w-0 flex-1 truncate">{b.name}</span>
      {!editable ? <span className="shrink-0 text-[11px] text-muted-foreground">{roleLabel(b.role)}</span> : null}
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
    <DropdownMenu open={menuOpen} onOpenChange={setMenuOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="h-8 max-w-[12rem] min-w-0 justify-start gap-2 px-2" aria-label="Switch brand">
          {currentBrand ? <BrandInitial name={currentBrand.name} /> : null}
          <span className="min-w-0 flex-1 truncate text-left">{currentBrand?.name ?? "Select a brand"}</span>
          <ChevronsUpDownIcon className="size-3.5 shrink-0 text-muted-foreground" />
        </Button>
      </DropdownMenuTrigger>
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
}
