"use client";

import * as React from "react";
import Link from "next/link";
import { LoaderCircleIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/option-select";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { CHANNEL_KEYS, FUNNEL_STAGES, IDEA_STATUSES, type ChannelKey, type FunnelStage, type IdeaStatus } from "@/db/schema/growth-enums";
import type { SquadMember } from "@/modules/squad/queries";
import { deleteIdeaAction, setIdeaStatusAction, updateIdeaAction } from "../actions";
import { parseNumberField } from "../format";
import { CHANNELS, STAGE_LABELS, STATUS_LABELS } from "../labels";
import type { Idea } from "../queries/ideas";
import { ownerOptions } from "./field";
import { FormField } from "@/components/ui/form-field";
import { onModEnter } from "@/components/actions/on-mod-enter";
import { useAction } from "@/components/actions/use-action";
import { onFormSubmit } from "@/components/actions/on-form-submit";

const NONE = "__none__";

/** Full editor of one idea: its hypothesis, where it sits (pillar, stage, channel), owner, effort and status. */
export function IdeaDialog({
  brandId,
  idea,
  pillars,
  squad,
  canEdit,
  duplicates,
  onClose,
}: {
  brandId: string;
  idea: Idea;
  pillars: { id: string; name: string }[];
  squad: SquadMember[];
  canEdit: boolean;
  duplicates: Idea[];
  onClose: () => void;
}) {
  const { run, pending, busy } = useAction({ brandId });
  const [f, setF] = React.useState({
    title: idea.title,
    hypothesisChange: idea.hypothesisChange,
    hypothesisOutcome: idea.hypothesisOutcome,
    hypothesisMeasure: idea.hypothesisMeasure,
    pillarId: idea.pillarId ?? NONE,
    stage: idea.stage ?? NONE,
    channel: idea.channel ?? NONE,
    ownerId: idea.ownerId ?? NONE,
    effort: idea.effort === null ? "" : String(idea.effort),
  });
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const set = (k: keyof typeof f) => (v: string) => setF((x) => ({ ...x, [k]: v }));

  const submit = async () => {
    const effort = parseNumberField(f.effort);
    const errs: Record<string, string> = {};
    if (!f.title.trim()) errs.title = "Title is required";
    if (effort !== null && (!Number.isFinite(effort) || effort <= 0)) errs.effort = "Person-months above 0, e.g. 0.25";
    setErrors(errs);
    if (Object.keys(errs).length) return;
    const r = await run(
      updateIdeaAction,
      {
        id: idea.id,
        title: f.title,
        hypothesisChange: f.hypothesisChange,
        hypothesisOutcome: f.hypothesisOutcome,
        hypothesisMeasure: f.hypothesisMeasure,
        pillarId: f.pillarId === NONE ? null : f.pillarId,
        stage: f.stage === NONE ? null : (f.stage as FunnelStage),
        channel: f.channel === NONE ? null : (f.channel as ChannelKey),
        ownerId: f.ownerId === NONE ? null : f.ownerId,
        effort,
      },
      { success: "Idea saved" },
    );
    if (r.ok) onClose();
    else if ("fieldErrors" in r && r.fieldErrors) setErrors(Object.fromEntries(Object.entries(r.fieldErrors).map(([k, v]) => [k, v[0] ?? ""])));
  };

  const statuses = IDEA_STATUSES.filter((s) => s !== "planned" || idea.sprintId);

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="sm:max-w-2xl" onKeyDown={onModEnter(submit)}>
        <DialogHeader>
          <DialogTitle>{canEdit ? "Edit idea" : idea.title}</DialogTitle>
          <DialogDescription>
            Write the hypothesis so the experiment can be judged later: we believe <em>this change</em> will result in <em>this outcome</em>; we will know when <em>this measure</em> moves.
          </DialogDescription>
        </DialogHeader>
        {duplicates.length ? (
          <div className="rounded-lg border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm">
            <p className="font-medium">Possible duplicate of</p>
            <ul className="list-disc pl-5 text-muted-foreground">
              {duplicates.map((d) => (
                <li key={d.id}>
                  {d.title} <span className="text-xs">({STATUS_LABELS[d.status]})</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={onFormSubmit(submit)}>
          <fieldset disabled={!canEdit} className="contents">
            <FormField id="idea-title" label="Title" error={errors.title} className="sm:col-span-2">
              <Input id="idea-title" value={f.title} onChange={(e) => set("title")(e.target.value)} aria-invalid={!!errors.title} />
            </FormField>
            <FormField id="idea-change" label="We believe…" hint="the change you will make" className="sm:col-span-2">
              <Textarea id="idea-change" rows={2} value={f.hypothesisChange} onChange={(e) => set("hypothesisChange")(e.target.value)} placeholder="adding a progress checklist to onboarding" />
            </FormField>
            <FormField id="idea-outcome" label="…will result in…" hint="the outcome you expect" className="sm:col-span-2">
              <Textarea id="idea-outcome" rows={2} value={f.hypothesisOutcome} onChange={(e) => set("hypothesisOutcome")(e.target.value)} placeholder="more new accounts reaching their first success" />
            </FormField>
            <FormField id="idea-measure" label="We will know when…" hint="the measurable signal" className="sm:col-span-2">
              <Textarea id="idea-measure" rows={2} value={f.hypothesisMeasure} onChange={(e) => set("hypothesisMeasure")(e.target.value)} placeholder="activation rate rises from 35 % to 45 % within two weeks" />
            </FormField>
            <FormField id="idea-pillar" label="Pillar">
              <OptionSelect
                id="idea-pillar"
                value={f.pillarId}
                onValueChange={set("pillarId")}
                disabled={!canEdit}
                first={{ value: NONE, label: "No pillar" }}
                options={pillars.map((p) => ({ value: p.id, label: p.name }))}
              />
            </FormField>
            <FormField id="idea-stage" label="Funnel stage">
              <OptionSelect
                id="idea-stage"
                value={f.stage}
                onValueChange={set("stage")}
                disabled={!canEdit}
                first={{ value: NONE, label: "No stage" }}
                options={FUNNEL_STAGES.map((s) => ({ value: s, label: STAGE_LABELS[s] }))}
              />
            </FormField>
            <FormField id="idea-channel" label="Channel">
              <OptionSelect
                id="idea-channel"
                value={f.channel}
                onValueChange={set("channel")}
                disabled={!canEdit}
                first={{ value: NONE, label: "No channel" }}
                options={CHANNEL_KEYS.map((c) => ({ value: c, label: CHANNELS[c].label }))}
              />
            </FormField>
            <FormField id="idea-owner" label="Owner">
              <OptionSelect
                id="idea-owner"
                value={f.ownerId}
                onValueChange={set("ownerId")}
                disabled={!canEdit}
                first={{ value: NONE, label: "No owner" }}
                options={ownerOptions(squad)}
              />
            </FormField>
            <FormField id="idea-effort" label="Effort (person-months)" error={errors.effort} hint="e.g. 0.25 for about a week of one person">
              <Input id="idea-effort" inputMode="decimal" value={f.effort} onChange={(e) => set("effort")(e.target.value)} aria-invalid={!!errors.effort} />
            </FormField>
            <FormField id="idea-status" label="Status" hint={idea.status === "planned" || idea.sprintId ? `In ${idea.sprintName ?? "a sprint"}` : "Planned is set by Growth Planning"}>
              <Select
                value={idea.status}
                disabled={!canEdit || busy === "status"}
                onValueChange={(v) => void run(setIdeaStatusAction, { id: idea.id, status: v as IdeaStatus }, { key: "status", success: `Moved to ${STATUS_LABELS[v as IdeaStatus]}` })}
              >
                <SelectTrigger id="idea-status" className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {statuses.map((s) => (
                    <SelectItem key={s} value={s}>
                      {STATUS_LABELS[s]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
          </fieldset>
          {squad.length === 0 && canEdit ? (
            <p className="text-xs text-muted-foreground sm:col-span-2">
              Owners are growth squad members.{" "}
              <Link href="/growth-squad" className="underline underline-offset-4">
                Add people to the growth squad
              </Link>
              .
            </p>
          ) : null}
          <DialogFooter className="sm:col-span-2 sm:justify-between">
            {canEdit && !idea.learningId ? (
              <Button
                type="button"
                variant="ghost"
                className="text-destructive hover:text-destructive"
                disabled={busy === "delete"}
                onClick={async () => {
                  const r = await run(deleteIdeaAction, { id: idea.id }, { key: "delete", success: "Idea deleted" });
                  if (r.ok) onClose();
                }}
              >
                <Trash2Icon aria-hidden="true" /> Delete idea
              </Button>
            ) : (
              <span />
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button type="button" variant="outline" onClick={onClose}>
                {canEdit ? "Cancel" : "Close"}
              </Button>
              {canEdit ? (
                <Button type="submit" disabled={pending}>
                  {pending && busy === "default" ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
                  Save idea
                </Button>
              ) : null}
            </div>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
