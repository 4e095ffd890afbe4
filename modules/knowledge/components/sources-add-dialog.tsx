"use client";

import * as React from "react";
import { FileUpIcon, LoaderCircleIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useAction } from "@/components/actions/use-action";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/option-select";
import { toast } from "@/components/ui/sonner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { formatBytes } from "@/lib/format";
import { UPLOAD_ACCEPT } from "../extract/accept";
import { addKnowledgeSitemapAction, addKnowledgeTextAction, addKnowledgeUrlAction, uploadKnowledgeFileAction } from "../source-actions";

const REFRESH = [
  { value: "never", label: "Never" },
  { value: "24", label: "Daily" },
  { value: "168", label: "Weekly" },
  { value: "720", label: "Monthly" },
];
const refreshValue = (v: string) => (v === "never" ? null : Number(v));

type Tab = "upload" | "paste" | "url" | "sitemap";
type FileState = { name: string; size: number; state: "waiting" | "uploading" | "done" | "failed"; error?: string };

/** Add a source: upload files (each its own call and its own answer), paste text, a page, or a sitemap. */
export function SourcesAddDialog({ brandId, open, onOpenChange, maxUploadBytes }: { brandId: string; open: boolean; onOpenChange: (open: boolean) => void; maxUploadBytes: number }) {
  const router = useRouter();
  const { run, pending } = useAction({ brandId });
  const [tab, setTab] = React.useState<Tab>("upload");
  const [errors, setErrors] = React.useState<Record<string, string[]>>({});
  const [files, setFiles] = React.useState<FileState[]>([]);
  const [chosen, setChosen] = React.useState<File[]>([]);
  const [uploading, setUploading] = React.useState(false);
  const [refresh, setRefresh] = React.useState("never");
  const [sitemapRefresh, setSitemapRefresh] = React.useState("168");
  const err = (k: string) => errors[k]?.[0] ?? null;
  const close = () => {
    onOpenChange(false);
    setErrors({});
    setFiles([]);
    setChosen([]);
  };
  const onError = (message: string, fieldErrors?: Record<string, string[]>) => setErrors(fieldErrors ?? { _: [message] });

  async function upload() {
    if (!chosen.length) {
      setErrors({ file: ["Choose one or more files."] });
      return;
    }
    setErrors({});
    setUploading(true);
    const states: FileState[] = chosen.map((f) => ({ name: f.name, size: f.size, state: "waiting" }));
    setFiles(states);
    let ok = 0;
    for (let i = 0; i < chosen.length; i++) {
      const f = chosen[i]!;
      const set = (s: Partial<FileState>) => setFiles((prev) => prev.map((p, j) => (j === i ? { ...p, ...s } : p)));
      if (f.size > maxUploadBytes) {
        set({ state: "failed", error: `Larger than ${formatBytes(maxUploadBytes)}. Split it and upload the parts.` });
        continue;
      }
      set({ state: "uploading" });
      const form = new FormData();
      form.set("file", f);
      // The brand this page was rendered for: the server refuses the file if the current brand is another.
      form.set("brandId", brandId);
      try {
        const res = await uploadKnowledgeFileAction(form);
        if (res.ok) {
          ok++;
          set({ state: "done" });
        } else set({ state: "failed", error: res.error });
      } catch {
        set({ state: "failed", error: "The server could not be reached. Check your connection and try again." });
      }
    }
    setUploading(false);
    router.refresh();
    if (ok === chosen.length) {
      toast.success(ok === 1 ? `${chosen[0]!.name} is being read.` : `${ok} files are being read.`);
      close();
    } else if (ok) toast.success(`${ok} of ${chosen.length} files are being read; see the others below.`);
  }

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (tab === "upload") return upload();
    const f = new FormData(e.currentTarget);
    setErrors({});
    if (tab === "paste") {
      await run(addKnowledgeTextAction, { title: String(f.get("title") ?? ""), text: String(f.get("text") ?? "") }, { success: "The text is being read.", onSuccess: close, onError });
    } else if (tab === "url") {
      await run(addKnowledgeUrlAction, { url: String(f.get("url") ?? ""), refreshHours: refreshValue(refresh) }, { success: "The page is being fetched.", onSuccess: close, onError });
    } else {
      await run(addKnowledgeSitemapAction, { url: String(f.get("sitemap") ?? ""), refreshHours: refreshValue(sitemapRefresh) }, { success: "The sitemap's pages are being fetched.", onSuccess: close, onError });
    }
  }

  const busy = pending || uploading;
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? onOpenChange(true) : busy ? undefined : close())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Add to the knowledge base</DialogTitle>
          <DialogDescription>What you add is read, split into passages and used to ground the AI features in the brand&apos;s own words.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate aria-label="Add a source">
          <Tabs value={tab} onValueChange={(v) => (setTab(v as Tab), setErrors({}))}>
            <TabsList className="grid w-full grid-cols-4">
              <TabsTrigger value="upload">Upload</TabsTrigger>
              <TabsTrigger value="paste">Paste</TabsTrigger>
              <TabsTrigger value="url">URL</TabsTrigger>
              <TabsTrigger value="sitemap">Sitemap</TabsTrigger>
            </TabsList>
            <TabsContent value="upload" className="grid gap-3 pt-3">
              <FormField id="knowledge-files" label="Files" error={err("file")} hint={`PDF, Word, PowerPoint, Excel, CSV, text, Markdown or HTML; up to ${formatBytes(maxUploadBytes)} each.`}>
                <Input
                  type="file"
                  name="file"
                  multiple
                  accept={UPLOAD_ACCEPT}
                  disabled={uploading}
                  onChange={(e) => {
                    setChosen(Array.from(e.currentTarget.files ?? []));
                    setFiles([]);
                  }}
                  {...fieldA11y("knowledge-files", err("file"), true)}
                />
              </FormField>
              {files.length ? (
                <ul className="grid gap-1.5 text-sm" aria-label="Uploads" aria-live="polite">
                  {files.map((f, i) => (
                    <li key={`${f.name}-${i}`} className="flex items-start gap-2" data-testid="upload-file" data-state={f.state}>
                      {f.state === "uploading" ? <LoaderCircleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 animate-spin" /> : <FileUpIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />}
                      <span className="min-w-0 flex-1">
                        <span className="block truncate">{f.name}</span>
                        <span className="block text-xs text-muted-foreground">
                          {formatBytes(f.size)} · {f.state === "waiting" ? "waiting" : f.state === "uploading" ? "uploading…" : f.state === "done" ? "uploaded, being read" : "not uploaded"}
                        </span>
                        {f.error ? <span className="block text-xs text-destructive" role="alert">{f.error}</span> : null}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </TabsContent>
            <TabsContent value="paste" className="grid gap-3 pt-3">
              <FormField id="knowledge-title" label="Title" error={err("title")}>
                <Input name="title" maxLength={200} placeholder="e.g. Return policy" {...fieldA11y("knowledge-title", err("title"))} />
              </FormField>
              <FormField id="knowledge-text" label="Text" error={err("text")} hint="Markdown headings (# …) become the passages' headings.">
                <Textarea name="text" rows={8} placeholder="Paste the text here" {...fieldA11y("knowledge-text", err("text"), true)} />
              </FormField>
            </TabsContent>
            <TabsContent value="url" className="grid gap-3 pt-3">
              <FormField id="knowledge-url" label="Page address" error={err("url")} hint="A public page (or a PDF on the web). Its title becomes the source's name.">
                <Input name="url" type="url" inputMode="url" placeholder="https://example.com/about" {...fieldA11y("knowledge-url", err("url"), true)} />
              </FormField>
              <FormField id="knowledge-url-refresh" label="Fetch again">
                <OptionSelect id="knowledge-url-refresh" value={refresh} onValueChange={setRefresh} options={REFRESH} />
              </FormField>
            </TabsContent>
            <TabsContent value="sitemap" className="grid gap-3 pt-3">
              <FormField id="knowledge-sitemap" label="Sitemap address" error={err("url")} hint="An XML sitemap or sitemap index; up to 1,000 pages are read.">
                <Input name="sitemap" type="url" inputMode="url" placeholder="https://example.com/sitemap.xml" {...fieldA11y("knowledge-sitemap", err("url"), true)} />
              </FormField>
              <FormField id="knowledge-sitemap-refresh" label="Fetch again">
                <OptionSelect id="knowledge-sitemap-refresh" value={sitemapRefresh} onValueChange={setSitemapRefresh} options={REFRESH} />
              </FormField>
            </TabsContent>
          </Tabs>
          {err("_") ? (
            <p role="alert" className="text-[13px] text-destructive">
              {err("_")}
            </p>
          ) : null}
          <DialogFormFooter pending={busy} submitLabel={tab === "upload" ? "Upload" : "Add"} onCancel={close} cancelDisabled={uploading} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

