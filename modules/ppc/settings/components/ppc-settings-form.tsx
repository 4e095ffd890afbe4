"use client";

import * as React from "react";
import Link from "next/link";
import { useAction } from "@/components/actions/use-action";
import { errorsByField, SettingsFormFooter } from "@/components/shell/settings-form-footer";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/option-select";
import { RelativeTime } from "@/components/ui/relative-time";
import { Switch } from "@/components/ui/switch";
import { ToneBadge } from "@/components/ui/tone-badge";
import type { PpcNetwork } from "@/db/schema/ppc";
import { savePpcSettingsAction } from "../actions";
import { PPC_NETWORK_LABELS } from "../../labels";
import type { PpcSettingsPage } from "../queries";

const NETWORKS = Object.keys(PPC_NETWORK_LABELS) as PpcNetwork[];
const BRAND_COUNTRY = "__brand";
const asText = (v: number | null) => (v === null ? "" : String(v));

function AccountsCard({ connections }: { connections: PpcSettingsPage["connections"] }) {
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Accounts</CardTitle>
        <CardDescription>The ad accounts reports sync from. Connect, switch account or reconnect them on the Integrations page; without one, import the reports you download from Google Ads or Microsoft Advertising.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="grid gap-2 sm:grid-cols-2">
          {NETWORKS.map((network) => {
            const c = connections.find((x) => x.network === network);
            return (
              <li key={network} className="flex min-w-0 flex-wrap items-center justify-between gap-2 rounded-lg border p-3" data-testid={`ppc-account-${network}`}>
                <div className="grid min-w-0 gap-0.5">
                  <p className="text-sm font-medium">{PPC_NETWORK_LABELS[network]}</p>
                  {c ? (
                    <>
                      <p className="truncate text-[13px] text-muted-foreground">{[c.accountName, c.accountId].filter(Boolean).join(" · ") || "No account chosen yet"}</p>
                      <p className="text-[13px] text-muted-foreground">
                        Last sync: {c.lastSyncAt ? <RelativeTime at={c.lastSyncAt} /> : "not yet"}
                      </p>
                      {c.lastError ? <p className="text-[13px] text-destructive wrap-anywhere">Last error: {c.lastError}</p> : null}
                    </>
                  ) : (
                    <p className="text-[13px] text-muted-foreground">Not connected</p>
                  )}
                </div>
                {c ? <ToneBadge tone={c.lastError ? "bad" : "ok"}>{c.lastError ? "Error" : "Connected"}</ToneBadge> : <ToneBadge tone="idle">Not connected</ToneBadge>}
              </li>
            );
          })}
        </ul>
        <p className="text-sm">
          <Link href="/integrations" className="font-medium text-primary underline-offset-4 hover:underline">
            Connect ad accounts on Integrations
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}

