"use client";

import * as React from "react";
import Link from "next/link";
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon, LightbulbIcon, SlidersHorizontalIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import type { ScoringModel } from "@/db/schema/growth-enums";
import { cn } from "@/lib/utils";
import { setScoringModelAction } from "../actions";
import { formatNumber } from "@/lib/format";
import type { Idea } from "../queries/ideas";
import type { PrioritizationData } from "../queries/prioritization";
import { priorKey, rankIdeas, type Ranked } from "../scoring";
import { ChannelBadge, StageBadge, StatusBadge } from "./badges";
import { EmptyState } from "@/components/ui/empty";
import { ScoreDialog } from "./score-dialog";
import { useAction } from "@/components/actions/use-action";

type Column = { key: string; label: string; title: string; value: (i: Ranked<Idea>) => number | null; format?: (v: number) => string };

const ICE_COLUMNS: Column[] = [
  { key: "iceImpact", label: "Impact", title: "Impact, 1–10", value: (i) => i.iceImpact },
  { key: "iceConfidence", label: "Confidence", title: "Confidence, 1–10", value: (i) => i.iceConfidence },
  { key: "iceEase", label: "Ease", title: "Ease, 1–10", value: (i) => i.iceEase },
];
const RICE_COLUMNS: Column[] = [
  { key: "riceReach", label: "Reach", title: "People or events per period", value: (i) => i.riceReach, format: (v) => formatNumber(v) },
  { key: "riceImpact", label: "Impact", title: "3 massive · 2 high · 1 medium · 0.5 low · 0.25 minimal", value: (i) => i.riceImpact },
  { key: "riceConfidence", label: "Confidence", title: "100 · 80 · 50 %", value: (i) => i.riceConfidence, format: (v) => `${v}%` },
  { key: "effort", label: "Effort", title: "Person-months", value: (i) => i.effort, format: (v) => `${formatNumber(v)} pm` },
];

