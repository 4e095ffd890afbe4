"use client";

import * as React from "react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { DownloadIcon, FileTextIcon, LoaderCircleIcon, SigmaIcon, TargetIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/option-select";
import { Textarea } from "@/components/ui/textarea";
import { base64Bytes, downloadFile } from "@/lib/download";
import { formatDateTime, plural } from "@/lib/format";
import { exportFgReportPdfAction, exportFgResultsCsvAction, exportFgTranscriptAction, recordFgOutcomeAction, scoreFgSsrAction } from "../actions";

type ProjectChoice = { id: string; name: string; answered: number };
type SessionChoice = { id: string; name: string; seed: number; status: string; answers: number; finishedAt: string | null };

/** The project and sessions a results page shows, kept in the URL (?project=, ?sessions=) so a view can be shared. */
export function ResultsPicker({ projects, projectId, sessions, selected, allByDefault }: { projects: ProjectChoice[]; projectId: string; sessions: SessionChoice[]; selected: string[]; allByDefault: boolean }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = React.useTransition();
  const go = (project: string, ids: string[] | null) => {
    const q = new URLSearchParams({ project });
    if (ids) q.set("sessions", ids.join(","));
    startTransition(() => router.push(`${pathname}?${q.toString()}`, { scroll: false }));
  };
  const toggle = (id: string, on: boolean) => {
    const next = on ? [...selected, id] : selected.filter((s) => s !== id);
    go(projectId, next);
  };
  return (
    <div className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-start" aria-busy={pending} data-testid="fg-results-picker">
      <div className="grid gap-1.5 sm:w-64">
        <label htmlFor="fg-project" className="text-xs font-medium text-muted-foreground">
          Project
        </label>
        <OptionSelect id="fg-project" value={projectId} onValueChange={(v) => go(v, null)} options={projects.map((p) => ({ value: p.id, label: p.answered ? p.name : `${p.name} (no answers yet)` }))} />
      </div>
      <fieldset className="min-w-0 flex-1">
        <legend className="mb-1.5 flex items-center gap-2 text-xs font-medium text-muted-foreground">
          Sessions {allByDefault ? "(all finished, by default)" : null}
          {pending ? <LoaderCircleIcon className="size-3.5 animate-spin" aria-label="Updating" /> : null}
        </legend>
        {sessions.length ? (
          <div className="flex flex-wrap gap-2">
            {sessions.map((s) => {
              const id = `fg-session-${s.id}`;
              // The last picked session stays picked: no sessions would mean "all" and surprise the reader.
              const last = selected.length === 1 && selected[0] === s.id;
              return (
                <label key={s.id} htmlFor={id} className="flex min-h-9 cursor-pointer items-center gap-2 rounded-md border px-2.5 py-1.5 text-sm has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60">
                  <Checkbox id={id} checked={selected.includes(s.id)} disabled={!s.answers || last} onCheckedChange={(c) => toggle(s.id, c === true)} />
                  <span className="font-medium">{s.name}</span>
                  <span className="text-xs text-muted-foreground tabular-nums">
                    seed {s.seed} · {s.answers ? plural(s.answers, "answer") : "no answers"}
                    {s.status !== "succeeded" ? ` · ${s.status}` : ""}
                  </span>
                </label>
              );
            })}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">No sessions yet.</p>
        )}
      </fieldset>
    </div>
  );
}

/** CSV, transcript and PDF downloads of what the page shows. */
export function ExportMenu({ brandId, projectId, sessionIds }: { brandId: string; projectId: string; sessionIds: string[] }) {
  const { run, pending } = useAction({ brandId });
  const input = { projectId, sessionIds };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="sm" variant="outline" disabled={pending}>
          {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
          Export
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => void run(exportFgResultsCsvAction, input, { refresh: false, success: (d) => `${plural(d.rows, "answer")} exported`, onSuccess: (d) => downloadFile(d.fileName, d.content, "text/csv;charset=utf-8") })}>
          Answers (CSV)
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void run(exportFgTranscriptAction, { ...input, format: "md" as const }, { refresh: false, onSuccess: (d) => downloadFile(d.fileName, d.content, "text/markdown;charset=utf-8") })}>
          Transcript (Markdown)
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void run(exportFgTranscriptAction, { ...input, format: "txt" as const }, { refresh: false, onSuccess: (d) => downloadFile(d.fileName, d.content, "text/plain;charset=utf-8") })}>
          Transcript (text)
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void run(exportFgReportPdfAction, input, { refresh: false, onSuccess: (d) => downloadFile(d.fileName, base64Bytes(d.base64), "application/pdf") })}>
          <FileTextIcon aria-hidden="true" />
          Report (PDF)
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * Starts SSR scoring (a durable run) at a temperature: 1 is the llm-consumer-research paper's plain
 * normalisation; lower sharpens each answer's distribution toward its closest anchor, higher flattens it.
 * Answers already scored with the same model and temperature are not embedded again.
 */