/** /performance-marketing-settings: accounts (read only) and the brand's paid-search targets, budget, thresholds and wall. */
export function PpcSettingsForm({ brandId, data, canEdit }: { brandId: string; data: PpcSettingsPage; canEdit: boolean }) {
  const { settings: s } = data;
  const { run, busy } = useAction({ brandId });
  // Initialised once: the refresh after a save must not reset what is being typed.
  const [currency, setCurrency] = React.useState(s.currency);
  const [budget, setBudget] = React.useState(asText(s.monthlyBudget));
  const [cpa, setCpa] = React.useState(asText(s.targetCpa));
  const [roas, setRoas] = React.useState(asText(s.targetRoas));
  const [minClicks, setMinClicks] = React.useState(String(s.negativeMinClicks));
  const [minCost, setMinCost] = React.useState(String(s.negativeMinCost));
  const [market, setMarket] = React.useState(s.marketOverride ?? BRAND_COUNTRY);
  const [wall, setWall] = React.useState(s.brandWall);
  const [errors, setErrors] = React.useState<Record<string, string>>({});

  const save = () =>
    run(
      savePpcSettingsAction,
      {
        currency,
        monthlyBudget: budget,
        targetCpa: cpa,
        targetRoas: roas,
        negativeMinClicks: minClicks,
        negativeMinCost: minCost,
        market: market === BRAND_COUNTRY ? "" : market,
        brandWall: wall,
      },
      {
        success: "Performance marketing settings saved",
        onError: (error, fieldErrors) => setErrors(errorsByField(error, fieldErrors)),
        onSuccess: () => setErrors({}),
      },
    );

  const code = currency.trim().toUpperCase();
  const brandCountry = data.brandCountry ? (data.countries.find((c) => c.code === data.brandCountry)?.name ?? data.brandCountry) : null;
  const amountField = (id: string, key: string, label: string, value: string, set: (v: string) => void, hint: string) => (
    <FormField id={id} label={label} error={errors[key]} hint={hint}>
      <Input {...fieldA11y(id, errors[key], true)} inputMode="decimal" value={value} onChange={(e) => set(e.target.value)} disabled={!canEdit} className="sm:max-w-48" />
    </FormField>
  );

  return (
    <form
      className="grid gap-4 lg:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <AccountsCard connections={data.connections} />

      <Card>
        <CardHeader>
          <CardTitle>Budget and targets</CardTitle>
          <CardDescription>The dashboard paces spend against the monthly budget and draws the targets as reference lines. Amounts are in the account currency.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormField id="ppc-currency" label="Currency" error={errors.currency} hint="ISO 4217 code of the ad accounts, e.g. USD, EUR, GBP.">
            <Input {...fieldA11y("ppc-currency", errors.currency, true)} list="ppc-currency-list" value={currency} onChange={(e) => setCurrency(e.target.value)} maxLength={3} autoCapitalize="characters" disabled={!canEdit} className="sm:max-w-32 uppercase" />
          </FormField>
          <datalist id="ppc-currency-list">
            {data.currencies.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          {amountField("ppc-budget", "monthlyBudget", `Monthly budget (${code || "currency"})`, budget, setBudget, "Leave empty for no budget pacing.")}
          {amountField("ppc-cpa", "targetCpa", `Target CPA (${code || "currency"})`, cpa, setCpa, "Cost per conversion you aim at; empty for none.")}
          {amountField("ppc-roas", "targetRoas", "Target ROAS", roas, setRoas, "Conversion value ÷ cost: 4 means 400 %. Empty for none.")}
        </CardContent>
      </Card>

      <div className="grid content-start gap-4">
        <Card>
          <CardHeader>
            <CardTitle>Negative candidates</CardTitle>
            <CardDescription>A search term or n-gram with no conversion is offered as a negative once it reaches either threshold.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <FormField id="ppc-min-clicks" label="Minimum clicks" error={errors.negativeMinClicks} hint="Clicks without a conversion.">
              <Input {...fieldA11y("ppc-min-clicks", errors.negativeMinClicks, true)} inputMode="numeric" value={minClicks} onChange={(e) => setMinClicks(e.target.value)} disabled={!canEdit} />
            </FormField>
            {amountField("ppc-min-cost", "negativeMinCost", `Minimum cost (${code || "currency"})`, minCost, setMinCost, "Spend without a conversion.")}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Market and brand-term wall</CardTitle>
            <CardDescription>Never bid one client against another: other managed brands&apos; names in the same market are offered as negatives, and search terms naming them raise a warning.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <label htmlFor="ppc-wall" className="flex items-start justify-between gap-3 rounded-lg border p-3">
              <span className="grid gap-0.5">
                <span className="text-sm font-medium">Brand-term wall on</span>
                <span className="text-[13px] text-muted-foreground">Check this brand&apos;s search terms against the other brands of its market.</span>
              </span>
              <Switch id="ppc-wall" checked={wall} onCheckedChange={setWall} disabled={!canEdit} />
            </label>
            <SelectField
              id="ppc-market"
              label="Market"
              value={market}
              onValueChange={setMarket}
              first={{ value: BRAND_COUNTRY, label: brandCountry ? `The brand's country (${brandCountry})` : "The brand's country (not set)" }}
              options={data.countries.map((c) => ({ value: c.code, label: c.name }))}
              disabled={!canEdit}
              error={errors.market}
              hint={brandCountry ? "Brands of the same market are walled off from each other." : "Set the brand's country in Brand Basic Data, or choose the market here."}
            />
          </CardContent>
        </Card>
      </div>

      <SettingsFormFooter canEdit={canEdit} busy={busy !== null} error={errors._} readOnly="You can view these settings; ask a brand owner for edit access to change them." />
    </form>
  );
}
