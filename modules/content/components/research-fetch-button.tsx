"use client";

import { RefreshCwIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { plural } from "@/lib/format";
import { fetchTopArticlesAction } from "../research/actions";
import type { TargetFields } from "../research/inputs";

/** Queues the fetch of the target's top articles; the page shows the job's progress (ResearchFetchStatus). */
export function ResearchFetchButton({ brandId, target, running, label = "Fetch top articles" }: { brandId: string; target: TargetFields; running: boolean; label?: string }) {
  const { run, pending } = useAction({ brandId });
  return (
    <Button
      size="sm"
      disabled={pending || running}
      data-testid="fetch-top-articles"
      onClick={() =>
        void run(fetchTopArticlesAction, target, {
          success: (r) => (r.alreadyRunning ? "These articles are already being fetched: the progress is shown below" : `Fetching ${plural(r.urls, "article")} in the background: you may leave this page meanwhile`),
        })
      }
    >
      <RefreshCwIcon aria-hidden="true" className={pending || running ? "animate-spin" : undefined} />
      {running ? "Fetching..." : label}
    </Button>
  );
}
