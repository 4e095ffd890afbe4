"use client";

import { useState, useTransition } from "react";
import { formatDateTime } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { StatusBadge } from "@/components/ui/tone-badge";
import { decideContentApprovalAction } from "@/modules/content/calendar/actions";
import type { ApprovalPost } from "@/modules/content/calendar/approvals";
import { APPROVAL_STATES, NETWORK_LABELS } from "@/components/calendar/post-states";

const MEDIA_LABELS = { image: "Image", video: "Video", document: "Document" } as const;

/** One post on the public approval page: the text read-only, then Approve / Request changes. */
export function ApprovalPostCard({ token, post }: { token: string; post: ApprovalPost }) {
  const [name, setName] = useState("");
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [decided, setDecided] = useState(post.decided?.decision ?? null);
  const [pending, start] = useTransition();
  const decide = (decision: "approved" | "changes_requested") =>
    start(async () => {
      setError(null);
      const r = await decideContentApprovalAction({ token, postId: post.id, decision, reviewerName: name || null, comment: comment || null });
      if (!r.ok) return setError(r.error);
      setDecided(decision);
    });
  const id = post.id.slice(0, 8);
  return (
    <Card data-post={post.id}>
      <CardHeader>
        <CardTitle className="text-lg">{post.title}</CardTitle>
        <CardDescription>
          {post.kind === "social" ? `${(NETWORK_LABELS as Record<string, string>)[post.channel] ?? post.channel} post` : `${post.channel} · ${post.kind}`}
          {post.scheduledAt ? ` · planned for ${formatDateTime(post.scheduledAt)}` : ""}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="max-h-[28rem] overflow-y-auto rounded-md border bg-muted/30 p-4 text-sm leading-relaxed break-words whitespace-pre-wrap">{post.bodyMd || "(No text yet.)"}</div>
        {post.media.length ? (
          <div className="grid gap-1.5">
            <h3 className="text-sm font-medium">Media ({post.media.length})</h3>
            <ul className="grid gap-1 text-sm" data-testid="approval-media">
              {post.media.map((m, i) => (
                <li key={i} className="flex min-w-0 items-center gap-2">
                  <span className="shrink-0 text-muted-foreground">{MEDIA_LABELS[m.kind]}</span>
                  <a href={m.url} target="_blank" rel="noreferrer" className="min-w-0 truncate underline underline-offset-2">
                    {m.url.split("/").pop() || m.url}
                  </a>
                  {m.width && m.height ? <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{m.width}×{m.height}</span> : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {decided ? (
          <div className="flex items-center gap-2 text-sm" role="status">
            Your decision: <StatusBadge status={decided} states={APPROVAL_STATES} />
            <span className="text-muted-foreground">You can change it below while the link is valid.</span>
          </div>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={`name-${id}`}>Your name (optional)</Label>
            <Input id={`name-${id}`} value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" maxLength={120} />
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`comment-${id}`}>Comment (for the team only)</Label>
          <Textarea id={`comment-${id}`} value={comment} onChange={(e) => setComment(e.target.value)} rows={3} maxLength={4000} aria-invalid={!!error} />
        </div>
        {error ? (
          <p className="text-sm text-destructive" role="alert">
            {error}
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button disabled={pending} onClick={() => decide("approved")}>
          Approve
        </Button>
        <Button variant="outline" disabled={pending} onClick={() => decide("changes_requested")}>
          Request changes
        </Button>
      </CardFooter>
    </Card>
  );
}
