import { formatMoney, formatNumber, pct, plural } from "@/lib/format";
import { ToneBadge } from "@/components/ui/tone-badge";
import type { StoredDuplicate } from "../job";

/** Cannibalisation at or above this share of a term's cost is shown as a problem, from a quarter as a warning. */
const tone = (rate: number) => (rate >= 0.5 ? "bad" : rate >= 0.25 ? "warn" : "idle");

/**
 * Search terms served from two or more ad groups, costliest first, each with its ad groups' shares and the
 * cannibalisation rate (the share of the term's cost spent outside its best-converting ad group).
 */
export function DuplicateTerms({ duplicates, count, currency }: { duplicates: StoredDuplicate[]; count: number; currency: string }) {
  const money = (v: number) => formatMoney(v, currency);
  if (duplicates.length === 0) {
    return <p className="text-sm text-muted-foreground">No search term served from more than one ad group in this run: no ad groups compete for the same query.</p>;
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        {plural(count, "search term")} served from two or more ad groups{count > duplicates.length ? `; the ${formatNumber(duplicates.length)} costliest are listed` : ""}. Cannibalisation is the share of a term&apos;s cost spent outside its best-converting ad group: add the term as an exact negative in the others.
      </p>
      <ul className="grid gap-2" aria-label="Duplicate search terms">
        {duplicates.map((d) => (
          <li key={d.term} className="grid gap-2 rounded-lg border p-3" data-testid="duplicate-term" data-term={d.term}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium break-words">{d.term}</span>
              <span className="flex flex-wrap items-center gap-2 text-[13px] text-muted-foreground tabular-nums">
                {money(d.cost)} · {plural(d.clicks, "click")} · {formatNumber(d.conversions)} conv.
                <ToneBadge tone={tone(d.cannibalisationRate)}>{pct(d.cannibalisationRate, 0)} cannibalised</ToneBadge>
              </span>
            </div>
            <ul className="grid gap-1 text-[13px]">
              {d.adGroups.map((g) => (
                <li key={g.adGroupId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-0.5">
                  <span className="min-w-0 break-words">
                    {g.campaignName ? <span className="text-muted-foreground">{g.campaignName} › </span> : null}
                    {g.adGroupName}
                    {g.best ? <ToneBadge tone="ok" className="ml-2">Best converting</ToneBadge> : null}
                  </span>
                  <span className="tabular-nums text-muted-foreground">
                    {pct(g.costShare, 0)} of cost ({money(g.cost)}) · {pct(g.clickShare, 0)} of clicks · {formatNumber(g.conversions)} conv.
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
