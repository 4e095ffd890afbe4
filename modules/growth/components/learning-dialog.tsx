"use client";

import * as React from "react";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/option-select";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { LEARNING_OUTCOMES, type ChangeUnit, type LearningOutcome } from "@/db/schema/growth-enums";
import { recordLearningAction, updateLearningAction } from "../actions";
import { parseNumberField } from "../format";
import { OUTCOME_LABELS, STAGE_LABELS } from "../labels";
import type { Idea } from "../queries/ideas";
import type { Learning, LearningsData } from "../queries/learnings";
import { FormField } from "@/components/ui/form-field";
import { useAction } from "@/components/actions/use-action";
import { FormDialog } from "@/components/ui/form-dialog";

const NONE = "__none__";

/** Records (or edits) the result of one experiment. */
export function LearningDialog({
  brandId,
  learning,
  pending,
  defaultIdeaId,
  metrics,
  onClose,
}: {
  brandId: string;
  learning: Learning | null;
  pending: Idea[];
  defaultIdeaId: string | null;
  metrics: LearningsData["metrics"];
  onClose: () => void;
}) {
  const { run, pending: saving } = useAction({ brandId });
  const [ideaId, setIdeaId] = React.useState(learning?.ideaId ?? defaultIdeaId ?? pending[0]?.id ?? "");
  const [outcome, setOutcome] = React.useState<LearningOutcome | "">(learning?.outcome ?? "");
  const [metricId, setMetricId] = React.useState(learning?.metricId ?? NONE);
  const [change, setChange] = React.useState(learning?.metricChange === null || learning?.metricChange === undefined ? "" : String(learning.metricChange));
  const [unit, setUnit] = React.useState<ChangeUnit>(learning?.changeUnit ?? "percent");
  const [learned, setLearned] = React.useState(learning?.learned ?? "");
  const [links, setLinks] = React.useState((learning?.evidenceLinks ?? []).join("\n"));
  const [errors, setErrors] = React.useState<Record<string, string>>({});

  const submit = async () => {
    const errs: Record<string, string> = {};
    const n = parseNumberField(change);
    if (!learning && !ideaId) errs.ideaId = "Choose the experiment";
    if (!outcome) errs.outcome = "Choose the outcome";
    if (n !== null && !Number.isFinite(n)) errs.change = "Enter a number, e.g. 12.5 or -3";
    if (!learned.trim()) errs.learned = "Write down what was learned";
    const evidence = links
      .split(/\s*\n\s*/)
      .map((l) => l.trim())
      .filter(Boolean);
    const bad = evidence.find((l) => !/^https?:\/\/\S+$/i.test(l));
    if (bad) errs.links = `"${bad}" is not an http(s) address`;
    setErrors(errs);
    if (Object.keys(errs).length || !outcome) return;
    const fields = { outcome, metricId: metricId === NONE ? null : metricId, metricChange: n, changeUnit: unit, learned, evidenceLinks: evidence };
    const r = learning
      ? await run(updateLearningAction, { ...fields, id: learning.id }, { success: "Learning saved" })
      : await run(recordLearningAction, { ...fields, ideaId }, { success: "Learning recorded — the experiment is done" });
    if (r.ok) onClose();
    else if ("fieldErrors" in r && r.fieldErrors) setErrors(Object.fromEntries(Object.entries(r.fieldErrors).map(([k, v]) => [k.split(".")[0]!, v[0] ?? ""])));
  };

  return (
    <FormDialog title={learning ? "Edit learning" : "Record a learning"} description={learning ? learning.ideaTitle : "What the experiment showed, whatever the outcome. Losses teach as much as wins."} className="max-h-[90svh] overflow-y-auto sm:max-w-xl" formClassName="grid gap-4 sm:grid-cols-2" footerClassName="sm:col-span-2" onClose={onClose} onSubmit={submit} pending={saving} submitLabel={learning ? "Save learning" : "Record learning"}>
      {!learning ? (
        <FormField id="learning-idea" label="Experiment" error={errors.ideaId} className="sm:col-span-2">
          <OptionSelect
            id="learning-idea" aria-invalid={!!errors.ideaId} value={ideaId} onValueChange={setIdeaId} placeholder="Choose the experiment"
            options={pending.map((i) => ({ value: i.id, label: <>{i.title} {i.sprintName ? ` · ${i.sprintName}` : ""}</> }))}
          />
        </FormField>
      ) : null}
      <div className="grid gap-1.5 sm:col-span-2">
        <span id="learning-outcome-label" className="text-sm font-medium">
          Outcome
        </span>
        <ToggleGroup type="single" variant="outline" value={outcome} onValueChange={(v) => v && setOutcome(v as LearningOutcome)} aria-labelledby="learning-outcome-label" className="w-full">
          {LEARNING_OUTCOMES.map((o) => (
            <ToggleGroupItem key={o} value={o} className="flex-1">
              {OUTCOME_LABELS[o]}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
        {errors.outcome ? (
          <p className="text-xs text-destructive" role="alert">
            {errors.outcome}
          </p>
        ) : null}
      </div>
      <FormField id="learning-metric" label="Metric moved" className="sm:col-span-2">
        <OptionSelect
          id="learning-metric"
          value={metricId}
          onValueChange={setMetricId}
          first={{ value: NONE, label: "No metric" }}
          options={metrics.map((m) => ({ value: m.id, label: `${m.name} · ${STAGE_LABELS[m.stage]}` }))}
        />
      </FormField>
      <FormField id="learning-change" label="By how much" error={errors.change} hint="Signed: 12.5 or -3">
        <Input id="learning-change" inputMode="decimal" value={change} onChange={(e) => setChange(e.target.value)} aria-invalid={!!errors.change} />
      </FormField>
      <FormField id="learning-unit" label="Measured in">
        <Select value={unit} onValueChange={(v) => setUnit(v as ChangeUnit)}>
          <SelectTrigger id="learning-unit" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="percent">Percent (relative change)</SelectItem>
            <SelectItem value="absolute">The metric&apos;s own unit</SelectItem>
          </SelectContent>
        </Select>
      </FormField>
      <FormField id="learning-learned" label="What we learned" error={errors.learned} className="sm:col-span-2">
        <Textarea id="learning-learned" rows={4} value={learned} onChange={(e) => setLearned(e.target.value)} aria-invalid={!!errors.learned} placeholder="What happened, why we think it happened, and what we will do next" />
      </FormField>
      <FormField id="learning-links" label="Evidence links" error={errors.links} hint="Dashboards, reports, screenshots — one address per line." className="sm:col-span-2">
        <Textarea id="learning-links" rows={2} className="font-mono text-xs" value={links} onChange={(e) => setLinks(e.target.value)} aria-invalid={!!errors.links} placeholder="https://" />
      </FormField>
    </FormDialog>
  );
}
