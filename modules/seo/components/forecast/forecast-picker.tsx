"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { OptionSelect } from "@/components/ui/option-select";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import type { ForecastScopeOption } from "@/modules/seo/forecast/page-data";
import { FORECAST_METRICS, type ForecastMetric, type ForecastScopeKind } from "@/modules/seo/forecast/types";

const KIND: Record<ForecastScopeKind, string> = { site: "Site", group: "Group", prefix: "URL prefix", keyword: "Keyword" };
const METRIC: Record<ForecastMetric, string> = { clicks: "Clicks", impressions: "Impressions", position: "Position" };

/** Which forecast the chart shows: the scope (site, keyword group, URL prefix, keyword) and the metric, kept in the URL. */
export function ForecastPicker({ options, scope, metric }: { options: ForecastScopeOption[]; scope: string; metric: ForecastMetric }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const go = (key: "scope" | "metric", value: string) => {
    const next = new URLSearchParams(params.toString());
    next.set(key, value);
    router.replace(`${pathname}?${next}`, { scroll: false });
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <OptionSelect
        aria-label="Forecast scope"
        size="sm"
        className="w-full sm:w-80"
        value={scope}
        onValueChange={(v) => go("scope", v)}
        options={options.map((o) => ({ value: o.id, label: o.kind === "site" ? o.label : `${KIND[o.kind]} · ${o.label}` }))}
      />
      <ToggleGroup type="single" variant="outline" size="sm" value={metric} onValueChange={(v) => v && go("metric", v)} aria-label="Metric">
        {FORECAST_METRICS.map((m) => (
          <ToggleGroupItem key={m} value={m} className="px-3">
            {METRIC[m]}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
    </div>
  );
}
