"use client";

import * as React from "react";
import Link from "next/link";
import { ExternalLinkIcon, GraduationCapIcon, PencilIcon, PlusIcon, SearchIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/option-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CHANNEL_KEYS, FUNNEL_STAGES, LEARNING_OUTCOMES } from "@/db/schema/growth-enums";
import { deleteLearningAction } from "../actions";
import { formatDate, formatNumber } from "@/lib/format";
import { hypothesisSentence } from "../format";
import { CHANNELS, OUTCOME_LABELS, STAGE_LABELS, channelLabel, stageLabel } from "../labels";
import type { Learning, LearningsData } from "../queries/learnings";
import { winRate, winRatesBy, type WinRateRow } from "../stats";
import { ChannelBadge, OutcomeBadge, StageBadge } from "./badges";
import { EmptyState } from "@/components/ui/empty";
import { LearningDialog } from "./learning-dialog";
import { useAction } from "@/components/actions/use-action";

const ALL = "__all__";

function formatChange(l: Pick<Learning, "metricChange" | "changeUnit" | "metricUnit">): string | null {
  if (l.metricChange === null) return null;
  const sign = l.metricChange > 0 ? "+" : "";
  return l.changeUnit === "percent" ? `${sign}${formatNumber(l.metricChange)}%` : `${sign}${formatNumber(l.metricChange)}${l.metricUnit ? ` ${l.metricUnit}` : ""}`;
}

