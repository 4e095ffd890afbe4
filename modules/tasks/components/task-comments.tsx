"use client";

import * as React from "react";
import { LoaderCircleIcon, MessageSquareIcon, Trash2Icon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { addTaskCommentAction, deleteTaskCommentAction } from "../actions";
import type { TaskComment } from "../queries";
import { RelativeTime } from "@/components/ui/relative-time";
import { onFormSubmit } from "@/components/actions/on-form-submit";

/** The task's conversation: newest last, like a thread. Authors (and admins) may delete their comments. */
export function TaskComments({
  brandId,
  taskId,
  comments,
  userId,
  canEdit,
  isManager,
}: {
  brandId: string;
  taskId: string;
  comments: TaskComment[];
  userId: string;
  canEdit: boolean;
  isManager: boolean;
}) {
  const { run, pending, isBusy } = useAction({ brandId });
  const [body, setBody] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);

  const add = async () => {
    if (!body.trim() || pending) return;
    setError(null);
    const result = await run(addTaskCommentAction, { taskId, body }, { key: "add", success: "Comment added", onError: setError });
    if (result.ok) setBody("");
  };

  return (
    <section aria-labelledby="task-comments" className="grid min-w-0 content-start gap-4 rounded-xl border bg-card p-4 md:p-5">
      <h2 id="task-comments" className="flex items-center gap-2 text-sm font-semibold">
        <MessageSquareIcon aria-hidden="true" className="size-4 text-muted-foreground" />
        Comments
        <span className="font-normal text-muted-foreground tabular-nums">{comments.length || ""}</span>
      </h2>
      {comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{canEdit ? "No comments yet. Ask a question or leave a note for the assignee." : "No comments yet."}</p>
      ) : (
        <ol className="grid gap-4">
          {comments.map((c) => (
            <li key={c.id} className="group/comment grid gap-1" data-testid="task-comment">
              <div className="flex items-center gap-2 text-xs">
                <span className="font-medium">{c.userName ?? "Former member"}</span>
                <RelativeTime at={c.at} className="text-muted-foreground" />
                {canEdit && (c.userId === userId || isManager) ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="ml-auto size-6 text-muted-foreground opacity-0 group-hover/comment:opacity-100 focus-visible:opacity-100"
                    aria-label="Delete this comment"
                    disabled={isBusy(c.id)}
                    onClick={() => void run(deleteTaskCommentAction, { commentId: c.id }, { key: c.id, success: "Comment deleted" })}
                  >
                    {isBusy(c.id) ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : <Trash2Icon aria-hidden="true" />}
                  </Button>
                ) : null}
              </div>
              <p className="text-sm break-words whitespace-pre-wrap">{c.body}</p>
            </li>
          ))}
        </ol>
      )}
      {canEdit ? (
        <form className="grid gap-2 border-t pt-4" onSubmit={onFormSubmit(add)}>
          <Label htmlFor="task-new-comment" className="sr-only">
            New comment
          </Label>
          <Textarea
            id="task-new-comment"
            value={body}
            onChange={(e) => setBody(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                e.stopPropagation();
                void add();
              }
            }}
            placeholder="Write a comment"
            maxLength={10_000}
            className="min-h-20"
            aria-invalid={!!error || undefined}
          />
          {error ? <p className="text-xs text-destructive">{error}</p> : null}
          <div className="flex justify-end">
            <Button type="submit" size="sm" disabled={!body.trim() || isBusy("add")}>
              {isBusy("add") ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : null}
              Comment
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
