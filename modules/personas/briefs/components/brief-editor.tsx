"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, SparklesIcon, Trash2Icon, XIcon } from "lucide-react";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { errorsByField } from "@/components/shell/settings-form-footer";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/sonner";
import type { BriefSegment } from "@/db/schema";
import { cn } from "@/lib/utils";
import type { BriefSettings } from "../../engine";
import { segmentCounts } from "../../plan";
import { createPersonasBriefAction, draftPersonasBriefAction, updatePersonasBriefAction } from "../actions";
import type { Brief, Collection } from "../queries";
import { AudienceFields, type AudienceValues } from "./audience-fields";
import { PlanPreview } from "./plan-preview";

type SegmentRow = { uid: number; key: string; name: string; share: string; description: string; attributes: { uid: number; key: string; value: string }[] };

let nextUid = 1;
const uid = () => nextUid++;

function toRows(segments: BriefSegment[]): SegmentRow[] {
  return segments.map((s) => ({
    uid: uid(),
    key: s.key,
    name: s.name,
    share: String(s.share),
    description: s.description,
    attributes: Object.entries(s.attributes).map(([key, value]) => ({ uid: uid(), key, value })),
  }));
}

const shareOf = (s: string) => {
  const n = Number(s);
  return s.trim() !== "" && Number.isFinite(n) ? n : 0;
};

export type EngineState = { available: true; label: string } | { available: false; note: string };

