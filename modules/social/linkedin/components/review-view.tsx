"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { CheckIcon, FileTextIcon, MonitorIcon, PenLineIcon, SmartphoneIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { SelectField } from "@/components/ui/option-select";
import { Textarea } from "@/components/ui/textarea";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { StatusBadge, ToneBadge } from "@/components/ui/tone-badge";
import { POST_STATES } from "@/components/calendar/post-states";
import { approveLinkedinPostAction, rejectLinkedinPostAction, saveLinkedinPostAction, writeLinkedinPostsAction } from "../actions";
import type { ReviewFilter, ReviewPost } from "../posts";
import type { Device } from "../preview";
import { HOOK_LABEL, type HookType } from "../hooks";
import { CharCounter, LinkedinPreview } from "./linkedin-preview";
import type { StyleOption } from "./ideas-view";
import { ReasonDialog } from "./reason-dialog";

const FILTER_LABEL: Record<ReviewFilter, string> = { suggested: "To review", selected: "Approved", rejected: "Rejected" };
const NONE = "__none";

export function WritePostButton({ brandId, styles, ideas, initialIdea, aiNote }: { brandId: string; styles: StyleOption[]; ideas: { id: string; title: string }[]; initialIdea: string | null; aiNote: string | null }) {
  const router = useRouter();
  const [open, setOpen] = React.useState(initialIdea !== null && styles.length > 0 && !aiNote);
  const { run, pending } = useAction({ brandId });
  const [style, setStyle] = React.useState(styles[0]?.id ?? "");
  const [idea, setIdea] = React.useState(initialIdea && ideas.some((i) => i.id === initialIdea) ? initialIdea : NONE);
  const [topic, setTopic] = React.useState("");
  const [variants, setVariants] = React.useState("2");
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const close = () => {
    setOpen(false);
    if (initialIdea) router.replace("/linkedin-posts-suggested");
  };
  const blocked = !styles.length ? "Create a style profile on 1. Training (/training-linkedin) first." : aiNote;
  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={!!blocked} title={blocked ?? undefined}>
        <PenLineIcon aria-hidden="true" />
        Write a post
      </Button>
      {open ? (
        <FormDialog
          title="Write a LinkedIn post"
          description="Written in the chosen voice, grounded in the brand's knowledge base, as variants that open with different hooks."
          onClose={close}
          pending={pending}
          submitLabel={pending ? "Writing…" : "Write"}
          onSubmit={() =>
            run(
              writeLinkedinPostsAction,
              { styleProfileId: style, ideaId: idea === NONE ? "" : idea, topic, variants: Number(variants) },
              { success: (d) => `${d.postIds.length} variant${d.postIds.length === 1 ? "" : "s"} written by ${d.engineLabel}`, onSuccess: close, onError: (e, f) => setErrors(f?.topic ? { topic: f.topic[0] ?? e } : { _: e }) },
            )
          }
        >
          <SelectField id="write-style" label="Voice (style profile)" value={style} onValueChange={setStyle} options={styles.map((s) => ({ value: s.id, label: `${s.name}${s.trained ? "" : " (not trained yet)"}` }))} />
          <SelectField id="write-idea" label="Idea" value={idea} onValueChange={setIdea} first={{ value: NONE, label: "No idea — write about the topic below" }} options={ideas.map((i) => ({ value: i.id, label: i.title }))} />
          {idea === NONE ? (
            <FormField id="write-topic" label="Topic" error={errors.topic}>
              <Textarea id="write-topic" rows={3} value={topic} onChange={(e) => setTopic(e.target.value)} placeholder="What the post is about, and the point it makes" />
            </FormField>
          ) : null}
          <SelectField id="write-variants" label="Variants" value={variants} onValueChange={setVariants} options={["1", "2", "3"].map((v) => ({ value: v, label: `${v} (different hooks)` }))} />
          {errors._ ? (
            <p role="alert" className="text-sm text-destructive">
              {errors._}
            </p>
          ) : null}
        </FormDialog>
      ) : null}
    </>
  );
}

export function ReviewFilters({ filter, counts }: { filter: ReviewFilter; counts: Record<ReviewFilter, number> }) {
  return (
    <nav aria-label="Filter posts" className="flex flex-wrap gap-1">
      {(Object.keys(FILTER_LABEL) as ReviewFilter[]).map((f) => (
        <Button key={f} asChild size="sm" variant={filter === f ? "secondary" : "ghost"}>
          <Link href={f === "suggested" ? "/linkedin-posts-suggested" : `/linkedin-posts-suggested?status=${f}`} aria-current={filter === f ? "page" : undefined}>
            {FILTER_LABEL[f]} <span className="text-muted-foreground tabular-nums">{counts[f]}</span>
          </Link>
        </Button>
      ))}
    </nav>
  );
}

/** Posts grouped by the variant set they were written in (a post without one is its own group). */
function groups(posts: ReviewPost[]): ReviewPost[][] {
  const out = new Map<string, ReviewPost[]>();
  for (const p of posts) {
    const k = p.variantGroup ?? p.id;
    out.set(k, [...(out.get(k) ?? []), p]);
  }
  return [...out.values()];
}

