"use client";

import * as React from "react";
import ReactMarkdown from "react-markdown";
import remarkGfm from "remark-gfm";
import { CheckIcon, HistoryIcon, XIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { RelativeTime } from "@/components/ui/relative-time";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { StatusBadge } from "@/components/ui/tone-badge";
import { cn } from "@/lib/utils";
import { approveContentPostAction, rejectContentPostAction, restoreContentPostVersionAction, saveContentPostAction } from "../actions";
import { METHOD_LABEL } from "../labels";
import type { OpenPost } from "../queries";
import { scoreContent } from "../score";
import { POST_STATES } from "@/components/ui/post-states";
import { kindLabel, scoreTone } from "./drafts-view";

/** Rendered Markdown: react-markdown (no raw HTML, so a draft can never inject markup) with GFM tables and lists. */
export function MarkdownPreview({ markdown, className }: { markdown: string; className?: string }) {
  return (
    <div
      className={cn(
        "max-w-none text-sm leading-relaxed break-words [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h1]:mt-4 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold [&_li]:my-0.5 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-2 [&_table]:w-full [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2 [&_ul]:list-disc [&_ul]:pl-5",
        className,
      )}
    >
      <ReactMarkdown remarkPlugins={[remarkGfm]}>{markdown}</ReactMarkdown>
    </div>
  );
}

function Part({ label, value, children }: { label: string; value: number | null; children?: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-t pt-3 first:border-t-0 first:pt-0">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">{label}</span>
        <span className={cn("tabular-nums", scoreTone(value))}>{value === null ? "not in the brief" : `${value}/100`}</span>
      </div>
      {children ? <div className="text-[13px] text-muted-foreground">{children}</div> : null}
    </div>
  );
}

function ScorePanel({ body, open }: { body: string; open: OpenPost }) {
  const s = React.useMemo(() => scoreContent(body, open.scoreBrief), [body, open.scoreBrief]);
  return (
    <Card data-testid="content-score">
      <CardHeader>
        <CardTitle className="flex items-baseline justify-between">
          Content score
          <span className={cn("text-3xl font-semibold tabular-nums", scoreTone(s.score))} data-testid="content-score-value">
            {s.score}
          </span>
        </CardTitle>
        <CardDescription>Against {open.post.briefTitle ? `the brief “${open.post.briefTitle}”` : "the defaults of Content Marketing Settings (no brief)"}; updates as you type.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Part label="Terms" value={s.terms.part}>
          {s.terms.part === null ? null : (
            <>
              {s.terms.covered.length}/{s.terms.covered.length + s.terms.missing.length} covered.
              {s.terms.missing.length ? <span data-testid="missing-terms"> Missing: {s.terms.missing.join(", ")}</span> : null}
            </>
          )}
        </Part>
        <Part label="Headings vs outline" value={s.headings.part}>
          {s.headings.part === null ? null : s.headings.missing.length ? `Missing: ${s.headings.missing.join("; ")}` : "Every outline heading is covered."}
        </Part>
        <Part label="Length" value={s.length.part}>
          {s.length.words} words{s.length.target ? ` (target ${s.length.target})` : ""}
        </Part>
        <Part label="Readability" value={s.readability.part}>
          {s.readability.label}
          {s.readability.fleschEase !== null ? ` · Flesch reading ease ${s.readability.fleschEase}` : ""}
        </Part>
        <div className="grid gap-1 border-t pt-3 text-sm">
          <span className="font-medium">Banned words</span>
          {s.banned.found.length ? (
            <span className="text-[13px] text-destructive" data-testid="banned-found">
              Found: {s.banned.found.join(", ")} (−10 each)
            </span>
          ) : (
            <span className="text-[13px] text-muted-foreground">None found.</span>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

export function PostEditor({ brandId, open, canEdit }: { brandId: string; open: OpenPost; canEdit: boolean }) {
  const { post } = open;
  const { run, isBusy } = useAction({ brandId });
  const [title, setTitle] = React.useState(post.title);
  const [body, setBody] = React.useState(post.bodyMd);
  const [rejecting, setRejecting] = React.useState(false);
  const [reason, setReason] = React.useState("");
  const [reasonError, setReasonError] = React.useState<string | null>(null);
  const [viewing, setViewing] = React.useState<string | null>(null);
  const dirty = title !== post.title || body !== post.bodyMd;
  const reviewable = post.status === "suggested" || post.status === "rejected";
  const version = open.versions.find((v) => v.id === viewing) ?? null;
  const dupes = open.duplicates;

  return (
    <section aria-label="Editor" className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Card className="min-w-0">
        <CardHeader className="gap-2">
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <StatusBadge status={post.status} states={POST_STATES} />
            {kindLabel(post.kind, post.channel)} · {METHOD_LABEL[post.method] ?? post.method}
            {post.rejectReason ? <span>· Rejected: {post.rejectReason}</span> : null}
          </div>
          {dupes.own.length || dupes.otherBrands.count ? (
            <p role="status" className="rounded-md border border-amber-500/30 bg-amber-500/10 px-3 py-2 text-[13px] text-amber-800 dark:text-amber-200" data-testid="near-duplicate">
              Near-duplicate:{" "}
              {[
                ...dupes.own.slice(0, 3).map((d) => `“${d.title}” (${d.kind} of this brand, ${Math.round(d.similarity * 100)}%)`),
                ...dupes.otherBrands.visible.slice(0, 3).map((d) => `“${d.title}” (${d.brandName})`),
                ...(dupes.otherBrands.count > dupes.otherBrands.visible.length ? [`${dupes.otherBrands.count - dupes.otherBrands.visible.length} from another brand of this agency`] : []),
              ].join("; ")}
              . The agency never sells the same article twice: change the angle or reuse the existing piece.
            </p>
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormField id="post-title" label="Title">
            <Input id="post-title" value={title} onChange={(e) => setTitle(e.target.value)} disabled={!canEdit} />
          </FormField>
          <Tabs defaultValue="write">
            <TabsList>
              <TabsTrigger value="write">Write</TabsTrigger>
              <TabsTrigger value="preview">Preview</TabsTrigger>
            </TabsList>
            <TabsContent value="write">
              <Textarea
                aria-label="Draft (Markdown)"
                value={body}
                onChange={(e) => setBody(e.target.value)}
                readOnly={!canEdit}
                rows={20}
                className="min-h-80 font-mono text-[13px] leading-relaxed"
              />
            </TabsContent>
            <TabsContent value="preview">
              <div className="min-h-80 rounded-md border p-4" data-testid="markdown-preview">
                <MarkdownPreview markdown={body} />
              </div>
            </TabsContent>
          </Tabs>
          {canEdit ? (
            <div className="flex flex-wrap items-center gap-2">
              <Button
                variant="outline"
                disabled={!dirty || isBusy("save")}
                onClick={() => run(saveContentPostAction, { postId: post.id, title, bodyMd: body }, { key: "save", success: (d) => (d.version ? `Saved as version ${d.version}` : "Nothing changed") })}
              >
                {isBusy("save") ? "Saving…" : "Save version"}
              </Button>
              {reviewable ? (
                <Button disabled={isBusy("approve") || dirty} title={dirty ? "Save your changes first" : undefined} onClick={() => run(approveContentPostAction, { postId: post.id }, { key: "approve", success: "Approved: it is now on /cm-posts-selected" })}>
                  <CheckIcon aria-hidden="true" />
                  Approve
                </Button>
              ) : null}
              {post.status === "suggested" || post.status === "selected" ? (
                <Button variant="ghost" className="text-destructive" onClick={() => setRejecting(true)}>
                  <XIcon aria-hidden="true" />
                  Reject
                </Button>
              ) : null}
              {dirty ? <span className="text-[13px] text-muted-foreground">Unsaved changes</span> : null}
            </div>
          ) : null}
        </CardContent>
      </Card>

      <div className="grid content-start gap-4">
        <ScorePanel body={body} open={open} />
        <Card>
          <CardHeader>
            <CardTitle>Based on</CardTitle>
            <CardDescription>The knowledge-base passages the draft was written from.</CardDescription>
          </CardHeader>
          <CardContent>
            {open.citations.length ? (
              <ul className="grid gap-1 text-[13px]" data-testid="post-citations">
                {open.citations.map((c, i) => (
                  <li key={`${c.chunkId}-${i}`}>
                    {c.sourceTitle}
                    {c.heading ? <span className="text-muted-foreground"> › {c.heading}</span> : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-[13px] text-muted-foreground">{post.method === "ai" ? "No passages of the knowledge base matched this brief." : "Not generated from the knowledge base."}</p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <HistoryIcon aria-hidden="true" className="size-4" />
              Versions
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2 text-[13px]" data-testid="post-versions">
              {open.versions.map((v) => (
                <li key={v.id} className="flex items-center gap-2">
                  <span className="font-medium tabular-nums">v{v.version}</span>
                  <span className="min-w-0 flex-1 truncate text-muted-foreground">
                    {v.note ?? v.authorName ?? "Edited"} · <RelativeTime at={v.createdAt} />
                  </span>
                  <Button size="sm" variant="ghost" onClick={() => setViewing(v.id)}>
                    View
                  </Button>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>

      {version ? (
        <FormDialog
          title={`Version ${version.version}: ${version.title}`}
          description={`${version.note ?? version.authorName ?? "Edited"}. Restoring saves it as a new version; the history stays.`}
          className="max-h-[90svh] overflow-y-auto sm:max-w-2xl"
          onClose={() => setViewing(null)}
          pending={isBusy("restore")}
          submitLabel="Restore as new version"
          submitDisabled={!canEdit || version.version === open.versions[0]?.version}
          onSubmit={() =>
            run(restoreContentPostVersionAction, { postId: post.id, versionId: version.id }, {
              key: "restore",
              success: (d) => `Restored as version ${d.version}`,
              onSuccess: (d) => {
                setTitle(version.title);
                setBody(version.bodyMd);
                setViewing(null);
                void d;
              },
            })
          }
        >
          <div className="rounded-md border p-4">
            <MarkdownPreview markdown={version.bodyMd} />
          </div>
        </FormDialog>
      ) : null}

      {rejecting ? (
        <FormDialog
          title="Reject this post"
          description="The post is kept under Rejected with your reason, so the team and the engine learn from it. You can approve it later."
          onClose={() => setRejecting(false)}
          pending={isBusy("reject")}
          submitLabel="Reject"
          onSubmit={() =>
            run(rejectContentPostAction, { postId: post.id, reason }, {
              key: "reject",
              success: "Rejected",
              onSuccess: () => setRejecting(false),
              onError: (e) => setReasonError(e),
            })
          }
        >
          <FormField id="reject-reason" label="Reason" error={reasonError} hint="e.g. Off brand: too salesy; facts not checked.">
            <Textarea id="reject-reason" value={reason} onChange={(e) => setReason(e.target.value)} rows={3} />
          </FormField>
        </FormDialog>
      ) : null}
    </section>
  );
}
