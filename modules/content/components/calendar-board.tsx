"use client";

/**
 * The content calendar (/cm-posts-selected): month, week and list views of the brand's selected,
 * scheduled and published posts, in the viewer's time zone (brands have none). Drag a post from
 * "Not scheduled" onto a day (month) or an hour (week), or between days, to schedule it — @dnd-kit
 * with a pointer sensor; the keyboard way is "Schedule…" in each post's menu (a date-time field).
 * Phones open on the list view.
 */
import { useMemo, useState, useSyncExternalStore, useTransition } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { DndContext, DragOverlay, PointerSensor, pointerWithin, TouchSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { addDays, addMonths, addWeeks, format, isToday } from "date-fns";
import { CalendarClockIcon, CalendarDaysIcon, ChevronLeftIcon, ChevronRightIcon, DownloadIcon, ExternalLinkIcon, LinkIcon, RssIcon, SendIcon, UndoIcon, UserIcon, CheckCircle2Icon, RepeatIcon } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/sonner";
import { StatusBadge } from "@/components/ui/tone-badge";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { useIsMobile } from "@/components/ui/sidebar";
import { initialsFor } from "@/components/shell/initials";
import { cn } from "@/lib/utils";
import { publishContentPostAction, scheduleContentPostAction } from "@/modules/content/calendar/actions";
import type { ApprovalLink } from "@/modules/content/calendar/approvals";
import { byDay, dayFromKey, dayKey, dropTarget, inMonth, monthGrid, weekDays } from "@/modules/content/calendar/grid";
import type { CalendarMember, CalendarPost } from "@/modules/content/calendar/posts";
import { APPROVAL_STATES, chipBorder, POST_STATES } from "./post-states";
import { ApprovalDialog, FeedDialog, MarkPublishedDialog, OwnerDialog, ScheduleDialog } from "./calendar-dialogs";
import { FillSlotDialog, openSlots, SeriesDialog, SlotChip, useFillSlot, type OpenSlot } from "./calendar-series";
import type { CalendarSeries } from "@/modules/content/calendar/series";

type View = "month" | "week" | "list";
type Dialog =
  | { kind: "schedule"; post: CalendarPost }
  | { kind: "published"; post: CalendarPost }
  | { kind: "owner"; post: CalendarPost }
  | { kind: "approval"; postIds: string[] }
  | { kind: "feed" }
  | { kind: "series" }
  | { kind: "fill"; slot: OpenSlot }
  | null;

const noSubscribe = () => () => {};
const HOURS = Array.from({ length: 24 }, (_, h) => h);
const when = (p: CalendarPost) => (p.scheduledAt ? new Date(p.scheduledAt) : null);
const slotAt = (s: OpenSlot) => s.at;
/** How far ahead the list view shows open recurring slots. */
const LIST_SLOT_WEEKS = 8;

/** The instants the current view covers (open recurring slots are expanded for them only). */
function viewRange(view: View, anchor: Date): [Date, Date] {
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
  const isMobile = useIsMobile();
  const [chosenView, setView] = useState<View | null>(null);
  const [anchor, setAnchor] = useState(() => new Date());
  // Local edits (optimistic moves) over the server's list; a new list from the server replaces them.
  const [local, setLocal] = useState<{ from: CalendarPost[]; posts: CalendarPost[] }>({ from: initialPosts, posts: initialPosts });
  const posts = local.from === initialPosts ? local.posts : initialPosts;
  const setPosts = (next: CalendarPost[] | ((ps: CalendarPost[]) => CalendarPost[])) =>
    setLocal((l) => {
      const base = l.from === initialPosts ? l.posts : initialPosts;
      return { from: initialPosts, posts: typeof next === "function" ? next(base) : next };
    });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dragging, setDragging] = useState<CalendarPost | null>(null);
  const [, start] = useTransition();
  const router = useRouter();
  // Dates depend on the viewer's time zone: render the grid in the browser only (no hydration mismatch).
  const mounted = useSyncExternalStore(noSubscribe, () => true, () => false);
  const view: View = chosenView ?? (isMobile ? "list" : "month");
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
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }));

  function schedule(post: CalendarPost, at: Date | null) {
    const before = posts;
    const iso = at?.toISOString() ?? null;
    setPosts((ps) => ps.map((p) => (p.id === post.id ? { ...p, scheduledAt: iso, status: iso ? "scheduled" : "selected" } : p)));
    start(async () => {
      const r = await scheduleContentPostAction({ postId: post.id, at: iso });
      if (!r.ok) {
        setPosts(before);
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
    if (!post || typeof target !== "string") return;
    if (target === "unscheduled") {
      if (post.scheduledAt) schedule(post, null);
      return;
    }
    if (target.startsWith("fill:")) {
      const [, seriesId, day] = target.split(":") as [string, string, string];
      fill(seriesId, day, post.id);
      return;
    }
    const [kind, key, hour] = target.split(":") as ["day" | "slot", string, string?];
    const at = dropTarget(when(post), dayFromKey(key), kind === "slot" ? Number(hour) : undefined);
    if (post.scheduledAt && new Date(post.scheduledAt).getTime() === at.getTime()) return;
    schedule(post, at);
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
  const chip = (post: CalendarPost, compact = true) => <PostChip key={post.id} post={post} owner={post.ownerId ? membersById.get(post.ownerId) : undefined} draggable={canEdit && post.status !== "published"} compact={compact} menu={menu(post)} />;

  const label = view === "month" ? format(anchor, "MMMM yyyy") : view === "week" ? weekLabel(anchor) : "All posts";
  const step = (n: number) => setAnchor((a) => (view === "week" ? addWeeks(a, n) : addMonths(a, n)));

  return (
    <DndContext sensors={sensors} collisionDetection={pointerWithin} onDragStart={(e) => setDragging(posts.find((p) => p.id === e.active.id) ?? null)} onDragCancel={() => setDragging(null)} onDragEnd={onDragEnd}>
      <div className="flex flex-wrap items-center gap-2">
        <ToggleGroup type="single" variant="outline" value={view} onValueChange={(v) => v && setView(v as View)} aria-label="Calendar view">
          <ToggleGroupItem value="month">Month</ToggleGroupItem>
          <ToggleGroupItem value="week">Week</ToggleGroupItem>
          <ToggleGroupItem value="list">List</ToggleGroupItem>
        </ToggleGroup>
        {view !== "list" ? (
          <div className="flex items-center gap-1">
            <Button variant="outline" size="icon-sm" aria-label={view === "week" ? "Previous week" : "Previous month"} onClick={() => step(-1)}>
              <ChevronLeftIcon aria-hidden="true" />
            </Button>
            <Button variant="outline" size="sm" onClick={() => setAnchor(new Date())}>
              Today
            </Button>
            <Button variant="outline" size="icon-sm" aria-label={view === "week" ? "Next week" : "Next month"} onClick={() => step(1)}>
              <ChevronRightIcon aria-hidden="true" />
            </Button>
            <h2 className="ml-2 text-base font-semibold" aria-live="polite" data-testid="calendar-label">
              {mounted ? label : "\u00a0"}
            </h2>
          </div>
        ) : null}
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
        <div className={cn("grid gap-4", view !== "list" && "lg:grid-cols-[14rem_1fr]")}>
          {view !== "list" ? <Unscheduled posts={unscheduled} chip={chip} canEdit={canEdit} /> : null}
          {!mounted ? (
            <Skeleton className="h-[32rem] rounded-xl" />
          ) : view === "month" ? (
            <MonthView anchor={anchor} days={days} chip={chip} slotDays={slotDays} slotChip={slotChip} />
          ) : view === "week" ? (
            <WeekView anchor={anchor} days={days} chip={chip} slotDays={slotDays} slotChip={slotChip} />
          ) : (
            <ListView posts={posts} membersById={membersById} menu={menu} slots={slots} slotChip={slotChip} />
          )}
        </div>
      )}

      <DragOverlay>{dragging ? <div className="rounded-md border border-l-4 border-l-sky-500 bg-card px-2 py-1 text-xs shadow-lg">{dragging.title}</div> : null}</DragOverlay>

      {dialog?.kind === "schedule" ? (
        <ScheduleDialog
          post={dialog.post}
          onClose={() => setDialog(null)}
          onScheduled={(at) => setPosts((ps) => ps.map((p) => (p.id === dialog.post.id ? { ...p, scheduledAt: at, status: at ? "scheduled" : "selected" } : p)))}
        />
      ) : null}
      {dialog?.kind === "published" ? <MarkPublishedDialog post={dialog.post} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === "owner" ? <OwnerDialog post={dialog.post} members={members} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === "approval" ? <ApprovalDialog posts={posts} initial={dialog.postIds} links={links} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === "feed" ? <FeedDialog active={feedActive} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === "series" ? <SeriesDialog series={series} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === "fill" ? <FillSlotDialog slot={dialog.slot} posts={posts} onClose={() => setDialog(null)} /> : null}
    </DndContext>
  );
}

function weekLabel(anchor: Date): string {
  const d = weekDays(anchor);
  return `${format(d[0]!, "d MMM")} – ${format(d[6]!, "d MMM yyyy")}`;
}

type Chip = (post: CalendarPost, compact?: boolean) => React.ReactNode;
type SlotChipFn = (slot: OpenSlot, compact?: boolean) => React.ReactNode;
type SlotProps = { slotDays: Map<string, OpenSlot[]>; slotChip: SlotChipFn };

function Unscheduled({ posts, chip, canEdit }: { posts: CalendarPost[]; chip: Chip; canEdit: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: "unscheduled" });
  return (
    <section ref={setNodeRef} aria-labelledby="unscheduled-title" data-testid="unscheduled" className={cn("grid content-start gap-2 rounded-xl border bg-card p-3", isOver && "ring-2 ring-ring")}>
      <h2 id="unscheduled-title" className="text-sm font-semibold">
        Not scheduled <span className="font-normal text-muted-foreground">({posts.length})</span>
      </h2>
      {posts.length === 0 ? (
        <p className="text-xs text-muted-foreground">Every selected post has a date. Drag one here to take it off the calendar.</p>
      ) : (
        <>
          {canEdit ? <p className="text-xs text-muted-foreground">Drag onto a day, or use Schedule… in a post’s menu.</p> : null}
          {posts.map((p) => chip(p, false))}
        </>
      )}
    </section>
  );
}

