"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/sonner";

/**
 * Records where a post is live. `action` is the calendar's own Mark published (content or social),
 * taking { postId, url }.
 */
export function MarkPublishedDialog({
  post,
  onClose,
  action,
}: {
  post: { id: string; title: string; kind: string; briefId: string | null; publishedUrl: string | null };
  onClose: () => void;
  action: (input: { postId: string; url: string }) => Promise<{ ok: true } | { ok: false; error: string }>;
}) {
  const [url, setUrl] = useState(post.publishedUrl ?? "");
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const router = useRouter();
  return (
    <FormDialog
      title="Mark published"
      description={`Where “${post.title}” is live. ${post.kind === "article" && post.briefId ? "The brief gets the same URL." : ""}`}
      onClose={onClose}
      pending={pending}
      submitLabel="Mark published"
      onSubmit={() =>
        start(async () => {
          const r = await action({ postId: post.id, url });
          if (!r.ok) return setError(r.error);
          toast.success("Marked published");
          router.refresh();
          onClose();
        })
      }
    >
      <div className="grid gap-2">
        <Label htmlFor="published-url">Live URL</Label>
        <Input id="published-url" type="url" inputMode="url" placeholder="https://" value={url} onChange={(e) => setUrl(e.target.value)} aria-invalid={!!error} />
        {error ? <p className="text-sm text-destructive">{error}</p> : null}
      </div>
    </FormDialog>
  );
}

