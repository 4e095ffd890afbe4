"use client";

/**
 * What the content and social calendars share around the grid: the view (phones open on the list),
 * the shown month or week, the drag sensors, the Month/Week/List switch with previous/today/next,
 * and where a dropped post lands.
 */
import { useState, useSyncExternalStore } from "react";
import { PointerSensor, TouchSensor, useSensor, useSensors } from "@dnd-kit/core";
import { addMonths, addWeeks, format } from "date-fns";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { useIsMobile } from "@/components/ui/sidebar";
import { dayFromKey, dropTarget } from "@/lib/calendar-grid";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { MonthView, Unscheduled, WeekView, weekLabel, type CellExtra, type Chip, type GridPost } from "./calendar-grid";

export type CalendarView = "month" | "week" | "list";
const noSubscribe = () => () => {};

export function useCalendarView() {
  const isMobile = useIsMobile();
  const [chosenView, setView] = useState<CalendarView | null>(null);
  const [anchor, setAnchor] = useState(() => new Date());
  // Dates depend on the viewer's time zone: render the grid in the browser only (no hydration mismatch).
  const mounted = useSyncExternalStore(noSubscribe, () => true, () => false);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }));
  const view: CalendarView = chosenView ?? (isMobile ? "list" : "month");
  return { view, setView, anchor, setAnchor, mounted, sensors };
}

/**
 * Where a post dropped on `overId` goes: "unscheduled" (the side list), an instant (a day keeps the
 * post's time, an hour slot sets the hour), or null when nothing changes.
 */
export function dropDestination(overId: unknown, current: Date | null): "unscheduled" | Date | null {
  if (typeof overId !== "string") return null;
  if (overId === "unscheduled") return current ? "unscheduled" : null;
  const [kind, key, hour] = overId.split(":") as ["day" | "slot", string, string?];
  const at = dropTarget(current, dayFromKey(key), kind === "slot" ? Number(hour) : undefined);
  return current && current.getTime() === at.getTime() ? null : at;
}

export function CalendarNav({ view, onView, anchor, onAnchor, mounted }: { view: CalendarView; onView: (v: CalendarView) => void; anchor: Date; onAnchor: (d: Date) => void; mounted: boolean }) {
  const label = view === "month" ? format(anchor, "MMMM yyyy") : weekLabel(anchor);
  const step = (n: number) => onAnchor(view === "week" ? addWeeks(anchor, n) : addMonths(anchor, n));
  return (
    <>
      <ToggleGroup type="single" variant="outline" value={view} onValueChange={(v) => v && onView(v as CalendarView)} aria-label="Calendar view">
        <ToggleGroupItem value="month">Month</ToggleGroupItem>
        <ToggleGroupItem value="week">Week</ToggleGroupItem>
        <ToggleGroupItem value="list">List</ToggleGroupItem>
      </ToggleGroup>
      {view !== "list" ? (
        <div className="flex items-center gap-1">
          <Button variant="outline" size="icon-sm" aria-label={view === "week" ? "Previous week" : "Previous month"} onClick={() => step(-1)}>
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          <Button variant="outline" size="sm" onClick={() => onAnchor(new Date())}>
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
    </>
  );
}

/** The chip under the pointer while dragging. */
export function DragGhost({ title }: { title: string }) {
  return <div className="rounded-md border border-l-4 border-l-sky-500 bg-card px-2 py-1 text-xs shadow-lg">{title}</div>;
}

/**
 * The calendar under the toolbar: the "Not scheduled" side list and the month or week grid, or the
 * calendar's own list view; the grid waits for the browser (time zone).
 */
export function CalendarBody<P extends GridPost>({ view, mounted, anchor, days, chip, extra, unscheduled, canEdit, list }: { view: CalendarView; mounted: boolean; anchor: Date; days: Map<string, P[]>; chip: Chip<P>; extra?: CellExtra; unscheduled: P[]; canEdit: boolean; list: React.ReactNode }) {
  return (
    <div className={cn("grid gap-4", view !== "list" && "lg:grid-cols-[14rem_1fr]")}>
      {view !== "list" ? <Unscheduled posts={unscheduled} chip={chip} canEdit={canEdit} /> : null}
      {!mounted ? <Skeleton className="h-[32rem] rounded-xl" /> : view === "month" ? <MonthView anchor={anchor} days={days} chip={chip} extra={extra} /> : view === "week" ? <WeekView anchor={anchor} days={days} chip={chip} extra={extra} /> : list}
    </div>
  );
}
