import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { formatUsd } from "@/lib/format";

/** This month's paid SEO calls against the cap, and what the shared SERP cache saved. */
export function SpendCard({ spent, budget, cacheHits, savedUsd }: { spent: number; budget: number | null; cacheHits: number; savedUsd: number }) {
  const pct = budget ? Math.min(100, Math.round((spent / budget) * 100)) : null;
  return (
    <Card data-testid="seo-spend">
      <CardHeader>
        <CardTitle className="text-base">Spend this month</CardTitle>
        <CardDescription>
          Paid SEO provider calls since the 1st (UTC), from the{" "}
          <Link href="/api-calls-audit" className="underline underline-offset-2">
            API-call audit
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-2xl font-semibold tabular-nums">
          {formatUsd(spent)}
          <span className="ml-1 text-sm font-normal text-muted-foreground">{budget === null ? "no cap" : `of ${formatUsd(budget)}`}</span>
        </p>
        {pct !== null ? <Progress value={pct} aria-label="Share of the monthly SEO budget spent" /> : null}
        <p className="text-xs text-muted-foreground">
          {cacheHits
            ? `${cacheHits} SERP${cacheHits === 1 ? "" : "s"} reused from the shared cache, saving ${formatUsd(savedUsd)}.`
            : "SERPs another brand of this deployment fetched the same day are reused for free."}
        </p>
      </CardContent>
    </Card>
  );
}
