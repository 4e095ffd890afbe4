"use client";

import * as React from "react";
import { PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { useAction } from "@/components/actions/use-action";
import { createRoleAction, updateRoleAction } from "../actions";

type Mode = { kind: "create" } | { kind: "edit"; roleId: string; name: string; description: string };

/** Remounted per opening (see `key` at the call sites), so each opening starts from `mode`. */
export function RoleDialog({ brandId, mode, open, onOpenChange }: { brandId: string; mode: Mode; open: boolean; onOpenChange: (o: boolean) => void }) {
  const [name, setName] = React.useState(mode.kind === "edit" ? mode.name : "");
  const [description, setDescription] = React.useState(mode.kind === "edit" ? mode.description : "");
  const [template, setTemplate] = React.useState<"viewer" | "member" | "none">("viewer");
  const [error, setError] = React.useState<string | null>(null);
  const { run, pending } = useAction({ brandId });


  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setError("Give the role a name");
      return;
    }
    const r =
      mode.kind === "create"
        ? await run(createRoleAction, { name, description, template }, { onError: setError, success: (d) => `Role "${d.name}" created. Set what it may do in the matrix.` })
        : await run(updateRoleAction, { roleId: mode.roleId, name, description }, { onError: setError, success: "Role updated." });
    if (r.ok) onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !pending && onOpenChange(o)}>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-5">
          <DialogHeader>
            <DialogTitle>{mode.kind === "create" ? "New role" : "Edit role"}</DialogTitle>
            <DialogDescription>
              {mode.kind === "create"
                ? "A role of this brand with its own access to each module. You can fine-tune it after creating it."
                : "Rename the role or describe what it is for. Access is set in the matrix."}
            </DialogDescription>
          </DialogHeader>
          <FormField id="role-name" label="Name" error={error}>
            <Input
              {...fieldA11y("role-name", error)}
              value={name}
              maxLength={60}
              placeholder="e.g. SEO freelancer"
              autoComplete="off"
              autoFocus
              disabled={pending}
              onChange={(e) => {
                setName(e.target.value);
                if (error) setError(null);
              }}
            />
          </FormField>
          <FormField id="role-description" label="Description" hint="Optional. Shown next to the role.">
            <Textarea
              id="role-description"
              aria-describedby="role-description-hint"
              value={description}
              maxLength={300}
              rows={2}
              placeholder="What people with this role work on"
              disabled={pending}
              onChange={(e) => setDescription(e.target.value)}
            />
          </FormField>
          {mode.kind === "create" ? (
            <FormField id="role-template" label="Start from">
              <Select value={template} onValueChange={(v) => setTemplate(v as typeof template)} disabled={pending}>
                <SelectTrigger id="role-template" className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="viewer">Viewer — view every module</SelectItem>
                  <SelectItem value="member">Member — edit every module</SelectItem>
                  <SelectItem value="none">Nothing — grant modules one by one</SelectItem>
                </SelectContent>
              </Select>
            </FormField>
          ) : null}
          <DialogFormFooter
            pending={pending}
            submitLabel={mode.kind === "create" ? "Create role" : "Save"}
            pendingLabel={mode.kind === "create" ? "Creating..." : "Saving..."}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function NewRoleButton({ brandId }: { brandId: string }) {
  const [open, setOpen] = React.useState(false);
  const mode = React.useMemo(() => ({ kind: "create" as const }), []);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <PlusIcon aria-hidden="true" />
        New role
      </Button>
      <RoleDialog key={String(open)} brandId={brandId} mode={mode} open={open} onOpenChange={setOpen} />
    </>
  );
}
