"use client";

import { LoaderCircleIcon, SparklesIcon } from "lucide-react";
import { toast } from "@/components/ui/sonner";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/actions/use-action";
import { classifySaioCandidatesAction } from "../../actions";

/** Re-classifies the names still marked "New" with the brand's default engine; rule results stay where the model gives none. */
export function ClassifyButton({ brandId, newCount }: { brandId: string; newCount: number }) {
  const { run, pending } = useAction({ brandId });
  return (
    <Button
      size="sm"
      disabled={pending || newCount === 0}
      title={newCount === 0 ? "No new names to classify" : undefined}
      onClick={() =>
        run(
          classifySaioCandidatesAction,
          {},
          {
            onSuccess: (r) => {
              if (r.total === 0) toast.info("No new names to classify.");
              else if (r.failure) toast.warning(`${r.classified ? `Classified ${r.classified} of ${r.total} with AI; the` : "The"} rule classes stay for the rest. ${r.failure}`);
              else if (r.classified === 0) toast.warning("The AI engine classified none of the names (it returned none of them); the rule classes stay.");
              else toast.success(`Classified ${r.classified} of ${r.total} new name${r.total === 1 ? "" : "s"} with AI`);
            },
          },
        )
      }
    >
      {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <SparklesIcon aria-hidden="true" />}
      {pending ? "Classifying…" : "Classify with AI"}
    </Button>
  );
}