export function PrioritizationBoard({ brandId, model, ideas, priors, canEdit }: PrioritizationData & { brandId: string; canEdit: boolean }) {
  const { run, busy } = useAction({ brandId });
  const [includeActive, setIncludeActive] = React.useState(false);
  const [sort, setSort] = React.useState<{ key: string; dir: "asc" | "desc" }>({ key: "score", dir: "desc" });
  const [scoring, setScoring] = React.useState<string | null>(null);

  const pool = ideas.filter((i) => (includeActive ? ["idea", "prioritised", "planned", "running"] : ["idea", "prioritised"]).includes(i.status));
  const ranked = rankIdeas(pool, model);
  const columns = model === "ice" ? ICE_COLUMNS : RICE_COLUMNS;
  const sorted =
    sort.key === "score"
      ? sort.dir === "desc"
        ? ranked
        : [...ranked].reverse()
      : [...ranked].sort((a, b) => {
          const col = columns.find((c) => c.key === sort.key);
          const va = col?.value(a) ?? null;
          const vb = col?.value(b) ?? null;
          if (va === vb) return (a.rank ?? 1e9) - (b.rank ?? 1e9);
          if (va === null) return 1;
          if (vb === null) return -1;
          return sort.dir === "desc" ? vb - va : va - vb;
        });
  const scoringIdea = scoring ? ideas.find((i) => i.id === scoring) : undefined;

  const header = (key: string, label: string, title: string, className?: string) => {
    const active = sort.key === key;
    return (
      <TableHead className={cn("text-right", className)} aria-sort={active ? (sort.dir === "desc" ? "descending" : "ascending") : "none"}>
        <button
          type="button"
          title={title}
          onClick={() => setSort((s) => ({ key, dir: s.key === key && s.dir === "desc" ? "asc" : "desc" }))}
          className="inline-flex items-center gap-1 rounded px-1 outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {label}
          {active ? sort.dir === "desc" ? <ArrowDownIcon className="size-3.5" aria-hidden="true" /> : <ArrowUpIcon className="size-3.5" aria-hidden="true" /> : <ArrowUpDownIcon className="size-3.5 opacity-40" aria-hidden="true" />}
        </button>
      </TableHead>
    );
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-xs md:flex-row md:items-center md:justify-between">
        <div className="space-y-1">
          <p className="text-sm font-medium">Scoring model</p>
          <p className="text-sm text-muted-foreground">
            {model === "ice"
              ? "ICE: impact, confidence and ease from 1 to 10, averaged. Quick to score; good for a young backlog."
              : "RICE: reach × impact (3 / 2 / 1 / 0.5 / 0.25) × confidence (100 / 80 / 50 %) ÷ effort in person-months."}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <ToggleGroup
            type="single"
            variant="outline"
            value={model}
            disabled={!canEdit || !!busy}
            onValueChange={(v) => v && v !== model && void run(setScoringModelAction, { model: v as ScoringModel }, { key: "model", success: `The brand now ranks with ${v.toUpperCase()}` })}
            aria-label="Scoring model"
          >
            <ToggleGroupItem value="ice" className="px-4">
              ICE
            </ToggleGroupItem>
            <ToggleGroupItem value="rice" className="px-4">
              RICE
            </ToggleGroupItem>
          </ToggleGroup>
          <label className="flex items-center gap-2 text-sm">
            <Switch checked={includeActive} onCheckedChange={setIncludeActive} />
            Include planned and running
          </label>
        </div>
      </div>

      {ideas.length === 0 ? (
        <EmptyState
          icon={LightbulbIcon}
          title="Nothing to rank yet"
          action={
            <Button asChild>
              <Link href="/brainstorming-ideas">Capture ideas</Link>
            </Button>
          }
        >
          Capture experiment ideas in the backlog first. Each scored idea becomes prioritised and appears here, ranked by the brand&apos;s model.
        </EmptyState>
      ) : pool.length === 0 ? (
        <EmptyState icon={SlidersHorizontalIcon} title="Every idea is already planned or finished">
          Turn on &quot;Include planned and running&quot; to see them, or{" "}
          <Link href="/brainstorming-ideas" className="font-medium text-foreground underline underline-offset-4">
            capture new ideas
          </Link>
          .
        </EmptyState>
      ) : (
        <div className="rounded-xl border bg-card">
          <Table>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead className="w-12 text-right">#</TableHead>
                <TableHead className="min-w-56">Idea</TableHead>
                {columns.map((c) => header(c.key, c.label, c.title, "hidden sm:table-cell"))}
                {header("score", model.toUpperCase(), `${model.toUpperCase()} score`)}
                <TableHead className="w-24">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {sorted.map((i) => {
                const prior = priors[priorKey(i.channel, i.stage) ?? ""];
                return (
                  <TableRow key={i.id} data-testid="ranked-idea">
                    <TableCell className="text-right text-muted-foreground tabular-nums">{i.rank ?? "—"}</TableCell>
                    <TableCell className="whitespace-normal">
                      <p className="font-medium">{i.title}</p>
                      <div className="mt-1 flex flex-wrap gap-1">
                        <StatusBadge status={i.status} />
                        <StageBadge stage={i.stage} />
                        <ChannelBadge channel={i.channel} />
                      </div>
                      {/* The breakdown stays visible on phones, where the columns are hidden. */}
                      <p className="mt-1 text-xs text-muted-foreground sm:hidden">
                        {columns.map((c) => `${c.label} ${c.value(i) === null ? "—" : (c.format ?? String)(c.value(i)!)}`).join(" · ")}
                      </p>
                      {prior && (model === "ice" ? i.iceConfidence === null : i.riceConfidence === null) ? (
                        <p className="mt-1 text-xs text-muted-foreground">Suggested confidence from {prior.sample} past learning{prior.sample === 1 ? "" : "s"}: {model === "ice" ? prior.ice : `${prior.rice}%`}</p>
                      ) : null}
                    </TableCell>
                    {columns.map((c) => {
                      const v = c.value(i);
                      return (
                        <TableCell key={c.key} className="hidden text-right tabular-nums sm:table-cell">
                          {v === null ? <span className="text-muted-foreground">—</span> : (c.format ?? String)(v)}
                        </TableCell>
                      );
                    })}
                    <TableCell className="text-right text-base font-semibold tabular-nums">{i.score === null ? <span className="text-sm font-normal text-muted-foreground">—</span> : formatNumber(i.score, { maximumFractionDigits: 1 })}</TableCell>
                    <TableCell className="text-right">
                      {canEdit ? (
                        <Button variant="outline" size="sm" onClick={() => setScoring(i.id)} aria-label={`Score ${i.title}`}>
                          Score
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
      {ranked.some((i) => i.status === "prioritised") ? (
        <p className="text-sm text-muted-foreground">
          Ready to run the top ideas?{" "}
          <Link href="/growth-planning" className="font-medium text-foreground underline underline-offset-4">
            Plan them into a sprint
          </Link>
          .
        </p>
      ) : null}
      {scoringIdea ? <ScoreDialog brandId={brandId} idea={scoringIdea} model={model} prior={priors[priorKey(scoringIdea.channel, scoringIdea.stage) ?? ""] ?? null} onClose={() => setScoring(null)} /> : null}
    </div>
  );
}
