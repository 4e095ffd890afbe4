import Link from "next/link";
import { InfoIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ToneBadge, type Tone } from "@/components/ui/tone-badge";
import { formatDateTime, formatNumber, plural } from "@/lib/format";
import type { Quote } from "../../results/compute";
import { QuoteList } from "@/modules/focus-groups/results/components/quote-list";
import type { ResultsData } from "../../results/types";
import type { SentimentRow, StoredAnalysis } from "../run";

/** One colour per sentiment everywhere: positive ok, mixed idle, negative bad. */
export function sentimentTone(mean: number): [Tone, string] {
  if (mean >= 0.2) return ["ok", "Positive"];
  if (mean <= -0.2) return ["bad", "Negative"];
  return ["idle", "Mixed"];
}

function quotesOf(ids: readonly string[], data: ResultsData): Quote[] {
  const people = new Map(data.personas.map((p) => [p.id, p]));
  const turns = new Map(data.turns.map((t) => [t.id, t]));
  return ids.flatMap((id) => {
    const t = turns.get(id);
    if (!t) return [];
    return [{ turnId: t.id, sessionId: t.sessionId, personaId: t.personaId, personaName: (t.personaId && people.get(t.personaId)?.name) || "Participant", text: t.content, value: null }];
  });
}

function SentimentTable({ rows, title, data }: { rows: SentimentRow[]; title: string; data: ResultsData }) {
  if (!rows.length) return null;
  return (
    <div className="grid gap-3">
      <h3 className="text-sm font-medium">{title}</h3>
      <ul className="grid gap-3">
        {rows.map((r) => {
          const [tone, label] = sentimentTone(r.mean);
          return (
            <li key={r.key} className="grid gap-2 rounded-md border p-3">
              <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="min-w-0 font-medium break-words">{r.label}</span>
                <span className="flex items-center gap-2 tabular-nums">
                  <ToneBadge tone={tone}>{label}</ToneBadge>
                  <span className="text-xs text-muted-foreground">
                    {formatNumber(r.mean, 2)} · {plural(r.n, "answer")}
                  </span>
                </span>
              </div>
              <QuoteList quotes={quotesOf([...r.negativeIds.slice(0, 1), ...r.positiveIds.slice(0, 1)], data)} label="Most negative and most positive" />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function AnalysisView({ analysis, data }: { analysis: StoredAnalysis; data: ResultsData }) {
  const c = analysis.content;
  const people = new Map(data.personas.map((p) => [p.id, p]));
  const missing = analysis.sessionIds.some((id) => !data.sessions.some((s) => s.id === id));
  return (
    <div className="grid gap-6" data-testid="fg-analysis">
      <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <Badge variant="outline">{c.method === "engine" ? "Engine analysis" : "Offline analysis"}</Badge>
        <span>
          {analysis.engineLabel} · {formatDateTime(analysis.createdAt)} · {plural(c.answers, "answer")} · themes clustered by {c.clustering === "embeddings" ? "embeddings" : "shared words"}
        </span>
      </p>
      {c.note ? (
        <p className="flex gap-2 rounded-md border border-amber-500/30 bg-amber-500/10 px-3 py-2 text-sm" role="note" data-testid="fg-analysis-note">
          <InfoIcon className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300" aria-hidden="true" />
          <span className="text-pretty">{c.note}</span>
        </p>
      ) : null}
      {missing ? <p className="text-sm text-muted-foreground">Some sessions of this analysis were deleted since: their quotes are no longer shown.</p> : null}

      <Card className="gap-4 py-5">
        <CardHeader className="px-5">
          <CardTitle className="text-base">Themes</CardTitle>
          <CardDescription>Answers grouped by what they say, largest first, with representative quotes.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 px-5">
          {c.themes.length ? (
            c.themes.map((t) => (
              <div key={t.key} className="grid gap-2 border-b pb-4 last:border-b-0 last:pb-0" data-testid="fg-theme">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-medium">{t.name}</h3>
                  <span className="text-xs text-muted-foreground tabular-nums">{plural(t.count, "answer")}</span>
                </div>
                {t.summary ? <p className="text-sm text-muted-foreground text-pretty">{t.summary}</p> : null}
                <QuoteList quotes={quotesOf(t.quoteIds, data)} label="Representative quotes" />
              </div>
            ))
          ) : (
            <p className="text-sm text-muted-foreground">The answers did not group into themes: too few, or all different.</p>
          )}
        </CardContent>
      </Card>

      <Card className="gap-4 py-5">
        <CardHeader className="px-5">
          <CardTitle className="text-base">Sentiment</CardTitle>
          <CardDescription>From −1 (negative) to 1 (positive), per stimulus and per segment.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 px-5 lg:grid-cols-2">
          <SentimentTable rows={c.sentiment.byStimulus} title="Per stimulus" data={data} />
          <SentimentTable rows={c.sentiment.bySegment} title="Per segment" data={data} />
        </CardContent>
      </Card>

      <Card className="gap-4 py-5">
        <CardHeader className="px-5">
          <CardTitle className="text-base">What would make each variant win</CardTitle>
          <CardDescription>Each point rests on the quotes below it.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 px-5">
          {c.winConditions.length ? (
            c.winConditions.map((w, i) => (
              <div key={`${w.stimulusId}-${i}`} className="grid gap-2" data-testid="fg-win-condition">
                <p className="text-sm">
                  <span className="font-medium">{w.label}:</span> {w.text}
                </p>
                <QuoteList quotes={quotesOf(w.turnIds, data)} label="Based on" />
              </div>
            ))
          ) : (
            <p className="text-sm text-muted-foreground">Nothing negative was said about a variant, so there is nothing to fix.</p>
          )}
        </CardContent>
      </Card>

      <Card className="gap-4 py-5">
        <CardHeader className="px-5">
          <CardTitle className="text-base">Rated one thing, said another</CardTitle>
          <CardDescription>A high rating with negative words (or the reverse): read these before trusting the numbers.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 px-5">
          {c.contradictions.length ? (
            c.contradictions.map((x) => {
              const quote = quotesOf([x.turnId], data);
              const p = x.personaId ? people.get(x.personaId) : null;
              return (
                <div key={x.turnId} className="grid gap-2" data-testid="fg-contradiction">
                  <p className="text-sm">
                    {p ? (
                      <Link href={`/personas/${p.id}`} className="font-medium underline-offset-4 hover:underline">
                        {p.name}
                      </Link>
                    ) : (
                      <span className="font-medium">A participant</span>
                    )}{" "}
                    rated <span className="tabular-nums">{x.rating}</span> of {x.scale.max}. <span className="text-muted-foreground">{x.explanation}</span>
                  </p>
                  <QuoteList quotes={quote} label="What they said" />
                </div>
              );
            })
          ) : (
            <p className="text-sm text-muted-foreground">No participant rated against what they said.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
