"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Sparkles } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { onFormSubmit } from "@/components/actions/on-form-submit";
import { Button } from "@/components/ui/button";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/option-select";
import { plural } from "@/lib/format";
import { PLAN_MAX, PLAN_MIN, planPersonas } from "../../plan";
import { startPersonaGenerationAction } from "../actions";
import type { BriefChoice } from "../queries";
import { PlanTable, summarisePlan } from "./plan-table";
import { watchRun } from "./run-progress";

/**
 * Choose a brief and N, see the sampling plan, start. The plan is computed here with the same seed
 * the run stores, so what the table shows is exactly what the job generates.
 */
export function GenerateForm({
  brandId,
  briefs,
  defaults,
  seed,
  disabledReason,
  initialBriefId,
}: {
  brandId: string;
  briefs: BriefChoice[];
  defaults: { ageMin: number; ageMax: number };
  seed: number;
  /** Why Generate is off (no engine, a run in progress, view-only), shown next to the button. */
  disabledReason: string | null;
  initialBriefId?: string | null;
}) {
  const router = useRouter();
  const { run, pending } = useAction({ brandId });
  const [briefId, setBriefId] = React.useState(initialBriefId && briefs.some((b) => b.id === initialBriefId) ? initialBriefId : (briefs[0]?.id ?? ""));
  const [count, setCount] = React.useState("10");
  const [error, setError] = React.useState<string | null>(null);
  const brief = briefs.find((b) => b.id === briefId) ?? null;
  const n = Number(count);
  const valid = Number.isInteger(n) && n >= PLAN_MIN && n <= PLAN_MAX;
  const plan = React.useMemo(
    () => (brief && valid ? planPersonas({ segments: brief.segments, ageMin: brief.ageMin ?? defaults.ageMin, ageMax: brief.ageMax ?? defaults.ageMax, b2b: brief.b2b }, n, seed) : []),
    [brief, valid, n, seed, defaults.ageMin, defaults.ageMax],
  );
  const rows = brief ? summarisePlan(plan, brief.segments) : [];
  const countError = count !== "" && !valid ? `Choose a whole number from ${PLAN_MIN} to ${PLAN_MAX}.` : null;

  const submit = async () => {
    setError(null);
    if (!brief || !valid || disabledReason) return;
    await run(startPersonaGenerationAction, { briefId: brief.id, count: n, seed }, { onError: (e) => setError(e), refresh: false,
      onSuccess: (d) => {
        watchRun(d.runId);
        router.replace(`/personas?run=${d.runId}`);
      }, success: `Generating ${plural(n, "persona")}` });
  };

  return (
    <form className="grid gap-5" onSubmit={onFormSubmit(submit)}>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <SelectField
          id="persona-brief"
          label="Brief"
          value={briefId}
          onValueChange={setBriefId}
          options={briefs.map((b) => ({ value: b.id, label: b.name }))}
          hint={
            <>
              Not the right one? <Link href="/personas-brief" className="underline underline-offset-2 hover:text-foreground">Write a brief</Link>.
            </>
          }
        />
        <FormField id="persona-count" label="Personas" error={countError} hint={`${PLAN_MIN}–${PLAN_MAX}`}>
          <Input {...fieldA11y("persona-count", countError, true)} type="number" inputMode="numeric" min={PLAN_MIN} max={PLAN_MAX} value={count} onChange={(e) => setCount(e.target.value)} />
        </FormField>
      </div>
      {brief && valid ? (
        <section aria-labelledby="plan-heading" className="grid gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 id="plan-heading" className="text-sm font-semibold">
              Sampling plan
            </h3>
            <p className="text-xs text-muted-foreground">
              {plural(n, "persona")} across {plural(rows.length, "segment")}, in the brief&apos;s proportions
            </p>
          </div>
          <PlanTable rows={rows} />
        </section>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending || !brief || !valid || !!disabledReason}>
          <Sparkles aria-hidden="true" />
          {pending ? "Starting…" : valid ? `Generate ${plural(n, "persona")}` : "Generate"}
        </Button>
        {disabledReason ? <p className="text-sm text-muted-foreground">{disabledReason}</p> : null}
      </div>
    </form>
  );
}
