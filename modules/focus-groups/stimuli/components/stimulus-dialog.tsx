"use client";

import * as React from "react";
import { toast } from "@/components/ui/sonner";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/option-select";
import { Textarea } from "@/components/ui/textarea";
import { useAction } from "@/components/actions/use-action";
import type { FgStimulusKind } from "@/db/schema/focus-groups";
import { createFgStimulusAction, updateFgStimulusAction, uploadFgStimulusImageAction } from "../actions";
import type { SavedStimulus, StimulusView } from "../queries";
import { KIND_LABELS } from "./kinds";

export type StimulusDialogState = { mode: "create"; kind?: FgStimulusKind; variantGroup?: string } | { mode: "edit"; stimulus: StimulusView };

const IMAGE_ACCEPT = "image/png,image/jpeg,image/gif,image/webp";

function snapshotToast(saved: SavedStimulus, verb: string) {
  if (saved.snapshotError) toast.warning(`${verb}, but the page could not be snapshotted. ${saved.snapshotError}`);
  else toast.success(verb);
}

export function StimulusDialog({
  brandId,
  projectId,
  groups,
  state,
  onClose,
}: {
  brandId: string;
  projectId: string;
  groups: string[];
  state: StimulusDialogState;
  onClose: () => void;
}) {
  const editing = state.mode === "edit" ? state.stimulus : null;
  const [kind, setKind] = React.useState<FgStimulusKind>(editing?.kind ?? (state.mode === "create" ? state.kind : undefined) ?? "headline");
  const [label, setLabel] = React.useState(editing?.label ?? "");
  const [content, setContent] = React.useState(editing?.content ?? "");
  const [url, setUrl] = React.useState(editing?.url ?? "");
  const [price, setPrice] = React.useState(editing?.price ?? "");
  const [currency, setCurrency] = React.useState(editing?.currency ?? "USD");
  const [group, setGroup] = React.useState(editing?.variantGroup ?? (state.mode === "create" ? (state.variantGroup ?? "") : ""));
  const [file, setFile] = React.useState<File | null>(null);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const { run, pending } = useAction({ brandId });

  const onError = (error: string, fieldErrors?: Record<string, string[]>) => {
    const next: Record<string, string> = {};
    for (const [k, v] of Object.entries(fieldErrors ?? {})) if (v[0]) next[k] = v[0];
    if (!Object.keys(next).length) next._ = error;
    setErrors(next);
  };

  const submit = async () => {
    setErrors({});
    const variantGroup = group.trim() || null;
    if (editing) {
      const patch: Parameters<typeof updateFgStimulusAction>[0] = { stimulusId: editing.id, label, content, variantGroup };
      if (editing.kind === "url") patch.url = url;
      if (editing.kind === "price") Object.assign(patch, { price: price === "" ? Number.NaN : Number(price), currency });
      const r = await run(updateFgStimulusAction, patch, { onError });
      if (r.ok) {
        snapshotToast(r.data, "Stimulus saved");
        onClose();
      }
      return;
    }
    if (kind === "image") {
      if (!file) return setErrors({ file: "Choose an image to upload (PNG, JPEG, GIF or WebP)." });
      const form = new FormData();
      form.set("projectId", projectId);
      form.set("label", label);
      form.set("content", content);
      if (variantGroup) form.set("variantGroup", variantGroup);
      form.set("file", file);
      const r = await run(uploadFgStimulusImageAction, form, { onError, success: "Image added" });
      if (r.ok) onClose();
      return;
    }
    const base = { projectId, label, content, variantGroup };
    const input =
      kind === "url"
        ? { ...base, kind, url }
        : kind === "price"
          ? { ...base, kind, price: price === "" ? Number.NaN : Number(price), currency }
          : { ...base, kind };
    const r = await run(createFgStimulusAction, input as Parameters<typeof createFgStimulusAction>[0], { onError });
    if (r.ok) {
      snapshotToast(r.data, "Stimulus added");
      onClose();
    }
  };

  const contentLabel = kind === "image" ? "Description" : kind === "url" ? "Notes for the moderator (optional)" : kind === "price" ? "What you get at this price (optional)" : "Text shown to participants";
  const contentHint =
    kind === "image"
      ? "Required: engines that cannot see images get this text instead."
      : kind === "url"
        ? "Participants react to a text snapshot of the page, taken when you save."
        : undefined;

  return (
    <FormDialog
      title={editing ? `Edit ${KIND_LABELS[editing.kind].toLowerCase()}` : "Add stimulus"}
      description={editing ? undefined : "Something the participants will see and react to."}
      className="max-h-[90svh] overflow-y-auto sm:max-w-lg"
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      submitLabel={editing ? "Save" : kind === "image" ? "Upload and add" : "Add stimulus"}
    >
      {!editing ? (
        <FormField id="stimulus-kind" label="Kind">
          <OptionSelect id="stimulus-kind" value={kind} onValueChange={(v) => setKind(v as FgStimulusKind)} options={Object.entries(KIND_LABELS).map(([value, l]) => ({ value, label: l }))} />
        </FormField>
      ) : null}
      <FormField id="stimulus-label" label="Label" error={errors.label} hint="How the stimulus is named in the guide and the results.">
        <Input {...fieldA11y("stimulus-label", errors.label, true)} value={label} onChange={(e) => setLabel(e.target.value)} maxLength={160} autoFocus />
      </FormField>
      {kind === "image" && !editing ? (
        <FormField id="stimulus-file" label="Image" error={errors.file} hint="PNG, JPEG, GIF or WebP, up to 10 MB.">
          <Input {...fieldA11y("stimulus-file", errors.file, true)} type="file" accept={IMAGE_ACCEPT} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </FormField>
      ) : null}
      {kind === "url" ? (
        <FormField id="stimulus-url" label="Address" error={errors.url}>
          <Input {...fieldA11y("stimulus-url", errors.url)} type="url" inputMode="url" placeholder="https://" value={url} onChange={(e) => setUrl(e.target.value)} />
        </FormField>
      ) : null}
      {kind === "price" ? (
        <div className="grid grid-cols-[1fr_6rem] gap-3">
          <FormField id="stimulus-price" label="Price" error={errors.price}>
            <Input {...fieldA11y("stimulus-price", errors.price)} type="number" inputMode="decimal" min={0} step="0.01" value={price} onChange={(e) => setPrice(e.target.value)} />
          </FormField>
          <FormField id="stimulus-currency" label="Currency" error={errors.currency}>
            <Input {...fieldA11y("stimulus-currency", errors.currency)} value={currency} maxLength={3} className="uppercase" onChange={(e) => setCurrency(e.target.value)} />
          </FormField>
        </div>
      ) : null}
      <FormField id="stimulus-content" label={contentLabel} error={errors.content} hint={contentHint}>
        <Textarea {...fieldA11y("stimulus-content", errors.content, Boolean(contentHint))} value={content} onChange={(e) => setContent(e.target.value)} rows={kind === "concept" || kind === "ad_copy" || kind === "image" ? 5 : 3} maxLength={8000} />
      </FormField>
      <FormField id="stimulus-group" label="Variant group (optional)" error={errors.variantGroup} hint="Stimuli in one group are A/B/n variants of one test; they get the letters A, B, C….">
        <Input {...fieldA11y("stimulus-group", errors.variantGroup, true)} list="stimulus-groups" value={group} onChange={(e) => setGroup(e.target.value)} maxLength={80} placeholder="e.g. Headline" />
        <datalist id="stimulus-groups">
          {groups.map((g) => (
            <option key={g} value={g} />
          ))}
        </datalist>
      </FormField>
      {errors._ ? (
        <p role="alert" className="text-[13px] text-destructive">
          {errors._}
        </p>
      ) : null}
    </FormDialog>
  );
}
