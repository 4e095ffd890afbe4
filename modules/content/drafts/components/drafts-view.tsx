"use client";

import * as React from "react";
import Link from "next/link";
import { FileTextIcon, PlusIcon, SparklesIcon, UploadIcon } from "lucide-react";
import { AutoRefresh } from "@/components/actions/auto-refresh";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { EmptyState } from "@/components/ui/empty";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/option-select";
import { Progress } from "@/components/ui/progress";
import { RelativeTime } from "@/components/ui/relative-time";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Textarea } from "@/components/ui/textarea";
import { errorsByField } from "@/components/ui/use-field-errors";
import { StatusBadge, type StatusStates } from "@/components/ui/tone-badge";
import { POST_STATES } from "@/components/calendar/post-states";
import { formatUsd } from "@/lib/format";
import { cn } from "@/lib/utils";
import { addManualDraftAction, cancelContentGenerationAction, readDraftFileAction, startContentGenerationAction } from "../actions";
import { DRAFT_FILE_ACCEPT } from "../import-file-accept";
import { CHANNEL_LABEL, METHOD_LABEL, POST_CHANNELS } from "../labels";
import type { DraftsPage, GenerationRow, PostFilter } from "../queries";

const GENERATION_STATES: StatusStates = {
  queued: ["idle", "Queued"],
  running: ["info", "Writing"],
  waiting_agent: ["warn", "Waiting for the agent"],
  succeeded: ["ok", "Done"],
  failed: ["bad", "Failed"],
  cancelled: ["idle", "Cancelled"],
};

const KIND_LABEL: Record<string, string> = { article: "Article", newsletter: "Newsletter", social: "Social" };
const FILTER_LABEL: Record<PostFilter, string> = { suggested: "Suggested", rejected: "Rejected", selected: "Approved", all: "All" };
const ACTIVE = new Set(["queued", "running", "waiting_agent"]);

export function kindLabel(kind: string, channel: string): string {
  return kind === "social" ? `Social · ${CHANNEL_LABEL[channel] ?? channel}` : (KIND_LABEL[kind] ?? kind);
}

export function scoreTone(score: number | null): string {
  if (score === null) return "text-muted-foreground";
  if (score >= 70) return "text-emerald-700 dark:text-emerald-300";
  if (score >= 40) return "text-amber-700 dark:text-amber-300";
  return "text-red-700 dark:text-red-300";
}

function hrefFor(filter: PostFilter, postId?: string | null): string {
  const q = new URLSearchParams();
  if (filter !== "suggested") q.set("status", filter);
  if (postId) q.set("post", postId);
  const s = q.toString();
  return `/cm-posts-suggested${s ? `?${s}` : ""}`;
}

