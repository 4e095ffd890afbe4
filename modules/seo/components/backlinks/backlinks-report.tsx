"use client";

import * as React from "react";
import Link from "next/link";
import { DatabaseIcon, DownloadIcon, ListPlusIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ToneBadge } from "@/components/ui/tone-badge";
import { formatNumber, formatRelative, plural } from "@/lib/format";
import { newLostByMonth } from "../../analysis/backlinks";
import { createOutreachTaskAction } from "../../backlinks-actions";
import type { BacklinkReport as Report, StoredProfile } from "../../queries/backlinks";
import { DashedNote } from "../dashed-note";
import { GainedLostChart } from "../seo-dashboard/seo-charts";

const SOURCE = { dataforseo: "DataForSEO Backlinks", semrush_import: "Semrush export" } as const;
/** Gap rows shown; the CSV export has them all. */
const GAP_ROWS = 200;

function Section({ id, title, hint, children, action }: { id: string; title: string; hint: string; children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id={id} className="text-base font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{hint}</p>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

const last30 = (p: StoredProfile, now: Date, field: "firstSeen" | "lostDate") => p.profile.links.filter((l) => l[field] && now.getTime() - new Date(l[field]!).getTime() <= 30 * 864e5).length;

/**
 * The brand and its competitors side by side (referring domains, backlinks, rank, links gained and
 * lost), new/lost links and top anchors per domain, and the link gap with CSV export and "Create task".
 */
export function BacklinksReport({ brandId, report, now: serverNow, canEdit }: { brandId: string; report: Report; now: string; canEdit: boolean }) {
  const now = React.useMemo(() => new Date(serverNow), [serverNow]);
  const { run, isBusy, pending } = useAction({ brandId });
  const [created, setCreated] = React.useState<Set<string>>(() => new Set());
  const byTarget = new Map(report.profiles.map((p) => [p.target, p]));
  const domains = [...report.own, ...report.competitors];
  const withProfile = domains.filter((d) => byTarget.has(d));
  const gapRows = report.gap?.gap.rows ?? [];

  return (
    <div className="flex flex-col gap-8">
      <Section id="backlinks-compare" title="Brand and competitors" hint="The latest stored profile of each domain; fetch or import to refresh it.">
        <div className="overflow-x-auto rounded-md border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Domain</TableHead>
                <TableHead className="text-right">Referring domains</TableHead>
                <TableHead className="text-right">Backlinks</TableHead>
                <TableHead className="text-right">Domain rank</TableHead>
                <TableHead className="text-right">New (30 days)</TableHead>
                <TableHead className="text-right">Lost (30 days)</TableHead>
                <TableHead>Source</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {domains.map((d) => {
                const p = byTarget.get(d);
                const own = report.own.includes(d);
                return (
                  <TableRow key={d} data-testid={`backlinks-row-${d}`}>
                    <TableCell className="font-medium">
                      <span className="flex flex-wrap items-center gap-2">
                        {d}
                        {own ? <ToneBadge tone="info">Brand</ToneBadge> : null}
                      </span>
                    </TableCell>
                    {p ? (
                      <>
                        <TableCell className="text-right tabular-nums">{formatNumber(p.profile.summary.referringDomains)}</TableCell>
                        <TableCell className="text-right tabular-nums">{formatNumber(p.profile.summary.backlinks)}</TableCell>
                        <TableCell className="text-right tabular-nums">{p.profile.summary.rank === null ? <span className="text-muted-foreground">—</span> : formatNumber(p.profile.summary.rank)}</TableCell>
                        <TableCell className="text-right tabular-nums">{formatNumber(last30(p, now, "firstSeen"))}</TableCell>
                        <TableCell className="text-right tabular-nums">{formatNumber(last30(p, now, "lostDate"))}</TableCell>
                        <TableCell className="text-xs whitespace-nowrap text-muted-foreground">
                          {SOURCE[p.source]}, {formatRelative(p.fetchedAt, now)}
                        </TableCell>
                      </>
                    ) : (
                      <TableCell colSpan={6} className="text-sm text-muted-foreground">
                        Not fetched or imported yet.
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
        <p className="text-xs text-muted-foreground">
          Domain rank is DataForSEO&apos;s 0–1,000 rank; Semrush exports carry page scores only, so imported domains have none. New and lost are counted from the newest links per referring domain.
        </p>
      </Section>

      <Section id="backlinks-detail" title="New and lost links, top anchors" hint="Per domain: links gained and lost by month over the last 12 months, and the anchors most referring domains use.">
        {withProfile.length === 0 ? (
          <DashedNote>No domain has backlinks stored yet.</DashedNote>
        ) : (
          <Tabs defaultValue={withProfile[0]}>
            <TabsList className="w-full justify-start overflow-x-auto sm:w-auto">
              {withProfile.map((d) => (
                <TabsTrigger key={d} value={d}>
                  {d}
                </TabsTrigger>
              ))}
            </TabsList>
            {withProfile.map((d) => {
              const p = byTarget.get(d)!;
              return (
                <TabsContent key={d} value={d} className="grid gap-4 lg:grid-cols-2">
                  <div className="min-w-0 rounded-xl border p-4">
                    <h3 className="mb-2 text-sm font-medium">New and lost links by month</h3>
                    <GainedLostChart months={newLostByMonth(p.profile.links, now)} name={d} testId={`new-lost-${d}`} />
                  </div>
                  <div className="min-w-0 rounded-xl border p-4">
                    <h3 className="mb-2 text-sm font-medium">Top anchors</h3>
                    {p.profile.anchors.length === 0 ? (
                      <DashedNote>No anchors stored for {d}.</DashedNote>
                    ) : (
                      <Table>
                        <TableHeader>
                          <TableRow>
                            <TableHead>Anchor</TableHead>
                            <TableHead className="text-right">Referring domains</TableHead>
                            <TableHead className="text-right">Backlinks</TableHead>
                          </TableRow>
                        </TableHeader>
                        <TableBody>
                          {p.profile.anchors.slice(0, 10).map((a) => (
                            <TableRow key={a.anchor}>
                              <TableCell className="max-w-56 truncate">{a.anchor || <span className="text-muted-foreground italic">(empty anchor)</span>}</TableCell>
                              <TableCell className="text-right tabular-nums">{formatNumber(a.referringDomains)}</TableCell>
                              <TableCell className="text-right tabular-nums">{formatNumber(a.backlinks)}</TableCell>
                            </TableRow>
                          ))}
                        </TableBody>
                      </Table>
                    )}
                  </div>
                </TabsContent>
              );
            })}
          </Tabs>
        )}
      </Section>

      <Section
        id="link-gap"
        title={`Link gap (${formatNumber(gapRows.length)})`}
        hint="Domains linking to at least one competitor and not to the brand: outreach prospects, those linking to most competitors first."
        action={
          gapRows.length ? (
            <Button size="sm" variant="outline" asChild>
              <Link href="/competitors-backlinks/export" prefetch={false} download>
                <DownloadIcon aria-hidden="true" />
                Export CSV
              </Link>
            </Button>
          ) : null
        }
      >
        {report.gap ? (
          <ToneBadge tone="idle" className="h-auto max-w-full self-start whitespace-normal">
            <DatabaseIcon className="size-3" aria-hidden="true" />
            {report.gap.source === "dataforseo" ? "From DataForSEO Backlinks domain intersection" : "Computed from the imported referring domains"}, {formatRelative(report.gap.fetchedAt, now)}; competitors: {report.gap.gap.competitors.join(", ")}
          </ToneBadge>
        ) : null}
        {gapRows.length === 0 ? (
          <DashedNote>
            {report.gap
              ? "No gap: every domain linking to a competitor links to the brand too."
              : "No link gap yet. Fetch from DataForSEO Backlinks, or import the Semrush Backlinks exports of the brand and at least one competitor."}
          </DashedNote>
        ) : (
          <div className="overflow-x-auto rounded-md border">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Referring domain</TableHead>
                  <TableHead>Links to</TableHead>
                  <TableHead className="text-right">Domain rank</TableHead>
                  <TableHead className="text-right">Backlinks</TableHead>
                  {canEdit ? <TableHead className="sr-only">Outreach</TableHead> : null}
                </TableRow>
              </TableHeader>
              <TableBody>
                {gapRows.slice(0, GAP_ROWS).map((r) => (
                  <TableRow key={r.domain} data-testid={`gap-row-${r.domain}`}>
                    <TableCell className="font-medium">{r.domain}</TableCell>
                    <TableCell>
                      <span className="flex flex-wrap items-center gap-1">
                        <span className="mr-1 text-xs whitespace-nowrap text-muted-foreground">{plural(r.linksTo.length, "competitor")}</span>
                        {r.linksTo.map((c) => (
                          <ToneBadge key={c} tone="warn">
                            {c}
                          </ToneBadge>
                        ))}
                      </span>
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{r.rank === null ? <span className="text-muted-foreground">—</span> : formatNumber(r.rank)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatNumber(r.backlinks)}</TableCell>
                    {canEdit ? (
                      <TableCell className="text-right">
                        {created.has(r.domain) ? (
                          <span className="text-xs whitespace-nowrap text-muted-foreground">Task created</span>
                        ) : (
                          <Button
                            size="sm"
                            variant="ghost"
                            disabled={pending}
                            aria-label={`Create an outreach task for ${r.domain}`}
                            onClick={() =>
                              void run(createOutreachTaskAction, { domain: r.domain }, {
                                key: r.domain,
                                refresh: false,
                                success: (t) => `Task created: ${t.title}`,
                                onSuccess: () => setCreated((s) => new Set([...s, r.domain])),
                              })
                            }
                          >
                            <ListPlusIcon aria-hidden="true" />
                            {isBusy(r.domain) ? "Creating..." : "Create task"}
                          </Button>
                        )}
                      </TableCell>
                    ) : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
        {gapRows.length > GAP_ROWS ? <p className="text-xs text-muted-foreground">The first {formatNumber(GAP_ROWS)} of {formatNumber(gapRows.length)} domains; the CSV export has all of them.</p> : null}
      </Section>
    </div>
  );
}
