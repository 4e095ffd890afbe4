"use client";

import * as React from "react";
import { DatabaseZapIcon, LoaderCircleIcon, PlusIcon, SparklesIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { plural } from "@/lib/format";
import { addContentIdeaAction, generateAiContentIdeasAction, generateContentIdeasAction } from "../ideas/actions";
import type { GenerateOutcome } from "../ideas/generate";

function generatedMessage(d: GenerateOutcome): string {
  const found = d.sources.filter((s) => s.found > 0).map((s) => `${s.label} ${s.found}`);
  const failed = d.sources.filter((s) => s.error).map((s) => s.error);
  if (!d.added && !d.updated) return ["No ideas in the brand's data yet: add the data listed on this page, then generate again.", ...failed].join(" ");
  return [`${plural(d.added, "new idea")}, ${d.updated} updated — from ${found.join(", ")}.`, ...failed].join(" ");
}

/** A refusal that belongs to no one field (the budget, the engine), under the form. */
function FormError({ error }: { error?: string }) {
  return error ? (
    <p role="alert" className="text-[13px] text-destructive">
      {error}
    </p>
  ) : null;
}

function AiDialog({ brandId, onClose }: { brandId: string; onClose: () => void }) {
  const { run, pending } = useAction({ brandId });
  const [count, setCount] = React.useState("8");
  const [focus, setFocus] = React.useState("");
  const [errors, setErrors] = React.useState<Record<string, string[]>>({});
  const submit = () =>
    run(
      generateAiContentIdeasAction,
      { count: Number(count) || 0, focus: focus.trim() || undefined },
      {
        success: (d) =>
          d.added
            ? `${plural(d.added, "new idea")} from ${d.engineLabel}${d.repeats ? ` (${plural(d.repeats, "repeat")} left out)` : ""}.`
            : `${d.engineLabel} suggested only ideas the brand already has.`,
        onSuccess: onClose,
        onError: (error, fieldErrors) => setErrors(fieldErrors ?? { _: [error] }),
      },
    );
  return (
    <FormDialog
      title="Generate more ideas with AI"
      description="One call to the content engine, grounded in the knowledge-base collections chosen in Content Marketing Settings and in the brand's keywords. Each idea says what it is based on."
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      submitLabel={pending ? "Generating…" : "Generate"}
    >
      <FormField id="ai-count" label="How many ideas" error={errors.count?.[0]}>
        <Input {...fieldA11y("ai-count", errors.count?.[0])} type="number" min={1} max={20} value={count} onChange={(e) => setCount(e.target.value)} className="w-28" />
      </FormField>
      <FormField id="ai-focus" label="Focus (optional)" hint="A topic, product or audience, e.g. “espresso for beginners”." error={errors.focus?.[0]}>
        <Input {...fieldA11y("ai-focus", errors.focus?.[0], true)} value={focus} onChange={(e) => setFocus(e.target.value)} maxLength={200} />
      </FormField>
      <FormError error={errors._?.[0]} />
    </FormDialog>
  );
}

function AddDialog({ brandId, onClose }: { brandId: string; onClose: () => void }) {
  const { run, pending } = useAction({ brandId });
  const [title, setTitle] = React.useState("");
  const [summary, setSummary] = React.useState("");
  const [keyword, setKeyword] = React.useState("");
  const [errors, setErrors] = React.useState<Record<string, string[]>>({});
  const submit = () =>
    run(
      addContentIdeaAction,
      { title, summary, keyword: keyword.trim() || undefined },
      {
        success: (d) => {
          const close = d.nearDuplicates.own.length + d.nearDuplicates.otherBrands.count;
          return close ? `Idea added. It is close to ${plural(close, "existing item")}: see the warning on it.` : "Idea added.";
        },
        onSuccess: onClose,
        onError: (error, fieldErrors) => setErrors(fieldErrors ?? { _: [error] }),
      },
    );
  return (
    <FormDialog title="Add an idea" description="Your own idea, scored like the others and checked against the brand's content and the agency's other brands." onClose={onClose} onSubmit={submit} pending={pending} submitLabel={pending ? "Adding…" : "Add idea"}>
      <FormField id="idea-title" label="Title" error={errors.title?.[0]}>
        <Input {...fieldA11y("idea-title", errors.title?.[0])} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} autoFocus />
      </FormField>
      <FormField id="idea-summary" label="Summary (optional)" error={errors.summary?.[0]}>
        <Textarea {...fieldA11y("idea-summary", errors.summary?.[0])} value={summary} onChange={(e) => setSummary(e.target.value)} maxLength={1000} rows={3} />
      </FormField>
      <FormField id="idea-keyword" label="Main keyword (optional)" hint="Its volume and difficulty count in the score when the keyword is in the brand's store." error={errors.keyword?.[0]}>
        <Input {...fieldA11y("idea-keyword", errors.keyword?.[0], true)} value={keyword} onChange={(e) => setKeyword(e.target.value)} maxLength={200} />
      </FormField>
      <FormError error={errors._?.[0]} />
    </FormDialog>
  );
}

/** Generate from data, generate with AI (or what to connect for it), add by hand. */
export function IdeasToolbar({ brandId, engine }: { brandId: string; engine: { ready: true; label: string } | { ready: false; note: string } }) {
  const { run, isBusy } = useAction({ brandId });
  const [dialog, setDialog] = React.useState<"ai" | "add" | null>(null);
  const generating = isBusy("generate");
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => run(generateContentIdeasAction, {}, { key: "generate", success: generatedMessage })} disabled={generating}>
          {generating ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : <DatabaseZapIcon aria-hidden="true" />}
          {generating ? "Generating…" : "Generate ideas from data"}
        </Button>
        <Button variant="outline" onClick={() => setDialog("ai")} disabled={!engine.ready}>
          <SparklesIcon aria-hidden="true" />
          Generate more with AI
        </Button>
        <Button variant="outline" onClick={() => setDialog("add")}>
          <PlusIcon aria-hidden="true" />
          Add idea
        </Button>
      </div>
      <p className="text-xs text-muted-foreground" data-testid="ai-engine-note">
        {engine.ready ? `AI ideas are written by ${engine.label}.` : engine.note}
      </p>
      {dialog === "ai" ? <AiDialog brandId={brandId} onClose={() => setDialog(null)} /> : null}
      {dialog === "add" ? <AddDialog brandId={brandId} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