export function DraftsToolbar({ brandId, briefs, canEdit }: { brandId: string; briefs: DraftsPage["briefs"]; canEdit: boolean }) {
  const [open, setOpen] = React.useState<"generate" | "add" | null>(null);
  if (!canEdit) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen("add")}>
        <PlusIcon aria-hidden="true" />
        Add a draft
      </Button>
      <Button onClick={() => setOpen("generate")} disabled={!briefs.length} title={briefs.length ? undefined : "Create a brief on /content-briefs first"}>
        <SparklesIcon aria-hidden="true" />
        Generate drafts
      </Button>
      {open === "generate" ? <GenerateDialog brandId={brandId} briefs={briefs} onClose={() => setOpen(null)} /> : null}
      {open === "add" ? <AddDraftDialog brandId={brandId} briefs={briefs} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

function GenerateDialog({ brandId, briefs, onClose }: { brandId: string; briefs: DraftsPage["briefs"]; onClose: () => void }) {
  const { run, pending } = useAction({ brandId });
  const [briefId, setBriefId] = React.useState(briefs[0]?.id ?? "");
  const [kinds, setKinds] = React.useState<string[]>(["article"]);
  const [error, setError] = React.useState<string | null>(null);
  const toggle = (k: string, on: boolean) => setKinds((list) => (on ? [...new Set([...list, k])] : list.filter((x) => x !== k)));
  return (
    <FormDialog
      title="Generate drafts"
      description="Writes drafts from the brief with the engine of Content Marketing Settings, grounded in the brand's knowledge base. Progress shows on this page; you can leave and come back."
      onClose={onClose}
      pending={pending}
      submitLabel="Generate"
      onSubmit={() =>
        run(startContentGenerationAction, { briefId, kinds: kinds as ("article" | "newsletter" | "social")[] }, { success: "Generation started", onSuccess: onClose, onError: (e) => setError(e) })
      }
    >
      <SelectField id="gen-brief" label="Brief" value={briefId} onValueChange={setBriefId} options={briefs.map((b) => ({ value: b.id, label: b.title }))} />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Kinds of post</legend>
        {(
          [
            ["article", "Article (blog)"],
            ["newsletter", "Newsletter"],
            ["social", "Social cut-downs (LinkedIn and X)"],
          ] as const
        ).map(([k, label]) => (
          <label key={k} className="flex items-center gap-2 text-sm">
            <Checkbox checked={kinds.includes(k)} onCheckedChange={(v) => toggle(k, v === true)} aria-label={label} />
            {label}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </FormDialog>
  );
}

function AddDraftDialog({ brandId, briefs, onClose }: { brandId: string; briefs: DraftsPage["briefs"]; onClose: () => void }) {
  const { run, pending } = useAction({ brandId });
  const reader = useAction();
  const NONE = "__none";
  const [briefId, setBriefId] = React.useState(briefs[0]?.id ?? NONE);
  const [kind, setKind] = React.useState("article");
  const [channel, setChannel] = React.useState("blog");
  const [title, setTitle] = React.useState("");
  const [body, setBody] = React.useState("");
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const fileRef = React.useRef<HTMLInputElement>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    form.set("file", file);
    await reader.run(readDraftFileAction, form, {
      refresh: false,
      onSuccess: (d) => {
        setTitle((t) => t || d.title);
        setBody(d.bodyMd);
        setErrors({});
      },
      onError: (e) => setErrors({ file: e }),
    });
    if (fileRef.current) fileRef.current.value = "";
  };

  return (
    <FormDialog
      title="Add a draft"
      description="A draft written outside Growth OS: paste its Markdown, or upload a .md or .docx file (from Google Docs: File → Download → Microsoft Word). It is scored against the brief like a generated one."
      className="max-h-[90svh] overflow-y-auto sm:max-w-2xl"
      onClose={onClose}
      pending={pending}
      submitLabel="Add draft"
      onSubmit={() =>
        run(
          addManualDraftAction,
          { briefId: briefId === NONE ? "" : briefId, kind: kind as "article", channel: channel as "blog", title, bodyMd: body },
          {
            success: "Draft added",
            onSuccess: onClose,
            onError: (e, f) => setErrors(errorsByField(f, e)),
          },
        )
      }
    >
      <SelectField id="add-brief" label="Brief" value={briefId} onValueChange={setBriefId} first={{ value: NONE, label: "No brief" }} options={briefs.map((b) => ({ value: b.id, label: b.title }))} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          id="add-kind"
          label="Kind"
          value={kind}
          onValueChange={(k) => {
            setKind(k);
            setChannel(k === "article" ? "blog" : k === "newsletter" ? "newsletter" : "linkedin");
          }}
          options={[
            { value: "article", label: "Article" },
            { value: "newsletter", label: "Newsletter" },
            { value: "social", label: "Social" },
          ]}
        />
        <SelectField id="add-channel" label="Channel" value={channel} onValueChange={setChannel} options={POST_CHANNELS.map((c) => ({ value: c, label: CHANNEL_LABEL[c] ?? c }))} />
      </div>
      <FormField id="add-title" label="Title" error={errors.title}>
        <Input id="add-title" value={title} onChange={(e) => setTitle(e.target.value)} />
      </FormField>
      <FormField
        id="add-body"
        label="Draft (Markdown)"
        error={errors.bodyMd ?? errors.file}
        action={
          <>
            <input ref={fileRef} type="file" accept={DRAFT_FILE_ACCEPT} className="sr-only" id="add-file" aria-label="Upload a .md or .docx file" onChange={(e) => void onFile(e.target.files?.[0])} />
            <Button type="button" size="sm" variant="ghost" onClick={() => fileRef.current?.click()} disabled={reader.pending}>
              <UploadIcon aria-hidden="true" />
              {reader.pending ? "Reading…" : "Upload .md or .docx"}
            </Button>
          </>
        }
      >
        <Textarea id="add-body" value={body} onChange={(e) => setBody(e.target.value)} rows={12} className="font-mono text-[13px]" placeholder={"## First heading\n\nYour text…"} />
      </FormField>
      {errors._ ? (
        <p role="alert" className="text-sm text-destructive">
          {errors._}
        </p>
      ) : null}
    </FormDialog>
  );
}

export function GenerationsPanel({ brandId, generations, canEdit }: { brandId: string; generations: GenerationRow[]; canEdit: boolean }) {
  const { run, isBusy } = useAction({ brandId });
  const shown = generations.filter((g, i) => ACTIVE.has(g.status) || i < 3);
  if (!shown.length) return null;
  const active = shown.some((g) => ACTIVE.has(g.status));
  return (
    <Card data-testid="content-generations">
      <AutoRefresh active={active} live="content" />
      <CardHeader>
        <CardTitle>Generations</CardTitle>
        <CardDescription>Each generation writes from one brief; it keeps running if you leave the page.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {shown.map((g) => {
          const pct = g.progress.total ? (g.progress.done / g.progress.total) * 100 : 0;
          return (
            <div key={g.id} className="grid gap-2" data-testid="content-generation">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <StatusBadge status={g.status} states={GENERATION_STATES} />
                <span className="min-w-0 truncate font-medium">{g.briefTitle ?? "Deleted brief"}</span>
                <span className="text-muted-foreground">
                  {g.kinds.map((k) => KIND_LABEL[k] ?? k).join(", ")} · {g.engineKey === "external-agent" ? "External agent" : "AI"}
                  {g.costUsd ? ` · ${formatUsd(g.costUsd)}` : ""} · <RelativeTime at={g.createdAt} />
                </span>
                {canEdit && ACTIVE.has(g.status) ? (
                  <Button size="sm" variant="ghost" className="ml-auto" disabled={isBusy(g.id)} onClick={() => run(cancelContentGenerationAction, { generationId: g.id }, { key: g.id, success: "Generation cancelled" })}>
                    Cancel
                  </Button>
                ) : null}
              </div>
              {ACTIVE.has(g.status) || g.status === "succeeded" ? (
                <div className="flex items-center gap-3">
                  <Progress value={pct} className="max-w-md" aria-label="Generation progress" />
                  <span className="text-xs text-muted-foreground tabular-nums">
                    {g.progress.done} of {g.progress.total}
                    {g.progress.step && g.status !== "succeeded" ? ` · ${g.progress.step}` : ""}
                  </span>
                </div>
              ) : null}
              {g.error ? (
                <p role="alert" className="text-sm text-destructive">
                  {g.error}
                </p>
              ) : null}
            </div>
          );
        })}
      </CardContent>
    </Card>
  );
}

export function PostsList({ data }: { data: DraftsPage }) {
  const openId = data.open?.post.id ?? null;
  return (
    <Card>
      <CardHeader className="gap-3">
        <CardTitle>Posts</CardTitle>
        <nav aria-label="Filter posts" className="flex flex-wrap gap-1">
          {(Object.keys(FILTER_LABEL) as PostFilter[]).map((f) => (
            <Button key={f} asChild size="sm" variant={data.filter === f ? "secondary" : "ghost"}>
              <Link href={hrefFor(f)} aria-current={data.filter === f ? "page" : undefined}>
                {FILTER_LABEL[f]} <span className="text-muted-foreground tabular-nums">{data.counts[f]}</span>
              </Link>
            </Button>
          ))}
        </nav>
      </CardHeader>
      <CardContent>
        {!data.posts.length ? (
          <EmptyState icon={FileTextIcon} title={data.filter === "suggested" ? "No drafts to review" : `No ${FILTER_LABEL[data.filter].toLowerCase()} posts`}>
            {data.briefs.length
              ? "Generate drafts from a brief, or add a draft a writer wrote (Markdown or .docx)."
              : "Create a brief on /content-briefs first, then generate drafts from it — or add a draft a writer wrote."}
          </EmptyState>
        ) : (
          <>
            <ul className="grid gap-2 md:hidden">
              {data.posts.map((p) => (
                <li key={p.id}>
                  <Link href={hrefFor(data.filter, p.id)} className={cn("grid gap-1 rounded-lg border p-3 text-sm", openId === p.id && "border-primary bg-muted/50")}>
                    <span className="font-medium">{p.title}</span>
                    <span className="flex flex-wrap items-center gap-2 text-muted-foreground">
                      <StatusBadge status={p.status} states={POST_STATES} />
                      {kindLabel(p.kind, p.channel)} · {METHOD_LABEL[p.method] ?? p.method}
                      <span className={cn("font-medium tabular-nums", scoreTone(p.score))}>{p.score ?? "—"}</span>
                    </span>
                    {p.rejectReason ? <span className="text-muted-foreground">Rejected: {p.rejectReason}</span> : null}
                  </Link>
                </li>
              ))}
            </ul>
            <Table className="hidden md:table">
              <TableHeader>
                <TableRow>
                  <TableHead>Post</TableHead>
                  <TableHead>Brief</TableHead>
                  <TableHead>Kind</TableHead>
                  <TableHead>Method</TableHead>
                  <TableHead className="text-right">Score</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Created</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.posts.map((p) => (
                  <TableRow key={p.id} data-state={openId === p.id ? "selected" : undefined}>
                    <TableCell className="max-w-72">
                      <Link href={hrefFor(data.filter, p.id)} className="font-medium hover:underline">
                        {p.title}
                      </Link>
                      {p.rejectReason ? <div className="truncate text-xs text-muted-foreground">Rejected: {p.rejectReason}</div> : null}
                    </TableCell>
                    <TableCell className="max-w-48 truncate text-muted-foreground">{p.briefTitle ?? "—"}</TableCell>
                    <TableCell>{kindLabel(p.kind, p.channel)}</TableCell>
                    <TableCell>{METHOD_LABEL[p.method] ?? p.method}</TableCell>
                    <TableCell className={cn("text-right font-medium tabular-nums", scoreTone(p.score))}>{p.score ?? "—"}</TableCell>
                    <TableCell>
                      <StatusBadge status={p.status} states={POST_STATES} />
                    </TableCell>
                    <TableCell className="text-muted-foreground">
                      <RelativeTime at={p.createdAt} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </CardContent>
    </Card>
  );
}
