"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { LoaderCircleIcon, PlayIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { OptionSelect } from "@/components/ui/option-select";
import { useAction } from "@/components/actions/use-action";
import { startSaioRunAction } from "../actions";
import { formatUsd } from "@/lib/format";

export type RunFormEngine = { key: string; label: string; model: string; webSearch: boolean; priceIn: number | null; priceOut: number | null };
export type RunFormPrompt = { id: string; text: string; topic: string; active: boolean };

const MAX_OUT = 1_500;

/** Start an analysis: which prompts, which engines, how many samples — with its call count and worst-case cost. */
export function RunForm({
  brandId,
  engines,
  prompts,
  preselected,
  budgetLeft,
  panelOn,
}: {
  brandId: string;
  engines: RunFormEngine[];
  prompts: RunFormPrompt[];
  preselected: string[];
  budgetLeft: number | null;
  /** The brand opted in to its industry panel: offer to score the run for it. */
  panelOn: boolean;
}) {
  const router = useRouter();
  const { run, pending } = useAction({ brandId });
  const topics = [...new Set(prompts.map((p) => p.topic))].sort();
  const [scope, setScope] = React.useState<string>(preselected.length ? "selected" : "active");
  const [engineKeys, setEngineKeys] = React.useState<Set<string>>(new Set(engines.map((e) => e.key)));
  const [samples, setSamples] = React.useState("1");
  const [panel, setPanel] = React.useState(false);

  const chosen = prompts.filter((p) =>
    scope === "selected" ? preselected.includes(p.id) : scope === "active" ? p.active : scope === "all" ? true : p.topic === scope.slice(6) && p.active,
  );
  const n = Number(samples);
  const calls = chosen.length * engineKeys.size * n;
  const avgChars = chosen.length ? chosen.reduce((s, p) => s + p.text.length, 0) / chosen.length : 0;
  const unpriced = engines.filter((e) => engineKeys.has(e.key) && (e.priceIn === null || e.priceOut === null));
  const worst = engines
    .filter((e) => engineKeys.has(e.key) && e.priceIn !== null && e.priceOut !== null)
    .reduce((s, e) => s + (chosen.length * n * ((Math.ceil(avgChars / 4) + 200) * e.priceIn! + MAX_OUT * e.priceOut!)) / 1_000_000, 0);

  const start = async () => {
    const r = await run(
      startSaioRunAction,
      { promptIds: chosen.map((p) => p.id), engineKeys: [...engineKeys], samples: n, panel },
      { success: (d) => `Analysis started: ${d.total} answer${d.total === 1 ? "" : "s"} to collect`, refresh: false },
    );
    if (r.ok) router.push(`/run-analysis?run=${r.data.runId}`);
  };

  return (
    <div className="grid gap-4 rounded-xl border p-4 md:p-5">
      <div className="grid gap-4 md:grid-cols-[1fr_1fr_8rem]">
        <div className="grid content-start gap-1.5">
          <Label htmlFor="run-prompts">Prompts</Label>
          <Select value={scope} onValueChange={setScope}>
            <SelectTrigger id="run-prompts" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {preselected.length ? <SelectItem value="selected">Selected on Prompts ({preselected.length})</SelectItem> : null}
              <SelectItem value="active">All active prompts ({prompts.filter((p) => p.active).length})</SelectItem>
              <SelectItem value="all">All prompts, paused included ({prompts.length})</SelectItem>
              {topics.map((t) => (
                <SelectItem key={t} value={`topic:${t}`}>
                  Topic: {t || "No topic"} ({prompts.filter((p) => p.topic === t && p.active).length})
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <fieldset className="grid content-start gap-1.5">
          <legend className="mb-1.5 text-sm font-medium">Engines</legend>
          {engines.map((e) => (
            <label key={e.key} className="flex items-center gap-2 text-sm">
              <Checkbox
                checked={engineKeys.has(e.key)}
                onCheckedChange={(c) => {
                  const next = new Set(engineKeys);
                  if (c) next.add(e.key);
                  else next.delete(e.key);
                  setEngineKeys(next);
                }}
              />
              <span className="truncate">{e.label}</span>
              <span className="truncate text-xs text-muted-foreground">
                {e.model}
                {e.webSearch ? " · web search" : ""}
              </span>
            </label>
          ))}
        </fieldset>
        <div className="grid content-start gap-1.5">
          <Label htmlFor="run-samples">Samples</Label>
          <OptionSelect id="run-samples" value={samples} onValueChange={setSamples} options={[1, 2, 3, 4, 5].map((v) => ({ value: String(v), label: <>{v} per prompt</> }))} />
        </div>
      </div>
      {panelOn ? (
        <label className="flex items-start gap-2 text-sm">
          <Checkbox className="mt-0.5" checked={panel} onCheckedChange={(c) => setPanel(!!c)} />
          <span>
            Score for the industry panel too: the unbranded prompts&apos; answers are also analysed for every opted-in brand of this industry, and their cost is split.
          </span>
        </label>
      ) : null}
      <div className="flex flex-wrap items-center gap-3 border-t pt-4">
        <p className="mr-auto text-sm text-muted-foreground" aria-live="polite">
          {calls} answer{calls === 1 ? "" : "s"} ({chosen.length} prompt{chosen.length === 1 ? "" : "s"} × {engineKeys.size} engine{engineKeys.size === 1 ? "" : "s"} × {n})
          {worst > 0 ? ` · at most ${formatUsd(worst)}` : ""}
          {unpriced.length ? ` · no price for ${unpriced.map((e) => e.model).join(", ")}` : ""}
          {budgetLeft !== null ? ` · ${formatUsd(Math.max(0, budgetLeft))} left this month` : ""}
        </p>
        <Button onClick={start} disabled={!calls || pending}>
          {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
          {pending ? "Starting..." : "Run analysis"}
        </Button>
      </div>
    </div>
  );
}
