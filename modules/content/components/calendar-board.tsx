"use client";

/**
 * The content calendar (/cm-posts-selected): month, week and list views of the brand's selected,
 * scheduled and published posts, in the viewer's time zone (brands have none). Drag a post from
 * "Not scheduled" onto a day (month) or an hour (week), or between days, to schedule it — @dnd-kit
 * with a pointer sensor; the keyboard way is "Schedule…" in each post's menu (a date-time field).
 * Phones open on the list view.
 */
import { useMemo, useState, useTransition } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { DndContext, DragOverlay, pointerWithin, type DragEndEvent } from "@dnd-kit/core";
import { addDays, addWeeks, format } from "date-fns";
import { CalendarClockIcon, CalendarDaysIcon, DownloadIcon, ExternalLinkIcon, LinkIcon, RssIcon, SendIcon, UndoIcon, UserIcon, CheckCircle2Icon, RepeatIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { toast } from "@/components/ui/sonner";
import { createContentApprovalLinkAction, publishContentPostAction, revokeContentApprovalLinkAction, scheduleContentPostAction } from "@/modules/content/calendar/actions";
import type { ApprovalLink } from "@/modules/content/calendar/approvals";
import { byDay, dayKey, monthGrid, weekDays } from "@/lib/calendar-grid";
import { CalendarBody, CalendarNav, DragGhost, dropDestination, useCalendarView, type CalendarView } from "@/components/calendar/calendar-nav";
import { OwnerAvatar, PostChip, when } from "@/components/calendar/calendar-grid";
import type { CalendarMember, CalendarPost } from "@/modules/content/calendar/posts";
import { PostList } from "@/components/calendar/post-list";
import { ApprovalDialog } from "@/components/calendar/approval-dialog";
import { FeedDialog, MarkPublishedDialog, OwnerDialog, ScheduleDialog } from "./calendar-dialogs";
import { FillSlotDialog, openSlots, SeriesDialog, SlotChip, useFillSlot, type OpenSlot } from "./calendar-series";
import type { CalendarSeries } from "@/modules/content/calendar/series";

type Dialog =
  | { kind: "schedule"; post: CalendarPost }
  | { kind: "published"; post: CalendarPost }
  | { kind: "owner"; post: CalendarPost }
  | { kind: "approval"; postIds: string[] }
  | { kind: "feed" }
  | { kind: "series" }
  | { kind: "fill"; slot: OpenSlot }
  | null;

const slotAt = (s: OpenSlot) => s.at;
/** How far ahead the list view shows open recurring slots. */
const LIST_SLOT_WEEKS = 8;

/** The instants the current view covers (open recurring slots are expanded for them only). */
function viewRange(view: CalendarView, anchor: Date): [Date, Date] {
  if (view === "month") {
    const weeks = monthGrid(anchor);
    return [weeks[0]![0]!, addDays(weeks.at(-1)![6]!, 1)];
  }
  if (view === "week") {
    const d = weekDays(anchor);
    return [d[0]!, addDays(d[6]!, 1)];
  }
  return [anchor, addWeeks(anchor, LIST_SLOT_WEEKS)];
}

type Move = Pick<CalendarPost, "scheduledAt" | "status">;
const sameTime = (a: string | null, b: string | null) => (a === null || b === null ? a === b : Date.parse(a) === Date.parse(b));

export function CalendarBoard({
  posts: initialPosts,
  members,
  links,
  feedActive,
  canEdit,
  series,
}: {
  posts: CalendarPost[];
  members: CalendarMember[];
  links: ApprovalLink[];
  feedActive: boolean;
  canEdit: boolean;
  series: CalendarSeries[];
}) {
  const { view, setView, anchor, setAnchor, mounted, sensors } = useCalendarView();
  // Moves the server has not shown yet, laid over its list: a live refresh already on its way with the
  // old list must not put a dropped post back. A list that shows a move ends it.
  const [moves, setMoves] = useState<{ from: CalendarPost[]; byId: ReadonlyMap<string, Move> }>({ from: initialPosts, byId: new Map() });
  if (moves.from !== initialPosts) {
    const left = [...moves.byId].filter(([id, m]) => {
      const p = initialPosts.find((x) => x.id === id);
      return !!p && !sameTime(p.scheduledAt, m.scheduledAt);
    });
    setMoves({ from: initialPosts, byId: new Map(left) });
  }
  const posts = useMemo(
    () =>
      initialPosts.map((p) => {
        const m = moves.byId.get(p.id);
        return m ? { ...p, ...m } : p;
      }),
    [initialPosts, moves.byId],
  );
  const setMove = (postId: string, move: Move | null) =>
    setMoves((ms) => {
      const byId = new Map(ms.byId);
      if (move) byId.set(postId, move);
      else byId.delete(postId);
      return { ...ms, byId };
    });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dragging, setDragging] = useState<CalendarPost | null>(null);
  const [, start] = useTransition();
  const router = useRouter();
  const membersById = useMemo(() => new Map(members.map((m) => [m.userId, m])), [members]);
  const unscheduled = posts.filter((p) => p.status === "selected" && !p.scheduledAt);
  const onCalendar = posts.filter((p) => p.scheduledAt);
  const days = useMemo(() => byDay(onCalendar, when), [onCalendar]);
  const slots = useMemo(() => {
    if (!mounted) return [];
    const [from, to] = viewRange(view, anchor);
    return openSlots(series, from, to);
  }, [mounted, view, anchor, series]);
  const slotDays = useMemo(() => byDay(slots, slotAt), [slots]);
  const { fill } = useFillSlot();

  function schedule(post: CalendarPost, at: Date | null) {
    const iso = at?.toISOString() ?? null;
    setMove(post.id, { scheduledAt: iso, status: iso ? "scheduled" : "selected" });
    start(async () => {
      const r = await scheduleContentPostAction({ postId: post.id, at: iso });
      if (!r.ok) {
        setMove(post.id, null);
        toast.error(r.error);
      } else {
        toast.success(at ? `Scheduled for ${format(at, "EEE d MMM, HH:mm")}` : "Taken off the calendar");
        router.refresh();
      }
    });
  }

  function onDragEnd(e: DragEndEvent) {
    setDragging(null);
    const post = posts.find((p) => p.id === e.active.id);
    const target = e.over?.id;
    if (post && typeof target === "string" && target.startsWith("fill:")) {
      const [, seriesId, day] = target.split(":") as [string, string, string];
      fill(seriesId, day, post.id);
      return;
    }
    const to = post ? dropDestination(target, when(post)) : null;
    if (post && to) schedule(post, to === "unscheduled" ? null : to);
  }

  const menu = (post: CalendarPost) => (
    <PostMenu
      post={post}
      canEdit={canEdit}
      onDialog={setDialog}
      onUnschedule={() => schedule(post, null)}
      onPublish={() =>
        start(async () => {
          const r = await publishContentPostAction({ postId: post.id });
          if (!r.ok) return void toast.error(r.error);
          toast.success("Sent to the publishing webhook");
          router.refresh();
        })
      }
    />
  );
  const slotChip = (slot: OpenSlot, compact = true) => <SlotChip key={`${slot.series.id}:${slot.day}`} slot={slot} canEdit={canEdit} compact={compact} onFill={(s) => setDialog({ kind: "fill", slot: s })} />;
  const slotExtra = (day: Date, hour?: number) => (slotDays.get(dayKey(day)) ?? []).filter((s) => hour === undefined || s.at.getHours() === hour).map((s) => slotChip(s));
  const chip = (post: CalendarPost, compact = true): React.ReactNode => <PostChip key={post.id} post={post} owner={post.ownerId ? membersById.get(post.ownerId) : undefined} draggable={canEdit && post.status !== "published"} compact={compact} menu={menu(post)} />;


  return (
    <DndContext sensors={sensors} collisionDetection={pointerWithin} onDragStart={(e) => setDragging(posts.find((p) => p.id === e.active.id) ?? null)} onDragCancel={() => setDragging(null)} onDragEnd={onDragEnd}>
      <div className="flex flex-wrap items-center gap-2">
        <CalendarNav view={view} onView={setView} anchor={anchor} onAnchor={setAnchor} mounted={mounted} />
        <div className="ml-auto flex flex-wrap gap-2">
          {canEdit ? (
            <>
              <Button variant="outline" size="sm" onClick={() => setDialog({ kind: "approval", postIds: [] })}>
                <LinkIcon aria-hidden="true" /> Approval link
              </Button>
              <Button variant="outline" size="sm" onClick={() => setDialog({ kind: "series" })}>
                <RepeatIcon aria-hidden="true" /> Recurring slots
              </Button>
              <Button variant="outline" size="sm" onClick={() => setDialog({ kind: "feed" })}>
                <RssIcon aria-hidden="true" /> Calendar feed
              </Button>
            </>
          ) : null}
          <Button variant="outline" size="sm" asChild>
            <a href="/cm-posts-selected/export" download>
              <DownloadIcon aria-hidden="true" /> Export CSV
            </a>
          </Button>
        </div>
      </div>

      {posts.length === 0 && series.length === 0 ? (
        <EmptyState icon={CalendarDaysIcon} title="No selected posts yet" action={<Button asChild size="sm"><Link href="/cm-posts-suggested">Review generated posts</Link></Button>}>
          Select posts on Review Generated Posts: they wait here to be put on the calendar, approved by the client and published.
        </EmptyState>
      ) : (
        <CalendarBody view={view} mounted={mounted} anchor={anchor} days={days} chip={chip} extra={slotExtra} unscheduled={unscheduled} canEdit={canEdit} list={<ListView posts={posts} membersById={membersById} menu={menu} slots={slots} slotChip={slotChip} />} />
      )}

      <DragOverlay>{dragging ? <DragGhost title={dragging.title} /> : null}</DragOverlay>

      {dialog?.kind === "schedule" ? (
        <ScheduleDialog
          post={dialog.post}
          onClose={() => setDialog(null)}
          onScheduled={(at) => setMove(dialog.post.id, { scheduledAt: at, status: at ? "scheduled" : "selected" })}
        />
      ) : null}
      {dialog?.kind === "published" ? <MarkPublishedDialog post={dialog.post} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === "owner" ? <OwnerDialog post={dialog.post} members={members} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === "approval" ? <ApprovalDialog posts={posts} initial={dialog.postIds} links={links} onClose={() => setDialog(null)} create={createContentApprovalLinkAction} revoke={revokeContentApprovalLinkAction} /> : null}
      {dialog?.kind === "feed" ? <FeedDialog active={feedActive} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === "series" ? <SeriesDialog series={series} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === "fill" ? <FillSlotDialog slot={dialog.slot} posts={posts} onClose={() => setDialog(null)} /> : null}
    </DndContext>
  );
}

