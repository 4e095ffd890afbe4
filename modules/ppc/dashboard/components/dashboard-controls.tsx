"use client";

import { UrlToggle } from "@/components/shell/url-toggle";
import { DASHBOARD_PERIODS, defaultGranularity, type DashboardPeriod, type Granularity, type Split } from "../metrics";

/** Period, granularity and what the spend chart stacks, each kept in the URL. */
export function DashboardControls({ days, by, split }: { days: DashboardPeriod; by: Granularity; split: Split }) {
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="ppc-dashboard-controls">
      <UrlToggle param="days" value={String(days)} fallback="30" label="Period" options={DASHBOARD_PERIODS.map((p) => ({ value: String(p), label: `${p}d`, ariaLabel: `Last ${p} days` }))} />
      <UrlToggle
        param="by"
        value={by}
        fallback={defaultGranularity(days)}
        label="Granularity"
        options={[
          { value: "day", label: "Daily" },
          { value: "week", label: "Weekly" },
        ]}
      />
      <UrlToggle
        param="split"
        value={split}
        fallback="network"
        label="Split spend by"
        options={[
          { value: "network", label: "By network" },
          { value: "campaign", label: "By campaign" },
        ]}
      />
    </div>
  );
}
