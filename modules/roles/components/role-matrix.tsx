"use client";

import * as React from "react";
import { CheckIcon, EyeIcon, LockIcon, MinusIcon, PencilIcon, TrashIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { useSyncedState } from "@/components/actions/use-synced-state";
import type { AccessLevel } from "@/lib/permissions";
import { cn } from "@/lib/utils";
import { deleteRoleAction, setRolePermissionAction } from "../actions";
import { RoleDialog } from "./role-dialogs";

type MatrixRole = {
  key: string;
  name: string;
  description: string;
  builtIn: boolean;
  id: string | null;
  holders: number;
  column: Record<string, AccessLevel>;
};
export type MatrixModule = { key: string; label: string; pages: string; capped: boolean };

const LEVEL_TEXT: Record<AccessLevel, string> = { none: "No access", view: "View", edit: "Edit" };
/** The confirmation after a cell changed: "QA Limited can view SEO now." */
const LEVEL_CHANGED: Record<AccessLevel, string> = { none: "has no access to", view: "can view", edit: "can edit" };

function LevelMark({ level }: { level: AccessLevel }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium whitespace-nowrap",
        level === "edit" && "bg-emerald-500/10 text-emerald-700 dark:text-emerald-300",
        level === "view" && "bg-sky-500/10 text-sky-700 dark:text-sky-300",
        level === "none" && "text-muted-foreground",
      )}
    >
      {level === "edit" ? <PencilIcon className="size-3" aria-hidden="true" /> : level === "view" ? <EyeIcon className="size-3" aria-hidden="true" /> : <MinusIcon className="size-3" aria-hidden="true" />}
      {LEVEL_TEXT[level]}
    </span>
  );
}

function CellSelect({ brandId, role, module }: { brandId: string; role: MatrixRole; module: MatrixModule }) {
  const { run, pending } = useAction({ brandId });
  const [value, setValue] = useSyncedState<AccessLevel>(role.column[module.key] ?? "none");
  const change = async (next: string) => {
    const previous = value;
    const level = next as AccessLevel;
    setValue(level);
    const r = await run(
      setRolePermissionAction,
      { roleId: role.id!, module: module.key, access: level },
      { success: `${role.name} ${LEVEL_CHANGED[level]} ${module.label} now.` },
    );
    if (!r.ok) setValue(previous);
  };
  return (
    <Select value={value} onValueChange={change} disabled={pending}>
      <SelectTrigger size="sm" className="h-8 w-[7.5rem] text-xs" aria-label={`${role.name}: access to ${module.label}`}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="none">No access</SelectItem>
        <SelectItem value="view">View</SelectItem>
        <SelectItem value="edit" disabled={module.capped}>
          Edit{module.capped ? " (owners & admins)" : ""}
        </SelectItem>
      </SelectContent>
    </Select>
  );
}

function RoleHeader({ brandId, role, canManage }: { brandId: string; role: MatrixRole; canManage: boolean }) {
  const { run } = useAction({ brandId });
  const [dialog, setDialog] = React.useState<"edit" | "delete" | null>(null);
  const editMode = React.useMemo(() => ({ kind: "edit" as const, roleId: role.id ?? "", name: role.name, description: role.description }), [role]);
  return (
    <div className="flex items-start justify-between gap-1">
      <div className="min-w-0 text-left">
        <div className="flex items-center gap-1.5">
          <span className="truncate font-semibold">{role.name}</span>
          {role.builtIn ? (
            <span title="Built-in role: its access is fixed" className="inline-flex">
              <LockIcon className="size-3 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">(built-in, fixed)</span>
            </span>
          ) : null}
        </div>
        <p className="text-xs font-normal text-muted-foreground">
          {role.holders} {role.holders === 1 ? "person" : "people"}
        </p>
      </div>
      {canManage && !role.builtIn ? (
        <>
          <RowActionsMenu
            label={`Manage role ${role.name}`}
            modal={false}
            triggerClassName="-mr-1 size-7"
            actions={[{ label: "Rename or describe", icon: PencilIcon, onSelect: () => setDialog("edit") }, "separator", { label: "Delete role", icon: TrashIcon, destructive: true, onSelect: () => setDialog("delete") }]}
          />
          <RoleDialog key={`${dialog === "edit"}-${role.name}`} brandId={brandId} mode={editMode} open={dialog === "edit"} onOpenChange={(o) => setDialog(o ? "edit" : null)} />
          <ConfirmDialog
            open={dialog === "delete"}
            onOpenChange={(o) => setDialog(o ? "delete" : null)}
            title={`Delete the role "${role.name}"?`}
            description={
              role.holders > 0 ? (
                <p>
                  {role.holders === 1 ? "1 person has" : `${role.holders} people have`} this role. Give them another role on the Brand Team page first.
                </p>
              ) : (
                <p>Pending invitations with this role are withdrawn too. This cannot be undone.</p>
              )
            }
            confirmLabel="Delete role"
            busyLabel="Deleting..."
            destructive
            onConfirm={async () => (await run(deleteRoleAction, { roleId: role.id! }, { success: `Role "${role.name}" deleted.` })).ok}
          />
        </>
      ) : null}
    </div>
  );
}

/** Modules × roles. Built-in columns are fixed; custom columns are edited cell by cell (saved at once). */
export function RoleMatrix({ brandId, roles, modules, canManage }: { brandId: string; roles: MatrixRole[]; modules: MatrixModule[]; canManage: boolean }) {
  return (
    <div className="relative overflow-x-auto rounded-xl border bg-card">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">What each role may do in each module</caption>
        <thead>
          <tr className="border-b bg-muted/40">
            <th scope="col" className="sticky left-0 z-10 min-w-[12rem] bg-muted/40 px-4 py-3 text-left font-medium backdrop-blur supports-[backdrop-filter]:bg-muted/60 sm:min-w-[16rem]">
              Module
            </th>
            {roles.map((role) => (
              <th key={role.key} scope="col" className="min-w-[8.5rem] px-3 py-3 align-top font-normal" title={role.description}>
                <RoleHeader brandId={brandId} role={role} canManage={canManage} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {modules.map((m) => (
            <tr key={m.key} className="border-b last:border-0 hover:bg-muted/30">
              <th scope="row" className="sticky left-0 z-10 bg-card px-4 py-2.5 text-left font-normal">
                <div className="font-medium">{m.label}</div>
                <div className="line-clamp-1 max-w-[16rem] text-xs text-muted-foreground" title={m.pages}>
                  {m.pages}
                </div>
              </th>
              {roles.map((role) => (
                <td key={role.key} className="px-3 py-2.5">
                  {canManage && !role.builtIn ? <CellSelect brandId={brandId} role={role} module={m} /> : <LevelMark level={role.column[m.key] ?? "none"} />}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function MatrixLegend() {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-muted-foreground">
      <span className="inline-flex items-center gap-1.5">
        <LevelMark level="edit" /> sees the module and changes its data
      </span>
      <span className="inline-flex items-center gap-1.5">
        <LevelMark level="view" /> sees it, changes nothing
      </span>
      <span className="inline-flex items-center gap-1.5">
        <LevelMark level="none" /> the module is hidden and its pages answer “not found”
      </span>
      <Badge variant="outline" className="gap-1 font-normal">
        <CheckIcon className="size-3" aria-hidden="true" />
        Dashboard and your own settings are always available
      </Badge>
    </div>
  );
}
