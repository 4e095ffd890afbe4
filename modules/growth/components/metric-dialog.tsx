"use client";

import * as React from "react";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { OptionSelect } from "@/components/ui/option-select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { METRIC_STAGES, type MetricStage } from "@/db/schema/growth-enums";
import { createMetricAction, updateMetricAction } from "../actions";
import { parseNumberField } from "../format";
import { STAGE_LABELS, STAGE_QUESTIONS } from "../labels";
import type { Metric } from "../queries/metrics";
import { FormField } from "@/components/ui/form-field";
import { useAction } from "@/components/actions/use-action";
import { FormDialog } from "@/components/ui/form-dialog";

export function MetricDialog({
  brandId,
  open,
  onOpenChange,
  metric,
  defaultStage = "acquisition",
  hasNorthStar,
}: {
  brandId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  metric?: Metric | null;
  defaultStage?: MetricStage;
  hasNorthStar: boolean;
}) {
  const { run, pending } = useAction({ brandId });
  const [form, setForm] = React.useState(() => initial(metric, defaultStage));
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [openedFor, setOpenedFor] = React.useState<string | null>(null);
  const key = open ? `${metric?.id ?? "new"}:${defaultStage}` : null;
  if (key !== openedFor) {
    setOpenedFor(key);
    if (open) {
      setForm(initial(metric, defaultStage));
      setErrors({});
    }
  }

  const stages = METRIC_STAGES.filter((s) => (metric ? (metric.stage === "north_star") === (s === "north_star") : s !== "north_star" || !hasNorthStar));

  const submit = async () => {
    const target = parseNumberField(form.target);
    const errs: Record<string, string> = {};
    if (!form.name.trim()) errs.name = "Name is required";
    if (target !== null && !Number.isFinite(target)) errs.target = "Enter a number";
    setErrors(errs);
    if (Object.keys(errs).length) return;
    const input = {
      name: form.name,
      definition: form.definition,
      stage: form.stage,
      unit: form.unit,
      direction: form.direction,
      target,
      targetDate: form.targetDate || null,
      inFunnel: form.stage !== "north_star" && form.inFunnel,
    };
    const result = metric
      ? await run(updateMetricAction, { ...input, id: metric.id }, { success: "Metric saved" })
      : await run(createMetricAction, input, { success: `Metric "${form.name.trim()}" created` });
    if (result.ok) onOpenChange(false);
    else if ("fieldErrors" in result && result.fieldErrors) setErrors(Object.fromEntries(Object.entries(result.fieldErrors).map(([k, v]) => [k, v[0] ?? ""])));
  };

  return (
    <FormDialog title={metric ? "Edit metric" : "New metric"} description={STAGE_QUESTIONS[form.stage]} className="max-h-[90svh] overflow-y-auto sm:max-w-xl" formClassName="grid gap-4 sm:grid-cols-2" footerClassName="sm:col-span-2" open={open} onClose={() => onOpenChange(false)} onSubmit={submit} pending={pending} submitLabel={metric ? "Save metric" : "Create metric"}>
      <FormField id="metric-name" label="Name" error={errors.name} className="sm:col-span-2">
        <Input id="metric-name" autoFocus value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} placeholder="e.g. Sign-ups" aria-invalid={!!errors.name} />
      </FormField>
      <FormField id="metric-stage" label="Stage">
        <OptionSelect
          id="metric-stage" value={form.stage} onValueChange={(v) => setForm({ ...form, stage: v as MetricStage })}
          options={stages.map((s) => ({ value: s, label: STAGE_LABELS[s] }))}
        />
      </FormField>
      <FormField id="metric-unit" label="Unit" hint="Shown next to values: users, %, €…">
        <Input id="metric-unit" value={form.unit} onChange={(e) => setForm({ ...form, unit: e.target.value })} />
      </FormField>
      <FormField id="metric-definition" label="Definition" className="sm:col-span-2">
        <Textarea id="metric-definition" rows={2} value={form.definition} onChange={(e) => setForm({ ...form, definition: e.target.value })} placeholder="How it is counted and where the number comes from" />
      </FormField>
      <FormField id="metric-direction" label="Better when it">
        <Select value={form.direction} onValueChange={(v) => setForm({ ...form, direction: v as "increase" | "decrease" })}>
          <SelectTrigger id="metric-direction" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="increase">Goes up</SelectItem>
            <SelectItem value="decrease">Goes down</SelectItem>
          </SelectContent>
        </Select>
      </FormField>
      <FormField id="metric-target" label="Target" error={errors.target}>
        <Input id="metric-target" inputMode="decimal" value={form.target} onChange={(e) => setForm({ ...form, target: e.target.value })} aria-invalid={!!errors.target} />
      </FormField>
      <FormField id="metric-target-date" label="Target date">
        <Input id="metric-target-date" type="date" value={form.targetDate} onChange={(e) => setForm({ ...form, targetDate: e.target.value })} />
      </FormField>
      {form.stage !== "north_star" ? (
        <div className="flex items-start gap-3 rounded-lg border p-3 sm:col-span-2">
          <Switch id="metric-funnel" checked={form.inFunnel} onCheckedChange={(v) => setForm({ ...form, inFunnel: v })} aria-describedby="metric-funnel-hint" />
          <div className="grid gap-0.5">
            <label htmlFor="metric-funnel" className="text-sm font-medium">
              {STAGE_LABELS[form.stage]} step of the funnel
            </label>
            <p id="metric-funnel-hint" className="text-xs text-muted-foreground">
              The funnel converts from one stage&apos;s step to the next. One metric per stage; the first metric of a stage becomes its step.
            </p>
          </div>
        </div>
      ) : null}
    </FormDialog>
  );
}

function initial(metric: Metric | null | undefined, stage: MetricStage) {
  return {
    name: metric?.name ?? "",
    definition: metric?.definition ?? "",
    stage: metric?.stage ?? stage,
    unit: metric?.unit ?? "",
    direction: metric?.direction ?? ("increase" as "increase" | "decrease"),
    target: metric?.target === null || metric?.target === undefined ? "" : String(metric.target),
    targetDate: metric?.targetDate ?? "",
    inFunnel: metric?.inFunnel ?? false,
  };
}
