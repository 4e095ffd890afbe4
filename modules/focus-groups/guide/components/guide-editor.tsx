"use client";

import * as React from "react";
import { ArrowDownIcon, ArrowUpIcon, CircleAlertIcon, CircleCheckIcon, LayoutTemplateIcon, PlusIcon, SaveIcon, Trash2Icon } from "lucide-react";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/option-select";
import { RelativeTime } from "@/components/ui/relative-time";
import { Textarea } from "@/components/ui/textarea";
import type { GuideQuestion, GuideQuestionKind, GuideSection } from "@/db/schema/focus-groups";
import { cn } from "@/lib/utils";
import { buildFgGuideFromTemplateAction, saveFgGuideAction } from "../actions";
import type { Guide } from "../queries";
import { GUIDE_TEMPLATES, TEMPLATE_LABELS, TEMPLATE_SUMMARIES, type GuideTemplate, type TemplateStimulus } from "../templates";
import { questionItems, validateGuide, type GuideProblem } from "../validate";

const KIND_LABELS: Record<GuideQuestionKind, string> = { open: "Open", rating: "Rating", choice: "Choice", ranking: "Ranking" };
const SECTION_KIND_LABELS: Record<GuideSection["kind"], string> = { warmup: "Warm-up", stimulus: "Stimulus", closing: "Closing" };

const newId = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;

function emptyQuestion(): GuideQuestion {
  return { id: newId("q"), kind: "open", text: "", stimulusId: null, variantGroup: null, scale: null, probes: [] };
}

/** One line per item; blank lines are dropped as you type so the saved list has no empty entries. */
function LinesField({ id, label, value, onChange, hint, error, placeholder }: { id: string; label: string; value: string[]; onChange: (v: string[]) => void; hint?: string; error?: string; placeholder?: string }) {
  const [text, setText] = React.useState(value.join("\n"));
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <Textarea
        {...fieldA11y(id, error, Boolean(hint))}
        rows={Math.min(6, Math.max(2, text.split("\n").length))}
        value={text}
        placeholder={placeholder}
        onChange={(e) => {
          setText(e.target.value);
          onChange(e.target.value.split("\n").map((l) => l.trim()).filter(Boolean));
        }}
      />
    </FormField>
  );
}

