"use client";

/**
 * The shared social calendar (/sm-posts-selected): the content calendar's month and week grids
 * (modules/content/components/calendar-board) over every visible brand's LinkedIn and Instagram
 * posts, filtered by brand and network, plus a list that shows how each post goes out and what came
 * of it (the live URL, or the error and the next retry). Dropping a post on a day reschedules it
 * with its publication settings; a post without them opens the schedule dialog on that day.
 */
import { useMemo, useState, useTransition } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { DndContext, DragOverlay, pointerWithin, type DragEndEvent } from "@dnd-kit/core";
import { format } from "date-fns";
import { CalendarClockIcon, CalendarDaysIcon, CheckCircle2Icon, ExternalLinkIcon, LinkIcon, RotateCcwIcon, TriangleAlertIcon, UndoIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/sonner";
import { StatusBadge } from "@/components/ui/tone-badge";
import { byDay } from "@/lib/calendar-grid";
import { CalendarBody, CalendarNav, DragGhost, dropDestination, useCalendarView } from "@/components/calendar/calendar-nav";
import { PostChip, when, type Chip } from "@/components/calendar/calendar-grid";
import { MarkPublishedDialog } from "@/components/calendar/mark-published-dialog";
import { ApprovalDialog } from "@/components/calendar/approval-dialog";
import { NETWORK_LABELS } from "@/components/calendar/post-states";
import { PostList } from "@/components/calendar/post-list";
import { createSocialApprovalLinkAction, revokeSocialApprovalLinkAction } from "@/modules/social/publish/approval-actions";
import { markSocialPostPublishedAction, retrySocialPublicationAction, scheduleSocialPostAction } from "@/modules/social/publish/actions";
import type { SocialCalendarBrand, SocialCalendarPost } from "@/modules/social/publish/calendar";
import { PUBLICATION_STATES, TARGET_LABELS } from "./publication-states";
import { clashText, SocialScheduleDialog } from "./social-schedule-dialog";

type Dialog = { kind: "schedule"; post: SocialCalendarPost; at?: Date } | { kind: "published"; post: SocialCalendarPost } | { kind: "approval"; post: SocialCalendarPost } | null;

export function SocialCalendar({ brands, posts }: { brands: SocialCalendarBrand[]; posts: SocialCalendarPost[] }) {
  const { view, setView, anchor, setAnchor, mounted, sensors } = useCalendarView();
  const [brandFilter, setBrandFilter] = useState("all");
  const [networkFilter, setNetworkFilter] = useState("all");
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dragging, setDragging] = useState<SocialCalendarPost | null>(null);
  const [, start] = useTransition();
  const router = useRouter();
  const brandsById = useMemo(() => new Map(brands.map((b) => [b.id, b])), [brands]);
  const shown = posts.filter((p) => (brandFilter === "all" || p.brandId === brandFilter) && (networkFilter === "all" || p.network === networkFilter));
  const byId = useMemo(() => new Map(posts.map((p) => [p.id, p])), [posts]);
  const unscheduled = shown.filter((p) => p.status === "selected" && !p.scheduledAt);
  const days = useMemo(() => byDay(shown.filter((p) => p.scheduledAt), when), [shown]);
  const multiBrand = brands.length > 1;

  function reschedule(post: SocialCalendarPost, at: Date | null) {
    if (at && !post.publication) return setDialog({ kind: "schedule", post, at });
    start(async () => {
      const pub = post.publication;
      const r = await scheduleSocialPostAction({ brandId: post.brandId, postId: post.id, at: at?.toISOString() ?? null, target: pub?.target ?? "reminder", media: pub?.media ?? [], format: pub?.format ?? null } as Parameters<typeof scheduleSocialPostAction>[0]);
      if (!r.ok) return void toast.error(r.error);
      toast.success(at ? `Scheduled for ${format(at, "EEE d MMM, HH:mm")}` : "Taken off the calendar");
      router.refresh();
    });
  }

  function onDragEnd(e: DragEndEvent) {
    setDragging(null);
    const post = byId.get(String(e.active.id));
    const to = post ? dropDestination(e.over?.id, when(post)) : null;
    if (post && to) reschedule(post, to === "unscheduled" ? null : to);
  }

  const menu = (post: SocialCalendarPost) => <SocialPostMenu post={post} onDialog={setDialog} onUnschedule={() => reschedule(post, null)} onRetry={() =>
    start(async () => {
      const r = await retrySocialPublicationAction({ brandId: post.brandId, postId: post.id } as Parameters<typeof retrySocialPublicationAction>[0]);
      if (!r.ok) return void toast.error(r.error);
      toast.success("It will be tried again within a minute");
      router.refresh();
    })
  } />;
  const chip: Chip<SocialCalendarPost> = (post, compact = true) => {
    return (
      <PostChip
        key={post.id}
        post={post}
        owner={undefined}
        draggable={post.canEdit && post.status !== "published" && post.publication?.state !== "sending" && post.publication?.state !== "container"}
        compact={compact}
        menu={menu(post)}
        detail={<ChipDetail post={post} multiBrand={multiBrand} />}
      />
    );
  };

  return (
    <DndContext sensors={sensors} collisionDetection={pointerWithin} onDragStart={(e) => setDragging(byId.get(String(e.active.id)) ?? null)} onDragCancel={() => setDragging(null)} onDragEnd={onDragEnd}>
      <div className="flex flex-wrap items-center gap-2">
        <CalendarNav view={view} onView={setView} anchor={anchor} onAnchor={setAnchor} mounted={mounted} />
        <div className="ml-auto flex flex-wrap gap-2">
          {multiBrand ? (
            <Select value={brandFilter} onValueChange={setBrandFilter}>
              <SelectTrigger size="sm" aria-label="Brand" className="w-44">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">All brands ({brands.length})</SelectItem>
                {brands.map((b) => (
                  <SelectItem key={b.id} value={b.id}>
                    {b.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          ) : null}
          <Select value={networkFilter} onValueChange={setNetworkFilter}>
            <SelectTrigger size="sm" aria-label="Network" className="w-36">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All networks</SelectItem>
              <SelectItem value="linkedin">LinkedIn</SelectItem>
              <SelectItem value="instagram">Instagram</SelectItem>
            </SelectContent>
          </Select>
        </div>
      </div>

      {posts.length === 0 ? (
        <EmptyState icon={CalendarDaysIcon} title="No social posts to schedule yet" action={<Button asChild size="sm"><Link href="/linkedin-posts-suggested">Review generated posts</Link></Button>}>
          Approve LinkedIn or Instagram posts on Review Generated Posts: they wait here to be put on the calendar, checked against each network&apos;s limits and published at their time.
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState icon={CalendarDaysIcon} title="No posts match these filters">Choose All brands or All networks to see the others.</EmptyState>
      ) : (
        <CalendarBody view={view} mounted={mounted} anchor={anchor} days={days} chip={chip} unscheduled={unscheduled} canEdit={shown.some((p) => p.canEdit)} list={<SocialList posts={shown} menu={menu} multiBrand={multiBrand} />} />
      )}

      <DragOverlay>{dragging ? <DragGhost title={dragging.title} /> : null}</DragOverlay>

      {dialog?.kind === "schedule" ? <SocialScheduleDialog post={dialog.post} brand={brandsById.get(dialog.post.brandId)} at={dialog.at} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === "published" ? (
        <MarkPublishedDialog post={dialog.post} onClose={() => setDialog(null)} action={(i) => markSocialPostPublishedAction({ ...i, brandId: dialog.post.brandId } as Parameters<typeof markSocialPostPublishedAction>[0])} />
      ) : null}
      {dialog?.kind === "approval" ? (
        <ApprovalDialog
          posts={posts.filter((p) => p.brandId === dialog.post.brandId)}
          initial={[dialog.post.id]}
          links={brandsById.get(dialog.post.brandId)?.approvalLinks ?? []}
          onClose={() => setDialog(null)}
          create={(i) => createSocialApprovalLinkAction({ ...i, brandId: dialog.post.brandId } as Parameters<typeof createSocialApprovalLinkAction>[0])}
          revoke={(i) => revokeSocialApprovalLinkAction({ ...i, brandId: dialog.post.brandId } as Parameters<typeof revokeSocialApprovalLinkAction>[0])}
        />
      ) : null}
    </DndContext>
  );
}

function ChipDetail({ post, multiBrand }: { post: SocialCalendarPost; multiBrand: boolean }) {
  const failed = post.publication?.state === "failed";
  return (
    <>
      {multiBrand ? <span className="font-medium text-foreground/80">{post.brandName}</span> : null}
      {post.clashes.length ? <TriangleAlertIcon className="size-3 text-amber-600 dark:text-amber-400" aria-label={post.clashes.map(clashText).join(" ")} /> : null}
      {failed ? <span className="text-red-700 dark:text-red-300">failed</span> : null}
      {post.status !== "published" && post.issues.length && post.scheduledAt ? <span className="text-amber-700 dark:text-amber-300">fix</span> : null}
    </>
  );
}

function SocialPostMenu({ post, onDialog, onUnschedule, onRetry }: { post: SocialCalendarPost; onDialog: (d: Dialog) => void; onUnschedule: () => void; onRetry: () => void }) {
  const open = post.status !== "published" && post.publication?.state !== "published";
  const busy = post.publication?.state === "sending" || post.publication?.state === "container";
  const edit = post.canEdit;
  return (
    <RowActionsMenu
      label={`More for ${post.title}`}
      title={post.title}
      modal={false}
      className="w-56"
      triggerClassName="size-6"
      actions={[
        edit && open && !busy && { label: post.scheduledAt ? "Reschedule…" : "Schedule…", icon: CalendarClockIcon, onSelect: () => onDialog({ kind: "schedule", post }) },
        edit && open && !busy && !!post.scheduledAt && { label: "Take off the calendar", icon: UndoIcon, onSelect: onUnschedule },
        edit && open && !busy && { label: "Ask client for approval…", icon: LinkIcon, onSelect: () => onDialog({ kind: "approval", post }) },
        edit && post.publication?.state === "failed" && { label: "Try publishing again", icon: RotateCcwIcon, onSelect: onRetry },
        edit && { label: post.status === "published" ? "Live URL…" : "Mark published…", icon: CheckCircle2Icon, onSelect: () => onDialog({ kind: "published", post }) },
        !!post.publishedUrl && { label: "Open live post", icon: ExternalLinkIcon, href: post.publishedUrl },
      ]}
    />
  );
}

function SocialList({ posts, menu, multiBrand }: { posts: SocialCalendarPost[]; menu: (p: SocialCalendarPost) => React.ReactNode; multiBrand: boolean }) {
  return (
    <PostList
      posts={posts}
      menu={menu}
      channel={(p) => NETWORK_LABELS[p.network]}
      rowData={(p) => ({ "data-publication": p.publication?.state ?? "none" })}
      metaStart={(p) => (multiBrand ? <span className="font-medium text-foreground/80">{p.brandName}</span> : null)}
      metaEnd={(p) =>
        p.publication ? (
          <>
            <span>{TARGET_LABELS[p.publication.target]}</span>
            {p.publication.state !== "published" ? <StatusBadge status={p.publication.state} states={PUBLICATION_STATES} /> : null}
          </>
        ) : null
      }
      detail={(p) => (
        <>
          {p.publication?.lastError ? (
            <p className="rounded-md bg-red-500/10 px-2 py-1 text-xs wrap-anywhere text-red-800 dark:text-red-200">
              {p.publication.lastError}
              {p.publication.state === "retry" || (p.publication.state === "sending" && p.publication.nextAttemptAt) ? ` Next try ${p.publication.nextAttemptAt ? format(new Date(p.publication.nextAttemptAt), "HH:mm") : "soon"}.` : ""}
            </p>
          ) : null}
          {p.status !== "published" && p.issues.length ? <p className="text-xs text-amber-800 dark:text-amber-200">{p.issues.map((i) => i.message).join(" ")}</p> : null}
          {p.clashes.map((c) => (
            <p key={c.otherPostId} className="flex gap-1 text-xs text-amber-800 dark:text-amber-200">
              <TriangleAlertIcon className="mt-0.5 size-3 shrink-0" aria-hidden="true" /> {clashText(c)}
            </p>
          ))}
        </>
      )}
    />
  );
}
