"use client";

import * as React from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { DEFAULT_ENGINE, EngineSelectField, engineKeyOf } from "@/components/shell/engine-select";
import { Textarea } from "@/components/ui/textarea";
import { useAction } from "@/components/actions/use-action";
import { errorsByField, SettingsFormFooter } from "@/components/shell/settings-form-footer";
import { formatUsd } from "@/lib/format";
import { saveContentSettingsAction } from "../actions";
import type { ContentSettingsPage } from "../queries";

const AGENT = "external-agent";

const lines = (s: string) => s.split(/\r?\n|,/).map((x) => x.trim()).filter(Boolean);

export function ContentSettingsForm({ brandId, data, canEdit }: { brandId: string; data: ContentSettingsPage; canEdit: boolean }) {
  const { settings: s } = data;
  const { run, busy } = useAction({ brandId });
  const [tone, setTone] = React.useState(s.toneOfVoice);
  const [banned, setBanned] = React.useState(s.bannedWords.join("\n"));
  const [lengths, setLengths] = React.useState({ article: String(s.defaultLengths.article), newsletter: String(s.defaultLengths.newsletter), social: String(s.defaultLengths.social) });
  const [ctas, setCtas] = React.useState(s.defaultCtas.join("\n"));
  const [collections, setCollections] = React.useState<string[]>(s.collectionIds);
  const [engine, setEngine] = React.useState(s.engineKey ?? DEFAULT_ENGINE);
  const [budget, setBudget] = React.useState(s.monthlyBudgetUsd === null ? "" : String(s.monthlyBudgetUsd));
  const [agentUrl, setAgentUrl] = React.useState(s.agentWebhookUrl ?? "");
  const [errors, setErrors] = React.useState<Record<string, string>>({});

  const save = () =>
    run(
      saveContentSettingsAction,
      {
        toneOfVoice: tone,
        bannedWords: lines(banned),
        defaultLengths: lengths,
        defaultCtas: ctas.split(/\r?\n/).map((x) => x.trim()).filter(Boolean),
        collectionIds: collections,
        engineKey: engineKeyOf(engine),
        monthlyBudgetUsd: budget.trim(),
        agentWebhookUrl: agentUrl,
      },
      {
        success: "Content settings saved",
        onError: (error, fieldErrors) => setErrors(errorsByField(error, fieldErrors)),
        onSuccess: () => setErrors({}),
      },
    );

  const budgetNumber = s.monthlyBudgetUsd;

  return (
    <form
      className="grid gap-4 lg:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Card>
        <CardHeader>
          <CardTitle>Voice</CardTitle>
          <CardDescription>Every generated idea, brief and draft is written in this voice; banned words are told to the engine and flagged in the content score.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormField id="cm-tone" label="Tone of voice" error={errors.toneOfVoice} hint="e.g. Warm, direct, no jargon. Short sentences. We say “you”, not “users”.">
            <Textarea id="cm-tone" value={tone} onChange={(e) => setTone(e.target.value)} rows={4} disabled={!canEdit} />
          </FormField>
          <FormField id="cm-banned" label="Banned words" error={errors.bannedWords} hint="One a line (or separated by commas).">
            <Textarea id="cm-banned" value={banned} onChange={(e) => setBanned(e.target.value)} rows={3} disabled={!canEdit} />
          </FormField>
          <FormField id="cm-ctas" label="Default calls to action" error={errors.defaultCtas} hint="One a line; used when a brief has no CTA of its own.">
            <Textarea id="cm-ctas" value={ctas} onChange={(e) => setCtas(e.target.value)} rows={3} disabled={!canEdit} />
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Lengths and grounding</CardTitle>
          <CardDescription>Target length per kind of post when a brief gives none, and the knowledge-base collections generation may draw on.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-3 sm:grid-cols-3">
            {(
              [
                ["article", "Article (words)"],
                ["newsletter", "Newsletter (words)"],
                ["social", "Social post (words)"],
              ] as const
            ).map(([k, label]) => (
              <FormField key={k} id={`cm-len-${k}`} label={label} error={errors[`defaultLengths.${k}`]}>
                <Input id={`cm-len-${k}`} inputMode="numeric" value={lengths[k]} onChange={(e) => setLengths((l) => ({ ...l, [k]: e.target.value }))} disabled={!canEdit} />
              </FormField>
            ))}
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Knowledge-base collections</legend>
            {data.collections.length ? (
              data.collections.map((c) => (
                <label key={c.id} className="flex items-center gap-2 text-sm">
                  <Checkbox
                    checked={collections.includes(c.id)}
                    disabled={!canEdit}
                    onCheckedChange={(v) => setCollections((list) => (v ? [...list, c.id] : list.filter((x) => x !== c.id)))}
                  />
                  {c.name}
                </label>
              ))
            ) : (
              <p className="text-[13px] text-muted-foreground">No collections yet: generation uses every enabled source of the knowledge base. Group sources into collections on /vector-store to narrow it.</p>
            )}
            {data.collections.length ? <p className="text-[13px] text-muted-foreground">None ticked: every enabled source grounds generation.</p> : null}
          </fieldset>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Engine and budget</CardTitle>
          <CardDescription>
            This month&apos;s content spend: <span className="font-medium text-foreground tabular-nums">{formatUsd(data.spendUsd)}</span>
            {budgetNumber !== null ? ` of ${formatUsd(budgetNumber)}` : " (no cap)"}. Generation stops before a call would exceed the budget.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <EngineSelectField id="cm-engine" label="Engine" value={engine} onValueChange={setEngine} engines={data.engines} extra={[{ value: AGENT, label: "External agent (webhook)" }]} disabled={!canEdit} error={errors.engineKey} />
          <FormField id="cm-budget" label="Monthly budget (USD)" error={errors.monthlyBudgetUsd} hint="Empty: no cap. Counts every content call of this calendar month (UTC).">
            <Input id="cm-budget" inputMode="decimal" value={budget} onChange={(e) => setBudget(e.target.value)} placeholder="e.g. 50" disabled={!canEdit} />
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>External agent</CardTitle>
          <CardDescription>
            With the engine set to “External agent”, generating drafts posts the brief as a signed JSON job (event content_generation_requested, Standard Webhooks headers, the brand&apos;s
            webhook signing secret) to this address. The agent answers with the drafts on the signed callback URL in the job; the generation waits until then. The contract is in
            docs/content-external-agent.md.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormField id="cm-agent-url" label="Agent webhook URL" error={errors.agentWebhookUrl} hint="A public https:// address (private and local addresses are refused).">
            <Input id="cm-agent-url" type="url" value={agentUrl} onChange={(e) => setAgentUrl(e.target.value)} placeholder="https://agent.example.com/jobs" disabled={!canEdit} />
          </FormField>
        </CardContent>
      </Card>

      <SettingsFormFooter canEdit={canEdit} busy={busy !== null} error={errors._} readOnly="You can view these settings; an owner or editor of content marketing can change them." />
    </form>
  );
}
