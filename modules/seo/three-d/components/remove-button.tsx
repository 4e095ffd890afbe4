"use client";

import { XIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { remove3dPagesAction, remove3dPairsAction } from "../actions";

/** Removes one page (and its pairs) or one keyword–page pair from the analysis. */
export function RemoveFromAnalysis({ brandId, id, page, keyword, label }: { brandId: string; id: string; page: string; keyword?: string; label: string }) {
  const { run, pending } = useAction({ brandId });
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="size-8"
      disabled={pending}
      aria-label={label}
      onClick={() => void (keyword === undefined ? run(remove3dPagesAction, { id, urls: [page] }) : run(remove3dPairsAction, { id, pairs: [{ keyword, page }] }))}
    >
      <XIcon aria-hidden="true" />
    </Button>
  );
}
