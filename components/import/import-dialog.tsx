"use client";

import * as React from "react";
import { CircleAlertIcon, FileUpIcon, LoaderCircleIcon, XIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { ActionResult } from "@/lib/action";
import { countNoun, outcomeText, type ImportOutcome, type ImportPreview } from "@/lib/import/preview";
import { cn } from "@/lib/utils";

/** What the dialog sends to both actions: pasted text or a chosen file (base64). */
export type ImportInput = { csv?: string; file?: { name: string; base64: string } };

type Source = { kind: "none" } | { kind: "text"; text: string } | { kind: "file"; name: string; size: number; base64: string };

function sizeLabel(bytes: number): string {
  return bytes >= 1_000_000 ? `${Math.round(bytes / 1_000_000)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ""));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });
}

const DEFAULT_ACCEPT = ".csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const FORMAT_LABELS: Record<ImportPreview["source"]["format"], string> = { xlsx: "Excel workbook, first sheet", csv: "CSV file", json: "JSON file", zip: "Zip archive", text: "Pasted text" };

const toInput = (s: Source): ImportInput | null => (s.kind === "text" && s.text.trim() ? { csv: s.text } : s.kind === "file" ? { file: { name: s.name, base64: s.base64 } } : null);

/**
 * The import kit's one dialog: choose a file (CSV/TSV in any encoding, or .xlsx) or paste text; the
 * server reads it and answers with a preview — what the file was recognised as, which columns are
 * which, the first rows and every problem by row and column. Import stays disabled until the file
 * has no problem: a partial import would leave holes (a missing week in a metric reads as a real
 * dip) that nobody remembers to fill, while a fixed file re-imports without duplicates.
 */
export function ImportDialog({
  brandId,
  open,
  onOpenChange,
  title,
  description,
  maxBytes,
  placeholder,
  preview,
  commit,
  id = "import",
  accept = DEFAULT_ACCEPT,
  fileHint = "CSV or TSV in any encoding, or an Excel .xlsx workbook (first sheet) — or paste below",
  children,
}: {
  brandId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  maxBytes: number;
  placeholder?: string;
  /** Server actions (brandAction-wrapped); both are called pinned to `brandId`. */
  preview: (input: ImportInput) => Promise<ActionResult<ImportPreview>>;
  commit: (input: ImportInput) => Promise<ActionResult<ImportOutcome>>;
  id?: string;
  /** The file chooser's accept list, and the words next to it, for imports that read other files (JSON, zip). */
  accept?: string;
  fileHint?: string;
  /** Fields the import needs besides the file (e.g. which profile), shown above the file chooser. */
  children?: React.ReactNode;
}) {
  const { run, pending } = useAction({ brandId });
  const [source, setSource] = React.useState<Source>({ kind: "none" });
  const [result, setResult] = React.useState<{ for: Source; preview: ImportPreview | null; error: string | null } | null>(null);
  const [fileError, setFileError] = React.useState<string | null>(null);
  const fileRef = React.useRef<HTMLInputElement>(null);

  // Preview on the server whenever the source changes (typing is debounced); answers to an older
  // source are dropped, so the preview on screen always belongs to what is in the field.
  React.useEffect(() => {
    const input = toInput(source);
    if (!input) return;
    let live = true;
    const t = setTimeout(
      async () => {
        let next: { preview: ImportPreview | null; error: string | null };
        try {
          const r = await preview({ ...input, brandId } as ImportInput);
          next = r.ok ? { preview: r.data, error: null } : { preview: null, error: r.error };
        } catch {
          next = { preview: null, error: "The server could not be reached. Check your connection and try again." };
        }
        if (live) setResult({ for: source, ...next });
      },
      source.kind === "text" ? 350 : 0,
    );
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [source, preview, brandId]);

  const current = result && result.for === source && toInput(source) ? result : null;
  const reading = !!toInput(source) && !current;
  const p = current?.preview ?? null;

  const reset = () => {
    setSource({ kind: "none" });
    setResult(null);
    setFileError(null);
    if (fileRef.current) fileRef.current.value = "";
  };

  const onFile = async (file: File | undefined) => {
    setFileError(null);
    if (!file) return;
    if (file.size > maxBytes) return setFileError(`The file is larger than ${sizeLabel(maxBytes)}. Split it and import the parts.`);
    setSource({ kind: "file", name: file.name, size: file.size, base64: await readAsBase64(file) });
  };

  const submit = async () => {
    const input = toInput(source);
    if (!input || !p?.ready) return;
    const r = await run(commit, input, { success: (o) => outcomeText(o, p.noun) });
    if (r.ok) {
      reset();
      onOpenChange(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) reset();
        onOpenChange(o);
      }}
    >
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="grid min-w-0 gap-3">
          {children}
          <div className="flex flex-wrap items-center gap-3">
            <Button asChild variant="outline" size="sm">
              <label htmlFor={`${id}-file`} className="cursor-pointer">
                <FileUpIcon aria-hidden="true" /> Choose file
              </label>
            </Button>
            <input
              ref={fileRef}
              id={`${id}-file`}
              type="file"
              accept={accept}
              className="sr-only"
              aria-label="Choose file"
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
            {source.kind === "file" ? (
              <span className="flex items-center gap-1 text-sm">
                <span className="font-medium">{source.name}</span>
                <span className="text-muted-foreground">({sizeLabel(source.size)})</span>
                <Button variant="ghost" size="icon" className="size-6" aria-label="Remove the file" onClick={reset}>
                  <XIcon aria-hidden="true" />
                </Button>
              </span>
            ) : (
              <span className="text-sm text-muted-foreground">{fileHint}</span>
            )}
          </div>
          {fileError ? (
            <p className="text-sm text-destructive" role="alert">
              {fileError}
            </p>
          ) : null}
          {source.kind !== "file" ? (
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-text`}>CSV content</Label>
              <Textarea
                id={`${id}-text`}
                rows={5}
                className="font-mono text-xs"
                value={source.kind === "text" ? source.text : ""}
                onChange={(e) => setSource(e.target.value ? { kind: "text", text: e.target.value } : { kind: "none" })}
                placeholder={placeholder}
              />
            </div>
          ) : null}
          {reading ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
              <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" /> Reading the file…
            </p>
          ) : null}
          {current?.error ? (
            <p className="flex gap-1.5 text-sm text-destructive" role="alert">
              <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {current.error}
            </p>
          ) : null}
          {p ? <PreviewPanel preview={p} /> : null}
        </div>
        <DialogFormFooter
          pending={pending}
          disabled={!p?.ready || reading}
          submitLabel={p?.ready ? `Import ${countNoun(p.ready, p.noun)}` : p?.errorCount ? "Fix the problems to import" : "Import"}
          pendingLabel="Importing..."
          onSubmit={submit}
          onCancel={() => {
            reset();
            onOpenChange(false);
          }}
          cancelDisabled={false}
        />
      </DialogContent>
    </Dialog>
  );
}

