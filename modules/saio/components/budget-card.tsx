"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import type { PanelSummary } from "../panel";
import type { SaioSettings } from "../tracked";
import { SaioSettingsDialog } from "./settings-dialog";
import { formatUsd } from "@/lib/format";

/** This month's AI spend against the brand's cap, with the cap editable in place. */
export function BudgetCard({
  brandId,
  spent,
  settings,
  brandName,
  competitors,
  canEdit,
  resetsOn,
  panel,
}: {
  brandId: string;
  spent: number;
  settings: SaioSettings;
  brandName: string;
  competitors: { name: string; domains: string[] }[];
  canEdit: boolean;
  resetsOn: string;
  panel: PanelSummary;
}) {
  const [open, setOpen] = React.useState(false);
  const cap = settings.monthlyBudgetUsd;
  return (
    <section className="grid gap-2 rounded-xl border p-4" aria-labelledby="budget-heading">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="budget-heading" className="mr-auto text-sm font-semibold">
          Budget this month
        </h2>
        {canEdit ? (
          <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
            {cap === null ? "Set a budget" : "Change budget"}
          </Button>
        ) : null}
      </div>
      {cap === null ? (
        <p className="text-sm text-muted-foreground">{formatUsd(spent)} spent on AI calls this month. No cap: scheduled runs spend whatever their prompts cost.</p>
      ) : (
        <>
          <Progress value={cap > 0 ? Math.min(100, (spent / cap) * 100) : 100} aria-label="Budget used" />
          <p className="text-sm text-muted-foreground tabular-nums">
            {formatUsd(spent)} of {formatUsd(cap)} · runs stop before a call could exceed the cap · resets {resetsOn}
          </p>
        </>
      )}
      <SaioSettingsDialog brandId={brandId} open={open} onOpenChange={setOpen} brandName={brandName} competitors={competitors} settings={settings} panel={panel} />
    </section>
  );
}
