"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/sonner";
import { CircleAlertIcon, LoaderCircleIcon, SparklesIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ImportDialog } from "@/components/import/import-dialog";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { useAction } from "@/components/actions/use-action";
import { onModEnter } from "@/components/actions/on-mod-enter";
import { plural } from "@/lib/format";
import { createSaioPromptsAction, importSaioPromptsAction, previewSaioPromptsImportAction, suggestSaioPromptsAction, updateSaioPromptAction } from "../actions";
import { CSV_MAX_BYTES } from "../inputs";
import type { PromptRow } from "../queries";
import type { Suggestions } from "../suggest";

function FieldRow({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string | null; children: React.ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p className="text-xs text-destructive" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p className="text-xs text-muted-foreground">{hint}</p>
      ) : null}
    </div>
  );
}

const splitTags = (s: string) => s.split(/[,;]/).map((t) => t.trim().toLowerCase()).filter(Boolean);

type Meta = { topic: string; tags: string; country: string; language: string };

function MetaFields({ meta, setMeta, topics, errors }: { meta: Meta; setMeta: (m: Meta) => void; topics: string[]; errors: Record<string, string[] | undefined> }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FieldRow id="prompt-topic" label="Topic" hint="Groups prompts on this page and in the dashboard." error={errors.topic?.[0]}>
        <Input id="prompt-topic" list="prompt-topics" value={meta.topic} onChange={(e) => setMeta({ ...meta, topic: e.target.value })} placeholder="e.g. Alternatives" />
        <datalist id="prompt-topics">
          {topics.map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
      </FieldRow>
      <FieldRow id="prompt-tags" label="Tags" hint="Comma-separated, e.g. b2b, pricing" error={errors.tags?.[0]}>
        <Input id="prompt-tags" value={meta.tags} onChange={(e) => setMeta({ ...meta, tags: e.target.value })} />
      </FieldRow>
      <FieldRow id="prompt-country" label="Country" hint="Two letters (US, DE); empty for any." error={errors.country?.[0]}>
        <Input id="prompt-country" value={meta.country} maxLength={2} onChange={(e) => setMeta({ ...meta, country: e.target.value.toUpperCase() })} placeholder="Any" />
      </FieldRow>
      <FieldRow id="prompt-language" label="Language" hint="Two letters, e.g. en, de." error={errors.language?.[0]}>
        <Input id="prompt-language" value={meta.language} maxLength={2} onChange={(e) => setMeta({ ...meta, language: e.target.value.toLowerCase() })} />
      </FieldRow>
    </div>
  );
}

