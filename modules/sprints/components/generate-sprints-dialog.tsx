"use client";

import * as React from "react";
import { CalendarRangeIcon } from "lucide-react";
import { toast } from "@/components/ui/sonner";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Input } from "@/components/ui/input";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { isDay } from "@/lib/calendar-day";
import { generateSprintsAction } from "../actions";
import { DEFAULT_SPRINT_FREQUENCY, generateSprints, generationYear, SPRINT_FREQUENCIES, SPRINT_FREQUENCY_LABELS, type SprintFrequency } from "../generator";
import { formatDay } from "@/lib/format";

type Pending = { startDate: string; frequency: SprintFrequency; existing: number; count: number; year: number };

/**
 * Generate a year of sprints (spec §9). The preview runs the same generator as the server; when
 * the year already has sprints the server answers "confirm" and the user decides whether to add.
 */
export function GenerateSprintsDialog({ brandId, defaultStartDate, existingByYear, trigger }: { brandId: string; defaultStartDate: string; existingByYear: Record<number, number>; trigger?: React.ReactNode }) {
  const { run, pending } = useAction({ brandId });
  const [open, setOpen] = React.useState(false);
  const [startDate, setStartDate] = React.useState(defaultStartDate);
  const [frequency, setFrequency] = React.useState<SprintFrequency>(DEFAULT_SPRINT_FREQUENCY);
  const [confirm, setConfirm] = React.useState<Pending | null>(null);

  const valid = isDay(startDate);
  const preview = React.useMemo(() => (valid ? generateSprints(startDate, frequency) : []), [valid, startDate, frequency]);
  const year = valid ? generationYear(startDate) : null;
  const existing = year !== null ? (existingByYear[year] ?? 0) : 0;

  const call = async (confirmOverlap: boolean, choice: { startDate: string; frequency: SprintFrequency } = { startDate, frequency }): Promise<boolean> => {
    const result = await run(generateSprintsAction, { ...choice, confirmOverlap });
    if (!result.ok) return false;
    if (result.data.status === "confirm") {
      // One question at a time: the form gives way to the confirmation, which keeps what was chosen.
      setOpen(false);
      setConfirm({ ...choice, ...result.data });
      return false;
    }
    toast.success(`Created ${result.data.count} sprints for ${result.data.year}`);
    setOpen(false);
    setConfirm(null);
    return true;
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (pending || !valid || preview.length === 0) return;
    await call(false);
  };

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          if (pending) return;
          setOpen(o);
          if (o) {
            setStartDate(defaultStartDate);
            setFrequency(DEFAULT_SPRINT_FREQUENCY);
          }
        }}
      >
        <DialogTrigger asChild>
          {trigger ?? (
            <Button>
              <CalendarRangeIcon aria-hidden="true" />
              Generate sprints
            </Button>
          )}
        </DialogTrigger>
        <DialogContent className="sm:max-w-lg">
          <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-5">
            <DialogHeader>
              <DialogTitle>Generate sprints</DialogTitle>
              <DialogDescription>Sprints run back to back from the start date to the end of its year. Each one starts open.</DialogDescription>
            </DialogHeader>
            <FormField id="sprint-start" label="Start date" error={startDate && !valid ? "Enter a valid date" : null}>
              <Input {...fieldA11y("sprint-start", startDate && !valid ? "x" : null)} type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} disabled={pending} required />
            </FormField>
            <div className="grid gap-2">
              <span className="text-sm font-medium" id="sprint-frequency-label">
                Frequency
              </span>
              <ToggleGroup
                type="single"
                variant="outline"
                value={frequency}
                onValueChange={(v) => v && setFrequency(v as SprintFrequency)}
                aria-labelledby="sprint-frequency-label"
                className="grid w-full grid-cols-3"
                disabled={pending}
              >
                {SPRINT_FREQUENCIES.map((f) => (
                  <ToggleGroupItem key={f} value={f} className="h-auto flex-col gap-0 py-2" aria-label={`${SPRINT_FREQUENCY_LABELS[f].label}, ${SPRINT_FREQUENCY_LABELS[f].detail}`}>
                    <span className="text-sm font-medium">{SPRINT_FREQUENCY_LABELS[f].label}</span>
                    <span className="text-xs font-normal text-muted-foreground">{SPRINT_FREQUENCY_LABELS[f].detail}</span>
                  </ToggleGroupItem>
                ))}
              </ToggleGroup>
            </div>
            <div className="rounded-lg border bg-muted/40 p-3 text-sm" aria-live="polite" data-testid="sprint-preview">
              {!valid ? (
                <p className="text-muted-foreground">Pick a start date to see the sprints.</p>
              ) : preview.length === 0 ? (
                <p className="text-destructive">
                  No {SPRINT_FREQUENCY_LABELS[frequency].label.toLowerCase()} sprint fits between {formatDay(startDate)} and the end of {year}. Choose an earlier start date or a shorter frequency.
                </p>
              ) : (
                <>
                  <p className="font-medium">
                    {preview.length} sprint{preview.length === 1 ? "" : "s"} for {year}
                    <span className="font-normal text-muted-foreground">
                      {" "}
                      · {formatDay(preview[0]!.startDate, { year: false })} – {formatDay(preview.at(-1)!.endDate)}
                    </span>
                  </p>
                  <ul className="mt-2 space-y-0.5 text-xs text-muted-foreground">
                    {preview.slice(0, 2).map((s) => (
                      <li key={s.startDate} className="flex justify-between gap-2">
                        <span className="truncate">{s.name}</span>
                        <span className="shrink-0 tabular-nums">
                          {s.startDate} → {s.endDate}
                        </span>
                      </li>
                    ))}
                    {preview.length > 3 ? <li aria-hidden="true">⋯</li> : null}
                    {preview.length > 2 ? (
                      <li className="flex justify-between gap-2">
                        <span className="truncate">{preview.at(-1)!.name}</span>
                        <span className="shrink-0 tabular-nums">
                          {preview.at(-1)!.startDate} → {preview.at(-1)!.endDate}
                        </span>
                      </li>
                    ) : null}
                  </ul>
                  {existing > 0 ? (
                    <p className="mt-2 text-xs text-amber-700 dark:text-amber-400">
                      {year} already has {existing} sprint{existing === 1 ? "" : "s"}; you will be asked before these are added.
                    </p>
                  ) : null}
                </>
              )}
            </div>
            <DialogFormFooter
              pending={pending}
              disabled={!valid || preview.length === 0}
              submitLabel={preview.length ? `Generate ${preview.length} sprint${preview.length === 1 ? "" : "s"}` : "Generate"}
              pendingLabel="Generating..."
              onCancel={() => setOpen(false)}
            />
          </form>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={`${confirm?.year ?? ""} already has sprints`}
        description={
          confirm ? (
            <p>
              This brand already has {confirm.existing} sprint{confirm.existing === 1 ? "" : "s"} in {confirm.year}. Adding {confirm.count} more may overlap them; nothing existing is changed or removed.
            </p>
          ) : null
        }
        confirmLabel={`Add ${confirm?.count ?? ""} sprints`}
        busyLabel="Adding..."
        onConfirm={() => (confirm ? call(true, { startDate: confirm.startDate, frequency: confirm.frequency }) : Promise.resolve(true))}
      />
    </>
  );
}
