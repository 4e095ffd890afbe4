"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { FilePlus2Icon, SparklesIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { recommendStructureAction, saveStructureToBriefAction } from "../research/actions";
import type { TargetFields } from "../research/inputs";

/** Asks the content engine for an outline; the page then shows it, labelled, next to the consensus. */
export function RecommendStructureButton({ brandId, target, engineLabel, again }: { brandId: string; target: TargetFields; engineLabel: string; again: boolean }) {
  const { run, pending } = useAction({ brandId });
  return (
    <Button size="sm" variant="outline" disabled={pending} data-testid="recommend-structure" onClick={() => void run(recommendStructureAction, target, { success: (r) => `${r.engineLabel} recommended a structure` })}>
      <SparklesIcon aria-hidden="true" className={pending ? "animate-pulse" : undefined} />
      {pending ? "Recommending..." : again ? `Recommend again with ${engineLabel}` : `Recommend with ${engineLabel}`}
    </Button>
  );
}

/** Saves this outline, the questions, terms, length and sources as a new brief, then opens it. */
export function SaveToBriefButton({ brandId, target, method }: { brandId: string; target: TargetFields; method: "ai" | "consensus" }) {
  const { run, pending } = useAction({ brandId });
  const router = useRouter();
  return (
    <Button
      size="sm"
      disabled={pending}
      data-testid={`save-to-brief-${method}`}
      onClick={() =>
        void run(saveStructureToBriefAction, { ...target, method }, {
          success: "Saved to a new brief",
          refresh: false,
          onSuccess: (r) => router.push(`/content-briefs?brief=${r.briefId}`),
        })
      }
    >
      <FilePlus2Icon aria-hidden="true" />
      {pending ? "Saving..." : "Save to brief"}
    </Button>
  );
}
