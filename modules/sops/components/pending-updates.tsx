"use client";

import * as React from "react";
import Link from "next/link";
import { CheckIcon, ChevronDownIcon, MinusIcon, PencilIcon, PlusIcon, RefreshCwIcon, XIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { UpdateItemKind } from "@/db/schema/sop-enums";
import { formatDate, formatEffort, plural } from "@/lib/format";
import { cn } from "@/lib/utils";
import { decideTemplateUpdateAction, decideTemplateUpdateItemAction } from "../actions";
import { FIELD_LABEL } from "../diff";
import type { PendingUpdateView, UpdateItemView } from "../queries/sop-tree";
import { hoursToMinutes } from "../schedule";
import { useAction } from "@/components/actions/use-action";

const KIND: Record<UpdateItemKind, { label: string; icon: React.ComponentType<{ className?: string }>; tone: string }> = {
  group_added: { label: "Added", icon: PlusIcon, tone: "text-success border-success/30 bg-success/10" },
  task_added: { label: "Added", icon: PlusIcon, tone: "text-success border-success/30 bg-success/10" },
  group_changed: { label: "Changed", icon: PencilIcon, tone: "text-foreground border-border bg-muted" },
  task_changed: { label: "Changed", icon: PencilIcon, tone: "text-foreground border-border bg-muted" },
  group_removed: { label: "Removed", icon: MinusIcon, tone: "text-destructive border-destructive/30 bg-destructive/10" },
  task_removed: { label: "Removed", icon: MinusIcon, tone: "text-destructive border-destructive/30 bg-destructive/10" },
};

function show(v: unknown): string {
  if (Array.isArray(v)) return v.length ? v.map((s) => `• ${String(s)}`).join("\n") : "(none)";
  if (typeof v === "number") return String(v);
  if (v === null || v === undefined || v === "") return "(empty)";
  return String(v);
}

function fieldValue(field: string, v: unknown): string {
  if (field === "effortHours" && typeof v === "number") return formatEffort(hoursToMinutes(v));
  if (field === "offsetDays" && typeof v === "number") return v === 0 ? "due on start" : `+${v} days`;
  return show(v);
}

function ItemDetail({ item }: { item: UpdateItemView }) {
  const d = item.detail;
  if (item.kind === "group_added" || item.kind === "group_removed") {
    const g = (item.kind === "group_added" ? d.after : d.before) as { description?: string; tasks?: { key: string; title: string }[] } | undefined;
    return (
      <div className="space-y-2 text-sm">
        {g?.description ? <p className="text-muted-foreground">{g.description}</p> : null}
        <ul className="list-inside list-disc text-muted-foreground">
          {g?.tasks?.map((t) => (
            <li key={t.key}>{t.title}</li>
          ))}
        </ul>
      </div>
    );
  }
  if (item.kind === "task_added" || item.kind === "task_removed") {
    const t = (item.kind === "task_added" ? d.after : d.before) as { description?: string; checklist?: string[]; role?: string } | undefined;
    return (
      <div className="space-y-2 text-sm">
        <p className="text-muted-foreground">
          In {d.areaName} › {d.groupName}
          {t?.role ? ` · ${t.role}` : ""}
        </p>
        {t?.description ? <p>{t.description}</p> : null}
        {t?.checklist?.length ? (
          <ul className="list-inside list-disc text-muted-foreground">
            {t.checklist.map((s, i) => (
              <li key={i}>{s}</li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  }
  return (
    <dl className="grid gap-3 text-sm">
      {(d.changes ?? []).map((c) => (
        <div key={c.field} className="grid gap-1">
          <dt className="text-xs font-medium text-muted-foreground capitalize">{FIELD_LABEL[c.field as keyof typeof FIELD_LABEL] ?? c.field}</dt>
          <dd className="grid gap-1 sm:grid-cols-2">
            <span className="rounded-md border border-destructive/20 bg-destructive/5 px-2 py-1 whitespace-pre-line line-through decoration-destructive/40">
              {fieldValue(c.field, c.before)}
            </span>
            <span className="rounded-md border border-success/20 bg-success/5 px-2 py-1 whitespace-pre-line">{fieldValue(c.field, c.after)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ItemRow({ item, brandId, canEdit }: { item: UpdateItemView; brandId: string; canEdit: boolean }) {
  const { run, busy } = useAction({ brandId });
  const [open, setOpen] = React.useState(false);
  const kind = KIND[item.kind];
  const Icon = kind.icon;
  const decide = (decision: "accept" | "dismiss") =>
    run(decideTemplateUpdateItemAction, { itemId: item.id, decision }, {
      key: decision,
      success: (r) => (r.resolved ? "Update complete: the brand now follows the new version." : decision === "accept" ? "Change applied" : "Change dismissed"),
    });
  return (
    <li className="px-4 py-3" data-testid="update-item">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <button
          type="button"
          className="flex min-w-0 flex-1 items-center gap-2 text-left text-sm outline-none focus-visible:underline"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
        >
          <span className={cn("inline-flex size-5 shrink-0 items-center justify-center rounded-md border", kind.tone)} title={kind.label}>
            <Icon className="size-3" />
          </span>
          <span className="min-w-0">{item.label}</span>
          <ChevronDownIcon className={cn("size-3.5 shrink-0 text-muted-foreground transition-transform", open && "rotate-180")} aria-hidden />
        </button>
        {item.status === "pending" ? (
          canEdit ? (
            <div className="flex shrink-0 gap-2 self-end sm:self-auto">
              <Button size="sm" variant="ghost" disabled={busy !== null} onClick={() => decide("dismiss")} aria-label={`Dismiss: ${item.label}`}>
                <XIcon />
                Dismiss
              </Button>
              <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => decide("accept")} aria-label={`Accept: ${item.label}`}>
                <CheckIcon />
                Accept
              </Button>
            </div>
          ) : null
        ) : (
          <Badge variant="outline" className={cn("shrink-0 self-end font-normal sm:self-auto", item.status === "accepted" ? "text-success" : "text-muted-foreground")}>
            {item.status === "accepted" ? "Accepted" : "Dismissed"}
          </Badge>
        )}
      </div>
      {open ? (
        <div className="mt-3 pl-7">
          <ItemDetail item={item} />
        </div>
      ) : null}
    </li>
  );
}

/** `templates`: the role may open the template library (else the template is named, not linked). */
export function PendingUpdates({ updates, brandId, canEdit, templates }: { updates: PendingUpdateView[]; brandId: string; canEdit: boolean; templates: boolean }) {
  const { run, busy } = useAction({ brandId });
  if (!updates.length) return null;
  return (
    <section id="updates" className="scroll-mt-4 space-y-3" aria-labelledby="updates-title">
      <h2 id="updates-title" className="flex items-center gap-2 text-base font-semibold tracking-tight">
        <RefreshCwIcon className="size-4 text-warning" aria-hidden />
        Template updates to review
      </h2>
      {updates.map((u) => {
        const pending = u.items.filter((i) => i.status === "pending").length;
        return (
          <div key={u.id} className="overflow-hidden rounded-xl border border-warning/40 bg-card shadow-xs" data-testid="template-update">
            <div className="flex flex-col gap-3 border-b bg-warning/5 px-4 py-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0 space-y-1">
                <p className="text-sm font-medium">
                  {templates ? (
                    <Link href={`/template/${u.templateType}/${u.templateSlug}`} className="hover:underline">
                      {u.templateName}
                    </Link>
                  ) : (
                    u.templateName
                  )}{" "}
                  <span className="text-muted-foreground">
                    v{u.fromVersion} → v{u.toVersion}
                  </span>
                </p>
                {u.changelog ? <p className="text-xs whitespace-pre-line text-muted-foreground">{u.changelog}</p> : null}
                <p className="text-xs text-muted-foreground">
                  Published {formatDate(u.createdAt)} · {pending} of {plural(u.items.length, "change")} to decide
                </p>
              </div>
              {canEdit && pending > 0 ? (
                <div className="flex shrink-0 gap-2">
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy !== null}
                    onClick={() => run(decideTemplateUpdateAction, { updateId: u.id, decision: "dismiss" }, { key: "all", success: "Remaining changes dismissed" })}
                  >
                    Dismiss all
                  </Button>
                  <Button
                    size="sm"
                    disabled={busy !== null}
                    onClick={() => run(decideTemplateUpdateAction, { updateId: u.id, decision: "accept" }, { key: "all", success: "Remaining changes applied" })}
                  >
                    Accept all
                  </Button>
                </div>
              ) : null}
            </div>
            <ul className="divide-y">
              {u.items.map((item) => (
                <ItemRow key={item.id} item={item} brandId={brandId} canEdit={canEdit} />
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
