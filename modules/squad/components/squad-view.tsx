"use client";

import * as React from "react";
import { InfoIcon, Link2Icon, PencilIcon, Trash2Icon, UserPlusIcon, UsersRoundIcon } from "lucide-react";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { initialsFor } from "@/components/shell/initials";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { EmptyState } from "@/components/ui/empty";
import { plural } from "@/lib/format";
import { deleteSquadMemberAction } from "../actions";
import type { BrandPerson, SquadMemberRow } from "../queries";
import { MemberDialog } from "./member-dialog";

export function SquadView({ brandId, members, people, canEdit }: { brandId: string; members: SquadMemberRow[]; people: BrandPerson[]; canEdit: boolean }) {
  const { run } = useAction({ brandId });
  const [editing, setEditing] = React.useState<SquadMemberRow | null>(null);
  const [dialogOpen, setDialogOpen] = React.useState(false);
  const [removing, setRemoving] = React.useState<SquadMemberRow | null>(null);
  const me = members.find((m) => m.isMe);

  const openNew = () => {
    setEditing(null);
    setDialogOpen(true);
  };
  const openEdit = (m: SquadMemberRow) => {
    setEditing(m);
    setDialogOpen(true);
  };

  const addButton = canEdit ? (
    <Button onClick={openNew}>
      <UserPlusIcon aria-hidden="true" />
      Add member
    </Button>
  ) : null;

  return (
    <div className="grid grid-cols-1 gap-6">
      {!canEdit ? (
        <Alert>
          <InfoIcon aria-hidden="true" />
          <AlertDescription>Your role in this brand can view the growth squad but not change it.</AlertDescription>
        </Alert>
      ) : !me && members.length > 0 ? (
        <Alert>
          <InfoIcon aria-hidden="true" />
          <AlertDescription>
            None of these members is linked to you yet. Add yourself, or edit your member, and pick yourself under Brand user: your tasks then show up in My Tasks and Quick Add assigns to you.
          </AlertDescription>
        </Alert>
      ) : null}

      {members.length === 0 ? (
        <EmptyState icon={UsersRoundIcon} title="No squad members yet" action={addButton}>
          {canEdit
            ? "Add the people who do the work — teammates, freelancers, the client's staff. Tasks, sprints and recurring rules are assigned to them."
            : "The squad is empty. Ask an owner or admin of this brand to add the people who do the work."}
        </EmptyState>
      ) : (
        <Card className="gap-0 py-0">
          <CardHeader className="border-b py-5 [.border-b]:pb-5">
            <CardTitle className="flex items-center gap-2">
              <UsersRoundIcon className="size-4 text-muted-foreground" aria-hidden="true" />
              Members
            </CardTitle>
            <CardDescription>
              {plural(members.length, "member")} · {plural(members.reduce((n, m) => n + m.openTasks, 0), "open task")} assigned
            </CardDescription>
            {addButton ? <CardAction>{addButton}</CardAction> : null}
          </CardHeader>
          <CardContent className="px-0">
            <ul className="divide-y" aria-label="Growth squad members">
              {members.map((m) => (
                <li key={m.id} className="flex items-center gap-3 px-4 py-3 sm:px-6" data-testid="squad-row">
                  <Avatar className="size-9">
                    <AvatarFallback>{initialsFor(m.name, m.email)}</AvatarFallback>
                  </Avatar>
                  <div className="min-w-0 flex-1">
                    <p className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-1 text-sm font-medium">
                      <span className="truncate">{m.name}</span>
                      {m.alias ? (
                        <Badge variant="outline" className="font-normal text-muted-foreground">
                          {m.alias}
                        </Badge>
                      ) : null}
                      {m.isMe ? <Badge className="bg-primary/10 text-primary" variant="secondary">Me</Badge> : null}
                    </p>
                    <p className="flex min-w-0 flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                      <span className="truncate">{m.email ?? "No email"}</span>
                      {m.userId ? (
                        <span className="inline-flex min-w-0 items-center gap-1">
                          <Link2Icon className="size-3 shrink-0" aria-hidden="true" />
                          <span className="truncate">{m.isMe ? "Linked to you" : `Linked to ${m.linkedUserName ?? "a brand user"}`}</span>
                        </span>
                      ) : null}
                    </p>
                  </div>
                  <div className="shrink-0 text-right text-xs text-muted-foreground tabular-nums">
                    <span className="font-medium text-foreground">{m.openTasks}</span>
                    <span className="hidden sm:inline"> open {m.openTasks === 1 ? "task" : "tasks"}</span>
                    <span className="sm:hidden"> open</span>
                  </div>
                  <div className="flex w-8 shrink-0 justify-end">
                    {canEdit ? (
                      <RowActionsMenu
                        label={`Manage ${m.name}`}
                        title={m.name}
                        modal={false}
                        className="w-48"
                        actions={[{ label: "Edit", icon: PencilIcon, onSelect: () => openEdit(m) }, "separator", { label: "Remove", icon: Trash2Icon, destructive: true, onSelect: () => setRemoving(m) }]}
                      />
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}

      {canEdit ? <MemberDialog brandId={brandId} open={dialogOpen} onOpenChange={setDialogOpen} member={editing} members={members} people={people} /> : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title={`Remove ${removing?.name ?? "member"} from the squad?`}
        description={
          removing && removing.openTasks > 0 ? (
            <p>
              Their {removing.openTasks} open {removing.openTasks === 1 ? "task stays" : "tasks stay"} in the brand, unassigned. Recurring rules assigned to them create unassigned tasks until you pick someone else.
            </p>
          ) : (
            <p>Their finished tasks keep their history. Nothing else changes.</p>
          )
        }
        confirmLabel="Remove"
        busyLabel="Removing..."
        destructive
        onConfirm={async () => {
          if (!removing) return true;
          const name = removing.name;
          return (await run(deleteSquadMemberAction, { memberId: removing.id }, { success: `${name} removed from the growth squad` })).ok;
        }}
      />
    </div>
  );
}
