"use client";

import * as React from "react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/option-select";
import { Textarea } from "@/components/ui/textarea";
import { LoaderCircleIcon } from "lucide-react";
import { updateSeoSettingsAction } from "@/modules/seo/actions";
import type { SeoSettingsUpdate } from "@/modules/seo/queries/settings";

const AUTO = "auto";
const HOURS = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: `${String(h).padStart(2, "0")}:00 UTC` }));
const DEVICES = [{ value: "desktop", label: "Desktop" }, { value: "mobile", label: "Mobile" }];
const SERP_PROVIDERS = [
  { value: AUTO, label: "Automatic (deployment default)" },
  { value: "dataforseo", label: "DataForSEO" },
  { value: "serpapi", label: "SerpApi" },
  { value: "serper", label: "Serper (desktop only)" },
];
const KEYWORD_PROVIDERS = [{ value: AUTO, label: "Automatic (deployment default)" }, { value: "dataforseo", label: "DataForSEO" }];
const FREQUENCIES = [{ value: "daily", label: "Daily" }, { value: "weekly", label: "Weekly" }, { value: "off", label: "Off (Check now only)" }];

type Values = {
  location: string;
  language: string;
  device: string;
  serp: string;
  keywordData: string;
  rankCheckFrequency: string;
  rankCheckHour: string;
  dropAlertPlaces: string;
  serpOverlapMin: string;
  monthlyBudgetUsd: string;
  competitorDomains: string;
};

function toValues(s: SeoSettingsUpdate): Values {
  return {
    location: s.location,
    language: s.language,
    device: s.device,
    serp: s.providers.serp ?? AUTO,
    keywordData: s.providers.keywordData ?? AUTO,
    rankCheckFrequency: s.rankCheckFrequency,
    rankCheckHour: String(s.rankCheckHour),
    dropAlertPlaces: String(s.dropAlertPlaces),
    serpOverlapMin: String(s.serpOverlapMin),
    monthlyBudgetUsd: s.monthlyBudgetUsd === null ? "" : String(s.monthlyBudgetUsd),
    competitorDomains: s.competitorDomains.join("\n"),
  };
}

/** A number field: "" stays a string so zod says what is wrong instead of the browser guessing. */
const num = (v: string): number => (v.trim() === "" ? Number.NaN : Number(v));

/**
 * The brand's SEO settings in one form, saved by updateSeoSettingsAction; each field shows its own
 * error from the server's validation.
 */
