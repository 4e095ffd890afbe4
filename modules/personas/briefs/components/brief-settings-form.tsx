"use client";

import * as React from "react";
import { useAction } from "@/components/actions/use-action";
import { DEFAULT_ENGINE, EngineSelectField, engineKeyOf } from "@/components/shell/engine-select";
import { errorsByField, SettingsFormFooter } from "@/components/shell/settings-form-footer";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { formatUsd } from "@/lib/format";
import { savePersonasBriefSettingsAction } from "../actions";
import type { BriefSettingsPage } from "../queries";
import { AudienceFields, type AudienceValues } from "./audience-fields";

export function BriefSettingsForm({ brandId, data, canEdit }: { brandId: string; data: BriefSettingsPage; canEdit: boolean }) {
  const { settings: s } = data;
  const { run, busy } = useAction({ brandId });
  const [audience, setAudience] = React.useState<AudienceValues>({
    country: s.country ?? "",
    language: s.language ?? "",
    ageMin: String(s.ageMin),
    ageMax: String(s.ageMax),
    b2b: s.b2b,
    requiredAttributes: s.requiredAttributes,
    collectionIds: s.collectionIds,
  });
  const [engine, setEngine] = React.useState(s.engineKey ?? DEFAULT_ENGINE);
  const [budget, setBudget] = React.useState(s.monthlyBudgetUsd === null ? "" : String(s.monthlyBudgetUsd));
  const [errors, setErrors] = React.useState<Record<string, string>>({});

  const save = () =>
    run(
      savePersonasBriefSettingsAction,
      { ...audience, engineKey: engineKeyOf(engine), monthlyBudgetUsd: budget.trim() },
      {
        success: "Personas brief settings saved",
        onError: (error, fieldErrors) => setErrors(errorsByField(error, fieldErrors)),
        onSuccess: () => setErrors({}),
      },
    );

  return (
    <form
      className="grid gap-4 lg:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Card className="lg:row-span-2">
        <CardHeader>
          <CardTitle>Audience defaults</CardTitle>
          <CardDescription>A new brief starts from these; each brief can change them.</CardDescription>
        </CardHeader>
        <CardContent>
          <AudienceFields idPrefix="pbs" value={audience} onChange={(patch) => setAudience((a) => ({ ...a, ...patch }))} collections={data.collections} errors={errors} disabled={!canEdit} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Engine and budget</CardTitle>
          <CardDescription>
            One monthly budget covers personas <em>and</em> focus groups: drafting briefs, generating personas, interviews and focus-group sessions all count against it. This month:{" "}
            <span className="font-medium text-foreground tabular-nums">{formatUsd(data.spendUsd)}</span>
            {s.monthlyBudgetUsd !== null ? ` of ${formatUsd(s.monthlyBudgetUsd)}` : " (no cap)"}.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <EngineSelectField id="pbs-engine" label="AI engine" value={engine} onValueChange={setEngine} engines={data.engines} disabled={!canEdit} error={errors.engineKey} noEngineHint="No AI engine is connected: connect one on /integrations to draft briefs and generate personas. Briefs, plans and hand-written personas work without one." />
          <FormField id="pbs-budget" label="Monthly budget for personas and focus groups (USD)" error={errors.monthlyBudgetUsd} hint="Empty: no cap. A call that would go over it is not made; the month is the calendar month (UTC).">
            <Input id="pbs-budget" inputMode="decimal" value={budget} onChange={(e) => setBudget(e.target.value)} placeholder="e.g. 25" disabled={!canEdit} />
          </FormField>
        </CardContent>
      </Card>

      <SettingsFormFooter canEdit={canEdit} busy={busy !== null} error={errors._} readOnly="You can view these settings; an owner or editor of Synthetic Personas can change them." />
    </form>
  );
}
