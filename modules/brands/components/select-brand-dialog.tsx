"use client";

import * as React from "react";
import { Building2Icon, ChevronRightIcon, LoaderCircleIcon, PlusIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useShell, useShellDialog, type ShellBrand } from "@/components/shell/shell-context";
import { splitByOwnership } from "../brand-list";
import { useBrandActions } from "./use-brand-actions";

export function SelectBrandDialog() {
  const { brands, setOpenDialog } = useShell();
  const [open, setOpen] = useShellDialog("brandPicker");
  const { selectBrand } = useBrandActions();
  const [choosing, setChoosing] = React.useState<string | null>(null);
  const { owned, participating } = splitByOwnership(brands);

  const choose = async (brandId: string) => {
    setChoosing(brandId);
    const ok = await selectBrand(brandId);
    setChoosing(null);
    if (ok) setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="gap-0 p-0 sm:max-w-md">
        <DialogHeader className="border-b px-6 pt-6 pb-4">
          <DialogTitle>Select a Brand</DialogTitle>
          <DialogDescription>Choose a brand to continue working with.</DialogDescription>
        </DialogHeader>
        <div className="max-h-[min(60svh,420px)] overflow-y-auto px-3 py-3">
          <BrandSection title="Brands You Own" brands={owned} choosing={choosing} onChoose={choose} />
          <BrandSection title="Brands You Participate" brands={participating} choosing={choosing} onChoose={choose} showRole />
        </div>
        <div className="flex justify-end border-t px-6 py-4">
          <Button variant="outline" onClick={() => setOpenDialog("createBrand")}>
            <PlusIcon />
            New Brand
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function BrandSection({
  title,
  brands,
  choosing,
  onChoose,
  showRole = false,
}: {
  title: string;
  brands: ShellBrand[];
  choosing: string | null;
  onChoose: (id: string) => void;
  showRole?: boolean;
}) {
  if (brands.length === 0) return null;
  return (
    <section className="py-1" aria-label={title}>
      <h3 className="px-3 pt-2 pb-1 text-xs font-medium text-muted-foreground">{title}</h3>
      <ul className="grid gap-0.5">
        {brands.map((b) => (
          <li key={b.id}>
            <button
              type="button"
              onClick={() => onChoose(b.id)}
              disabled={choosing !== null}
              className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-60"
            >
              <span className="flex size-7 shrink-0 items-center justify-center rounded-md border bg-muted/50">
                <Building2Icon className="size-3.5 text-muted-foreground" />
              </span>
              <span className="min-w-0 flex-1 truncate font-medium">{b.name}</span>
              {showRole ? (
                <Badge variant="secondary" className="font-normal">
                  {b.roleName}
                </Badge>
              ) : null}
              {choosing === b.id ? (
                <LoaderCircleIcon className="size-4 animate-spin text-muted-foreground" />
              ) : (
                <ChevronRightIcon className="size-4 text-muted-foreground" />
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