function DayCell({ day, muted, children }: { day: Date; muted?: boolean; children: React.ReactNode }) {
  const key = dayKey(day);
  const { setNodeRef, isOver } = useDroppable({ id: `day:${key}` });
  return (
    <div
      ref={setNodeRef}
      data-day={key}
      aria-label={format(day, "EEEE d MMMM yyyy")}
      className={cn("flex min-h-24 min-w-0 flex-col gap-1 border-b border-r p-1", muted && "bg-muted/40 text-muted-foreground", isOver && "bg-accent")}
    >
      <span className={cn("self-end rounded-full px-1.5 text-xs tabular-nums", isToday(day) && "bg-primary text-primary-foreground")}>{format(day, "d")}</span>
      {children}
    </div>
  );
}

function MonthView({ anchor, days, chip, slotDays, slotChip }: { anchor: Date; days: Map<string, CalendarPost[]>; chip: Chip } & SlotProps) {
  const weeks = monthGrid(anchor);
  return (
    <div className="min-w-0 overflow-x-auto rounded-xl border bg-card" data-testid="month-view">
      <div className="grid min-w-[42rem] grid-cols-7 border-l">
        {weeks[0]!.map((d) => (
          <div key={d.toISOString()} className="border-b border-r px-2 py-1.5 text-xs font-medium text-muted-foreground">
            {format(d, "EEE")}
          </div>
        ))}
        {weeks.flat().map((d) => (
          <DayCell key={d.toISOString()} day={d} muted={!inMonth(d, anchor)}>
            {(days.get(dayKey(d)) ?? []).map((p) => chip(p))}
            {(slotDays.get(dayKey(d)) ?? []).map((s) => slotChip(s))}
          </DayCell>
        ))}
      </div>
    </div>
  );
}

