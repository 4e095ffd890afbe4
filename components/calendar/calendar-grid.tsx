"use client";

/**
 * The calendar grid shared by the content calendar (/cm-posts-selected) and the social calendar
 * (/sm-posts-selected): the month and week views with their drop targets (@dnd-kit: a day is
 * `day:<yyyy-MM-dd>`, an hour `slot:<yyyy-MM-dd>:<h>`, the side list `unscheduled`), the side list of
 * posts without a date, and a post's chip coloured by the one status map (./post-states).
 */
import { useDraggable, useDroppable } from "@dnd-kit/core";
import { format, isToday } from "date-fns";
import { CheckCircle2Icon } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { initialsFor } from "@/components/shell/initials";
import { cn } from "@/lib/utils";
import { dayKey, inMonth, monthGrid, weekDays } from "@/lib/calendar-grid";
import { chipBorder } from "./post-states";

const HOURS = Array.from({ length: 24 }, (_, h) => h);
export const when = (p: { scheduledAt: string | null }) => (p.scheduledAt ? new Date(p.scheduledAt) : null);

export function weekLabel(anchor: Date): string {
  const d = weekDays(anchor);
  return `${format(d[0]!, "d MMM")} – ${format(d[6]!, "d MMM yyyy")}`;
}

/** What the grid needs of a post (the content calendar's and the social calendar's posts both are). */
export type GridPost = { id: string; title: string; channel: string; status: string; approvalStatus: string; scheduledAt: string | null };
/** A post's owner as the chip shows it. */
export type GridOwner = { name: string; email: string; avatarUrl: string | null };
export type Chip<P extends GridPost = GridPost> = (post: P, compact?: boolean) => React.ReactNode;

export function Unscheduled<P extends GridPost>({ posts, chip, canEdit }: { posts: P[]; chip: Chip<P>; canEdit: boolean }) {
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

/** What a module shows in a day (month) or an hour (week) beside its posts, e.g. open recurring slots. */
export type CellExtra = (day: Date, hour?: number) => React.ReactNode;

export function MonthView<P extends GridPost>({ anchor, days, chip, extra }: { anchor: Date; days: Map<string, P[]>; chip: Chip<P>; extra?: CellExtra }) {
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
            {extra?.(d)}
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

export function WeekView<P extends GridPost>({ anchor, days, chip, extra }: { anchor: Date; days: Map<string, P[]>; chip: Chip<P>; extra?: CellExtra }) {
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
          <WeekRow key={h} hour={h} week={week} days={days} chip={chip} extra={extra} />
        ))}
      </div>
    </div>
  );
}

function WeekRow<P extends GridPost>({ hour, week, days, chip, extra }: { hour: number; week: Date[]; days: Map<string, P[]>; chip: Chip<P>; extra?: CellExtra }) {
  return (
    <>
      <div className="border-b border-r px-1 py-0.5 text-right text-[11px] text-muted-foreground tabular-nums">{String(hour).padStart(2, "0")}:00</div>
      {week.map((d) => (
        <HourSlot key={d.toISOString()} day={d} hour={hour}>
          {(days.get(dayKey(d)) ?? []).filter((p) => when(p)!.getHours() === hour).map((p) => chip(p))}
          {extra?.(d, hour)}
        </HourSlot>
      ))}
    </>
  );
}

export function OwnerAvatar({ owner, className }: { owner: GridOwner | undefined; className?: string }) {
  if (!owner) return null;
  return (
    <Avatar className={cn("size-5 text-[10px]", className)} title={`Owner: ${owner.name}`}>
      {owner.avatarUrl ? <AvatarImage src={owner.avatarUrl} alt="" /> : null}
      <AvatarFallback>{initialsFor(owner.name, owner.email)}</AvatarFallback>
    </Avatar>
  );
}

/** One post on the grid; `detail` adds to its meta line (the social calendar: brand, warnings). */
export function PostChip({ post, owner, draggable, compact, menu, detail }: { post: GridPost; owner: GridOwner | undefined; draggable: boolean; compact: boolean; menu: React.ReactNode; detail?: React.ReactNode }) {
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
          {detail}
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

