"use client";

import * as React from "react";
import Link from "next/link";
import { UsersIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { setSopRoleAssigneeAction } from "../actions";
import { useAction } from "@/components/actions/use-action";
import { EmptyState } from "@/components/ui/empty";

const UNSET = "unset";

/** Who usually does each responsible role: the default assignee the assign form proposes. */
export function RoleAssigneesDialog({
  brandId,
  roles,
  squad,
  assignees,
  canEdit,
}: {
  brandId: string;
  roles: string[];
  squad: { id: string; name: string; alias: string | null }[];
  assignees: Record<string, string>;
  canEdit: boolean;
}) {
  const { run, busy } = useAction({ brandId });
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <UsersIcon />
          Default assignees
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Default assignees</DialogTitle>
          <DialogDescription>
            Who usually does each role in this brand. Assigning SOP tasks proposes this person; the last choice made while assigning is
            remembered here too.
          </DialogDescription>
        </DialogHeader>
        {squad.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
            The growth squad is empty. <Link href="/growth-squad" className="underline underline-offset-2">Add people</Link> first.
          </p>
        ) : roles.length === 0 ? (
          <EmptyState title="No SOP task names a responsible role yet" className="p-4 md:p-4" />
        ) : (
          <ul className="divide-y rounded-lg border">
            {roles.map((role) => (
              <li key={role} className="flex flex-col gap-2 px-3 py-2 sm:flex-row sm:items-center sm:justify-between">
                <span className="text-sm">{role}</span>
                <Select
                  value={assignees[role.toLowerCase()] ?? UNSET}
                  disabled={!canEdit || busy !== null}
                  onValueChange={(v) =>
                    run(setSopRoleAssigneeAction, { role, squadMemberId: v === UNSET ? null : v }, { key: role, success: `Default for ${role} saved` })
                  }
                >
                  <SelectTrigger size="sm" className="w-full sm:w-52" aria-label={`Default assignee for ${role}`}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={UNSET}>Suggest automatically</SelectItem>
                    {squad.map((m) => (
                      <SelectItem key={m.id} value={m.id}>
                        {m.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
