"use client";

/**
 * Client approval by link, shared by the content calendar (/cm-posts-selected) and the social
 * calendar (/sm-posts-selected): choose posts, create a link (shown once), list and revoke the
 * brand's links. Each calendar passes its own create and revoke actions (the social one names the
 * post's brand, the content one acts on the current brand).
 */
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { CopyIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/sonner";
import { formatDateTime } from "@/lib/format";

type Result<T> = { ok: true; data: T } | { ok: false; error: string };
/** A link as the dialog lists it (modules/content/calendar/approvals listApprovalLinks). */
export type ApprovalLink = { id: string; title: string; postIds: string[]; expiresAt: string; revokedAt: string | null; active: boolean };
/** What the dialog needs of a post. */
export type ApprovalCandidate = { id: string; title: string; channel: string; status: string };
export type CreateApprovalLink = (input: { postIds: string[]; days: number; title?: string }) => Promise<Result<{ url: string }>>;
export type RevokeApprovalLink = (input: { approvalId: string }) => Promise<Result<unknown>>;

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success("Link copied");
  } catch {
    toast.error("Could not copy: select the link and copy it yourself.");
  }
}

export function LinkBox({ url, label }: { url: string; label: string }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor="made-link">{label}</Label>
      <div className="flex gap-2">
        <Input id="made-link" readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" />
        <Button type="button" variant="outline" size="icon" aria-label="Copy link" onClick={() => copy(url)}>
          <CopyIcon aria-hidden="true" />
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">Shown once: only a fingerprint of it is kept. Copy it now.</p>
    </div>
  );
}

/** Creates a client approval link for the chosen posts and lists the brand's links (revocable). */
export function ApprovalDialog({
  posts,
  initial,
  links,
  onClose,
  create,
  revoke,
}: {
  posts: ApprovalCandidate[];
  initial: string[];
  links: ApprovalLink[];
  onClose: () => void;
  create: CreateApprovalLink;
  revoke: RevokeApprovalLink;
}) {
  const candidates = posts.filter((p) => p.status !== "published");
  const [chosen, setChosen] = useState<Set<string>>(new Set(initial));
  const [days, setDays] = useState("14");
  const [title, setTitle] = useState("");
  const [made, setMade] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const router = useRouter();
  const titles = new Map(posts.map((p) => [p.id, p.title]));
  return (
    <FormDialog
      title="Ask the client for approval"
      description="The client opens the link without an account, reads the posts and approves or asks for changes. Their comment stays internal."
      className="max-h-[90svh] overflow-y-auto sm:max-w-lg"
      onClose={onClose}
      pending={pending}
      submitLabel="Create link"
      submitDisabled={chosen.size === 0 || !!made}
      onSubmit={() =>
        start(async () => {
          const r = await create({ postIds: [...chosen], days: Number(days), title: title || undefined });
          if (!r.ok) return setError(r.error);
          setMade(r.data.url);
          router.refresh();
        })
      }
    >
      {made ? (
        <LinkBox url={made} label="Approval link" />
      ) : (
        <>
          <fieldset className="grid max-h-56 gap-2 overflow-y-auto rounded-md border p-3">
            <legend className="px-1 text-sm font-medium">Posts</legend>
            {candidates.length === 0 ? <p className="text-sm text-muted-foreground">No post to send: approve posts on Review Generated Posts first.</p> : null}
            {candidates.map((p) => (
              <label key={p.id} className="flex items-start gap-2 text-sm">
                <Checkbox
                  checked={chosen.has(p.id)}
                  onCheckedChange={(v) =>
                    setChosen((s) => {
                      const n = new Set(s);
                      if (v) n.add(p.id);
                      else n.delete(p.id);
                      return n;
                    })
                  }
                />
                <span className="min-w-0">
                  {p.title} <span className="text-muted-foreground">· {p.channel}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
            <div className="grid gap-2">
              <Label htmlFor="approval-title">Title for the client (optional)</Label>
              <Input id="approval-title" value={title} onChange={(e) => setTitle(e.target.value)} placeholder="Posts for next week" />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="approval-days">Valid for (days)</Label>
              <Input id="approval-days" type="number" min={1} max={90} value={days} onChange={(e) => setDays(e.target.value)} />
            </div>
          </div>
          {error ? <p className="text-sm text-destructive">{error}</p> : null}
        </>
      )}
      {links.length ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">Links of this brand</h3>
          <ul className="grid gap-1.5 text-sm">
            {links.map((l) => (
              <li key={l.id} className="flex items-center justify-between gap-2 rounded-md border px-3 py-2">
                <span className="min-w-0 truncate">
                  {l.title || l.postIds.map((id) => titles.get(id) ?? "A post").join(", ")}
                  <span className="block text-xs text-muted-foreground">
                    {l.revokedAt ? "Revoked" : l.active ? `Valid until ${formatDateTime(l.expiresAt)}` : "Expired"}
                  </span>
                </span>
                {l.active ? <RevokeButton approvalId={l.id} revoke={revoke} /> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </FormDialog>
  );
}

function RevokeButton({ approvalId, revoke }: { approvalId: string; revoke: RevokeApprovalLink }) {
  const [pending, start] = useTransition();
  const router = useRouter();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={pending}
      onClick={() =>
        start(async () => {
          const r = await revoke({ approvalId });
          if (r.ok) {
            toast.success("Link revoked: it no longer opens.");
            router.refresh();
          }
          else toast.error(r.error);
        })
      }
    >
      Revoke
    </Button>
  );
}