export function ReviewList({ brandId, posts, filter, canEdit }: { brandId: string; posts: ReviewPost[]; filter: ReviewFilter; canEdit: boolean }) {
  const [device, setDevice] = React.useState<Device>("desktop");
  if (!posts.length)
    return (
      <Card>
        <CardContent>
          <EmptyState icon={FileTextIcon} title={filter === "suggested" ? "No drafts to review" : `No ${FILTER_LABEL[filter].toLowerCase()} posts`}>
            {filter === "suggested" ? "Write a post from an idea (2. Generate Content Ideas) or from a topic: its variants appear here to edit, approve or reject." : null}
          </EmptyState>
        </CardContent>
      </Card>
    );
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">Preview as on</span>
        <ToggleGroup type="single" variant="outline" size="sm" value={device} onValueChange={(v) => v && setDevice(v as Device)} aria-label="Preview device">
          <ToggleGroupItem value="desktop" aria-label="Desktop">
            <MonitorIcon aria-hidden="true" /> Desktop
          </ToggleGroupItem>
          <ToggleGroupItem value="mobile" aria-label="Phone">
            <SmartphoneIcon aria-hidden="true" /> Phone
          </ToggleGroupItem>
        </ToggleGroup>
      </div>
      {groups(posts).map((g) => (
        <Card key={g[0]!.variantGroup ?? g[0]!.id} data-testid="variant-group">
          <CardHeader>
            <CardTitle className="wrap-anywhere">{g[0]!.title.replace(/ · [^·]+$/, "")}</CardTitle>
            <CardDescription>
              {g.length > 1 ? `${g.length} variants` : "1 draft"}
              {g[0]!.styleName ? ` in the voice “${g[0]!.styleName}”` : ""}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6 xl:grid-cols-2">
            {g.map((p, i) => (
              <PostVariant key={p.id} brandId={brandId} post={p} n={i + 1} device={device} canEdit={canEdit} author={p.styleName ?? "LinkedIn author"} />
            ))}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

function PostVariant({ brandId, post, n, device, canEdit, author }: { brandId: string; post: ReviewPost; n: number; device: Device; canEdit: boolean; author: string }) {
  const { run, pending, isBusy } = useAction({ brandId });
  const [editing, setEditing] = React.useState(false);
  const [text, setText] = React.useState(post.bodyMd);
  const [error, setError] = React.useState<string | null>(null);
  const [rejecting, setRejecting] = React.useState(false);
  const live = editing ? text : post.bodyMd;
  return (
    <article className="grid content-start gap-3" data-testid="linkedin-variant" aria-label={`Variant ${n}`}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">Variant {n}</span>
        <ToneBadge tone="info">{HOOK_LABEL[post.hook as HookType] ?? post.hook} hook</ToneBadge>
        <StatusBadge status={post.status} states={POST_STATES} />
      </div>
      <LinkedinPreview key={`${device}-${live.length}`} text={live} author={author} subtitle="Now · 🌐" device={device} />
      <CharCounter text={live} />
      {post.rejectReason ? <p className="text-sm text-muted-foreground">Rejected: {post.rejectReason}</p> : null}
      {post.citations.length ? (
        <div className="text-xs text-muted-foreground" data-testid="citations">
          <span className="font-medium text-foreground">Based on: </span>
          {post.citations.map((c, i) => (
            <span key={`${c.sourceId}-${i}`}>
              {i ? "; " : ""}
              {c.sourceTitle}
              {c.heading ? ` › ${c.heading}` : ""}
            </span>
          ))}
        </div>
      ) : null}
      {editing ? (
        <div className="grid gap-2">
          <FormField id={`edit-${post.id}`} label="Post text" error={error}>
            <Textarea id={`edit-${post.id}`} rows={10} value={text} onChange={(e) => setText(e.target.value)} />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={pending}
              onClick={() => run(saveLinkedinPostAction, { postId: post.id, bodyMd: text }, { key: "save", success: "Saved as a new version", onSuccess: () => (setEditing(false), setError(null)), onError: (e, f) => setError(f?.bodyMd?.[0] ?? e) })}
            >
              Save
            </Button>
            <Button size="sm" variant="ghost" disabled={pending} onClick={() => (setEditing(false), setText(post.bodyMd), setError(null))}>
              Cancel
            </Button>
          </div>
        </div>
      ) : canEdit ? (
        <div className="flex flex-wrap gap-2">
          {post.status === "suggested" || post.status === "rejected" ? (
            <Button size="sm" disabled={isBusy("approve")} onClick={() => run(approveLinkedinPostAction, { postId: post.id }, { key: "approve", success: "Approved: it waits on SM Posts to be scheduled" })}>
              <CheckIcon aria-hidden="true" />
              Approve
            </Button>
          ) : null}
          {post.status === "suggested" || post.status === "selected" ? (
            <>
              <Button size="sm" variant="outline" onClick={() => (setText(post.bodyMd), setEditing(true))}>
                Edit
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setRejecting(true)}>
                Reject
              </Button>
            </>
          ) : null}
          {post.status === "selected" ? (
            <Button asChild size="sm" variant="ghost">
              <Link href="/sm-posts-selected">Schedule it</Link>
            </Button>
          ) : null}
        </div>
      ) : null}
      {rejecting ? (
        <ReasonDialog
          brandId={brandId}
          title="Reject this draft"
          description="The draft is kept under Rejected with your reason."
          success="Draft rejected"
          action={rejectLinkedinPostAction}
          input={(reason) => ({ postId: post.id, reason })}
          onClose={() => setRejecting(false)}
        />
      ) : null}
    </article>
  );
}
