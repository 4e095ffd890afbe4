import { ArrowDownRightIcon, ArrowUpRightIcon, MinusIcon } from "lucide-react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import type { Interval, Metrics } from "../../analysis";
import type { MeanInterval, SentimentMethods } from "../../queries";
import { formatNumber, pct, pctRange, signed } from "@/lib/format";
import { sentimentLabel } from "../../dashboard-terms";

type Delta = { text: string; better: boolean | null } | null;

function Kpi({
  id,
  label,
  value,
  detail,
  n,
  nLabel,
  delta,
  days,
  note,
  suffix,
  className,
}: {
  id: string;
  label: string;
  value: string;
  detail: string | null;
  n: number;
  nLabel: string;
  delta: Delta;
  days: number;
  note?: string | null;
  suffix?: string;
  className?: string;
}) {
  const Arrow = !delta || delta.better === null ? MinusIcon : delta.text.startsWith("+") ? ArrowUpRightIcon : ArrowDownRightIcon;
  return (
    <Card className={cn("min-w-0 gap-1 px-4 py-4", className)} data-testid={`saio-kpi-${id}`}>
      {/* dt and dd directly in the card: a <dl> allows one wrapping <div> per group, not two (Lighthouse). */}
        <dt className="truncate text-xs font-medium text-muted-foreground">{label}</dt>
        <dd className="flex items-baseline gap-1.5">
          <span className="text-2xl font-semibold tracking-tight tabular-nums">{value}</span>
          {suffix ? <span className="truncate text-xs font-medium text-muted-foreground">{suffix}</span> : null}
        </dd>
        <dd className="text-xs text-muted-foreground tabular-nums">
          {detail ? <span className="block truncate">{detail}</span> : null}
          {note ? <span className="block truncate">{note}</span> : null}
          <span className="block truncate">
            n = {formatNumber(n, 0)} {nLabel}
          </span>
        </dd>
        <dd className="mt-auto truncate pt-2 text-xs whitespace-nowrap">
          {delta ? (
            <>
              <span
                className={cn(
                  "inline-flex items-center gap-0.5 font-medium tabular-nums",
                  delta.better === true && "text-emerald-700 dark:text-emerald-400",
                  delta.better === false && "text-rose-700 dark:text-rose-400",
                  delta.better === null && "text-muted-foreground",
                )}
              >
                <Arrow className="size-3.5 shrink-0" aria-hidden="true" />
                {delta.text}
              </span>
              <span className="text-muted-foreground"> vs prev. {days}d</span>
            </>
          ) : (
            <span className="text-muted-foreground">No data in the previous {days}d</span>
          )}
        </dd>
    </Card>
  );
}

/** Change of a proportion in percentage points; "better" when it rose. */
function ppDelta(now: Interval, before: Interval | undefined): Delta {
  if (!before || now.n === 0 || before.n === 0) return null;
  const d = (now.value - before.value) * 100;
  if (Math.abs(d) < 0.05) return { text: "±0 pts", better: null };
  return { text: `${d > 0 ? "+" : "−"}${formatNumber(Math.abs(d), 1)} pts`, better: d > 0 };
}

function ciText(i: Interval): string | null {
  return i.n ? `95% CI ${pctRange(i.low, i.high)}` : null;
}

function meanCi(m: MeanInterval | null, fmt: (v: number) => string): string | null {
  return m && m.low !== null && m.high !== null ? `95% CI ${fmt(m.low)} to ${fmt(m.high)}` : null;
}

/**
 * The five headline metrics, each with its 95 % interval, sample size and change against the same
 * span just before. Position improves downwards (1 = named first), so its colours are inverted.
 */
export function KpiCards({
  overall,
  previous,
  position,
  sentiment,
  sentimentMethods,
  days,
}: {
  overall: Metrics;
  previous: Metrics | null;
  position: MeanInterval | null;
  sentiment: MeanInterval | null;
  sentimentMethods: Pick<SentimentMethods, "ai" | "lexicon">;
  days: number;
}) {
  const posNow = overall.avgPosition;
  const posBefore = previous?.avgPosition ?? null;
  const posDelta: Delta =
    posNow !== null && posBefore !== null
      ? Math.abs(posNow - posBefore) < 0.05
        ? { text: "±0", better: null }
        : { text: `${posNow > posBefore ? "+" : "−"}${formatNumber(Math.abs(posNow - posBefore), 1)}`, better: posNow < posBefore }
      : null;
  const sNow = overall.sentiment.value;
  const sBefore = previous?.sentiment.value ?? null;
  const sDelta: Delta =
    sNow !== null && sBefore !== null ? (Math.abs(sNow - sBefore) < 0.005 ? { text: "±0", better: null } : { text: signed(sNow - sBefore), better: sNow > sBefore }) : null;
  const { ai, lexicon } = sentimentMethods;
  // The spec requires local lexicon scores to be labelled as such wherever sentiment is shown.
  const method = ai + lexicon === 0 ? null : lexicon === 0 ? "AI-scored" : ai === 0 ? "Lexicon score (local)" : "AI + lexicon score (local)";

  // The three share-of-answers cards differ only in which rate they show.
  const rate = (id: string, label: string, key: "visibility" | "shareOfVoice" | "citationShare", nLabel: string) => (
    <Kpi
      id={id}
      label={label}
      value={overall[key].n ? pct(overall[key].value) : "—"}
      detail={ciText(overall[key])}
      n={overall[key].n}
      nLabel={nLabel}
      delta={ppDelta(overall[key], previous?.[key])}
      days={days}
    />
  );

  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {rate("visibility", "Visibility", "visibility", "answers")}
      {rate("share-of-voice", "Share of voice", "shareOfVoice", "brand mentions")}
      <Kpi
        id="position"
        label="Average position"
        value={posNow === null ? "—" : `#${formatNumber(posNow, 1)}`}
        detail={meanCi(position, (v) => formatNumber(v, 1))}
        n={overall.positionN}
        nLabel="named answers"
        delta={posDelta}
        days={days}
      />
      {rate("citation-share", "Citation share", "citationShare", "answers")}
      <Kpi
        id="sentiment"
        label="Sentiment"
        value={sNow === null ? "—" : `${signed(sNow)}`}
        suffix={sNow === null ? undefined : sentimentLabel(sNow)}
        detail={sNow === null ? "Scored when an answer names you" : meanCi(sentiment, (v) => signed(v))}
        n={overall.sentiment.n}
        nLabel="scored answers"
        delta={sDelta}
        days={days}
        note={method}
        className="col-span-2 sm:col-span-1"
      />
    </dl>
  );
}