export function BriefEditor({
  brandId,
  brief,
  defaults,
  collections,
  engine,
  canEdit,
}: {
  brandId: string;
  brief: Brief | null;
  defaults: BriefSettings;
  collections: Collection[];
  engine: EngineState;
  canEdit: boolean;
}) {
  const router = useRouter();
  const { run, busy, isBusy } = useAction({ brandId });
  const [name, setName] = React.useState(brief?.name ?? "");
  const [audienceText, setAudienceText] = React.useState(brief?.audience ?? "");
  const [segments, setSegments] = React.useState<SegmentRow[]>(() => toRows(brief?.segments ?? []));
  const [constraints, setConstraints] = React.useState(brief?.constraints ?? "");
  const [decision, setDecision] = React.useState(brief?.decision ?? "");
  const [audience, setAudience] = React.useState<AudienceValues>({
    country: (brief ? brief.country : defaults.country) ?? "",
    language: (brief ? brief.language : defaults.language) ?? "",
    ageMin: String((brief ? brief.ageMin : defaults.ageMin) ?? defaults.ageMin),
    ageMax: String((brief ? brief.ageMax : defaults.ageMax) ?? defaults.ageMax),
    b2b: brief ? brief.b2b : defaults.b2b,
    requiredAttributes: brief ? brief.requiredAttributes : defaults.requiredAttributes,
    collectionIds: brief ? brief.collectionIds : defaults.collectionIds,
  });
  const [origin, setOrigin] = React.useState<{ source: "manual" | "ai"; draftedBy: string | null }>({ source: "manual", draftedBy: null });
  const [sources, setSources] = React.useState<string[]>([]);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [confirmDraft, setConfirmDraft] = React.useState(false);
  const disabled = !canEdit;
  // The audience sentence steers the draft; segments, decision and constraints would be replaced.
  const wouldReplace = segments.length > 0 || decision.trim() !== "" || constraints.trim() !== "";

  const sum = segments.reduce((a, s) => a + shareOf(s.share), 0);
  const sumOk = segments.length === 0 || sum === 100;

  const planSegs: BriefSegment[] = React.useMemo(
    () =>
      segments.map((s, i) => ({
        key: s.key || `segment-${s.uid}`,
        name: s.name.trim() || `Segment ${i + 1}`,
        share: Math.max(0, shareOf(s.share)),
        description: s.description,
        attributes: Object.fromEntries(s.attributes.filter((a) => a.key.trim()).map((a) => [a.key.trim(), a.value])),
      })),
    [segments],
  );
  const ageNum = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s) : null);

  const patchSegment = (i: number, patch: Partial<SegmentRow>) => setSegments((rows) => rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const move = (i: number, by: -1 | 1) =>
    setSegments((rows) => {
      const next = [...rows];
      const [row] = next.splice(i, 1);
      if (row) next.splice(i + by, 0, row);
      return next;
    });
  const evenOut = () => {
    const even = segmentCounts(
      segments.map(() => ({ share: 1 })),
      100,
    );
    setSegments((rows) => rows.map((r, i) => ({ ...r, share: String(even[i] ?? 0) })));
  };

  const payload = () => ({
    name,
    audience: audienceText,
    segments: segments.map((s) => ({ key: s.key, name: s.name, share: s.share.trim(), description: s.description, attributes: s.attributes.map((a) => ({ key: a.key, value: a.value })) })),
    constraints,
    decision,
    ...audience,
    source: origin.source,
    draftedBy: origin.draftedBy,
  });

  const save = async () => {
    const onError = (error: string, fieldErrors?: Record<string, string[]>) => {
      const byField = errorsByField(error, fieldErrors);
      // Update errors arrive under brief.*; the fields are named without the prefix.
      setErrors(Object.fromEntries(Object.entries(byField).map(([k, v]) => [k.replace(/^brief\./, ""), v])));
      toast.error(error);
    };
    if (brief) {
      await run(updatePersonasBriefAction, { id: brief.id, brief: payload() }, { success: "Brief saved", onError, onSuccess: () => setErrors({}) });
    } else {
      await run(createPersonasBriefAction, payload(), {
        success: "Brief saved",
        onError,
        refresh: false,
        onSuccess: ({ id }) => {
          setErrors({});
          router.replace(`/personas-brief?id=${id}`);
        },
      });
    }
  };

  const draft = async () =>
    run(
      draftPersonasBriefAction,
      { audience: audienceText, b2b: audience.b2b },
      {
        key: "draft",
        refresh: false,
        success: (d) => `${d.engineLabel} drafted the brief. Edit it as you like, then save.`,
        onSuccess: ({ draft: d, engineLabel, sources: s }) => {
          setName(d.name);
          setAudienceText(d.audience);
          setSegments(toRows(d.segments.map((seg) => ({ ...seg, attributes: Object.fromEntries(seg.attributes.map((a) => [a.key, a.value])) }))));
          setConstraints(d.constraints);
          setDecision(d.decision);
          setOrigin({ source: "ai", draftedBy: engineLabel });
          setSources(s);
          setErrors({});
        },
      },
    );

  const segmentError = (i: number, field: string) => errors[`segments.${i}.${field}`];

  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <form
        className="grid min-w-0 gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Card>
          <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="grid gap-1.5">
              <CardTitle>The audience</CardTitle>
              <CardDescription>Who the personas represent and what they are deciding.</CardDescription>
            </div>
            <div className="grid gap-1 sm:justify-items-end">
              <Button type="button" variant="outline" size="sm" onClick={() => (wouldReplace ? setConfirmDraft(true) : void draft())} disabled={disabled || !engine.available || busy !== null} title={engine.available ? undefined : engine.note}>
                <SparklesIcon aria-hidden="true" />
                {isBusy("draft") ? "Drafting…" : "Draft with AI"}
              </Button>
              {!engine.available ? <p className="max-w-xs text-[13px] text-muted-foreground sm:text-right">{engine.note}</p> : null}
            </div>
          </CardHeader>
          <CardContent className="grid gap-4">
            {origin.source === "ai" ? (
              <p className="rounded-lg border border-sky-500/30 bg-sky-500/10 px-3 py-2 text-[13px] text-sky-800 dark:text-sky-200" role="status">
                Drafted by {origin.draftedBy ?? "the AI engine"}
                {sources.length ? ` from the brand's data and ${sources.slice(0, 3).join(", ")}${sources.length > 3 ? ` and ${sources.length - 3} more` : ""}` : " from the brand's data"}. Nothing is saved until you save.
              </p>
            ) : null}
            <FormField id="pb-name" label="Brief name" error={errors.name}>
              <Input id="pb-name" value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Coffee buyers 2026" disabled={disabled} />
            </FormField>
            <FormField id="pb-audience" label="Who the audience is" error={errors.audience}>
              <Textarea id="pb-audience" rows={3} value={audienceText} onChange={(e) => setAudienceText(e.target.value)} placeholder="e.g. People in Germany who buy specialty coffee beans online, from café owners to home baristas." disabled={disabled} />
            </FormField>
            <FormField id="pb-decision" label="The decision they face" error={errors.decision} hint="What the brand wants to learn: the choice these people are making.">
              <Textarea id="pb-decision" rows={2} value={decision} onChange={(e) => setDecision(e.target.value)} placeholder="e.g. Whether to switch to a coffee subscription." disabled={disabled} />
            </FormField>
            <FormField id="pb-constraints" label="Constraints" error={errors.constraints} hint="What every persona must respect (e.g. budget, regulation, no professional baristas).">
              <Textarea id="pb-constraints" rows={2} value={constraints} onChange={(e) => setConstraints(e.target.value)} disabled={disabled} />
            </FormField>
          </CardContent>
        </Card>

        <Card>
          <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="grid gap-1.5">
              <CardTitle>Segments</CardTitle>
              <CardDescription>The parts of the audience and their share of the personas. No segments: one general audience.</CardDescription>
            </div>
            {segments.length ? (
              <div className="flex items-center gap-2">
                <span data-testid="share-sum" className={cn("rounded-md px-2 py-1 text-sm font-medium whitespace-nowrap tabular-nums", sumOk ? "bg-emerald-500/10 text-emerald-700 dark:text-emerald-300" : "bg-red-500/10 text-red-700 dark:text-red-300")} aria-live="polite">
                  Total {sum} %{sumOk ? "" : " of 100 %"}
                </span>
                <Button type="button" variant="outline" size="sm" onClick={evenOut} disabled={disabled}>
                  Even out
                </Button>
              </div>
            ) : null}
          </CardHeader>
          <CardContent className="grid gap-3">
            {errors.segments ? (
              <p role="alert" className="text-[13px] text-destructive">
                {errors.segments}
              </p>
            ) : null}
            {segments.map((s, i) => (
              <fieldset key={s.uid} className="grid gap-3 rounded-lg border p-3" data-testid="segment">
                <legend className="sr-only">Segment {i + 1}</legend>
                <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3 sm:grid-cols-[minmax(0,1fr)_7rem_auto]">
                  <FormField className="col-span-2 sm:col-span-1" id={`pb-seg-${s.uid}-name`} label={`Segment ${i + 1} name`} error={segmentError(i, "name")}>
                    <Input id={`pb-seg-${s.uid}-name`} value={s.name} onChange={(e) => patchSegment(i, { name: e.target.value })} placeholder="e.g. Home baristas" disabled={disabled} />
                  </FormField>
                  <FormField id={`pb-seg-${s.uid}-share`} label="Share (%)" error={segmentError(i, "share")}>
                    <Input id={`pb-seg-${s.uid}-share`} inputMode="numeric" value={s.share} onChange={(e) => patchSegment(i, { share: e.target.value })} disabled={disabled} />
                  </FormField>
                  <div className="flex gap-1 pt-6">
                    <Button type="button" variant="ghost" size="icon-sm" aria-label={`Move segment ${i + 1} up`} disabled={disabled || i === 0} onClick={() => move(i, -1)}>
                      <ArrowUpIcon aria-hidden="true" />
                    </Button>
                    <Button type="button" variant="ghost" size="icon-sm" aria-label={`Move segment ${i + 1} down`} disabled={disabled || i === segments.length - 1} onClick={() => move(i, 1)}>
                      <ArrowDownIcon aria-hidden="true" />
                    </Button>
                    <Button type="button" variant="ghost" size="icon-sm" aria-label={`Remove segment ${i + 1}`} disabled={disabled} onClick={() => setSegments((rows) => rows.filter((_, j) => j !== i))}>
                      <Trash2Icon aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                <FormField id={`pb-seg-${s.uid}-desc`} label="Description" error={segmentError(i, "description")}>
                  <Input id={`pb-seg-${s.uid}-desc`} value={s.description} onChange={(e) => patchSegment(i, { description: e.target.value })} placeholder="e.g. Make espresso at home every day" disabled={disabled} />
                </FormField>
                <div className="grid gap-2">
                  <span className="text-sm font-medium">Fixed attributes</span>
                  {s.attributes.map((a, j) => (
                    <div key={a.uid} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-2">
                      <div className="grid gap-1">
                        <Input
                          aria-label={`Segment ${i + 1} attribute ${j + 1} name`}
                          value={a.key}
                          placeholder="e.g. company size"
                          onChange={(e) => patchSegment(i, { attributes: s.attributes.map((x, k) => (k === j ? { ...x, key: e.target.value } : x)) })}
                          disabled={disabled}
                        />
                        {segmentError(i, `attributes.${j}.key`) ? <p className="text-[13px] text-destructive">{segmentError(i, `attributes.${j}.key`)}</p> : null}
                      </div>
                      <Input
                        aria-label={`Segment ${i + 1} attribute ${j + 1} value`}
                        value={a.value}
                        placeholder="e.g. 1–10 employees"
                        onChange={(e) => patchSegment(i, { attributes: s.attributes.map((x, k) => (k === j ? { ...x, value: e.target.value } : x)) })}
                        disabled={disabled}
                      />
                      <Button type="button" variant="ghost" size="icon-sm" aria-label={`Remove attribute ${j + 1} of segment ${i + 1}`} disabled={disabled} onClick={() => patchSegment(i, { attributes: s.attributes.filter((_, k) => k !== j) })}>
                        <XIcon aria-hidden="true" />
                      </Button>
                    </div>
                  ))}
                  <div>
                    <Button type="button" variant="ghost" size="sm" disabled={disabled} onClick={() => patchSegment(i, { attributes: [...s.attributes, { uid: uid(), key: "", value: "" }] })}>
                      <PlusIcon aria-hidden="true" />
                      Add attribute
                    </Button>
                  </div>
                </div>
              </fieldset>
            ))}
            <div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={disabled}
                onClick={() => setSegments((rows) => [...rows, { uid: uid(), key: "", name: "", share: rows.length ? "0" : "100", description: "", attributes: [] }])}
              >
                <PlusIcon aria-hidden="true" />
                Add segment
              </Button>
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Market and attributes</CardTitle>
            <CardDescription>
              Prefilled from <Link href="/personas-brief-settings" className="underline underline-offset-4 hover:text-primary">Personas Brief Settings</Link>; changes here apply to this brief only.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <AudienceFields idPrefix="pb" value={audience} onChange={(patch) => setAudience((a) => ({ ...a, ...patch }))} collections={collections} errors={errors} disabled={disabled} />
          </CardContent>
        </Card>

        <div className="flex flex-wrap items-center gap-3">
          {canEdit ? (
            <Button type="submit" disabled={busy !== null}>
              {isBusy("default") ? "Saving…" : brief ? "Save brief" : "Create brief"}
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">You can view this brief; an owner or editor of Synthetic Personas can change it.</p>
          )}
          <Button type="button" variant="ghost" asChild>
            <Link href="/personas-brief-list">All briefs</Link>
          </Button>
          {errors._ ? (
            <p role="alert" className="text-sm text-destructive">
              {errors._}
            </p>
          ) : null}
        </div>
      </form>
      <ConfirmDialog
        open={confirmDraft}
        onOpenChange={setConfirmDraft}
        title="Replace this brief with an AI draft?"
        description={<p>The draft replaces the name, audience, segments, decision and constraints in the form. Nothing is saved until you save, so you can still leave the page to keep the saved version.</p>}
        confirmLabel="Draft with AI"
        busyLabel="Drafting…"
        onConfirm={async () => (await draft()).ok}
      />
      <div className="min-w-0 xl:sticky xl:top-4 xl:self-start">
        <PlanPreview segments={planSegs} ageMin={ageNum(audience.ageMin)} ageMax={ageNum(audience.ageMax)} b2b={audience.b2b} seed={brief?.id ?? "new-brief"} />
      </div>
    </div>
  );
}