export function SeoSettingsForm({ brandId, settings, canEdit }: { brandId: string; settings: SeoSettingsUpdate; canEdit: boolean }) {
  const [v, setV] = React.useState<Values>(() => toValues(settings));
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const { run, pending } = useAction({ brandId });
  const set = (k: keyof Values) => (value: string) => setV((old) => ({ ...old, [k]: value }));
  const err = (k: string) => errors[k] ?? null;

  const submit = async () => {
    setErrors({});
    const input = {
      location: v.location,
      language: v.language,
      device: v.device as "desktop" | "mobile",
      providers: { serp: v.serp === AUTO ? null : (v.serp as "dataforseo"), keywordData: v.keywordData === AUTO ? null : ("dataforseo" as const) },
      rankCheckFrequency: v.rankCheckFrequency as "daily",
      rankCheckHour: Number(v.rankCheckHour),
      dropAlertPlaces: num(v.dropAlertPlaces),
      serpOverlapMin: num(v.serpOverlapMin),
      monthlyBudgetUsd: v.monthlyBudgetUsd.trim() === "" ? null : num(v.monthlyBudgetUsd),
      competitorDomains: v.competitorDomains
        .split(/[\n,]+/)
        .map((d) => d.trim())
        .filter(Boolean),
    };
    await run(updateSeoSettingsAction, input, {
      success: "Saved the SEO settings.",
      onError: (message, fields) => {
        const next: Record<string, string> = {};
        for (const [key, list] of Object.entries(fields ?? {})) {
          const field = key.startsWith("competitorDomains") ? "competitorDomains" : key;
          next[field] ??= key.startsWith("competitorDomains.") ? `${list[0]} (“${input.competitorDomains[Number(key.split(".")[1])]}”)` : list[0]!;
        }
        if (!Object.keys(next).length) next._ = message;
        setErrors(next);
      },
    });
  };

  const disabled = !canEdit || pending;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="grid gap-4"
      data-testid="seo-settings-form"
      noValidate
    >
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Where to check</CardTitle>
          <CardDescription>The market every SERP, rank check and keyword figure is asked for, unless a page says otherwise.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          <FormField className="content-start" id="seo-location" label="Location" error={err("location")} hint="A country or city, e.g. United Kingdom">
            <Input {...fieldA11y("seo-location", err("location"), true)} value={v.location} onChange={(e) => set("location")(e.target.value)} disabled={disabled} />
          </FormField>
          <FormField className="content-start" id="seo-language" label="Language" error={err("language")} hint="Two letters, e.g. en">
            <Input {...fieldA11y("seo-language", err("language"), true)} value={v.language} onChange={(e) => set("language")(e.target.value)} disabled={disabled} maxLength={5} />
          </FormField>
          <SelectField className="content-start" id="seo-device" label="Device" error={err("device")} value={v.device} onValueChange={set("device")} disabled={disabled} options={DEVICES} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">Providers</CardTitle>
          <CardDescription>Which service answers each kind of request. Automatic uses the brand&apos;s own key first, then the deployment&apos;s, in the order DataForSEO, SerpApi, Serper.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <SelectField className="content-start" id="seo-serp-provider" label="SERPs and rank checks" error={err("providers.serp")} value={v.serp} onValueChange={set("serp")} disabled={disabled} options={SERP_PROVIDERS} />
          <SelectField className="content-start" id="seo-keyword-provider" label="Keyword data (volume, ideas)" error={err("providers.keywordData")} value={v.keywordData} onValueChange={set("keywordData")} disabled={disabled} options={KEYWORD_PROVIDERS} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">Rank checks and alerts</CardTitle>
          <CardDescription>When tracked keywords are checked, and when a drop raises an alert (activity row and the seo_rank_drop webhook).</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField className="content-start" id="seo-frequency" label="Schedule" error={err("rankCheckFrequency")} value={v.rankCheckFrequency} onValueChange={set("rankCheckFrequency")} disabled={disabled} options={FREQUENCIES} />
          <SelectField className="content-start" id="seo-hour" label="At" error={err("rankCheckHour")} value={v.rankCheckHour} onValueChange={set("rankCheckHour")} disabled={disabled || v.rankCheckFrequency === "off"} options={HOURS} contentClassName="max-h-72" />
          <FormField className="content-start" id="seo-drop" label="Drop alert" error={err("dropAlertPlaces")} hint="places lost since the last check">
            <Input {...fieldA11y("seo-drop", err("dropAlertPlaces"), true)} type="number" inputMode="numeric" min={1} max={100} value={v.dropAlertPlaces} onChange={(e) => set("dropAlertPlaces")(e.target.value)} disabled={disabled} />
          </FormField>
          <FormField className="content-start" id="seo-overlap" label="Group overlap" error={err("serpOverlapMin")} hint="shared top-10 URLs (1–10)">
            <Input {...fieldA11y("seo-overlap", err("serpOverlapMin"), true)} type="number" inputMode="numeric" min={1} max={10} value={v.serpOverlapMin} onChange={(e) => set("serpOverlapMin")(e.target.value)} disabled={disabled} />
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">Budget and competitors</CardTitle>
          <CardDescription>Paid provider calls stop before they would pass the monthly cap. Competitor domains are shown beside the brand on every stored SERP.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField className="content-start" id="seo-budget" label="Monthly budget (USD)" error={err("monthlyBudgetUsd")} hint="Empty = no cap">
            <Input {...fieldA11y("seo-budget", err("monthlyBudgetUsd"), true)} type="number" inputMode="decimal" min={0} step="0.01" value={v.monthlyBudgetUsd} onChange={(e) => set("monthlyBudgetUsd")(e.target.value)} disabled={disabled} />
          </FormField>
          <FormField className="content-start" id="seo-competitors" label="Competitor domains" error={err("competitorDomains")} hint="One per line, e.g. competitor.com">
            <Textarea {...fieldA11y("seo-competitors", err("competitorDomains"), true)} rows={4} value={v.competitorDomains} onChange={(e) => set("competitorDomains")(e.target.value)} disabled={disabled} />
          </FormField>
        </CardContent>
        <CardFooter className="flex flex-wrap items-center justify-between gap-3">
          <p role="alert" className="text-[13px] text-destructive">
            {errors._ ?? (Object.keys(errors).length ? "Some settings need fixing: see the fields marked above." : "")}
          </p>
          {canEdit ? (
            <Button type="submit" disabled={pending}>
              {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
              {pending ? "Saving…" : "Save settings"}
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">You can view these settings; an editor of the SEO module can change them.</p>
          )}
        </CardFooter>
      </Card>
    </form>
  );
}