export function AddPromptsDialog({ brandId, open, onOpenChange, topics }: { brandId: string; open: boolean; onOpenChange: (o: boolean) => void; topics: string[] }) {
  const { run, pending } = useAction({ brandId });
  const [text, setText] = React.useState("");
  const [meta, setMeta] = React.useState<Meta>({ topic: "", tags: "", country: "", language: "en" });
  const [errors, setErrors] = React.useState<Record<string, string[] | undefined>>({});
  const lines = text.split("\n").map((l) => l.trim()).filter(Boolean);
  const submit = async () => {
    if (!lines.length || pending) return;
    const r = await run(
      createSaioPromptsAction,
      { texts: lines, topic: meta.topic, tags: splitTags(meta.tags), country: meta.country, language: meta.language || "en" },
      {
        success: (d) => `Added ${plural(d.added, "prompt")}${d.skipped ? ` (${d.skipped} already tracked)` : ""}`,
        onError: (error, fe) => setErrors(fe ?? { texts: [error] }),
      },
    );
    if (r.ok) {
      setText("");
      setErrors({});
      onOpenChange(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl" onKeyDown={onModEnter(submit)}>
        <DialogHeader>
          <DialogTitle>Add prompts</DialogTitle>
          <DialogDescription>The questions buyers ask AI assistants. One per line; the details below apply to all of them.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <FieldRow id="prompt-lines" label="Prompts" hint={`${plural(lines.length, "prompt")} · Ctrl+Enter adds them`} error={errors.texts?.[0] ?? Object.entries(errors).find(([k]) => k.startsWith("texts."))?.[1]?.[0]}>
            <Textarea id="prompt-lines" rows={6} value={text} onChange={(e) => setText(e.target.value)} placeholder={"What is the best CRM for a 10-person agency?\nWhich CRM integrates best with Gmail?"} />
          </FieldRow>
          <MetaFields meta={meta} setMeta={setMeta} topics={topics} errors={errors} />
        </div>
        <DialogFormFooter
          pending={pending}
          disabled={!lines.length}
          submitLabel={`Add ${lines.length || ""} prompt${lines.length === 1 ? "" : "s"}`.replace("  ", " ")}
          pendingLabel="Adding..."
          onSubmit={submit}
          onCancel={() => onOpenChange(false)}
          cancelDisabled={false}
        />
      </DialogContent>
    </Dialog>
  );
}

type EditProps = { brandId: string; prompt: PromptRow | null; onOpenChange: (o: boolean) => void; topics: string[] };

export function EditPromptDialog(props: EditProps) {
  // Keyed by prompt: the form starts from the prompt being edited.
  return (
    <Dialog open={!!props.prompt} onOpenChange={props.onOpenChange}>
      {props.prompt ? <EditPromptForm key={props.prompt.id} {...props} prompt={props.prompt} /> : null}
    </Dialog>
  );
}

function EditPromptForm({ brandId, prompt, onOpenChange, topics }: EditProps & { prompt: PromptRow }) {
  const { run, pending } = useAction({ brandId });
  const [text, setText] = React.useState(prompt.text);
  const [active, setActive] = React.useState(prompt.active);
  const [meta, setMeta] = React.useState<Meta>({ topic: prompt.topic, tags: prompt.tags.join(", "), country: prompt.country, language: prompt.language });
  const [errors, setErrors] = React.useState<Record<string, string[] | undefined>>({});
  const submit = async () => {
    if (pending) return;
    const r = await run(
      updateSaioPromptAction,
      { id: prompt.id, text, topic: meta.topic, tags: splitTags(meta.tags), country: meta.country, language: meta.language, active },
      { success: "Prompt saved", onError: (error, fe) => setErrors(fe ?? { text: [error] }) },
    );
    if (r.ok) onOpenChange(false);
  };
  return (
      <DialogContent className="sm:max-w-xl" onKeyDown={onModEnter(submit)}>
        <DialogHeader>
          <DialogTitle>Edit prompt</DialogTitle>
          <DialogDescription>Past answers keep the text they were asked with.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <FieldRow id="prompt-text" label="Prompt" error={errors.text?.[0]}>
            <Textarea id="prompt-text" rows={3} value={text} onChange={(e) => setText(e.target.value)} />
          </FieldRow>
          <MetaFields meta={meta} setMeta={setMeta} topics={topics} errors={errors} />
          <div className="flex items-center gap-2">
            <Switch id="prompt-active" checked={active} onCheckedChange={setActive} />
            <Label htmlFor="prompt-active">Active — included in scheduled runs</Label>
          </div>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={pending || text.trim().length < 3}>
            {pending ? "Saving..." : "Save"}
          </Button>
        </DialogFooter>
      </DialogContent>
  );
}

export function SuggestPromptsDialog(props: { brandId: string; open: boolean; onOpenChange: (o: boolean) => void }) {
  // Mounted on open: each opening asks for fresh suggestions.
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {props.open ? <SuggestPromptsBody brandId={props.brandId} onOpenChange={props.onOpenChange} /> : null}
    </Dialog>
  );
}

function SuggestPromptsBody({ brandId, onOpenChange }: { brandId: string; onOpenChange: (o: boolean) => void }) {
  const { run, pending } = useAction({ brandId });
  const router = useRouter();
  const [result, setResult] = React.useState<Suggestions | null>(null);
  const [picked, setPicked] = React.useState<Set<number>>(new Set());
  const [error, setError] = React.useState<string | null>(null);
  React.useEffect(() => {
    void run(suggestSaioPromptsAction, {}, {
      refresh: false,
      onSuccess: (d) => {
        setResult(d);
        setPicked(new Set(d.items.map((_, i) => i)));
      },
      onError: (e) => setError(e),
    });
  }, [run]);
  const add = async () => {
    if (!result) return;
    const chosen = result.items.filter((_, i) => picked.has(i));
    const byTopic = new Map<string, string[]>();
    for (const s of chosen) byTopic.set(s.topic, [...(byTopic.get(s.topic) ?? []), s.text]);
    let added = 0;
    for (const [topic, texts] of byTopic) {
      const r = await run(createSaioPromptsAction, { texts, topic, source: "suggestion" as const }, { refresh: false, onError: (e) => setError(e) });
      if (!r.ok) return;
      added += r.data.added;
    }
    toast.success(`Added ${added} suggested prompt${added === 1 ? "" : "s"}`);
    onOpenChange(false);
    router.refresh();
  };
  return (
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Suggested prompts</DialogTitle>
          <DialogDescription>
            {result?.method === "ai"
              ? `Generated by ${result.engineLabel} from the brand's data and questionnaire answers.`
              : "Built from templates with the brand's keywords, competitors, industry and questionnaire answers."}
          </DialogDescription>
        </DialogHeader>
        {!result && !error ? (
          <div className="flex items-center gap-2 py-8 text-sm text-muted-foreground" role="status">
            <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" /> Finding questions buyers ask…
          </div>
        ) : null}
        {error ? (
          <p className="flex items-center gap-2 text-sm text-destructive" role="alert">
            <CircleAlertIcon className="size-4" aria-hidden="true" />
            {error}
          </p>
        ) : null}
        {result?.note ? <p className="text-sm text-muted-foreground">{result.note}</p> : null}
        {result && result.items.length ? (
          <ul className="grid max-h-[50svh] gap-1 overflow-y-auto rounded-md border p-1">
            {result.items.map((s, i) => (
              <li key={s.text}>
                <label className="flex cursor-pointer items-start gap-3 rounded px-2 py-1.5 text-sm hover:bg-muted/60">
                  <Checkbox
                    className="mt-0.5"
                    checked={picked.has(i)}
                    onCheckedChange={(c) => {
                      const next = new Set(picked);
                      if (c) next.add(i);
                      else next.delete(i);
                      setPicked(next);
                    }}
                  />
                  <span className="min-w-0 flex-1">
                    {s.text}
                    {s.citations?.length ? (
                      <span className="mt-0.5 block text-xs text-muted-foreground" data-testid="suggestion-citation">
                        Based on: {s.citations.slice(0, 3).map((c) => `${c.sourceTitle}${c.heading ? ` › ${c.heading}` : ""}`).join("; ")}
                      </span>
                    ) : null}
                  </span>
                  <span className="shrink-0 text-xs text-muted-foreground">{s.topic || "No topic"}</span>
                </label>
              </li>
            ))}
          </ul>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button onClick={add} disabled={!picked.size || pending || !result?.items.length}>
            <SparklesIcon aria-hidden="true" />
            {pending && result ? "Adding..." : `Add ${plural(picked.size, "prompt")}`}
          </Button>
        </DialogFooter>
      </DialogContent>
  );
}

export function ImportPromptsDialog({ brandId, open, onOpenChange }: { brandId: string; open: boolean; onOpenChange: (o: boolean) => void }) {
  return (
    <ImportDialog
      id="prompt-csv"
      brandId={brandId}
      open={open}
      onOpenChange={onOpenChange}
      title="Import prompts from CSV"
      description={
        <>
          Columns <code className="font-mono text-xs">prompt, topic, tags, country, language, active</code> (the export&apos;s format); only the prompt is required. Without a header, the first column is the prompt. CSV or TSV in any
          encoding, or an Excel .xlsx file. A prompt already tracked is updated from the columns the file has; importing the same file again changes nothing.
        </>
      }
      maxBytes={CSV_MAX_BYTES}
      placeholder={"prompt,topic\nWhich espresso machine is best for beginners?,Espresso"}
      preview={previewSaioPromptsImportAction}
      commit={importSaioPromptsAction}
    />
  );
}
