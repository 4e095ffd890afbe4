import Link from "next/link";
import { TrophyIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatNumber, pct, plural } from "@/lib/format";
import type { Comparison, ProjectResults, QuestionResult } from "../compute";
import { predictionFor } from "../calibration";
import type { ResultsView } from "../queries";
import { SSR_NEEDS_EMBEDDER } from "../ssr-run";
import { HonestyPanel } from "./honesty-panel";
import { QuoteList } from "./quote-list";
import { LikertChart, MeansChart, SharesChart } from "./results-charts";
import { RecordOutcomeButton, ScoreSsrButton, SsrScoredAt } from "./results-controls";
import { Transcripts } from "./transcripts";

const ci = (low: number, high: number, f: (v: number) => string) => `95% CI ${f(low)}–${f(high)}`;
const n2 = (v: number) => formatNumber(v, 2);
const p0 = (v: number) => pct(v, 0);

const KIND_LABEL: Record<string, string> = { rating: "Rating", choice: "Choice", ranking: "Ranking", open: "Open question" };

export function WinnerLine({ comparison }: { comparison: Comparison | null }) {
  if (!comparison) return <span className="text-muted-foreground">No variants were compared head to head.</span>;
  const f = comparison.basis === "choice" ? p0 : n2;
  if (comparison.winner) {
    const w = comparison.winner;
    return (
      <span>
        <span className="font-semibold">{w.label}</span>{" "}
        <span className="text-muted-foreground">
          wins on “{comparison.questionText}”: {f(w.interval.estimate)} ({ci(w.interval.low, w.interval.high, f)}), clear of the others.
        </span>
      </span>
    );
  }
  const lead = [...comparison.entries].sort((a, b) => b.interval.estimate - a.interval.estimate)[0]!;
  return (
    <span>
      <span className="font-semibold">No clear winner</span>{" "}
      <span className="text-muted-foreground">
        on “{comparison.questionText}”: {lead.label} leads with {f(lead.interval.estimate)}, but the 95% intervals overlap.
      </span>
    </span>
  );
}

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="grid gap-0.5">
      <span className="text-xs text-muted-foreground">{label}</span>
      <span className="text-lg font-semibold tabular-nums">{value}</span>
      {detail ? <span className="text-xs text-muted-foreground tabular-nums">{detail}</span> : null}
    </div>
  );
}

