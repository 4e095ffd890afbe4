"use client";

/**
 * Recurring slots on the content calendar: the dialog that lists and adds them ("Weekly newsletter,
 * every Tuesday 09:00"), the open-slot chip shown on the calendar (a drop target: drop a post on it to
 * fill it), and the keyboard way to fill one (pick a post). Slot times are computed in the rule's
 * time zone and shown in the viewer's.
 */
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useDroppable } from "@dnd-kit/core";
import { format } from "date-fns";
import { CalendarPlusIcon, RepeatIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/option-select";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { toast } from "@/components/ui/sonner";
import { WeekdayPicker } from "@/components/ui/weekday-picker";
import { today, weekdayOf } from "@/lib/calendar-day";
import { cn } from "@/lib/utils";
import type { CalendarPost } from "@/modules/content/calendar/posts";
import { describeSeries, expandSeries, MAX_INTERVAL, SERIES_FREQUENCIES, type SeriesFrequency, type Slot } from "@/modules/content/calendar/recurrence";
import type { CalendarSeries } from "@/modules/content/calendar/series";
import { createContentSeriesAction, deleteContentSeriesAction, fillContentSeriesSlotAction } from "@/modules/content/calendar/series-actions";

export type OpenSlot = Slot & { series: CalendarSeries };

/** The open (not yet filled) slots of every rule between two instants, oldest first. */
export function openSlots(series: readonly CalendarSeries[], from: Date, to: Date): OpenSlot[] {
  return series
    .flatMap((s) => expandSeries(s, from, to).filter((slot) => !s.filled[slot.day]).map((slot) => ({ ...slot, series: s })))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

export function slotDropId(slot: OpenSlot): string {
  return `fill:${slot.series.id}:${slot.day}`;
}

/** Fills a slot with a post (drop or dialog); refreshes the page on success. */
export function useFillSlot() {
  const router = useRouter();
  const [pending, start] = useTransition();
  const fill = (seriesId: string, day: string, postId: string, done?: () => void) =>
    start(async () => {
      const r = await fillContentSeriesSlotAction({ seriesId, day, postId });
      if (!r.ok) return void toast.error(r.error);
      toast.success(`Scheduled for ${format(new Date(r.data.scheduledAt), "EEE d MMM, HH:mm")}`);
      router.refresh();
      done?.();
    });
  return { fill, pending };
}

export function SlotChip({ slot, canEdit, onFill, compact = true }: { slot: OpenSlot; canEdit: boolean; onFill: (slot: OpenSlot) => void; compact?: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: slotDropId(slot), disabled: !canEdit });
  return (
    <div
      ref={setNodeRef}
      data-slot-series={slot.series.id}
      data-slot-day={slot.day}
      role="group"
      aria-label={`Open slot: ${slot.series.title}, ${format(slot.at, "EEEE d MMMM, HH:mm")}`}
      className={cn("flex min-w-0 items-start gap-1 rounded-md border border-dashed bg-muted/30 px-1.5 py-1 text-xs text-muted-foreground", isOver && "border-solid border-primary bg-accent text-foreground")}
    >
      {compact ? null : <RepeatIcon className="mt-0.5 size-3 shrink-0" aria-hidden="true" />}
      <div className="min-w-0 flex-1">
        <div className={cn("break-words font-medium", compact && "line-clamp-2")}>{slot.series.title}</div>
        {/* A month cell is ~90 px wide: there the icon moves into the meta line and the channel is left out. */}
        <div className="flex flex-wrap items-center gap-1">
          {compact ? <RepeatIcon className="size-3 shrink-0" aria-hidden="true" /> : null}
          {compact ? <span className="tabular-nums">{format(slot.at, "HH:mm")}</span> : <span>{slot.series.channel}</span>}
          <span>{compact ? "open" : "· open slot"}</span>
        </div>
      </div>
      {canEdit ? (
        <RowActionsMenu
          label={`More for the ${slot.series.title} slot on ${format(slot.at, "d MMM")}`}
          title={slot.series.title}
          modal={false}
          className="w-52"
          triggerClassName="-mr-1 -mt-0.5 size-6"
          actions={[{ label: "Fill with a post…", icon: CalendarPlusIcon, onSelect: () => onFill(slot) }]}
        />
      ) : null}
    </div>
  );
}

/** The keyboard way to fill a slot: choose one of the posts waiting for a date. */
export function FillSlotDialog({ slot, posts, onClose }: { slot: OpenSlot; posts: CalendarPost[]; onClose: () => void }) {
  const waiting = posts.filter((p) => p.status === "selected" && !p.scheduledAt);
  const [postId, setPostId] = useState(waiting.find((p) => p.kind === slot.series.kind)?.id ?? waiting[0]?.id ?? "");
  const [error, setError] = useState<string | null>(null);
  const { fill, pending } = useFillSlot();
  return (
    <FormDialog
      title="Fill the slot"
      description={`${slot.series.title} — ${format(slot.at, "EEEE d MMMM, HH:mm")} (your time zone).`}
      onClose={onClose}
      pending={pending}
      submitLabel="Schedule here"
      submitDisabled={!waiting.length}
      onSubmit={() => (postId ? fill(slot.series.id, slot.day, postId, onClose) : setError("Choose a post."))}
    >
      {waiting.length ? (
        <SelectField id="fill-post" label="Post" value={postId} onValueChange={setPostId} options={waiting.map((p) => ({ value: p.id, label: `${p.title} (${p.channel})` }))} error={error} />
      ) : (
        <p className="text-sm text-muted-foreground">No post is waiting for a date. Approve a draft on Review Generated Posts, then fill the slot with it.</p>
      )}
    </FormDialog>
  );
}

const FREQUENCY_LABEL: Record<SeriesFrequency, string> = { daily: "Daily", weekly: "Weekly", monthly: "Monthly" };
const UNIT: Record<SeriesFrequency, string> = { daily: "days", weekly: "weeks", monthly: "months" };
const KINDS = [
  { value: "newsletter", label: "Newsletter" },
  { value: "article", label: "Article" },
  { value: "social", label: "Social post" },
] as const;
const DEFAULT_CHANNEL: Record<string, string> = { newsletter: "newsletter", article: "blog", social: "linkedin" };

type Field = "title" | "channel" | "interval" | "weekdays" | "monthDay" | "startDate" | "time" | "untilDate" | "count";

/** Lists the brand's recurring slots (with their next dates) and adds new ones. */
export function SeriesDialog({ series, onClose }: { series: CalendarSeries[]; onClose: () => void }) {
  const first = today();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [s, setState] = useState({
    title: "",
    kind: "newsletter" as (typeof KINDS)[number]["value"],
    channel: "newsletter",
    frequency: "weekly" as SeriesFrequency,
    interval: "1",
    weekdays: [weekdayOf(first)],
    monthDay: String(Number(first.slice(8))),
    startDate: first,
    time: "09:00",
    end: "never" as "never" | "until" | "count",
    untilDate: "",
    count: "10",
  });
  const set = <K extends keyof typeof s>(k: K, v: (typeof s)[K]) => setState((x) => ({ ...x, [k]: v }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, start] = useTransition();
  const router = useRouter();
  const [[now, horizon]] = useState(() => [new Date(), new Date(Date.now() + 400 * 86_400_000)] as const);

  function submit() {
    start(async () => {
      const r = await createContentSeriesAction({
        title: s.title,
        kind: s.kind,
        channel: s.channel,
        frequency: s.frequency,
        interval: s.interval,
        weekdays: s.weekdays,
        monthDay: s.frequency === "monthly" ? s.monthDay : null,
        startDate: s.startDate,
        time: s.time,
        timeZone: zone,
        untilDate: s.end === "until" ? s.untilDate || "" : null,
        count: s.end === "count" ? s.count : null,
      });
      if (!r.ok) {
        setErrors(Object.fromEntries(Object.entries(r.fieldErrors ?? {}).map(([k, v]) => [k, v[0]])));
        if (!r.fieldErrors) toast.error(r.error);
        return;
      }
      toast.success(`Recurring slot "${s.title.trim()}" added`);
      setState((x) => ({ ...x, title: "" }));
      setErrors({});
      router.refresh();
    });
  }

  return (
    <FormDialog title="Recurring slots" description={`Slots the calendar keeps open, e.g. a newsletter every Tuesday at 09:00 (${zone}). Fill one by dropping a post on it.`} onClose={onClose} pending={pending} submitLabel="Add slot" onSubmit={submit} className="sm:max-w-xl">
      {series.length ? (
        <ul className="grid gap-2" aria-label="Recurring slots" data-testid="series-list">
          {series.map((r) => (
            <SeriesRow key={r.id} series={r} next={expandSeries(r, now, horizon, 3)} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No recurring slots yet. Add one below: it shows on the calendar and in the calendar feed.</p>
      )}
      <fieldset className="grid gap-3 border-t pt-3">
        <legend className="sr-only">New recurring slot</legend>
        <FormField id="series-title" label="Name" error={errors.title}>
          <Input {...fieldA11y("series-title", errors.title)} value={s.title} placeholder="Weekly newsletter" onChange={(e) => set("title", e.target.value)} disabled={pending} />
        </FormField>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField id="series-kind" label="Kind" value={s.kind} onValueChange={(v) => setState((x) => ({ ...x, kind: v as typeof x.kind, channel: DEFAULT_CHANNEL[v] ?? x.channel }))} options={KINDS} disabled={pending} />
          <FormField id="series-channel" label="Channel" error={errors.channel}>
            <Input {...fieldA11y("series-channel", errors.channel)} value={s.channel} onChange={(e) => set("channel", e.target.value)} disabled={pending} />
          </FormField>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField id="series-frequency" label="Repeats" value={s.frequency} onValueChange={(v) => set("frequency", v as SeriesFrequency)} options={SERIES_FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_LABEL[f] }))} disabled={pending} />
          <FormField id="series-interval" label={`Every how many ${UNIT[s.frequency]}`} error={errors.interval}>
            <Input {...fieldA11y("series-interval", errors.interval)} type="number" inputMode="numeric" min={1} max={MAX_INTERVAL[s.frequency]} value={s.interval} onChange={(e) => set("interval", e.target.value)} disabled={pending} />
          </FormField>
        </div>
        {s.frequency === "weekly" ? <WeekdayPicker id="series-weekdays" value={s.weekdays} onChange={(v) => set("weekdays", v)} error={errors.weekdays} disabled={pending} /> : null}
        {s.frequency === "monthly" ? (
          <FormField id="series-month-day" label="Day of the month" error={errors.monthDay} hint="29–31: the month's last day in shorter months.">
            <Input {...fieldA11y("series-month-day", errors.monthDay, true)} type="number" inputMode="numeric" min={1} max={31} value={s.monthDay} onChange={(e) => set("monthDay", e.target.value)} disabled={pending} className="w-28" />
          </FormField>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id="series-start" label="From" error={errors.startDate}>
            <Input {...fieldA11y("series-start", errors.startDate)} type="date" value={s.startDate} onChange={(e) => set("startDate", e.target.value)} disabled={pending} />
          </FormField>
          <FormField id="series-time" label="At" error={errors.time}>
            <Input {...fieldA11y("series-time", errors.time)} type="time" value={s.time} onChange={(e) => set("time", e.target.value)} disabled={pending} />
          </FormField>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            id="series-end"
            label="Ends"
            value={s.end}
            onValueChange={(v) => set("end", v as typeof s.end)}
            options={[
              { value: "never", label: "Never" },
              { value: "until", label: "On a date" },
              { value: "count", label: "After a number of slots" },
            ]}
            disabled={pending}
          />
          {s.end === "until" ? (
            <FormField id="series-until" label="Last day" error={errors.untilDate}>
              <Input {...fieldA11y("series-until", errors.untilDate)} type="date" value={s.untilDate} onChange={(e) => set("untilDate", e.target.value)} disabled={pending} />
            </FormField>
          ) : s.end === "count" ? (
            <FormField id="series-count" label="Number of slots" error={errors.count}>
              <Input {...fieldA11y("series-count", errors.count)} type="number" inputMode="numeric" min={1} value={s.count} onChange={(e) => set("count", e.target.value)} disabled={pending} />
            </FormField>
          ) : null}
        </div>
      </fieldset>
    </FormDialog>
  );
}

function SeriesRow({ series, next }: { series: CalendarSeries; next: Slot[] }) {
  const [pending, start] = useTransition();
  const router = useRouter();
  return (
    <li className="flex items-start gap-2 rounded-lg border p-2 text-sm" data-series={series.id}>
      <RepeatIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <span className="font-medium">
          {series.title} <span className="font-normal text-muted-foreground">· {series.channel}</span>
        </span>
        <span className="text-xs text-muted-foreground">{describeSeries(series)}</span>
        <span className="text-xs">{next.length ? `Next: ${next.map((n) => format(n.at, "EEE d MMM HH:mm")).join(", ")}` : "No slots left."}</span>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        aria-label={`Delete the recurring slot ${series.title}`}
        disabled={pending}
        onClick={() =>
          start(async () => {
            const r = await deleteContentSeriesAction({ seriesId: series.id });
            if (!r.ok) return void toast.error(r.error);
            toast.success(`Deleted "${series.title}": posts already in its slots stay scheduled`);
            router.refresh();
          })
        }
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </li>
  );
}