export function ScoreSsrButton({ brandId, projectId, sessionIds, scored, temperature: last, running }: { brandId: string; projectId: string; sessionIds: string[]; scored: boolean; temperature: number; running: boolean }) {
  const { run, pending } = useAction({ brandId });
  const [temperature, setTemperature] = React.useState(String(last));
  const [error, setError] = React.useState<string | null>(null);
  const value = Number(temperature);
  const valid = temperature.trim() !== "" && Number.isFinite(value) && value >= 0.1 && value <= 5;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        if (!valid) return setError("Enter a temperature from 0.1 to 5.");
        void run(scoreFgSsrAction, { projectId, sessionIds, temperature: value }, { onError: setError, success: (d) => (d.alreadyRunning ? "SSR scoring is already running" : `SSR scoring started at temperature ${value}`) });
      }}
    >
      <FormField id="fg-ssr-temperature" label="Temperature" error={error} hint="0.1–5; 1 = the paper's default" className="w-36">
        <Input type="number" inputMode="decimal" min={0.1} max={5} step={0.1} value={temperature} onChange={(e) => setTemperature(e.target.value)} {...fieldA11y("fg-ssr-temperature", error, true)} />
      </FormField>
      <Button type="submit" size="sm" variant={scored ? "outline" : "default"} disabled={pending || running}>
        {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <SigmaIcon aria-hidden="true" />}
        {scored ? "Score again" : "Estimate SSR ratings"}
      </Button>
    </form>
  );
}

type StimulusChoice = { id: string; label: string; prediction: string | null };

/** Records a stimulus's real outcome (metric and value) against the synthetic prediction. */
export function RecordOutcomeButton({ brandId, projectId, sessionIds, stimuli }: { brandId: string; projectId: string; sessionIds: string[]; stimuli: StimulusChoice[] }) {
  const [open, setOpen] = React.useState(false);
  const measurable = stimuli.filter((s) => s.prediction);
  const [stimulusId, setStimulusId] = React.useState(measurable[0]?.id ?? "");
  const [metric, setMetric] = React.useState("");
  const [actual, setActual] = React.useState("");
  const [note, setNote] = React.useState("");
  const [errors, setErrors] = React.useState<Record<string, string[]>>({});
  const { run, pending } = useAction({ brandId });
  const chosen = measurable.find((s) => s.id === stimulusId);
  const submit = () => {
    const value = Number(actual.replace(",", "."));
    if (actual.trim() === "" || !Number.isFinite(value)) return setErrors({ actual: ["Enter the real value as a number."] });
    void run(
      recordFgOutcomeAction,
      { projectId, sessionIds, stimulusId, metric, actual: value, note: note || undefined },
      {
        success: "Outcome recorded",
        onSuccess: () => {
          setOpen(false);
          setMetric("");
          setActual("");
          setNote("");
          setErrors({});
        },
        onError: (error, fieldErrors) => setErrors(fieldErrors ?? { _: [error] }),
      },
    );
  };
  if (!measurable.length) return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <TargetIcon aria-hidden="true" />
        Record real outcome
      </Button>
      {open ? (
        <FormDialog
          title="Record real outcome"
          description="What the stimulus achieved with real people, next to what the synthetic group predicted. Outcomes calibrate future results across your agency's brands."
          onClose={() => setOpen(false)}
          onSubmit={submit}
          pending={pending}
          submitLabel="Record outcome"
        >
          <FormField id="fg-outcome-stimulus" label="Stimulus" error={errors.stimulusId?.[0]} hint={chosen?.prediction ? `Predicted: ${chosen.prediction}` : undefined}>
            <OptionSelect id="fg-outcome-stimulus" value={stimulusId} onValueChange={setStimulusId} options={measurable.map((s) => ({ value: s.id, label: s.label }))} />
          </FormField>
          <FormField id="fg-outcome-metric" label="Metric" error={errors.metric?.[0]} hint="e.g. CTR or conversion rate, as a fraction (0.032 for 3.2 %)">
            <Input {...fieldA11y("fg-outcome-metric", errors.metric?.[0], true)} value={metric} onChange={(e) => setMetric(e.target.value)} maxLength={80} />
          </FormField>
          <FormField id="fg-outcome-actual" label="Real value" error={errors.actual?.[0]}>
            <Input {...fieldA11y("fg-outcome-actual", errors.actual?.[0])} inputMode="decimal" value={actual} onChange={(e) => setActual(e.target.value)} />
          </FormField>
          <FormField id="fg-outcome-note" label="Note (optional)" error={errors.note?.[0]}>
            <Textarea {...fieldA11y("fg-outcome-note", errors.note?.[0])} value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} rows={2} />
          </FormField>
          {errors._ ? (
            <p role="alert" className="text-[13px] text-destructive">
              {errors._[0]}
            </p>
          ) : null}
        </FormDialog>
      ) : null}
    </>
  );
}

export function SsrScoredAt({ at, model, temperature }: { at: string; model: string; temperature: number }) {
  return (
    <span className="text-xs text-muted-foreground" data-testid="fg-ssr-scored">
      Scored with {model} at temperature {temperature} on {formatDateTime(at)}
    </span>
  );
}

export function PersonaLink({ personaId, name }: { personaId: string | null; name: string }) {
  return personaId ? (
    <Link href={`/personas/${personaId}`} className="font-medium underline-offset-4 hover:underline">
      {name}
    </Link>
  ) : (
    <span className="font-medium">{name}</span>
  );
}
