"use client";

import * as React from "react";
import { LoaderCircleIcon } from "lucide-react";
import { toast } from "@/components/ui/sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { useAction } from "@/components/actions/use-action";
import { useSyncedState } from "@/components/actions/use-synced-state";
import { updateBrandDetailsAction } from "../actions";
import { COUNTRIES, INDUSTRY_SUGGESTIONS } from "../locales";
import { LanguagesPicker } from "./languages-picker";
import { onFormSubmit } from "@/components/actions/on-form-submit";

export type Details = {
  website: string;
  industry: string;
  country: string;
  languages: string[];
  description: string;
  toneOfVoice: string;
};

const NO_COUNTRY = "__none";

export function DetailsForm({ brandId, initial, canEdit }: { brandId: string; initial: Details; canEdit: boolean }) {
  const [values, setValues] = useSyncedState(initial);
  const [errors, setErrors] = React.useState<Partial<Record<keyof Details, string>>>({});
  const { run, pending } = useAction({ brandId });
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const set = <K extends keyof Details>(k: K, v: Details[K]) => {
    setValues((x) => ({ ...x, [k]: v }));
    if (errors[k]) setErrors((e) => ({ ...e, [k]: undefined }));
  };

  const save = async () => {
    if (!dirty || pending || !canEdit) return;
    await run(updateBrandDetailsAction, values, {
      onError: (message, fieldErrors) => {
        const next: Partial<Record<keyof Details, string>> = {};
        for (const [k, v] of Object.entries(fieldErrors ?? {})) next[k as keyof Details] = v[0];
        setErrors(next);
        if (!Object.keys(next).length) toast.error(message);
      },
      onSuccess: (d) => toast.success(d.changed.length ? "Brand details saved." : "Nothing changed."),
    });
  };

  return (
    <form
      noValidate
      onSubmit={onFormSubmit(save)}
      onKeyDown={(e) => {
        if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) {
          e.preventDefault();
          void save();
        }
      }}
      className="grid grid-cols-1 gap-5"
    >
      <fieldset disabled={!canEdit || pending} className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <FormField id="brand-website" label="Website" error={errors.website}>
          <Input {...fieldA11y("brand-website", errors.website)} type="url" inputMode="url" placeholder="https://example.com" value={values.website} onChange={(e) => set("website", e.target.value)} />
        </FormField>
        <FormField id="brand-industry" label="Industry" error={errors.industry}>
          <Input {...fieldA11y("brand-industry", errors.industry)} list="industry-suggestions" placeholder="e.g. B2B software (SaaS)" value={values.industry} onChange={(e) => set("industry", e.target.value)} maxLength={120} />
          <datalist id="industry-suggestions">
            {INDUSTRY_SUGGESTIONS.map((i) => (
              <option key={i} value={i} />
            ))}
          </datalist>
        </FormField>
        <FormField id="brand-country" label="Country" error={errors.country}>
          <Select value={values.country || NO_COUNTRY} onValueChange={(v) => set("country", v === NO_COUNTRY ? "" : v)} disabled={!canEdit || pending}>
            <SelectTrigger id="brand-country" className="w-full" aria-invalid={errors.country ? true : undefined}>
              <SelectValue placeholder="Choose a country" />
            </SelectTrigger>
            <SelectContent className="max-h-72">
              <SelectItem value={NO_COUNTRY}>
                <span className="text-muted-foreground">Not set</span>
              </SelectItem>
              {COUNTRIES.map((c) => (
                <SelectItem key={c.code} value={c.code}>
                  {c.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        <FormField id="brand-languages" label="Languages" error={errors.languages}>
          <LanguagesPicker id="brand-languages" value={values.languages} onChange={(v) => set("languages", v)} disabled={!canEdit || pending} />
        </FormField>
        <FormField id="brand-description" label="Description" error={errors.description} hint="What the brand does and for whom, in a few sentences." className="sm:col-span-2">
          <Textarea {...fieldA11y("brand-description", errors.description, true)} rows={4} maxLength={4000} value={values.description} onChange={(e) => set("description", e.target.value)} placeholder="We help small agencies plan and publish content..." />
        </FormField>
        <FormField id="brand-tone" label="Tone of voice" error={errors.toneOfVoice} hint="How the brand sounds. AI features write in this voice." className="sm:col-span-2">
          <Textarea {...fieldA11y("brand-tone", errors.toneOfVoice, true)} rows={3} maxLength={2000} value={values.toneOfVoice} onChange={(e) => set("toneOfVoice", e.target.value)} placeholder="Friendly and expert; short sentences; no jargon." />
        </FormField>
      </fieldset>
      {canEdit ? (
        <div className="flex items-center justify-end gap-2 border-t pt-4">
          {dirty ? <span className="mr-auto text-xs text-muted-foreground">Unsaved changes</span> : null}
          <Button type="button" variant="ghost" disabled={!dirty || pending} onClick={() => setValues(initial)}>
            Discard
          </Button>
          <Button type="submit" disabled={!dirty || pending}>
            {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
            {pending ? "Saving..." : "Save details"}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
