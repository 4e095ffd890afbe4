"use client";

import * as React from "react";
import { DownloadCloudIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/sonner";
import { fetchSerpAction } from "../../serps-actions";
import type { ProviderFailure } from "../../types";
import { ProviderFailureAlert } from "../provider-failure-alert";

/** Fetches today's SERP (the shared cache first, then the provider within the budget); a provider failure stays on the page. */
export function FetchSerpButton({ brandId, keyword, location, device, label = "Fetch today's SERP" }: { brandId: string; keyword: string; location: string; device: "desktop" | "mobile"; label?: string }) {
  const { run, pending } = useAction({ brandId });
  const [failure, setFailure] = React.useState<ProviderFailure | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <Button
        size="sm"
        className="self-start"
        disabled={pending}
        onClick={() => {
          setFailure(null);
          void run(
            fetchSerpAction,
            { keyword, location, device },
            {
              onSuccess: (d) => {
                if (!d.fetched) return setFailure(d.failure);
                const added = d.added ? `; "${keyword}" added to the keyword store` : "";
                toast.success(`${d.cached ? "Today's SERP was already fetched in this workspace: reused at no cost" : "SERP fetched"}${added}`);
              },
            },
          );
        }}
      >
        <DownloadCloudIcon aria-hidden="true" />
        {pending ? "Fetching..." : label}
      </Button>
      <ProviderFailureAlert failure={failure} />
    </div>
  );
}
