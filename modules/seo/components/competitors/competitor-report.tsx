"use client";

import * as React from "react";
import { DatabaseIcon, PlusIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/sonner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ToneBadge } from "@/components/ui/tone-badge";
import { formatNumber, formatRelative, plural } from "@/lib/format";
import { addSeoKeywordsAction } from "../../actions";
import type { DomainPosition } from "../../analysis/gaps";
import { keywordKey } from "../../keyword-text";
import type { CompetitorReport as Report } from "../../queries/competitor-keywords";
import { fetchCompetitorLabsAction } from "../../serps-actions";
import type { ProviderFailure } from "../../types";
import { DashedNote } from "../dashed-note";
import { ProviderFailureAlert } from "../provider-failure-alert";
import { KeywordTable } from "./keyword-table";

const GAP_TAG = "competitor gap";

const SOURCE_LABEL = {
  serps: (r: Report) => `From ${plural(r.basis, "stored SERP")} of the brand's keywords`,
  labs: (r: Report, now: Date) => `From DataForSEO Labs ranked keywords of ${plural(r.basis, "domain")}${r.fetchedAt ? `, fetched ${formatRelative(r.fetchedAt, now)}` : ""}`,
};

function fetchedToast(r: Report): string {
  if (!r.reused.length) return "Competitor keywords fetched from DataForSEO Labs";
  if (r.reused.length === r.basis) return "All domains were already fetched from DataForSEO Labs today: the stored answers were reused, nothing was paid";
  return `Competitor keywords fetched from DataForSEO Labs; ${plural(r.reused.length, "domain")} fetched earlier today reused from the store`;
}

function Positions({ list }: { list: DomainPosition[] }) {
  return (
    <span className="flex flex-wrap gap-1">
      {list.slice(0, 4).map((p) => (
        <ToneBadge key={p.domain} tone="info">
          {p.domain} #{p.position}
        </ToneBadge>
      ))}
      {list.length > 4 ? <span className="text-xs text-muted-foreground">+{list.length - 4}</span> : null}
    </span>
  );
}

/**
 * Gap, shared and quick-win lists, from the latest stored DataForSEO Labs report when there is one (else the
 * stored SERPs); "Fetch from DataForSEO Labs" refreshes it. Gap keywords join the store in one click.
 */