function QuestionCard({ q, ssrState }: { q: QuestionResult; ssrState: "scored" | "unscored" | "unavailable" }) {
  const stimulus = q.stimulus ? (q.stimulus.variant ? `${q.stimulus.variant}: ${q.stimulus.label}` : q.stimulus.label) : null;
  const distRows = q.rating
    ? q.rating.distribution.map((d) => {
        const total = q.rating!.interval.n;
        // SSR's five points map onto a 1..5 scale only; on other scales the SSR distribution is shown by its own mean.
        const fiveScale = q.rating!.scale.min === 1 && q.rating!.scale.max === 5;
        return { value: String(d.value), stated: d.count / total, ssr: q.ssr && fiveScale ? (q.ssr.likert[d.value - 1] ?? null) : null };
      })
    : q.ssr
      ? q.ssr.likert.map((p, i) => ({ value: String(i + 1), stated: null, ssr: p }))
      : null;
  return (
    <Card className="gap-4 py-5" data-testid="fg-question">
      <CardHeader className="px-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{KIND_LABEL[q.question.kind] ?? q.question.kind}</Badge>
          {stimulus ? <Badge variant="secondary">{stimulus}</Badge> : null}
          {q.section ? <span className="text-xs text-muted-foreground">{q.section}</span> : null}
        </div>
        <CardTitle className="pt-1 text-base leading-snug text-pretty">{q.question.text}</CardTitle>
        <CardDescription>
          {plural(q.answers, "answer")} from {plural(q.participants, "participant")} in {plural(q.runs, "run")}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 px-5">
        {q.rating || q.ssr ? (
          <div className="flex flex-wrap gap-x-8 gap-y-3">
            {q.rating ? <Stat label={`Stated mean (${q.rating.scale.min}–${q.rating.scale.max})`} value={n2(q.rating.interval.estimate)} detail={ci(q.rating.interval.low, q.rating.interval.high, n2)} /> : null}
            {q.ssr ? (
              <Stat
                label="SSR mean from the words (1–5)"
                value={n2(q.ssr.mean.estimate)}
                detail={`${ci(q.ssr.mean.low, q.ssr.mean.high, n2)}${q.ssr.onScale !== null && q.rating && (q.rating.scale.min !== 1 || q.rating.scale.max !== 5) ? ` · ${n2(q.ssr.onScale)} on the question's scale` : ""}`}
              />
            ) : q.rating && ssrState !== "scored" ? (
              <Stat label="SSR mean from the words" value="—" detail={ssrState === "unavailable" ? "Needs an embedding model" : "Not estimated yet"} />
            ) : null}
          </div>
        ) : null}
        {distRows ? <LikertChart rows={distRows} label={`Distribution of ratings for “${q.question.text}”`} /> : null}
        {q.shares.length ? (
          <SharesChart points={q.shares.map((s) => ({ label: s.label, estimate: s.share.estimate, low: s.share.low, high: s.share.high }))} label={`Choice shares with 95% intervals for “${q.question.text}”`} />
        ) : null}
        {q.shares.length ? (
          <ul className="grid gap-1 text-sm">
            {q.shares.map((s) => (
              <li key={s.option} className="flex flex-wrap justify-between gap-x-3 tabular-nums">
                <span className="min-w-0 break-words">{s.label}</span>
                <span>
                  {p0(s.share.estimate)} <span className="text-muted-foreground">({ci(s.share.low, s.share.high, p0)}, {s.count} of {s.share.n})</span>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {q.ranks.length ? (
          <div className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Option</TableHead>
                  <TableHead className="text-right">Mean rank</TableHead>
                  <TableHead className="text-right">Ranked first</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {q.ranks.map((r) => (
                  <TableRow key={r.option}>
                    <TableCell className="whitespace-normal">{r.label}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {n2(r.meanRank.estimate)} <span className="text-xs text-muted-foreground">({ci(r.meanRank.low, r.meanRank.high, n2)})</span>
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{p0(r.firstShare)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        ) : null}
        {q.segments.length && (q.rating || q.shares.length) ? (
          <div className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Segment</TableHead>
                  <TableHead className="text-right">Participants</TableHead>
                  <TableHead className="text-right">{q.question.kind === "rating" ? "Mean rating" : q.question.kind === "choice" ? "Shares" : "Answers"}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {q.segments.map((s) => (
                  <TableRow key={s.segment}>
                    <TableCell>{s.segment}</TableCell>
                    <TableCell className="text-right tabular-nums">{s.participants}</TableCell>
                    <TableCell className="text-right whitespace-normal tabular-nums">
                      {s.rating ? (
                        <>
                          {n2(s.rating.estimate)} <span className="text-xs text-muted-foreground">({ci(s.rating.low, s.rating.high, n2)})</span>
                        </>
                      ) : s.shares.length ? (
                        s.shares.map((x) => `${x.label.split(":")[0]} ${p0(x.share.estimate)}`).join(" · ")
                      ) : (
                        "—"
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        ) : null}
        <QuoteList quotes={q.rating?.quotes ?? []} label="Quotes behind the rating (highest, middle, lowest)" />
        {q.shares.length ? <QuoteList quotes={q.shares.flatMap((s) => s.quotes)} label="Why they chose it" /> : null}
        <QuoteList quotes={q.quotes} label="What participants said" />
      </CardContent>
    </Card>
  );
}

function Overview({ results }: { results: ProjectResults }) {
  const rating = results.comparisons.find((c) => c.basis === "rating");
  const scale = rating ? results.questions.find((q) => q.rating && q.question.text === rating.questionText)?.rating?.scale : null;
  return (
    <Card className="gap-4 py-5" data-testid="fg-winner">
      <CardHeader className="px-5">
        <CardTitle className="flex items-center gap-2 text-base">
          <TrophyIcon className="size-4 text-amber-600 dark:text-amber-400" aria-hidden="true" />
          Winning variant
        </CardTitle>
        <CardDescription>The best result wins only when its 95% interval is clear of every other one.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-5 text-sm">
        <p className="text-pretty">
          <WinnerLine comparison={results.winner} />
        </p>
        {rating && scale ? (
          <MeansChart
            points={rating.entries.map((e) => ({ label: e.label, estimate: e.interval.estimate, low: e.interval.low, high: e.interval.high }))}
            min={scale.min}
            max={scale.max}
            label={`Mean rating per variant with 95% intervals for “${rating.questionText}”`}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

function Calibration({ view, brandId, canEdit, sessionIds }: { view: ResultsView; brandId: string; canEdit: boolean; sessionIds: string[] }) {
  const { factors, outcomes, data, results } = view;
  const stimuli = data.stimuli.map((s) => {
    const p = predictionFor(results, s.id);
    return { id: s.id, label: s.variant ? `${s.variant}: ${s.label}` : s.label, prediction: p ? `${p0(p.value)} (${p.basis})` : null };
  });
  const shown = factors.own.length ? factors.own : factors.other.slice(0, 3);
  return (
    <Card className="gap-4 py-5" data-testid="fg-calibration">
      <CardHeader className="px-5">
        <CardTitle className="text-base">Calibration</CardTitle>
        <CardDescription>
          Real outcomes next to what the synthetic group predicted (a 0–1 preference). The correction factor is the mean of actual ÷ predicted across your agency&apos;s brands
          {factors.industry ? ` in ${factors.industry}` : ""}.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-5 text-sm">
        {shown.length ? (
          <ul className="grid gap-1" data-testid="fg-factors">
            {shown.map((f) => (
              <li key={`${f.industry}|${f.metric}`} className="flex flex-wrap justify-between gap-x-3 tabular-nums">
                <span>
                  {f.metric}
                  {f.industry !== factors.industry ? <span className="text-muted-foreground"> · {f.industry ?? "no industry"}</span> : null}
                </span>
                <span>
                  ≈ {formatNumber(f.factor, 3)} × predicted <span className="text-muted-foreground">(n = {f.n})</span>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">No real outcomes recorded yet{factors.industry ? ` for ${factors.industry}` : ""}. Record one once a tested concept has run with real people.</p>
        )}
        {outcomes.length ? (
          <ul className="grid gap-1 border-t pt-3">
            {outcomes.map((o) => (
              <li key={o.id} className="flex flex-wrap justify-between gap-x-3 tabular-nums">
                <span>
                  {o.stimulusLabel ?? "A deleted stimulus"} · {o.metric}
                </span>
                <span>
                  actual {formatNumber(o.actual, 4)} vs predicted {p0(o.predicted)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {canEdit ? (
          <div>
            <RecordOutcomeButton brandId={brandId} projectId={data.project.id} sessionIds={sessionIds} stimuli={stimuli} />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** `ssrRunPanel`: the SSR run's progress (the runs module's panel, composed by the page), shown under the SSR section. */
export function ResultsBody({ view, brandId, canEdit, ssrRunPanel }: { view: ResultsView; brandId: string; canEdit: boolean; ssrRunPanel?: (run: NonNullable<ResultsView["ssrRun"]>) => React.ReactNode }) {
  const { data, results, ssr, canScoreSsr, ssrRun } = view;
  const ssrActive = ssrRun?.status === "queued" || ssrRun?.status === "running";
  // A run that ended without a result (budget, error, cancel) stays visible until the next one succeeds.
  const showRun = ssrRun && ssrRun.status !== "succeeded" && (ssrActive || !ssr || new Date(ssrRun.createdAt) > ssr.scoredAt);
  const sessionIds = data.sessions.map((s) => s.id);
  const ssrState = ssr && results.questions.some((q) => q.ssr) ? "scored" : canScoreSsr ? "unscored" : "unavailable";
  return (
    <div className="grid gap-6">
      <HonestyPanel engines={results.engines} models={results.models} runs={results.runs} participants={results.participants} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Overview results={results} />
        <Calibration view={view} brandId={brandId} canEdit={canEdit} sessionIds={sessionIds} />
      </div>
      <section aria-labelledby="fg-ssr" className="flex flex-col gap-2 rounded-lg border px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between" data-testid="fg-ssr">
        <div className="grid gap-0.5">
          <h2 id="fg-ssr" className="font-medium">
            Semantic Similarity Rating (SSR)
          </h2>
          <p className="text-muted-foreground text-pretty">
            {canScoreSsr ? (
              "Each answer's words are compared with five anchor statements to estimate the rating they express — stated ratings of AI participants cluster; SSR shows the spread."
            ) : (
              <>
                {SSR_NEEDS_EMBEDDER.split("/vector-store")[0]}
                <Link href="/vector-store" className="underline underline-offset-4">
                  /vector-store
                </Link>
                {SSR_NEEDS_EMBEDDER.split("/vector-store")[1]}
              </>
            )}
          </p>
          {ssr ? <SsrScoredAt at={ssr.scoredAt.toISOString()} model={ssr.model} temperature={ssr.temperature} /> : null}
        </div>
        {canScoreSsr && canEdit ? <ScoreSsrButton brandId={brandId} projectId={data.project.id} sessionIds={sessionIds} scored={ssr !== null} temperature={ssrRun?.temperature ?? ssr?.temperature ?? 1} running={ssrActive} /> : null}
      </section>
      {showRun && ssrRunPanel ? ssrRunPanel(ssrRun) : null}
      <section aria-labelledby="fg-questions" className="grid gap-4">
        <h2 id="fg-questions" className="text-base font-semibold">
          Per question and stimulus
        </h2>
        {results.questions.map((q) => (
          <QuestionCard key={q.key} q={q} ssrState={ssrState} />
        ))}
      </section>
      <Transcripts data={data} />
    </div>
  );
}
