"use client";

import * as React from "react";
import { HistoryIcon } from "lucide-react";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/option-select";
import { RICE_CONFIDENCES, RICE_IMPACTS, type ScoringModel } from "@/db/schema/growth-enums";
import { cn } from "@/lib/utils";
import { scoreIdeaAction } from "../actions";
import { formatNumber } from "@/lib/format";
import { parseNumberField } from "../format";
import { RICE_CONFIDENCE_LABELS, RICE_IMPACT_LABELS, channelLabel, stageLabel } from "../labels";
import type { Idea } from "../queries/ideas";
import { iceScore, riceScore, type ConfidencePrior } from "../scoring";
import { FormField } from "@/components/ui/form-field";
import { useAction } from "@/components/actions/use-action";
import { FormDialog } from "@/components/ui/form-dialog";

const UNSET = "__unset__";
const str = (n: number | null) => (n === null ? "" : String(n));

/** ICE and RICE inputs of one idea with a live score; confidence may start from past learnings. */
export function ScoreDialog({ brandId, idea, model, prior, onClose }: { brandId: string; idea: Idea; model: ScoringModel; prior: ConfidencePrior | null; onClose: () => void }) {
  const { run, pending } = useAction({ brandId });
  // "May start from the win rate of past learnings": an unset confidence is pre-filled from the prior.
  const [f, setF] = React.useState({
    iceImpact: str(idea.iceImpact),
    iceConfidence: idea.iceConfidence === null && prior ? String(prior.ice) : str(idea.iceConfidence),
    iceEase: str(idea.iceEase),
    riceReach: str(idea.riceReach),
    riceImpact: idea.riceImpact === null ? UNSET : String(idea.riceImpact),
    riceConfidence: idea.riceConfidence === null ? (prior ? String(prior.rice) : UNSET) : String(idea.riceConfidence),
    effort: str(idea.effort),
  });
  const prefilled = { ice: idea.iceConfidence === null && !!prior, rice: idea.riceConfidence === null && !!prior };
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const set = (k: keyof typeof f) => (v: string) => setF((x) => ({ ...x, [k]: v }));

  const num = (raw: string) => {
    const n = parseNumberField(raw);
    return n === null || !Number.isFinite(n) ? null : n;
  };
  const values = {
    iceImpact: num(f.iceImpact),
    iceConfidence: num(f.iceConfidence),
    iceEase: num(f.iceEase),
    riceReach: num(f.riceReach),
    riceImpact: f.riceImpact === UNSET ? null : Number(f.riceImpact),
    riceConfidence: f.riceConfidence === UNSET ? null : Number(f.riceConfidence),
    effort: num(f.effort),
  };
  const ice = iceScore({ impact: values.iceImpact, confidence: values.iceConfidence, ease: values.iceEase });
  const rice = riceScore({ reach: values.riceReach, impact: values.riceImpact, confidence: values.riceConfidence, effort: values.effort });

  const submit = async () => {
    const errs: Record<string, string> = {};
    for (const k of ["iceImpact", "iceConfidence", "iceEase"] as const) {
      const v = values[k];
      if (f[k].trim() && (v === null || !Number.isInteger(v) || v < 1 || v > 10)) errs[k] = "A whole number from 1 to 10";
    }
    if (f.riceReach.trim() && (values.riceReach === null || !Number.isInteger(values.riceReach) || values.riceReach < 0)) errs.riceReach = "A whole number of people or events";
    if (f.effort.trim() && (values.effort === null || values.effort <= 0)) errs.effort = "Person-months above 0, e.g. 0.5";
    setErrors(errs);
    if (Object.keys(errs).length) return;
    const r = await run(scoreIdeaAction, { id: idea.id, ...values }, { success: (d) => (d.score !== null ? `Scored ${model.toUpperCase()} ${formatNumber(d.score, { maximumFractionDigits: 1 })}` : "Scores saved") });
    if (r.ok) onClose();
    else if ("fieldErrors" in r && r.fieldErrors) setErrors(Object.fromEntries(Object.entries(r.fieldErrors).map(([k, v]) => [k, v[0] ?? ""])));
  };

  const iceBlock = (
    <section key="ice" className={cn("space-y-3 rounded-lg border p-4", model === "ice" && "border-primary/50 bg-primary/[0.03]")} aria-labelledby="ice-title">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id="ice-title" className="text-sm font-semibold">
          ICE {model === "ice" ? <span className="font-normal text-muted-foreground">· the brand&apos;s model</span> : null}
        </h3>
        <p className="text-sm">
          Score <span className="text-lg font-semibold tabular-nums" data-testid="ice-preview">{ice === null ? "—" : formatNumber(ice, { maximumFractionDigits: 1 })}</span>
        </p>
      </div>
      <p className="text-xs text-muted-foreground">Each from 1 to 10; the score is their average, to one decimal.</p>
      <div className="grid grid-cols-3 gap-3">
        <FormField id="ice-impact" label="Impact" error={errors.iceImpact}>
          <Input id="ice-impact" type="number" min={1} max={10} step={1} inputMode="numeric" value={f.iceImpact} onChange={(e) => set("iceImpact")(e.target.value)} aria-invalid={!!errors.iceImpact} />
        </FormField>
        <FormField id="ice-confidence" label="Confidence" error={errors.iceConfidence} hint={prefilled.ice ? "from past learnings" : undefined}>
          <Input id="ice-confidence" type="number" min={1} max={10} step={1} inputMode="numeric" value={f.iceConfidence} onChange={(e) => set("iceConfidence")(e.target.value)} aria-invalid={!!errors.iceConfidence} />
        </FormField>
        <FormField id="ice-ease" label="Ease" error={errors.iceEase}>
          <Input id="ice-ease" type="number" min={1} max={10} step={1} inputMode="numeric" value={f.iceEase} onChange={(e) => set("iceEase")(e.target.value)} aria-invalid={!!errors.iceEase} />
        </FormField>
      </div>
    </section>
  );

  const riceBlock = (
    <section key="rice" className={cn("space-y-3 rounded-lg border p-4", model === "rice" && "border-primary/50 bg-primary/[0.03]")} aria-labelledby="rice-title">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id="rice-title" className="text-sm font-semibold">
          RICE {model === "rice" ? <span className="font-normal text-muted-foreground">· the brand&apos;s model</span> : null}
        </h3>
        <p className="text-sm">
          Score <span className="text-lg font-semibold tabular-nums" data-testid="rice-preview">{rice === null ? "—" : formatNumber(rice, { maximumFractionDigits: 1 })}</span>
        </p>
      </div>
      <p className="text-xs text-muted-foreground">Reach × impact × confidence ÷ effort, to one decimal.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="rice-reach" label="Reach" hint="People or events per period" error={errors.riceReach}>
          <Input id="rice-reach" type="number" min={0} step={1} inputMode="numeric" value={f.riceReach} onChange={(e) => set("riceReach")(e.target.value)} aria-invalid={!!errors.riceReach} />
        </FormField>
        <FormField id="rice-impact" label="Impact">
          <OptionSelect
            id="rice-impact" value={f.riceImpact} onValueChange={set("riceImpact")} placeholder="Choose" first={{ value: UNSET, label: "Not set" }}
            options={RICE_IMPACTS.map((v) => ({ value: String(v), label: RICE_IMPACT_LABELS[String(v)] }))}
          />
        </FormField>
        <FormField id="rice-confidence" label="Confidence" hint={prefilled.rice ? "from past learnings" : undefined}>
          <OptionSelect
            id="rice-confidence" value={f.riceConfidence} onValueChange={set("riceConfidence")} placeholder="Choose" first={{ value: UNSET, label: "Not set" }}
            options={RICE_CONFIDENCES.map((v) => ({ value: String(v), label: RICE_CONFIDENCE_LABELS[String(v)] }))}
          />
        </FormField>
        <FormField id="rice-effort" label="Effort (person-months)" error={errors.effort}>
          <Input id="rice-effort" inputMode="decimal" value={f.effort} onChange={(e) => set("effort")(e.target.value)} aria-invalid={!!errors.effort} />
        </FormField>
      </div>
    </section>
  );

  return (
    <FormDialog
      title={<>Score “{idea.title}”</>}
      description={<>{idea.channel || idea.stage ? `${channelLabel(idea.channel)} · ${stageLabel(idea.stage)}. ` : ""}Both models are kept, so switching the brand&apos;s model never loses a score.</>}
      className="max-h-[90svh] overflow-y-auto sm:max-w-xl" formClassName="space-y-4" onClose={onClose} onSubmit={submit} pending={pending} submitLabel="Save scores"
      intro={
        prior ? (
          <div className="flex gap-2 rounded-lg border bg-muted/40 px-3 py-2 text-sm">
            <HistoryIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <p>
              {prior.wins} of {prior.sample} past experiment{prior.sample === 1 ? "" : "s"} in {channelLabel(idea.channel)} · {stageLabel(idea.stage)} won ({prior.winRate}%). Smoothed for the small sample, that
              suggests confidence <strong>{prior.ice}</strong> (ICE) or <strong>{prior.rice}%</strong> (RICE).{" "}
              <button type="button" className="font-medium underline underline-offset-4" onClick={() => setF((x) => ({ ...x, iceConfidence: String(prior.ice), riceConfidence: String(prior.rice) }))}>
                Use it
              </button>
            </p>
          </div>
        ) : idea.channel && idea.stage ? null : (
          <p className="text-xs text-muted-foreground">Give the idea a channel and a funnel stage to get a confidence suggestion from past learnings.</p>
        )
      }
    >
      {model === "ice" ? [iceBlock, riceBlock] : [riceBlock, iceBlock]}
    </FormDialog>
  );
}
