"use client";

import * as React from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Button } from "@/components/ui/button";
import { formatDay, formatNumber } from "@/lib/format";
import { ctrAt } from "@/modules/seo/analysis/visibility";
import { whatIf, type WhatIfKeyword } from "@/modules/seo/forecast/what-if";

const pct = (v: number) => formatNumber(v, { style: "percent", maximumFractionDigits: 1 });
const whole = (v: number) => formatNumber(Math.round(v));

/**
 * "If these keywords reached position N": pick keywords, set N, read the extra clicks per 28 days
 * the CTR curve expects. Computed here from the figures the page read (no server round trip).
 */
export function WhatIfPanel({ keywords, from, to }: { keywords: WhatIfKeyword[]; from: string; to: string }) {
  const [picked, setPicked] = React.useState<Set<string>>(() => new Set());
  const [target, setTarget] = React.useState("3");
  const [filter, setFilter] = React.useState("");
  const n = Number(target);
  const valid = target.trim() !== "" && Number.isFinite(n) && n >= 1 && n <= 100;
  const shown = React.useMemo(() => {
    const f = filter.trim().toLowerCase();
    return f ? keywords.filter((k) => k.query.toLowerCase().includes(f)) : keywords;
  }, [filter, keywords]);
  const chosen = keywords.filter((k) => picked.has(k.query));
  const result = valid && chosen.length ? whatIf(chosen, n) : null;
  const toggle = (q: string, on: boolean) =>
    setPicked((s) => {
      const next = new Set(s);
      if (on) next.add(q);
      else next.delete(q);
      return next;
    });

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]" data-testid="what-if">
      <div className="grid content-start gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="what-if-target">Target position</Label>
            <Input id="what-if-target" type="number" inputMode="decimal" min={1} max={100} step={1} className="w-28" value={target} onChange={(e) => setTarget(e.target.value)} aria-invalid={!valid} aria-describedby="what-if-target-error" />
          </div>
          <div className="grid min-w-48 flex-1 gap-1.5">
            <Label htmlFor="what-if-filter">Find a keyword</Label>
            <Input id="what-if-filter" type="search" placeholder="Filter keywords" value={filter} onChange={(e) => setFilter(e.target.value)} />
          </div>
        </div>
        {!valid ? (
          <p id="what-if-target-error" className="text-sm text-destructive">
            Enter a position between 1 and 100.
          </p>
        ) : null}
        <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
          <span>
            {picked.size} of {keywords.length} keywords chosen · figures of {formatDay(from, { year: false })} – {formatDay(to)}
          </span>
          {picked.size ? (
            <Button variant="ghost" size="sm" onClick={() => setPicked(new Set())}>
              Clear
            </Button>
          ) : null}
        </div>
        <ul className="max-h-72 divide-y overflow-y-auto rounded-lg border" aria-label="Keywords">
          {shown.map((k) => (
            <li key={k.query} className="flex items-center gap-3 px-3 py-2 text-sm">
              <Checkbox id={`wi-${k.query}`} checked={picked.has(k.query)} onCheckedChange={(v) => toggle(k.query, v === true)} aria-label={`Choose ${k.query}`} />
              <label htmlFor={`wi-${k.query}`} className="min-w-0 flex-1 truncate">
                {k.query}
              </label>
              <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                #{formatNumber(k.position, { maximumFractionDigits: 1 })} · {whole(k.impressions)} impr.
              </span>
            </li>
          ))}
          {!shown.length ? <li className="px-3 py-6 text-center text-sm text-muted-foreground">No keyword matches “{filter}”.</li> : null}
        </ul>
      </div>
      <div className="grid content-start gap-3 rounded-xl border bg-muted/30 p-4" aria-live="polite" data-testid="what-if-result">
        {result ? (
          <>
            <p className="text-sm text-muted-foreground">
              If {chosen.length === 1 ? "this keyword reaches" : `these ${chosen.length} keywords reach`} position {formatNumber(n, { maximumFractionDigits: 1 })}
            </p>
            <p className="text-3xl font-semibold tabular-nums">+{whole(result.extraClicks)} clicks</p>
            <p className="text-sm text-muted-foreground">
              per 28 days: {whole(result.currentClicks)} now → {whole(result.expectedClicks)} expected
            </p>
            <ul className="grid gap-1 text-sm">
              {result.lines.map((l) => (
                <li key={l.query} className="flex justify-between gap-3">
                  <span className="min-w-0 truncate">{l.query}</span>
                  <span className="shrink-0 text-muted-foreground tabular-nums">
                    {l.extraClicks > 0 ? `+${whole(l.extraClicks)} (CTR ${pct(ctrAt(l.position))} → ${pct(ctrAt(n))})` : "already there"}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">Choose keywords and a target position to see the clicks they would add.</p>
        )}
        <p className="text-xs text-muted-foreground">
          Extra clicks = impressions of the last 28 days × (expected CTR at the target − expected CTR now), on the Backlinko 2019 CTR-by-position curve that visibility % uses. Impressions are held as they are, so the estimate is on the cautious side.
        </p>
      </div>
    </div>
  );
}