function HourSlot({ day, hour, children }: { day: Date; hour: number; children: React.ReactNode }) {
  const key = `slot:${dayKey(day)}:${hour}`;
  const { setNodeRef, isOver } = useDroppable({ id: key });
  return (
    <div ref={setNodeRef} data-slot={key} className={cn("min-h-10 border-b border-r p-0.5", isOver && "bg-accent")}>
      {children}
    </div>
  );
}

function WeekView({ anchor, days, chip, slotDays, slotChip }: { anchor: Date; days: Map<string, CalendarPost[]>; chip: Chip } & SlotProps) {
  const week = weekDays(anchor);
  return (
    <div className="min-w-0 overflow-auto rounded-xl border bg-card" style={{ maxHeight: "70svh" }} data-testid="week-view">
      <div className="grid min-w-[48rem] grid-cols-[3.5rem_repeat(7,minmax(0,1fr))] border-l">
        <div className="sticky top-0 z-10 border-b border-r bg-card" />
        {week.map((d) => (
          <div key={d.toISOString()} className={cn("sticky top-0 z-10 border-b border-r bg-card px-2 py-1.5 text-xs font-medium", isToday(d) && "text-primary")}>
            {format(d, "EEE d")}
          </div>
        ))}
        {HOURS.map((h) => (
          <WeekRow key={h} hour={h} week={week} days={days} chip={chip} slotDays={slotDays} slotChip={slotChip} />
        ))}
      </div>
    </div>
  );
}