export function CompetitorReport({ brandId, serps, labs, now: serverNow, canEdit }: { brandId: string; serps: Report; labs: Report | null; now: string; canEdit: boolean }) {
  const [latestLabs, setLatestLabs] = React.useState(labs);
  const [report, setReport] = React.useState(labs ?? serps);
  const [now, setNow] = React.useState(() => new Date(serverNow));
  const [failure, setFailure] = React.useState<ProviderFailure | null>(null);
  const [added, setAdded] = React.useState<Set<string>>(() => new Set((labs ?? serps).inStore.map(keywordKey)));
  const show = (r: Report) => {
    setReport(r);
    setAdded((s) => new Set([...s, ...r.inStore.map(keywordKey)]));
    setFailure(null);
  };
  const { run, pending, isBusy } = useAction({ brandId });
  const missing = report.gap.filter((g) => !added.has(keywordKey(g.keyword)));

  const add = async (keywords: string[], key: string) => {
    const r = await run(addSeoKeywordsAction, { text: keywords.join("\n"), tags: [GAP_TAG] }, { key, refresh: false, success: (d) => `${plural(d.added, "keyword")} added to the keyword store, tagged "${GAP_TAG}"` });
    if (r.ok) setAdded((s) => new Set([...s, ...keywords.map(keywordKey)]));
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <ToneBadge tone={report.source === "labs" ? "info" : "idle"} className="h-auto max-w-full shrink whitespace-normal">
          <DatabaseIcon className="size-3" aria-hidden="true" />
          {report.source === "labs" ? SOURCE_LABEL.labs(report, now) : SOURCE_LABEL.serps(report)}
        </ToneBadge>
        {report.competitors.length ? <span className="text-xs text-muted-foreground">Competitors: {report.competitors.join(", ")}</span> : null}
        {canEdit ? (
          <span className="flex flex-wrap gap-2 sm:ml-auto">
            {report.source === "labs" ? (
              <Button size="sm" variant="outline" onClick={() => show(serps)}>
                Show stored SERPs
              </Button>
            ) : latestLabs ? (
              <Button size="sm" variant="outline" onClick={() => show(latestLabs)}>
                Show the Labs report
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="outline"
              disabled={pending}
              onClick={() => {
                setFailure(null);
                void run(fetchCompetitorLabsAction, {}, {
                  key: "labs",
                  refresh: false,
                  onSuccess: (d) => {
                    if (!d.ok) return setFailure(d.failure);
                    setNow(new Date());
                    setReport(d.report);
                    setLatestLabs(d.report);
                    setAdded(new Set(d.report.inStore.map(keywordKey)));
                    toast.success(fetchedToast(d.report));
                  },
                });
              }}
            >
              {isBusy("labs") ? "Fetching..." : "Fetch from DataForSEO Labs"}
            </Button>
          </span>
        ) : null}
      </div>
      <ProviderFailureAlert failure={failure} />

      <Tabs defaultValue="gap">
        <TabsList className="w-full justify-start overflow-x-auto sm:w-auto">
          <TabsTrigger value="gap">Gap ({formatNumber(report.gap.length)})</TabsTrigger>
          <TabsTrigger value="shared">Shared ({formatNumber(report.shared.length)})</TabsTrigger>
          <TabsTrigger value="wins">Quick wins ({formatNumber(report.quickWins.length)})</TabsTrigger>
        </TabsList>

        <TabsContent value="gap" className="flex flex-col gap-2">
          <p className="text-sm text-muted-foreground">Keywords a competitor ranks for in the top 100 and the brand does not.</p>
          {report.gap.length === 0 ? (
            <DashedNote>
              {report.source === "serps"
                ? "No gap in the stored SERPs. Fetch from DataForSEO Labs to find keywords competitors rank for that the brand does not track yet."
                : "The competitors rank for nothing the brand misses."}
            </DashedNote>
          ) : (
            <>
              {canEdit && missing.length ? (
                <Button size="sm" className="self-start" disabled={pending} onClick={() => void add(missing.map((g) => g.keyword), "all")}>
                  <PlusIcon aria-hidden="true" />
                  Add {plural(missing.length, "gap keyword")} to the store
                </Button>
              ) : null}
              <KeywordTable
                rows={report.gap}
                columns={[
                  { head: "Competitors", cellClassName: "whitespace-normal", cell: (g) => <Positions list={g.competitors} /> },
                  {
                    head: <span className="sr-only">Store</span>,
                    headClassName: "w-28",
                    cell: (g) =>
                      added.has(keywordKey(g.keyword)) ? (
                        <span className="text-xs text-muted-foreground">In the store</span>
                      ) : canEdit ? (
                        <Button size="sm" variant="outline" disabled={pending} onClick={() => void add([g.keyword], g.keyword)} aria-label={`Add "${g.keyword}" to the keyword store`}>
                          <PlusIcon aria-hidden="true" />
                          Add
                        </Button>
                      ) : null,
                  },
                ]}
              />
            </>
          )}
        </TabsContent>

        <TabsContent value="shared" className="flex flex-col gap-2">
          <p className="text-sm text-muted-foreground">Keywords both the brand and a competitor rank for, with both positions.</p>
          {report.shared.length === 0 ? (
            <DashedNote>No keyword where the brand and a competitor both rank.</DashedNote>
          ) : (
            <KeywordTable
              rows={report.shared}
              columns={[
                { head: "Brand", headClassName: "text-right", cellClassName: "text-right", cell: (r) => <ToneBadge tone={r.brandAhead ? "ok" : "warn"}>#{r.brand.position}</ToneBadge> },
                { head: "Competitors", cellClassName: "whitespace-normal", cell: (r) => <Positions list={r.competitors} /> },
              ]}
            />
          )}
        </TabsContent>

        <TabsContent value="wins" className="flex flex-col gap-2">
          <p className="text-sm text-muted-foreground">Keywords where the brand ranks 4–20: a little work moves the most clicks. Clicks to gain assume position 1 on the CTR curve.</p>
          {report.quickWins.length === 0 ? (
            <DashedNote>The brand ranks 4–20 for none of these keywords.</DashedNote>
          ) : (
            <KeywordTable
              rows={report.quickWins}
              columns={[
                { head: "Position", headClassName: "text-right", cellClassName: "text-right tabular-nums", cell: (w) => w.brand.position },
                { head: "Clicks to gain", headClassName: "text-right", cellClassName: "text-right tabular-nums", cell: (w) => formatNumber(w.clicksToGain) },
                { head: "URL", headClassName: "hidden md:table-cell", cellClassName: "hidden max-w-64 truncate text-xs text-muted-foreground md:table-cell", cell: (w) => w.brand.url },
              ]}
            />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
