"use client";

import * as React from "react";
import Link from "next/link";
import { DownloadIcon, MessageSquareTextIcon, PlayIcon, PlusIcon, SearchIcon, Settings2Icon, SparklesIcon, UploadIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { EmptyState } from "@/components/ui/empty";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { OptionSelect } from "@/components/ui/option-select";
import { Switch } from "@/components/ui/switch";
import { useAction } from "@/components/actions/use-action";
import { deleteSaioPromptsAction, setSaioPromptsActiveAction } from "../actions";
import { promptsToCsv } from "../csv";
import type { PromptRow } from "../queries";
import type { PanelSummary } from "../panel";
import type { SaioSettings } from "../tracked";
import { AddPromptsDialog, EditPromptDialog, ImportPromptsDialog, SuggestPromptsDialog } from "./prompt-dialogs";
import { SaioSettingsDialog } from "./settings-dialog";

type Filters = { q: string; topic: string; tag: string; kind: "all" | "branded" | "unbranded"; state: "all" | "active" | "paused" };

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

export function PromptsView({
  brandId,
  brandName,
  prompts,
  canEdit,
  competitors,
  settings,
  panel,
}: {
  brandId: string;
  brandName: string;
  prompts: PromptRow[];
  canEdit: boolean;
  competitors: { name: string; domains: string[] }[];
  settings: SaioSettings;
  panel: PanelSummary;
}) {
  const { run, isBusy } = useAction({ brandId });
  const [filters, setFilters] = React.useState<Filters>({ q: "", topic: "all", tag: "all", kind: "all", state: "all" });
  const [selected, setSelected] = React.useState<Set<string>>(new Set());
  const [dialog, setDialog] = React.useState<"add" | "suggest" | "import" | "settings" | null>(null);
  const [editing, setEditing] = React.useState<PromptRow | null>(null);

  const topics = React.useMemo(() => [...new Set(prompts.map((p) => p.topic).filter(Boolean))].sort(), [prompts]);
  const tags = React.useMemo(() => [...new Set(prompts.flatMap((p) => p.tags))].sort(), [prompts]);
  const visible = prompts.filter((p) => {
    if (filters.q && !p.text.toLowerCase().includes(filters.q.toLowerCase())) return false;
    if (filters.topic !== "all" && p.topic !== (filters.topic === "(none)" ? "" : filters.topic)) return false;
    if (filters.tag !== "all" && !p.tags.includes(filters.tag)) return false;
    if (filters.kind !== "all" && p.branded !== (filters.kind === "branded")) return false;
    if (filters.state !== "all" && p.active !== (filters.state === "active")) return false;
    return true;
  });
  const groups = new Map<string, PromptRow[]>();
  for (const p of visible) groups.set(p.topic, [...(groups.get(p.topic) ?? []), p]);
  const chosen = [...selected].filter((id) => prompts.some((p) => p.id === id));
  const branded = prompts.filter((p) => p.branded).length;

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  const bulk = async (kind: "activate" | "pause" | "delete") => {
    if (!chosen.length) return;
    if (kind === "delete") {
      if (!window.confirm(`Delete ${chosen.length} prompt${chosen.length === 1 ? "" : "s"}? Their past answers stay in the dashboard.`)) return;
      const r = await run(deleteSaioPromptsAction, { ids: chosen }, { key: "bulk", success: (d) => `Deleted ${d.deleted} prompt${d.deleted === 1 ? "" : "s"}` });
      if (r.ok) setSelected(new Set());
      return;
    }
    await run(setSaioPromptsActiveAction, { ids: chosen, active: kind === "activate" }, { key: "bulk", success: (d) => `${kind === "activate" ? "Activated" : "Paused"} ${d.updated} prompt${d.updated === 1 ? "" : "s"}` });
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-sm text-muted-foreground">
          {prompts.length} prompt{prompts.length === 1 ? "" : "s"} · {branded} branded · {prompts.length - branded} unbranded · {topics.length} topic{topics.length === 1 ? "" : "s"}
        </p>
        <Button variant="outline" size="sm" onClick={() => download("saio-prompts.csv", promptsToCsv(prompts))} disabled={!prompts.length}>
          <DownloadIcon aria-hidden="true" /> Export CSV
        </Button>
        {canEdit ? (
          <>
            <Button variant="outline" size="sm" onClick={() => setDialog("settings")}>
              <Settings2Icon aria-hidden="true" /> Tracking settings
            </Button>
            <Button variant="outline" size="sm" onClick={() => setDialog("import")}>
              <UploadIcon aria-hidden="true" /> Import CSV
            </Button>
            <Button variant="outline" size="sm" onClick={() => setDialog("suggest")}>
              <SparklesIcon aria-hidden="true" /> Suggest prompts
            </Button>
            <Button size="sm" onClick={() => setDialog("add")}>
              <PlusIcon aria-hidden="true" /> Add prompts
            </Button>
          </>
        ) : null}
      </div>

      {prompts.length === 0 ? (
        <EmptyState
          icon={MessageSquareTextIcon}
          title="No prompts yet"
          action={
            canEdit ? (
              <>
                <Button variant="outline" onClick={() => setDialog("suggest")}>
                  <SparklesIcon aria-hidden="true" /> Suggest prompts
                </Button>
                <Button onClick={() => setDialog("add")}>
                  <PlusIcon aria-hidden="true" /> Add prompts
                </Button>
              </>
            ) : null
          }
        >
          Prompts are the questions buyers ask ChatGPT, Perplexity or Gemini. Add the ones that matter to {brandName}, import a CSV, or start from suggestions based on the brand&apos;s keywords and competitors.
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <div className="relative min-w-48 flex-1 sm:max-w-xs">
              <SearchIcon className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden="true" />
              <Input aria-label="Search prompts" placeholder="Search prompts" className="pl-8" value={filters.q} onChange={(e) => setFilters({ ...filters, q: e.target.value })} />
            </div>
            <Select value={filters.topic} onValueChange={(v) => setFilters({ ...filters, topic: v })}>
              <SelectTrigger aria-label="Topic" className="w-40">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">All topics</SelectItem>
                <SelectItem value="(none)">No topic</SelectItem>
                {topics.map((t) => (
                  <SelectItem key={t} value={t}>
                    {t}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {tags.length ? (
              <OptionSelect
                aria-label="Tag" className="w-36" value={filters.tag} onValueChange={(v) => setFilters({ ...filters, tag: v })} first={{ value: "all", label: "All tags" }}
                options={tags.map((t) => ({ value: t, label: <>#{t}</> }))}
              />
            ) : null}
            <Select value={filters.kind} onValueChange={(v) => setFilters({ ...filters, kind: v as Filters["kind"] })}>
              <SelectTrigger aria-label="Branded or unbranded" className="w-36">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">Branded & not</SelectItem>
                <SelectItem value="branded">Branded</SelectItem>
                <SelectItem value="unbranded">Unbranded</SelectItem>
              </SelectContent>
            </Select>
            <Select value={filters.state} onValueChange={(v) => setFilters({ ...filters, state: v as Filters["state"] })}>
              <SelectTrigger aria-label="Active or paused" className="w-32">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">Any state</SelectItem>
                <SelectItem value="active">Active</SelectItem>
                <SelectItem value="paused">Paused</SelectItem>
              </SelectContent>
            </Select>
          </div>

          {canEdit && chosen.length ? (
            <div className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/40 px-3 py-2 text-sm" role="region" aria-label="Bulk actions">
              <span className="mr-auto font-medium">{chosen.length} selected</span>
              <Button size="sm" variant="outline" asChild>
                <Link href={`/run-analysis?prompts=${chosen.slice(0, 100).join(",")}`}>
                  <PlayIcon aria-hidden="true" /> Run analysis
                </Link>
              </Button>
              <Button size="sm" variant="outline" disabled={isBusy("bulk")} onClick={() => void bulk("activate")}>
                Activate
              </Button>
              <Button size="sm" variant="outline" disabled={isBusy("bulk")} onClick={() => void bulk("pause")}>
                Pause
              </Button>
              <Button size="sm" variant="destructive" disabled={isBusy("bulk")} onClick={() => void bulk("delete")}>
                Delete
              </Button>
            </div>
          ) : null}

          {visible.length === 0 ? <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">No prompt matches these filters.</p> : null}

          {[...groups.entries()].map(([topic, rows]) => {
            const allOn = rows.every((r) => selected.has(r.id));
            return (
              <section key={topic || "(none)"} className="overflow-hidden rounded-xl border" aria-label={topic || "No topic"}>
                <header className="flex items-center gap-3 border-b bg-muted/40 px-3 py-2">
                  {canEdit ? (
                    <Checkbox
                      aria-label={`Select all in ${topic || "No topic"}`}
                      checked={allOn}
                      onCheckedChange={(c) => {
                        const next = new Set(selected);
                        for (const r of rows) if (c) next.add(r.id);
                        else next.delete(r.id);
                        setSelected(next);
                      }}
                    />
                  ) : null}
                  <h2 className="text-sm font-semibold">{topic || "No topic"}</h2>
                  <span className="text-xs text-muted-foreground">{rows.length}</span>
                </header>
                <ul className="divide-y">
                  {rows.map((p) => (
                    <li key={p.id} className="flex items-start gap-3 px-3 py-2.5">
                      {canEdit ? <Checkbox className="mt-1" aria-label={`Select "${p.text}"`} checked={selected.has(p.id)} onCheckedChange={(c) => toggle(p.id, !!c)} /> : null}
                      <div className="min-w-0 flex-1">
                        <p className={p.active ? "text-sm" : "text-sm text-muted-foreground line-through decoration-muted-foreground/40"}>{p.text}</p>
                        <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                          <Badge variant={p.branded ? "default" : "secondary"} className="h-5 px-1.5 text-[11px]">
                            {p.branded ? "Branded" : "Unbranded"}
                          </Badge>
                          <span>
                            {p.country || "Any country"} · {p.language}
                          </span>
                          {p.tags.map((t) => (
                            <span key={t} className="rounded bg-muted px-1.5 py-0.5">
                              #{t}
                            </span>
                          ))}
                          {p.source !== "manual" ? <span>· {p.source === "import" ? "Imported" : "Suggested"}</span> : null}
                        </div>
                      </div>
                      <div className="hidden shrink-0 text-right text-xs sm:block">
                        {p.answers ? (
                          <>
                            <div className="font-medium tabular-nums">
                              {Math.round((p.mentioned / p.answers) * 100)}% <span className="font-normal text-muted-foreground">visible</span>
                            </div>
                            <div className="text-muted-foreground tabular-nums">
                              {p.mentioned} of {p.answers} answers, 30 d
                            </div>
                          </>
                        ) : (
                          <span className="text-muted-foreground">Not asked yet</span>
                        )}
                      </div>
                      {canEdit ? (
                        <div className="flex shrink-0 items-center gap-1">
                          <Switch
                            aria-label={p.active ? `Pause "${p.text}"` : `Activate "${p.text}"`}
                            checked={p.active}
                            disabled={isBusy(p.id)}
                            onCheckedChange={(on) => void run(setSaioPromptsActiveAction, { ids: [p.id], active: on }, { key: p.id })}
                          />
                          <RowActionsMenu
                            label={`Actions for "${p.text}"`}
                            actions={[
                              { label: "Edit", onSelect: () => setEditing(p) },
                              { label: "Run analysis", href: `/run-analysis?prompts=${p.id}` },
                              "separator",
                              {
                                label: "Delete",
                                destructive: true,
                                onSelect: () => {
                                  if (window.confirm("Delete this prompt? Its past answers stay in the dashboard.")) void run(deleteSaioPromptsAction, { ids: [p.id] }, { key: p.id, success: "Prompt deleted" });
                                },
                              },
                            ]}
                          />
                        </div>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </>
      )}

      <AddPromptsDialog brandId={brandId} open={dialog === "add"} onOpenChange={(o) => setDialog(o ? "add" : null)} topics={topics} />
      <SuggestPromptsDialog brandId={brandId} open={dialog === "suggest"} onOpenChange={(o) => setDialog(o ? "suggest" : null)} />
      <ImportPromptsDialog brandId={brandId} open={dialog === "import"} onOpenChange={(o) => setDialog(o ? "import" : null)} />
      <SaioSettingsDialog brandId={brandId} open={dialog === "settings"} onOpenChange={(o) => setDialog(o ? "settings" : null)} brandName={brandName} competitors={competitors} settings={settings} panel={panel} />
      <EditPromptDialog brandId={brandId} prompt={editing} onOpenChange={(o) => !o && setEditing(null)} topics={topics} />
    </div>
  );
}