function WeekRow({ hour, week, days, chip, slotDays, slotChip }: { hour: number; week: Date[]; days: Map<string, CalendarPost[]>; chip: Chip } & SlotProps) {
  return (
    <>
      <div className="border-b border-r px-1 py-0.5 text-right text-[11px] text-muted-foreground tabular-nums">{String(hour).padStart(2, "0")}:00</div>
      {week.map((d) => (
        <HourSlot key={d.toISOString()} day={d} hour={hour}>
          {(days.get(dayKey(d)) ?? []).filter((p) => when(p)!.getHours() === hour).map((p) => chip(p))}
          {(slotDays.get(dayKey(d)) ?? []).filter((s) => s.at.getHours() === hour).map((s) => slotChip(s))}
        </HourSlot>
      ))}
    </>
  );
}

function OwnerAvatar({ owner, className }: { owner: CalendarMember | undefined; className?: string }) {
  if (!owner) return null;
  return (
    <Avatar className={cn("size-5 text-[10px]", className)} title={`Owner: ${owner.name}`}>
      {owner.avatarUrl ? <AvatarImage src={owner.avatarUrl} alt="" /> : null}
      <AvatarFallback>{initialsFor(owner.name, owner.email)}</AvatarFallback>
    </Avatar>
  );
}

function PostChip({ post, owner, draggable, compact, menu }: { post: CalendarPost; owner: CalendarMember | undefined; draggable: boolean; compact: boolean; menu: React.ReactNode }) {
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({ id: post.id, disabled: !draggable });
  const tone = chipBorder(post.status, post.approvalStatus);
  const at = when(post);
  return (
    <div
      ref={setNodeRef}
      data-post={post.id}
      data-status={post.status}
      data-approval={post.approvalStatus}
      className={cn("group flex min-w-0 items-start gap-1 rounded-md border border-l-4 bg-background px-1.5 py-1 text-xs shadow-xs", tone, draggable && "cursor-grab touch-none", isDragging && "opacity-40")}
      {...(draggable ? listeners : {})}
      {...(draggable ? attributes : {})}
      // The menu is the keyboard way; the chip itself is not a tab stop of its own.
      tabIndex={-1}
      role="group"
      aria-roledescription={draggable ? "draggable post" : undefined}
      aria-label={`${post.title}, ${post.channel}`}
    >
      <div className="min-w-0 flex-1">
        <div className={cn("font-medium break-words", compact ? "line-clamp-2" : "")}>{post.title}</div>
        <div className="flex flex-wrap items-center gap-1 text-muted-foreground">
          {at && compact ? <span className="tabular-nums">{format(at, "HH:mm")}</span> : null}
          <span>{post.channel}</span>
          {post.approvalStatus === "approved" ? <CheckCircle2Icon className="size-3 text-emerald-600 dark:text-emerald-400" aria-label="Approved by the client" /> : null}
          {post.approvalStatus === "changes_requested" ? <span className="text-red-700 dark:text-red-300">changes</span> : null}
          {post.approvalStatus === "pending" ? <span className="text-amber-700 dark:text-amber-300">waiting</span> : null}
          <OwnerAvatar owner={owner} className="ml-auto" />
        </div>
      </div>
      <div onPointerDown={(e) => e.stopPropagation()} className="-mr-1 -mt-0.5">
        {menu}
      </div>
    </div>
  );
}

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
  const unscheduled = posts.filter((p) => !p.scheduledAt);
  const dated = [...posts.filter((p) => p.scheduledAt)].sort((a, b) => a.scheduledAt!.localeCompare(b.scheduledAt!));
  const groups = byDay(dated, when);
  const sections: [string, CalendarPost[]][] = [...(unscheduled.length ? [["Not scheduled", unscheduled] as [string, CalendarPost[]]] : []), ...[...groups.entries()].map(([k, ps]) => [format(dayFromKey(k), "EEEE d MMMM yyyy"), ps] as [string, CalendarPost[]])];
  return (
    <div className="grid gap-4" data-testid="list-view">
      {sections.map(([title, ps]) => (
        <section key={title} className="grid gap-2">
          <h2 className="text-sm font-semibold">{title}</h2>
          <ul className="grid gap-2">
            {ps.map((p) => (
              <li key={p.id} data-post={p.id} data-status={p.status} data-approval={p.approvalStatus} className="flex items-start gap-3 rounded-lg border bg-card p-3">
                <div className="w-12 shrink-0 pt-0.5 text-sm tabular-nums text-muted-foreground">{p.scheduledAt ? format(new Date(p.scheduledAt), "HH:mm") : "—"}</div>
                <div className="grid min-w-0 flex-1 gap-1.5">
                  <div className="font-medium">{p.title}</div>
                  <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                    <span>{p.channel}</span>
                    <StatusBadge status={p.status} states={POST_STATES} />
                    {p.approvalStatus !== "none" ? <StatusBadge status={p.approvalStatus} states={APPROVAL_STATES} /> : null}
                    {p.ownerId && membersById.get(p.ownerId) ? (
                      <span className="inline-flex items-center gap-1">
                        <OwnerAvatar owner={membersById.get(p.ownerId)} /> {membersById.get(p.ownerId)!.name}
                      </span>
                    ) : null}
                    {p.publishedUrl ? (
                      <a href={p.publishedUrl} className="underline underline-offset-2" target="_blank" rel="noreferrer">
                        Live post
                      </a>
                    ) : null}
                  </div>
                  {p.decision?.comment ? (
                    <p className="rounded-md bg-muted px-2 py-1 text-xs">
                      <span className="font-medium">{p.decision.reviewerName ?? "Client"}:</span> {p.decision.comment} <span className="text-muted-foreground">(internal)</span>
                    </p>
                  ) : null}
                </div>
                {menu(p)}
              </li>
            ))}
          </ul>
        </section>
      ))}
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
    </div>
  );
}
