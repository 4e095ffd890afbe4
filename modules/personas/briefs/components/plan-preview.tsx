"use client";

import * as React from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { BriefSegment } from "@/db/schema";
import { SegmentTable } from "../../components/segment-table";
import { AGE_BAND_KEY, PLAN_MAX, PLAN_MIN, planPersonas, planSegments } from "../../plan";

/**
 * The sampling plan for N personas, recomputed as the brief changes: the same planPersonas a
 * generation run stores, seeded by the brief, so what is shown here is what will be generated.
 */
export function PlanPreview({ segments, ageMin, ageMax, b2b, seed }: { segments: BriefSegment[]; ageMin: number | null; ageMax: number | null; b2b: boolean; seed: string }) {
  const [nText, setNText] = React.useState("10");
  const n = Number(nText);
  const valid = Number.isInteger(n) && n >= PLAN_MIN && n <= PLAN_MAX;
  const plan = React.useMemo(() => (valid ? planPersonas({ segments, ageMin, ageMax, b2b }, n, seed) : []), [valid, segments, ageMin, ageMax, b2b, n, seed]);
  const shown = planSegments({ segments });
  const counts = new Map<string | null, number>();
  for (const slot of plan) counts.set(slot.segmentKey, (counts.get(slot.segmentKey) ?? 0) + 1);
  const names = new Map(shown.map((s) => [s.key, s.name]));

  return (
    <Card data-testid="sampling-plan">
      <CardHeader>
        <CardTitle>Sampling plan</CardTitle>
        <CardDescription>Which segment and attribute mix each persona fills, so the set matches the brief&apos;s proportions. Generation follows this plan.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <FormField id="plan-n" label="Number of personas" error={valid ? null : `Enter a whole number from ${PLAN_MIN} to ${PLAN_MAX}.`}>
          <Input id="plan-n" inputMode="numeric" className="w-28" value={nText} onChange={(e) => setNText(e.target.value)} />
        </FormField>
        {valid ? (
          <>
            <SegmentTable
              caption="Personas per segment"
              rowTestId="plan-row"
              rows={shown.map((s) => ({ key: s.key, name: s.name, share: segments.length ? s.share : 100, actual: counts.get(s.key) ?? 0 }))}
            />
            <details className="group rounded-lg border">
              <summary className="cursor-pointer px-3 py-2 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">Each persona&apos;s slot ({plan.length})</summary>
              <ol className="max-h-80 divide-y overflow-y-auto border-t text-[13px]">
                {plan.map((slot) => (
                  <li key={slot.index} className="grid gap-0.5 px-3 py-2">
                    <span className="font-medium">
                      #{slot.index + 1} · {names.get(slot.segmentKey ?? "") ?? "General audience"}
                    </span>
                    <span className="text-muted-foreground">
                      {[slot.attributes[AGE_BAND_KEY] ? `age ${slot.attributes[AGE_BAND_KEY]}` : null, ...Object.entries(slot.attributes).filter(([k]) => k !== AGE_BAND_KEY).map(([k, v]) => `${k}: ${v}`)]
                        .filter(Boolean)
                        .join(" · ")}
                    </span>
                  </li>
                ))}
              </ol>
            </details>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
