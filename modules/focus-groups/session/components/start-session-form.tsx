"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { LoaderCircleIcon, PlayIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useAction } from "@/components/actions/use-action";
import { onFormSubmit } from "@/components/actions/on-form-submit";
import { plural } from "@/lib/format";
import { startFgSessionAction } from "../actions";

type Person = { personaId: string; name: string; segment: string | null };

/** Name, who takes part (all, a subset, or one session per segment) and the seed; starts the job(s). */
export function StartSessionForm({ brandId, projectId, participants, defaultName }: { brandId: string; projectId: string; participants: Person[]; defaultName: string }) {
  const router = useRouter();
  const { run, pending } = useAction({ brandId });
  const [name, setName] = React.useState(defaultName);
  const [chosen, setChosen] = React.useState<Set<string>>(() => new Set(participants.map((p) => p.personaId)));
  const [perSegment, setPerSegment] = React.useState(false);
  const [seed, setSeed] = React.useState("");
  const [errors, setErrors] = React.useState<Record<string, string[]>>({});
  const [error, setError] = React.useState<string | null>(null);
  const segments = new Set(participants.filter((p) => chosen.has(p.personaId)).map((p) => p.segment ?? ""));

  const toggle = (id: string, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = async () => {
    setErrors({});
    setError(null);
    if (!chosen.size) {
      setError("Choose at least one participant.");
      return;
    }
    const all = chosen.size === participants.length;
    await run(
      startFgSessionAction,
      { projectId, name, personaIds: all ? [] : [...chosen], perSegment, seed: seed.trim() ? Number(seed) : null },
      {
        success: (d) => (d.sessionIds.length === 1 ? "Session started." : `${d.sessionIds.length} sessions started, one per segment.`),
        onError: (message, fieldErrors) => {
          setError(message);
          setErrors(fieldErrors ?? {});
        },
        onSuccess: (d) => router.push(`/contacting-fg?project=${projectId}&session=${d.sessionIds[0]}`, { scroll: false }),
      },
    );
  };

  return (
    <form className="grid gap-4" onSubmit={onFormSubmit(submit)} aria-label="Start a session">
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <FormField id="fg-session-name" label="Session name" error={errors.name?.[0]}>
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={120} required {...fieldA11y("fg-session-name", errors.name?.[0])} />
        </FormField>
        <FormField id="fg-session-seed" label="Seed" error={errors.seed?.[0]} hint="Empty = random">
          <Input inputMode="numeric" value={seed} onChange={(e) => setSeed(e.target.value)} placeholder="Random" {...fieldA11y("fg-session-seed", errors.seed?.[0], true)} />
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">
          Participants <span className="font-normal text-muted-foreground">({chosen.size} of {participants.length})</span>
        </legend>
        <ul className="grid gap-1.5 sm:grid-cols-2">
          {participants.map((p) => (
            <li key={p.personaId} className="flex min-w-0 items-center gap-2">
              <Checkbox id={`fg-p-${p.personaId}`} checked={chosen.has(p.personaId)} onCheckedChange={(v) => toggle(p.personaId, v === true)} />
              <Label htmlFor={`fg-p-${p.personaId}`} className="min-w-0 truncate font-normal">
                {p.name}
                {p.segment ? <span className="text-muted-foreground"> · {p.segment}</span> : null}
              </Label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="flex items-start gap-3">
        <Switch id="fg-per-segment" checked={perSegment} onCheckedChange={setPerSegment} />
        <div className="grid gap-0.5">
          <Label htmlFor="fg-per-segment">Start one session per segment</Label>
          <p className="text-[13px] text-muted-foreground">{perSegment ? `${plural(segments.size, "session")} will start, each with one segment's participants.` : "All chosen participants discuss together."}</p>
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
          {perSegment && segments.size > 1 ? `Start ${segments.size} sessions` : "Start session"}
        </Button>
      </div>
    </form>
  );
}
