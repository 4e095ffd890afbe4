"use client";

import * as React from "react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { CircleAlertIcon, CircleCheckIcon, PlusIcon, UserPlusIcon, UsersIcon, XIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { EmptyState } from "@/components/ui/empty";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/ui/option-select";
import { Switch } from "@/components/ui/switch";
import { StatusBadge, ToneBadge } from "@/components/ui/tone-badge";
import { plural } from "@/lib/format";
import { FG_PROJECT_STATUS_STATES } from "@/modules/focus-groups/projects/status";
import type { FgProjectOption } from "@/modules/focus-groups/projects/queries";
import { PersonaAvatar } from "@/components/personas/persona-avatar";
import { addParticipantsAction, recruitParticipantsAction } from "../actions";
import { ANY_SEGMENT, byRecruitOrder, matchesCriteria, type ProjectSeat, type QuotaOutcome, type RecruitCandidate, type RecruitCriteria } from "../match";
import type { BriefOption, SegmentOption } from "../queries";

const SOURCES = [
  ["generated", "Generated"],
  ["manual", "Hand-written"],
  ["import", "Imported"],
  ["library", "Library"],
  ["sample", "Sample"],
] as const;
type Source = (typeof SOURCES)[number][0];
const ANY = "__any";

type QuotaRow = { key: number; segmentKey: string; count: string };

