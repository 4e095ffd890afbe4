"use client";

import { useRouter } from "next/navigation";
import { LoaderCircleIcon, SparklesIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { plural } from "@/lib/format";
import { runFgFeedbackAnalysisAction } from "../actions";

/** Runs a new analysis of the picked sessions; earlier ones stay in the history. */
export function RunAnalysisButton({ brandId, projectId, sessionIds, again }: { brandId: string; projectId: string; sessionIds: string[]; again: boolean }) {
  const router = useRouter();
  const { run, pending } = useAction({ brandId });
  return (
    <Button
      size="sm"
      disabled={pending}
      onClick={() =>
        void run(
          runFgFeedbackAnalysisAction,
          { projectId, sessionIds },
          {
            refresh: false,
            success: (d) => `${d.method === "engine" ? "Analysis ready" : "Offline analysis ready"}: ${plural(d.themes, "theme")}`,
            onSuccess: (d) => router.push(`/fg-feedback-analysis?project=${projectId}&sessions=${sessionIds.join(",")}&analysis=${d.id}`, { scroll: false }),
          },
        )
      }
    >
      {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <SparklesIcon aria-hidden="true" />}
      {pending ? "Analysing…" : again ? "Run again" : "Analyse feedback"}
    </Button>
  );
}