function PreviewPanel({ preview: p }: { preview: ImportPreview }) {
  const format = [
    FORMAT_LABELS[p.source.format],
    p.source.encoding ? p.source.encoding.toUpperCase() : null,
    p.source.delimiter ? `${p.source.delimiter}-separated` : null,
    p.headerRow ? `header on row ${p.headerRow}` : p.recognised && p.source.format !== "json" && p.source.format !== "zip" ? "no header row" : null,
  ].filter(Boolean);
  return (
    <section aria-label="Import preview" className="min-w-0 space-y-3 rounded-lg border bg-muted/30 p-3 text-sm" aria-live="polite">
      <div className="space-y-1">
        <p className="font-medium" data-testid="import-recognised">
          {p.recognised ? `Recognised: ${p.recognised}` : "Not recognised"}
        </p>
        <p className="text-xs text-muted-foreground">{format.join(" · ")}</p>
        {p.columns.length ? (
          <p className="text-xs">
            <span className="text-muted-foreground">Columns: </span>
            {p.columns.map((c, i) => (
              <span key={`${c.letter}${i}`}>
                {i ? ", " : ""}
                {c.letter ? `${c.letter} ` : ""}
                {c.header && c.header.toLowerCase() !== c.label.toLowerCase() ? `“${c.header}” → ${c.label}` : c.label}
              </span>
            ))}
          </p>
        ) : null}
        {p.ignored.length ? (
          <p className="text-xs text-muted-foreground">
            Not imported (no such column): {p.ignored.map((c) => `${c.letter} “${c.header}”`).join(", ")}
          </p>
        ) : null}
        <p className="text-xs" data-testid="import-summary">
          {countNoun(p.rowCount, { one: "row", many: "rows" })} read
          {p.errorCount ? `, ${countNoun(p.errorCount, { one: "problem", many: "problems" })}` : p.ready ? ` · ${countNoun(p.ready, p.noun)} ready to import` : ""}
          {p.notes.map((n) => ` · ${n}`)}
        </p>
      </div>

      {p.errorCount ? (
        <div className="space-y-1">
          <p className="text-destructive">
            Nothing is imported until every row reads. Fix {p.errorCount === 1 ? "this problem" : "these problems"}{" "}
            {p.source.format === "text" ? "in the text above." : "in the file and choose it again."}
          </p>
          <div className="max-h-48 overflow-auto rounded-md border bg-background">
            <table className="w-full text-xs" aria-label="Problems">
              <thead className="sticky top-0 bg-background">
                <tr className="border-b text-left text-muted-foreground">
                  <th className="w-14 px-2 py-1 font-medium">Row</th>
                  <th className="w-32 px-2 py-1 font-medium">Column</th>
                  <th className="px-2 py-1 font-medium">Problem</th>
                </tr>
              </thead>
              <tbody>
                {p.errors.map((e, i) => (
                  <tr key={i} className="border-b last:border-0">
                    <td className="px-2 py-1 tabular-nums">{e.row ?? "—"}</td>
                    <td className="px-2 py-1">{e.column ?? "—"}</td>
                    <td className="px-2 py-1 text-destructive">{e.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {p.errorCount > p.errors.length ? <p className="px-2 py-1 text-xs text-muted-foreground">…and {p.errorCount - p.errors.length} more</p> : null}
          </div>
        </div>
      ) : null}

      {p.sample.length && p.columns.length ? (
        <div className="max-h-56 overflow-auto rounded-md border bg-background">
          <table className="w-full text-xs" aria-label="First rows">
            <thead className="sticky top-0 bg-background">
              <tr className="border-b text-left text-muted-foreground">
                <th className="w-14 px-2 py-1 font-medium">Row</th>
                {p.columns.map((c, i) => (
                  <th key={`${c.letter}${i}`} className="px-2 py-1 font-medium">
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {p.sample.map((r) => (
                <tr key={r.row} className="border-b last:border-0">
                  <td className="px-2 py-1 tabular-nums text-muted-foreground">{r.row}</td>
                  {r.cells.map((c, i) => (
                    <td key={i} className={cn("max-w-48 truncate px-2 py-1", r.bad[i] && "bg-destructive/10 text-destructive")} aria-invalid={r.bad[i] || undefined}>
                      {c}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {p.rowCount > p.sample.length ? <p className="px-2 py-1 text-xs text-muted-foreground">First {p.sample.length} of {p.rowCount} rows</p> : null}
        </div>
      ) : null}
    </section>
  );
}
