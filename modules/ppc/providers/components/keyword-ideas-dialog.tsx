"use client";

import * as React from "react";
import { LightbulbIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Textarea } from "@/components/ui/textarea";
import { formatMoney, formatNumber } from "@/lib/format";
import { splitKeywords } from "@/modules/seo/keyword-text";
import { keywordIdeasAction } from "../actions";

type Idea = { keywordId: string; text: string; avgMonthlySearches: number | null; competition: string | null; lowTopOfPageBid: number | null; highTopOfPageBid: number | null };

/**
 * "Keyword ideas": seeds (keywords and/or a page) → Google Ads Keyword Planner through the brand's
 * connected account. The ideas are stored on the keyword store (source Google Ads) as they arrive, so
 * they show up on the keyword pages after the dialog closes; `onStored` lets the page refresh them.
 * Bids are in the Ads account's currency (`currency`, from the performance marketing settings).
 */
export function KeywordIdeasDialog({ brandId, currency, onStored }: { brandId: string; currency: string; onStored?: () => void }) {
  const { run, isBusy } = useAction({ brandId });
  const [open, setOpen] = React.useState(false);
  const [seeds, setSeeds] = React.useState("");
  const [url, setUrl] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [ideas, setIdeas] = React.useState<Idea[] | null>(null);
  const money = (v: number | null) => formatMoney(v, currency);

  const submit = () =>
    void run(keywordIdeasAction, { keywords: splitKeywords(seeds).slice(0, 20), url: url.trim() }, {
      key: "ideas",
      onError: (e) => setError(e),
      onSuccess: (d) => {
        setError(null);
        setIdeas(d.ideas);
        onStored?.();
      },
    });

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <LightbulbIcon aria-hidden="true" />
        Keyword ideas
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Keyword ideas from Google Ads"
        description="Keyword Planner ideas for seed keywords or a page, in the brand's market. Every idea is added to the brand's keywords with its monthly searches."
        className="max-h-[90svh] overflow-y-auto sm:max-w-2xl"
        onSubmit={submit}
        pending={isBusy("ideas")}
        submitLabel="Get ideas"
      >
        <FormField id="ideas-seeds" label="Seed keywords" hint="Up to 20, one per line or separated by commas." error={error}>
          <Textarea id="ideas-seeds" value={seeds} onChange={(e) => setSeeds(e.target.value)} rows={3} placeholder={"cold brew\ncoffee beans"} />
        </FormField>
        <FormField id="ideas-url" label="Seed page (optional)">
          <Input id="ideas-url" type="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://example.com/cold-brew" />
        </FormField>
        {ideas ? (
          ideas.length ? (
            <Table aria-label="Keyword ideas">
              <TableHeader>
                <TableRow>
                  <TableHead>Keyword</TableHead>
                  <TableHead className="text-right">Monthly searches</TableHead>
                  <TableHead>Competition</TableHead>
                  <TableHead className="text-right">Top of page bid</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {ideas.map((i) => (
                  <TableRow key={i.keywordId}>
                    <TableCell className="font-medium">{i.text}</TableCell>
                    <TableCell className="text-right tabular-nums">{i.avgMonthlySearches === null ? "—" : formatNumber(i.avgMonthlySearches)}</TableCell>
                    <TableCell className="capitalize">{i.competition ?? "—"}</TableCell>
                    <TableCell className="text-right tabular-nums">{i.lowTopOfPageBid === null && i.highTopOfPageBid === null ? "—" : `${money(i.lowTopOfPageBid)} – ${money(i.highTopOfPageBid)}`}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : (
            <p className="text-sm text-muted-foreground">Google Ads has no ideas for these seeds. Try broader keywords or another page.</p>
          )
        ) : null}
      </FormDialog>
    </>
  );
}
