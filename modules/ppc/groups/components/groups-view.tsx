"use client";

import * as React from "react";
import { DownloadIcon, PencilIcon, PlusIcon, ShieldMinusIcon, SparklesIcon, Trash2Icon, XIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ToneBadge } from "@/components/ui/tone-badge";
import { formatMoney, formatNumber, plural } from "@/lib/format";
import type { PpcMatchType } from "@/db/schema/ppc";
import {
  buildPpcGroupsFromSeoAction,
  clusterPaidKeywordsAction,
  createPpcGroupAction,
  deletePpcGroupAction,
  exportPpcEditorCsvAction,
  removePpcGroupKeywordAction,
  setPpcMatchTypesAction,
  updatePpcGroupAction,
} from "../actions";
import type { GroupView } from "../queries";

const TYPES: { type: PpcMatchType; label: string }[] = [
  { type: "exact", label: "Exact" },
  { type: "phrase", label: "Phrase" },
  { type: "broad", label: "Broad" },
];

export function GroupsToolbar({ brandId, canEdit, seoClusters, paidKeywords, hasGroups }: { brandId: string; canEdit: boolean; seoClusters: number; paidKeywords: number; hasGroups: boolean }) {
  const { run, isBusy } = useAction({ brandId });
  const [creating, setCreating] = React.useState(false);
  const [encoding, setEncoding] = React.useState<"utf8" | "utf16le">("utf8");
  return (
    <div className="flex flex-wrap items-center gap-2">
      {canEdit ? (
        <>
          <Button size="sm" variant="outline" disabled={isBusy("seo") || seoClusters === 0} onClick={() => void run(buildPpcGroupsFromSeoAction, {}, { key: "seo", success: (d) => `${plural(d.created, "group")} built with ${plural(d.keywords, "keyword")}` })}>
            <SparklesIcon aria-hidden="true" />
            Build groups from SEO clusters
          </Button>
          <Button size="sm" variant="outline" disabled={isBusy("cluster") || paidKeywords === 0} onClick={() => void run(clusterPaidKeywordsAction, {}, { key: "cluster", success: (d) => `${plural(d.created, "group")} made from ${plural(d.keywords, "paid keyword")}` })}>
            <SparklesIcon aria-hidden="true" />
            Cluster paid keywords
          </Button>
          <Button size="sm" variant="outline" onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" />
            New group
          </Button>
        </>
      ) : null}
      {hasGroups ? (
        <div className="flex flex-wrap items-center gap-2">
          <label className="sr-only" htmlFor="editor-encoding">
            File encoding
          </label>
          <select id="editor-encoding" className="h-8 rounded-md border bg-background px-2 text-sm" value={encoding} onChange={(e) => setEncoding(e.target.value as "utf8" | "utf16le")}>
            <option value="utf8">CSV, UTF-8</option>
            <option value="utf16le">Tab-separated, UTF-16</option>
          </select>
          <Button
            size="sm"
            disabled={isBusy("export")}
            onClick={() =>
              void run(exportPpcEditorCsvAction, { encoding }, {
                key: "export",
                refresh: false,
                success: (d) => `${plural(d.rows, "row")} ready for Google Ads Editor`,
                onSuccess: (d) => {
                  window.location.assign(d.url);
                },
              })
            }
          >
            <DownloadIcon aria-hidden="true" />
            Export for Google Ads Editor
          </Button>
        </div>
      ) : null}
      {creating ? <NewGroupDialog brandId={brandId} onClose={() => setCreating(false)} /> : null}
    </div>
  );
}

function NewGroupDialog({ brandId, onClose }: { brandId: string; onClose: () => void }) {
  const { run, pending } = useAction({ brandId });
  const [name, setName] = React.useState("");
  const [campaign, setCampaign] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  return (
    <FormDialog
      title="New PPC group"
      description="An ad group to be: add keywords to it from Search Keywords."
      onClose={onClose}
      pending={pending}
      submitLabel="Create group"
      onSubmit={() => run(createPpcGroupAction, { name, campaignName: campaign || undefined }, { success: "Group created", onSuccess: onClose, onError: setError })}
    >
      <FormField id="group-name" label="Group name" error={error}>
        <Input id="group-name" value={name} onChange={(e) => setName(e.target.value)} autoFocus />
      </FormField>
      <FormField id="group-campaign" label="Campaign" hint="Groups of one campaign get each other's keywords as negatives.">
        <Input id="group-campaign" value={campaign} onChange={(e) => setCampaign(e.target.value)} />
      </FormField>
    </FormDialog>
  );
}

