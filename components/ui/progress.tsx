import * as React from "react";
import { cn } from "@/lib/utils";

/** A determinate progress bar (0–100). Plain markup with the ARIA progressbar role; no client code. */
function Progress({ className, value, ...props }: React.ComponentProps<"div"> & { value?: number | null }) {
  const pct = value === null || value === undefined || !Number.isFinite(value) ? null : Math.min(100, Math.max(0, value));
  return (
    <div
      data-slot="progress"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct ?? undefined}
      data-state={pct === null ? "indeterminate" : pct >= 100 ? "complete" : "loading"}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-primary/20", className)}
      {...props}
    >
      <div data-slot="progress-indicator" className="h-full w-full flex-1 bg-primary transition-all" style={{ transform: `translateX(-${100 - (pct ?? 0)}%)` }} />
    </div>
  );
}

export { Progress };
