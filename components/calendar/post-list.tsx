"use client";

/**
 * The list view shared by the content calendar and the social calendar: "Not scheduled" first, then
 * one section per day in time order, each post with its time, title, channel, status and approval
 * badges, its live link and its menu. Each calendar adds its own facts through the slots: before and
 * after the badges, and a detail block under them (the client's comment; a publication's error).
 */
import { format } from "date-fns";
import { StatusBadge } from "@/components/ui/tone-badge";
import { byDay, dayFromKey } from "@/lib/calendar-grid";
import { when, type GridPost } from "./calendar-grid";
import { APPROVAL_STATES, POST_STATES } from "./post-states";

type Slot<P> = (post: P) => React.ReactNode;

export function PostList<P extends GridPost & { publishedUrl: string | null }>({
  posts,
  menu,
  channel = (p) => p.channel,
  metaStart,
  metaEnd,
  detail,
  rowData,
  children,
}: {
  posts: P[];
  menu: Slot<P>;
  channel?: (post: P) => string;
  metaStart?: Slot<P>;
  metaEnd?: Slot<P>;
  detail?: Slot<P>;
  /** Extra data-* attributes of a row (tests and styles read them). */
  rowData?: (post: P) => Record<`data-${string}`, string>;
  /** After the days (the content calendar's open recurring slots). */
  children?: React.ReactNode;
}) {
  const unscheduled = posts.filter((p) => !p.scheduledAt);
  const dated = [...posts.filter((p) => p.scheduledAt)].sort((a, b) => a.scheduledAt!.localeCompare(b.scheduledAt!));
  const sections: [string, P[]][] = [
    ...(unscheduled.length ? [["Not scheduled", unscheduled] as [string, P[]]] : []),
    ...[...byDay(dated, when).entries()].map(([k, ps]) => [format(dayFromKey(k), "EEEE d MMMM yyyy"), ps] as [string, P[]]),
  ];
  return (
    <div className="grid gap-4" data-testid="list-view">
      {sections.map(([title, ps]) => (
        <section key={title} className="grid gap-2">
          <h2 className="text-sm font-semibold">{title}</h2>
          <ul className="grid gap-2">
            {ps.map((p) => (
              <li key={p.id} data-post={p.id} data-status={p.status} data-approval={p.approvalStatus} {...rowData?.(p)} className="flex items-start gap-3 rounded-lg border bg-card p-3">
                <div className="w-12 shrink-0 pt-0.5 text-sm tabular-nums text-muted-foreground">{p.scheduledAt ? format(new Date(p.scheduledAt), "HH:mm") : "—"}</div>
                <div className="grid min-w-0 flex-1 gap-1.5">
                  <div className="font-medium break-words">{p.title}</div>
                  <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                    {metaStart?.(p)}
                    <span>{channel(p)}</span>
                    <StatusBadge status={p.status} states={POST_STATES} />
                    {p.approvalStatus !== "none" ? <StatusBadge status={p.approvalStatus} states={APPROVAL_STATES} /> : null}
                    {metaEnd?.(p)}
                    {p.publishedUrl ? (
                      <a href={p.publishedUrl} className="underline underline-offset-2" target="_blank" rel="noreferrer">
                        Live post
                      </a>
                    ) : null}
                  </div>
                  {detail?.(p)}
                </div>
                {menu(p)}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {children}
    </div>
  );
}