function EditGroupDialog({ brandId, group, currency, onClose }: { brandId: string; group: GroupView; currency: string; onClose: () => void }) {
  const { run, pending } = useAction({ brandId });
  const [name, setName] = React.useState(group.name);
  const [campaign, setCampaign] = React.useState(group.campaignName ?? "");
  const [maxCpc, setMaxCpc] = React.useState(group.maxCpc ?? "");
  const [finalUrl, setFinalUrl] = React.useState(group.finalUrl ?? "");
  const [errors, setErrors] = React.useState<Record<string, string[]>>({});
  const [error, setError] = React.useState<string | null>(null);
  return (
    <FormDialog
      title={`Edit "${group.name}"`}
      onClose={onClose}
      pending={pending}
      submitLabel="Save"
      onSubmit={() =>
        run(
          updatePpcGroupAction,
          { groupId: group.id, name, campaignName: campaign || null, maxCpc: maxCpc.trim() === "" ? null : Number(maxCpc), finalUrl: finalUrl || null },
          {
            success: "Group saved",
            onSuccess: onClose,
            onError: (e, f) => {
              setError(e);
              setErrors(f ?? {});
            },
          },
        )
      }
    >
      <FormField id="edit-name" label="Group name" error={errors.name?.[0] ?? (Object.keys(errors).length ? null : error)}>
        <Input id="edit-name" value={name} onChange={(e) => setName(e.target.value)} />
      </FormField>
      <FormField id="edit-campaign" label="Campaign" hint="Empty: the brand's default search campaign.">
        <Input id="edit-campaign" value={campaign} onChange={(e) => setCampaign(e.target.value)} />
      </FormField>
      <FormField id="edit-cpc" label={`Max CPC (${currency})`} error={errors.maxCpc?.[0]}>
        <Input id="edit-cpc" inputMode="decimal" value={maxCpc} onChange={(e) => setMaxCpc(e.target.value)} />
      </FormField>
      <FormField id="edit-url" label="Final URL" error={errors.finalUrl?.[0]}>
        <Input id="edit-url" type="url" value={finalUrl} onChange={(e) => setFinalUrl(e.target.value)} placeholder="https://" />
      </FormField>
    </FormDialog>
  );
}

export function GroupsView({ brandId, groups, canEdit, currency }: { brandId: string; groups: GroupView[]; canEdit: boolean; currency: string }) {
  const { run, isBusy } = useAction({ brandId });
  const [editing, setEditing] = React.useState<GroupView | null>(null);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {groups.map((g) => (
        <Card key={g.id} data-testid="ppc-group" aria-label={`Group ${g.name}`}>
          <CardHeader>
            <CardTitle className="text-base">{g.name}</CardTitle>
            <CardDescription>
              {g.campaign} · {plural(g.keywords.length, "keyword")}
              {g.maxCpc ? ` · max CPC ${formatMoney(Number(g.maxCpc), currency)}` : ""}
              {g.seoGroupId ? " · from an SEO cluster" : ""}
            </CardDescription>
            {canEdit ? (
              <CardAction className="flex gap-1">
                <Button size="icon" variant="ghost" aria-label={`Edit ${g.name}`} onClick={() => setEditing(g)}>
                  <PencilIcon aria-hidden="true" />
                </Button>
                <Button size="icon" variant="ghost" aria-label={`Delete ${g.name}`} disabled={isBusy(`del-${g.id}`)} onClick={() => void run(deletePpcGroupAction, { groupId: g.id }, { key: `del-${g.id}`, success: "Group deleted" })}>
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </CardAction>
            ) : null}
          </CardHeader>
          <CardContent className="grid gap-3">
            {g.keywords.length === 0 ? (
              <p className="text-sm text-muted-foreground">No keywords yet. Select keywords on Search Keywords and choose &quot;Add to group&quot;.</p>
            ) : (
              <ul className="divide-y rounded-md border">
                {g.keywords.map((k) => (
                  <li key={k.id} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
                    <span className="min-w-32 flex-1 truncate font-medium" title={k.keyword}>
                      {k.keyword}
                    </span>
                    <span className="text-xs text-muted-foreground tabular-nums">{k.volume === null ? "—" : formatNumber(k.volume)}</span>
                    <div role="group" aria-label={`Match types of ${k.keyword}`} className="flex gap-1">
                      {TYPES.map(({ type, label }) => {
                        const on = k.matchTypes.includes(type);
                        const suggested = k.suggested.includes(type);
                        return (
                          <Button
                            key={type}
                            size="sm"
                            variant={on ? "default" : "outline"}
                            className="h-7 px-2 text-xs"
                            aria-pressed={on}
                            title={suggested ? `${label} (suggested)` : label}
                            disabled={!canEdit || (on && k.matchTypes.length === 1)}
                            onClick={() => void run(setPpcMatchTypesAction, { groupKeywordId: k.id, matchTypes: on ? k.matchTypes.filter((t) => t !== type) : [...k.matchTypes, type] })}
                          >
                            {label}
                            {suggested ? <span aria-hidden="true">*</span> : null}
                          </Button>
                        );
                      })}
                    </div>
                    {canEdit ? (
                      <Button size="icon" variant="ghost" className="size-7" aria-label={`Remove ${k.keyword}`} onClick={() => void run(removePpcGroupKeywordAction, { groupKeywordId: k.id }, { success: "Keyword removed from the group" })}>
                        <XIcon aria-hidden="true" />
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
            {g.siblingNegatives.length ? (
              <details className="rounded-md border px-3 py-2 text-sm" data-testid="sibling-negatives">
                <summary className="flex cursor-pointer items-center gap-2">
                  <ShieldMinusIcon aria-hidden="true" className="size-4" />
                  {plural(g.siblingNegatives.length, "sibling negative")}
                  <ToneBadge tone="info">Negative Exact</ToneBadge>
                </summary>
                <ul className="mt-2 grid gap-1">
                  {g.siblingNegatives.map((n) => (
                    <li key={n.text} className="flex justify-between gap-2">
                      <span>[{n.text}]</span>
                      <span className="text-xs text-muted-foreground">from {n.fromGroup}</span>
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </CardContent>
        </Card>
      ))}
      {editing ? <EditGroupDialog brandId={brandId} group={editing} currency={currency} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
