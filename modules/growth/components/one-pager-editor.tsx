"use client";

import * as React from "react";
import { createPortal } from "react-dom";
import Link from "next/link";
import { FileTextIcon, LoaderCircleIcon, PencilIcon, PlusIcon, PrinterIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Kbd } from "@/components/ui/kbd";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { saveOnePagerAction } from "../actions";
import { today } from "@/lib/calendar-day";
import {  } from "@/lib/format";
import { parseNumberField } from "../format";
import type { OnePager } from "../queries/one-pager";
import { FormField } from "@/components/ui/form-field";
import { OnePagerDocument } from "./one-pager-document";
import { onModEnter } from "@/components/actions/on-mod-enter";
import { useAction } from "@/components/actions/use-action";

type KrDraft = { key: string; id?: string; title: string; current: string; target: string; unit: string };
type ObjectiveDraft = { key: string; id?: string; title: string; keyResults: KrDraft[] };

let seq = 0;
const nextKey = () => `new-${++seq}`;
const str = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

function draftFrom(p: OnePager) {
  const ns = p.northStar;
  return {
    mission: p.mission,
    targetCustomer: p.targetCustomer,
    valueProposition: p.valueProposition,
    constraints: p.constraints,
    currentFocus: p.currentFocus,
    nsName: ns?.name ?? "",
    nsDefinition: ns?.definition ?? "",
    nsUnit: ns?.unit ?? "",
    nsDirection: ns?.direction ?? "increase",
    nsCurrent: str(ns?.latest?.value),
    nsCurrentDate: ns?.latest?.date ?? today(),
    nsTarget: str(ns?.target),
    nsTargetDate: ns?.targetDate ?? "",
    objectives: p.objectives.map(
      (o): ObjectiveDraft => ({
        key: o.id,
        id: o.id,
        title: o.title,
        keyResults: o.keyResults.map((k) => ({ key: k.id, id: k.id, title: k.title, current: str(k.current), target: str(k.target), unit: k.unit })),
      }),
    ),
  };
}
type Draft = ReturnType<typeof draftFrom>;

/** Prints only the one-page document: a copy portalled to <body>, shown by print CSS alone. */
function PrintCopy({ children }: { children: React.ReactNode }) {
  const mounted = React.useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
  if (!mounted) return null;
  return createPortal(
    <div id="growth-one-pager-print" className="hidden print:block">
      <style>{`@media print { body > *:not(#growth-one-pager-print) { display: none !important; } @page { margin: 14mm; } }`}</style>
      {children}
    </div>,
    document.body,
  );
}

