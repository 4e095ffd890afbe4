"use client";

import * as React from "react";
import { Upload } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { PERSONAS_GENERATED_EVENT } from "@/components/shell/shell-context";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/option-select";
import { Textarea } from "@/components/ui/textarea";
import { ToneBadge, type Tone } from "@/components/ui/tone-badge";
import { formatNumber, plural } from "@/lib/format";
import { importPersonasAction, previewPersonaImportAction } from "../actions";
import type { ImportPreview } from "../store";

const NO_BRIEF = "none";
const ACTIONS: Record<ImportPreview["rows"][number]["action"], [Tone, string]> = {
  create: ["ok", "New"],
  update: ["info", "Update"],
  unchanged: ["idle", "Unchanged"],
  error: ["bad", "Error"],
};

/** Import personas from CSV or JSON: read the file, preview every row (errors by row and field), then store the valid ones. */
export function ImportPersonasDialog({ brandId, briefs, variant = "outline" }: { brandId: string; briefs: { id: string; name: string }[]; variant?: "outline" | "default" }) {
  const { run, isBusy } = useAction({ brandId });
  const [open, setOpen] = React.useState(false);
  const [text, setText] = React.useState("");
  const [fileName, setFileName] = React.useState<string | null>(null);
  const [briefId, setBriefId] = React.useState(NO_BRIEF);
  const [preview, setPreview] = React.useState<ImportPreview | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const input = { text, fileName, briefId: briefId === NO_BRIEF ? null : briefId };

  const reset = () => {
    setPreview(null);
    setError(null);
  };
  const readFile = async (file: File | undefined) => {
    reset();
    if (!file) return;
    if (file.size > 2_000_000) return setError("The file is larger than 2 MB. Split it and import the parts.");
    setFileName(file.name);
    setText(await file.text());
  };
  const doPreview = () => run(previewPersonaImportAction, input, { key: "preview", refresh: false, onError: setError, onSuccess: (d) => setPreview(d) });
  const doImport = () =>
    run(importPersonasAction, input, {
      key: "import",
      onError: setError,
      success: (d) => `${plural(d.created, "persona")} created, ${formatNumber(d.updated)} updated${d.errors.length ? `, ${plural(d.errors.length, "row")} skipped` : ""}`,
      onSuccess: () => {
        window.dispatchEvent(new Event(PERSONAS_GENERATED_EVENT));
        setOpen(false);
        setText("");
        setFileName(null);
        reset();
      },
    });
  const storable = preview ? preview.counts.create + preview.counts.update : 0;

  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" />
        Import
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>Import personas</DialogTitle>
            <DialogDescription>
              CSV with a header row (name, summary, age, gender, location, occupation, goals, pains…; lists separated by “;” or “|”; other columns become attributes), or JSON: an array of personas or a
              Growth OS export. A persona with the same name and brief is updated, not duplicated.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="import-file" label="File">
                <Input id="import-file" type="file" accept=".csv,.json,text/csv,application/json" onChange={(e) => void readFile(e.target.files?.[0])} />
              </FormField>
              <SelectField id="import-brief" label="Brief" value={briefId} onValueChange={(v) => (setBriefId(v), reset())} first={{ value: NO_BRIEF, label: "No brief" }} options={briefs.map((b) => ({ value: b.id, label: b.name }))} />
            </div>
            <FormField id="import-text" label="Or paste the content">
              <Textarea
                id="import-text"
                rows={5}
                className="font-mono text-xs"
                value={text}
                onChange={(e) => {
                  setText(e.target.value);
                  setFileName(null);
                  reset();
                }}
                placeholder={"name,summary,age,goals\nAda Brew,Owns two cafés in Bristol.,41,Faster service;Better margins"}
              />
            </FormField>
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            {preview ? <PreviewTable preview={preview} /> : null}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            {preview && !preview.fileError ? (
              <Button disabled={!storable || isBusy("import")} onClick={() => void doImport()}>
                {isBusy("import") ? "Importing…" : storable ? `Import ${plural(storable, "persona")}` : "Nothing to import"}
              </Button>
            ) : (
              <Button disabled={!text.trim() || isBusy("preview")} onClick={() => void doPreview()}>
                {isBusy("preview") ? "Reading…" : "Preview"}
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

function PreviewTable({ preview }: { preview: ImportPreview }) {
  if (preview.fileError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {preview.fileError}
      </p>
    );
  }
  const { counts } = preview;
  return (
    <section aria-label="Import preview" className="grid gap-2">
      <p className="text-sm text-muted-foreground">
        {preview.format.toUpperCase()}: {counts.create} new, {counts.update} to update, {counts.unchanged} unchanged, {counts.error} with errors.
      </p>
      <ul className="grid max-h-72 gap-1 overflow-y-auto rounded-lg border p-2 text-sm">
        {preview.rows.map((r) => (
          <li key={r.label} className="grid gap-0.5 rounded-md px-2 py-1.5 even:bg-muted/40">
            <span className="flex flex-wrap items-center gap-2">
              <span className="text-xs text-muted-foreground tabular-nums">{r.label}</span>
              <span className="font-medium">{r.name || "(no name)"}</span>
              <ToneBadge tone={ACTIONS[r.action][0]}>{ACTIONS[r.action][1]}</ToneBadge>
            </span>
            {r.problems.map((p) => (
              <span key={p} className="text-xs text-destructive">
                {p}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
