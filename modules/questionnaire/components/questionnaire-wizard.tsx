"use client";

import * as React from "react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon, CircleCheckBigIcon, LoaderCircleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { FormField } from "@/components/ui/form-field";
import { useAction } from "@/components/actions/use-action";
import { cn } from "@/lib/utils";
import { saveQuestionnaireStepAction } from "../actions";
import { QUESTIONNAIRE_STEPS, type QuestionField, type QuestionStep } from "../steps";
import { RelativeTime } from "@/components/ui/relative-time";

type Answers = Record<string, string | string[]>;
type Draft = Record<string, string | string[]>;

/** The form keeps lists as text (one per line) while typing; they become lists when saved. */
function toDraft(step: QuestionStep, answers: Answers | undefined): Draft {
  const d: Draft = {};
  for (const f of step.fields) {
    const v = answers?.[f.key];
    if (f.type === "list") d[f.key] = Array.isArray(v) ? v.join("\n") : (v ?? "");
    else if (f.type === "multiselect") d[f.key] = Array.isArray(v) ? v : [];
    else d[f.key] = typeof v === "string" ? v : "";
  }
  return d;
}

function fromDraft(step: QuestionStep, draft: Draft): Answers {
  const out: Answers = {};
  for (const f of step.fields) {
    const v = draft[f.key];
    if (f.type === "list") out[f.key] = String(v ?? "").split("\n");
    else out[f.key] = v ?? "";
  }
  return out;
}

const NONE = "__none";

