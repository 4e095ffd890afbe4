"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/sonner";
import { LoaderCircleIcon } from "lucide-react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { dispatchBrandChanged } from "@/components/shell/shell-context";
import { deleteBrandAction, renameBrandAction } from "../actions";

export function RenameBrandForm({ brandId, name: initialName }: { brandId: string; name: string }) {
  const router = useRouter();
  const [name, setName] = React.useState(initialName);
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const unchanged = name.trim() === initialName.trim();
  const blank = name.trim() === "";

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (blank || unchanged || busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await renameBrandAction({ brandId, name });
      if (result.ok) {
        toast.success("Brand renamed successfully!");
        router.refresh();
      } else {
        setError(result.error);
        toast.error(result.error || "Failed to rename brand");
      }
    } catch {
      toast.error("Failed to rename brand");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-3 sm:max-w-md" noValidate>
      <div className="grid gap-2">
        <Label htmlFor="brand-name">Brand Name</Label>
        <Input
          id="brand-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={120}
          autoComplete="off"
          disabled={busy}
          aria-invalid={error || blank ? true : undefined}
          aria-describedby={error || blank ? "brand-name-error" : undefined}
        />
        {blank ? (
          <p id="brand-name-error" className="text-sm text-destructive">
            Brand name is required
          </p>
        ) : error ? (
          <p id="brand-name-error" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" disabled={blank || unchanged || busy}>
          {busy ? <LoaderCircleIcon className="animate-spin" /> : null}
          {busy ? "Saving..." : "Rename brand"}
        </Button>
      </div>
    </form>
  );
}

export function DeleteBrandButton({ brandId, name }: { brandId: string; name: string }) {
  const router = useRouter();
  const [open, setOpen] = React.useState(false);
  const [busy, setBusy] = React.useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      const result = await deleteBrandAction({ brandId });
      if (result.ok) {
        toast.success("Brand deleted successfully!");
        setOpen(false);
        dispatchBrandChanged(null);
        router.push("/dashboard");
      } else {
        toast.error(result.error || "Failed to delete brand");
      }
    } catch {
      toast.error("Failed to delete brand");
    } finally {
      setBusy(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(o) => !busy && setOpen(o)}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">Delete brand</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete &ldquo;{name}&rdquo;?</AlertDialogTitle>
          <AlertDialogDescription>
            This permanently deletes the brand &ldquo;{name}&rdquo; with its data, tasks, sprints, squad, personas and API tokens, and removes
            everyone&rsquo;s access to it. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={busy}>
            {busy ? <LoaderCircleIcon className="animate-spin" /> : null}
            {busy ? "Deleting..." : "Delete brand"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