export function OnePagerEditor({
  brandId,
  brandName,
  onePager,
  canEdit,
  initialView,
}: {
  brandId: string;
  brandName: string;
  onePager: OnePager;
  canEdit: boolean;
  initialView: "edit" | "document";
}) {
  const [view, setView] = React.useState<string>(canEdit ? initialView : "document");
  const [draft, setDraft] = React.useState<Draft>(() => draftFrom(onePager));
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [dirty, setDirty] = React.useState(false);
  const { run, pending } = useAction({ brandId });

  // After a save the page's data comes back with ids for new rows: adopt it unless the user typed on.
  const version = onePager.updatedAt ? new Date(onePager.updatedAt).getTime() : 0;
  const [seenVersion, setSeenVersion] = React.useState(version);
  if (version !== seenVersion) {
    setSeenVersion(version);
    if (!dirty) setDraft(draftFrom(onePager));
  }

  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => {
    setDraft((d) => ({ ...d, [k]: v }));
    setDirty(true);
  };
  const setObjectives = (fn: (o: ObjectiveDraft[]) => ObjectiveDraft[]) => {
    setDraft((d) => ({ ...d, objectives: fn(d.objectives) }));
    setDirty(true);
  };

  React.useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const save = async () => {
    const errs: Record<string, string> = {};
    const num = (key: string, raw: string) => {
      const n = parseNumberField(raw);
      if (n !== null && !Number.isFinite(n)) errs[key] = "Enter a number";
      return n !== null && Number.isFinite(n) ? n : null;
    };
    const nsTouched = [draft.nsName, draft.nsDefinition, draft.nsUnit, draft.nsCurrent, draft.nsTarget, draft.nsTargetDate].some((v) => v.trim() !== "");
    if (nsTouched && !draft.nsName.trim()) errs.nsName = "Name the North Star Metric, or clear its other fields";
    const current = num("nsCurrent", draft.nsCurrent);
    const target = num("nsTarget", draft.nsTarget);
    const objectives = draft.objectives.map((o, i) => {
      if (!o.title.trim()) errs[`o-${o.key}`] = "Write the objective, or remove it";
      return {
        ...(o.id ? { id: o.id } : {}),
        title: o.title,
        keyResults: o.keyResults.map((k) => {
          if (!k.title.trim()) errs[`kr-${k.key}`] = "Write the key result, or remove it";
          return {
            ...(k.id ? { id: k.id } : {}),
            title: k.title,
            current: num(`krc-${k.key}`, k.current),
            target: num(`krt-${k.key}`, k.target),
            unit: k.unit,
          };
        }),
        _i: i,
      };
    });
    setErrors(errs);
    if (Object.keys(errs).length) return;
    const result = await run(
      saveOnePagerAction,
      {
        mission: draft.mission,
        targetCustomer: draft.targetCustomer,
        valueProposition: draft.valueProposition,
        constraints: draft.constraints,
        currentFocus: draft.currentFocus,
        northStar: draft.nsName.trim()
          ? {
              name: draft.nsName,
              definition: draft.nsDefinition,
              unit: draft.nsUnit,
              direction: draft.nsDirection,
              current,
              currentDate: current === null ? null : draft.nsCurrentDate || null,
              target,
              targetDate: draft.nsTargetDate || null,
            }
          : null,
        objectives: objectives.map(({ _i: _, ...o }) => o),
      },
      { success: "One-pager saved" },
    );
    if (result.ok) setDirty(false);
    else if ("fieldErrors" in result && result.fieldErrors) {
      setErrors(Object.fromEntries(Object.entries(result.fieldErrors).map(([k, v]) => [k, v[0] ?? "Invalid"])));
    }
  };

  const printNow = () => window.print();

  return (
    <>
      <Tabs value={view} onValueChange={setView} className="gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <TabsList aria-label="One-pager view">
            {canEdit ? (
              <TabsTrigger value="edit" className="px-3">
                <PencilIcon aria-hidden="true" /> Edit
              </TabsTrigger>
            ) : null}
            <TabsTrigger value="document" className="px-3">
              <FileTextIcon aria-hidden="true" /> One-page view
            </TabsTrigger>
          </TabsList>
          <Button variant="outline" size="sm" onClick={printNow}>
            <PrinterIcon aria-hidden="true" /> Print
          </Button>
        </div>

        {canEdit ? (
          <TabsContent value="edit" className="space-y-6" onKeyDown={onModEnter(save)}>
            <Card>
              <CardHeader>
                <CardTitle>North Star Metric</CardTitle>
                <CardDescription>The one number that best captures the value customers get. Every experiment should move it, directly or through an AARRR metric.</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-4 sm:grid-cols-2">
                <FormField id="ns-name" label="Name" error={errors.nsName} className="sm:col-span-2">
                  <Input id="ns-name" value={draft.nsName} onChange={(e) => set("nsName", e.target.value)} placeholder="e.g. Weekly active teams" aria-invalid={!!errors.nsName} />
                </FormField>
                <FormField id="ns-definition" label="Definition" hint="How it is counted, so everyone reads it the same way." className="sm:col-span-2">
                  <Textarea id="ns-definition" rows={2} value={draft.nsDefinition} onChange={(e) => set("nsDefinition", e.target.value)} placeholder="Teams with at least 3 members who completed a task in the last 7 days" />
                </FormField>
                <FormField id="ns-unit" label="Unit">
                  <Input id="ns-unit" value={draft.nsUnit} onChange={(e) => set("nsUnit", e.target.value)} placeholder="teams, %, €" />
                </FormField>
                <FormField id="ns-direction" label="Better when it">
                  <Select value={draft.nsDirection} onValueChange={(v) => set("nsDirection", v as "increase" | "decrease")}>
                    <SelectTrigger id="ns-direction" className="w-full">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value="increase">Goes up</SelectItem>
                      <SelectItem value="decrease">Goes down</SelectItem>
                    </SelectContent>
                  </Select>
                </FormField>
                <FormField id="ns-current" label="Current value" error={errors.nsCurrent}>
                  <Input id="ns-current" inputMode="decimal" value={draft.nsCurrent} onChange={(e) => set("nsCurrent", e.target.value)} aria-invalid={!!errors.nsCurrent} />
                </FormField>
                <FormField id="ns-current-date" label="As of" hint="A new value is added to the metric's history.">
                  <Input id="ns-current-date" type="date" value={draft.nsCurrentDate} onChange={(e) => set("nsCurrentDate", e.target.value)} />
                </FormField>
                <FormField id="ns-target" label="Target" error={errors.nsTarget}>
                  <Input id="ns-target" inputMode="decimal" value={draft.nsTarget} onChange={(e) => set("nsTarget", e.target.value)} aria-invalid={!!errors.nsTarget} />
                </FormField>
                <FormField id="ns-target-date" label="Target date">
                  <Input id="ns-target-date" type="date" value={draft.nsTargetDate} onChange={(e) => set("nsTargetDate", e.target.value)} />
                </FormField>
              </CardContent>
            </Card>

            <Card>
              <CardHeader>
                <CardTitle>Strategy</CardTitle>
                <CardDescription>Why the brand exists, for whom, and why they should choose it.</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-4">
                <FormField id="mission" label="Mission">
                  <Textarea id="mission" rows={2} value={draft.mission} onChange={(e) => set("mission", e.target.value)} />
                </FormField>
                <FormField id="target-customer" label="Target customer">
                  <Textarea id="target-customer" rows={2} value={draft.targetCustomer} onChange={(e) => set("targetCustomer", e.target.value)} />
                </FormField>
                <FormField id="value-proposition" label="Value proposition">
                  <Textarea id="value-proposition" rows={2} value={draft.valueProposition} onChange={(e) => set("valueProposition", e.target.value)} />
                </FormField>
              </CardContent>
            </Card>

            <Card>
              <CardHeader>
                <CardTitle>Objectives and key results</CardTitle>
                <CardDescription>Two or three objectives for this period, each with measurable key results.</CardDescription>
              </CardHeader>
              <CardContent className="space-y-4">
                {draft.objectives.length === 0 ? <p className="text-sm text-muted-foreground">No objectives yet. Add the first one: what must be true at the end of this period?</p> : null}
                {draft.objectives.map((o, oi) => (
                  <fieldset key={o.key} className="space-y-3 rounded-lg border p-4">
                    <legend className="sr-only">Objective {oi + 1}</legend>
                    <div className="flex items-start gap-2">
                      <FormField id={`o-${o.key}`} label={`Objective ${oi + 1}`} error={errors[`o-${o.key}`]} className="flex-1">
                        <Input
                          id={`o-${o.key}`}
                          value={o.title}
                          onChange={(e) => setObjectives((list) => list.map((x) => (x.key === o.key ? { ...x, title: e.target.value } : x)))}
                          placeholder="e.g. Make new agencies successful in their first week"
                          aria-invalid={!!errors[`o-${o.key}`]}
                        />
                      </FormField>
                      <Button variant="ghost" size="icon" className="mt-6" aria-label={`Remove objective ${oi + 1}`} onClick={() => setObjectives((list) => list.filter((x) => x.key !== o.key))}>
                        <Trash2Icon />
                      </Button>
                    </div>
                    <div className="space-y-2">
                      {o.keyResults.map((k, ki) => {
                        const setKr = (patch: Partial<KrDraft>) =>
                          setObjectives((list) => list.map((x) => (x.key === o.key ? { ...x, keyResults: x.keyResults.map((y) => (y.key === k.key ? { ...y, ...patch } : y)) } : x)));
                        return (
                          <div key={k.key} className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[minmax(0,1fr)_6rem_6rem_5rem_auto]">
                            <Input aria-label={`Key result ${ki + 1} of objective ${oi + 1}`} value={k.title} onChange={(e) => setKr({ title: e.target.value })} placeholder={`Key result ${ki + 1}`} aria-invalid={!!errors[`kr-${k.key}`]} className="col-span-1" />
                            <Button variant="ghost" size="icon" aria-label={`Remove key result ${ki + 1}`} className="sm:order-last" onClick={() => setObjectives((list) => list.map((x) => (x.key === o.key ? { ...x, keyResults: x.keyResults.filter((y) => y.key !== k.key) } : x)))}>
                              <Trash2Icon />
                            </Button>
                            <div className="col-span-2 grid grid-cols-3 gap-2 sm:col-span-3">
                              <Input aria-label="Current" inputMode="decimal" placeholder="Current" value={k.current} onChange={(e) => setKr({ current: e.target.value })} aria-invalid={!!errors[`krc-${k.key}`]} />
                              <Input aria-label="Target" inputMode="decimal" placeholder="Target" value={k.target} onChange={(e) => setKr({ target: e.target.value })} aria-invalid={!!errors[`krt-${k.key}`]} />
                              <Input aria-label="Unit" placeholder="Unit" value={k.unit} onChange={(e) => setKr({ unit: e.target.value })} />
                            </div>
                            {errors[`kr-${k.key}`] || errors[`krc-${k.key}`] || errors[`krt-${k.key}`] ? (
                              <p className="col-span-full text-xs text-destructive" role="alert">
                                {errors[`kr-${k.key}`] ?? errors[`krc-${k.key}`] ?? errors[`krt-${k.key}`]}
                              </p>
                            ) : null}
                          </div>
                        );
                      })}
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setObjectives((list) => list.map((x) => (x.key === o.key ? { ...x, keyResults: [...x.keyResults, { key: nextKey(), title: "", current: "", target: "", unit: "" }] } : x)))}
                      >
                        <PlusIcon aria-hidden="true" /> Add key result
                      </Button>
                    </div>
                  </fieldset>
                ))}
                <Button variant="outline" size="sm" onClick={() => setObjectives((list) => [...list, { key: nextKey(), title: "", keyResults: [] }])}>
                  <PlusIcon aria-hidden="true" /> Add objective
                </Button>
              </CardContent>
            </Card>

            <Card>
              <CardHeader>
                <CardTitle>Constraints and focus</CardTitle>
                <CardDescription>What limits the team (budget, people, time) and where it puts its energy now.</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-4 sm:grid-cols-2">
                <FormField id="constraints" label="Constraints">
                  <Textarea id="constraints" rows={3} value={draft.constraints} onChange={(e) => set("constraints", e.target.value)} />
                </FormField>
                <FormField id="current-focus" label="Current focus">
                  <Textarea id="current-focus" rows={3} value={draft.currentFocus} onChange={(e) => set("currentFocus", e.target.value)} />
                </FormField>
              </CardContent>
            </Card>

            <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t bg-background/90 px-4 py-3 backdrop-blur md:-mx-8 md:px-8">
              <p className="mr-auto text-xs text-muted-foreground" aria-live="polite">
                {dirty ? "Unsaved changes" : "All changes saved"}
                {draft.nsName ? (
                  <>
                    {" · "}
                    <Link href="/growth-metrics-overview" className="underline-offset-4 hover:underline">
                      North Star trend
                    </Link>
                  </>
                ) : null}
              </p>
              <span className="hidden items-center gap-1 text-xs text-muted-foreground sm:inline-flex">
                <Kbd>Ctrl</Kbd>
                <Kbd>Enter</Kbd>
              </span>
              <Button onClick={save} disabled={pending}>
                {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
                {pending ? "Saving..." : "Save one-pager"}
              </Button>
            </div>
          </TabsContent>
        ) : null}

        <TabsContent value="document">
          <div className="overflow-hidden rounded-xl border shadow-sm">
            <OnePagerDocument brandName={brandName} onePager={onePager} />
          </div>
          {dirty ? <p className="mt-2 text-xs text-muted-foreground">This view shows the saved version. Save to include your latest edits.</p> : null}
        </TabsContent>
      </Tabs>
      <PrintCopy>
        <OnePagerDocument brandName={brandName} onePager={onePager} className="bg-white text-black" />
      </PrintCopy>
    </>
  );
}
