import { ArrowDownRightIcon, ArrowUpRightIcon, TargetIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import { formatDate, formatDay } from "@/lib/format";
import { formatValue } from "../format";
import type { OnePager } from "../queries/one-pager";

/** Progress towards a target in %, for "increase" metrics; null when it cannot be told. */
function progressTo(current: number | null, target: number | null, direction: "increase" | "decrease" = "increase"): number | null {
  if (current === null || target === null) return null;
  if (direction === "increase") return target > 0 ? Math.max(0, Math.min(100, Math.round((current / target) * 100))) : null;
  return current > 0 ? Math.max(0, Math.min(100, Math.round((target / current) * 100))) : null;
}

function Bar({ value, label }: { value: number | null; label: string }) {
  if (value === null) return null;
  return (
    <div className="h-1.5 w-full overflow-hidden rounded-full bg-muted print:border print:border-neutral-300" role="progressbar" aria-valuenow={value} aria-valuemin={0} aria-valuemax={100} aria-label={label}>
      <div className="h-full rounded-full bg-primary print:bg-neutral-800" style={{ width: `${value}%` }} />
    </div>
  );
}

function Block({ title, text, className }: { title: string; text: string; className?: string }) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <h3 className="text-[0.7rem] font-semibold tracking-wider text-muted-foreground uppercase print:text-neutral-500">{title}</h3>
      {text ? <p className="text-sm leading-relaxed whitespace-pre-line">{text}</p> : <p className="text-sm text-muted-foreground italic">Not written yet</p>}
    </div>
  );
}

/** The one-pager as a single clean page: on screen in "One-page view" and as the printed sheet. */
export function OnePagerDocument({ brandName, onePager, className }: { brandName: string; onePager: OnePager; className?: string }) {
  const ns = onePager.northStar;
  const nsProgress = ns ? progressTo(ns.latest?.value ?? null, ns.target, ns.direction) : null;
  return (
    <article className={cn("mx-auto w-full max-w-[52rem] space-y-6 bg-card p-6 text-card-foreground sm:p-10 print:max-w-none print:bg-white print:p-0 print:text-black", className)}>
      <header className="flex flex-wrap items-end justify-between gap-2 border-b pb-4 print:border-neutral-300">
        <div>
          <p className="text-xs font-medium tracking-wider text-muted-foreground uppercase print:text-neutral-500">Growth One-Pager</p>
          <h2 className="text-2xl font-semibold tracking-tight">{brandName}</h2>
        </div>
        {onePager.updatedAt ? <p className="text-xs text-muted-foreground print:text-neutral-500">Updated {formatDate(onePager.updatedAt)}</p> : null}
      </header>

      <section aria-label="North Star Metric" className="rounded-xl border bg-muted/30 p-5 print:border-neutral-300 print:bg-transparent">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0 space-y-1">
            <p className="flex items-center gap-1.5 text-[0.7rem] font-semibold tracking-wider text-muted-foreground uppercase print:text-neutral-500">
              <TargetIcon className="size-3.5" aria-hidden="true" /> North Star Metric
            </p>
            <p className="text-lg font-semibold">{ns?.name ?? <span className="text-muted-foreground italic">Not defined yet</span>}</p>
            {ns?.definition ? <p className="max-w-prose text-sm text-muted-foreground print:text-neutral-600">{ns.definition}</p> : null}
          </div>
          {ns ? (
            <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
              <dt className="text-muted-foreground print:text-neutral-500">Current</dt>
              <dt className="text-muted-foreground print:text-neutral-500">Target</dt>
              <dd className="text-xl font-semibold tabular-nums">{formatValue(ns.latest?.value ?? null, ns.unit)}</dd>
              <dd className="flex items-center gap-1 text-xl font-semibold tabular-nums">
                {ns.direction === "decrease" ? <ArrowDownRightIcon className="size-4 text-muted-foreground" aria-label="lower is better" /> : <ArrowUpRightIcon className="size-4 text-muted-foreground" aria-label="higher is better" />}
                {formatValue(ns.target, ns.unit)}
              </dd>
              <dd className="text-xs text-muted-foreground print:text-neutral-500">{ns.latest ? `as of ${formatDay(ns.latest.date)}` : "no value yet"}</dd>
              <dd className="text-xs text-muted-foreground print:text-neutral-500">{ns.targetDate ? `by ${formatDay(ns.targetDate)}` : "no date set"}</dd>
            </dl>
          ) : null}
        </div>
        {nsProgress !== null ? (
          <div className="mt-4 flex items-center gap-3">
            <Bar value={nsProgress} label="North Star progress to target" />
            <span className="w-10 text-right text-xs text-muted-foreground tabular-nums">{nsProgress}%</span>
          </div>
        ) : null}
      </section>

      <div className="grid gap-6 sm:grid-cols-3 print:grid-cols-3">
        <Block title="Mission" text={onePager.mission} />
        <Block title="Target customer" text={onePager.targetCustomer} />
        <Block title="Value proposition" text={onePager.valueProposition} />
      </div>

      <section className="space-y-3">
        <h3 className="text-[0.7rem] font-semibold tracking-wider text-muted-foreground uppercase print:text-neutral-500">Objectives and key results</h3>
        {onePager.objectives.length === 0 ? (
          <p className="text-sm text-muted-foreground italic">No objectives yet</p>
        ) : (
          <ol className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
            {onePager.objectives.map((o, i) => (
              <li key={o.id} className="space-y-2 rounded-lg border p-4 break-inside-avoid print:border-neutral-300">
                <p className="text-sm font-semibold">
                  <span className="mr-1.5 text-muted-foreground tabular-nums">O{i + 1}</span>
                  {o.title}
                </p>
                {o.keyResults.length ? (
                  <ul className="space-y-2">
                    {o.keyResults.map((kr) => {
                      const p = progressTo(kr.current, kr.target);
                      return (
                        <li key={kr.id} className="space-y-1">
                          <div className="flex items-baseline justify-between gap-3 text-sm">
                            <span>{kr.title}</span>
                            <span className="shrink-0 text-xs text-muted-foreground tabular-nums print:text-neutral-600">
                              {formatValue(kr.current, kr.unit)} / {formatValue(kr.target, kr.unit)}
                            </span>
                          </div>
                          <Bar value={p} label={`${kr.title} progress`} />
                        </li>
                      );
                    })}
                  </ul>
                ) : (
                  <p className="text-xs text-muted-foreground italic">No key results</p>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>

      <div className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <Block title="Constraints" text={onePager.constraints} />
        <Block title="Current focus" text={onePager.currentFocus} />
      </div>
    </article>
  );
}
