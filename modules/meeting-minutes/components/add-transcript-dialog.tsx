"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { FileUpIcon, NotebookPenIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { createTranscriptAction } from "../actions";
import { formatOfFile, TRANSCRIPT_MAX_FILE_BYTES, type UploadFormat } from "../parse";

type Errors = Partial<Record<"title" | "content" | "file" | "meetingDate", string>>;

function titleFromFile(name: string): string {
  return name
    .replace(/\.[a-z0-9]+$/i, "")
    .replace(/[_-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

async function toBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Paste minutes or upload a transcript (.txt, .md, .vtt, .docx); on success, go pick its action items. */
export function AddTranscriptDialog({ brandId, today, trigger }: { brandId: string; today: string; trigger?: React.ReactNode }) {
  const router = useRouter();
  const { run, pending } = useAction({ brandId });
  const [open, setOpen] = React.useState(false);
  const [mode, setMode] = React.useState<"paste" | "upload">("paste");
  const [title, setTitle] = React.useState("");
  const [meetingDate, setMeetingDate] = React.useState(today);
  const [content, setContent] = React.useState("");
  const [file, setFile] = React.useState<{ file: File; format: UploadFormat } | null>(null);
  const [errors, setErrors] = React.useState<Errors>({});
  const fileInput = React.useRef<HTMLInputElement>(null);

  const reset = () => {
    setMode("paste");
    setTitle("");
    setMeetingDate(today);
    setContent("");
    setFile(null);
    setErrors({});
  };

  const pickFile = (f: File | undefined) => {
    if (!f) return;
    const format = formatOfFile(f.name);
    if (!format) {
      setFile(null);
      setErrors({ file: "Upload a .txt, .md, .vtt or .docx file." });
      return;
    }
    if (f.size > TRANSCRIPT_MAX_FILE_BYTES) {
      setFile(null);
      setErrors({ file: "Files are limited to 1 MB. Split the transcript, or paste the part with the decisions and next steps." });
      return;
    }
    setFile({ file: f, format });
    setErrors({});
    if (!title.trim()) setTitle(titleFromFile(f.name));
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const next: Errors = {};
    if (!title.trim()) next.title = "Give the meeting a title";
    if (mode === "paste" && !content.trim()) next.content = "Paste the minutes or transcript";
    if (mode === "upload" && !file) next.file = "Choose a file";
    if (Object.keys(next).length) {
      setErrors(next);
      return;
    }
    const base = { title, meetingDate: meetingDate || null };
    let input;
    if (mode === "paste") input = { ...base, source: "paste" as const, content, fileName: null };
    else if (file!.format === "docx") input = { ...base, source: "docx" as const, fileName: file!.file.name, fileBase64: await toBase64(file!.file) };
    else input = { ...base, source: file!.format, fileName: file!.file.name, content: await file!.file.text() };
    const result = await run(createTranscriptAction, input, {
      refresh: false,
      success: (d) => `"${d.title}" saved. Pick the action items to assign.`,
      onError: (message, fieldErrors) => {
        setErrors({
          title: fieldErrors?.title?.[0],
          meetingDate: fieldErrors?.meetingDate?.[0],
          content: mode === "paste" ? (fieldErrors?.content?.[0] ?? message) : undefined,
          file: mode === "upload" ? (fieldErrors?.content?.[0] ?? fieldErrors?.fileBase64?.[0] ?? message) : undefined,
        });
      },
    });
    if (result.ok) {
      setOpen(false);
      reset();
      router.push(`/project-moms/${result.data.id}/assign-tasks`);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (pending) return;
        setOpen(o);
        if (!o) reset();
      }}
    >
      <DialogTrigger asChild>
        {trigger ?? (
          <Button>
            <NotebookPenIcon aria-hidden="true" />
            Add minutes
          </Button>
        )}
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <form onSubmit={submit} noValidate className="grid min-w-0 grid-cols-1 gap-5">
          <DialogHeader>
            <DialogTitle>Add meeting minutes or a transcript</DialogTitle>
            <DialogDescription>Action items — who does what by when — are found in the text next, for you to check and assign.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_11rem]">
            <FormField id="moms-title" label="Meeting" error={errors.title}>
              <Input {...fieldA11y("moms-title", errors.title)} value={title} onChange={(e) => setTitle(e.target.value)} placeholder="Weekly growth sync" autoComplete="off" disabled={pending} />
            </FormField>
            <FormField id="moms-date" label="Date" error={errors.meetingDate}>
              <Input {...fieldA11y("moms-date", errors.meetingDate)} type="date" value={meetingDate} onChange={(e) => setMeetingDate(e.target.value)} disabled={pending} />
            </FormField>
          </div>
          <Tabs value={mode} onValueChange={(v) => setMode(v as "paste" | "upload")} className="min-w-0">
            <TabsList>
              <TabsTrigger value="paste">Paste text</TabsTrigger>
              <TabsTrigger value="upload">Upload file</TabsTrigger>
            </TabsList>
            <TabsContent value="paste" className="mt-3">
              <FormField id="moms-content" label="Minutes or transcript" error={errors.content} hint={<>Speaker lines (&ldquo;Maya: I&rsquo;ll send the deck by Friday&rdquo;), bullet lists and &ldquo;ACTION:&rdquo; lines all work.</>}>
                <Textarea
                  {...fieldA11y("moms-content", errors.content, true)}
                  value={content}
                  onChange={(e) => setContent(e.target.value)}
                  rows={10}
                  className="max-h-[45vh] min-h-40 font-mono text-xs md:text-xs"
                  placeholder={"Maya: I'll send the updated deck by Friday.\nACTION: Luis to book the photo shoot next Tuesday"}
                  disabled={pending}
                />
              </FormField>
            </TabsContent>
            <TabsContent value="upload" className="mt-3">
              <div className="grid gap-2">
                <input
                  ref={fileInput}
                  id="moms-file"
                  type="file"
                  accept=".txt,.md,.markdown,.vtt,.docx,text/plain,text/markdown,text/vtt,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
                  className="sr-only"
                  onChange={(e) => pickFile(e.target.files?.[0])}
                  disabled={pending}
                  aria-describedby={errors.file ? "moms-file-error" : "moms-file-hint"}
                />
                <label
                  htmlFor="moms-file"
                  onDragOver={(e) => e.preventDefault()}
                  onDrop={(e) => {
                    e.preventDefault();
                    pickFile(e.dataTransfer.files?.[0]);
                  }}
                  className="flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center text-sm transition-colors hover:bg-accent/40 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
                >
                  <FileUpIcon className="size-6 text-muted-foreground" aria-hidden="true" />
                  {file ? (
                    <span className="max-w-full truncate font-medium">{file.file.name}</span>
                  ) : (
                    <span>
                      <span className="font-medium">Choose a file</span> or drop it here
                    </span>
                  )}
                  <span id="moms-file-hint" className="text-xs text-muted-foreground">
                    .txt, .md, .vtt (captions) or .docx, up to 1 MB
                  </span>
                </label>
                {errors.file ? (
                  <p id="moms-file-error" role="alert" className="text-[13px] text-destructive">
                    {errors.file}
                  </p>
                ) : null}
              </div>
            </TabsContent>
          </Tabs>
          <DialogFormFooter pending={pending} submitLabel="Find action items" pendingLabel="Reading..." onCancel={() => setOpen(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
