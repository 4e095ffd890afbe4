"use client";

import * as React from "react";
import Link from "next/link";
import { Share2 } from "lucide-react";
import { AutoRefresh } from "@/components/actions/auto-refresh";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty";
import { SelectField } from "@/components/ui/option-select";
import { Progress } from "@/components/ui/progress";
import { StatusBadge, type StatusStates } from "@/components/ui/tone-badge";
import { formatDateTime } from "@/lib/format";
import { runChannelMixAction } from "../actions";
import type { ChannelMixRun } from "../runs";
import { NETWORK_LABEL, WEIGHTS, type Factor, type NetworkScore } from "../score";

const TIER_STATES: StatusStates = { invest: ["ok", "Invest"], maintain: ["info", "Maintain"], deprioritise: ["idle", "Deprioritise"] };
const RUN_STATES: StatusStates = { queued: ["idle", "Queued"], running: ["info", "Running"], done: ["ok", "Done"], failed: ["bad", "Failed"] };
const FACTOR_LABEL: Record<Factor, string> = { audience: "Audience fit", goals: "Goals fit", results: "Results", intent: "Brand's intent" };
const NONE = "__none";

export function ChannelMixView({ brandId, runs, canEdit }: { brandId: string; runs: ChannelMixRun[]; canEdit: boolean }) {
  const { run, busy } = useAction({ brandId });
  const latest = runs[0] ?? null;
  const active = latest?.status === "queued" || latest?.status === "running";
  const shown = runs.find((r) => r.status === "done") ?? null;
  const earlier = runs.filter((r) => r.status === "done" && r.id !== shown?.id);
  const [compareId, setCompareId] = React.useState<string>(NONE);
  const compare = earlier.find((r) => r.id === compareId) ?? null;

  const start = (
    <Button disabled={!canEdit || busy !== null || active} onClick={() => void run(runChannelMixAction, {}, { success: (d) => (d.alreadyRunning ? "An analysis is already running" : "Channel Mix analysis started") })}>
      {active ? "Analysing…" : runs.length ? "Run again" : "Run the analysis"}
    </Button>
  );

  return (
    <div className="grid gap-4">
      <AutoRefresh active={active} live="social" />
      <div className="flex flex-wrap items-center gap-3">
        {canEdit ? start : <p className="text-sm text-muted-foreground">You can view the analyses; an owner or editor of social media can run one.</p>}
        {latest ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground" data-testid="latest-run">
            Latest run <StatusBadge status={latest.status} states={RUN_STATES} /> {formatDateTime(latest.createdAt)}
            {latest.status === "failed" && latest.error ? <span className="text-destructive wrap-anywhere">{latest.error}</span> : null}
            {latest.jobId ? (
              <Link href="/sm-batch-jobs" className="text-primary underline-offset-4 hover:underline">
                See its job
              </Link>
            ) : null}
          </p>
        ) : null}
      </div>

      {!shown ? (
        active ? (
          <Card>
            <CardContent className="py-6 text-sm text-muted-foreground">Reading the brand&apos;s audience, goals and results, then scoring each network…</CardContent>
          </Card>
        ) : (
          <EmptyState icon={Share2} title="No Channel Mix analysis yet">
            The analysis scores LinkedIn, Instagram, Facebook, TikTok, YouTube and X for this brand from its onboarding questionnaire (audience, goals, channels, team hours), its personas and the results
            of its own tracked profiles, and suggests a cadence and the hours it takes. Answer the{" "}
            <Link href="/brand-onboarding-questionnaire" className="text-primary underline-offset-4 hover:underline">
              questionnaire
            </Link>{" "}
            first for a sharper answer.
          </EmptyState>
        )
      ) : (
        <>
          {shown.narrative || shown.narrativeNote || shown.capacity ? (
            <Card>
              <CardHeader>
                <CardTitle>Summary</CardTitle>
                <CardDescription>{formatDateTime(shown.createdAt)}{shown.narrativeNote ? ` · ${shown.narrativeNote}` : ""}</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-2 text-sm">
                {shown.narrative ? <p className="whitespace-pre-line">{shown.narrative}</p> : null}
                {shown.capacity ? <p className="font-medium">{shown.capacity}</p> : null}
              </CardContent>
            </Card>
          ) : null}

          <div className="flex flex-wrap items-end gap-3">
            {earlier.length ? (
              <SelectField
                id="mix-compare"
                label="Compare with"
                className="w-full sm:w-72"
                value={compareId}
                onValueChange={setCompareId}
                first={{ value: NONE, label: "No comparison" }}
                options={earlier.map((r) => ({ value: r.id, label: formatDateTime(r.createdAt) }))}
              />
            ) : (
              <p className="text-[13px] text-muted-foreground">Each run is kept: run again after the brand&apos;s results change to compare.</p>
            )}
            <p className="text-[13px] text-muted-foreground">
              Score = {Object.entries(WEIGHTS).map(([k, w]) => `${Math.round(w * 100)}% ${FACTOR_LABEL[k as Factor].toLowerCase()}`).join(" + ")}. Invest from 65, maintain from 45.
            </p>
          </div>

          <ol className="grid gap-3 lg:grid-cols-2" aria-label="Networks by score">
            {shown.results.map((s, i) => (
              <NetworkCard key={s.network} rank={i + 1} score={s} before={compare?.results.find((r) => r.network === s.network) ?? null} />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

function NetworkCard({ rank, score: s, before }: { rank: number; score: NetworkScore; before: NetworkScore | null }) {
  const delta = before ? s.score - before.score : null;
  return (
    <li data-testid={`network-${s.network}`}>
      <Card className="h-full">
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-2">
            <span className="text-muted-foreground tabular-nums">{rank}.</span> {NETWORK_LABEL[s.network]}
            <StatusBadge status={s.tier} states={TIER_STATES} />
            <span className="ml-auto text-2xl font-semibold tabular-nums" aria-label={`Score ${s.score} of 100`}>
              {s.score}
            </span>
          </CardTitle>
          <CardDescription>
            {s.cadence}
            {s.hoursPerWeek > 0 ? ` · about ${s.hoursPerWeek} h a week` : ""}
            {delta !== null ? (
              <span className="ml-1 font-medium" data-testid="delta">
                · {delta === 0 ? "no change" : `${delta > 0 ? "+" : ""}${delta}`} since then ({before!.tier === s.tier ? "same tier" : `was ${TIER_STATES[before!.tier]?.[1].toLowerCase()}`})
              </span>
            ) : null}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <dl className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-1 text-[13px]">
            {(Object.keys(WEIGHTS) as Factor[]).map((f) => (
              <React.Fragment key={f}>
                <dt className="text-muted-foreground">{FACTOR_LABEL[f]}</dt>
                <dd>
                  <Progress value={s.factors[f]} aria-label={`${FACTOR_LABEL[f]} ${s.factors[f]} of 100`} />
                </dd>
                <dd className="tabular-nums">{s.factors[f]}</dd>
              </React.Fragment>
            ))}
          </dl>
          <ul className="grid list-disc gap-1 pl-5 text-sm">
            {s.reasons.map((r, i) => (
              <li key={i}>{r}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </li>
  );
}
