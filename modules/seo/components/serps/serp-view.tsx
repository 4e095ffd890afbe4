import Link from "next/link";
import { ArrowDownIcon, ArrowUpIcon, SparklesIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ToneBadge } from "@/components/ui/tone-badge";
import { formatDateTime, formatDay, formatNumber } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { ResultChange } from "../../analysis/serp-diff";
import { PROVIDER_LABEL, SERP_FEATURE_LABEL } from "../../labels";
import { hostOf, isOwnDomain } from "../../own-domain";
import type { BrandDomains } from "../../queries/domains";
import type { SerpResearch } from "../../queries/serp-research";

function Change({ change, hasPrevious }: { change: ResultChange; hasPrevious: boolean }) {
  if (!hasPrevious) return <span className="text-muted-foreground">—</span>;
  if (change.isNew) return <ToneBadge tone="info">New</ToneBadge>;
  const d = change.delta ?? 0;
  if (d === 0) return <span className="text-xs text-muted-foreground">=</span>;
  const up = d > 0;
  return (
    <span className={cn("inline-flex items-center gap-0.5 text-xs font-medium tabular-nums", up ? "text-emerald-700 dark:text-emerald-300" : "text-red-700 dark:text-red-300")} title={`Was #${change.previousPosition}`}>
      {up ? <ArrowUpIcon className="size-3" aria-hidden="true" /> : <ArrowDownIcon className="size-3" aria-hidden="true" />}
      <span className="sr-only">{up ? "up" : "down"}</span>
      {Math.abs(d)}
    </span>
  );
}

/** One stored SERP: features, AI Overview, People also ask, every organic result with its change, pages that dropped out, and the fetch history. */
export function SerpView({ research, domains, linkFor }: { research: SerpResearch; domains: BrandDomains; linkFor: (day: string) => string }) {
  const current = research.current!;
  const { serp } = current;
  const diff = research.diff!;
  const kindOf = (domain: string) => (isOwnDomain(domain, domains.own) ? "brand" : isOwnDomain(domain, domains.competitors) ? "competitor" : null);
  const brandHit = serp.organic.find((r) => kindOf(r.domain) === "brand");
  const rivals = new Map<string, number>();
  for (const r of serp.organic) if (kindOf(r.domain) === "competitor" && !rivals.has(r.domain)) rivals.set(r.domain, r.position);

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span>
            {formatDay(current.day)} · {PROVIDER_LABEL[serp.provider]} · fetched {formatDateTime(serp.fetchedAt)}
          </span>
          {serp.totalResults !== null ? <span>{formatNumber(serp.totalResults)} results</span> : null}
          {diff.hasPrevious && research.previous ? <span>Changes since {formatDay(research.previous.day)}</span> : <span>First stored fetch: no changes to show</span>}
        </div>

        <div className="flex flex-wrap gap-2" aria-label="Positions">
          <ToneBadge tone={brandHit ? "ok" : "idle"}>{brandHit ? `Brand #${brandHit.position}` : `Brand not in the top ${serp.organic.length}`}</ToneBadge>
          {[...rivals].map(([domain, pos]) => (
            <ToneBadge key={domain} tone="info">
              {domain} #{pos}
            </ToneBadge>
          ))}
        </div>

        {serp.features.length ? (
          <div className="flex flex-wrap gap-1.5" aria-label="SERP features">
            {serp.features.map((f) => (
              <ToneBadge key={f} tone="idle">
                {SERP_FEATURE_LABEL[f] ?? f}
              </ToneBadge>
            ))}
          </div>
        ) : null}

        {serp.aiOverview ? (
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-sm">
                <SparklesIcon className="size-4" aria-hidden="true" />
                AI Overview
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2 text-sm">
              <p className="whitespace-pre-line">{serp.aiOverview.text}</p>
              {serp.aiOverview.references.length ? (
                <ul className="list-disc pl-5 text-xs break-all text-muted-foreground">
                  {serp.aiOverview.references.map((u) => (
                    <li key={u} className={cn(kindOf(hostOf(u) ?? "") === "brand" && "font-medium text-emerald-700 dark:text-emerald-300")}>
                      {u}
                    </li>
                  ))}
                </ul>
              ) : null}
            </CardContent>
          </Card>
        ) : null}

        <div className="overflow-x-auto rounded-md border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead className="w-12 text-right">#</TableHead>
                <TableHead className="w-16">Change</TableHead>
                <TableHead>Result</TableHead>
                <TableHead className="hidden md:table-cell">Domain</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {serp.organic.map((r, i) => {
                const kind = kindOf(r.domain);
                return (
                  <TableRow key={`${r.position}-${r.url}`} className={cn(kind === "brand" && "bg-emerald-500/10 hover:bg-emerald-500/15", kind === "competitor" && "bg-sky-500/10 hover:bg-sky-500/15")}>
                    <TableCell className="text-right font-medium tabular-nums">{r.position}</TableCell>
                    <TableCell>
                      <Change change={diff.results[i]!} hasPrevious={diff.hasPrevious} />
                    </TableCell>
                    <TableCell className="max-w-xl whitespace-normal">
                      <a href={r.url} target="_blank" rel="noreferrer noopener" className="font-medium underline-offset-4 hover:underline">
                        {r.title || r.url}
                      </a>
                      <span className="block text-xs break-all text-muted-foreground">{r.url}</span>
                      {r.snippet ? <span className="mt-0.5 line-clamp-2 block text-xs text-muted-foreground">{r.snippet}</span> : null}
                      <span className="mt-1 flex flex-wrap gap-1 md:hidden">
                        {kind ? <ToneBadge tone={kind === "brand" ? "ok" : "info"}>{kind === "brand" ? "Brand" : "Competitor"}</ToneBadge> : null}
                      </span>
                    </TableCell>
                    <TableCell className="hidden md:table-cell">
                      <span className="text-sm">{r.domain}</span>
                      {kind ? (
                        <ToneBadge tone={kind === "brand" ? "ok" : "info"} className="ml-2">
                          {kind === "brand" ? "Brand" : "Competitor"}
                        </ToneBadge>
                      ) : null}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>

        {diff.lost.length ? (
          <section aria-labelledby="serp-lost" className="grid gap-2">
            <h3 id="serp-lost" className="text-sm font-semibold">
              Dropped out since {research.previous ? formatDay(research.previous.day) : "the last fetch"}
            </h3>
            <ul className="divide-y rounded-md border text-sm">
              {diff.lost.map((r) => (
                <li key={r.url} className="flex gap-3 px-3 py-2">
                  <span className="w-16 shrink-0 text-right whitespace-nowrap text-muted-foreground tabular-nums">was #{r.position}</span>
                  <span className="min-w-0 break-all">{r.url}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>

      <aside className="flex flex-col gap-4">
        {serp.peopleAlsoAsk.length ? (
          <Card>
            <CardHeader>
              <CardTitle className="text-sm">People also ask</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-1.5 text-sm">
                {serp.peopleAlsoAsk.map((q) => (
                  <li key={q}>{q}</li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ) : null}
        <Card>
          <CardHeader>
            <CardTitle className="text-sm">Fetch history</CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="grid gap-1 text-sm">
              {research.history.map((h) => (
                <li key={h.id}>
                  {h.id === current.id ? (
                    <span className="font-medium" aria-current="true">
                      {formatDay(h.day)} · {h.results} results
                    </span>
                  ) : (
                    <Link href={linkFor(h.day)} className="underline-offset-4 hover:underline">
                      {formatDay(h.day)} · {h.results} results
                    </Link>
                  )}
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      </aside>
    </div>
  );
}