type SlotChipFn = (slot: OpenSlot, compact?: boolean) => React.ReactNode;

function PostMenu({
  post,
  canEdit,
  onDialog,
  onUnschedule,
  onPublish,
}: {
  post: CalendarPost;
  canEdit: boolean;
  onDialog: (d: Dialog) => void;
  onUnschedule: () => void;
  onPublish: () => void;
}) {
  const open = post.status !== "published";
  return (
    <RowActionsMenu
      label={`More for ${post.title}`}
      title={post.title}
      modal={false}
      className="w-56"
      triggerClassName="size-6"
      actions={[
        canEdit && open && { label: post.scheduledAt ? "Reschedule…" : "Schedule…", icon: CalendarClockIcon, onSelect: () => onDialog({ kind: "schedule", post }) },
        canEdit && open && !!post.scheduledAt && { label: "Take off the calendar", icon: UndoIcon, onSelect: onUnschedule },
        canEdit && { label: "Owner…", icon: UserIcon, onSelect: () => onDialog({ kind: "owner", post }) },
        canEdit && open && { label: "Ask client for approval…", icon: LinkIcon, onSelect: () => onDialog({ kind: "approval", postIds: [post.id] }) },
        canEdit && "separator",
        canEdit && open && { label: "Publish via webhook", icon: SendIcon, onSelect: onPublish },
        canEdit && { label: post.status === "published" ? "Live URL…" : "Mark published…", icon: CheckCircle2Icon, onSelect: () => onDialog({ kind: "published", post }) },
        !!post.publishedUrl && { label: "Open live post", icon: ExternalLinkIcon, href: post.publishedUrl },
      ]}
    />
  );
}

