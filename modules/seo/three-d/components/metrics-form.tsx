"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/ui/option-select";
import { save3dMetricsAction } from "../actions";
import { METRIC_LABELS, type MetricId } from "../model";
import { stepHref } from "../url-state";

const PERIODS = [7, 28, 90, 180, 365] as const;

export type MetricChoice = { id: MetricId; source: string };

export function MetricsForm({ brandId, id, offered, chosen, periodDays }: { brandId: string; id: string; offered: MetricChoice[]; chosen: MetricId[]; periodDays: number }) {
  const router = useRouter();
  const { run, pending } = useAction({ brandId });
  const [metrics, setMetrics] = React.useState<MetricId[]>(chosen);
  const [period, setPeriod] = React.useState(String(PERIODS.includes(periodDays as (typeof PERIODS)[number]) ? periodDays : 28));
  const toggle = (m: MetricId, on: boolean) => setMetrics((xs) => (on ? [...xs, m] : xs.filter((x) => x !== m)));
  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        void run(
          save3dMetricsAction,
          { id, metrics, periodDays: Number(period) as (typeof PERIODS)[number] },
          { refresh: false, onSuccess: () => router.push(stepHref(4, id)) },
        );
      }}
    >
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold">Metrics per cell</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {offered.map((m) => (
            <div key={m.id} className="flex items-center gap-2 rounded-lg border px-3 py-2">
              <Checkbox id={`metric-${m.id}`} checked={metrics.includes(m.id)} onCheckedChange={(v) => toggle(m.id, v === true)} />
              <Label htmlFor={`metric-${m.id}`} className="flex-1 font-normal">
                {METRIC_LABELS[m.id]}
                <span className="ml-auto text-xs text-muted-foreground">{m.source}</span>
              </Label>
            </div>
          ))}
        </div>
      </fieldset>
      <FormField id="three-d-period" label="Search Console period" className="max-w-xs">
        <OptionSelect id="three-d-period" value={period} onValueChange={setPeriod} options={PERIODS.map((p) => ({ value: String(p), label: `Last ${p} days of data` }))} />
      </FormField>
      <Button type="submit" className="self-start" disabled={pending}>
        {pending ? "Saving..." : "Save and open the matrix"}
      </Button>
    </form>
  );
}
