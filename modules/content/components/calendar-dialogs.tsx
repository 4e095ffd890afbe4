"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { CopyIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/sonner";
import { Checkbox } from "@/components/ui/checkbox";
import {
  createContentApprovalLinkAction,
  createContentCalendarFeedAction,
  markContentPostPublishedAction,
  revokeContentApprovalLinkAction,
  revokeContentCalendarFeedAction,
  scheduleContentPostAction,
  setContentPostOwnerAction,
} from "@/modules/content/calendar/actions";
import { fromLocalInput, toLocalInput, atTime, DEFAULT_HOUR } from "@/lib/calendar-grid";
import { MarkPublishedDialog as SharedMarkPublishedDialog } from "@/components/calendar/mark-published-dialog";
import type { ApprovalLink } from "@/modules/content/calendar/approvals";
import type { CalendarMember, CalendarPost } from "@/modules/content/calendar/posts";
import { addDays } from "date-fns";
import { formatDateTime } from "@/lib/format";

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success("Link copied");
  } catch {
    toast.error("Could not copy: select the link and copy it yourself.");
  }
}

/** The keyboard way to schedule (drag is not the only way): a date-time field in the viewer's time zone. */
export function ScheduleDialog({ post, onClose, onScheduled }: { post: CalendarPost; onClose: () => void; onScheduled: (at: string | null) => void }) {
  const [value, setValue] = useState(toLocalInput(post.scheduledAt ? new Date(post.scheduledAt) : atTime(addDays(new Date(), 1), DEFAULT_HOUR)));
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const router = useRouter();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <FormDialog
      title="Schedule post"
      description={`“${post.title}” — date and time in your time zone (${zone}).`}
      onClose={onClose}
      pending={pending}
      submitLabel="Schedule"
      onSubmit={() =>
        start(async () => {
          const at = fromLocalInput(value);
          if (!at) return setError("Pick a date and time.");
          const r = await scheduleContentPostAction({ postId: post.id, at: at.toISOString() });
          if (!r.ok) return setError(r.error);
          toast.success("Post scheduled");
          router.refresh();
          onScheduled(r.data.scheduledAt);
          onClose();
        })
      }
    >
      <div className="grid gap-2">
        <Label htmlFor="schedule-at">Date and time</Label>
        <Input id="schedule-at" type="datetime-local" value={value} onChange={(e) => setValue(e.target.value)} aria-invalid={!!error} aria-describedby={error ? "schedule-error" : undefined} />
        {error ? (
          <p id="schedule-error" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </FormDialog>
  );
}

/** Mark published with the content calendar's action (the dialog is shared with the social calendar). */
export function MarkPublishedDialog({ post, onClose }: { post: CalendarPost; onClose: () => void }) {
  return <SharedMarkPublishedDialog post={post} onClose={onClose} action={markContentPostPublishedAction} />;
}

export function OwnerDialog({ post, members, onClose }: { post: CalendarPost; members: CalendarMember[]; onClose: () => void }) {
  const [ownerId, setOwnerId] = useState(post.ownerId ?? "none");
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const router = useRouter();
  return (
    <FormDialog
      title="Owner"
      description={`Who takes “${post.title}” to publication.`}
      onClose={onClose}
      pending={pending}
      submitLabel="Save"
      onSubmit={() =>
        start(async () => {
          const r = await setContentPostOwnerAction({ postId: post.id, ownerId: ownerId === "none" ? null : ownerId });
          if (!r.ok) return setError(r.error);
          toast.success("Owner saved");
          router.refresh();
          onClose();
        })
      }
    >
      <div className="grid gap-2">
        <Label htmlFor="post-owner">Owner</Label>
        <Select value={ownerId} onValueChange={setOwnerId}>
          <SelectTrigger id="post-owner" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="none">No owner</SelectItem>
            {members.map((m) => (
              <SelectItem key={m.userId} value={m.userId}>
                {m.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {error ? <p className="text-sm text-destructive">{error}</p> : null}
      </div>
    </FormDialog>
  );
}

function LinkBox({ url, label }: { url: string; label: string }) {
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
export function ApprovalDialog({ posts, initial, links, onClose }: { posts: CalendarPost[]; initial: string[]; links: ApprovalLink[]; onClose: () => void }) {
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
          const r = await createContentApprovalLinkAction({ postIds: [...chosen], days: Number(days), title: title || undefined });
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
            {candidates.length === 0 ? <p className="text-sm text-muted-foreground">No post to send: select posts on Review Generated Posts first.</p> : null}
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
                {l.active ? <RevokeButton approvalId={l.id} /> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </FormDialog>
  );
}

function RevokeButton({ approvalId }: { approvalId: string }) {
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
          const r = await revokeContentApprovalLinkAction({ approvalId });
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

/** The secret ICS feed: create (replacing the old URL) or turn off. */
export function FeedDialog({ active, onClose }: { active: boolean; onClose: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const router = useRouter();
  return (
    <FormDialog
      title="Calendar feed (ICS)"
      description="Subscribe to the scheduled and published posts from Google Calendar, Outlook or Apple Calendar. Anyone with the URL can read the titles and dates; make a new one to stop the old."
      onClose={onClose}
      pending={pending}
      submitLabel={active || url ? "Make a new URL" : "Create feed URL"}
      onSubmit={() =>
        start(async () => {
          const r = await createContentCalendarFeedAction({});
          if (!r.ok) return setError(r.error);
          setUrl(r.data.url);
          router.refresh();
        })
      }
      footer={
        <DialogFormFooter pending={pending} submitLabel={active || url ? "Make a new URL" : "Create feed URL"} onCancel={onClose} cancelLabel="Close" cancelDisabled={false}>
          {active && !url ? (
          <Button
            type="button"
            variant="outline"
            disabled={pending}
            onClick={() =>
              start(async () => {
                const r = await revokeContentCalendarFeedAction({});
                if (!r.ok) return setError(r.error);
                toast.success("Calendar feed turned off");
                router.refresh();
                onClose();
              })
            }
          >
            Turn off feed
          </Button>
          ) : null}
        </DialogFormFooter>
      }
    >
      {url ? <LinkBox url={url} label="Feed URL" /> : <p className="text-sm text-muted-foreground">{active ? "A feed URL is active. Its URL was shown once; make a new one if you lost it (the old one stops working)." : "No feed yet."}</p>}
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
    </FormDialog>
  );
}
