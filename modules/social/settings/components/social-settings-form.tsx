"use client";

import * as React from "react";
import Link from "next/link";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useNow } from "@/components/ui/relative-time";
import { OptionSelect, SelectField } from "@/components/ui/option-select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { ToneBadge } from "@/components/ui/tone-badge";
import { useAction } from "@/components/actions/use-action";
import { errorsByField, SettingsFormFooter } from "@/components/shell/settings-form-footer";
import { DEFAULT_ENGINE, EngineSelectField, engineKeyOf } from "@/components/shell/engine-select";
import { formatDate } from "@/lib/format";
import type { SocialNetwork } from "@/db/schema/social";
import { saveSocialSettingsAction } from "../actions";
import type { SocialSettingsPage } from "../queries";
import { nextPostingSlot } from "../rules";

const NETWORKS: { value: SocialNetwork; label: string }[] = [
  { value: "linkedin", label: "LinkedIn" },
  { value: "instagram", label: "Instagram" },
];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const lines = (s: string) => s.split(/\r?\n|,/).map((x) => x.trim()).filter(Boolean);

type WindowRow = { key: number; network: SocialNetwork; weekday: string; start: string; end: string };
type SetRow = { key: number; name: string; tags: string };

/** A slot as the brand reads it: "Tue 1 Dec, 09:00 (Europe/Berlin)". */
function inZone(at: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat("en-GB", { timeZone, weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(at);
  return `${text} (${timeZone})`;
}

function zones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return all.includes(current) ? all : [current, ...all];
}

export function SocialSettingsForm({ brandId, data, canEdit }: { brandId: string; data: SocialSettingsPage; canEdit: boolean }) {
  const { settings: s } = data;
  const { run, busy } = useAction({ brandId });
  const seq = React.useRef(0);
  // Saved rows keep negative keys; rows added in this session count up from 1.
  const next = () => ++seq.current;
  const [windows, setWindows] = React.useState<WindowRow[]>(() => s.postingWindows.map((w, i) => ({ key: -1 - i, network: w.network, weekday: String(w.weekday), start: w.start, end: w.end })));
  const [timeZone, setTimeZone] = React.useState(s.timeZone);
  const [approval, setApproval] = React.useState(s.approvalRequired);
  const [sets, setSets] = React.useState<SetRow[]>(() => s.hashtagSets.map((h, i) => ({ key: -1 - i, name: h.name, tags: h.tags.map((t) => `#${t}`).join(" ") })));
  const [banned, setBanned] = React.useState(s.bannedWords.join("\n"));
  const [engine, setEngine] = React.useState<string>(s.engine);
  const [engineKey, setEngineKey] = React.useState(s.engineKey ?? DEFAULT_ENGINE);
  const [agentUrl, setAgentUrl] = React.useState(data.agentWebhookUrl ?? "");
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const nowMs = useNow();

  const save = () =>
    run(
      saveSocialSettingsAction,
      {
        postingWindows: windows.map((w) => ({ network: w.network, weekday: Number(w.weekday), start: w.start, end: w.end })),
        timeZone,
        approvalRequired: approval,
        hashtagSets: sets.map((h) => ({ name: h.name, tags: h.tags.split(/[\s,]+/).filter(Boolean) })),
        bannedWords: lines(banned),
        engine: engine as "ai" | "agent",
        engineKey: engineKeyOf(engineKey),
        agentWebhookUrl: agentUrl,
      },
      {
        success: "Social media settings saved",
        onError: (error, fieldErrors) => setErrors(errorsByField(error, fieldErrors)),
        onSuccess: () => setErrors({}),
      },
    );

  const fieldError = (prefix: string) => Object.entries(errors).find(([k]) => k === prefix || k.startsWith(`${prefix}.`))?.[1];
  const slot = (network: SocialNetwork) => {
    if (nowMs === null) return null;
    const ws = windows.filter((w) => w.network === network).map((w) => ({ weekday: Number(w.weekday), start: w.start, end: w.end }));
    return nextPostingSlot(ws, new Date(nowMs), timeZone);
  };

  return (
    <form
      className="grid gap-4 lg:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Connected accounts</CardTitle>
          <CardDescription>The accounts social posts publish to and analyses read from. Connect or reconnect them on the Integrations page.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <ul className="grid gap-2 sm:grid-cols-2">
            {NETWORKS.map((n) => {
              const c = data.connections.find((x) => x.network === n.value);
              const expired = c?.expiresAt ? nowMs !== null && new Date(c.expiresAt).getTime() < nowMs : false;
              return (
                <li key={n.value} className="flex min-w-0 flex-wrap items-center justify-between gap-2 rounded-lg border p-3" data-testid={`connection-${n.value}`}>
                  <div className="min-w-0">
                    <p className="text-sm font-medium">{n.label}</p>
                    <p className="truncate text-[13px] text-muted-foreground">
                      {c ? `${c.accountName || c.accountId} · connected ${formatDate(c.connectedAt)}` : "Not connected"}
                    </p>
                    {c?.lastError ? <p className="text-[13px] text-destructive wrap-anywhere">{c.lastError}</p> : null}
                  </div>
                  {c ? (
                    <ToneBadge tone={c.lastError || expired ? "bad" : "ok"}>{c.lastError ? "Error" : expired ? "Expired" : "Connected"}</ToneBadge>
                  ) : (
                    <ToneBadge tone="idle">Not connected</ToneBadge>
                  )}
                </li>
              );
            })}
          </ul>
          <p className="text-sm">
            <Link href="/integrations" className="font-medium text-primary underline-offset-4 hover:underline">
              Manage connections on Integrations
            </Link>
          </p>
        </CardContent>
      </Card>

      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Posting windows</CardTitle>
          <CardDescription>When each network may publish, in the brand&apos;s time zone. A post scheduled outside these windows moves to the next one.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormField id="sm-tz" label="Time zone" error={errors.timeZone} hint="The windows below are read in this zone.">
            <Input id="sm-tz" list="sm-tz-list" value={timeZone} onChange={(e) => setTimeZone(e.target.value)} disabled={!canEdit} className="sm:max-w-xs" />
          </FormField>
          <datalist id="sm-tz-list">
            {zones(timeZone).map((z) => (
              <option key={z} value={z} />
            ))}
          </datalist>
          {windows.length ? (
            <ul className="grid gap-2" aria-label="Posting windows">
              {windows.map((w, i) => (
                <li key={w.key} className="grid grid-cols-2 items-end gap-2 rounded-lg border p-2 sm:grid-cols-[1fr_1fr_7rem_7rem_auto]">
                  <FormField id={`sm-win-net-${w.key}`} label="Network">
                    <OptionSelect id={`sm-win-net-${w.key}`} value={w.network} onValueChange={(v) => setWindows((ws) => ws.map((x) => (x.key === w.key ? { ...x, network: v as SocialNetwork } : x)))} options={NETWORKS} disabled={!canEdit} />
                  </FormField>
                  <FormField id={`sm-win-day-${w.key}`} label="Day">
                    <OptionSelect id={`sm-win-day-${w.key}`} value={w.weekday} onValueChange={(v) => setWindows((ws) => ws.map((x) => (x.key === w.key ? { ...x, weekday: v } : x)))} options={WEEKDAYS.map((d, n) => ({ value: String(n), label: d }))} disabled={!canEdit} />
                  </FormField>
                  <FormField id={`sm-win-start-${w.key}`} label="From" error={errors[`postingWindows.${i}.start`]}>
                    <Input id={`sm-win-start-${w.key}`} type="time" value={w.start} onChange={(e) => setWindows((ws) => ws.map((x) => (x.key === w.key ? { ...x, start: e.target.value } : x)))} disabled={!canEdit} />
                  </FormField>
                  <FormField id={`sm-win-end-${w.key}`} label="To" error={errors[`postingWindows.${i}.end`]}>
                    <Input id={`sm-win-end-${w.key}`} type="time" value={w.end} onChange={(e) => setWindows((ws) => ws.map((x) => (x.key === w.key ? { ...x, end: e.target.value } : x)))} disabled={!canEdit} />
                  </FormField>
                  {canEdit ? (
                    <Button type="button" variant="ghost" size="icon" aria-label={`Remove the ${WEEKDAYS[Number(w.weekday)]} window`} onClick={() => setWindows((ws) => ws.filter((x) => x.key !== w.key))}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No posting windows yet: posts publish at the exact time they are scheduled. Add a window to keep posts to the hours your audience is online.</p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            {canEdit ? (
              <Button type="button" variant="outline" size="sm" onClick={() => setWindows((ws) => [...ws, { key: next(), network: "linkedin", weekday: "2", start: "09:00", end: "11:00" }])}>
                <Plus aria-hidden="true" /> Add a window
              </Button>
            ) : null}
            {fieldError("postingWindows") && !Object.keys(errors).some((k) => /^postingWindows\.\d+\.(start|end)$/.test(k)) ? <p role="alert" className="text-sm text-destructive">{fieldError("postingWindows")}</p> : null}
          </div>
          <dl className="grid gap-1 text-[13px] sm:grid-cols-2" aria-live="polite">
            {NETWORKS.map((n) => {
              const at = slot(n.value);
              return (
                <div key={n.value} className="flex gap-1.5">
                  <dt className="text-muted-foreground">Next {n.label} slot:</dt>
                  <dd className="font-medium" data-testid={`next-slot-${n.value}`}>
                    {at ? inZone(at, timeZone) : windows.some((w) => w.network === n.value) ? "none (check the times)" : "any time"}
                  </dd>
                </div>
              );
            })}
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Review and words</CardTitle>
          <CardDescription>Whether a client or teammate approves each post before it is scheduled, and the words no post may use.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <label htmlFor="sm-approval" className="flex items-start justify-between gap-3 rounded-lg border p-3">
            <span className="grid gap-0.5">
              <span className="text-sm font-medium">Approval required</span>
              <span className="text-[13px] text-muted-foreground">Posts wait for approval (or the client approval link) before they can be scheduled.</span>
            </span>
            <Switch id="sm-approval" checked={approval} onCheckedChange={setApproval} disabled={!canEdit} />
          </label>
          <FormField id="sm-banned" label="Banned words" error={fieldError("bannedWords")} hint="One a line (or separated by commas). Generated posts avoid them, and a post that uses one is flagged before scheduling.">
            <Textarea id="sm-banned" value={banned} onChange={(e) => setBanned(e.target.value)} rows={4} disabled={!canEdit} />
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Hashtag sets</CardTitle>
          <CardDescription>Named groups of hashtags to add to a post in one click.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {sets.length ? (
            <ul className="grid gap-3" aria-label="Hashtag sets">
              {sets.map((h, i) => (
                <li key={h.key} className="grid gap-2 rounded-lg border p-3">
                  <div className="flex items-end gap-2">
                    <FormField id={`sm-set-name-${h.key}`} label="Set name" error={errors[`hashtagSets.${i}.name`]} className="flex-1">
                      <Input id={`sm-set-name-${h.key}`} value={h.name} onChange={(e) => setSets((ss) => ss.map((x) => (x.key === h.key ? { ...x, name: e.target.value } : x)))} disabled={!canEdit} />
                    </FormField>
                    {canEdit ? (
                      <Button type="button" variant="ghost" size="icon" aria-label={`Remove the set ${h.name || "without a name"}`} onClick={() => setSets((ss) => ss.filter((x) => x.key !== h.key))}>
                        <Trash2 aria-hidden="true" />
                      </Button>
                    ) : null}
                  </div>
                  <FormField id={`sm-set-tags-${h.key}`} label="Hashtags" error={fieldError(`hashtagSets.${i}.tags`)} hint="Separated by spaces or commas; the # is optional.">
                    <Textarea id={`sm-set-tags-${h.key}`} value={h.tags} onChange={(e) => setSets((ss) => ss.map((x) => (x.key === h.key ? { ...x, tags: e.target.value } : x)))} rows={2} disabled={!canEdit} />
                  </FormField>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No hashtag sets yet. Add one for each theme you post about.</p>
          )}
          {fieldError("hashtagSets") && !Object.keys(errors).some((k) => /^hashtagSets\.\d+/.test(k)) ? <p role="alert" className="text-sm text-destructive">{fieldError("hashtagSets")}</p> : null}
          {canEdit ? (
            <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => setSets((ss) => [...ss, { key: next(), name: "", tags: "" }])}>
              <Plus aria-hidden="true" /> Add a hashtag set
            </Button>
          ) : null}
        </CardContent>
      </Card>

      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Writer</CardTitle>
          <CardDescription>
            Who writes LinkedIn ideas and posts: an AI engine, or the brand&apos;s external agent, which receives the signed linkedin_content_ideas webhook at its address (stored in Brand Basic Data as
            agent_process_sm_webhook_url). Without an address, sends to the agent are skipped with a warning.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 lg:grid-cols-3">
          <SelectField
            id="sm-engine"
            label="Writer"
            value={engine}
            onValueChange={setEngine}
            options={[
              { value: "ai", label: "AI engine" },
              { value: "agent", label: "External agent (webhook)" },
            ]}
            disabled={!canEdit}
            error={errors.engine}
          />
          <EngineSelectField id="sm-engine-key" label="AI engine" value={engineKey} onValueChange={setEngineKey} engines={data.engines} disabled={!canEdit || engine !== "ai"} error={errors.engineKey} />
          <FormField id="sm-agent-url" label="Agent webhook URL" error={errors.agentWebhookUrl} hint="A public https:// address (private and local addresses are refused).">
            <Input id="sm-agent-url" type="url" value={agentUrl} onChange={(e) => setAgentUrl(e.target.value)} placeholder="https://agent.example.com/social" disabled={!canEdit} />
          </FormField>
        </CardContent>
      </Card>

      <SettingsFormFooter canEdit={canEdit} busy={busy !== null} error={errors._} readOnly="You can view these settings; an owner or editor of social media can change them." />
    </form>
  );
}
