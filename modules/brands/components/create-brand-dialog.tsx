"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useShellDialog } from "@/components/shell/shell-context";
import { CreateBrandForm } from "./create-brand-form";

export function CreateBrandDialog() {
  const [open, setOpen] = useShellDialog("createBrand");
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Create New Brand</DialogTitle>
          <DialogDescription>Enter a name for your new brand</DialogDescription>
        </DialogHeader>
        {open ? <CreateBrandForm onCancel={() => setOpen(false)} onCreated={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
