"use client";

import * as React from "react";
import { PlayIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { OptionSelect } from "@/components/ui/option-select";
import { runSeoForecastAction } from "@/modules/seo/forecast/actions";
import { FORECAST_HORIZON_WEEKS } from "@/modules/seo/forecast/types";

/** Horizon and "Run forecast": queues the job; the status card follows it. */
export function RunForecast({ brandId, running, weeks }: { brandId: string; running: boolean; weeks: number }) {
  const { run, pending } = useAction({ brandId });
  const [horizon, setHorizon] = React.useState(String(weeks));
  return (
    <div className="flex flex-wrap items-center gap-2">
      <OptionSelect
        aria-label="Forecast horizon"
        size="sm"
        className="w-32"
        value={horizon}
        onValueChange={setHorizon}
        options={FORECAST_HORIZON_WEEKS.map((w) => ({ value: String(w), label: `${w} weeks` }))}
      />
      <Button size="sm" disabled={pending || running} onClick={() => void run(runSeoForecastAction, { weeks: Number(horizon) }, { success: "Forecast started." })}>
        <PlayIcon aria-hidden="true" />
        {running ? "Forecasting…" : "Run forecast"}
      </Button>
    </div>
  );
}