export function RecruitView({
  brandId,
  canEdit,
  projects,
  project,
  candidates,
  seats,
  briefs,
  segments,
}: {
  brandId: string;
  canEdit: boolean;
  projects: FgProjectOption[];
  project: FgProjectOption;
  candidates: RecruitCandidate[];
  seats: ProjectSeat[];
  briefs: BriefOption[];
  segments: SegmentOption[];
}) {
  const router = useRouter();
  const pathname = usePathname();
  const { run, isBusy } = useAction({ brandId });
  const [briefId, setBriefId] = React.useState(ANY);
  const [segmentKeys, setSegmentKeys] = React.useState<string[]>([]);
  const [attributes, setAttributes] = React.useState("");
  const [sources, setSources] = React.useState<Source[]>([]);
  const [includeFlagged, setIncludeFlagged] = React.useState(false);
  const [quotas, setQuotas] = React.useState<QuotaRow[]>(() =>
    segments.length ? segments.map((s, i) => ({ key: i, segmentKey: s.key, count: "3" })) : [{ key: 0, segmentKey: ANY_SEGMENT, count: "5" }],
  );
  // Row keys after the initial quotas; read only in the "Add quota" handler.
  const nextKey = React.useRef(segments.length + 1);
  const [outcomes, setOutcomes] = React.useState<QuotaOutcome[] | null>(null);
  const [picked, setPicked] = React.useState<Set<string>>(new Set());
  const [quotaError, setQuotaError] = React.useState<string | null>(null);

  const criteria: RecruitCriteria = { segmentKeys, briefId: briefId === ANY ? null : briefId, attributes, sources, includeFlagged };
  const seatOf = new Map(seats.map((s) => [s.personaId, s.status]));
  const matching = candidates.filter((c) => matchesCriteria(c, criteria)).sort(byRecruitOrder);
  const segmentName = (key: string | null) => (key ? (segments.find((s) => s.key === key)?.name ?? key) : "No segment");
  const segmentKeysInUse = [...new Set(candidates.map((c) => c.segmentKey).filter((k): k is string => !!k))];
  const segmentChoices = [...segments.map((s) => ({ value: s.key, label: s.name })), ...segmentKeysInUse.filter((k) => !segments.some((s) => s.key === k)).map((k) => ({ value: k, label: k }))];
  const recruited = seats.filter((s) => s.status === "recruited").length;

  const toggle = <T,>(list: T[], v: T) => (list.includes(v) ? list.filter((x) => x !== v) : [...list, v]);

  const recruit = async () => {
    const parsed = quotas.map((q) => ({ segmentKey: q.segmentKey === ANY_SEGMENT ? null : q.segmentKey, count: Number(q.count) }));
    if (!parsed.length) return setQuotaError("Add at least one quota.");
    if (parsed.some((q) => !Number.isInteger(q.count) || q.count < 1 || q.count > 200)) return setQuotaError("Each quota is a whole number from 1 to 200.");
    setQuotaError(null);
    await run(
      recruitParticipantsAction,
      { projectId: project.id, criteria: { ...criteria, sources }, quotas: parsed },
      {
        key: "recruit",
        success: (d) => (d.added ? `${plural(d.added, "persona")} recruited into ${project.name}.` : "No one new was recruited."),
        onSuccess: (d) => setOutcomes(d.outcomes),
      },
    );
  };

  const addPicked = async () => {
    await run(
      addParticipantsAction,
      { projectId: project.id, personaIds: [...picked] },
      {
        key: "add",
        success: (d) => [d.added && `${plural(d.added, "persona")} added`, d.readded && `${d.readded} re-added`, d.already && `${d.already} already in the project`].filter(Boolean).join(", ") + ".",
        onSuccess: () => setPicked(new Set()),
      },
    );
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Label htmlFor="recruit-project" className="shrink-0">
          Project
        </Label>
        <OptionSelect
          id="recruit-project"
          className="w-full sm:w-80"
          value={project.id}
          onValueChange={(id) => router.push(`${pathname}?project=${id}`, { scroll: false })}
          options={projects.map((p) => ({ value: p.id, label: p.name }))}
        />
        <div className="flex items-center gap-2 text-sm text-muted-foreground">
          <StatusBadge status={project.status} states={FG_PROJECT_STATUS_STATES} />
          <Link href={`/participants?project=${project.id}`} className="underline-offset-4 hover:text-foreground hover:underline">
            {plural(recruited, "participant")}
          </Link>
        </div>
      </div>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Criteria</CardTitle>
            <CardDescription>Which personas may take part. Flagged personas (failed consistency checks) stay out unless you include them.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <FormField id="recruit-brief" label="Brief">
              <OptionSelect id="recruit-brief" value={briefId} onValueChange={setBriefId} first={{ value: ANY, label: "Any brief" }} options={briefs.map((b) => ({ value: b.id, label: b.name }))} />
            </FormField>
            {segmentChoices.length ? (
              <fieldset className="grid gap-2">
                <legend className="mb-2 text-sm font-medium">Segments</legend>
                <div className="flex flex-wrap gap-x-4 gap-y-2">
                  {segmentChoices.map((s) => (
                    <label key={s.value} className="flex items-center gap-2 text-sm">
                      <Checkbox checked={segmentKeys.includes(s.value)} onCheckedChange={() => setSegmentKeys((l) => toggle(l, s.value))} />
                      {s.label}
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}
            <FormField id="recruit-attributes" label="Attributes" hint="Words that must all appear in the profile, e.g. “Lyon instagram”.">
              <Input id="recruit-attributes" aria-describedby="recruit-attributes-hint" value={attributes} onChange={(e) => setAttributes(e.target.value)} maxLength={300} placeholder="Any attributes" />
            </FormField>
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">Source</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {SOURCES.map(([v, label]) => (
                  <label key={v} className="flex items-center gap-2 text-sm">
                    <Checkbox checked={sources.includes(v)} onCheckedChange={() => setSources((l) => toggle(l, v))} />
                    {label}
                  </label>
                ))}
              </div>
            </fieldset>
            <label className="flex items-center gap-2 text-sm">
              <Switch checked={includeFlagged} onCheckedChange={setIncludeFlagged} />
              Include flagged personas
            </label>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Quotas</CardTitle>
            <CardDescription>How many participants of each segment the project needs. Recruit fills them from matching personas not yet in the project, oldest first; seats already held count.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            {quotas.map((q, i) => (
              <div key={q.key} className="flex items-end gap-2">
                <FormField id={`quota-seg-${q.key}`} label={i === 0 ? "Segment" : <span className="sr-only">Segment</span>} className="min-w-0 flex-1">
                  <OptionSelect
                    id={`quota-seg-${q.key}`}
                    value={q.segmentKey}
                    onValueChange={(v) => setQuotas((l) => l.map((x) => (x.key === q.key ? { ...x, segmentKey: v } : x)))}
                    first={{ value: ANY_SEGMENT, label: "Any segment" }}
                    options={segmentChoices}
                  />
                </FormField>
                <FormField id={`quota-n-${q.key}`} label={i === 0 ? "Participants" : <span className="sr-only">Participants</span>} className="w-28">
                  <Input id={`quota-n-${q.key}`} type="number" inputMode="numeric" min={1} max={200} value={q.count} onChange={(e) => setQuotas((l) => l.map((x) => (x.key === q.key ? { ...x, count: e.target.value } : x)))} />
                </FormField>
                <Button type="button" variant="ghost" size="icon" aria-label={`Remove the quota for ${q.segmentKey === ANY_SEGMENT ? "any segment" : segmentName(q.segmentKey)}`} onClick={() => setQuotas((l) => l.filter((x) => x.key !== q.key))}>
                  <XIcon aria-hidden="true" />
                </Button>
              </div>
            ))}
            {quotaError ? (
              <p role="alert" className="text-[13px] text-destructive">
                {quotaError}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2 pt-1">
              <Button type="button" variant="outline" size="sm" onClick={() => setQuotas((l) => [...l, { key: nextKey.current++, segmentKey: ANY_SEGMENT, count: "3" }])}>
                <PlusIcon aria-hidden="true" />
                Add quota
              </Button>
              <Button type="button" size="sm" onClick={recruit} disabled={!canEdit || isBusy("recruit")} title={canEdit ? undefined : "Recruiting needs edit access to Synthetic Personas."}>
                <UsersIcon aria-hidden="true" />
                {isBusy("recruit") ? "Recruiting…" : "Recruit"}
              </Button>
            </div>
            {outcomes ? (
              <ul className="grid gap-2 border-t pt-3 text-sm" aria-label="Recruiting outcome" aria-live="polite">
                {outcomes.map((o) => (
                  <li key={o.quota} className="flex gap-2">
                    {o.missing ? <CircleAlertIcon className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" /> : <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />}
                    <span>
                      <span className="font-medium">{o.quota === ANY_SEGMENT ? "Any segment" : segmentName(o.quota)}</span>: {o.already + o.added} of {o.wanted}
                      {o.added ? ` (${o.added} new)` : ""}
                      {o.reason ? <span className="block text-muted-foreground">{o.reason}</span> : null}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Matching personas</CardTitle>
          <CardDescription>
            {plural(matching.length, "persona")} {matching.length === 1 ? "matches" : "match"} the criteria.{" "}
            {canEdit ? `Pick some by hand to add them to ${project.name}.` : "You can look; recruiting needs edit access to Synthetic Personas."}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {matching.length === 0 ? (
            <EmptyState icon={UsersIcon} title="No persona matches" className="p-6">
              Widen the criteria, or <Link href="/personas">generate more personas</Link>.
            </EmptyState>
          ) : (
            <>
              <ul className="divide-y rounded-lg border" aria-label="Matching personas">
                {matching.map((c) => {
                  const seat = seatOf.get(c.id);
                  const inputId = `pick-${c.id}`;
                  return (
                    <li key={c.id} className="flex items-center gap-3 px-3 py-2">
                      <Checkbox id={inputId} checked={picked.has(c.id)} disabled={!canEdit || seat === "recruited"} onCheckedChange={() => setPicked((s) => new Set(toggle([...s], c.id)))} aria-label={`Pick ${c.name}`} />
                      <PersonaAvatar id={c.id} name={c.name} size="sm" />
                      <div className="min-w-0 flex-1">
                        <Link href={`/personas/${c.id}`} className="block truncate text-sm font-medium underline-offset-4 hover:underline">
                          {c.name}
                        </Link>
                        <p className="truncate text-xs text-muted-foreground">{[segmentName(c.segmentKey), c.profile.occupation].filter(Boolean).join(" · ")}</p>
                      </div>
                      <div className="flex shrink-0 flex-wrap justify-end gap-1">
                        {c.flagged ? <ToneBadge tone="bad">Flagged</ToneBadge> : null}
                        {seat === "recruited" ? <ToneBadge tone="ok">Recruited</ToneBadge> : seat === "dropped" ? <ToneBadge tone="idle">Dropped</ToneBadge> : null}
                      </div>
                    </li>
                  );
                })}
              </ul>
              <div>
                <Button size="sm" variant="outline" onClick={addPicked} disabled={!canEdit || !picked.size || isBusy("add")}>
                  <UserPlusIcon aria-hidden="true" />
                  {isBusy("add") ? "Adding…" : `Add selected${picked.size ? ` (${picked.size})` : ""}`}
                </Button>
              </div>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
