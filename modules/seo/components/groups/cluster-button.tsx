"use client";

import { NetworkIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { clusterSeoKeywordsAction } from "../../serps-actions";

export function ClusterButton({ brandId, running, variant = "default" }: { brandId: string; running: boolean; variant?: "default" | "outline" }) {
  const { run, pending } = useAction({ brandId });
  return (
    <Button size="sm" variant={variant} disabled={pending || running} onClick={() => void run(clusterSeoKeywordsAction, {}, { success: "Clustering started; the groups appear here when it ends" })}>
      <NetworkIcon aria-hidden="true" />
      {running ? "Clustering..." : "Cluster keywords"}
    </Button>
  );
}