function ListView({
  posts,
  membersById,
  menu,
  slots,
  slotChip,
}: {
  posts: CalendarPost[];
  membersById: Map<string, CalendarMember>;
  menu: (p: CalendarPost) => React.ReactNode;
  slots: OpenSlot[];
  slotChip: SlotChipFn;
}) {
  return (
    <PostList
      posts={posts}
      menu={menu}
      metaEnd={(p) =>
        p.ownerId && membersById.get(p.ownerId) ? (
          <span className="inline-flex items-center gap-1">
            <OwnerAvatar owner={membersById.get(p.ownerId)} /> {membersById.get(p.ownerId)!.name}
          </span>
        ) : null
      }
      detail={(p) =>
        p.decision?.comment ? (
          <p className="rounded-md bg-muted px-2 py-1 text-xs">
            <span className="font-medium">{p.decision.reviewerName ?? "Client"}:</span> {p.decision.comment} <span className="text-muted-foreground">(internal)</span>
          </p>
        ) : null
      }
    >
      {slots.length ? (
        <section className="grid gap-2" aria-labelledby="open-slots-title">
          <h2 id="open-slots-title" className="text-sm font-semibold">
            Open recurring slots <span className="font-normal text-muted-foreground">(next {LIST_SLOT_WEEKS} weeks)</span>
          </h2>
          <ul className="grid gap-2">
            {slots.map((s) => (
              <li key={`${s.series.id}:${s.day}`} className="grid gap-1">
                <span className="text-xs text-muted-foreground">{format(s.at, "EEEE d MMMM, HH:mm")}</span>
                {slotChip(s, false)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </PostList>
  );
}
