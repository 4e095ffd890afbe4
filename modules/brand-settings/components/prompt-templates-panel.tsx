"use client";

import * as React from "react";
import { MessageSquareTextIcon, PencilIcon, PlusIcon, TrashIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { EmptyState } from "@/components/ui/empty";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { createPromptTemplateAction, deletePromptTemplateAction, updatePromptTemplateAction } from "../actions";
import { templateVariables } from "../providers";
import type { PromptTemplate } from "../queries";
import { RelativeTime } from "@/components/ui/relative-time";

/** The body with {variables} marked, so a template reads at a glance. */
function Highlighted({ text }: { text: string }) {
  const parts = text.split(/(\{\s*[A-Za-z_][A-Za-z0-9_.-]{0,63}\s*\})/g);
  return (
    <>
      {parts.map((p, i) =>
        /^\{.*\}$/.test(p) ? (
          <mark key={i} className="rounded bg-violet-500/15 px-0.5 text-violet-700 dark:text-violet-300">
            {p}
          </mark>
        ) : (
          <React.Fragment key={i}>{p}</React.Fragment>
        ),
      )}
    </>
  );
}

type Editing = { kind: "new" } | { kind: "edit"; template: PromptTemplate } | null;

function TemplateDialog({ brandId, editing, onClose }: { brandId: string; editing: Editing; onClose: () => void }) {
  const initial = editing?.kind === "edit" ? editing.template : null;
  const [name, setName] = React.useState(initial?.name ?? "");
  const [purpose, setPurpose] = React.useState(initial?.purpose ?? "");
  const [body, setBody] = React.useState(initial?.body ?? "");
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const { run, pending } = useAction({ brandId });
  const vars = templateVariables(body);
  const onError = (message: string, fieldErrors?: Record<string, string[]>) => {
    const e: Record<string, string> = {};
    for (const [k, v] of Object.entries(fieldErrors ?? {})) e[k] = v[0]!;
    setErrors(Object.keys(e).length ? e : { _: message });
  };
  const submit = async (ev: React.FormEvent) => {
    ev.preventDefault();
    const r =
      editing?.kind === "edit"
        ? await run(updatePromptTemplateAction, { templateId: editing.template.id, name, purpose, body }, { onError, success: "Template saved." })
        : await run(createPromptTemplateAction, { name, purpose, body }, { onError, success: "Template created." });
    if (r.ok) onClose();
  };
  return (
    <Dialog open={!!editing} onOpenChange={(o) => !o && !pending && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-5" onKeyDown={(e) => e.key === "Enter" && (e.metaKey || e.ctrlKey) && submit(e)}>
          <DialogHeader>
            <DialogTitle>{editing?.kind === "edit" ? "Edit prompt template" : "New prompt template"}</DialogTitle>
            <DialogDescription>Write {"{variables}"} in curly braces; features fill them in (for example {"{topic}"}, {"{audience}"}, {"{brand_context}"}).</DialogDescription>
          </DialogHeader>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField id="tpl-name" label="Name" error={errors.name}>
              <Input {...fieldA11y("tpl-name", errors.name)} value={name} onChange={(e) => setName(e.target.value)} maxLength={120} placeholder="Blog post outline" disabled={pending} />
            </FormField>
            <FormField id="tpl-purpose" label="Purpose" error={errors.purpose}>
              <Input {...fieldA11y("tpl-purpose", errors.purpose)} value={purpose} onChange={(e) => setPurpose(e.target.value)} maxLength={500} placeholder="What it is used for" disabled={pending} />
            </FormField>
          </div>
          <FormField id="tpl-body" label="Prompt" error={errors.body}>
            <Textarea {...fieldA11y("tpl-body", errors.body)} value={body} onChange={(e) => setBody(e.target.value)} rows={9} className="font-mono text-[13px]" placeholder={"Write a blog outline about {topic} for {audience}.\nUse this brand context:\n{brand_context}"} disabled={pending} />
          </FormField>
          <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
            {vars.length ? (
              <>
                Variables:
                {vars.map((v) => (
                  <Badge key={v} variant="secondary" className="bg-violet-500/15 font-mono text-violet-700 dark:text-violet-300">
                    {v}
                  </Badge>
                ))}
              </>
            ) : (
              "No variables yet."
            )}
          </div>
          {errors._ ? (
            <p role="alert" className="text-[13px] text-destructive">
              {errors._}
            </p>
          ) : null}
          <DialogFormFooter pending={pending} submitLabel="Save template" pendingLabel="Saving..." onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function PromptTemplatesPanel({ brandId, templates, canEdit }: { brandId: string; templates: PromptTemplate[]; canEdit: boolean }) {
  const [editing, setEditing] = React.useState<Editing>(null);
  const [deleting, setDeleting] = React.useState<PromptTemplate | null>(null);
  const { run, pending } = useAction({ brandId });
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-sm text-muted-foreground">Reusable prompts for this brand&rsquo;s AI features, with {"{variables}"} filled in at run time.</p>
        {canEdit ? (
          <Button onClick={() => setEditing({ kind: "new" })}>
            <PlusIcon aria-hidden="true" />
            New template
          </Button>
        ) : null}
      </div>
      {templates.length === 0 ? (
        <EmptyState icon={MessageSquareTextIcon} title="No prompt templates yet">
          {canEdit ? "Create one for each recurring AI task — an article outline, a LinkedIn post, a persona brief — so everyone on the team gets the same quality." : "The owner or an admin can add templates here."}
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label="Prompt templates">
          {templates.map((t) => (
            <li key={t.id} className="flex flex-col gap-3 rounded-xl border bg-card p-4" data-testid="template-card">
              <div className="flex items-start gap-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{t.name}</p>
                  <p className="truncate text-xs text-muted-foreground">{t.purpose || "No purpose given"}</p>
                </div>
                {canEdit ? (
                  <div className="-mt-1 -mr-2 flex shrink-0">
                    <Button variant="ghost" size="icon-sm" onClick={() => setEditing({ kind: "edit", template: t })} aria-label={`Edit ${t.name}`} disabled={pending}>
                      <PencilIcon aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="icon-sm" className="hover:text-destructive" onClick={() => setDeleting(t)} aria-label={`Delete ${t.name}`} disabled={pending}>
                      <TrashIcon aria-hidden="true" />
                    </Button>
                  </div>
                ) : null}
              </div>
              <p className="line-clamp-4 rounded-md bg-muted/50 p-2.5 font-mono text-xs leading-relaxed whitespace-pre-wrap">
                <Highlighted text={t.body} />
              </p>
              <p className="mt-auto text-xs text-muted-foreground">
                {t.variables.length} variable{t.variables.length === 1 ? "" : "s"} · updated <RelativeTime at={t.updatedAt} />
              </p>
            </li>
          ))}
        </ul>
      )}
      <TemplateDialog key={editing ? (editing.kind === "edit" ? editing.template.id : "new") : "closed"} brandId={brandId} editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={`Delete “${deleting?.name ?? ""}”?`}
        description={<p>Features that use this template fall back to their built-in prompt.</p>}
        confirmLabel="Delete template"
        busyLabel="Deleting..."
        destructive
        onConfirm={async () => (deleting ? (await run(deletePromptTemplateAction, { templateId: deleting.id }, { success: "Template deleted." })).ok : true)}
      />
    </div>
  );
}