function WinRateTable({ rows, label }: { rows: WinRateRow[]; label: string }) {
  if (!rows.length) return <p className="py-4 text-sm text-muted-foreground">No learnings yet.</p>;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Win rate by {label}</caption>
      <thead>
        <tr className="border-b text-left text-xs text-muted-foreground">
          <th className="py-2 font-medium">{label}</th>
          <th className="py-2 text-right font-medium">Results</th>
          <th className="hidden py-2 text-right font-medium sm:table-cell">W / L / I</th>
          <th className="w-2/5 py-2 pl-4 font-medium">Win rate</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className="border-b last:border-0">
            <td className="py-2 pr-2">{r.key}</td>
            <td className="py-2 text-right tabular-nums">{r.total}</td>
            <td className="hidden py-2 text-right text-muted-foreground tabular-nums sm:table-cell">
              {r.wins} / {r.losses} / {r.inconclusive}
            </td>
            <td className="py-2 pl-4">
              <div className="flex items-center gap-2">
                <div className="h-2 flex-1 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                  <div className="h-full rounded-full bg-emerald-500" style={{ width: `${r.rate ?? 0}%` }} />
                </div>
                <span className="w-10 text-right font-medium tabular-nums">{r.rate === null ? "—" : `${r.rate}%`}</span>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function LearningsLibrary({ brandId, learnings, pending, metrics, pillars, canEdit, initialIdeaId }: LearningsData & { brandId: string; canEdit: boolean; initialIdeaId: string | null }) {
  const { run } = useAction({ brandId });
  const [dialog, setDialog] = React.useState<{ learning: Learning | null; ideaId: string | null } | null>(() =>
    canEdit && initialIdeaId && pending.some((i) => i.id === initialIdeaId) ? { learning: null, ideaId: initialIdeaId } : null,
  );
  const [query, setQuery] = React.useState("");
  const [outcome, setOutcome] = React.useState(ALL);
  const [channel, setChannel] = React.useState(ALL);
  const [stage, setStage] = React.useState(ALL);
  const [pillar, setPillar] = React.useState(ALL);

  const overall = winRate(learnings.map((l) => l.outcome));
  const byChannel = winRatesBy(learnings, (l) => channelLabel(l.channel));
  const byStage = winRatesBy(learnings, (l) => stageLabel(l.stage));
  const byPillar = winRatesBy(learnings, (l) => l.pillarName ?? "No pillar");

  const q = query.trim().toLowerCase();
  const visible = learnings.filter(
    (l) =>
      (outcome === ALL || l.outcome === outcome) &&
      (channel === ALL || l.channel === channel) &&
      (stage === ALL || l.stage === stage) &&
      (pillar === ALL || l.pillarId === pillar) &&
      (!q || [l.ideaTitle, l.learned, l.hypothesis.change, l.hypothesis.outcome, l.hypothesis.measure, l.metricName ?? ""].join(" ").toLowerCase().includes(q)),
  );

  return (
    <div className="space-y-6">
      {canEdit && pending.length ? (
        <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs sm:flex-row sm:items-center">
          <div className="flex-1">
            <p className="text-sm font-medium">
              {pending.length} experiment{pending.length === 1 ? " is" : "s are"} waiting for a result
            </p>
            <p className="truncate text-sm text-muted-foreground">{pending.slice(0, 3).map((i) => i.title).join(" · ")}</p>
          </div>
          <Button onClick={() => setDialog({ learning: null, ideaId: null })}>
            <PlusIcon aria-hidden="true" /> Record a learning
          </Button>
        </div>
      ) : null}

      {learnings.length === 0 ? (
        <EmptyState
          icon={GraduationCapIcon}
          title="No learnings yet"
          action={
            pending.length === 0 ? (
              <Button asChild variant="outline">
                <Link href="/growth-planning">Plan an experiment</Link>
              </Button>
            ) : null
          }
        >
          Every finished experiment gets a learning: its outcome, the metric it moved and by how much, what the team learned and the evidence. The library then shows win rates by channel, stage and pillar, and
          prioritisation uses them to suggest confidence.
        </EmptyState>
      ) : (
        <>
          <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
            <Card className="gap-2">
              <CardHeader>
                <CardDescription>Win rate</CardDescription>
                <CardTitle className="text-4xl tabular-nums" data-testid="overall-win-rate">
                  {overall.rate === null ? "—" : `${overall.rate}%`}
                </CardTitle>
              </CardHeader>
              <CardContent className="text-sm text-muted-foreground">
                {overall.wins} win{overall.wins === 1 ? "" : "s"}, {overall.losses} loss{overall.losses === 1 ? "" : "es"}, {overall.inconclusive} inconclusive out of {overall.total} result{overall.total === 1 ? "" : "s"}.
              </CardContent>
            </Card>
            <Card className="gap-2">
              <CardContent>
                <Tabs defaultValue="channel">
                  <TabsList aria-label="Win rate by">
                    <TabsTrigger value="channel">By channel</TabsTrigger>
                    <TabsTrigger value="stage">By stage</TabsTrigger>
                    <TabsTrigger value="pillar">By pillar</TabsTrigger>
                  </TabsList>
                  <TabsContent value="channel">
                    <WinRateTable rows={byChannel} label="Channel" />
                  </TabsContent>
                  <TabsContent value="stage">
                    <WinRateTable rows={byStage} label="Stage" />
                  </TabsContent>
                  <TabsContent value="pillar">
                    <WinRateTable rows={byPillar} label="Pillar" />
                  </TabsContent>
                </Tabs>
              </CardContent>
            </Card>
          </div>

          <section aria-labelledby="library-title" className="space-y-3">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="library-title" className="mr-auto text-base font-semibold">
                Library
              </h2>
              <div className="relative w-full sm:w-64">
                <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
                <Input value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Search learnings" aria-label="Search learnings" className="h-8 pl-8" />
              </div>
              <Filter label="outcome" value={outcome} onChange={setOutcome} all="All outcomes" options={LEARNING_OUTCOMES.map((o) => [o, OUTCOME_LABELS[o]])} />
              <Filter label="channel" value={channel} onChange={setChannel} all="All channels" options={CHANNEL_KEYS.map((c) => [c, CHANNELS[c].label])} />
              <Filter label="stage" value={stage} onChange={setStage} all="All stages" options={FUNNEL_STAGES.map((s) => [s, STAGE_LABELS[s]])} />
              {pillars.length ? <Filter label="pillar" value={pillar} onChange={setPillar} all="All pillars" options={pillars.map((p) => [p.id, p.name])} /> : null}
            </div>
            {visible.length === 0 ? (
              <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">No learning matches. Try another search or clear the filters.</p>
            ) : (
              <ul className="grid gap-3">
                {visible.map((l) => {
                  const sentence = hypothesisSentence(l.hypothesis);
                  const change = formatChange(l);
                  return (
                    <li key={l.id} className="space-y-2 rounded-xl border bg-card p-4 shadow-xs" data-testid="learning">
                      <div className="flex items-start gap-2">
                        <div className="min-w-0 flex-1 space-y-1">
                          <div className="flex flex-wrap items-center gap-1.5">
                            <OutcomeBadge outcome={l.outcome} />
                            <h3 className="font-medium">{l.ideaTitle}</h3>
                          </div>
                          <p className="text-xs text-muted-foreground">
                            {formatDate(l.createdAt)}
                            {l.sprintName ? ` · ${l.sprintName}` : ""}
                            {l.pillarName ? ` · ${l.pillarName}` : ""}
                          </p>
                        </div>
                        {change || l.metricName ? (
                          <div className="text-right">
                            <p className={`text-lg font-semibold tabular-nums ${l.metricChange !== null && l.metricChange < 0 ? "text-rose-600 dark:text-rose-400" : ""}`}>{change ?? "—"}</p>
                            <p className="text-xs text-muted-foreground">{l.metricName ?? "no metric"}</p>
                          </div>
                        ) : null}
                        {canEdit ? (
                          <RowActionsMenu
                            label={`Actions for the learning of ${l.ideaTitle}`}
                            actions={[
                              { label: "Edit", icon: PencilIcon, onSelect: () => setDialog({ learning: l, ideaId: l.ideaId }) },
                              { label: "Delete", icon: Trash2Icon, destructive: true, onSelect: () => void run(deleteLearningAction, { id: l.id }, { success: "Learning deleted; the experiment is running again" }) },
                            ]}
                          />
                        ) : null}
                      </div>
                      <p className="text-sm whitespace-pre-line">{l.learned}</p>
                      {sentence ? <p className="text-xs text-muted-foreground">{sentence}</p> : null}
                      <div className="flex flex-wrap items-center gap-1.5">
                        <StageBadge stage={l.stage} />
                        <ChannelBadge channel={l.channel} />
                        {l.evidenceLinks.map((href) => (
                          <a key={href} href={href} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex max-w-64 items-center gap-1 truncate text-xs text-muted-foreground underline underline-offset-4 hover:text-foreground">
                            <ExternalLinkIcon className="size-3 shrink-0" aria-hidden="true" />
                            {safeHost(href)}
                          </a>
                        ))}
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </>
      )}

      {dialog ? <LearningDialog brandId={brandId} learning={dialog.learning} pending={pending} defaultIdeaId={dialog.ideaId} metrics={metrics} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}

function safeHost(href: string): string {
  try {
    const u = new URL(href);
    return `${u.host}${u.pathname === "/" ? "" : u.pathname}`;
  } catch {
    return href;
  }
}

function Filter({ label, value, onChange, all, options }: { label: string; value: string; onChange: (v: string) => void; all: string; options: [string, string][] }) {
  return (
    <OptionSelect
      size="sm" className="max-w-[10rem]" aria-label={`Filter by ${label}`} value={value} onValueChange={onChange} first={{ value: ALL, label: all }}
      options={options.map(([v, l]) => ({ value: v, label: l }))}
    />
  );
}
