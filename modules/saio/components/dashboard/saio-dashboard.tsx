import Link from "next/link";
import { ArrowRightIcon, MessageSquareTextIcon, PlayIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty";
import type { Dashboard, MeanInterval } from "../../queries";
import { BreakdownTable } from "./breakdown-tables";
import { RecentRuns, SentimentPanel, SpendPanel, TopDomains } from "./detail-panels";
import { KpiCards } from "./kpi-cards";
import { PromptsLost, PromptsWon } from "./prompt-lists";
import { TrendChart } from "./trend-chart";

/** Competitor lines beyond this many make the trend charts unreadable on a phone. */
const MAX_COMPETITOR_LINES = 5;

const inlineLink = "font-medium text-foreground underline underline-offset-4";

function Section({
  title,
  description,
  action,
  children,
  flush,
  className,
}: {
  title: string;
  description?: React.ReactNode;
  action?: React.ReactNode;
  children: React.ReactNode;
  /** Tables run edge to edge inside the card and scroll sideways on narrow screens. */
  flush?: boolean;
  className?: string;
}) {
  return (
    <Card className={`min-w-0 gap-4 ${className ?? ""}`}>
      <CardHeader className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1.5">
          <CardTitle>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {action}
      </CardHeader>
      <CardContent className={flush ? "px-0" : undefined}>{children}</CardContent>
    </Card>
  );
}

function SectionLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Button variant="ghost" size="sm" className="-mt-1 -mr-2 shrink-0" asChild>
      <Link href={href}>
        {children}
        <ArrowRightIcon aria-hidden="true" />
      </Link>
    </Button>
  );
}

/** What the dashboard says before there is anything to measure: where prompts and runs come from. */
function NoAnswers({ days, engineLabel, hasRuns }: { days: number; engineLabel: string | null; hasRuns: boolean }) {
  return (
    <EmptyState
      className="bg-card"
      data-testid="saio-dashboard-empty"
      icon={MessageSquareTextIcon}
      title={hasRuns ? `No answers in the last ${days} days${engineLabel ? ` from ${engineLabel}` : ""}` : "No answers yet"}
      action={
        <>
          <Button variant="outline" size="sm" asChild>
            <Link href="/prompts">
              <MessageSquareTextIcon aria-hidden="true" />
              Add prompts
            </Link>
          </Button>
          <Button size="sm" asChild>
            <Link href="/run-analysis">
              <PlayIcon aria-hidden="true" />
              Run an analysis
            </Link>
          </Button>
        </>
      }
    >
      Add prompts on{" "}
      <Link href="/prompts" className={inlineLink}>
        /prompts
      </Link>{" "}
      and run an analysis on{" "}
      <Link href="/run-analysis" className={inlineLink}>
        /run-analysis
      </Link>
      . Visibility, share of voice and the other metrics appear here once AI answers are stored.
    </EmptyState>
  );
}

/**
 * /saio-dashboard: how often AI answers name the brand against its competitors over the chosen
 * period — headline metrics with intervals, trends, engines, topics, prompts won and lost, cited
 * domains, sentiment, runs and spend.
 */
export function SaioDashboard({
  data,
  position,
  sentiment,
  engineLabel,
}: {
  data: Dashboard;
  position: MeanInterval | null;
  sentiment: MeanInterval | null;
  engineLabel: string | null;
}) {
  const { overall, days } = data;
  const tail = (
    <div className="grid gap-4 lg:grid-cols-3">
      <Section
        title="Recent runs"
        description="The latest analysis runs of every engine; open one for its answers."
        action={<SectionLink href="/run-analysis">Run analysis</SectionLink>}
        className="lg:col-span-2"
      >
        {data.runs.length ? <RecentRuns runs={data.runs} /> : <EmptyState title="No runs yet" className="p-6 md:p-6" />}
      </Section>
      <Section title="Spend this month" description="Every AI call of the brand since the 1st (UTC).">
        <SpendPanel spent={data.spentThisMonth} budget={data.budget} />
      </Section>
    </div>
  );

  if (!overall) {
    return (
      <div className="space-y-6">
        <NoAnswers days={days} engineLabel={engineLabel} hasRuns={data.runs.length > 0} />
        {tail}
      </div>
    );
  }

  const competitors = overall.perBrand
    .filter((b) => !b.own && b.answersWithMention > 0)
    .sort((a, b) => b.answersWithMention - a.answersWithMention)
    .slice(0, MAX_COMPETITOR_LINES)
    .map((b) => b.brandId);
  const series = data.brands.filter((b) => b.own || competitors.includes(b.id)).sort((a, b) => Number(b.own) - Number(a.own) || competitors.indexOf(a.id) - competitors.indexOf(b.id));
  const hiddenCompetitors = overall.perBrand.filter((b) => !b.own && b.answersWithMention > 0).length - competitors.length;
  const seriesNote = hiddenCompetitors > 0 ? ` The ${MAX_COMPETITOR_LINES} most-mentioned competitors are shown.` : "";
  const scope = `${engineLabel ?? "All engines"} · last ${days} days`;

  return (
    <div className="space-y-6">
      <KpiCards overall={overall} previous={data.previous} position={position} sentiment={sentiment} sentimentMethods={data.sentimentMethods} days={days} />

      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="Visibility over time" description={`Share of each day's answers that name each brand.${seriesNote}`}>
          <TrendChart label="Visibility over time, per brand" data={data.visibilityTrend} series={series} />
        </Section>
        <Section title="Share of voice over time" description="Each brand's share of all tracked-brand mentions per day.">
          <TrendChart label="Share of voice over time, per brand" data={data.sovTrend} series={series} />
        </Section>
      </div>

      <Section title="By engine" description={`How each AI engine treats the brand · last ${days} days.`} flush>
        {data.byEngine.length ? (
          <BreakdownTable first="Engine" rows={data.byEngine.map((e) => ({ key: e.key, label: e.label, metrics: e.metrics }))} testId="saio-by-engine" />
        ) : (
          <p className="px-6 text-sm text-muted-foreground">No engine answered in this period.</p>
        )}
      </Section>

      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="Top prompts won" description="Prompts whose answers name the brand most often." action={<SectionLink href="/prompts">Prompts</SectionLink>}>
          <PromptsWon prompts={data.promptsWon} />
        </Section>
        <Section title="Top prompts lost" description="Competitors named, the brand not — where content is missing.">
          <PromptsLost prompts={data.promptsLost} />
        </Section>
      </div>

      <Section title="By topic" description={`Prompt topics ranked by answers · ${scope}.`} flush>
        <BreakdownTable first="Topic" rows={data.byTopic.map((t) => ({ key: t.topic, label: t.topic, metrics: t.metrics }))} testId="saio-by-topic" />
      </Section>

      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="Most cited domains" description="Sources the answers link to; your own domains are marked.">
          <TopDomains domains={data.topDomains} />
        </Section>
        <Section title="Sentiment" description="Tone of the answers toward the brand, where they name it.">
          <SentimentPanel sentiment={sentiment} methods={data.sentimentMethods} />
        </Section>
      </div>

      {tail}
    </div>
  );
}
