"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useAction } from "@/components/actions/use-action";
import { updateSaioSettingsAction } from "../actions";
import type { PanelSummary } from "../panel";
import type { SaioSettings } from "../tracked";

const list = (s: string) => s.split(",").map((x) => x.trim()).filter(Boolean);

type Props = {
  brandId: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
  brandName: string;
  competitors: { name: string; domains: string[] }[];
  settings: SaioSettings;
  panel: PanelSummary;
};

/** How answers recognise the brand and its competitors, and what runs may spend. */
export function SaioSettingsDialog(props: Props) {
  // The form mounts on open, so it starts from the saved settings every time.
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {props.open ? <SettingsForm {...props} /> : null}
    </Dialog>
  );
}

function SettingsForm({
  brandId,
  onOpenChange,
  brandName,
  competitors,
  settings,
  panel,
}: Props) {
  const { run, pending } = useAction({ brandId });
  const [aliases, setAliases] = React.useState(settings.aliases.join(", "));
  const [domains, setDomains] = React.useState(settings.domains.join(", "));
  const [compAliases, setCompAliases] = React.useState<Record<string, string>>(() =>
    Object.fromEntries(competitors.map((c) => [c.name.toLowerCase(), (settings.competitorAliases[c.name.toLowerCase()] ?? []).join(", ")])),
  );
  const [budget, setBudget] = React.useState(settings.monthlyBudgetUsd === null ? "" : String(settings.monthlyBudgetUsd));
  const [aiSentiment, setAiSentiment] = React.useState(settings.aiSentiment);
  const [panelOptIn, setPanelOptIn] = React.useState(settings.panelOptIn);
  const [error, setError] = React.useState<string | null>(null);
  const save = async () => {
    const b = budget.trim() === "" ? null : Number(budget);
    if (b !== null && (!Number.isFinite(b) || b < 0)) return setError("Enter the budget in US dollars, e.g. 25, or leave it empty for no cap.");
    const r = await run(
      updateSaioSettingsAction,
      {
        aliases: list(aliases),
        domains: list(domains),
        competitorAliases: Object.fromEntries(Object.entries(compAliases).map(([k, v]) => [k, list(v)])),
        monthlyBudgetUsd: b,
        aiSentiment,
        panelOptIn,
      },
      { success: "SAIO settings saved", onError: (e) => setError(e) },
    );
    if (r.ok) onOpenChange(false);
  };
  return (
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Tracking settings</DialogTitle>
          <DialogDescription>How answers are matched to {brandName} and its competitors, and what analysis runs may spend.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="saio-aliases">Other names of {brandName}</Label>
            <Input id="saio-aliases" value={aliases} onChange={(e) => setAliases(e.target.value)} placeholder="Product names, abbreviations — comma-separated" />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="saio-domains">Own domains besides the website</Label>
            <Input id="saio-domains" value={domains} onChange={(e) => setDomains(e.target.value)} placeholder="e.g. acme.io, acme-help.com" />
            <p className="text-xs text-muted-foreground">Subdomains count as the brand&apos;s (blog.acme.io). Citations of these are the citation share.</p>
          </div>
          {competitors.length ? (
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">Competitors&apos; other names</legend>
              {competitors.map((c) => (
                <div key={c.name} className="grid items-center gap-1 sm:grid-cols-[10rem_1fr] sm:gap-3">
                  <Label htmlFor={`alias-${c.name}`} className="truncate text-muted-foreground">
                    {c.name}
                  </Label>
                  <Input id={`alias-${c.name}`} value={compAliases[c.name.toLowerCase()] ?? ""} onChange={(e) => setCompAliases({ ...compAliases, [c.name.toLowerCase()]: e.target.value })} placeholder="comma-separated" />
                </div>
              ))}
              <p className="text-xs text-muted-foreground">Competitors themselves are edited in Brand Basic Data.</p>
            </fieldset>
          ) : null}
          <div className="grid gap-1.5">
            <Label htmlFor="saio-budget">Monthly budget (USD)</Label>
            <Input id="saio-budget" inputMode="decimal" value={budget} onChange={(e) => setBudget(e.target.value)} placeholder="No cap" className="max-w-40" />
            <p className="text-xs text-muted-foreground">Counts every priced AI call of the brand this month; runs stop before a call could exceed it.</p>
          </div>
          <div className="flex items-start gap-2">
            <Switch id="saio-ai-sentiment" checked={aiSentiment} onCheckedChange={setAiSentiment} />
            <Label htmlFor="saio-ai-sentiment" className="leading-snug font-normal">
              Score sentiment with the default AI engine (one short extra call per answer that mentions the brand). Off: a local lexicon score, labelled as such.
            </Label>
          </div>
          <div className="grid gap-1.5 rounded-lg border p-3">
            <div className="flex items-start gap-2">
              <Switch
                id="saio-panel"
                checked={panelOptIn}
                onCheckedChange={setPanelOptIn}
                disabled={!panel.industry}
              />
              <Label htmlFor="saio-panel" className="leading-snug font-normal">
                Share the industry prompt panel{panel.industry ? ` (${panel.industry})` : ""}: brands of the same owner and
                industry that opt in get each other&apos;s unbranded answers scored for them, and the cost of those calls is
                split.
              </Label>
            </div>
            <p className="text-xs text-muted-foreground">
              {!panel.industry
                ? "Set the brand's industry in Brand Basic Data to join a panel."
                : panel.visible.length
                  ? `Opted in among the brands you can see: ${panel.visible.map((b) => b.name).join(", ")}.`
                  : "None of the brands you can see in this industry has opted in."}{" "}
              Each brand sees only its own copy of the answers.
            </p>
          </div>
          {error ? (
            <p className="text-sm text-destructive" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={save} disabled={pending}>
            {pending ? "Saving..." : "Save settings"}
          </Button>
        </DialogFooter>
      </DialogContent>
  );
}
