"use client";

import * as React from "react";
import { ArrowDownIcon, ArrowUpIcon, LoaderCircleIcon, PencilIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { OptionSelect } from "@/components/ui/option-select";
import { Textarea } from "@/components/ui/textarea";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { CHANNEL_RINGS, type ChannelKey, type ChannelRing, type LearningOutcome } from "@/db/schema/growth-enums";
import { cn } from "@/lib/utils";
import { rankChannelsAction, updateChannelAction } from "../actions";
import { formatNumber } from "@/lib/format";
import { parseNumberField } from "../format";
import { CHANNELS, RING_LABELS } from "../labels";
import type { Channel, ChannelsPageData } from "../queries/channels";
import { winRate } from "../stats";
import { FormField } from "@/components/ui/form-field";
import { onModEnter } from "@/components/actions/on-mod-enter";
import { useAction } from "@/components/actions/use-action";
import { onFormSubmit } from "@/components/actions/on-form-submit";

const RING_ORDER: ChannelRing[] = ["inner", "middle", "outer"];
const RING_STYLE: Record<ChannelRing, { dot: string; band: string }> = {
  inner: { dot: "bg-primary text-primary-foreground border-primary", band: "bg-primary/10 border-primary/40" },
  middle: { dot: "bg-chart-2 text-white border-chart-2", band: "bg-chart-2/10 border-chart-2/40" },
  outer: { dot: "bg-background text-foreground border-border", band: "bg-muted/40 border-border" },
};
/** Circle radius of each ring and the radius its dots sit on, as fractions of the half-size. */
const GEOMETRY: Record<ChannelRing, { ring: number; dots: number }> = {
  inner: { ring: 0.3, dots: 0.15 },
  middle: { ring: 0.62, dots: 0.46 },
  outer: { ring: 0.98, dots: 0.8 },
};

type Stats = Record<string, { experiments: number; wins: number; rate: number | null }>;

function statsByChannel(ideas: ChannelsPageData["ideas"]): Stats {
  const out: Stats = {};
  for (const i of ideas) {
    if (!i.channel || i.status === "discarded") continue;
    const s = (out[i.channel] ??= { experiments: 0, wins: 0, rate: null });
    s.experiments += 1;
  }
  for (const key of Object.keys(out)) {
    const outcomes = ideas.filter((i) => i.channel === key && i.outcome).map((i) => i.outcome as LearningOutcome);
    const wr = winRate(outcomes);
    out[key]!.wins = wr.wins;
    out[key]!.rate = wr.rate;
  }
  return out;
}

/** The Bullseye: three concentric rings, each channel a dot on its ring (rank 1 at twelve o'clock). */
function Bullseye({ channels, onSelect }: { channels: Channel[]; onSelect: (c: Channel) => void }) {
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[30rem]" role="group" aria-label="Bullseye of the 19 traction channels">
      {(["outer", "middle", "inner"] as const).map((ring) => {
        const r = GEOMETRY[ring].ring;
        return (
          <div
            key={ring}
            aria-hidden="true"
            className={cn("absolute rounded-full border", RING_STYLE[ring].band)}
            style={{ left: `${50 - r * 50}%`, top: `${50 - r * 50}%`, width: `${r * 100}%`, height: `${r * 100}%` }}
          />
        );
      })}
      {(["outer", "middle", "inner"] as const).map((ring) => {
        const list = channels.filter((c) => c.ring === ring);
        const radius = ring === "inner" && list.length === 1 ? 0 : GEOMETRY[ring].dots;
        return list.map((c, i) => {
          const angle = -Math.PI / 2 + (2 * Math.PI * i) / list.length;
          const x = 50 + radius * 50 * Math.cos(angle);
          const y = 50 + radius * 50 * Math.sin(angle);
          const meta = CHANNELS[c.channel];
          return (
            <Tooltip key={c.channel}>
              <TooltipTrigger asChild>
                <button
                  type="button"
                  onClick={() => onSelect(c)}
                  aria-label={`${meta.label}: ${RING_LABELS[ring].label}, rank ${i + 1}`}
                  className={cn(
                    "absolute flex size-9 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border text-[0.65rem] font-semibold shadow-sm transition-transform outline-none hover:z-10 hover:scale-110 focus-visible:z-10 focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:size-10 sm:text-xs",
                    RING_STYLE[ring].dot,
                  )}
                  style={{ left: `${x}%`, top: `${y}%` }}
                >
                  {meta.short}
                </button>
              </TooltipTrigger>
              <TooltipContent>
                {meta.label} · #{i + 1}
              </TooltipContent>
            </Tooltip>
          );
        });
      })}
    </div>
  );
}

