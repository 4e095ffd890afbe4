"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/option-select";
import { Switch } from "@/components/ui/switch";
import type { PersonaAttributeKey } from "@/db/schema";
import { COUNTRIES, LANGUAGES } from "@/modules/brand-setup/locales";
import { ATTRIBUTE_OPTIONS } from "../labels";

/** The select's value for "no particular market/language" (saved as null). */
const ANY = "__any";
const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.code, label: c.name }));
const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: l.code, label: l.name }));

export type AudienceValues = {
  country: string;
  language: string;
  ageMin: string;
  ageMax: string;
  b2b: boolean;
  requiredAttributes: PersonaAttributeKey[];
  collectionIds: string[];
};

/**
 * Market, language, ages, B2B and the attributes every persona carries: the same fields on the
 * brief settings (the defaults) and on a brief (prefilled from them), so they read the same.
 */
export function AudienceFields({
  idPrefix,
  value,
  onChange,
  collections,
  errors,
  disabled,
}: {
  idPrefix: string;
  value: AudienceValues;
  onChange: (patch: Partial<AudienceValues>) => void;
  collections: { id: string; name: string }[];
  errors: Record<string, string>;
  disabled?: boolean;
}) {
  const id = (k: string) => `${idPrefix}-${k}`;
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={id("country")}
          label="Market (country)"
          value={value.country || ANY}
          onValueChange={(v) => onChange({ country: v === ANY ? "" : v })}
          first={{ value: ANY, label: "Any market" }}
          options={COUNTRY_OPTIONS}
          disabled={disabled}
          error={errors.country}
        />
        <SelectField
          id={id("language")}
          label="Language"
          value={value.language || ANY}
          onValueChange={(v) => onChange({ language: v === ANY ? "" : v })}
          first={{ value: ANY, label: "Any language" }}
          options={LANGUAGE_OPTIONS}
          disabled={disabled}
          error={errors.language}
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <FormField id={id("age-min")} label="Youngest age" error={errors.ageMin}>
          <Input id={id("age-min")} inputMode="numeric" value={value.ageMin} onChange={(e) => onChange({ ageMin: e.target.value })} disabled={disabled} />
        </FormField>
        <FormField id={id("age-max")} label="Oldest age" error={errors.ageMax}>
          <Input id={id("age-max")} inputMode="numeric" value={value.ageMax} onChange={(e) => onChange({ ageMax: e.target.value })} disabled={disabled} />
        </FormField>
      </div>
      <div className="flex items-start justify-between gap-4 rounded-lg border p-3">
        <div className="grid gap-1">
          <label htmlFor={id("b2b")} className="text-sm font-medium">
            Business buyers (B2B)
          </label>
          <p className="text-[13px] text-muted-foreground">Personas get a company, a role in it and a buying role; the plan spreads company sizes instead of incomes.</p>
        </div>
        <Switch id={id("b2b")} checked={value.b2b} onCheckedChange={(v) => onChange({ b2b: v })} disabled={disabled} />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Attributes every persona must carry</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {ATTRIBUTE_OPTIONS.map((a) => (
            <label key={a.key} className="flex items-center gap-2 text-sm">
              <Checkbox
                checked={value.requiredAttributes.includes(a.key)}
                disabled={disabled}
                onCheckedChange={(v) => onChange({ requiredAttributes: v ? [...value.requiredAttributes, a.key] : value.requiredAttributes.filter((k) => k !== a.key) })}
              />
              {a.label}
            </label>
          ))}
        </div>
        {errors.requiredAttributes ? <p className="text-[13px] text-destructive">{errors.requiredAttributes}</p> : null}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Knowledge-base collections used as grounding</legend>
        {collections.length ? (
          <>
            {collections.map((c) => (
              <label key={c.id} className="flex items-center gap-2 text-sm">
                <Checkbox
                  checked={value.collectionIds.includes(c.id)}
                  disabled={disabled}
                  onCheckedChange={(v) => onChange({ collectionIds: v ? [...value.collectionIds, c.id] : value.collectionIds.filter((x) => x !== c.id) })}
                />
                {c.name}
              </label>
            ))}
            <p className="text-[13px] text-muted-foreground">None ticked: every enabled source of the knowledge base grounds the personas.</p>
          </>
        ) : (
          <p className="text-[13px] text-muted-foreground">No collections yet: personas are grounded in every enabled source of the knowledge base. Group sources into collections on /vector-store to narrow it.</p>
        )}
      </fieldset>
    </div>
  );
}
