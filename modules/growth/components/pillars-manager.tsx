"use client";

import * as React from "react";
import Link from "next/link";
import { Columns3Icon, PencilIcon, PlusIcon, Trash2Icon, UserRoundIcon } from "lucide-react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/option-select";
import { Textarea } from "@/components/ui/textarea";
import type { SquadMember } from "@/modules/squad/queries";
import { createPillarAction, deletePillarAction, updatePillarAction } from "../actions";
import { STAGE_LABELS } from "../labels";
import type { Metric } from "../queries/metrics";
import type { Pillar } from "../queries/pillars";
import { EmptyState } from "@/components/ui/empty";
import { ownerOptions } from "./field";
import { FormField } from "@/components/ui/form-field";
import { useAction } from "@/components/actions/use-action";
import { FormDialog } from "@/components/ui/form-dialog";

const NONE = "__none__";

export function PillarsManager({ brandId, pillars, squad, metrics, canEdit }: { brandId: string; pillars: Pillar[]; squad: SquadMember[]; metrics: Metric[]; canEdit: boolean }) {
  const [editing, setEditing] = React.useState<Pillar | "new" | null>(null);
  const [deleting, setDeleting] = React.useState<Pillar | null>(null);
  const { run } = useAction({ brandId });
  const metricName = new Map(metrics.map((m) => [m.id, m]));

  return (
    <div className="space-y-4">
      {canEdit && pillars.length ? (
        <Button onClick={() => setEditing("new")}>
          <PlusIcon aria-hidden="true" /> New pillar
        </Button>
      ) : null}
      {pillars.length === 0 ? (
        <EmptyState
          icon={Columns3Icon}
          title="No growth pillars yet"
          action={
            canEdit ? (
              <Button onClick={() => setEditing("new")}>
                <PlusIcon aria-hidden="true" /> Create the first pillar
              </Button>
            ) : null
          }
        >
          Pillars are the three to five strategic themes growth rests on — for example &quot;Self-serve activation&quot; or &quot;Partner-led acquisition&quot;. Give each an objective, an owner and the metrics it moves;
          ideas and experiments are then filed under a pillar.
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {pillars.map((p) => (
            <li key={p.id} className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-xs">
              <div className="flex items-start justify-between gap-2">
                <h2 className="text-base font-semibold">{p.name}</h2>
                {canEdit ? (
                  <div className="-mt-1 -mr-2 flex">
                    <Button variant="ghost" size="icon-sm" aria-label={`Edit ${p.name}`} onClick={() => setEditing(p)}>
                      <PencilIcon />
                    </Button>
                    <Button variant="ghost" size="icon-sm" aria-label={`Delete ${p.name}`} onClick={() => setDeleting(p)}>
                      <Trash2Icon />
                    </Button>
                  </div>
                ) : null}
              </div>
              {p.objective ? <p className="text-sm">{p.objective}</p> : <p className="text-sm text-muted-foreground italic">No objective yet</p>}
              {p.description ? <p className="text-sm text-muted-foreground">{p.description}</p> : null}
              <div className="mt-auto space-y-2 pt-2 text-sm">
                <p className="flex items-center gap-1.5 text-muted-foreground">
                  <UserRoundIcon className="size-4" aria-hidden="true" />
                  {p.ownerName ?? "No owner"}
                </p>
                <div className="flex flex-wrap gap-1.5">
                  {p.metricIds.length ? (
                    p.metricIds.map((id) => {
                      const m = metricName.get(id);
                      return m ? (
                        <Badge key={id} variant="outline" className="font-normal">
                          {m.name} <span className="text-muted-foreground">· {STAGE_LABELS[m.stage]}</span>
                        </Badge>
                      ) : null;
                    })
                  ) : (
                    <span className="text-xs text-muted-foreground">No linked metrics</span>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}

      {editing ? <PillarDialog brandId={brandId} pillar={editing === "new" ? null : editing} squad={squad} metrics={metrics} onClose={() => setEditing(null)} /> : null}
      <AlertDialog open={!!deleting} onOpenChange={(o) => !o && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete &quot;{deleting?.name}&quot;?</AlertDialogTitle>
            <AlertDialogDescription>Its ideas and experiments stay in the backlog, without a pillar.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction className="bg-destructive text-white hover:bg-destructive/90" onClick={() => deleting && void run(deletePillarAction, { id: deleting.id }, { success: "Pillar deleted" })}>
              Delete pillar
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      {squad.length === 0 && canEdit ? (
        <p className="text-xs text-muted-foreground">
          Owners are growth squad members.{" "}
          <Link href="/growth-squad" className="underline underline-offset-4">
            Add people to the growth squad
          </Link>{" "}
          to assign pillars to them.
        </p>
      ) : null}
    </div>
  );
}

function PillarDialog({ brandId, pillar, squad, metrics, onClose }: { brandId: string; pillar: Pillar | null; squad: SquadMember[]; metrics: Metric[]; onClose: () => void }) {
  const { run, pending } = useAction({ brandId });
  const [name, setName] = React.useState(pillar?.name ?? "");
  const [objective, setObjective] = React.useState(pillar?.objective ?? "");
  const [description, setDescription] = React.useState(pillar?.description ?? "");
  const [ownerId, setOwnerId] = React.useState(pillar?.ownerId ?? NONE);
  const [metricIds, setMetricIds] = React.useState<string[]>(pillar?.metricIds ?? []);
  const [error, setError] = React.useState<string | null>(null);

  const submit = async () => {
    if (!name.trim()) return setError("Name is required");
    setError(null);
    const input = { name, objective, description, ownerId: ownerId === NONE ? null : ownerId, metricIds };
    const r = pillar ? await run(updatePillarAction, { ...input, id: pillar.id }, { success: "Pillar saved" }) : await run(createPillarAction, input, { success: `Pillar "${name.trim()}" created` });
    if (r.ok) onClose();
  };

  return (
    <FormDialog title={pillar ? "Edit pillar" : "New growth pillar"} description="A strategic theme with its own objective, owner and metrics." className="max-h-[90svh] overflow-y-auto sm:max-w-lg" onClose={onClose} onSubmit={submit} pending={pending} submitLabel={pillar ? "Save pillar" : "Create pillar"}>
      <FormField id="pillar-name" label="Name" error={error}>
        <Input id="pillar-name" autoFocus value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Self-serve activation" aria-invalid={!!error} />
      </FormField>
      <FormField id="pillar-objective" label="Objective" hint="What this pillar should achieve, in one sentence.">
        <Textarea id="pillar-objective" rows={2} value={objective} onChange={(e) => setObjective(e.target.value)} />
      </FormField>
      <FormField id="pillar-description" label="Notes">
        <Textarea id="pillar-description" rows={2} value={description} onChange={(e) => setDescription(e.target.value)} />
      </FormField>
      <FormField id="pillar-owner" label="Owner">
        <OptionSelect id="pillar-owner" value={ownerId} onValueChange={setOwnerId} first={{ value: NONE, label: "No owner" }} options={ownerOptions(squad)} />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Linked metrics</legend>
        {metrics.length === 0 ? (
          <p className="text-xs text-muted-foreground">
            No metrics yet.{" "}
            <Link href="/growth-metrics" className="underline underline-offset-4">
              Define metrics
            </Link>{" "}
            to link them.
          </p>
        ) : (
          <div className="grid max-h-48 gap-1.5 overflow-y-auto rounded-md border p-2 sm:grid-cols-2">
            {metrics.map((m) => (
              <label key={m.id} className="flex items-center gap-2 rounded px-1 py-0.5 text-sm hover:bg-muted/60">
                <Checkbox checked={metricIds.includes(m.id)} onCheckedChange={(v) => setMetricIds((ids) => (v ? [...ids, m.id] : ids.filter((x) => x !== m.id)))} />
                <span className="truncate">{m.name}</span>
                <span className="ml-auto shrink-0 text-xs text-muted-foreground">{STAGE_LABELS[m.stage]}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
    </FormDialog>
  );
}