function FieldInput({ field, value, onChange, disabled }: { field: QuestionField; value: string | string[]; onChange: (v: string | string[]) => void; disabled: boolean }) {
  const id = `q-${field.key}`;
  const describedBy = field.help ? `${id}-hint` : undefined;
  switch (field.type) {
    case "text":
      return <Input id={id} aria-describedby={describedBy} value={value as string} placeholder={field.placeholder} onChange={(e) => onChange(e.target.value)} disabled={disabled} maxLength={300} />;
    case "textarea":
      return <Textarea id={id} aria-describedby={describedBy} value={value as string} placeholder={field.placeholder} onChange={(e) => onChange(e.target.value)} disabled={disabled} rows={4} maxLength={4000} />;
    case "list":
      return <Textarea id={id} aria-describedby={describedBy} value={value as string} placeholder={field.placeholder ?? "One per line"} onChange={(e) => onChange(e.target.value)} disabled={disabled} rows={4} />;
    case "select":
      return (
        <Select value={(value as string) || NONE} onValueChange={(v) => onChange(v === NONE ? "" : v)} disabled={disabled}>
          <SelectTrigger id={id} className="w-full sm:w-80" aria-describedby={describedBy}>
            <SelectValue placeholder="Choose one" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NONE}>
              <span className="text-muted-foreground">Not answered</span>
            </SelectItem>
            {field.options!.map((o) => (
              <SelectItem key={o} value={o}>
                {o}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      );
    case "multiselect": {
      const chosen = value as string[];
      return (
        <div id={id} role="group" aria-describedby={describedBy} className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {field.options!.map((o) => {
            const on = chosen.includes(o);
            return (
              <Label key={o} className={cn("flex cursor-pointer items-center gap-2.5 rounded-md border px-3 py-2 text-sm font-normal transition-colors hover:bg-muted/50", on && "border-primary/40 bg-primary/5")}>
                <Checkbox checked={on} disabled={disabled} onCheckedChange={(c) => onChange(c ? [...chosen, o] : chosen.filter((x) => x !== o))} />
                {o}
              </Label>
            );
          })}
        </div>
      );
    }
  }
}

export function QuestionnaireWizard({
  brandId,
  initialAnswers,
  initialCompleted,
  startAt,
  updatedAt,
  canEdit,
}: {
  brandId: string;
  initialAnswers: Record<string, Answers>;
  initialCompleted: string[];
  startAt: string;
  updatedAt: string | null;
  canEdit: boolean;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const steps = QUESTIONNAIRE_STEPS as readonly QuestionStep[];
  const [answers, setAnswers] = React.useState(initialAnswers);
  const [completed, setCompleted] = React.useState(() => new Set(initialCompleted));
  const [index, setIndex] = React.useState(() => Math.max(0, steps.findIndex((s) => s.key === startAt)));
  const [savedAt, setSavedAt] = React.useState(updatedAt);
  const [finished, setFinished] = React.useState(false);
  const step = steps[index]!;
  const [draft, setDraft] = React.useState<Draft>(() => toDraft(step, initialAnswers[step.key]));
  const { run, pending } = useAction({ brandId });
  const heading = React.useRef<HTMLHeadingElement>(null);

  const stored = toDraft(step, answers[step.key]);
  const dirty = JSON.stringify(stored) !== JSON.stringify(draft);
  const progress = Math.round((completed.size / steps.length) * 100);

  const go = (to: number) => {
    const next = steps[to]!;
    setIndex(to);
    setDraft(toDraft(next, answers[next.key]));
    setFinished(false);
    router.replace(`${pathname}?step=${next.key}`, { scroll: false });
    requestAnimationFrame(() => heading.current?.focus());
  };

  /** Saves the current step (if anything changed); true when it is safe to move on. */
  const save = async (): Promise<boolean> => {
    if (!canEdit || !dirty) return true;
    const r = await run(saveQuestionnaireStepAction, { step: step.key, answers: fromDraft(step, draft) }, { refresh: false });
    if (!r.ok) return false;
    setAnswers((a) => ({ ...a, [step.key]: r.data.answers }));
    setCompleted(new Set(r.data.completed));
    setSavedAt(new Date().toISOString());
    setDraft(toDraft(step, r.data.answers));
    return true;
  };

  const next = async () => {
    if (!(await save())) return;
    if (index < steps.length - 1) go(index + 1);
    else {
      setFinished(true);
      router.refresh();
    }
  };

  const missing = step.fields.filter((f) => {
    const v = draft[f.key];
    return f.required && (Array.isArray(v) ? v.length === 0 : !String(v ?? "").trim());
  });

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
      <aside className="grid grid-cols-1 content-start gap-4">
        <div className="grid grid-cols-1 gap-2 rounded-xl border bg-card p-4">
          <div className="flex items-baseline justify-between">
            <span className="text-sm font-medium">Progress</span>
            <span className="text-sm text-muted-foreground tabular-nums" data-testid="questionnaire-progress">
              {completed.size} of {steps.length} · {progress}%
            </span>
          </div>
          <Progress value={progress} aria-label="Questionnaire progress" />
          <p className="text-xs text-muted-foreground">{savedAt ? <>Last saved <RelativeTime at={savedAt} /></> : "Not started yet"}</p>
        </div>
        <nav aria-label="Questionnaire steps" className="-mx-1 overflow-x-auto lg:mx-0">
          <ol className="flex gap-1 px-1 lg:flex-col lg:px-0">
            {steps.map((s, i) => {
              const done = completed.has(s.key);
              const current = i === index && !finished;
              return (
                <li key={s.key} className="shrink-0">
                  <button
                    type="button"
                    onClick={async () => {
                      if (i === index && !finished) return;
                      if (await save()) go(i);
                    }}
                    aria-current={current ? "step" : undefined}
                    disabled={pending}
                    className={cn(
                      "flex w-full items-center gap-2.5 rounded-md px-2.5 py-2 text-left text-sm transition-colors outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50",
                      current && "bg-muted font-medium",
                    )}
                  >
                    <span
                      className={cn(
                        "flex size-6 shrink-0 items-center justify-center rounded-full border text-xs tabular-nums",
                        done && "border-emerald-500/40 bg-emerald-500/15 text-emerald-700 dark:text-emerald-300",
                        current && !done && "border-primary text-foreground",
                      )}
                    >
                      {done ? <CheckIcon className="size-3.5" aria-label="complete" /> : i + 1}
                    </span>
                    <span className="whitespace-nowrap">{s.title}</span>
                  </button>
                </li>
              );
            })}
          </ol>
        </nav>
      </aside>

      {finished ? (
        <section className="grid grid-cols-1 content-start gap-4 rounded-xl border bg-card p-6 sm:p-8" aria-live="polite">
          <CircleCheckBigIcon className="size-8 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
          <div className="grid grid-cols-1 gap-1">
            <h2 className="text-xl font-semibold tracking-tight">{completed.size === steps.length ? "Questionnaire complete" : "Saved"}</h2>
            <p className="text-sm text-muted-foreground">
              {completed.size === steps.length
                ? "Your answers now form this brand's context: content, SEO and persona features put them into their prompts. Change them here whenever the business changes."
                : `${steps.length - completed.size} step${steps.length - completed.size === 1 ? " still needs" : "s still need"} the required answers. Pick one on the left to finish it.`}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => go(0)}>
              Review answers
            </Button>
            <Button asChild>
              <Link href="/brand-setup">Go to Brand Basic Data</Link>
            </Button>
          </div>
        </section>
      ) : (
        <form
          noValidate
          className="grid grid-cols-1 content-start gap-6 rounded-xl border bg-card p-5 sm:p-8"
          onSubmit={(e) => {
            e.preventDefault();
            void next();
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) {
              e.preventDefault();
              void next();
            }
          }}
        >
          <div className="grid grid-cols-1 gap-1">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              Step {index + 1} of {steps.length}
            </p>
            <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold tracking-tight outline-none">
              {step.title}
            </h2>
            <p className="text-sm text-muted-foreground">{step.description}</p>
          </div>
          <fieldset disabled={!canEdit || pending} className="grid grid-cols-1 gap-5">
            {step.fields.map((f) => (
              <FormField
                key={f.key}
                id={`q-${f.key}`}
                label={
                  <>
                    {f.label}
                    {f.required ? <span className="ml-1 text-muted-foreground" aria-hidden="true">*</span> : null}
                    {f.required ? <span className="sr-only"> (required)</span> : null}
                  </>
                }
                hint={f.help}
              >
                <FieldInput field={f} value={draft[f.key] ?? ""} disabled={!canEdit || pending} onChange={(v) => setDraft((d) => ({ ...d, [f.key]: v }))} />
              </FormField>
            ))}
          </fieldset>
          {canEdit && missing.length ? (
            <p className="text-xs text-muted-foreground">
              * Required to mark this step complete. You can save without it and come back later.
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-2 border-t pt-5">
            <Button type="button" variant="ghost" disabled={index === 0 || pending} onClick={async () => (await save()) && go(index - 1)}>
              <ArrowLeftIcon aria-hidden="true" />
              Back
            </Button>
            <span className="ml-auto text-xs text-muted-foreground">{dirty ? "Unsaved changes" : completed.has(step.key) ? "Step complete" : ""}</span>
            <Button type="submit" disabled={pending}>
              {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
              {canEdit ? (index === steps.length - 1 ? "Save and finish" : "Save and continue") : index === steps.length - 1 ? "Finish" : "Next"}
              {!pending && index < steps.length - 1 ? <ArrowRightIcon aria-hidden="true" /> : null}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
