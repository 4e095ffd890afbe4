"use client";

import * as React from "react";
import { PlayIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/ui/option-select";
import { Switch } from "@/components/ui/switch";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { runNgramsAction } from "../actions";
import type { NgramSize } from "../engine";
import { PPC_NETWORK_LABELS } from "../../labels";

const ALL = "all";

/** The run form: period, network, campaign, n sizes and stemming; a run in progress disables it. */
export function NgramRunForm({ brandId, campaigns, running, last }: {
  brandId: string;
  campaigns: { id: string; name: string; network: string }[];
  running: boolean;
  last?: { from?: string; to?: string; network?: string; campaignId?: string; sizes: NgramSize[]; stem: boolean };
}) {
  const { run, pending } = useAction({ brandId });
  const [from, setFrom] = React.useState(last?.from ?? "");
  const [to, setTo] = React.useState(last?.to ?? "");
  const [network, setNetwork] = React.useState(last?.network ?? ALL);
  const [campaignId, setCampaignId] = React.useState(last?.campaignId ?? ALL);
  const [sizes, setSizes] = React.useState<string[]>((last?.sizes ?? [1, 2, 3]).map(String));
  const [stem, setStem] = React.useState(last?.stem ?? false);
  const [errors, setErrors] = React.useState<Record<string, string | undefined>>({});

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setErrors({});
    void run(
      runNgramsAction,
      {
        from: from || undefined,
        to: to || undefined,
        network: network === ALL ? undefined : (network as "google_ads" | "microsoft_ads"),
        campaignId: campaignId === ALL ? undefined : campaignId,
        sizes: sizes.map(Number).sort() as NgramSize[],
        stem,
      },
      {
        success: "Mining started. The n-grams appear here when it ends.",
        onError: (error, fields) => setErrors(fields ? { from: fields.from?.[0], to: fields.to?.[0], sizes: fields.sizes?.[0] } : { form: error }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4 rounded-lg border p-4" aria-label="Mine n-grams">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FormField id="ngram-from" label="From" error={errors.from}>
          <Input {...fieldA11y("ngram-from", errors.from)} type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
        </FormField>
        <FormField id="ngram-to" label="To" error={errors.to}>
          <Input {...fieldA11y("ngram-to", errors.to)} type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
        </FormField>
        <FormField id="ngram-network" label="Network">
          <OptionSelect
            id="ngram-network"
            value={network}
            onValueChange={setNetwork}
            options={[
              { value: ALL, label: "All networks" },
              { value: "google_ads", label: PPC_NETWORK_LABELS.google_ads },
              { value: "microsoft_ads", label: PPC_NETWORK_LABELS.microsoft_ads },
            ]}
          />
        </FormField>
        <FormField id="ngram-campaign" label="Campaign">
          <OptionSelect
            id="ngram-campaign"
            value={campaignId}
            onValueChange={setCampaignId}
            options={[{ value: ALL, label: "All campaigns" }, ...campaigns.filter((c) => network === ALL || c.network === network).map((c) => ({ value: c.id, label: c.name }))]}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
        <div className="grid gap-2">
          <span id="ngram-sizes-label" className="text-sm font-medium">
            Words per n-gram
          </span>
          <ToggleGroup type="multiple" variant="outline" size="sm" value={sizes} onValueChange={setSizes} aria-labelledby="ngram-sizes-label">
            {[1, 2, 3, 4].map((n) => (
              <ToggleGroupItem key={n} value={String(n)} aria-label={`${n}-grams`} className="px-3">
                {n}
              </ToggleGroupItem>
            ))}
          </ToggleGroup>
          {errors.sizes ? <p className="text-[13px] text-destructive">{errors.sizes}</p> : null}
        </div>
        <div className="flex items-center gap-2 pb-1">
          <Switch id="ngram-stem" checked={stem} onCheckedChange={setStem} />
          <Label htmlFor="ngram-stem">Merge word forms (stemming: “running shoes” = “run shoe”)</Label>
        </div>
        <Button type="submit" disabled={pending || running} className="ml-auto">
          <PlayIcon aria-hidden="true" />
          {running ? "Mining…" : pending ? "Starting…" : "Mine n-grams"}
        </Button>
      </div>
      {errors.form ? <p className="text-[13px] text-destructive" role="alert">{errors.form}</p> : null}
    </form>
  );
}