function QuestionEditor({
  q,
  index,
  count,
  stimuli,
  problems,
  canEdit,
  onChange,
  onMove,
  onRemove,
}: {
  q: GuideQuestion;
  index: number;
  count: number;
  stimuli: TemplateStimulus[];
  problems: GuideProblem[];
  canEdit: boolean;
  onChange: (q: GuideQuestion) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const id = `q-${q.id || index}`;
  const err = (field: GuideProblem["field"]) => problems.find((p) => p.field === field)?.message;
  const groups = [...new Set(stimuli.map((s) => s.variantGroup).filter((g): g is string => Boolean(g)))];
  const about = q.variantGroup ? `group:${q.variantGroup}` : q.stimulusId ? `stimulus:${q.stimulusId}` : "none";
  const aboutOptions = [
    ...stimuli.map((s) => ({ value: `stimulus:${s.id}`, label: s.variant ? `${s.variantGroup} · ${s.variant}: ${s.label}` : s.label })),
    ...groups.map((g) => ({ value: `group:${g}`, label: `All variants of ${g}` })),
  ];
  // A question about a deleted stimulus keeps pointing at it until changed; list it so the select shows the truth.
  if (about !== "none" && !aboutOptions.some((o) => o.value === about)) aboutOptions.unshift({ value: about, label: "Deleted stimulus" });
  const items = questionItems(q, stimuli);
  const hasProblem = problems.length > 0;

  return (
    <li className={cn("grid gap-3 rounded-lg border p-3 sm:p-4", hasProblem && "border-destructive/50")} aria-label={`Question ${index + 1}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <span className="text-xs font-medium tabular-nums text-muted-foreground">Q{index + 1}</span>
          <OptionSelect
            id={`${id}-kind`}
            aria-label="Question kind"
            className="h-8 w-32"
            disabled={!canEdit}
            value={q.kind}
            options={Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }))}
            onValueChange={(v) => {
              const kind = v as GuideQuestionKind;
              onChange({ ...q, kind, scale: kind === "rating" ? (q.scale ?? { min: 1, max: 5, minLabel: "", maxLabel: "" }) : null, options: kind === "choice" || kind === "ranking" ? (q.options ?? []) : undefined });
            }}
          />
        </div>
        {canEdit ? (
          <div className="flex items-center gap-1">
            <Button type="button" variant="ghost" size="icon-sm" aria-label={`Move question ${index + 1} up`} disabled={index === 0} onClick={() => onMove(-1)}>
              <ArrowUpIcon aria-hidden="true" />
            </Button>
            <Button type="button" variant="ghost" size="icon-sm" aria-label={`Move question ${index + 1} down`} disabled={index === count - 1} onClick={() => onMove(1)}>
              <ArrowDownIcon aria-hidden="true" />
            </Button>
            <Button type="button" variant="ghost" size="icon-sm" aria-label={`Remove question ${index + 1}`} onClick={onRemove}>
              <Trash2Icon aria-hidden="true" />
            </Button>
          </div>
        ) : null}
      </div>
      <FormField id={`${id}-text`} label="Question" error={err("text") ?? err("id")}>
        <Textarea {...fieldA11y(`${id}-text`, err("text") ?? err("id"))} rows={2} value={q.text} readOnly={!canEdit} onChange={(e) => onChange({ ...q, text: e.target.value })} />
      </FormField>
      <FormField id={`${id}-about`} label="About" error={err("stimulus")}>
        <OptionSelect
          id={`${id}-about`}
          aria-invalid={err("stimulus") ? true : undefined}
          disabled={!canEdit}
          value={about}
          first={{ value: "none", label: "Nothing in particular" }}
          options={aboutOptions}
          onValueChange={(v) => {
            if (v === "none") onChange({ ...q, stimulusId: null, variantGroup: null });
            else if (v.startsWith("group:")) onChange({ ...q, stimulusId: null, variantGroup: v.slice(6) });
            else onChange({ ...q, stimulusId: v.slice(9), variantGroup: null });
          }}
        />
      </FormField>
      {q.kind === "rating" ? (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Scale</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Input aria-label="Lowest value" type="number" value={q.scale?.min ?? ""} readOnly={!canEdit} aria-invalid={err("scale") ? true : undefined} onChange={(e) => onChange({ ...q, scale: { ...(q.scale ?? { max: 5 }), min: Number(e.target.value) } as GuideQuestion["scale"] })} />
            <Input aria-label="Highest value" type="number" value={q.scale?.max ?? ""} readOnly={!canEdit} aria-invalid={err("scale") ? true : undefined} onChange={(e) => onChange({ ...q, scale: { ...(q.scale ?? { min: 1 }), max: Number(e.target.value) } as GuideQuestion["scale"] })} />
            <Input aria-label="Label of the lowest value" placeholder="Low end label" value={q.scale?.minLabel ?? ""} readOnly={!canEdit} onChange={(e) => onChange({ ...q, scale: { ...(q.scale ?? { min: 1, max: 5 }), minLabel: e.target.value } })} />
            <Input aria-label="Label of the highest value" placeholder="High end label" value={q.scale?.maxLabel ?? ""} readOnly={!canEdit} onChange={(e) => onChange({ ...q, scale: { ...(q.scale ?? { min: 1, max: 5 }), maxLabel: e.target.value } })} />
          </div>
          {err("scale") ? (
            <p role="alert" className="text-[13px] text-destructive">
              {err("scale")}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {q.kind === "choice" || q.kind === "ranking" ? (
        q.variantGroup ? (
          <div className="grid gap-1 text-sm">
            <span className="font-medium">{q.kind === "choice" ? "Choices" : "Items to rank"}: the variants of {q.variantGroup}</span>
            {items.length ? <span className="text-muted-foreground">{items.join(" · ")}</span> : null}
            {err("options") ? (
              <p role="alert" className="text-[13px] text-destructive">
                {err("options")}
              </p>
            ) : null}
          </div>
        ) : (
          <LinesField id={`${id}-options`} label={q.kind === "choice" ? "Options (one per line)" : "Items to rank (one per line)"} value={q.options ?? []} error={err("options")} onChange={(options) => onChange({ ...q, options })} />
        )
      ) : null}
      <LinesField id={`${id}-probes`} label="Probes (one per line)" hint="Follow-ups the moderator may ask when an answer is vague." value={q.probes} error={err("probes")} placeholder="What makes you say that?" onChange={(probes) => onChange({ ...q, probes })} />
    </li>
  );
}

export function GuideEditor({
  brandId,
  projectId,
  initial,
  saved,
  stimuli,
  canEdit,
}: {
  brandId: string;
  projectId: string;
  initial: Guide;
  saved: boolean;
  stimuli: TemplateStimulus[];
  canEdit: boolean;
}) {
  const { run, isBusy, pending } = useAction({ brandId });
  const [template, setTemplate] = React.useState<Guide["template"]>(initial.template);
  const [sections, setSections] = React.useState<GuideSection[]>(initial.sections);
  const [instructions, setInstructions] = React.useState(initial.moderatorInstructions);
  const [turnCap, setTurnCap] = React.useState(String(initial.turnWordCap));
  const [pick, setPick] = React.useState<GuideTemplate>(initial.template === "custom" ? "concept" : initial.template);
  const [confirmTemplate, setConfirmTemplate] = React.useState(false);
  const [dirty, setDirty] = React.useState(false);
  // Remounts the question editors after a template replaces everything (their line fields keep local text).
  const [generation, setGeneration] = React.useState(0);

  const cap = Number(turnCap);
  const problems = React.useMemo(() => validateGuide({ sections, turnWordCap: turnCap === "" ? Number.NaN : cap }, stimuli), [sections, turnCap, cap, stimuli]);
  const questionCount = sections.reduce((n, s) => n + s.questions.length, 0);

  const edit = (fn: (s: GuideSection[]) => GuideSection[]) => {
    setSections((prev) => fn(structuredClone(prev)));
    setDirty(true);
  };

  const applyTemplate = async () => {
    const r = await run(buildFgGuideFromTemplateAction, { projectId, template: pick }, { key: "template", refresh: false });
    if (!r.ok) return false;
    setSections(r.data.sections);
    setTemplate(pick);
    // The template's instructions only fill an empty field: what someone wrote is theirs.
    if (!instructions.trim()) setInstructions(r.data.moderatorInstructions);
    setGeneration((g) => g + 1);
    setDirty(true);
    return true;
  };

  const save = () =>
    run(
      saveFgGuideAction,
      { projectId, template, sections, moderatorInstructions: instructions, turnWordCap: turnCap === "" ? Number.NaN : cap },
      {
        key: "save",
        success: (d) => (d.problems.length ? `Saved as a draft: ${d.problems.length} ${d.problems.length === 1 ? "problem" : "problems"} to fix before a session can start.` : "Guide saved. It is ready for a session."),
        onSuccess: () => setDirty(false),
      },
    );

  const generalProblems = problems.filter((p) => p.questionId === undefined);

  return (
    <div className="flex flex-col gap-6">
      {canEdit ? (
        <section aria-labelledby="guide-template" className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-end">
          <div className="grid flex-1 gap-2">
            <label id="guide-template" htmlFor="guide-template-pick" className="text-sm font-medium">
              Template
            </label>
            <OptionSelect id="guide-template-pick" value={pick} onValueChange={(v) => setPick(v as GuideTemplate)} options={GUIDE_TEMPLATES.map((t) => ({ value: t, label: TEMPLATE_LABELS[t] }))} />
            <p className="text-[13px] text-muted-foreground">
              {TEMPLATE_SUMMARIES[pick]} Builds a warm-up, one section per stimulus or variant group ({stimuli.length} {stimuli.length === 1 ? "stimulus" : "stimuli"}), and a closing.
            </p>
          </div>
          <Button type="button" variant="outline" disabled={pending} onClick={() => (questionCount ? setConfirmTemplate(true) : void applyTemplate())}>
            <LayoutTemplateIcon aria-hidden="true" />
            {isBusy("template") ? "Building…" : "Build from template"}
          </Button>
        </section>
      ) : null}

      {questionCount === 0 ? null : problems.length ? (
        <Alert variant="destructive" aria-live="polite">
          <CircleAlertIcon aria-hidden="true" />
          <AlertTitle>
            {problems.length} {problems.length === 1 ? "problem" : "problems"} to fix before a session can start
          </AlertTitle>
          <AlertDescription>
            <ul className="list-disc space-y-0.5 pl-4">
              {problems.slice(0, 8).map((p, i) => (
                <li key={i}>{p.message}</li>
              ))}
              {problems.length > 8 ? <li>…and {problems.length - 8} more, marked below.</li> : null}
            </ul>
          </AlertDescription>
        </Alert>
      ) : (
        <p className="flex items-center gap-2 text-sm text-emerald-700 dark:text-emerald-300">
          <CircleCheckIcon aria-hidden="true" className="size-4" />
          {questionCount} questions, no problems: ready for a session.
        </p>
      )}

      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <FormField id="guide-instructions" label="Moderator's instructions" hint="How the moderator runs the group: tone, what to probe, what never to suggest.">
          <Textarea {...fieldA11y("guide-instructions", null, true)} rows={4} value={instructions} readOnly={!canEdit} maxLength={8000} onChange={(e) => (setInstructions(e.target.value), setDirty(true))} />
        </FormField>
        <FormField id="guide-turn-cap" label="Turn cap (words)" error={generalProblems.find((p) => p.field === "turnWordCap")?.message} hint="Most words a participant says per turn.">
          <Input {...fieldA11y("guide-turn-cap", generalProblems.find((p) => p.field === "turnWordCap")?.message, true)} type="number" inputMode="numeric" min={10} max={600} value={turnCap} readOnly={!canEdit} onChange={(e) => (setTurnCap(e.target.value), setDirty(true))} />
        </FormField>
      </div>

      {sections.length === 0 ? (
        <EmptyState
          icon={LayoutTemplateIcon}
          title="No questions yet"
          action={
            canEdit ? (
              <Button size="sm" variant="outline" onClick={() => edit((s) => [...s, { key: newId("section"), title: "Warm-up", kind: "warmup", questions: [emptyQuestion()] }])}>
                <PlusIcon aria-hidden="true" />
                Start from scratch
              </Button>
            ) : null
          }
        >
          {canEdit ? "Build the guide from a template above (it uses this project's stimuli), or start from scratch." : "Nobody has written this project's guide yet."}
        </EmptyState>
      ) : (
        <ol key={generation} className="flex flex-col gap-4">
          {sections.map((section, si) => {
            const sectionProblems = problems.filter((p) => p.sectionIndex === si);
            return (
              <li key={section.key} className="rounded-xl border bg-card text-card-foreground shadow-xs">
                <div className="flex flex-wrap items-center gap-2 border-b px-4 py-3">
                  <Badge variant="secondary">{SECTION_KIND_LABELS[section.kind]}</Badge>
                  <Input
                    aria-label={`Title of section ${si + 1}`}
                    aria-invalid={sectionProblems.some((p) => p.field === "title" && p.questionId === undefined) || undefined}
                    className="h-8 min-w-0 flex-1 font-semibold"
                    value={section.title}
                    readOnly={!canEdit}
                    onChange={(e) => edit((s) => ((s[si]!.title = e.target.value), s))}
                  />
                  {canEdit ? (
                    <div className="flex items-center gap-1">
                      <Button type="button" variant="ghost" size="icon-sm" aria-label={`Move section ${si + 1} up`} disabled={si === 0} onClick={() => edit((s) => (s.splice(si - 1, 0, s.splice(si, 1)[0]!), s))}>
                        <ArrowUpIcon aria-hidden="true" />
                      </Button>
                      <Button type="button" variant="ghost" size="icon-sm" aria-label={`Move section ${si + 1} down`} disabled={si === sections.length - 1} onClick={() => edit((s) => (s.splice(si + 1, 0, s.splice(si, 1)[0]!), s))}>
                        <ArrowDownIcon aria-hidden="true" />
                      </Button>
                      <Button type="button" variant="ghost" size="icon-sm" aria-label={`Remove section ${si + 1}`} onClick={() => edit((s) => (s.splice(si, 1), s))}>
                        <Trash2Icon aria-hidden="true" />
                      </Button>
                    </div>
                  ) : null}
                </div>
                <div className="grid gap-3 p-3 sm:p-4">
                  {section.questions.length ? (
                    <ol className="grid gap-3">
                      {section.questions.map((q, qi) => (
                        <QuestionEditor
                          key={`${q.id}-${qi}`}
                          q={q}
                          index={qi}
                          count={section.questions.length}
                          stimuli={stimuli}
                          canEdit={canEdit}
                          problems={sectionProblems.filter((p) => p.questionIndex === qi)}
                          onChange={(nq) => edit((s) => ((s[si]!.questions[qi] = nq), s))}
                          onMove={(by) => edit((s) => (s[si]!.questions.splice(qi + by, 0, s[si]!.questions.splice(qi, 1)[0]!), s))}
                          onRemove={() => edit((s) => (s[si]!.questions.splice(qi, 1), s))}
                        />
                      ))}
                    </ol>
                  ) : (
                    <p className="text-sm text-muted-foreground">No questions in this section.</p>
                  )}
                  {canEdit ? (
                    <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={() => edit((s) => (s[si]!.questions.push(emptyQuestion()), s))}>
                      <PlusIcon aria-hidden="true" />
                      Add question
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}

      {canEdit ? (
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur md:-mx-8 md:px-8">
          <div className="flex flex-wrap items-center gap-2">
            {sections.length ? (
              <Button type="button" variant="outline" size="sm" onClick={() => edit((s) => [...s, { key: newId("section"), title: "New section", kind: "stimulus", questions: [emptyQuestion()] }])}>
                <PlusIcon aria-hidden="true" />
                Add section
              </Button>
            ) : null}
            <span className="text-[13px] text-muted-foreground">
              {dirty ? "Unsaved changes" : saved && initial.updatedAt ? (
                <>
                  Saved <RelativeTime at={initial.updatedAt} />
                </>
              ) : saved ? "Saved" : "Not saved yet"}
            </span>
          </div>
          <Button type="button" disabled={pending} onClick={() => void save()}>
            <SaveIcon aria-hidden="true" />
            {isBusy("save") ? "Saving…" : problems.length ? "Save draft" : "Save guide"}
          </Button>
        </div>
      ) : null}

      <ConfirmDialog
        open={confirmTemplate}
        onOpenChange={setConfirmTemplate}
        title={`Replace the guide with the ${TEMPLATE_LABELS[pick]} template?`}
        description={`The ${questionCount} questions now in the editor are replaced by the template's, built from this project's stimuli. Nothing is saved until you save.`}
        confirmLabel="Replace questions"
        busyLabel="Building…"
        onConfirm={applyTemplate}
      />
    </div>
  );
}
