"use client";

import * as React from "react";
import { Loader2Icon, PencilIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { updateBrandTermsAction } from "../../words-actions";

const lines = (text: string) => text.split(/[\n,]+/).map((t) => t.trim()).filter(Boolean);

/** Name variants and products of the brand (SEO settings), one per line; saving reclassifies on the refresh. */
export function BrandTermsForm({ brandId, nameVariants, products }: { brandId: string; nameVariants: string[]; products: string[] }) {
  const { run, busy } = useAction({ brandId });
  const [open, setOpen] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  if (!open) {
    return (
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <PencilIcon aria-hidden="true" />
        Edit name variants and products
      </Button>
    );
  }
  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setError(null);
    void run(
      updateBrandTermsAction,
      { nameVariants: lines(String(form.get("variants") ?? "")), products: lines(String(form.get("products") ?? "")) },
      { key: "terms", success: "Brand terms saved; the keywords are classified with them", onError: (m) => setError(m), onSuccess: () => setOpen(false) },
    );
  };
  return (
    <form onSubmit={submit} className="flex w-full flex-col gap-3" aria-label="Brand terms">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="brand-variants">Name variants</Label>
          <Textarea id="brand-variants" name="variants" rows={4} defaultValue={nameVariants.join("\n")} placeholder={"Northwind\nNW Coffee"} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="brand-products">Products</Label>
          <Textarea id="brand-products" name="products" rows={4} defaultValue={products.join("\n")} placeholder={"Arctic Roast\nBreeze Grinder"} />
        </div>
      </div>
      <p className="text-xs text-muted-foreground">One per line. The brand name, website and competitors are edited in Brand Setup.</p>
      {error ? (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy === "terms"}>
          {busy === "terms" ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
          Save terms
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
