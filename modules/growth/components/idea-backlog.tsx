"use client";

import * as React from "react";
import Link from "next/link";
import { toast } from "@/components/ui/sonner";
import { CopyIcon, LightbulbIcon, LoaderCircleIcon, PlusIcon, SearchIcon, UserRoundIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/option-select";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { CHANNEL_KEYS, FUNNEL_STAGES, IDEA_STATUSES, type ScoringModel } from "@/db/schema/growth-enums";
import type { SquadMember } from "@/modules/squad/queries";
import { captureIdeaAction } from "../actions";
import { duplicateMap } from "../duplicates";
import { formatNumber } from "@/lib/format";
import { hypothesisSentence } from "../format";
import { CHANNELS, STAGE_LABELS, STATUS_LABELS } from "../labels";
import type { Idea } from "../queries/ideas";
import { scoreFor } from "../scoring";
import { ChannelBadge, StageBadge, StatusBadge } from "./badges";
import { EmptyState } from "@/components/ui/empty";
import { IdeaDialog } from "./idea-dialog";
import { useAction } from "@/components/actions/use-action";

const ALL = "__all__";

export function IdeaBacklog({
  brandId,
  ideas,
  pillars,
  squad,
  model,
  canEdit,
}: {
  brandId: string;
  ideas: Idea[];
  pillars: { id: string; name: string }[];
  squad: SquadMember[];
  model: ScoringModel;
  canEdit: boolean;
}) {
  const { run, pending } = useAction({ brandId });
  const [title, setTitle] = React.useState("");
  const [query, setQuery] = React.useState("");
  const [status, setStatus] = React.useState(ALL);
  const [stage, setStage] = React.useState(ALL);
  const [channel, setChannel] = React.useState(ALL);
  const [pillar, setPillar] = React.useState(ALL);
  const [openId, setOpenId] = React.useState<string | null>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);

  const dupes = React.useMemo(() => duplicateMap(ideas.filter((i) => i.status !== "discarded")), [ideas]);
  const byId = React.useMemo(() => new Map(ideas.map((i) => [i.id, i])), [ideas]);

  const capture = async () => {
    if (!title.trim()) return;
    const r = await run(captureIdeaAction, { title }, { success: "Idea captured" });
    if (r.ok) {
      setTitle("");
      inputRef.current?.focus();
      if (r.data.duplicates.length) {
        toast.warning(`Looks like ${r.data.duplicates.length === 1 ? "an existing idea" : `${r.data.duplicates.length} existing ideas`}: "${r.data.duplicates[0]!.title}"`, {
          description: "It is flagged as a possible duplicate. Merge or discard one of them if they are the same.",
        });
      }
    }
  };

  const q = query.trim().toLowerCase();
  const visible = ideas.filter(
    (i) =>
      (status === ALL ? i.status !== "discarded" : i.status === status) &&
      (stage === ALL || i.stage === stage) &&
      (channel === ALL || i.channel === channel) &&
      (pillar === ALL || i.pillarId === pillar) &&
      (!q || `${i.title} ${i.hypothesisChange} ${i.hypothesisOutcome} ${i.hypothesisMeasure}`.toLowerCase().includes(q)),
  );
  const filtered = status !== ALL || stage !== ALL || channel !== ALL || pillar !== ALL || !!q;
  const openIdea = openId ? byId.get(openId) : undefined;

  return (
    <div className="space-y-5">
      {canEdit ? (
        <form
          className="flex flex-col gap-2 rounded-xl border bg-card p-3 shadow-xs sm:flex-row sm:items-center"
          onSubmit={(e) => {
            e.preventDefault();
            void capture();
          }}
        >
          <label htmlFor="quick-capture" className="sr-only">
            New idea
          </label>
          <div className="relative flex-1">
            <LightbulbIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              id="quick-capture"
              ref={inputRef}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              placeholder="Capture an idea, e.g. “Referral program with a double-sided reward”, and press Enter"
              className="border-0 pl-9 shadow-none focus-visible:ring-0 dark:bg-transparent"
              maxLength={200}
              autoComplete="off"
            />
          </div>
          <Button type="submit" disabled={pending || !title.trim()}>
            {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <PlusIcon aria-hidden="true" />}
            Capture
          </Button>
        </form>
      ) : null}

      {ideas.length ? (
        <div className="flex flex-wrap items-center gap-2">
          <div className="relative w-full sm:w-64">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Search ideas" aria-label="Search ideas" className="h-8 pl-8" />
          </div>
          <FilterSelect label="Status" value={status} onChange={setStatus} options={IDEA_STATUSES.map((s) => [s, STATUS_LABELS[s]])} allLabel="All but discarded" />
          <FilterSelect label="Stage" value={stage} onChange={setStage} options={FUNNEL_STAGES.map((s) => [s, STAGE_LABELS[s]])} allLabel="All stages" />
          <FilterSelect label="Channel" value={channel} onChange={setChannel} options={CHANNEL_KEYS.map((c) => [c, CHANNELS[c].label])} allLabel="All channels" />
          {pillars.length ? <FilterSelect label="Pillar" value={pillar} onChange={setPillar} options={pillars.map((p) => [p.id, p.name])} allLabel="All pillars" /> : null}
          <p className="ml-auto text-xs text-muted-foreground tabular-nums" aria-live="polite">
            {visible.length} of {ideas.length} idea{ideas.length === 1 ? "" : "s"}
          </p>
        </div>
      ) : null}

      {ideas.length === 0 ? (
        <EmptyState icon={LightbulbIcon} title="The backlog is empty">
          Capture every growth idea above — one line is enough. Then open it to write the hypothesis, file it under a pillar, stage and channel, and score it on{" "}
          <Link href="/prioritization" className="font-medium text-foreground underline underline-offset-4">
            Prioritization
          </Link>
          .
        </EmptyState>
      ) : visible.length === 0 ? (
        <EmptyState icon={SearchIcon} title="No idea matches these filters" action={filtered ? <Button variant="outline" size="sm" onClick={() => { setQuery(""); setStatus(ALL); setStage(ALL); setChannel(ALL); setPillar(ALL); }}>Clear filters</Button> : null} />
      ) : (
        <ul className="divide-y rounded-xl border bg-card" aria-label="Ideas">
          {visible.map((i) => {
            const similar = (dupes.get(i.id) ?? []).map((id) => byId.get(id)).filter((x): x is Idea => !!x);
            const sentence = hypothesisSentence({ change: i.hypothesisChange, outcome: i.hypothesisOutcome, measure: i.hypothesisMeasure });
            const score = scoreFor(model, i);
            return (
              <li key={i.id}>
                <button type="button" onClick={() => setOpenId(i.id)} className="flex w-full flex-col gap-2 px-4 py-3 text-left outline-none hover:bg-muted/40 focus-visible:bg-muted/60 sm:flex-row sm:items-center sm:gap-4">
                  <div className="min-w-0 flex-1 space-y-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      <span className="min-w-0">{i.title}</span>
                      {similar.length ? (
                        <Tooltip>
                          <TooltipTrigger asChild>
                            <Badge variant="outline" className="border-amber-500/40 bg-amber-500/10 text-amber-800 dark:text-amber-300">
                              <CopyIcon aria-hidden="true" /> Possible duplicate
                            </Badge>
                          </TooltipTrigger>
                          <TooltipContent>Similar to: {similar.map((s) => s.title).join("; ")}</TooltipContent>
                        </Tooltip>
                      ) : null}
                    </p>
                    <p className="line-clamp-2 text-sm text-muted-foreground">{sentence ?? "No hypothesis yet — open the idea to write it."}</p>
                    <div className="flex flex-wrap items-center gap-1.5">
                      <StatusBadge status={i.status} />
                      <StageBadge stage={i.stage} />
                      <ChannelBadge channel={i.channel} />
                      {i.pillarName ? (
                        <Badge variant="outline" className="font-normal text-muted-foreground">
                          {i.pillarName}
                        </Badge>
                      ) : null}
                    </div>
                  </div>
                  <div className="flex shrink-0 items-center gap-4 text-sm text-muted-foreground sm:w-56 sm:justify-end">
                    <span className="flex items-center gap-1" title="Owner">
                      <UserRoundIcon className="size-3.5" aria-hidden="true" />
                      {i.ownerName ?? "—"}
                    </span>
                    <span title="Effort in person-months" className="tabular-nums">
                      {i.effort !== null ? `${formatNumber(i.effort)} pm` : "—"}
                    </span>
                    <span className="min-w-12 text-right font-semibold text-foreground tabular-nums" title={`${model.toUpperCase()} score`}>
                      {score !== null ? formatNumber(score, { maximumFractionDigits: 1 }) : <span className="font-normal text-muted-foreground">unscored</span>}
                    </span>
                  </div>
                </button>
              </li>
            );
          })}
        </ul>
      )}

      {openIdea ? (
        <IdeaDialog
          brandId={brandId}
          idea={openIdea}
          pillars={pillars}
          squad={squad}
          canEdit={canEdit}
          duplicates={(dupes.get(openIdea.id) ?? []).map((id) => byId.get(id)).filter((x): x is Idea => !!x)}
          onClose={() => setOpenId(null)}
        />
      ) : null}
    </div>
  );
}

function FilterSelect({ label, value, onChange, options, allLabel }: { label: string; value: string; onChange: (v: string) => void; options: [string, string][]; allLabel: string }) {
  return (
    <OptionSelect
      size="sm" aria-label={`Filter by ${label.toLowerCase()}`} className="max-w-[11rem]" value={value} onValueChange={onChange} first={{ value: ALL, label: allLabel }}
      options={options.map(([v, l]) => ({ value: v, label: l }))}
    />
  );
}