export function ChannelsBoard({ brandId, channels, ideas, canEdit }: ChannelsPageData & { brandId: string; canEdit: boolean }) {
  const [editing, setEditing] = React.useState<ChannelKey | null>(null);
  const { run, busy } = useAction({ brandId });
  const stats = React.useMemo(() => statsByChannel(ideas), [ideas]);
  const ringList = (ring: ChannelRing) => channels.filter((c) => c.ring === ring);

  const move = (ring: ChannelRing, index: number, delta: -1 | 1) => {
    const order = ringList(ring).map((c) => c.channel);
    const j = index + delta;
    if (j < 0 || j >= order.length) return;
    [order[index], order[j]] = [order[j]!, order[index]!];
    void run(rankChannelsAction, { ring, order }, { key: `rank-${order[j]}` });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <Card className="h-fit lg:sticky lg:top-4">
        <CardHeader>
          <CardTitle>Bullseye</CardTitle>
          <CardDescription>
            Brainstorm every channel in the outer ring, run cheap tests on the most promising in the middle ring, and focus on the one that works in the inner ring. Select a dot to edit it.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <Bullseye channels={channels} onSelect={(c) => setEditing(c.channel)} />
          <ul className="grid gap-1.5 text-xs sm:grid-cols-3">
            {RING_ORDER.map((ring) => (
              <li key={ring} className="flex items-start gap-2">
                <span className={cn("mt-0.5 size-3 shrink-0 rounded-full border", RING_STYLE[ring].dot)} aria-hidden="true" />
                <span>
                  <span className="font-medium">{RING_LABELS[ring].label}</span> · {RING_LABELS[ring].meaning}
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <div className="space-y-6">
        {RING_ORDER.map((ring) => {
          const list = ringList(ring);
          return (
            <section key={ring} aria-labelledby={`ring-${ring}`} className="space-y-2">
              <div>
                <h2 id={`ring-${ring}`} className="text-base font-semibold tracking-tight">
                  {RING_LABELS[ring].label}: {RING_LABELS[ring].meaning} <span className="font-normal text-muted-foreground tabular-nums">({list.length})</span>
                </h2>
                <p className="text-sm text-muted-foreground">{RING_LABELS[ring].advice}</p>
              </div>
              {list.length === 0 ? (
                <p className="rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground">
                  {ring === "inner"
                    ? "No channel in focus yet. When a middle-ring test works, move that channel here."
                    : "No channel here yet. Move the most promising channels of the outer ring here to test them."}
                </p>
              ) : (
                <ol className="divide-y rounded-xl border bg-card">
                  {list.map((c, i) => {
                    const meta = CHANNELS[c.channel];
                    const s = stats[c.channel];
                    return (
                      <li key={c.channel} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5" data-testid={`channel-${c.channel}`}>
                        <span className="w-5 text-right text-xs text-muted-foreground tabular-nums">{i + 1}</span>
                        <span className={cn("flex size-7 shrink-0 items-center justify-center rounded-full border text-[0.6rem] font-semibold", RING_STYLE[ring].dot)} aria-hidden="true">
                          {meta.short}
                        </span>
                        {/* basis-40: on a phone the controls wrap below the name instead of squeezing it. */}
                        <div className="min-w-0 flex-1 basis-40">
                          <p className="truncate text-sm font-medium">{meta.label}</p>
                          <p className="truncate text-xs text-muted-foreground">
                            {[
                              c.cac !== null ? `CAC ${formatNumber(c.cac)}` : null,
                              c.testCost !== null ? `test ${formatNumber(c.testCost)}` : null,
                              s ? `${s.experiments} experiment${s.experiments === 1 ? "" : "s"}${s.rate !== null ? `, ${s.rate}% won` : ""}` : null,
                              c.ideas ? c.ideas.split("\n")[0] : null,
                            ]
                              .filter(Boolean)
                              .join(" · ") || meta.hint}
                          </p>
                        </div>
                        {canEdit ? (
                          <div className="ml-auto flex items-center gap-0.5">
                            <Button variant="ghost" size="icon-sm" aria-label={`Rank ${meta.label} higher`} disabled={i === 0 || !!busy} onClick={() => move(ring, i, -1)}>
                              <ArrowUpIcon />
                            </Button>
                            <Button variant="ghost" size="icon-sm" aria-label={`Rank ${meta.label} lower`} disabled={i === list.length - 1 || !!busy} onClick={() => move(ring, i, 1)}>
                              <ArrowDownIcon />
                            </Button>
                            <Select
                              value={ring}
                              onValueChange={(v) => void run(updateChannelAction, { channel: c.channel, ring: v as ChannelRing }, { key: `ring-${c.channel}`, success: `${meta.label} moved to the ${RING_LABELS[v as ChannelRing].label.toLowerCase()}` })}
                            >
                              <SelectTrigger size="sm" className="w-[7.5rem]" aria-label={`Ring of ${meta.label}`}>
                                {busy === `ring-${c.channel}` ? <LoaderCircleIcon className="animate-spin" /> : null}
                                <SelectValue />
                              </SelectTrigger>
                              <SelectContent>
                                {CHANNEL_RINGS.map((r) => (
                                  <SelectItem key={r} value={r}>
                                    {RING_LABELS[r].label}
                                  </SelectItem>
                                ))}
                              </SelectContent>
                            </Select>
                            <Button variant="ghost" size="icon-sm" aria-label={`Edit ${meta.label}`} onClick={() => setEditing(c.channel)}>
                              <PencilIcon />
                            </Button>
                          </div>
                        ) : null}
                      </li>
                    );
                  })}
                </ol>
              )}
            </section>
          );
        })}
      </div>
      {editing ? <ChannelDialog brandId={brandId} channel={channels.find((c) => c.channel === editing)!} canEdit={canEdit} stats={stats[editing]} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

function ChannelDialog({ brandId, channel, canEdit, stats, onClose }: { brandId: string; channel: Channel; canEdit: boolean; stats?: Stats[string]; onClose: () => void }) {
  const meta = CHANNELS[channel.channel];
  const { run, pending } = useAction({ brandId });
  const [ring, setRing] = React.useState<ChannelRing>(channel.ring);
  const [ideas, setIdeas] = React.useState(channel.ideas);
  const [testCost, setTestCost] = React.useState(channel.testCost === null ? "" : String(channel.testCost));
  const [testResults, setTestResults] = React.useState(channel.testResults);
  const [cac, setCac] = React.useState(channel.cac === null ? "" : String(channel.cac));
  const [errors, setErrors] = React.useState<Record<string, string>>({});

  const submit = async () => {
    const cost = parseNumberField(testCost);
    const c = parseNumberField(cac);
    const errs: Record<string, string> = {};
    if (cost !== null && (!Number.isFinite(cost) || cost < 0)) errs.testCost = "Enter an amount of 0 or more";
    if (c !== null && (!Number.isFinite(c) || c < 0)) errs.cac = "Enter an amount of 0 or more";
    setErrors(errs);
    if (Object.keys(errs).length) return;
    const r = await run(updateChannelAction, { channel: channel.channel, ring, ideas, testCost: cost, testResults, cac: c }, { success: `${meta.label} saved` });
    if (r.ok) onClose();
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="sm:max-w-lg" onKeyDown={onModEnter(submit)}>
        <DialogHeader>
          <DialogTitle>{meta.label}</DialogTitle>
          <DialogDescription>
            {meta.hint}
            {stats ? ` ${stats.experiments} experiment${stats.experiments === 1 ? "" : "s"} in the backlog${stats.rate !== null ? `, ${stats.rate}% of the finished ones won` : ""}.` : ""}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={onFormSubmit(submit)}>
          <FormField id="channel-ring" label="Ring" className="sm:col-span-2">
            <OptionSelect
              id="channel-ring" value={ring} onValueChange={(v) => setRing(v as ChannelRing)} disabled={!canEdit}
              options={CHANNEL_RINGS.map((r) => ({ value: r, label: <>{RING_LABELS[r].label} · {RING_LABELS[r].meaning}</> }))}
            />
          </FormField>
          <FormField id="channel-ideas" label="Ideas" hint="What could this channel do for the brand? One idea per line." className="sm:col-span-2">
            <Textarea id="channel-ideas" rows={3} value={ideas} onChange={(e) => setIdeas(e.target.value)} disabled={!canEdit} />
          </FormField>
          <FormField id="channel-test-cost" label="Cost of the cheap test" error={errors.testCost}>
            <Input id="channel-test-cost" inputMode="decimal" value={testCost} onChange={(e) => setTestCost(e.target.value)} disabled={!canEdit} aria-invalid={!!errors.testCost} />
          </FormField>
          <FormField id="channel-cac" label="CAC (cost per customer)" error={errors.cac}>
            <Input id="channel-cac" inputMode="decimal" value={cac} onChange={(e) => setCac(e.target.value)} disabled={!canEdit} aria-invalid={!!errors.cac} />
          </FormField>
          <FormField id="channel-results" label="Test results" hint="Customers won, cost per customer, volume available, what surprised you." className="sm:col-span-2">
            <Textarea id="channel-results" rows={3} value={testResults} onChange={(e) => setTestResults(e.target.value)} disabled={!canEdit} />
          </FormField>
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={onClose}>
              {canEdit ? "Cancel" : "Close"}
            </Button>
            {canEdit ? (
              <Button type="submit" disabled={pending}>
                {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
                Save channel
              </Button>
            ) : null}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
