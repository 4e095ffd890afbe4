"use client";

import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";

/** Monday first, as a work week is read (0 = Sunday … 6 = Saturday, as Date#getDay). */
const WEEKDAYS = [
  { value: 1, short: "Mon", long: "Monday" },
  { value: 2, short: "Tue", long: "Tuesday" },
  { value: 3, short: "Wed", long: "Wednesday" },
  { value: 4, short: "Thu", long: "Thursday" },
  { value: 5, short: "Fri", long: "Friday" },
  { value: 6, short: "Sat", long: "Saturday" },
  { value: 0, short: "Sun", long: "Sunday" },
] as const;

/**
 * "On" + seven day toggles + the field's error: the days of a weekly rule (recurring tasks, the
 * content calendar's recurring slots). `id` names the label and the error for screen readers.
 */
export function WeekdayPicker({ id, value, onChange, error, disabled }: { id: string; value: readonly number[]; onChange: (days: number[]) => void; error?: string | null; disabled?: boolean }) {
  return (
    <div className="grid gap-2">
      <span id={`${id}-label`} className="text-sm font-medium">
        On
      </span>
      <ToggleGroup
        type="multiple"
        variant="outline"
        value={value.map(String)}
        onValueChange={(v) => onChange(v.map(Number))}
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        className="flex w-full flex-wrap gap-1.5"
        spacing={1}
        disabled={disabled}
      >
        {WEEKDAYS.map((d) => (
          <ToggleGroupItem key={d.value} value={String(d.value)} aria-label={d.long} className="min-w-11 flex-1 data-[state=on]:border-primary data-[state=on]:bg-primary data-[state=on]:text-primary-foreground">
            {d.short}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-[13px] text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
