"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/sonner";
import {
  createContentCalendarFeedAction,
  markContentPostPublishedAction,
  revokeContentCalendarFeedAction,
  scheduleContentPostAction,
  setContentPostOwnerAction,
} from "@/modules/content/calendar/actions";
import { fromLocalInput, toLocalInput, atTime, DEFAULT_HOUR } from "@/lib/calendar-grid";
import { MarkPublishedDialog as SharedMarkPublishedDialog } from "@/components/calendar/mark-published-dialog";
import { LinkBox } from "@/components/calendar/approval-dialog";
import type { CalendarMember, CalendarPost } from "@/modules/content/calendar/posts";
import { addDays } from "date-fns";

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
